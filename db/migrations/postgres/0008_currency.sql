-- The money a group plays for, as ../0008_currency.sql.
ALTER TABLE groups ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR';
