-- Player names' keys now count the Cyrillic and Greek letters that look
-- like Latin ones as those (db.NameKey, lookAlike). SQLite cannot compute
-- them: every key is cleared here, and keyPlayers gives each player the
-- key of its name at the open that applied this migration. Two players of
-- a group whose names now share a key (an "Anna" beside an "Аnna" with a
-- Cyrillic А) both stay, with their games; the second one's key is marked
-- as keyPlayers says, so that the name cannot come a third time.
UPDATE players SET name_key = NULL;
