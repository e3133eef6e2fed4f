-- The disputes an evening settled: a ruling asked from a game's page and
-- kept by the table. It belongs to the game but changes none of its
-- scores. The question, the answer and the rule are JSON that the web
-- layer writes; rows are never changed or removed.

CREATE TABLE rulings (
    id         TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id),
    question   TEXT NOT NULL,
    answer     TEXT NOT NULL,
    rule       TEXT NOT NULL DEFAULT '',
    device     TEXT NOT NULL,
    nonce      TEXT UNIQUE,
    created_at TEXT NOT NULL
);
CREATE INDEX rulings_game ON rulings(game_id, created_at);

CREATE TRIGGER rulings_append_only_update BEFORE UPDATE ON rulings
BEGIN
    SELECT RAISE(ABORT, 'rulings are append-only');
END;

CREATE TRIGGER rulings_append_only_delete BEFORE DELETE ON rulings
BEGIN
    SELECT RAISE(ABORT, 'rulings are append-only');
END;
