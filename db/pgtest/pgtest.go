// Package pgtest starts a PostgreSQL of the tests' own, for the tests of
// the store and of the program on PostgreSQL.
package pgtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// The tests' PostgreSQL: one server per test process, started from the
// machine's PostgreSQL 15 on first use into a temporary folder, on a free
// port and with its socket in that folder, and stopped and removed by
// TestMain when the tests are done. Every test that asks gets a database of
// its own, copied from a template (CREATE DATABASE … TEMPLATE copies files
// and takes a few milliseconds).
//
// The server runs with fsync, full_page_writes and synchronous_commit off:
// these tests prove what the store does with its rows, not that a commit
// survives a power cut, and a commit that waits for the disk would make
// every test wait on a disk shared with other work. A test that kills
// the server to prove durability starts its own with startPostgres(true).

// Cluster is a running PostgreSQL server started by the tests.
type Cluster struct {
	dir  string // the temporary folder: data/ and the socket
	port int
	cmd  *exec.Cmd
	done chan error // the server's exit
	n    atomic.Int64
}

var (
	once     sync.Once
	shared   *Cluster
	startErr error // why no server could be started
)

// StopShared stops the server Shared started, if it did; a test binary's
// TestMain calls it once its tests are done.
func StopShared() error {
	if shared == nil {
		return nil
	}
	return shared.Stop()
}

// ErrNoPostgres is returned when the machine has no PostgreSQL to start.
var ErrNoPostgres = errors.New("no initdb found (install Debian's postgresql, PostgreSQL 15)")

// pgBinDir finds the folder of PostgreSQL's programs: pg_config's answer,
// Debian's folder of version 15, or where initdb is on the PATH.
func pgBinDir() (string, error) {
	var dirs []string
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		dirs = append(dirs, strings.TrimSpace(string(out)))
	}
	dirs = append(dirs, "/usr/lib/postgresql/15/bin")
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		dirs = append(dirs, filepath.Dir(p))
	}
	for _, d := range dirs {
		if st, err := os.Stat(filepath.Join(d, "initdb")); err == nil && !st.IsDir() {
			if _, err := os.Stat(filepath.Join(d, "postgres")); err == nil {
				return d, nil
			}
		}
	}
	return "", ErrNoPostgres
}

// Shared returns the tests' server, starting it on first use. Where
// no PostgreSQL is installed the test is skipped with the reason, unless
// CI is set: there it must run, and the test fails.
func Shared(t testing.TB) *Cluster {
	t.Helper()
	once.Do(func() { shared, startErr = Start(false) })
	if startErr != nil {
		if errors.Is(startErr, ErrNoPostgres) && os.Getenv("CI") == "" {
			t.Skipf("PostgreSQL tests skipped: %v", startErr)
		}
		t.Fatalf("start PostgreSQL for the tests: %v", startErr)
	}
	return shared
}

// Start creates a cluster in a new temporary folder and starts its
// server. durable keeps fsync and synchronous commits on, for tests that
// kill the server and count what survived.
func Start(durable bool) (*Cluster, error) {
	bin, err := pgBinDir()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "schreiber-pg-")
	if err != nil {
		return nil, err
	}
	// PostgreSQL refuses to run as root: then the folder is handed to the
	// postgres user and the programs run as it.
	var cred *syscall.Credential
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("running as root, and no postgres user to run PostgreSQL as: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	command := func(name string, args ...string) *exec.Cmd {
		c := exec.Command(filepath.Join(bin, name), args...)
		c.Dir = dir
		c.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Setpgid: true}
		return c
	}
	data := filepath.Join(dir, "data")
	// The C locale sorts text by its bytes, as SQLite does, so that both
	// engines give the same order.
	initdb := command("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync")
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %w\n%s", err, out)
	}
	syncMode := "off"
	if durable {
		syncMode = "on"
	}
	var lastErr error
	// A free port is found by listening on port 0; another process may take
	// it before the server does, and then a new one is tried.
	for range 3 {
		port, err := freePort()
		if err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		c := &Cluster{dir: dir, port: port, done: make(chan error, 1)}
		logFile, err := os.Create(filepath.Join(dir, "server.log"))
		if err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		c.cmd = command("postgres", "-D", data, "-p", strconv.Itoa(port), "-k", dir,
			"-c", "listen_addresses=127.0.0.1", "-c", "fsync="+syncMode, "-c", "synchronous_commit="+syncMode,
			"-c", "full_page_writes="+syncMode, "-c", "max_connections=200", "-c", "shared_buffers=32MB")
		c.cmd.Stdout, c.cmd.Stderr = logFile, logFile
		if err := c.cmd.Start(); err != nil {
			logFile.Close()
			os.RemoveAll(dir)
			return nil, fmt.Errorf("start postgres: %w", err)
		}
		go func() { c.done <- c.cmd.Wait(); logFile.Close() }()
		if lastErr = c.waitReady(30 * time.Second); lastErr == nil {
			return c, nil
		}
		c.cmd.Process.Kill()
		<-c.done
		log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
		lastErr = fmt.Errorf("%w\n%s", lastErr, log)
	}
	os.RemoveAll(dir)
	return nil, lastErr
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// DSN is the address of a database of the server.
func (c *Cluster) DSN(database string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, database)
}

// waitReady waits until the server answers a query, or it exits.
func (c *Cluster) waitReady(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		select {
		case err := <-c.done:
			c.done <- err
			return fmt.Errorf("postgres exited while starting: %v", err)
		default:
		}
		conn, err := sql.Open("pgx", c.DSN("postgres"))
		if err == nil {
			err = conn.Ping()
			conn.Close()
		}
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres not ready after %s: %w", limit, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// exec runs statements on the server's postgres database.
func (c *Cluster) exec(ctx context.Context, statements ...string) error {
	conn, err := sql.Open("pgx", c.DSN("postgres"))
	if err != nil {
		return err
	}
	defer conn.Close()
	for _, q := range statements {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%s: %w", q, err)
		}
	}
	return nil
}

// Database creates a fresh database copied from template and returns its
// address; it is dropped when the test ends.
func (c *Cluster) Database(t testing.TB, template string) string {
	t.Helper()
	name := fmt.Sprintf("t%d", c.n.Add(1))
	if err := c.exec(context.Background(), `CREATE DATABASE `+name+` TEMPLATE `+template); err != nil {
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		if err := c.exec(context.Background(), `DROP DATABASE `+name+` WITH (FORCE)`); err != nil {
			t.Errorf("drop test database: %v", err)
		}
	})
	return c.DSN(name)
}

// Stop shuts the server down (a fast shutdown: open connections are
// ended) and removes its folder.
func (c *Cluster) Stop() error {
	var err error
	c.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-c.done:
	case <-time.After(30 * time.Second):
		c.cmd.Process.Kill()
		<-c.done
		err = errors.New("postgres did not stop within 30 s; killed")
	}
	return errors.Join(err, os.RemoveAll(c.dir))
}

// Dir is the server's temporary folder.
func (c *Cluster) Dir() string { return c.dir }

// Process is the server's process.
func (c *Cluster) Process() *os.Process { return c.cmd.Process }

// Installed reports whether the machine has PostgreSQL's programs.
func Installed() bool {
	_, err := pgBinDir()
	return err == nil
}

// Create creates a database copied from template, kept until the server
// stops.
func (c *Cluster) Create(name, template string) error {
	return c.exec(context.Background(), `CREATE DATABASE `+name+` TEMPLATE `+template)
}
