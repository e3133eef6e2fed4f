-- An invite's link and code are keys to its group, so the database keeps
-- only what finds them and, sealed under a key derived from the session
-- key, what the group page shows (see db/invitekeys.go): the hash of the
-- token, an HMAC of the code, and the two sealed together. SQL cannot
-- compute these, so the columns are renamed here and the rows filled in
-- Go: until then a row's sealed is NULL and its token_hash and code_hash still hold
-- the token and the code themselves. Store.UseInviteKey does that once.

ALTER TABLE invites RENAME COLUMN token TO token_hash;
ALTER TABLE invites RENAME COLUMN code TO code_hash;
ALTER TABLE invites ADD COLUMN sealed TEXT;
