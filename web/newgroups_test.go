package web

import (
	"context"
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

// newDefaultApp is a test server with every limit at its default.
func newDefaultApp(t *testing.T, groups GroupLimits) *testApp {
	t.Helper()
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "limits.db"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Groups: groups})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	return &testApp{t: t, srv: srv, store: store}
}

// TestNewGroupsAreLimited starts groups with the default limits: one phone
// gets its 12, then 429 with its form kept and the reason in its language;
// other phones at the same address get the address's 30 in all; and a
// server-wide limit holds whoever makes up addresses and devices.
func TestNewGroupsAreLimited(t *testing.T) {
	app := newDefaultApp(t, GroupLimits{})
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
