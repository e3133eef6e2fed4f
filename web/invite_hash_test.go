package web

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// TestInvitesAreKeptAsHashes makes a group whose links and codes are
// stored in the clear, as a database written before migration 0009 has
// them once migrated, then starts the server on it: no table holds a
// token or a code any more, the group page shows the same links and
// codes, and both still let phones in.
func TestInvitesAreKeptAsHashes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "web.db")
	store, err := db.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	g, err := store.CreateGroup(ctx, "Dienstag", []string{"Anna", "Bo"}, db.Creator{DeviceID: "owner"})
	if err != nil {
		t.Fatal(err)
	}
	clear := map[string]db.Invite{}
	ins, err := store.Invites(ctx, g.ID)
	if err != nil || len(ins) != 2 {
		t.Fatalf("invites: %+v %v", ins, err)
	}
	conn, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range ins {
		clear[string(in.Role)] = in
		if _, err := conn.Exec(`UPDATE invites SET token_hash = ?, code_hash = ?, sealed = NULL WHERE group_id = ? AND role = ?`,
			in.Token, in.Code, g.ID, in.Role); err != nil {
			t.Fatal(err)
		}
	}
	conn.Close()

	e, err := New(store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(srv.Close)
	app := &testApp{t: t, srv: srv, store: store, path: path}
	dump := app.dump(t)
	for _, in := range clear {
		if strings.Contains(dump, in.Token) || strings.Contains(dump, in.Code) {
			t.Errorf("the %s link %q or its code %q is in the database", in.Role, in.Token, in.Code)
		}
	}

	scorer := app.device(t)
	location(t, scorer.post("/join/"+clear["scorer"].Token, url.Values{}))
	page := scorer.get("/g/" + g.ID)
	for role, in := range clear {
		link := strings.TrimPrefix(attr(byTestID(page.doc, "invite-"+role)[0], "value"), srv.URL)
		code := text(byTestID(page.doc, "code-"+role)[0])
		if link != "/join/"+in.Token || code != in.Code[:4]+"-"+in.Code[4:] {
			t.Errorf("the page shows the %s link %q and code %q, want the token %q and the code %q", role, link, code, in.Token, in.Code)
		}
	}
	viewer := app.device(t)
	p := viewer.get("/join?code=" + url.QueryEscape(strings.ToLower(clear["viewer"].Code)))
	forms := findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "form" && attr(n, "action") == "/join/"+clear["viewer"].Token
	})
	if p.status != http.StatusOK || len(forms) != 1 {
		t.Fatalf("joining by the viewers' code: status %d, %d join forms", p.status, len(forms))
	}
	location(t, viewer.post(attr(forms[0], "action"), url.Values{}))
	if p := viewer.get("/g/" + g.ID); p.status != http.StatusOK {
		t.Errorf("the viewer who joined by code: status %d", p.status)
	}
	if dump := app.dump(t); strings.Contains(dump, clear["viewer"].Token) || strings.Contains(dump, clear["scorer"].Token) {
		t.Error("a token is in the database after joining")
	}
}
