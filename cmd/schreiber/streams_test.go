//go:build linux

package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// procStatus reads a figure in kB, such as VmRSS, of a process from /proc.
func procStatus(t *testing.T, pid int, field string) int {
	t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^` + field + `:\s+(\d+) kB`).FindSubmatch(b)
	if m == nil {
		t.Fatalf("no %s in /proc/%d/status", field, pid)
	}
	kb, _ := strconv.Atoi(string(m[1]))
	return kb
}

// openFiles counts the files a process holds open.
func openFiles(pid int) int {
	fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	return len(fds)
}

// floodStream is one stream that a flooding client opened and does not
// read until the end.
type floodStream struct {
	res    *http.Response
	cancel context.CancelFunc
}

// rest reads what is left of the stream: the names of its events, and
// whether the server ended it within the wait.
func (s floodStream) rest(wait time.Duration) (events []string, ended bool) {
	timer := time.AfterFunc(wait, s.cancel)
	defer timer.Stop()
	sc := bufio.NewScanner(s.res.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
			events = append(events, name)
		}
	}
	return events, sc.Err() == nil
}

// TestOneClientFloodingStreams runs the real program. One client, from one
// address, joins a group with many devices (no invite is needed for that:
// anyone can start a group) and opens 3,000 event streams (under CI; 1,000
// in a developer's run), four per device, reading none of them. The server ends the oldest of the address, closing
// their connections, so that its open files and memory stay small; a new
// phone's page and the scorer's game page load within a second all along;
// the newest streams get the next deal's board.
func TestOneClientFloodingStreams(t *testing.T) {
	const perDevice, perAddress = 4, 64 // the server's defaults
	streams := 3000
	if !fullProofs() {
		streams = 1000 // a developer's run: still 250 devices on one address of 64 streams
	}
	// This process holds every stream open: it needs a file for each.
	limit, err := raiseOpenFiles()
	if err != nil {
		t.Logf("the limit on open files stays at %d: %v", limit, err)
	}
	if need := streams + 512; limit < need {
		streams = max(4*perAddress, limit-512)
		t.Logf("%d open files allowed; %d streams rather than 3,000", limit, streams)
	}

	srv := start(t, filepath.Join(t.TempDir(), "flood.db"))
	pid := srv.cmd.Process.Pid
	scorer := newPhone(t, srv)
	group, game := startGurke(t, scorer)
	if a := quickDeal(t, scorer, game, 0, "9"); a.status != http.StatusSeeOther {
		t.Fatalf("first deal: status %d", a.status)
	}
	invite := ""
	for _, n := range byTestID(scorer.get(group).doc, "invite-viewer") {
		invite = attrOf(n, "value")
	}
	u, err := url.Parse(invite)
	if err != nil || u.Path == "" {
		t.Fatalf("viewer invite %q: %v", invite, err)
	}
	joined := time.Now()
	devices := make([]*phone, streams/perDevice)
	for i := range devices {
		devices[i] = newPhone(t, srv)
		devices[i].redirected(u.Path, url.Values{})
	}
	t.Logf("%d devices joined in %v", len(devices), time.Since(joined).Round(time.Millisecond))

	// Pages load while the streams open: a new phone's start page and the
	// scorer's game page, timed.
	var slowest atomic.Int64
	var loads atomic.Int32
	pageErrs := make(chan error, 1)
	watch, stopWatching := context.WithCancel(context.Background())
	var watching sync.WaitGroup
	load := func(client *http.Client, path string) {
		began := time.Now()
		res, err := client.Get(srv.base + path)
		if err == nil {
			_, err = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if err == nil && res.StatusCode != http.StatusOK {
				err = fmt.Errorf("GET %s: status %d", path, res.StatusCode)
			}
		}
		if err != nil {
			select {
			case pageErrs <- err:
			default:
			}
			return
		}
		took := int64(time.Since(began))
		for old := slowest.Load(); took > old && !slowest.CompareAndSwap(old, took); old = slowest.Load() {
		}
		loads.Add(1)
	}
	watching.Go(func() {
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-watch.Done():
				return
			case <-tick.C:
				load(newPhone(t, srv).client, "/")
				load(scorer.client, game)
			}
		}
	})
	var peakFiles int
	transport := &http.Transport{MaxIdleConnsPerHost: 4}
	defer transport.CloseIdleConnections()
	flood := make([]floodStream, 0, streams)
	defer func() {
		for _, s := range flood {
			s.cancel()
			s.res.Body.Close()
		}
	}()
	opened := time.Now()
	for i := range streams {
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.base+game+"/events?after=0", nil)
		client := &http.Client{Jar: devices[i/perDevice].client.Jar, Transport: transport}
		res, err := client.Do(req)
		if err != nil {
			cancel()
			t.Fatalf("stream %d: %v", i, err)
		}
		flood = append(flood, floodStream{res: res, cancel: cancel})
		if res.StatusCode != http.StatusOK {
			t.Fatalf("stream %d: status %d", i, res.StatusCode)
		}
		if i%100 == 0 {
			peakFiles = max(peakFiles, openFiles(pid))
		}
	}
	openedIn := time.Since(opened)
	stopWatching()
	watching.Wait()
	select {
	case err := <-pageErrs:
		t.Errorf("a page did not load while the streams opened: %v", err)
	default:
	}
	peakFiles = max(peakFiles, openFiles(pid))
	rss, peak := procStatus(t, pid, "VmRSS"), procStatus(t, pid, "VmHWM")
	t.Logf("%d streams opened in %v; server: resident %d MiB (peak %d MiB), at most %d open files; "+
		"%d page loads while they opened, the slowest %v",
		streams, openedIn.Round(time.Millisecond), rss>>10, peak>>10, peakFiles, loads.Load(), time.Duration(slowest.Load()).Round(time.Millisecond))
	if slowest.Load() >= int64(time.Second) {
		t.Errorf("the slowest page load took %v, want under 1 s", time.Duration(slowest.Load()))
	}
	if peak >= 120<<10 {
		t.Errorf("server memory peaked at %d MiB, want under 120 MiB", peak>>10)
	}
	if peakFiles > perAddress+256 {
		t.Errorf("the server held %d open files, want at most the address's %d streams and a reserve of 256", peakFiles, perAddress)
	}

	// After the flood: a new phone's page loads at once.
	began := time.Now()
	if a := newPhone(t, srv).get("/"); a.status != http.StatusOK {
		t.Fatalf("a new phone's page: status %d", a.status)
	}
	if took := time.Since(began); took >= time.Second {
		t.Errorf("a new phone's page took %v under %d streams, want under 1 s", took, streams)
	} else {
		t.Logf("a new phone's page after the flood: %v", took.Round(time.Microsecond))
	}

	// The oldest streams were ended, with the word, and their connections
	// closed; the newest ones hear of the next deal.
	old, newest := flood[:streams-perAddress], flood[streams-perAddress:]
	for i, s := range old {
		events, ended := s.rest(5 * time.Second)
		if !ended || len(events) == 0 || events[len(events)-1] != "ended" {
			t.Fatalf("old stream %d: events %q, ended %v; want it ended with ended", i, events, ended)
		}
	}
	if a := quickDeal(t, scorer, game, 1, "K"); a.status != http.StatusSeeOther {
		t.Fatalf("deal under the flood: status %d", a.status)
	}
	boards := make(chan bool, len(newest))
	for _, s := range newest {
		go func() {
			sc := bufio.NewScanner(s.res.Body)
			sc.Buffer(make([]byte, 64<<10), 1<<20)
			n := 0
			for sc.Scan() {
				if sc.Text() == "event: board" {
					if n++; n == 2 { // the board it opened with, then the deal's
						boards <- true
						return
					}
				}
			}
			boards <- false
		}()
	}
	timeout := time.After(10 * time.Second)
	for range newest {
		select {
		case ok := <-boards:
			if !ok {
				t.Fatal("a newest stream ended without the deal's board")
			}
		case <-timeout:
			t.Fatal("the newest streams did not all get the deal's board within 10 s")
		}
	}
}

// TestStreamLimitsAtStart runs the program with the limits set by a flag
// and by the environment, and reads the limits it logs as it starts: the
// open files raised to the hard limit, the total held below them.
func TestStreamLimitsAtStart(t *testing.T) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		t.Fatal(err)
	}
	hard := int(min(lim.Max, 1<<31-1))
	for _, c := range []struct {
		args []string
		env  string
		want string
	}{
		{nil, "", fmt.Sprintf("open_files=%d streams=%d streams_per_address=64 streams_per_device=4", hard, min(2048, hard-min(256, hard/2)))},
		{[]string{"-streams-max", "100", "-streams-per-address", "10"}, "",
			fmt.Sprintf("open_files=%d streams=100 streams_per_address=10 streams_per_device=4", hard)},
		{[]string{"-streams-max", "100000000"}, "SCHREIBER_STREAMS_PER_ADDRESS=-1",
			fmt.Sprintf("open_files=%d streams=%d streams_per_address=0 streams_per_device=4", hard, hard-min(256, hard/2))},
	} {
		cmd := exec.Command(binary(t), append([]string{"-addr", "127.0.0.1:0", "-db", filepath.Join(t.TempDir(), "limits.db")}, c.args...)...)
		cmd.Env = append(os.Environ(), "SCHREIBER_SESSION_KEY=", "SCHREIBER_ADDR=", "SCHREIBER_DB=", "SCHREIBER_BACKUP_DIR=",
			"SCHREIBER_STREAMS_PER_ADDRESS=", "SCHREIBER_STREAMS_MAX=", c.env)
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		got := ""
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if line := sc.Text(); strings.Contains(line, "msg=limits ") {
				got = line[strings.Index(line, "msg=limits ")+len("msg=limits "):]
			}
			if strings.Contains(sc.Text(), "msg=serving") {
				break
			}
		}
		cmd.Process.Kill()
		io.Copy(io.Discard, stderr)
		cmd.Wait()
		if got != c.want {
			t.Errorf("%v %s: logged %q, want %q", c.args, c.env, got, c.want)
		}
	}
}
