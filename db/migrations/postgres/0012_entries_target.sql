-- Records pointing at a deleted one are found by an index, as
-- ../0012_entries_target.sql.
CREATE INDEX entries_target ON entries (target_id) WHERE target_id IS NOT NULL;
