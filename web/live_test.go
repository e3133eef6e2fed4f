package web

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/scoringtest"
)

// newLiveApp is newTestApp with the live table's settings, the server
// itself for looking into its hub, and the HTTP server's timeouts set as
// given (cmd/schreiber sets 30 s).
func newLiveApp(t testing.TB, live LiveConfig, timeout time.Duration) (*testApp, *Server) {
	t.Helper()
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "live.db"))
	if err != nil {
		t.Fatal(err)
	}
	s, e, err := newServer(store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Live: live, Groups: manyGroups})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(e)
	if timeout > 0 {
		srv.Config.ReadTimeout, srv.Config.WriteTimeout = timeout, timeout
	}
	srv.Start()
	t.Cleanup(func() { srv.Close(); store.Close() })
	tt, _ := t.(*testing.T)
	return &testApp{t: tt, srv: srv, store: store}, s
}

// sseItem is one thing a stream sent: an event, or a comment line.
type sseItem struct {
	comment bool
	id      int
	event   string
	data    string
}

// stream is an open event stream of a game, read in the background.
type stream struct {
	status int
	header http.Header
	items  chan sseItem // closed when the stream ends
	cancel context.CancelFunc
}

// openStream opens the game's event stream as the device, from log
// position after, with a Last-Event-ID header if lastID is not empty.
func openStream(t testing.TB, d *device, game string, after int, lastID string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, d.app.srv.URL+game+"/events?after="+strconv.Itoa(after), nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	res, err := d.client.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	s := &stream{status: res.StatusCode, header: res.Header, items: make(chan sseItem, 64), cancel: cancel}
	t.Cleanup(cancel)
	go func() {
		defer close(s.items)
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		var it sseItem
		var data []string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if it.comment || it.event != "" {
					it.data = strings.Join(data, "\n")
					s.items <- it
				}
				it, data = sseItem{}, nil
			case strings.HasPrefix(line, ":"):
				it.comment = true
			case strings.HasPrefix(line, "id: "):
				it.id, _ = strconv.Atoi(strings.TrimPrefix(line, "id: "))
			case strings.HasPrefix(line, "event: "):
				it.event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data = append(data, strings.TrimPrefix(line, "data: "))
			}
		}
	}()
	return s
}

// next returns the stream's next event, skipping comments unless asked
// for them; it fails the test after a few seconds without one.
func (s *stream) next(t testing.TB, comments bool) sseItem {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case it, ok := <-s.items:
			if !ok {
				t.Fatal("the stream ended")
			}
			if it.comment && !comments {
				continue
			}
			return it
		case <-deadline:
			t.Fatal("no event within 5 s")
		}
	}
}

// ended waits for the stream to end, failing the test if it does not.
func (s *stream) ended(t testing.TB) []sseItem {
	t.Helper()
	var got []sseItem
	deadline := time.After(5 * time.Second)
	for {
		select {
		case it, ok := <-s.items:
			if !ok {
				return got
			}
			got = append(got, it)
		case <-deadline:
			t.Fatal("the stream did not end within 5 s")
		}
	}
}

// boardSeq parses an event's board and returns its log position and status
// strip.
func boardSeq(t testing.TB, it sseItem) (int, *html.Node) {
	t.Helper()
	if it.event != "board" {
		t.Fatalf("event %q, want board", it.event)
	}
	doc, err := html.Parse(strings.NewReader(it.data))
	if err != nil {
		t.Fatal(err)
	}
	boards := findAll(doc, func(n *html.Node) bool { return attr(n, "id") == "board" })
	if len(boards) != 1 {
		t.Fatalf("%d boards in the event", len(boards))
	}
	seq, _ := strconv.Atoi(attr(boards[0], "data-seq"))
	if seq != it.id {
		t.Errorf("board at %d in event %d", seq, it.id)
	}
	return seq, doc
}

// viewerOf joins a second device to the game's group through the viewer's
// link.
func viewerOf(t testing.TB, scorer *device, group string) *device {
	t.Helper()
	v := scorer.app.device(t)
	link := inputValue(scorer.get(group).doc, "invite-viewer")
	if link == "" {
		link = attr(byTestID(scorer.get(group).doc, "invite-viewer")[0], "value")
	}
	path := strings.TrimPrefix(link, scorer.app.srv.URL)
	location(t, v.post(path, url.Values{}))
	return v
}

func TestEventStreamSendsABoardForEveryAppend(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	v := viewerOf(t, d, group)
	s := openStream(t, v, game, 0, "")
	if s.status != http.StatusOK {
		t.Fatalf("status %d", s.status)
	}
	for h, want := range map[string]string{"Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache",
		"X-Accel-Buffering": "no", "X-Content-Type-Options": "nosniff"} {
		if got := s.header.Get(h); got != want {
			t.Errorf("%s: %q, want %q", h, got, want)
		}
	}
	// An entry, an undo, the entry again and a correction of it: one board
	// each, at the log position the append reached.
	location(t, quick(d, game, 0, "K"))
	it := s.next(t, false)
	if seq, doc := boardSeq(t, it); seq != 1 || !strings.Contains(text(byTestID(doc, "status-last")[0]), "Anna") {
		t.Errorf("after the deal: board %d, status %q", seq, texts(byTestID(doc, "status-last")))
	}
	location(t, d.post(game+"/undo", url.Values{"after": {"1"}}))
	if seq, doc := boardSeq(t, s.next(t, false)); seq != 2 || len(byTestID(doc, "dealer")) != 1 {
		t.Errorf("after the undo: board %d, dealer %q", seq, texts(byTestID(doc, "dealer")))
	}
	location(t, quick(d, game, 1, "5"))
	if seq, _ := boardSeq(t, s.next(t, false)); seq != 3 {
		t.Errorf("after the second deal: board %d", seq)
	}
	log, _ := app.store.Log(context.Background(), game[strings.LastIndex(game, "/")+1:])
	location(t, d.post(game+"/entries/"+log[2].ID, url.Values{"mode": {"quick"}, "loser": {"2"}, "card": {"5"}, "after": {"3"}}))
	seq, doc := boardSeq(t, s.next(t, false))
	if seq != 4 || !strings.Contains(texts(byTestID(doc, "score"))[2], "5") {
		t.Errorf("after the correction: board %d, scores %q", seq, texts(byTestID(doc, "score")))
	}
	// A viewer's board polls as the fallback; the scorer's does not.
	if b := findAll(doc, func(n *html.Node) bool { return attr(n, "id") == "board" })[0]; attr(b, "hx-trigger") != "every 15s" {
		t.Errorf("a viewer's board does not poll: %q", attr(b, "hx-trigger"))
	}
	sc := openStream(t, d, game, 0, "")
	_, doc = boardSeq(t, sc.next(t, false))
	if b := findAll(doc, func(n *html.Node) bool { return attr(n, "id") == "board" })[0]; attr(b, "hx-trigger") != "" {
		t.Errorf("a scorer's board polls: %q", attr(b, "hx-trigger"))
	}
}

func TestEventStreamCatchesUpFromALogPosition(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{Heartbeat: 50 * time.Millisecond}, 0)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	for i := range 3 {
		location(t, quick(d, game, i, "7"))
	}
	for _, c := range []struct {
		after  int
		lastID string
		want   int // the first event's id; 0 for a heartbeat first
	}{
		{0, "", 3}, {1, "", 3}, {3, "", 0}, {0, "3", 0}, {0, "2", 3}, {3, "1", 0}, {5, "", 0},
	} {
		s := openStream(t, d, game, c.after, c.lastID)
		it := s.next(t, true)
		switch {
		case c.want == 0 && !it.comment:
			t.Errorf("after=%d Last-Event-ID=%q: event %d %q, want only a heartbeat", c.after, c.lastID, it.id, it.event)
		case c.want > 0 && (it.comment || it.id != c.want):
			t.Errorf("after=%d Last-Event-ID=%q: %+v, want board %d at once", c.after, c.lastID, it, c.want)
		}
		s.cancel()
	}
	// A stream that is up to date gets the next append.
	s := openStream(t, d, game, 3, "")
	location(t, quick(d, game, 0, "8"))
	if seq, _ := boardSeq(t, s.next(t, false)); seq != 4 {
		t.Errorf("next board %d, want 4", seq)
	}
}

func TestEventStreamOutlivesTheServerTimeouts(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{Heartbeat: 100 * time.Millisecond}, 300*time.Millisecond)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	s := openStream(t, d, game, 0, "")
	time.Sleep(900 * time.Millisecond)
	location(t, quick(d, game, 0, "9"))
	if seq, _ := boardSeq(t, s.next(t, false)); seq != 1 {
		t.Errorf("board %d after the timeouts passed", seq)
	}
}

func TestEventStreamIsForMembersOnly(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	stranger := app.device(t)
	stranger.get("/")
	if s := openStream(t, stranger, game, 0, ""); s.status != http.StatusNotFound {
		t.Errorf("a stranger's stream: %d", s.status)
	}
	if s := openStream(t, d, group+"/games/nosuchgame", 0, ""); s.status != http.StatusNotFound {
		t.Errorf("a missing game's stream: %d", s.status)
	}
}

// TestClosedStreamsLeaveNothingBehind opens many streams, sends them a
// board, closes them, and wants the hub empty and the goroutines and the
// heap back where they started.
func TestClosedStreamsLeaveNothingBehind(t *testing.T) {
	// Every phone of the test shares one address; its limit is not what
	// this test is about.
	app, srv := newLiveApp(t, LiveConfig{StreamsPerAddress: -1}, 0)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	d.get(game)
	d.client.CloseIdleConnections()
	settle := func() (int, int64) { return runtime.NumGoroutine(), scoringtest.LiveHeap() }
	// Two hundred streams from fifty phones, each holding as many as a
	// device may.
	group := game[:strings.Index(game, "/games/")]
	phones := make([]*device, 200/streamsPerDevice)
	for i := range phones {
		phones[i] = viewerOf(t, d, group)
		phones[i].client.CloseIdleConnections()
	}
	d.client.CloseIdleConnections()
	goroutines, heap := settle()
	for round := range 2 {
		const n = 200
		streams := make([]*stream, n)
		for i := range streams {
			streams[i] = openStream(t, phones[i%len(phones)], game, round, "")
		}
		waitFor(t, "every stream registered", func() bool { _, s := srv.hub.size(); return s == n })
		location(t, quick(d, game, 0, "2"))
		for _, s := range streams {
			if seq, _ := boardSeq(t, s.next(t, false)); seq != round+1 {
				t.Fatalf("board %d", seq)
			}
		}
		for _, s := range streams {
			s.cancel()
			s.ended(t)
		}
		waitFor(t, "the hub empty", func() bool { g, s := srv.hub.size(); return g == 0 && s == 0 })
	}
	d.client.CloseIdleConnections()
	for _, p := range phones {
		p.client.CloseIdleConnections()
	}
	waitFor(t, "the goroutines back", func() bool { n, _ := settle(); return n <= goroutines })
	if _, after := settle(); after > heap+2<<20 {
		t.Errorf("heap %d KiB after the streams closed, %d KiB before", after>>10, heap>>10)
	}
}

// TestADeviceHoldsAFewStreams: a phone that opens more streams than a
// device may hold (pages it never closed) has its oldest ended with a word
// that tells the page not to ask again until it is shown; the newest go on.
func TestADeviceHoldsAFewStreams(t *testing.T) {
	t.Parallel()
	app, srv := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	other := viewerOf(t, d, group)
	theirs := openStream(t, other, game, 0, "")
	var streams []*stream
	for i := 0; i < streamsPerDevice+2; i++ {
		streams = append(streams, openStream(t, d, game, 0, ""))
		waitFor(t, "the stream registered", func() bool { _, n := srv.hub.size(); return n == 1+min(i+1, streamsPerDevice) })
	}
	for i, s := range streams[:2] {
		got := s.ended(t)
		if len(got) == 0 || got[len(got)-1].event != "ended" {
			t.Fatalf("oldest stream %d ended with %+v, want the event ended", i, got)
		}
	}
	location(t, quick(d, game, 0, "2"))
	for _, s := range append(streams[2:], theirs) {
		if seq, _ := boardSeq(t, s.next(t, false)); seq != 1 {
			t.Fatalf("board %d, want 1", seq)
		}
	}
	if _, n := srv.hub.size(); n != streamsPerDevice+1 {
		t.Fatalf("%d streams open, want %d", n, streamsPerDevice+1)
	}
}

// waitFor polls cond until it holds, failing the test after 5 s.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 5 s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestStalePanelSaysWhyItChanged(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "K"))
	p := d.get(game + "/panel?stale=1")
	if p.status != http.StatusOK || len(byTestID(p.doc, "notice")) != 1 || inputValue(p.doc, "after") != "1" {
		t.Fatalf("stale panel: %d, notice %q, after %q", p.status, texts(byTestID(p.doc, "notice")), inputValue(p.doc, "after"))
	}
	if p := d.get(game + "/panel"); len(byTestID(p.doc, "notice")) != 0 {
		t.Error("a panel asked for without reason gives one")
	}
}

func TestSSEMessageKeepsEveryLineInData(t *testing.T) {
	t.Parallel()
	got := string(sseMessage(7, "board", "a\nb\r\nc\rd"))
	want := "id: 7\nevent: board\ndata: a\ndata: b\ndata: c\ndata: d\n\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestEveryAppendPublishes keeps the rule that the live pages hear of every
// change: outside appendEntry, no handler appends to a log by itself.
func TestEveryAppendPublishes(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n := strings.Count(string(b), "s.store.Append(")
		if f == "events.go" {
			n--
		}
		if n != 0 {
			t.Errorf("%s appends to a log without s.appendEntry, so open pages would miss the change", f)
		}
	}
}
