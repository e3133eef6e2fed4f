package db

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"
)

// The limits per client counted by all the servers of one PostgreSQL
// database together: a client that a load balancer sends now to one
// server, now to another, gets the limits it would get from one server.
// A SQLite file has one server, which counts in memory; there these
// methods answer ErrNotShared.

// ErrNotShared is what the shared limits answer on SQLite, whose one
// server counts in memory.
var ErrNotShared = errors.New("limits: the database is not shared")

// Bucket names a token bucket kept in the database: Burst attempts at
// once, then one more every Every.
type Bucket struct {
	Name  string // what it limits, which keeps its keys apart from another bucket's
	Burst int
	Every time.Duration
}

// bucketSweepEvery is how often a store sweeps the buckets that filled up
// again out of the table.
const bucketSweepEvery = time.Minute

// bucketSweeps remembers when each store last swept a bucket's keys.
type bucketSweeps struct {
	mu   sync.Mutex
	last map[string]time.Time
}

// Take looks at the bucket of key, refilled for the time passed by the
// database's clock, which all servers share, and, if take, takes one
// attempt from it: it reports whether the bucket had one. The refill and
// the taking are each one statement on the bucket's row, so two servers
// taking at once take two attempts.
func (s *Store) Take(ctx context.Context, b Bucket, key string, take bool) (bool, error) {
	if !s.pg {
		return false, ErrNotShared
	}
	s.sweepBuckets(ctx, b)
	k := b.Name + " " + key
	every := b.Every.Seconds()
	var tokens float64
	if err := s.db.QueryRowContext(ctx, `INSERT INTO limit_buckets (key, tokens, at) VALUES (?1, ?2::float8, clock_timestamp())
		ON CONFLICT (key) DO UPDATE SET
			tokens = LEAST(?2::float8, limit_buckets.tokens + EXTRACT(EPOCH FROM clock_timestamp() - limit_buckets.at)::float8 / ?3::float8),
			at = clock_timestamp()
		RETURNING tokens`, k, float64(b.Burst), every).Scan(&tokens); err != nil {
		return false, fmt.Errorf("limit %s: %w", b.Name, err)
	}
	if tokens < 1 || !take {
		return tokens >= 1, nil
	}
	// Another server may have taken the last one in between.
	res, err := s.db.ExecContext(ctx, `UPDATE limit_buckets SET tokens = tokens - 1 WHERE key = ? AND tokens >= 1`, k)
	if err != nil {
		return false, fmt.Errorf("limit %s: %w", b.Name, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// sweepBuckets forgets, at most once a minute, the keys of the bucket
// that have filled up again: the table holds the recent clients only.
func (s *Store) sweepBuckets(ctx context.Context, b Bucket) {
	s.sweeps.mu.Lock()
	now := time.Now()
	due := now.Sub(s.sweeps.last[b.Name]) >= bucketSweepEvery
	if due {
		if s.sweeps.last == nil {
			s.sweeps.last = map[string]time.Time{}
		}
		s.sweeps.last[b.Name] = now
	}
	s.sweeps.mu.Unlock()
	if !due {
		return
	}
	// A failed sweep is tried again a minute later; the limit holds
	// either way.
	s.db.ExecContext(ctx, `DELETE FROM limit_buckets WHERE starts_with(key, ?1)
		AND tokens + EXTRACT(EPOCH FROM clock_timestamp() - at)::float8 / ?2::float8 >= ?3::float8`,
		b.Name+" ", b.Every.Seconds(), float64(b.Burst))
}

// Stream is an open event stream as the servers count it together.
type Stream struct {
	ID      string // unique among all servers' streams
	Server  string // the server that holds it
	Device  string // the device it counts against; "" for none
	Address string // the client address it counts against; "" for none
}

// StaleServer is how long a server may go without saying it is alive
// (Alive) before its streams count no more: it was killed, or lost the
// database. Servers say so every LiveEvery.
const (
	StaleServer = 30 * time.Second
	LiveEvery   = 10 * time.Second
	// forgetServer is how long the streams of a server not heard from
	// are kept before they are removed.
	forgetServer = time.Hour
)

// Alive says that the server is alive and holds streams, and removes the
// streams of servers not heard from for an hour.
func (s *Store) Alive(ctx context.Context, server string) error {
	if !s.pg {
		return ErrNotShared
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO live_servers (server, seen) VALUES (?, clock_timestamp())
		ON CONFLICT (server) DO UPDATE SET seen = clock_timestamp()`, server); err != nil {
		return fmt.Errorf("alive: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM live_streams WHERE server IN
		(SELECT server FROM live_servers WHERE seen < clock_timestamp() - make_interval(secs => ?::float8))`, forgetServer.Seconds()); err != nil {
		return fmt.Errorf("alive: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM live_servers WHERE seen < clock_timestamp() - make_interval(secs => ?::float8)`,
		forgetServer.Seconds()); err != nil {
		return fmt.Errorf("alive: %w", err)
	}
	return nil
}

// Gone says that the server stops: its streams count no more.
func (s *Store) Gone(ctx context.Context, server string) error {
	if !s.pg {
		return ErrNotShared
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM live_streams WHERE server = ?`, server); err != nil {
		return fmt.Errorf("gone: %w", err)
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM live_servers WHERE server = ?`, server); err != nil {
		return fmt.Errorf("gone: %w", err)
	}
	return nil
}

// OpenStream counts a new stream against its device and its client
// address among the streams of every live server, and removes the oldest
// streams over a limit (perDevice, perAddress; 0 for none): it returns
// them, for the servers that hold them to end. The new stream, the newest,
// is never among them.
func (s *Store) OpenStream(ctx context.Context, st Stream, perDevice, perAddress int) ([]Stream, error) {
	if !s.pg {
		return nil, ErrNotShared
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO live_streams (id, server, device, address) VALUES (?, ?, ?, ?)`,
		st.ID, st.Server, st.Device, st.Address); err != nil {
		return nil, fmt.Errorf("open stream: %w", err)
	}
	limit := func(n int, key string) int {
		if n <= 0 || key == "" {
			return math.MaxInt32
		}
		return n
	}
	// The streams of each holder, newest first, of the servers heard from
	// lately; those past the limit go.
	rows, err := s.db.QueryContext(ctx, `DELETE FROM live_streams WHERE id IN (
		SELECT id FROM (SELECT l.id, row_number() OVER (ORDER BY l.n DESC) AS r
			FROM live_streams l JOIN live_servers v ON v.server = l.server
			WHERE l.device = ?1 AND v.seen > clock_timestamp() - make_interval(secs => ?5::float8)) d WHERE r > ?2
		UNION ALL
		SELECT id FROM (SELECT l.id, row_number() OVER (ORDER BY l.n DESC) AS r
			FROM live_streams l JOIN live_servers v ON v.server = l.server
			WHERE l.address = ?3 AND v.seen > clock_timestamp() - make_interval(secs => ?5::float8)) a WHERE r > ?4)
		RETURNING id, server, device, address`,
		st.Device, limit(perDevice, st.Device), st.Address, limit(perAddress, st.Address), StaleServer.Seconds())
	if err != nil {
		return nil, fmt.Errorf("open stream: %w", err)
	}
	defer rows.Close()
	var ended []Stream
	for rows.Next() {
		var e Stream
		if err := rows.Scan(&e.ID, &e.Server, &e.Device, &e.Address); err != nil {
			return nil, fmt.Errorf("open stream: %w", err)
		}
		ended = append(ended, e)
	}
	return ended, rows.Err()
}

// CloseStream stops counting a stream.
func (s *Store) CloseStream(ctx context.Context, id string) error {
	if !s.pg {
		return ErrNotShared
	}
	if _, err := s.db.ExecContext(ctx, `DELETE FROM live_streams WHERE id = ?`, id); err != nil {
		return fmt.Errorf("close stream: %w", err)
	}
	return nil
}

// StreamsOf lists the ids of the server's streams that still count: a
// stream it holds that is not among them was ended by another server.
func (s *Store) StreamsOf(ctx context.Context, server string) (map[string]bool, error) {
	if !s.pg {
		return nil, ErrNotShared
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM live_streams WHERE server = ?`, server)
	if err != nil {
		return nil, fmt.Errorf("streams: %w", err)
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("streams: %w", err)
		}
		out[id] = true
	}
	return out, rows.Err()
}
