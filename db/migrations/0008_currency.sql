-- The money a group plays for: an ISO 4217 code, which the ledger writes
-- amounts in. Stakes stay in hundredths of it.
ALTER TABLE groups ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
