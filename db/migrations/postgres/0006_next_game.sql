-- The next game of the same kind at the same evening, as
-- ../0006_next_game.sql; the rowid is a column here, so it is named.
CREATE INDEX games_evening_kind ON games(evening_id, kind, rowid);
