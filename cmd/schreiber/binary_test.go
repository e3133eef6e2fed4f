package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// The tests in this file run the real program, built once per test run,
// as a separate process on a temporary database, the way a table runs it.

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds the schreiber program into a temporary directory once.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "schreiber-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "schreiber")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// fullProofs reports whether the long proofs run at their full size. CI
// (CI set) always runs them so; a developer's run proves the same things
// at a size that takes a fraction of the time (each proof says how), so
// that the suite is run often. `CI=true go test ./...` runs the whole.
func fullProofs() bool { return os.Getenv("CI") != "" }

// server is one running schreiber process.
type server struct {
	t    *testing.T
	cmd  *exec.Cmd
	base string // e.g. http://127.0.0.1:41234
	done chan struct{}
}

// start runs the program on the database file, with more flags if given,
// and waits until it serves.
// It listens on a free loopback port and generates (or reuses) the session
// key stored in the database, as a table's server does without settings.
func start(t *testing.T, dbPath string, args ...string) *server {
	t.Helper()
	cmd := exec.Command(binary(t), append([]string{"-addr", "127.0.0.1:0", "-db", dbPath}, args...)...)
	cmd.Env = append(os.Environ(), "SCHREIBER_SESSION_KEY=", "SCHREIBER_ADDR=", "SCHREIBER_DB=", "SCHREIBER_BACKUP_DIR=")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &server{t: t, cmd: cmd, done: make(chan struct{})}
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			if i := strings.Index(line, "url=http://"); i >= 0 && strings.Contains(line, "serving") {
				select {
				case urls <- strings.Fields(line[i+4:])[0]:
				default:
				}
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	go func() { cmd.Wait(); close(s.done) }()
	t.Cleanup(func() { s.kill() })
	select {
	case s.base = <-urls:
	case <-s.done:
		t.Fatal("the server stopped before it served")
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not start within 30 s")
	}
	for i := 0; ; i++ {
		res, err := http.Get(s.base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s
			}
		}
		if i == 100 {
			t.Fatalf("/healthz never answered: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stop ends the process with the signal and waits for it to exit.
func (s *server) stop(sig syscall.Signal) {
	s.t.Helper()
	if err := s.cmd.Process.Signal(sig); err != nil {
		s.t.Fatal(err)
	}
	select {
	case <-s.done:
	case <-time.After(20 * time.Second):
		s.t.Fatalf("the server did not stop on %v", sig)
	}
}

func (s *server) kill() {
	select {
	case <-s.done:
	default:
		s.cmd.Process.Kill()
		<-s.done
	}
}

// phone is one device: an HTTP client with its own cookies that does not
// follow redirects, so that every answer can be checked.
type phone struct {
	t      *testing.T
	client *http.Client
	base   string
}

func newPhone(t *testing.T, s *server) *phone {
	jar, _ := cookiejar.New(nil)
	return &phone{t: t, base: s.base, client: &http.Client{Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// moveTo points the phone, with its cookies, at a restarted server.
func (p *phone) moveTo(s *server) {
	old, _ := url.Parse(p.base)
	next, _ := url.Parse(s.base)
	jar, _ := cookiejar.New(nil)
	jar.SetCookies(next, p.client.Jar.Cookies(old))
	p.client.Jar, p.base = jar, s.base
}

type answer struct {
	status   int
	location string
	body     string
	doc      *html.Node
}

func (p *phone) do(method, path string, form url.Values) answer {
	p.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(context.Background(), method, p.base+path, body)
	if err != nil {
		p.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := p.client.Do(req)
	if err != nil {
		p.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	doc, _ := html.Parse(strings.NewReader(string(b)))
	return answer{status: res.StatusCode, location: res.Header.Get("Location"), body: string(b), doc: doc}
}

func (p *phone) get(path string) answer { return p.do(http.MethodGet, path, nil) }

// post sends a form with the CSRF token of the phone's start page.
func (p *phone) post(path string, form url.Values) answer {
	p.t.Helper()
	form.Set("_csrf", field(p.get("/").doc, "_csrf"))
	return p.do(http.MethodPost, path, form)
}

// redirected posts a form and returns where the answer sends the phone.
func (p *phone) redirected(path string, form url.Values) string {
	p.t.Helper()
	a := p.post(path, form)
	if a.status != http.StatusSeeOther {
		p.t.Fatalf("POST %s: status %d, want 303; body: %.500s", path, a.status, a.body)
	}
	return a.location
}

// field returns the value of the first input with the name.
func field(doc *html.Node, name string) string {
	for _, n := range nodes(doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == name }) {
		return attrOf(n, "value")
	}
	return ""
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func nodes(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n == nil {
			return
		}
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

// byTestID returns the elements marked with data-testid=id.
func byTestID(doc *html.Node, id string) []*html.Node {
	return nodes(doc, func(n *html.Node) bool { return attrOf(n, "data-testid") == id })
}

func textOf(n *html.Node) string {
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
