package main

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"schreiber/db"
	"schreiber/db/pgtest"

	"golang.org/x/net/html"
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

	// A phone follows the game through the second server; a deal entered
	// through the first reaches its stream within a second.
	follower := newPhone(t, b)
	for _, cookie := range scorer.client.Jar.Cookies(mustURL(t, a.base)) {
		follower.client.Jar.SetCookies(mustURL(t, b.base), []*http.Cookie{cookie})
	}
	page := follower.get(game)
	mark := ""
	for _, n := range nodes(page.doc, func(n *html.Node) bool { return attrOf(n, "id") == "board" }) {
		mark = attrOf(n, "data-seq")
	}
	events := openEvents(t, follower, game, mark)
	sent := time.Now()
	if r := quickDeal(t, scorer, game, 0, "5"); r.status != http.StatusSeeOther {
		t.Fatalf("deal on the first server: %d", r.status)
	}
	ev, ok := nextEvent(events)
	took := time.Since(sent)
	if !ok || ev.name != "board" {
		t.Fatalf("the follower on the second server got %q (ok %v)", ev.name, ok)
	}
	t.Logf("a deal through the first server reached the second server's stream %v after it was sent", took)
	if took > time.Second {
		t.Errorf("a deal through the first server reached the second server's stream after %v, want within 1 s", took)
	}
	onB = scores(t, scorer, game)

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

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
