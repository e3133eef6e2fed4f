-- The house: groups of friends, their players, evenings, games, and the
-- append-only log of what each game's table reported.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE groups (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE invites (
    token      TEXT PRIMARY KEY,
    group_id   TEXT NOT NULL REFERENCES groups(id),
    role       TEXT NOT NULL CHECK (role IN ('scorer', 'viewer')),
    created_at TEXT NOT NULL
);
CREATE INDEX invites_group ON invites(group_id);

CREATE TABLE players (
    id         TEXT PRIMARY KEY,
    group_id   TEXT NOT NULL REFERENCES groups(id),
    name       TEXT NOT NULL,
    archived   INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE INDEX players_group ON players(group_id);

CREATE TABLE evenings (
    id         TEXT PRIMARY KEY,
    group_id   TEXT NOT NULL REFERENCES groups(id),
    held_on    TEXT NOT NULL,
    place      TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX evenings_group ON evenings(group_id, held_on);

CREATE TABLE games (
    id         TEXT PRIMARY KEY,
    evening_id TEXT NOT NULL REFERENCES evenings(id),
    kind       TEXT NOT NULL,
    config     TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX games_evening ON games(evening_id, created_at);

CREATE TABLE seats (
    game_id   TEXT NOT NULL REFERENCES games(id),
    seat      INTEGER NOT NULL,
    player_id TEXT NOT NULL REFERENCES players(id),
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, player_id)
);

-- One row per thing the table reported. 'add' carries an entry, 'edit'
-- replaces the payload of the 'add' it targets, 'void' undoes the 'add' it
-- targets. Rows are never changed or removed.
CREATE TABLE entries (
    id         TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id),
    seq        INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('add', 'edit', 'void')),
    target_id  TEXT REFERENCES entries(id),
    payload    TEXT NOT NULL DEFAULT '',
    device     TEXT NOT NULL,
    nonce      TEXT UNIQUE,
    created_at TEXT NOT NULL,
    UNIQUE (game_id, seq),
    CHECK ((action = 'add') = (target_id IS NULL))
);

CREATE TRIGGER entries_append_only_update BEFORE UPDATE ON entries
BEGIN
    SELECT RAISE(ABORT, 'entries are append-only');
END;

CREATE TRIGGER entries_append_only_delete BEFORE DELETE ON entries
BEGIN
    SELECT RAISE(ABORT, 'entries are append-only');
END;
