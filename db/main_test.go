package db

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"schreiber/db/pgtest"
)

// TestMain runs the package's tests on SQLite and, at the same time, once
// more on the tests' own PostgreSQL (SCHREIBER_TEST_DB=postgres, see
// openTest), so that every promise of the store is proven on both engines
// by the same tests. The two runs wait mostly on their disks, so side by
// side they take little longer than the longer of them. The PostgreSQL
// run's output follows the SQLite run's. Where no PostgreSQL is installed
// the second run is left out with a word, except in CI, where it must run.
func TestMain(m *testing.M) {
	var pg *exec.Cmd
	var pgOut bytes.Buffer
	if os.Getenv("SCHREIBER_TEST_DB") == "" {
		pg = onPostgres(&pgOut)
	}
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stop test PostgreSQL:", err)
		code = max(code, 1)
	}
	if pg != nil {
		err := pg.Wait()
		os.Stdout.Write(pgOut.Bytes())
		if err != nil {
			fmt.Fprintln(os.Stderr, "db: on PostgreSQL:", err)
			code = max(code, 1)
		}
	}
	os.Exit(code)
}

// onPostgres starts this test binary again, as it was run, on PostgreSQL,
// its output going to out; nil where it is left out.
func onPostgres(out *bytes.Buffer) *exec.Cmd {
	if !pgtest.Installed() && os.Getenv("CI") == "" {
		fmt.Fprintln(os.Stderr, "db: the tests on PostgreSQL were left out: no PostgreSQL 15 is installed")
		return nil
	}
	cmd := exec.Command(os.Args[0], os.Args[1:]...)
	cmd.Env = append(os.Environ(), "SCHREIBER_TEST_DB=postgres")
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "db: on PostgreSQL:", err)
		os.Exit(1)
	}
	return cmd
}
