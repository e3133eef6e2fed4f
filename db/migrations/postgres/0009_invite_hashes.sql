-- Invites keep only hashes and the sealed link, as ../0009_invite_hashes.sql.
ALTER TABLE invites RENAME COLUMN token TO token_hash;
ALTER TABLE invites RENAME COLUMN code TO code_hash;
ALTER TABLE invites ADD COLUMN sealed TEXT;
