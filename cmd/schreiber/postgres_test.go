package main

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"schreiber/db"
	"schreiber/db/pgtest"
)

// TestMain stops the tests' PostgreSQL, if a test started it.
func TestMain(m *testing.M) {
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stop test PostgreSQL:", err)
		code = max(code, 1)
	}
	os.Exit(code)
}

// Two programs on one PostgreSQL serve the same evening: a phone signed in
// on one is signed in on the other (the session key is the database's), a
// deal entered through either is on both, and when one is killed the other
// goes on with everything that was acknowledged; the killed one comes back
// with it all.
func TestTwoServersOnOnePostgres(t *testing.T) {
	dsn := pgtest.Shared(t).Database(t, "template1")
	a := start(t, dsn)
	b := start(t, dsn)
	scorer := newPhone(t, a)
	_, game := startGurke(t, scorer)
	if r := quickDeal(t, scorer, game, 0, "9"); r.status != http.StatusSeeOther {
		t.Fatalf("deal on the first server: %d %.300s", r.status, r.body)
	}
	onA := scores(t, scorer, game)

	scorer.moveTo(b)
	if got := scores(t, scorer, game); strings.Join(got, " ") != strings.Join(onA, " ") {
		t.Fatalf("the second server shows %v, the first %v", got, onA)
	}
	if r := quickDeal(t, scorer, game, 1, "K"); r.status != http.StatusSeeOther {
		t.Fatalf("deal on the second server: %d %.300s", r.status, r.body)
	}
	onB := scores(t, scorer, game)
	scorer.moveTo(a)
	if got := scores(t, scorer, game); strings.Join(got, " ") != strings.Join(onB, " ") {
		t.Errorf("after a deal on the second server the first shows %v, want %v", got, onB)
	}

	a.stop(syscall.SIGKILL)
	scorer.moveTo(b)
	if r := quickDeal(t, scorer, game, 2, "Q"); r.status != http.StatusSeeOther {
		t.Fatalf("deal on the second server after the first was killed: %d", r.status)
	}
	last := scores(t, scorer, game)
	again := start(t, dsn)
	scorer.moveTo(again)
	if got := scores(t, scorer, game); strings.Join(got, " ") != strings.Join(last, " ") {
		t.Errorf("the restarted server shows %v, want %v", got, last)
	}
	if h := scorer.get(game + "/history"); h.status != http.StatusOK {
		t.Errorf("history on the restarted server: %d", h.status)
	}
}

// schreiber backup sends a PostgreSQL database to pg_dump, and so does a
// server asked to keep daily copies of one.
func TestBackupOfPostgresIsPgDumps(t *testing.T) {
	var out, errs bytes.Buffer
	err := run([]string{"backup", "-db", "postgres://schreiber@db.example/schreiber", filepath.Join(t.TempDir(), "copy.db")}, &out, &errs)
	if !errors.Is(err, db.ErrBackupPostgres) {
		t.Errorf("schreiber backup of a PostgreSQL URL: %v", err)
	}
	err = run([]string{"-db", "postgres://schreiber@db.example/schreiber", "-backup-dir", t.TempDir()}, &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Errorf("a server keeping backups of a PostgreSQL database: %v", err)
	}
}
