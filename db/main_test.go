package db

import (
	"fmt"
	"os"
	"os/exec"
	"testing"

	"schreiber/db/pgtest"
)

// TestMain runs the package's tests on SQLite, then once more on the tests'
// own PostgreSQL (SCHREIBER_TEST_DB=postgres, see openTest), so that every
// promise of the store is proven on both engines by the same tests. Where
// no PostgreSQL is installed the second run is left out with a word, except
// in CI, where it must run.
func TestMain(m *testing.M) {
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stop test PostgreSQL:", err)
		code = max(code, 1)
	}
	if os.Getenv("SCHREIBER_TEST_DB") == "" && code == 0 {
		code = onPostgres()
	}
	os.Exit(code)
}

// onPostgres runs this test binary again, as it was run, on PostgreSQL.
func onPostgres() int {
	if !pgtest.Installed() && os.Getenv("CI") == "" {
		fmt.Fprintln(os.Stderr, "db: the tests on PostgreSQL were left out: no PostgreSQL 15 is installed")
		return 0
	}
	cmd := exec.Command(os.Args[0], os.Args[1:]...)
	cmd.Env = append(os.Environ(), "SCHREIBER_TEST_DB=postgres")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "db: on PostgreSQL:", err)
		return 1
	}
	return 0
}
