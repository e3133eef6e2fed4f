package main

import (
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db/pgtest"
)

// TestTwoServersBehindNginx runs docs/nginx-schreiber.conf, the example of
// two servers behind a load balancer, with its two addresses and its port
// made free ones: the phones talk to nginx only. A phone follows the game
// through it while the scorer enters deals; one server is killed with
// SIGKILL mid-evening, and the table goes on through the other: every deal
// answered is there once, and the follower's stream, opened again as its
// page does, brings the next board.
func TestTwoServersBehindNginx(t *testing.T) {
	nginx, err := exec.LookPath("nginx")
	if err != nil {
		if os.Getenv("CI") == "" {
			t.Skip("nginx is not installed (apt-get install nginx); the example configuration is tested where it is")
		}
		t.Fatal("nginx is not installed; .ci/run installs it")
	}
	dsn := pgtest.Shared(t).Database(t, "template1")
	a, b := start(t, dsn), start(t, dsn)
	front := startNginx(t, nginx, a.base, b.base)

	scorer := newPhone(t, &server{base: front})
	group, game := startGurke(t, scorer)
	follower := newPhone(t, &server{base: front})
	invite := ""
	for _, n := range byTestID(scorer.get(group).doc, "invite-viewer") {
		invite = attrOf(n, "value")
	}
	follower.redirected(mustURL(t, invite).Path, url.Values{})
	answered := 0
	deal := func(loser int, card string) {
		t.Helper()
		if r := quickDeal(t, scorer, game, loser, card); r.status != http.StatusSeeOther {
			t.Fatalf("deal %d through nginx: %d", answered+1, r.status)
		}
		answered++
	}
	deal(0, "9")
	follow := func() <-chan sseEvent {
		page := follower.get(game)
		mark := ""
		for _, n := range nodes(page.doc, func(n *html.Node) bool { return attrOf(n, "id") == "board" }) {
			mark = attrOf(n, "data-seq")
		}
		return openEvents(t, follower, game, mark)
	}
	events := follow()
	deal(1, "K")
	if ev, ok := nextEvent(events); !ok || ev.name != "board" {
		t.Fatalf("the follower's stream through nginx sent %q (ok %v)", ev.name, ok)
	}

	a.stop(syscall.SIGKILL)
	for i, card := range []string{"Q", "5", "7"} {
		deal(i%3, card)
	}
	// The follower's page opens its stream again when it breaks; through
	// nginx it reaches the server that is left.
	events = follow()
	deal(2, "J")
	if ev, ok := nextEvent(events); !ok || ev.name != "board" {
		t.Fatalf("after a server was killed, the follower's stream sent %q (ok %v)", ev.name, ok)
	}
	if got := strings.Join(scores(t, follower, game), " "); got == "" {
		t.Fatal("no scores through nginx after a server was killed")
	}
	rows := entryRows(t, dsn)
	if len(rows) != answered {
		t.Errorf("%d records stored for %d deals answered", len(rows), answered)
	}
	b.stop(syscall.SIGTERM)
}

// startNginx runs nginx with the example configuration, pointed at the
// two servers, on a free port, and returns its address.
func startNginx(t *testing.T, nginx, first, second string) string {
	t.Helper()
	conf, err := os.ReadFile(filepath.Join("..", "..", "docs", "nginx-schreiber.conf"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	text := string(conf)
	for old, addr := range map[string]string{"server 127.0.0.1:8081 ": first, "server 127.0.0.1:8082 ": second} {
		if !strings.Contains(text, old) {
			t.Fatalf("the example names no %q", old)
		}
		text = strings.Replace(text, old, "server "+strings.TrimPrefix(addr, "http://")+" ", 1)
	}
	text = strings.Replace(text, "listen 80;", "listen 127.0.0.1:"+strconv.Itoa(port)+";", 1)
	dir := t.TempDir()
	path := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// Its own pid file, logs and temporary folders, in the test's folder;
	// as root, its workers run as root too.
	for _, sub := range []string{"logs", "tmp"} {
		os.Mkdir(filepath.Join(dir, sub), 0o755)
	}
	global := "daemon off; pid " + dir + "/nginx.pid; error_log " + dir + "/logs/error.log;"
	if os.Geteuid() == 0 {
		global += " user root;"
	}
	cmd := exec.Command(nginx, "-p", dir, "-c", path, "-e", dir+"/logs/error.log", "-g", global)
	out, err := os.Create(filepath.Join(dir, "logs", "out.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(syscall.SIGQUIT); cmd.Wait(); out.Close() })
	base := "http://127.0.0.1:" + strconv.Itoa(port)
	for i := 0; ; i++ {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return base
			}
		}
		if i == 100 {
			log, _ := os.ReadFile(filepath.Join(dir, "logs", "error.log"))
			status := 0
			if res != nil {
				status = res.StatusCode
			}
			t.Fatalf("nginx does not answer: %v (status %d)\n%s", err, status, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
