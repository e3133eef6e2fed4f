package web

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/db"
)

// newDefaultApp is a test server with every limit at its default, but for
// the configuration's.
func newDefaultApp(t *testing.T, cfg Config) *testApp {
	t.Helper()
	path := filepath.Join(t.TempDir(), "limits.db")
	store, err := db.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	cfg.SessionKey, cfg.Logger = strings.Repeat("k", 32), slog.New(slog.NewTextHandler(io.Discard, nil))
	e, err := New(store, cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	return &testApp{t: t, srv: srv, store: store, path: path}
}

// TestNewGroupsAreLimited starts groups with the default limits: one phone
// gets its 12, then 429 with its form kept and the reason in its language;
// other phones at the same address get the address's 30 in all; and a
// server-wide limit holds whoever makes up addresses and devices.
func TestNewGroupsAreLimited(t *testing.T) {
	t.Parallel()
	app := newDefaultApp(t, Config{})
	start := func(d *device, name string, lang string) page {
		t.Helper()
		return d.post("/groups", url.Values{"name": {name}, "players": {"Anna\nBo"}}, "Accept-Language", lang)
	}
	one := app.device(t)
	for i := range newGroupsPerDevice {
		if p := start(one, fmt.Sprintf("Runde %d", i), "en"); p.status != http.StatusSeeOther {
			t.Fatalf("group %d of the phone: status %d", i+1, p.status)
		}
	}
	p := start(one, "Die dreizehnte", "de")
	if p.status != http.StatusTooManyRequests || p.header.Get("Retry-After") != "300" {
		t.Fatalf("the phone's 13th group: status %d, Retry-After %q", p.status, p.header.Get("Retry-After"))
	}
	if !strings.Contains(p.body, "Dieses Handy hat in der letzten Stunde schon so viele Runden angelegt") ||
		!strings.Contains(p.body, `value="Die dreizehnte"`) || !strings.Contains(p.body, "Anna\nBo") {
		t.Errorf("the refusal neither says why in German nor keeps the form: %.2000s", p.body)
	}
	made := newGroupsPerDevice
	for made < newGroupsPerAddress {
		if p := start(app.device(t), fmt.Sprintf("Tisch %d", made), "en"); p.status != http.StatusSeeOther {
			t.Fatalf("group %d from the address: status %d", made+1, p.status)
		}
		made++
	}
	p = start(app.device(t), "Noch ein Tisch", "en")
	if p.status != http.StatusTooManyRequests || !strings.Contains(p.body, "Many groups were started from this network") {
		t.Fatalf("group %d from the address: status %d: %.600s", made+1, p.status, p.body)
	}

	// The server-wide limit, made small: fresh devices from made-up
	// addresses pass the other two and still stop at it.
	l := GroupLimits{InAll: 3}.limiters()
	for i := range 3 {
		if _, _, ok := l.admit(fmt.Sprint("device", i), fmt.Sprint("192.0.2.", i)); !ok {
			t.Fatalf("group %d in all refused", i+1)
		}
	}
	if why, wait, ok := l.admit("device9", "192.0.2.9"); ok || wait != newGroupsRefill/3 || why.String() != "The server starts no more groups for now. Nothing was stored; try again in a few minutes." {
		t.Errorf("the 4th group in all: %v, %v, %v", why, wait, ok)
	}
	if _, _, ok := (GroupLimits{PerDevice: -1, PerAddress: -1, InAll: -1}).limiters().admit("d", "a"); !ok {
		t.Error("no limits refused a group")
	}
}

// TestAGroupHoldsABoundedLog: a game takes no record past
// db.MaxGameEntries, and a group that holds its most records starts no
// game; each says so in the page's language, and nothing is stored.
func TestAGroupHoldsABoundedLog(t *testing.T) {
	t.Parallel()
	app := newDefaultApp(t, Config{GroupEntries: 3, Groups: manyGroups})
	d := app.device(t)
	_, evening, form := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	game := location(t, d.post(evening+"/games", form))
	for i := range 3 {
		if p := quick(d, game, i, "9"); p.status != http.StatusSeeOther {
			t.Fatalf("deal %d: status %d", i+1, p.status)
		}
	}
	before := app.dump(t)
	p := d.post(evening+"/games", form, "Accept-Language", "de")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "Die Runde hat schon 3 Einträge in ihren Spielen") {
		t.Fatalf("a game in a full group: status %d: %.300s", p.status, text(p.doc))
	}
	if inputValue(p.doc, "first_dealer") == "" && !strings.Contains(p.body, `name="preset"`) {
		t.Error("the refused form is not shown again")
	}
	if diff, same := sameDump(before, app.dump(t)); !same {
		t.Errorf("the refused game changed the database: %s", diff)
	}

	// A game of db.MaxGameEntries records refuses the next deal.
	big := newDefaultApp(t, Config{Groups: manyGroups})
	e := big.device(t)
	_, full := newGame(t, e, "Dora", "Ede", "Fritz")
	if p := quick(e, full, 0, "9"); p.status != http.StatusSeeOther {
		t.Fatalf("the first deal: status %d", p.status)
	}
	fillLog(t, big, full[strings.LastIndex(full, "/")+1:], db.MaxGameEntries)
	before = big.dump(t)
	p = quick(e, full, 1, "9")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(p.doc), "This game holds 5000 records, the most one game keeps") {
		t.Fatalf("a deal past the game's most records: status %d: %.300s", p.status, text(p.doc))
	}
	if diff, same := sameDump(before, big.dump(t)); !same {
		t.Errorf("the refused deal changed the database: %s", diff)
	}
}

// fillLog grows the game's log to n records straight in the database: after
// its one deal, that deal undone and entered again, over and over.
func fillLog(t *testing.T, app *testApp, gameID string, n int) {
	t.Helper()
	raw, err := sql.Open("sqlite", "file:"+app.path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var payload, device string
	var seq int
	if err := raw.QueryRow(`SELECT payload, device, seq FROM entries WHERE game_id = ? ORDER BY seq DESC LIMIT 1`, gameID).Scan(&payload, &device, &seq); err != nil {
		t.Fatal(err)
	}
	tx, err := raw.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	var last string
	if err := tx.QueryRow(`SELECT id FROM entries WHERE game_id = ? AND seq = ?`, gameID, seq).Scan(&last); err != nil {
		t.Fatal(err)
	}
	for seq < n {
		seq++
		id := db.NewID()
		if seq%2 == 0 {
			_, err = tx.Exec(`INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, created_at) VALUES (?, ?, ?, 'void', ?, '', ?, '2026-11-20T20:00:00Z')`,
				id, gameID, seq, last, device)
		} else {
			_, err = tx.Exec(`INSERT INTO entries (id, game_id, seq, action, payload, device, created_at) VALUES (?, ?, ?, 'add', ?, ?, '2026-11-20T20:00:00Z')`,
				id, gameID, seq, payload, device)
			last = id
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
}
