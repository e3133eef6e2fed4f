-- Stakes and the kept results, as ../0005_stats.sql.

CREATE TABLE evening_stakes (
    evening_id  TEXT PRIMARY KEY REFERENCES evenings(id),
    unit_cents  INTEGER NOT NULL CHECK (unit_cents >= 0),
    point_cents INTEGER NOT NULL CHECK (point_cents >= 0),
    updated_at  TEXT NOT NULL
);

CREATE TABLE game_results (
    game_id TEXT PRIMARY KEY REFERENCES games(id),
    version INTEGER NOT NULL,
    seq     INTEGER NOT NULL,
    counted INTEGER NOT NULL
);

-- SQLite keeps these rows in the order of the key (WITHOUT ROWID);
-- PostgreSQL reads them through the primary key's index.
CREATE TABLE result_games (
    group_id   TEXT NOT NULL,
    held_on    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    game_id    TEXT NOT NULL REFERENCES game_results(game_id),
    evening_id TEXT NOT NULL,
    kind       TEXT NOT NULL,
    seats      TEXT NOT NULL,
    PRIMARY KEY (group_id, held_on, created_at, game_id)
);
CREATE INDEX result_games_game ON result_games(game_id);

CREATE FUNCTION schreiber_drop_result() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM result_games WHERE game_id = NEW.game_id;
    DELETE FROM game_results WHERE game_id = NEW.game_id;
    RETURN NULL;
END;
$$;

CREATE TRIGGER entries_drop_result AFTER INSERT ON entries
    FOR EACH ROW EXECUTE FUNCTION schreiber_drop_result();
