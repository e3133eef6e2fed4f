-- A correction or an undo points at the record it changes (target_id).
-- Deleting records (a staged import thrown away, a group deleted) makes
-- SQLite look for records pointing at each deleted one; without an index
-- that read the whole log once per deleted record, inside the write lock,
-- so every other table waited.
CREATE INDEX entries_target ON entries (target_id) WHERE target_id IS NOT NULL;
