-- Device names, revoked memberships, retired links and codes, as
-- ../0004_live.sql.

ALTER TABLE devices ADD COLUMN name TEXT NOT NULL DEFAULT '';

ALTER TABLE memberships ADD COLUMN revoked_at TEXT;

ALTER TABLE invites ADD COLUMN code TEXT;
ALTER TABLE invites ADD COLUMN retired_at TEXT;

-- Links made before codes existed get one (a PostgreSQL database starts
-- after codes existed, so this finds none; it is here as in SQLite).
UPDATE invites SET code = (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 8))
WHERE code IS NULL;

CREATE UNIQUE INDEX invites_code ON invites(code);
-- One working link per role and group.
CREATE UNIQUE INDEX invites_live_role ON invites(group_id, role) WHERE retired_at IS NULL;
