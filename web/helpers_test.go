package web

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// manyGroups lifts the limits on new groups for the test servers: their
// tests start groups by the dozen from one loopback address. The limits
// themselves are proven with their defaults by TestNewGroupsAreLimited.
var manyGroups = GroupLimits{PerDevice: -1, PerAddress: -1, InAll: -1}

// fullProofs reports whether the long proofs run at their full size. CI
// (CI set) always runs them so: every page in every language at both
// widths, the largest files the imports take, every game on both phones.
// A developer's run proves the same things at a size that takes a
// fraction of the time, so that the suite is run often; each proof says
// what it leaves to CI. `CI=true go test ./...` runs the whole of it.
func fullProofs() bool { return os.Getenv("CI") != "" }

// testApp is the real router over a real SQLite file in a temp dir.
type testApp struct {
	t     *testing.T
	srv   *httptest.Server
	store *db.Store
	path  string // the database file
}

func newTestApp(t testing.TB) *testApp {
	t.Helper()
	return newTestAppLogging(t, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// newTestAppLogging is newTestApp with the server's log going to logger.
func newTestAppLogging(t testing.TB, logger *slog.Logger) *testApp {
	t.Helper()
	path := migratedCopy(t)
	store, err := db.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(store, Config{SessionKey: strings.Repeat("k", 32), Logger: logger, Groups: manyGroups})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	tt, _ := t.(*testing.T)
	return &testApp{t: tt, srv: srv, store: store, path: path}
}

// migrated is an empty database with every migration applied, made once
// for the package's tests: a test app starts from a copy of it, which
// spares each of some hundreds of apps the schema's making (a fifth of
// the SQL the package's tests parsed). db.Open still checks the copy's
// migrations as it would any database's.
var migrated struct {
	once sync.Once
	file []byte
	err  error
}

// migratedCopy writes a copy of the migrated database into the test's
// temporary folder and returns its path.
func migratedCopy(t testing.TB) string {
	t.Helper()
	migrated.once.Do(func() {
		dir, err := os.MkdirTemp("", "schreiber-migrated-")
		if err != nil {
			migrated.err = err
			return
		}
		defer os.RemoveAll(dir)
		path := filepath.Join(dir, "migrated.db")
		store, err := db.Open(context.Background(), path)
		if err != nil {
			migrated.err = err
			return
		}
		// Closing the last connection folds the write-ahead log into the
		// file, so that the file alone holds the schema.
		if migrated.err = store.Close(); migrated.err == nil {
			migrated.file, migrated.err = os.ReadFile(path)
		}
	})
	if migrated.err != nil {
		t.Fatalf("migrating the template database: %v", migrated.err)
	}
	path := filepath.Join(t.TempDir(), "web.db")
	if err := os.WriteFile(path, migrated.file, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// device is one phone: a client with its own cookies.
type device struct {
	t      testing.TB
	app    *testApp
	client *http.Client
}

func (a *testApp) device(t testing.TB) *device {
	jar, _ := cookiejar.New(nil)
	return &device{t: t, app: a, client: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}}
}

// page is a fetched response with its parsed document.
type page struct {
	status int
	header http.Header
	body   string
	doc    *html.Node
}

func (d *device) do(req *http.Request) page {
	d.t.Helper()
	res, err := d.client.Do(req)
	if err != nil {
		d.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	doc, err := html.Parse(strings.NewReader(string(b)))
	if err != nil {
		d.t.Fatal(err)
	}
	return page{status: res.StatusCode, header: res.Header, body: string(b), doc: doc}
}

func (d *device) get(path string) page {
	req, _ := http.NewRequest(http.MethodGet, d.app.srv.URL+path, nil)
	return d.do(req)
}

// post sends a form; the CSRF token of the device's last page is added
// unless the form has one.
func (d *device) post(path string, form url.Values, headers ...string) page {
	d.t.Helper()
	if _, ok := form["_csrf"]; !ok {
		form.Set("_csrf", d.csrf())
	}
	req, _ := http.NewRequest(http.MethodPost, d.app.srv.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return d.do(req)
}

// follow fetches where a redirect points.
func (d *device) follow(p page) page {
	d.t.Helper()
	if p.status != http.StatusSeeOther {
		d.t.Fatalf("status %d, want a redirect; body: %.400s", p.status, p.body)
	}
	loc := p.header.Get("Location")
	return d.get(strings.TrimPrefix(loc, d.app.srv.URL))
}

func (d *device) csrf() string {
	d.t.Helper()
	p := d.get("/")
	inputs := findAll(p.doc, func(n *html.Node) bool { return n.Data == "input" && attr(n, "name") == "_csrf" })
	if len(inputs) == 0 {
		d.t.Fatal("no CSRF field on the start page")
	}
	return attr(inputs[0], "value")
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func findAll(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

func byTestID(doc *html.Node, id string) []*html.Node {
	return findAll(doc, func(n *html.Node) bool { return attr(n, "data-testid") == id })
}

func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}

func texts(nodes []*html.Node) []string {
	out := make([]string, len(nodes))
	for i, n := range nodes {
		out[i] = text(n)
	}
	return out
}

// inputValue returns the value of the first input with the given name.
func inputValue(doc *html.Node, name string) string {
	ins := findAll(doc, func(n *html.Node) bool { return n.Data == "input" && attr(n, "name") == name })
	if len(ins) == 0 {
		return ""
	}
	return attr(ins[0], "value")
}

// linkTo returns the first href on the page that starts with prefix and has
// the given number of path segments.
func linkTo(doc *html.Node, prefix string, segments int) string {
	for _, a := range findAll(doc, func(n *html.Node) bool { return n.Data == "a" }) {
		h := attr(a, "href")
		if strings.HasPrefix(h, prefix) && strings.Count(strings.Trim(h, "/"), "/")+1 == segments {
			return h
		}
	}
	return ""
}

var (
	isoDay      = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`)
	hyphenMinus = regexp.MustCompile(`(?:^|[^\p{L}\p{N}\-])-\d+`)
)

// foreignFigures lists the figures of a page's text that are not in the
// page's language's form: a day in ISO form where the language writes
// dates otherwise (Swedish writes them so), and a negative number with the
// hyphen where every page writes the typographic minus. Form fields and
// scripts are left alone: what is typed stays as typed.
func foreignFigures(lang string, doc *html.Node) []string {
	var out []string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && (n.Data == "script" || n.Data == "style" || n.Data == "textarea" || n.Data == "option") {
			return
		}
		if n.Type == html.TextNode {
			if lang != "sv" {
				out = append(out, isoDay.FindAllString(n.Data, -1)...)
			}
			out = append(out, hyphenMinus.FindAllString(n.Data, -1)...)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	if doc != nil {
		walk(doc)
	}
	return out
}
