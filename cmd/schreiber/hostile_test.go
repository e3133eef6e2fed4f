//go:build linux

package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// forwarded sends every request as if a proxy on this machine passed it on
// from the address: the program trusts X-Forwarded-For from loopback, so a
// client on the machine makes up as many addresses as it likes.
type forwarded struct {
	addr string
	base http.RoundTripper
}

func (f forwarded) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("X-Forwarded-For", f.addr)
	return f.base.RoundTrip(req)
}

// from is the phone's cookies sending from the made-up address.
func from(p *phone, addr string, transport http.RoundTripper) *phone {
	return &phone{t: p.t, base: p.base, client: &http.Client{Jar: p.client.Jar, Timeout: 30 * time.Second,
		Transport:     forwarded{addr, transport},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// viewerLink is the path of the group's viewers' link.
func viewerLink(t *testing.T, p *phone, group string) string {
	t.Helper()
	for _, n := range byTestID(p.get(group).doc, "invite-viewer") {
		if u, err := url.Parse(attrOf(n, "value")); err == nil && strings.HasPrefix(u.Path, "/join/") {
			return u.Path
		}
	}
	t.Fatalf("no viewers' link on %s", group)
	return ""
}

// TestNewGroupsAreLimitedByTheProgram starts groups from one phone of the
// real program: its 12 by default, then 429 with the reason and the form
// kept; a flag sets another limit, and -1 none.
func TestNewGroupsAreLimitedByTheProgram(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want int // groups let through, -1 for all
	}{
		{nil, 12},
		{[]string{"-groups-per-device", "3"}, 3},
		{[]string{"-groups-per-device", "-1", "-groups-per-address", "-1"}, -1},
	} {
		srv := start(t, filepath.Join(t.TempDir(), "groups.db"), c.args...)
		p := newPhone(t, srv)
		csrf := field(p.get("/").doc, "_csrf")
		for i := range 40 {
			a := p.do(http.MethodPost, "/groups", url.Values{"_csrf": {csrf}, "name": {fmt.Sprintf("Runde %d", i)}, "players": {"Anna\nBo"}})
			switch {
			case c.want < 0 || i < c.want:
				if a.status != http.StatusSeeOther {
					t.Fatalf("%v: group %d: status %d", c.args, i+1, a.status)
				}
			case a.status != http.StatusTooManyRequests || !strings.Contains(a.body, "started many groups within the hour") ||
				field(a.doc, "name") != fmt.Sprintf("Runde %d", i):
				t.Fatalf("%v: group %d: status %d, want 429 with the reason and the form: %.500s", c.args, i+1, a.status, a.body)
			}
		}
		srv.kill()
	}
}

// TestSpoofedStreamsLeaveThePhonesTheirs runs the real program with its
// defaults (2,048 streams in all). Twenty phones of a table, each from its
// own address, watch a game; then a client on the machine opens 5,000
// streams from 5,000 made-up addresses, with 1,250 devices of a group of
// its own, and reads none. The server ends the client's streams, not the
// phones': every phone gets the next deal's board, and the server's memory
// stays under 200 MiB. A developer's run opens 2,000 against a total of
// 1,000; CI the 5,000.
func TestSpoofedStreamsLeaveThePhonesTheirs(t *testing.T) {
	const phones, perDevice = 20, 4
	streams := 5000
	if !fullProofs() {
		// A developer's run: 2,000 streams against a total of 1,000.
		streams = 2000
	}
	// This process holds every stream open: it needs a file for each.
	if limit, err := raiseOpenFiles(); limit < streams+512 {
		streams = max(800, limit-512)
		t.Logf("%d open files allowed (%v); %d streams rather than 5,000, the total at half of them", limit, err, streams)
	}
	devices := streams / perDevice
	var args []string
	if streams < 5000 {
		args = []string{"-streams-max", fmt.Sprint(streams / 2)}
	}
	srv := start(t, filepath.Join(t.TempDir(), "spoof.db"), args...)
	pid := srv.cmd.Process.Pid
	transport := &http.Transport{MaxIdleConnsPerHost: 8}
	defer transport.CloseIdleConnections()
	scorer := from(newPhone(t, srv), "198.51.100.1", transport)
	group, game := startGurke(t, scorer)
	if a := quickDeal(t, scorer, game, 0, "9"); a.status != http.StatusSeeOther {
		t.Fatalf("first deal: status %d", a.status)
	}
	link := viewerLink(t, scorer, group)

	// open opens a stream of the game for the phone and reports each board.
	var cancels []context.CancelFunc
	defer func() {
		for _, c := range cancels {
			c()
		}
	}()
	open := func(p *phone, path string) (*http.Response, error) {
		ctx, cancel := context.WithCancel(context.Background())
		cancels = append(cancels, cancel)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.base+path+"/events?after=0", nil)
		c := &http.Client{Jar: p.client.Jar, Transport: p.client.Transport}
		return c.Do(req)
	}
	boards := make(chan int, phones*4)
	for i := range phones {
		p := from(newPhone(t, srv), fmt.Sprintf("198.51.100.%d", 10+i), transport)
		p.redirected(link, url.Values{})
		res, err := open(p, game)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("phone %d's stream: %v", i, err)
		}
		go func() {
			sc := bufio.NewScanner(res.Body)
			sc.Buffer(make([]byte, 64<<10), 1<<20)
			n := 0
			for sc.Scan() {
				switch sc.Text() {
				case "event: board":
					n++
					boards <- n
				case "event: ended", "event: gone":
					boards <- -1
				}
			}
		}()
	}
	for range phones {
		if n := <-boards; n != 1 {
			t.Fatalf("a phone's stream opened with %d", n)
		}
	}

	// The client: a group of its own, its devices in it, four streams
	// each, every stream from another made-up address.
	owner := from(newPhone(t, srv), "203.0.113.1", transport)
	theirGroup, theirGame := startGurkeOf(t, owner, "Flut", "Xaver\nYvonne\nZeno")
	theirLink := viewerLink(t, owner, theirGroup)
	opened := time.Now()
	var floods []*http.Response
	defer func() {
		for _, r := range floods {
			r.Body.Close()
		}
	}()
	for d := range devices {
		dev := newPhone(t, srv)
		from(dev, fmt.Sprintf("10.%d.%d.1", d>>8, d&255), transport).redirected(theirLink, url.Values{})
		for s := range perDevice {
			i := d*perDevice + s
			res, err := open(from(dev, fmt.Sprintf("10.%d.%d.%d", 100+i>>16, i>>8&255, i&255), transport), theirGame)
			if err != nil || res.StatusCode != http.StatusOK {
				t.Fatalf("their stream %d: %v", i, err)
			}
			floods = append(floods, res)
		}
	}
	peak := procStatus(t, pid, "VmHWM")
	t.Logf("%d streams of theirs opened in %v; server resident %d MiB, peak %d MiB, %d open files", devices*perDevice,
		time.Since(opened).Round(time.Millisecond), procStatus(t, pid, "VmRSS")>>10, peak>>10, openFiles(pid))
	if peak > 200<<10 {
		t.Errorf("server memory peaked at %d MiB, want at most 200 MiB", peak>>10)
	}

	if a := quickDeal(t, scorer, game, 1, "K"); a.status != http.StatusSeeOther {
		t.Fatalf("the next deal: status %d", a.status)
	}
	timeout := time.After(10 * time.Second)
	for got := 0; got < phones; {
		select {
		case n := <-boards:
			if n < 0 {
				t.Fatal("a phone's stream was ended")
			}
			got++
		case <-timeout:
			t.Fatalf("%d of %d phones got the next deal's board within 10 s", got, phones)
		}
	}
}

// dirBytes sums the sizes of the files in the folder.
func dirBytes(dir string) (n int64, files int) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && !fi.IsDir() {
			n += fi.Size()
			files++
		}
	}
	return n, files
}

// TestFortyImportsAtOnce runs the real program and posts 40 group files
// of 4 MB at once, each into its own empty group from its own phone. The
// files arrive slowly, as from phones on a weak network: the server admits
// 4 before reading a byte of any, and answers the other 36 with 429 while
// their files are still on the way. Its memory stays under 150 MB, its
// temporary files (the uploads beside the database, where the forms' files
// go too) under 4 imports' two copies, none in the system's temporary
// folder, and none are left once the imports are done.
func TestFortyImportsAtOnce(t *testing.T) {
	const imports, admitted, pad = 40, 4, 4 << 20
	binary(t) // built before the system's temporary folder is set aside
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dbPath := filepath.Join(t.TempDir(), "imports.db")
	srv := start(t, dbPath, "-groups-per-address", "-1")
	pid := srv.cmd.Process.Pid
	source := newPhone(t, srv)
	group, game := startGurke(t, source)
	if a := quickDeal(t, source, game, 0, "9"); a.status != http.StatusSeeOther {
		t.Fatalf("first deal: status %d", a.status)
	}
	export := source.get(group + "/export")
	if export.status != http.StatusOK || !strings.HasPrefix(export.body, "{") {
		t.Fatalf("the export: status %d", export.status)
	}
	file := "{" + strings.Repeat(" ", pad) + export.body[1:]

	type post struct {
		status int
		took   time.Duration
	}
	release := make(chan struct{})
	answers := make(chan post, imports)
	began := time.Now()
	for i := range imports {
		p := newPhone(t, srv)
		target := p.redirected("/groups", url.Values{"name": {fmt.Sprintf("Leer %d", i)}})
		csrf := field(p.get("/").doc, "_csrf")
		var head bytes.Buffer
		mw := multipart.NewWriter(&head)
		mw.WriteField("_csrf", csrf)
		fw, _ := mw.CreateFormFile("file", "gruppe.json")
		fw.Write([]byte(file[:1<<10]))
		var tail bytes.Buffer
		tail.WriteString(file[1<<10:])
		mw2 := multipart.NewWriter(&tail)
		mw2.SetBoundary(mw.Boundary())
		mw2.Close()
		// The first KiB goes at once, the rest once released.
		body := io.MultiReader(&head, gate(release), &tail)
		req, _ := http.NewRequest(http.MethodPost, srv.base+target+"/import-group", body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		go func() {
			res, err := p.client.Do(req)
			if err != nil {
				answers <- post{status: -1, took: time.Since(began)}
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			answers <- post{status: res.StatusCode, took: time.Since(began)}
		}()
	}
	refused := 0
	for refused < imports-admitted {
		select {
		case a := <-answers:
			if a.status != http.StatusTooManyRequests {
				t.Fatalf("an answer before the files were sent: status %d", a.status)
			}
			refused++
		case <-time.After(10 * time.Second):
			t.Fatalf("%d of %d imports refused while their files were on the way", refused, imports-admitted)
		}
	}
	t.Logf("%d imports refused with 429 in %v, before their files were sent", refused, time.Since(began).Round(time.Millisecond))
	close(release)

	var peakBytes int64
	var inTmp int
	watch := func() {
		a, n := dirBytes(tmp)
		b, _ := dirBytes(dbPath + ".uploads")
		peakBytes, inTmp = max(peakBytes, a+b), max(inTmp, n)
	}
	for got := 0; got < admitted; {
		select {
		case a := <-answers:
			if a.status != http.StatusSeeOther {
				t.Errorf("an admitted import: status %d", a.status)
			}
			got++
		case <-time.After(20 * time.Millisecond):
			watch()
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		watch()
		a, n := dirBytes(tmp)
		b, m := dirBytes(dbPath + ".uploads")
		if n+m == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("temporary files left 30 s after the imports: %d (%d bytes) in the temporary folder, %d (%d bytes) of uploads", n, a, m, b)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if inTmp > 0 {
		t.Errorf("the imports wrote %d files to the system's temporary folder, which a crash leaves behind", inTmp)
	}
	peak := procStatus(t, pid, "VmHWM")
	t.Logf("server memory peaked at %d MiB; temporary files at %d MiB", peak>>10, peakBytes>>20)
	if peak > 150<<10 {
		t.Errorf("server memory peaked at %d MiB, want at most 150", peak>>10)
	}
	if bound := int64(admitted * 2 * len(file)); peakBytes > bound {
		t.Errorf("temporary files peaked at %d bytes, want at most %d", peakBytes, bound)
	}
}

// gate is a reader that blocks until release is closed, and then ends.
type gate chan struct{}

func (g gate) Read([]byte) (int, error) {
	<-g
	return 0, io.EOF
}
