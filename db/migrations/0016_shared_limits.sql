-- The tables through which the servers of a PostgreSQL database count the
-- limits per client together (see postgres/0015_shared_limits.sql and
-- db/limits.go). A SQLite file has one server, which counts in memory:
-- here they stay empty, and are made only so that both engines hold the
-- same tables (a file moved to PostgreSQL with `schreiber migrate` finds
-- them there).
CREATE TABLE limit_buckets (
	key    TEXT PRIMARY KEY,
	tokens REAL NOT NULL,
	at     TEXT NOT NULL
);
CREATE TABLE live_servers (
	server TEXT PRIMARY KEY,
	seen   TEXT NOT NULL
);
CREATE TABLE live_streams (
	n       INTEGER PRIMARY KEY,
	id      TEXT NOT NULL UNIQUE,
	server  TEXT NOT NULL,
	device  TEXT NOT NULL,
	address TEXT NOT NULL
);
CREATE INDEX live_streams_device ON live_streams(device, n);
CREATE INDEX live_streams_address ON live_streams(address, n);
CREATE INDEX live_streams_server ON live_streams(server);
