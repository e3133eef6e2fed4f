-- As ../0013_look_alike_keys.sql: every player name key is cleared and
-- computed again, counting look-alike letters, at the next open.
UPDATE players SET name_key = NULL;
