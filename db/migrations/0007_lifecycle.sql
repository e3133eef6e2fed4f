-- A group's life beside the games' logs: what a scorer renamed or removed,
-- and groups deleted whole.
--
-- Finishing a game here and abandoning it are records of the game's own
-- log (see db/lifecycle.go), so a replay and the statistics read them
-- where they read every deal. What is not a game's (a group's or a
-- player's name, an evening or a game removed while empty) is kept here,
-- one row per change, never changed or removed but with the group.

CREATE TABLE group_changes (
    id         TEXT PRIMARY KEY,
    group_id   TEXT NOT NULL REFERENCES groups(id),
    action     TEXT NOT NULL CHECK (action IN ('rename-group', 'rename-player', 'remove-game', 'remove-evening')),
    subject    TEXT NOT NULL, -- the id of the group, player, game or evening
    before     TEXT NOT NULL DEFAULT '', -- the old name; the removed game's kind; the removed evening's date
    after      TEXT NOT NULL DEFAULT '', -- the new name; the removed game's evening
    device     TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX group_changes_group ON group_changes(group_id, created_at);

CREATE TRIGGER group_changes_append_only_update BEFORE UPDATE ON group_changes
BEGIN
    SELECT RAISE(ABORT, 'group changes are append-only');
END;

-- A deleted group leaves only the SHA-256 of its id and the time, so that
-- a phone that still opens it is told it was deleted; no name, no id.
CREATE TABLE deleted_groups (
    digest     TEXT PRIMARY KEY,
    deleted_at TEXT NOT NULL
);

-- A group being deleted, for the length of the deleting transaction: only
-- then may the rows of its append-only tables go.
CREATE TABLE group_deletions (
    group_id TEXT PRIMARY KEY
);

DROP TRIGGER entries_append_only_delete;
CREATE TRIGGER entries_append_only_delete BEFORE DELETE ON entries
WHEN NOT EXISTS (SELECT 1 FROM group_deletions d JOIN evenings e ON e.group_id = d.group_id
    JOIN games g ON g.evening_id = e.id WHERE g.id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'entries are append-only');
END;

DROP TRIGGER rulings_append_only_delete;
CREATE TRIGGER rulings_append_only_delete BEFORE DELETE ON rulings
WHEN NOT EXISTS (SELECT 1 FROM group_deletions d JOIN evenings e ON e.group_id = d.group_id
    JOIN games g ON g.evening_id = e.id WHERE g.id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'rulings are append-only');
END;

CREATE TRIGGER group_changes_append_only_delete BEFORE DELETE ON group_changes
WHEN NOT EXISTS (SELECT 1 FROM group_deletions d WHERE d.group_id = OLD.group_id)
BEGIN
    SELECT RAISE(ABORT, 'group changes are append-only');
END;
