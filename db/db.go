// Package db stores Schreiber's groups, players, evenings, games and entry
// logs in SQLite. It knows nothing of the games: a game's configuration and
// an entry's payload are JSON that it keeps and returns untouched.
package db

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// ErrNotFound is returned when a looked-up row does not exist.
var ErrNotFound = errors.New("not found")

// ErrDuplicate is returned when a form that was already stored is stored again.
var ErrDuplicate = errors.New("already recorded")

//go:embed migrations/*.sql migrations/postgres/*.sql
var migrations embed.FS

// Store is the database and every query Schreiber makes of it.
type Store struct {
	// db serves reads, several at once (the write-ahead log lets readers
	// run beside the writer); w is the one connection every write goes
	// through. SQLite lets one writer in at a time anyway: queued in Go
	// for w, a write waits exactly as long as the one before it takes,
	// where writers on several connections would retry on a busy
	// database and sleep for up to a hundred milliseconds between tries.
	db      *sql.DB
	w       *sql.DB
	pg      bool   // PostgreSQL's, not a SQLite file (see IsPostgres)
	dsn     string // PostgreSQL's URL, for the connection that listens
	stmts   statements
	now     func() time.Time
	invites inviteKeyring
	sweeps  bucketSweeps // when the shared limits' buckets were last swept (see Take)
	commits commitQueue  // appends waiting to be committed together (see execAppend)
}

// readers is the most connections the store reads through at once. Each
// holds its own page cache, so the bound is one on memory too; a read
// takes well under a millisecond, and more would only queue for the two
// cores this runs on.
const readers = 4

// Open opens (creating if needed) the SQLite database at path, sets its
// pragmas and applies every migration not applied yet.
func Open(ctx context.Context, path string) (*Store, error) {
	var s *Store
	var err error
	if IsPostgres(path) {
		s, err = openPostgres(path)
	} else {
		if err := createPrivate(path); err != nil {
			return nil, err
		}
		s, err = open(path, "rwc")
	}
	if err != nil {
		return nil, err
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if err := s.keyPlayers(ctx); err != nil {
		s.Close()
		return nil, err
	}
	// The first statements above also replay a write-ahead log left by a
	// crash; Check makes sure the result can be read before anyone is served.
	if err := s.Check(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// createPrivate creates the database file if it does not exist, readable
// and writable by its owner only, before SQLite opens it: SQLite gives the
// write-ahead log and the shared-memory file beside it the permissions of
// the database, so they are private too. An existing file keeps the
// permissions it has.
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("create database: %w", err)
	}
	return f.Close()
}

// OpenExisting opens a Schreiber database that must exist already, without
// creating it or applying migrations: for tools such as a backup that run
// beside a server and must change nothing.
func OpenExisting(ctx context.Context, path string) (*Store, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	s, err := open(path, "rw")
	if err != nil {
		return nil, err
	}
	if err := s.Check(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("%s is not a Schreiber database: %w", path, err)
	}
	return s, nil
}

// Pragmas are the connection settings of every database the store opens,
// in the open mode given ("rwc" creates the file, "rw" does not): the
// write-ahead log, a sync on every commit, foreign keys, a wait on a busy
// database, a page cache of at most 256 KiB per connection (SQLite's
// default is 2 MiB; the pages a deal and a page read are few and hot, and
// the others are in the system's file cache a read away), and
// write transactions that take the lock when they begin.
// The load test's bare insert server opens its file with the same.
func Pragmas(mode string) url.Values {
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)", "busy_timeout(5000)", "cache_size(-256)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	q.Set("mode", mode)
	return q
}

func open(path, mode string) (*Store, error) {
	dsn := "file:" + path + "?" + Pragmas(mode).Encode()
	r, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers)
	w, err := sql.Open("sqlite", dsn)
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	return &Store{db: r, w: w, now: time.Now}, nil
}

// Check reports whether the database answers a query that reads its
// schema, for the health check and after opening.
func (s *Store) Check(ctx context.Context) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil {
		return fmt.Errorf("check database: %w", err)
	}
	if n == 0 {
		return errors.New("check database: no migration has been applied")
	}
	return nil
}

// Close closes the database.
func (s *Store) Close() error {
	s.closeStatements()
	return errors.Join(s.w.Close(), s.db.Close())
}

// SetClock replaces the clock the store stamps rows with (for tests).
func (s *Store) SetClock(now func() time.Time) { s.now = now }

func (s *Store) stamp() string { return s.now().UTC().Format(time.RFC3339Nano) }

func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.w.ExecContext(ctx,
		`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create migrations table: %w", err)
	}
	dir := "migrations/"
	if s.pg {
		dir = "migrations/postgres/"
	}
	names, err := fs.Glob(migrations, dir+"*.sql")
	if err != nil {
		return fmt.Errorf("list migrations: %w", err)
	}
	sort.Strings(names)
	for _, name := range names {
		base := strings.TrimPrefix(name, dir)
		version, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migration %s: name does not start with a number", base)
		}
		if err := s.applyMigration(ctx, version, name); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) applyMigration(ctx context.Context, version int, name string) error {
	body, err := migrations.ReadFile(name)
	if err != nil {
		return fmt.Errorf("read migration %s: %w", name, err)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin migration %d: %w", version, err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, version).Scan(&n); err != nil {
		return fmt.Errorf("check migration %d: %w", version, err)
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, string(body)); err != nil {
		return fmt.Errorf("apply migration %d: %w", version, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`, version, s.stamp()); err != nil {
		return fmt.Errorf("record migration %d: %w", version, err)
	}
	return tx.Commit()
}

// NewID returns a random, unguessable id of 130 bits in lower-case base32.
func NewID() string { return strings.ToLower(rand.Text()) }

// Setting returns the stored value of key, or ErrNotFound.
func (s *Store) Setting(ctx context.Context, key string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("read setting %s: %w", key, err)
	}
	return v, nil
}

// SessionKeyLength is the length of a generated session key: 64 hex
// characters, 256 bits.
const SessionKeyLength = 64

// SessionKey returns the secret the session cookies are signed and
// encrypted with. It is generated on first use and kept in the database, so
// that it is the same at every start. A stored key shorter than 32
// characters (written by early versions, which padded it with fresh random
// characters at every start, so that no cookie survived a restart) is
// replaced once by a full-length key; it is never changed again.
func (s *Store) SessionKey(ctx context.Context) (string, error) {
	fresh := func() string {
		b := make([]byte, SessionKeyLength/2)
		rand.Read(b)
		return hex.EncodeToString(b)
	}
	if _, err := s.w.ExecContext(ctx, `UPDATE settings SET value = ? WHERE key = 'session_key' AND length(value) < 32`, fresh()); err != nil {
		return "", fmt.Errorf("repair session key: %w", err)
	}
	return s.SettingOrCreate(ctx, "session_key", fresh)
}

// SettingOrCreate returns the value of key, storing make()'s value first if
// there is none. Two processes racing both end up with the stored one.
func (s *Store) SettingOrCreate(ctx context.Context, key string, make func() string) (string, error) {
	if _, err := s.w.ExecContext(ctx, `INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)`, key, make()); err != nil {
		return "", fmt.Errorf("store setting %s: %w", key, err)
	}
	return s.Setting(ctx, key)
}
