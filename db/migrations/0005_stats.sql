-- Afterwards: what an evening plays for, and every game's result for the
-- statistics.
--
-- The stakes are the table's own setting for the evening. The results are
-- never the truth: they are worked out from a game's entry log by replaying
-- it, kept only so that a group's statistics need not replay every game
-- for every page. A new record in a game's log drops the game's result (the
-- trigger below), and whatever result is missing, or was worked out by an
-- older version of the games, is worked out again when next needed. So the
-- tables can be emptied at any time and rebuild themselves from the log.

CREATE TABLE evening_stakes (
    evening_id  TEXT PRIMARY KEY REFERENCES evenings(id),
    -- What one of a game's own stakes is worth, in cents: a stake into a
    -- Gurke pot, a Hurrican chip, a point of Kurko's settlement.
    unit_cents  INTEGER NOT NULL CHECK (unit_cents >= 0),
    -- What a point is worth, in cents, in games without stakes of their
    -- own: a Bunkt, a point of Doppelkopf, Gurke or Euchre. 0: not played
    -- for money.
    point_cents INTEGER NOT NULL CHECK (point_cents >= 0),
    updated_at  TEXT NOT NULL
);

CREATE TABLE game_results (
    game_id TEXT PRIMARY KEY REFERENCES games(id),
    version INTEGER NOT NULL, -- of the games' results it was worked out with
    seq     INTEGER NOT NULL, -- the last record of the log it was worked out from
    counted INTEGER NOT NULL  -- 0: no result yet (the game runs, or its entries do not replay)
);

-- One row per game that has a result, with its seats packed into one text
-- (see db/results.go): a group of a thousand evenings reads five thousand
-- rows, not twenty. The game's group, evening, date, start and kind are
-- copied from rows that never change, and the rows are stored in the order
-- a group's statistics read them (WITHOUT ROWID, keyed by group and date):
-- one range, no lookups.
CREATE TABLE result_games (
    group_id   TEXT NOT NULL,
    held_on    TEXT NOT NULL,
    created_at TEXT NOT NULL, -- the game's start
    game_id    TEXT NOT NULL REFERENCES game_results(game_id),
    evening_id TEXT NOT NULL,
    kind       TEXT NOT NULL,
    seats      TEXT NOT NULL, -- seat by seat: player id, side, place, won, the kind's own figures
    PRIMARY KEY (group_id, held_on, created_at, game_id)
) WITHOUT ROWID;
CREATE INDEX result_games_game ON result_games(game_id);

CREATE TRIGGER entries_drop_result AFTER INSERT ON entries
BEGIN
    DELETE FROM result_games WHERE game_id = NEW.game_id;
    DELETE FROM game_results WHERE game_id = NEW.game_id;
END;
