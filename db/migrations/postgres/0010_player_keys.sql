-- A player's name is unique in its group as db.NameKey compares names, as
-- ../0010_player_keys.sql.
ALTER TABLE players ADD COLUMN name_key TEXT;

CREATE UNIQUE INDEX players_name_key ON players(group_id, name_key);

CREATE TRIGGER players_keyed BEFORE INSERT ON players
    FOR EACH ROW WHEN (NEW.name_key IS NULL)
    EXECUTE FUNCTION schreiber_refuse('a player is stored with the key of its name');
