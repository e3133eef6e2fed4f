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

// Behind a load balancer a client's requests reach now one server, now
// the other; the limits per client hold as on one server, because the
// servers of one PostgreSQL count them together. A guesser typing wrong
// codes into both in turn is stopped at the same attempt as by one
// server; a phone opening streams through both has its oldest ended past
// the limit per device in all, and the phones of one address theirs past
// the limit per address in all, whichever server holds the oldest.
func TestLimitsPerClientAcrossServers(t *testing.T) {
	guess := func(servers ...*server) int {
		t.Helper()
		var guessers []*phone
		for _, s := range servers {
			guessers = append(guessers, from(newPhone(t, s), "198.51.100.9", http.DefaultTransport))
		}
		for i := range 100 {
			a := guessers[i%len(guessers)].get(fmt.Sprintf("/join?code=QQQQ-%04d", i))
			switch a.status {
			case http.StatusNotFound:
			case http.StatusTooManyRequests:
				return i + 1
			default:
				t.Fatalf("wrong code %d: status %d", i+1, a.status)
			}
		}
		return 0
	}
	one := start(t, filepath.Join(t.TempDir(), "one.db"))
	alone := guess(one)
	one.kill()
	dsn := pgtest.Shared(t).Database(t, "template1")
	limits := []string{"-streams-per-device", "2", "-streams-per-address", "3"}
	a, b := start(t, dsn, limits...), start(t, dsn, limits...)
	both := guess(a, b)
	t.Logf("the first refused code: %d against one server, %d against two in turn", alone, both)
	// 20 at once, then one more every 3 s, which the time the guesses take
	// may add.
	if alone < 21 || alone > 22 || both < 21 || both > 22 {
		t.Errorf("the first refused code: %d against one server, %d against two in turn; want the 21st (or 22nd) for both", alone, both)
	}

	scorer := newPhone(t, a)
	group, game := startGurke(t, scorer)
	at := func(p *phone, s *server) *phone { return &phone{t: t, base: s.base, client: p.client} }
	mark := ""
	for _, n := range nodes(scorer.get(game).doc, func(n *html.Node) bool { return attrOf(n, "id") == "board" }) {
		mark = attrOf(n, "data-seq")
	}
	link := viewerLink(t, scorer, group)
	viewer := newPhone(t, b)
	viewer.get(link)
	if r := viewer.post(link, url.Values{}); r.status != http.StatusSeeOther {
		t.Fatalf("the viewer joining: %d %.300s", r.status, r.body)
	}
	ended := func(name string, events <-chan sseEvent) {
		t.Helper()
		if ev, ok := nextEvent(events); !ok || ev.name != "ended" {
			t.Errorf("%s: got %q (ok %v), want it ended", name, ev.name, ok)
		}
	}
	// The scorer's phone, two streams at most: its third, on the first
	// server, ends its first, on the first server too but which that
	// server alone would keep (it holds two of the phone's).
	first := openEvents(t, at(scorer, a), game, mark)
	second := openEvents(t, at(scorer, b), game, mark)
	third := openEvents(t, at(scorer, a), game, mark)
	ended("the phone's first stream, past the limit per device", first)
	// The address, three streams at most: the viewer's two make four, and
	// the oldest, the scorer's second on the second server, ends, though
	// each server holds two from the address.
	fourth := openEvents(t, at(viewer, b), game, mark)
	fifth := openEvents(t, at(viewer, a), game, mark)
	ended("the scorer's second stream, past the limit per address", second)
	if r := quickDeal(t, scorer, game, 0, "9"); r.status != http.StatusSeeOther {
		t.Fatalf("deal: %d", r.status)
	}
	for i, events := range []<-chan sseEvent{third, fourth, fifth} {
		if ev, ok := nextEvent(events); !ok || ev.name != "board" {
			t.Errorf("stream %d, within the limits: got %q (ok %v), want the board", i+3, ev.name, ok)
		}
	}
}
