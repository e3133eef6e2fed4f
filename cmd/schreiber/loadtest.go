package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"schreiber/db"
)

// loadtest measures the server under load: `schreiber loadtest live`
// starts this program's server on a loopback port with a temporary
// database, opens event streams on its games, posts entries, and prints
// how long each change took to reach the last open stream, and the
// server's memory; `schreiber loadtest entry` measures deal entry against
// a bare insert server (see loadEntry). Everything runs on this machine and
// stops by itself.
func loadtest(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "entry" {
		return loadEntry(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "bare" {
		return serveBare(args[1:], stderr)
	}
	if len(args) == 0 || args[0] != "live" {
		return errors.New("usage: schreiber loadtest live [-one N] [-games N -per-game N] [-posts N] [-every D] [-timeout D]\n" +
			"       schreiber loadtest entry [-kind K,…|all] [-tables N] [-entries N] [-duration D] [-touch N] [-timeout D]")
	}
	fs := flag.NewFlagSet("loadtest live", flag.ContinueOnError)
	fs.SetOutput(stderr)
	one := fs.Int("one", 1000, "streams on one game in the first scenario (0 skips it)")
	games := fs.Int("games", 100, "games in the second scenario (0 skips it)")
	perGame := fs.Int("per-game", 10, "streams on each game in the second scenario")
	posts := fs.Int("posts", 20, "entries posted to each game")
	every := fs.Duration("every", time.Second, "time between two posts to one game; the games' posts are spread over it")
	timeout := fs.Duration("timeout", 5*time.Minute, "give up after this long")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *one < 0 || *games < 0 || *perGame < 1 || *posts < 1 || *every < 0 || *one > 5000 || *games**perGame > 5000 || *posts > 1000 {
		return errors.New("loadtest live: at most 5000 streams per scenario and 1000 posts per game")
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	// A table's streams all come from its one viewer device here, where a
	// real table has a phone each, and every stream from this machine's
	// one address: the server lets that device and address hold them all.
	srv, err := startLoadServer(ctx, stderr, "", "SCHREIBER_STREAMS_PER_DEVICE=-1", "SCHREIBER_STREAMS_PER_ADDRESS=-1",
		"SCHREIBER_STREAMS_MAX=10000")
	if err != nil {
		return err
	}
	defer srv.stop()
	fmt.Fprintf(stdout, "server %s (pid %d), memory at start: %s\n", srv.url, srv.cmd.Process.Pid, srv.memory())
	if *one > 0 {
		if err := scenario(ctx, stdout, srv, fmt.Sprintf("%d streams on one game", *one), 1, *one, *posts, *every); err != nil {
			return err
		}
	}
	if *games > 0 {
		if err := scenario(ctx, stdout, srv, fmt.Sprintf("%d games with %d streams each", *games, *perGame), *games, *perGame, *posts, *every); err != nil {
			return err
		}
	}
	return nil
}

// loadServer is the server under test, a child process of this one.
type loadServer struct {
	cmd  *exec.Cmd
	url  string
	dir  string
	done chan struct{}
}

// startLoadServer starts the server under test on the database (a
// postgres:// URL), or on a SQLite file of its own when it is "".
func startLoadServer(ctx context.Context, stderr io.Writer, database string, env ...string) (*loadServer, error) {
	// Every table of the load starts its group from this one machine.
	return startChild(ctx, stderr, env, database, "serve", "-groups-per-device", "-1", "-groups-per-address", "-1", "-groups-in-all", "-1")
}

// startChild runs this program with the arguments (a command that serves)
// on a loopback port and the database (a postgres:// URL), or when it is ""
// a SQLite file in a new temporary directory, with env added to this
// program's environment, and waits for it to say where it serves.
func startChild(ctx context.Context, stderr io.Writer, env []string, database string, args ...string) (*loadServer, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "schreiber-loadtest-")
	if err != nil {
		return nil, err
	}
	if database == "" {
		database = filepath.Join(dir, "load.db")
	}
	cmd := exec.CommandContext(ctx, exe, append(args, "-addr", "127.0.0.1:0", "-db", database)...)
	cmd.Env = append(append(os.Environ(), "SCHREIBER_SESSION_KEY="+strings.Repeat("l", 32)), env...)
	logs, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s := &loadServer{cmd: cmd, dir: dir, done: make(chan struct{})}
	found := make(chan string, 1)
	go func() {
		defer close(s.done)
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			line := sc.Text()
			if strings.Contains(line, "level=ERROR") {
				fmt.Fprintln(stderr, "server:", line)
			}
			if i := strings.Index(line, "url=http://"); i >= 0 && strings.Contains(line, "serving") {
				select {
				case found <- strings.Fields(line[i+len("url="):])[0]:
				default:
				}
			}
		}
	}()
	select {
	case s.url = <-found:
		return s, nil
	case <-time.After(30 * time.Second):
	case <-ctx.Done():
	}
	s.stop()
	return nil, errors.New("loadtest: the server did not start")
}

func (s *loadServer) stop() {
	s.cmd.Process.Signal(os.Interrupt)
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
	}
	s.cmd.Wait()
	os.RemoveAll(s.dir)
}

// memory reads the server's resident memory and its peak from /proc.
func (s *loadServer) memory() string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return "unknown (no /proc)"
	}
	field := func(name string) string {
		m := regexp.MustCompile(`(?m)^` + name + `:\s+(\d+) kB`).FindSubmatch(b)
		if m == nil {
			return "?"
		}
		kb, _ := strconv.Atoi(string(m[1]))
		return fmt.Sprintf("%.1f MiB", float64(kb)/1024)
	}
	return "resident " + field("VmRSS") + ", peak " + field("VmHWM")
}

// loadPhone is a client with its own cookies.
type loadPhone struct {
	base   string
	client *http.Client
	csrf   string
}

var loadCSRFField = regexp.MustCompile(`name="_csrf" value="([^"]+)"`)

func newLoadPhone(base string) (*loadPhone, error) {
	jar, _ := cookiejar.New(nil)
	p := &loadPhone{base: base, client: &http.Client{Jar: jar, Timeout: time.Minute,
		Transport:     &http.Transport{MaxIdleConnsPerHost: 64},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	body, err := p.get("/")
	if err != nil {
		return nil, err
	}
	m := loadCSRFField.FindStringSubmatch(body)
	if m == nil {
		return nil, errors.New("loadtest: no CSRF field on the start page")
	}
	p.csrf = m[1]
	return p, nil
}

func (p *loadPhone) get(path string) (string, error) {
	res, err := p.client.Get(p.base + path)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("GET %s: %d", path, res.StatusCode)
	}
	return string(b), err
}

// post sends a form and returns where its answer redirects.
func (p *loadPhone) post(path string, form url.Values) (string, error) {
	form.Set("_csrf", p.csrf)
	res, err := p.client.PostForm(p.base+path, form)
	if err != nil {
		return "", err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		return "", fmt.Errorf("POST %s: %d", path, res.StatusCode)
	}
	return res.Header.Get("Location"), nil
}

var (
	loadPlayerBox    = regexp.MustCompile(`name="player" value="([^"]+)"`)
	loadViewerMarker = regexp.MustCompile(`data-testid="invite-viewer"`)
	loadJoinLink     = regexp.MustCompile(`value="(http://[^"]+/join/[^"]+)"`)
)

// newLoadGame makes a group with three players, an evening and a game of
// Danish Agurk, and joins a viewer device to the group.
func newLoadGame(scorer *loadPhone, i int) (game string, viewer *loadPhone, err error) {
	group, err := scorer.post("/groups", url.Values{"name": {fmt.Sprintf("Tisch %d", i)}, "players": {"Anna\nBo\nCai"}})
	if err != nil {
		return "", nil, err
	}
	evening, err := scorer.post(group+"/evenings", url.Values{"held_on": {"2026-11-20"}})
	if err != nil {
		return "", nil, err
	}
	page, err := scorer.get(evening + "/games/new?kind=gurke")
	if err != nil {
		return "", nil, err
	}
	form := url.Values{"kind": {"gurke"}, "preset": {"danish"}}
	for n, m := range loadPlayerBox.FindAllStringSubmatch(page, -1) {
		form.Add("player", m[1])
		form.Set("pos-"+m[1], strconv.Itoa(n+1))
		if n == 0 {
			form.Set("first_dealer", m[1])
		}
	}
	if game, err = scorer.post(evening+"/games", form); err != nil {
		return "", nil, err
	}
	page, err = scorer.get(group)
	if err != nil {
		return "", nil, err
	}
	at := loadViewerMarker.FindStringIndex(page)
	if at == nil {
		return "", nil, errors.New("loadtest: no viewer link on the group page")
	}
	m := loadJoinLink.FindStringSubmatch(page[max(0, at[0]-400):at[1]])
	if m == nil {
		return "", nil, errors.New("loadtest: cannot read the viewer link")
	}
	if viewer, err = newLoadPhone(scorer.base); err != nil {
		return "", nil, err
	}
	link, _ := url.Parse(m[1])
	if _, err := viewer.post(link.Path, url.Values{}); err != nil {
		return "", nil, err
	}
	return game, viewer, nil
}

// gameLoad follows the streams of one game: for every log position, how
// many streams have reached it and when the last one did.
type gameLoad struct {
	mu      sync.Mutex
	streams int
	reached []int
	last    []time.Time
	done    []chan struct{}
}

func newGameLoad(streams, posts int) *gameLoad {
	g := &gameLoad{streams: streams, reached: make([]int, posts+1), last: make([]time.Time, posts+1), done: make([]chan struct{}, posts+1)}
	for i := range g.done {
		g.done[i] = make(chan struct{})
	}
	return g
}

// got records that a stream moved from log position prev to id: a stream
// that was sent only the newest of several boards has seen them all.
func (g *gameLoad) got(prev, id int, at time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for s := prev + 1; s <= id && s < len(g.reached); s++ {
		g.reached[s]++
		if g.reached[s] == g.streams {
			g.last[s] = at
			close(g.done[s])
		}
	}
}

// follow reads one stream until ctx ends, reporting each event's id.
func follow(ctx context.Context, p *loadPhone, game string, g *gameLoad, opened *sync.WaitGroup) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, p.base+game+"/events?after=0", nil)
	res, err := p.client.Do(req)
	opened.Done()
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("stream: %d", res.StatusCode)
	}
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	seen := 0
	for sc.Scan() {
		if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
			n, _ := strconv.Atoi(id)
			if n > seen {
				g.got(seen, n, time.Now())
				seen = n
			}
		}
	}
	return nil
}

// scenario opens streams on new games, posts entries to every game, one
// every so often, the games' posts spread evenly over that time, and
// prints the time from each POST being sent to its change reaching the
// game's last stream. The POST's commit lies between its sending and its
// answer, so this is an upper bound of the time from the commit.
func scenario(ctx context.Context, stdout io.Writer, srv *loadServer, name string, games, perGame, posts int, every time.Duration) error {
	scorer, err := newLoadPhone(srv.url)
	if err != nil {
		return err
	}
	type table struct {
		game   string
		viewer *loadPhone
		load   *gameLoad
	}
	tables := make([]table, games)
	for i := range tables {
		game, viewer, err := newLoadGame(scorer, i)
		if err != nil {
			return err
		}
		tables[i] = table{game: game, viewer: viewer, load: newGameLoad(perGame, posts)}
	}
	streams, stop := context.WithCancel(ctx)
	var opened, running sync.WaitGroup
	for _, t := range tables {
		for range perGame {
			opened.Add(1)
			running.Add(1)
			go func() {
				defer running.Done()
				follow(streams, t.viewer, t.game, t.load, &opened)
			}()
		}
	}
	opened.Wait()
	// Every stream has its headers; give the server a moment to register
	// the last of them before the first post.
	time.Sleep(500 * time.Millisecond)
	fmt.Fprintf(stdout, "\n%s: %d streams open, server memory: %s\n", name, games*perGame, srv.memory())

	var mu sync.Mutex
	var delivered, answered []time.Duration
	var firstErr error
	var posting sync.WaitGroup
	began := time.Now()
	for i, t := range tables {
		posting.Add(1)
		go func() {
			defer posting.Done()
			next := began.Add(every * time.Duration(i) / time.Duration(games))
			for seq := 1; seq <= posts; seq++ {
				time.Sleep(time.Until(next))
				next = next.Add(every)
				form := url.Values{"after": {strconv.Itoa(seq - 1)}}
				path := t.game + "/undo"
				if seq%2 == 1 {
					path = t.game + "/entries"
					form.Set("mode", "quick")
					form.Set("loser", strconv.Itoa(seq%3))
					form.Set("card", "2")
					form.Set("nonce", db.NewID())
				}
				sent := time.Now()
				_, err := scorer.post(path, form)
				back := time.Now()
				if err == nil {
					select {
					case <-t.load.done[seq]:
					case <-ctx.Done():
						err = fmt.Errorf("%s: change %d did not reach every stream", t.game, seq)
					}
				}
				mu.Lock()
				if err != nil {
					firstErr = cmpErr(firstErr, err)
					mu.Unlock()
					return
				}
				t.load.mu.Lock()
				last := t.load.last[seq]
				t.load.mu.Unlock()
				delivered = append(delivered, last.Sub(sent))
				answered = append(answered, back.Sub(sent))
				mu.Unlock()
			}
		}()
	}
	posting.Wait()
	took := time.Since(began)
	withStreams := srv.memory()
	stop()
	running.Wait()
	if firstErr != nil {
		return firstErr
	}
	fmt.Fprintf(stdout, "%d posts in %s; from a POST being sent to the last of its game's %d streams receiving the change:\n",
		len(delivered), took.Round(time.Millisecond), perGame)
	fmt.Fprintf(stdout, "  p50 %s  p99 %s  max %s\n", pct(delivered, 50), pct(delivered, 99), pct(delivered, 100))
	fmt.Fprintf(stdout, "the POST itself answered in p50 %s  p99 %s\n", pct(answered, 50), pct(answered, 99))
	fmt.Fprintf(stdout, "server memory with the streams open after posting: %s\n", withStreams)
	time.Sleep(time.Second)
	fmt.Fprintf(stdout, "server memory a second after the streams closed: %s\n", srv.memory())
	return nil
}

func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// pct is the p-th percentile of the durations, to the tenth of a
// millisecond.
func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	return s[min(max(i-1, 0), len(s)-1)].Round(100 * time.Microsecond)
}
