package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
)

// IsPostgres reports whether a -db value names a PostgreSQL database (a
// postgres:// or postgresql:// URL) rather than a SQLite file.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// pgDriver is pgx's database/sql driver with the store's statements,
// written in SQLite's spelling, said in PostgreSQL's (see spell): the SQL
// stays written once.
const pgDriver = "schreiber-pgx"

var registerPG sync.Once

func openPostgres(dsn string) (*Store, error) {
	registerPG.Do(func() { sql.Register(pgDriver, spellingDriver{stdlib.GetDefaultDriver()}) })
	r, err := sql.Open(pgDriver, dsn)
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers)
	w, err := sql.Open(pgDriver, dsn)
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("open database: %w", err)
	}
	// As on SQLite, the store's writes go through one connection, so
	// that they are serialized within the process as there.
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	return &Store{db: r, w: w, pg: true, dsn: dsn, now: time.Now}, nil
}

// spell says a statement written for SQLite in PostgreSQL's words: its
// placeholders (rebind), and "INSERT OR IGNORE", which PostgreSQL writes
// as an insert ON CONFLICT DO NOTHING.
func spell(query string) string {
	q := rebind(query)
	trimmed := strings.TrimSpace(q)
	if rest, ok := strings.CutPrefix(trimmed, "INSERT OR IGNORE "); ok {
		q = "INSERT " + strings.TrimSuffix(strings.TrimSpace(rest), ";") + " ON CONFLICT DO NOTHING"
	}
	return q
}

// spellingDriver wraps a driver so that every statement is spelled for
// PostgreSQL before it reaches it.
type spellingDriver struct{ base driver.Driver }

func (d spellingDriver) Open(name string) (driver.Conn, error) {
	c, err := d.base.Open(name)
	if err != nil {
		return nil, err
	}
	return spellingConn{c}, nil
}

// spellingConn passes everything through to pgx's connection, each
// statement spelled first.
type spellingConn struct{ driver.Conn }

func (c spellingConn) Prepare(query string) (driver.Stmt, error) { return c.Conn.Prepare(spell(query)) }

func (c spellingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.(driver.ConnPrepareContext).PrepareContext(ctx, spell(query))
}

func (c spellingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.(driver.ExecerContext).ExecContext(ctx, spell(query), args)
}

func (c spellingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.(driver.QueryerContext).QueryContext(ctx, spell(query), args)
}

func (c spellingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.Conn.(driver.ConnBeginTx).BeginTx(ctx, opts)
}

func (c spellingConn) Ping(ctx context.Context) error { return c.Conn.(driver.Pinger).Ping(ctx) }

func (c spellingConn) ResetSession(ctx context.Context) error {
	if r, ok := c.Conn.(driver.SessionResetter); ok {
		return r.ResetSession(ctx)
	}
	return nil
}

func (c spellingConn) IsValid() bool {
	v, ok := c.Conn.(driver.Validator)
	return !ok || v.IsValid()
}

// CheckNamedValue passes a bool as SQLite stores it, 0 or 1: the schema
// keeps SQLite's integer columns for flags, which read back into a bool
// on either engine.
func (c spellingConn) CheckNamedValue(v *driver.NamedValue) error {
	if b, ok := v.Value.(bool); ok {
		v.Value = int64(0)
		if b {
			v.Value = int64(1)
		}
	}
	if n, ok := c.Conn.(driver.NamedValueChecker); ok {
		return n.CheckNamedValue(v)
	}
	return driver.ErrSkip
}

// isUnique reports whether err is a unique constraint's refusal, on
// either engine.
func isUnique(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code == "23505"
	}
	return err != nil && strings.Contains(err.Error(), "UNIQUE")
}

// isForeignKey reports whether err is a foreign key's refusal, on either
// engine.
func isForeignKey(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code == "23503"
	}
	return err != nil && strings.Contains(err.Error(), "FOREIGN KEY")
}

// liveChannel is the PostgreSQL channel on which the servers of one
// database tell each other what changed (see Notify and Listen).
const liveChannel = "schreiber_live"

// Shared reports whether other servers may share the store's database: a
// PostgreSQL database may have several, a SQLite file one.
func (s *Store) Shared() bool { return s.pg }

// Notify tells every server listening on the database (Listen), this one's
// among them, the message: on PostgreSQL through NOTIFY, delivered when
// the transaction it runs in commits, so after what it reports is stored.
// On SQLite, whose file one server has, it does nothing.
func (s *Store) Notify(ctx context.Context, message string) error {
	if !s.pg {
		return nil
	}
	if _, err := s.db.ExecContext(ctx, `SELECT pg_notify(?, ?)`, liveChannel, message); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}

// Listen calls heard with every message Notify sends on the database, from
// any server, until ctx ends; a lost connection is opened again after a
// second. On SQLite it waits for ctx and returns.
func (s *Store) Listen(ctx context.Context, heard func(message string)) error {
	if !s.pg {
		<-ctx.Done()
		return nil
	}
	for ctx.Err() == nil {
		err := s.listenOnce(ctx, heard)
		if ctx.Err() != nil {
			break
		}
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
	}
	return nil
}

func (s *Store) listenOnce(ctx context.Context, heard func(string)) error {
	conn, err := pgx.Connect(ctx, s.dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+liveChannel); err != nil {
		return err
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		heard(n.Payload)
	}
}
