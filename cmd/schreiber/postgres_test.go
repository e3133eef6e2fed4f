package main

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
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

// An evening kept in a SQLite file moves to PostgreSQL with `schreiber
// migrate`: started on the copy, the program shows the scorer and a viewer,
// still signed in, the same group, game, history and export, and takes the
// next deal.
func TestMigrateAnEveningToPostgres(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "evening.db")
	srv := start(t, dbPath)
	scorer := newPhone(t, srv)
	group, game := startGurke(t, scorer)
	for i, card := range []string{"9", "K", "Q"} {
		if r := quickDeal(t, scorer, game, i%3, card); r.status != http.StatusSeeOther {
			t.Fatalf("deal %d: %d", i+1, r.status)
		}
	}
	viewer := newPhone(t, srv)
	invite := ""
	for _, n := range byTestID(scorer.get(group).doc, "invite-viewer") {
		invite = attrOf(n, "value")
	}
	viewer.redirected(mustURL(t, invite).Path, url.Values{})
	evening := ""
	for _, n := range nodes(scorer.get(game).doc, func(n *html.Node) bool { return n.Data == "a" && strings.Contains(attrOf(n, "href"), "/e/") }) {
		evening = attrOf(n, "href")
	}
	// The export but for when it was made.
	exported := regexp.MustCompile(`"exported_at": "[^"]*"`)
	pages := func(p *phone) []string {
		return []string{strings.Join(scores(t, p, game), " "), exported.ReplaceAllString(p.get(evening+"/export").body, "")}
	}
	before := pages(viewer)
	srv.stop(syscall.SIGTERM)

	dsn := pgtest.Shared(t).Database(t, "template1")
	out, err := exec.Command(binary(t), "migrate", "-from", dbPath, "-to", dsn).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "entries 3") {
		t.Fatalf("schreiber migrate: %v\n%s", err, out)
	}
	moved := start(t, dsn)
	scorer.moveTo(moved)
	viewer.moveTo(moved)
	if got := pages(viewer); !slices.Equal(got, before) {
		t.Errorf("after the move the viewer sees\n%q\nbefore\n%q", got, before)
	}
	if h := viewer.get(game + "/history"); h.status != http.StatusOK {
		t.Errorf("the history after the move: %d", h.status)
	}
	if r := quickDeal(t, scorer, game, 1, "5"); r.status != http.StatusSeeOther {
		t.Errorf("a deal after the move: %d", r.status)
	}
}
