-- The limits per client, counted by all the servers of the database
-- together (see db/limits.go); SQLite's one server counts in memory.

-- A token bucket per key (a client address, as the joining limit counts
-- it): how many attempts it held when last looked at, and when, by the
-- database's clock, which all servers share. A bucket that has filled up
-- again is swept out.
CREATE TABLE limit_buckets (
	key    TEXT PRIMARY KEY,
	tokens DOUBLE PRECISION NOT NULL,
	at     TIMESTAMPTZ NOT NULL
);

-- Every server that holds streams, and when it last said it was alive:
-- the streams of a server not heard from for a while (killed, cut off)
-- count no more.
CREATE TABLE live_servers (
	server TEXT PRIMARY KEY,
	seen   TIMESTAMPTZ NOT NULL
);

-- Every open event stream of every server: whose device and client
-- address it counts against, in the order they opened (n).
CREATE TABLE live_streams (
	n       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	id      TEXT NOT NULL UNIQUE,
	server  TEXT NOT NULL,
	device  TEXT NOT NULL,
	address TEXT NOT NULL
);
CREATE INDEX live_streams_device ON live_streams(device, n);
CREATE INDEX live_streams_address ON live_streams(address, n);
CREATE INDEX live_streams_server ON live_streams(server);
