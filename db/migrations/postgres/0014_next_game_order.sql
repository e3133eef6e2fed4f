-- As ../0014_next_game_order.sql: an evening's games in the order they
-- were created, from any game on; the rowid is a column here, so it is
-- named.
CREATE INDEX games_evening_order ON games(evening_id, rowid);
