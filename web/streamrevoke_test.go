package web

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"schreiber/db"
)

// gatedStore holds the first few readings of a game, once armed, until
// the gate opens: the streams that read their game then stand between the
// member check and whatever the handler does next.
type gatedStore struct {
	Store
	armed atomic.Bool
	held  atomic.Int32
	most  int32
	gate  chan struct{}
}

func (g *gatedStore) Game(ctx context.Context, groupID, id string) (db.Game, error) {
	if g.armed.Load() && g.held.Add(1) <= g.most {
		<-g.gate
	}
	return g.Store.Game(ctx, groupID, id)
}

// streamEnd is how an opened stream went: its status, and for a stream
// that was served, the last event it sent and whether it ended at all.
type streamEnd struct {
	status int
	last   string
	ended  bool
	err    error
}

// TestARevokeEndsEveryOpeningStream: a device opens 1,000 streams of a
// game at once, fifty of them held between the member check and the
// stream, and a scorer revokes it in the middle. Every stream that was
// served ends with "gone", every later one is refused, and none is left
// open in the hub.
func TestARevokeEndsEveryOpeningStream(t *testing.T) {
	t.Parallel()
	const streams, workers, gated = 1000, 100, 50
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "revoke.db"))
	if err != nil {
		t.Fatal(err)
	}
	gs := &gatedStore{Store: store, most: gated, gate: make(chan struct{})}
	// The limits per device and address would end the streams by
	// themselves; the revoke has to.
	s, e, err := newServer(gs, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Live: LiveConfig{StreamsPerDevice: -1, StreamsPerAddress: -1, MaxStreams: 2 * streams}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	app := &testApp{t: t, srv: srv, store: store}
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "K"))
	v := viewerOf(t, d, group)
	target := ""
	for _, dev := range byTestID(d.get(group).doc, "device") {
		if len(byTestID(dev, "revoke")) == 1 {
			target = inputValue(dev, "device")
		}
	}
	if target == "" {
		t.Fatal("no device to remove on the group page")
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client := &http.Client{Jar: v.client.Jar, Transport: &http.Transport{MaxIdleConnsPerHost: workers}}
	defer client.CloseIdleConnections()
	var served atomic.Int32
	var readers sync.WaitGroup
	ends := make([]streamEnd, streams)
	// open opens one stream and leaves a goroutine to read it to its end.
	open := func(i int) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+game+"/events?after=0", nil)
		res, err := client.Do(req)
		if err != nil {
			ends[i].err = err
			return
		}
		ends[i].status = res.StatusCode
		if res.StatusCode != http.StatusOK {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			return
		}
		served.Add(1)
		readers.Go(func() {
			defer res.Body.Close()
			sc := bufio.NewScanner(res.Body)
			sc.Buffer(make([]byte, 64<<10), 1<<20)
			for sc.Scan() {
				if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
					ends[i].last = name
				}
			}
			ends[i].ended = sc.Err() == nil
		})
	}
	gs.armed.Store(true)
	gateOnce := sync.OnceFunc(func() { close(gs.gate) })
	t.Cleanup(gateOnce) // before the server closes, which waits for its handlers
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < streams; i += workers {
				open(i)
			}
		})
	}
	waitFor(t, "streams held at the gate and others served", func() bool {
		return gs.held.Load() >= gated && served.Load() >= streams/4
	})
	location(t, d.post(group+"/devices/revoke", url.Values{"device": {target}}))
	gateOnce()

	done := make(chan struct{})
	go func() { wg.Wait(); readers.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cancel() // every stream still open ends here, and is counted below
		<-done
	}
	counts := map[string]int{}
	for i, end := range ends {
		switch {
		case end.err != nil:
			t.Fatalf("stream %d: %v", i, end.err)
		case end.status == http.StatusForbidden:
			counts["refused"]++
		case end.status != http.StatusOK:
			t.Errorf("stream %d: status %d", i, end.status)
		case !end.ended || end.last != "gone":
			counts["alive"]++
		default:
			counts["gone"]++
		}
	}
	t.Logf("%d streams: %d ended with gone, %d refused after the revoke, %d alive; %d held at the gate",
		streams, counts["gone"], counts["refused"], counts["alive"], min(gs.held.Load(), gated))
	if counts["alive"] > 0 {
		t.Errorf("%d streams outlived the revoke", counts["alive"])
	}
	if counts["gone"] < gated || counts["refused"] == 0 {
		t.Errorf("the revoke did not fall among the opening streams: %d gone, %d refused", counts["gone"], counts["refused"])
	}
	waitFor(t, "the hub empty", func() bool { g, n := s.hub.size(); return g == 0 && n == 0 && s.hub.streams() == 0 })
}
