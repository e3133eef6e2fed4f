-- The group decides who is in. A device gets a name its user chooses
-- ("Anna's phone"). A membership can be revoked: the row stays with the
-- time, so that a revoked device can be told so, and the entry log, which
-- names devices by the label they had, is never touched. An invite link
-- can be replaced by a new one (the old row is kept, retired, and opens
-- nothing), and every link has a short code to type on another phone.

ALTER TABLE devices ADD COLUMN name TEXT NOT NULL DEFAULT '';

ALTER TABLE memberships ADD COLUMN revoked_at TEXT;

ALTER TABLE invites ADD COLUMN code TEXT;
ALTER TABLE invites ADD COLUMN retired_at TEXT;

-- Links made before codes existed get one: eight characters of Crockford's
-- base32 alphabet, from SQLite's random numbers (seeded from the system's
-- randomness); new codes are made in Go.
UPDATE invites SET code =
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1) ||
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (random() & 31) + 1, 1)
WHERE code IS NULL;

CREATE UNIQUE INDEX invites_code ON invites(code);
-- One working link per role and group.
CREATE UNIQUE INDEX invites_live_role ON invites(group_id, role) WHERE retired_at IS NULL;
