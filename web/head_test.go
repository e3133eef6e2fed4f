package web

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"schreiber/static"
)

// TestHeadAnswersLikeGet sends HEAD and GET to every GET route the router
// has, with real ids, and wants the same status and headers from both and
// no body from HEAD. A new route with a parameter this test cannot fill
// fails it, so that no route is left out.
func TestHeadAnswersLikeGet(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "K"))
	ctx := context.Background()
	gid := strings.TrimPrefix(group, "/g/")
	gameID := game[strings.LastIndex(game, "/")+1:]
	row, err := app.store.Game(ctx, gid, gameID)
	if err != nil {
		t.Fatal(err)
	}
	log, err := app.store.Log(ctx, gameID)
	if err != nil || len(log) == 0 {
		t.Fatalf("log %v, %v", log, err)
	}
	invites, err := app.store.Invites(ctx, gid)
	if err != nil || len(invites) == 0 {
		t.Fatalf("invites %v, %v", invites, err)
	}
	params := map[string]string{
		":group": gid, ":evening": row.EveningID, ":game": gameID, ":entry": log[0].ID,
		":token": invites[0].Token, ":player": row.Seats[0].ID, ":kind": "gurke",
		// An import's progress lasts as long as the import: none runs here,
		// and the page of none is not found, to HEAD as to GET.
		":import": "none",
	}
	// Pages that need a query to show themselves.
	queries := map[string]string{"/g/:group/e/:evening/games/new": "?kind=gurke"}

	e, err := New(app.store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	// The event streams of a game and of a group never end by themselves:
	// each is read up to its headers, and has no length.
	streams := map[string]bool{}
	for _, r := range e.Routes() {
		if r.Method != http.MethodGet {
			continue
		}
		path := r.Path
		if strings.HasSuffix(path, "*") {
			path = static.URL("app.css")
		}
		for _, part := range strings.Split(path, "/") {
			if strings.HasPrefix(part, ":") {
				v, ok := params[part]
				if part == ":game" && strings.HasPrefix(r.Path, "/referee/") {
					v = "gurke" // the referee takes a kind of game, not a game
				}
				if !ok {
					t.Errorf("route %s: the test has no value for %s", r.Path, part)
					continue
				}
				path = strings.Replace(path, part, v, 1)
			}
		}
		paths = append(paths, path+queries[r.Path])
		if r.Path == "/g/:group/games/:game/events" || r.Path == "/g/:group/events" {
			streams[path] = true
		}
	}
	if len(streams) != 2 {
		t.Errorf("%d event stream routes, want 2 (a game's and a group's)", len(streams))
	}
	// A page that does not exist, and a route that only takes POST.
	paths = append(paths, "/no/such/page", group+"/players")
	notFound := 3 // those two, and the progress of no import
	if len(paths) < 15 {
		t.Fatalf("only %d GET routes: %v", len(paths), paths)
	}

	ok := 0
	for _, path := range paths {
		var get page
		if streams[path] {
			get = sendHeaders(t, d, path)
		} else {
			get = send(t, d, http.MethodGet, path)
		}
		head := send(t, d, http.MethodHead, path)
		if head.status != get.status {
			t.Errorf("HEAD %s: status %d, GET %d", path, head.status, get.status)
			continue
		}
		if get.status == http.StatusOK {
			ok++
		}
		if head.body != "" {
			t.Errorf("HEAD %s: a body of %d bytes", path, len(head.body))
		}
		for _, h := range []string{"Content-Type", "Content-Security-Policy", "X-Content-Type-Options",
			"Cache-Control", "Etag", "Content-Disposition", "Location", "Content-Encoding", "Vary"} {
			if g, hd := get.header.Get(h), head.header.Get(h); g != hd {
				t.Errorf("HEAD %s: %s %q, GET %q", path, h, hd, g)
			}
		}
		// The length, where two GETs agree on it (an export carries the
		// time it was made).
		length := get.header.Get("Content-Length")
		if streams[path] {
			continue
		}
		if length == "" {
			t.Errorf("GET %s: no Content-Length", path)
		}
		again := send(t, d, http.MethodGet, path)
		if again.header.Get("Content-Length") == length && head.header.Get("Content-Length") != length {
			t.Errorf("HEAD %s: Content-Length %q, GET %q", path, head.header.Get("Content-Length"), length)
		}
	}
	if ok < len(paths)-notFound {
		t.Errorf("only %d of %d paths answered 200", ok, len(paths))
	}
}

// send makes a request with the device's cookies.
func send(t *testing.T, d *device, method, path string) page {
	t.Helper()
	u, err := url.Parse(d.app.srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(method, u.String(), nil)
	// Uncompressed, as the lengths of gzipped pages that carry a fresh
	// form token differ by a byte or two (TestPagesServedCompressed
	// covers gzip).
	req.Header.Set("Accept-Encoding", "identity")
	return d.do(req)
}

// sendHeaders opens a GET and reads only its status and headers.
func sendHeaders(t *testing.T, d *device, path string) page {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, d.app.srv.URL+path, nil)
	res, err := d.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	return page{status: res.StatusCode, header: res.Header}
}

// TestHealthCheckNeedsTheDatabase closes the database under a running
// server: /healthz then answers 503, so that a supervisor sees it is down.
func TestHealthCheckNeedsTheDatabase(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, method := range []string{http.MethodGet, http.MethodHead} {
		if p := send(t, d, method, "/healthz"); p.status != http.StatusOK {
			t.Fatalf("%s /healthz: %d", method, p.status)
		}
	}
	if p := d.get("/healthz"); p.body != "ok" {
		t.Errorf("/healthz says %q", p.body)
	}
	app.store.Close()
	p := d.get("/healthz")
	if p.status != http.StatusServiceUnavailable || p.body != "database unavailable" {
		t.Errorf("/healthz without a database: %d %q", p.status, p.body)
	}
	if p := send(t, d, http.MethodHead, "/healthz"); p.status != http.StatusServiceUnavailable {
		t.Errorf("HEAD /healthz without a database: %d", p.status)
	}
}
