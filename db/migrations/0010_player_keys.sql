-- A player's name is unique in its group as db.NameKey compares names
-- (invisible characters removed, NFKC with case folding). SQLite cannot
-- compute the key, so Go does: addPlayer and RenamePlayer for every name
-- they store, and keyPlayers, at the first open after this migration, for
-- the players stored before it. Until then their keys are NULL, which the
-- unique index lets be; no player is stored without one from now on.
ALTER TABLE players ADD COLUMN name_key TEXT;

CREATE UNIQUE INDEX players_name_key ON players(group_id, name_key);

CREATE TRIGGER players_keyed BEFORE INSERT ON players WHEN NEW.name_key IS NULL
BEGIN
    SELECT RAISE(ABORT, 'a player is stored with the key of its name');
END;
