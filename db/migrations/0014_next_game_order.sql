-- The game that followed a game (see nextGameSQL) is the first later game
-- of its evening that seats one of its players. The rows of an index on
-- evening_id alone end in the rowid, so they give an evening's games in
-- the order they were created, from any game on: the first later game that
-- shares a player is found without sorting the evening's games or testing
-- every one of them.
CREATE INDEX games_evening_order ON games(evening_id);
