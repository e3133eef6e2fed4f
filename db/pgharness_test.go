package db

import (
	"context"
	"database/sql"
	"os"
	"schreiber/db/pgtest"
	"strings"
	"syscall"
	"testing"
)

// TestPostgresHarness proves the tests' PostgreSQL: version 15, the
// settings chosen for tests, and a database per test that no other test
// sees.
func TestPostgresHarness(t *testing.T) {
	c := pgtest.Shared(t)
	ctx := context.Background()
	a, b := c.Database(t, "template0"), c.Database(t, "template0")
	if a == b {
		t.Fatalf("two tests got the same database %s", a)
	}
	open := func(dsn string) *sql.DB {
		conn, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		return conn
	}
	da, db := open(a), open(b)
	var version, fsync, collate string
	if err := da.QueryRowContext(ctx, `SELECT current_setting('server_version'), current_setting('fsync'),
		(SELECT datcollate FROM pg_database WHERE datname = current_database())`).Scan(&version, &fsync, &collate); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(version, "15") {
		t.Errorf("server version %s, want 15", version)
	}
	if fsync != "off" || collate != "C" {
		t.Errorf("fsync %s and collation %s, want off and C", fsync, collate)
	}
	if _, err := da.ExecContext(ctx, `CREATE TABLE only_here (x int)`); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM pg_tables WHERE tablename = 'only_here'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("a table made in one test's database is seen in another's")
	}
}

// TestDurablePostgres proves that a server started for the crash tests
// keeps fsync on, and that it is stopped and removed.
func TestDurablePostgres(t *testing.T) {
	pgtest.Shared(t)
	c, err := pgtest.Start(true)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := sql.Open("pgx", c.DSN("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	var fsync, commit string
	err = conn.QueryRow(`SELECT current_setting('fsync'), current_setting('synchronous_commit')`).Scan(&fsync, &commit)
	conn.Close()
	if err != nil {
		t.Fatal(err)
	}
	if fsync != "on" || commit != "on" {
		t.Errorf("durable server: fsync %s, synchronous_commit %s, want on and on", fsync, commit)
	}
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := c.Process().Signal(syscall.Signal(0)); err == nil {
		t.Errorf("the server still runs after stop")
	}
	if _, err := os.Stat(c.Dir()); !os.IsNotExist(err) {
		t.Errorf("the server's folder %s is left after stop (%v)", c.Dir(), err)
	}
}
