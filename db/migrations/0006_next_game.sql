-- The next game of the same kind at the same evening, which every request
-- on a game looks up, found by one seek however many games the evening
-- has: an index's rows end in the rowid, so (evening_id, kind) orders the
-- games of a kind at an evening as they were created.
CREATE INDEX games_evening_kind ON games(evening_id, kind);
