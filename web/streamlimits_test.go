package web

import (
	"fmt"
	"net/http"
	"testing"
)

// isEnded reports whether a newer stream took the listener's place.
func isEnded(l *listener) bool {
	select {
	case <-l.ended:
		return true
	default:
		return false
	}
}

// endedOf lists which of the listeners were ended, by index.
func endedOf(ls []*listener) []int {
	var out []int
	for i, l := range ls {
		if isEnded(l) {
			out = append(out, i)
		}
	}
	return out
}

func equalInts(a, b []int) bool {
	return fmt.Sprint(a) == fmt.Sprint(b)
}

func TestStreamLimitsFromTheConfiguration(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  LiveConfig
		want streamLimits
	}{
		{"defaults, open files unknown", LiveConfig{}, streamLimits{perDevice: 4, perAddress: 64, total: 4096}},
		{"many open files", LiveConfig{OpenFiles: 1 << 20}, streamLimits{4, 64, 4096}},
		{"open files below the default", LiveConfig{OpenFiles: 2048}, streamLimits{4, 64, 2048 - 256}},
		{"a small limit keeps half for the rest", LiveConfig{OpenFiles: 256}, streamLimits{4, 64, 128}},
		{"a configured maximum", LiveConfig{MaxStreams: 10000, OpenFiles: 20000}, streamLimits{4, 64, 10000}},
		{"a maximum past the open files", LiveConfig{MaxStreams: 100000, OpenFiles: 20000}, streamLimits{4, 64, 20000 - 256}},
		{"a negative maximum is the default", LiveConfig{MaxStreams: -1}, streamLimits{4, 64, 4096}},
		{"no limit per device or address", LiveConfig{StreamsPerDevice: -1, StreamsPerAddress: -1}, streamLimits{0, 0, 4096}},
		{"set per device and address", LiveConfig{StreamsPerDevice: 2, StreamsPerAddress: 10}, streamLimits{2, 10, 4096}},
	} {
		if got := c.cfg.streamLimits(); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestHubEndsTheOldestStreamsOfAnAddress: many devices behind one address
// hold at most perAddress streams; past it the address's oldest end, and
// another address's streams stay.
func TestHubEndsTheOldestStreamsOfAnAddress(t *testing.T) {
	h := newHub(streamLimits{perDevice: 4, perAddress: 3})
	other := h.subscribe("g1", "grp", "dev-other", "192.0.2.9")
	var ls []*listener
	for i := range 5 {
		ls = append(ls, h.subscribe("g1", "grp", fmt.Sprintf("dev%d", i), "192.0.2.1"))
	}
	if got := endedOf(ls); !equalInts(got, []int{0, 1}) {
		t.Errorf("ended %v, want the two oldest", got)
	}
	if isEnded(other) {
		t.Error("another address's stream ended")
	}
	if n := h.streams(); n != 4 {
		t.Errorf("%d streams held, want 4", n)
	}
	// A stream that closes makes room: the next one ends nothing.
	h.unsubscribe("g1", ls[3])
	ls = append(ls, h.subscribe("g1", "grp", "dev9", "192.0.2.1"))
	if got := endedOf(ls); !equalInts(got, []int{0, 1}) {
		t.Errorf("after one closed, ended %v, want still the two oldest", got)
	}
	// The addresses of one IPv6 /64 count as one.
	h6 := newHub(streamLimits{perAddress: 2})
	var six []*listener
	for _, a := range []string{"2001:db8::1", "2001:db8::2", "2001:db8::ffff:1", "2001:db8:0:1::1"} {
		six = append(six, h6.subscribe("g", "grp", "", addressKey(a)))
	}
	if got := endedOf(six); !equalInts(got, []int{0}) {
		t.Errorf("IPv6: ended %v, want the first of the /64", got)
	}
}

// TestHubEndsTheOldestStreamsPastTheTotal: past the server's total the
// oldest stream of all ends, whatever its address or game.
func TestHubEndsTheOldestStreamsPastTheTotal(t *testing.T) {
	h := newHub(streamLimits{perDevice: 4, perAddress: 64, total: 5})
	var ls []*listener
	var games []string
	open := func(game, device, address string) {
		ls, games = append(ls, h.subscribe(game, "grp", device, address)), append(games, game)
	}
	for i := range 8 {
		open(fmt.Sprintf("game%d", i%3), fmt.Sprintf("dev%d", i), fmt.Sprintf("192.0.2.%d", i))
	}
	if got := endedOf(ls); !equalInts(got, []int{0, 1, 2}) {
		t.Errorf("ended %v, want the three oldest", got)
	}
	if n := h.streams(); n != 5 {
		t.Errorf("%d streams held, want 5", n)
	}
	// Closing one from the middle makes room for one.
	h.unsubscribe(games[4], ls[4])
	open("game0", "dev-new", "198.51.100.1")
	if got := endedOf(ls); !equalInts(got, []int{0, 1, 2}) {
		t.Errorf("after one closed, ended %v", got)
	}
	open("game0", "dev-new2", "198.51.100.2")
	if got := endedOf(ls); !equalInts(got, []int{0, 1, 2, 3}) {
		t.Errorf("one more: ended %v, want the oldest still held too", got)
	}
	// Every stream's goroutine unsubscribes as it finishes: nothing is
	// left behind.
	for i, l := range ls {
		h.unsubscribe(games[i], l)
	}
	if games, streams := h.size(); games != 0 || streams != 0 || h.streams() != 0 {
		t.Errorf("after every stream closed: %d games, %d streams, %d held", games, streams, h.streams())
	}
	if len(h.held.devices) != 0 || len(h.held.addresses) != 0 || h.held.oldest != nil || h.held.newest != nil {
		t.Errorf("held streams left: %d devices, %d addresses", len(h.held.devices), len(h.held.addresses))
	}
}

// TestHubCountsAnEndedStreamOnce: a stream ended by one limit counts no
// more against the others, so that a later one ends a stream still held
// rather than one already ended.
func TestHubCountsAnEndedStreamOnce(t *testing.T) {
	h := newHub(streamLimits{perDevice: 1, perAddress: 2, total: 3})
	a1 := h.subscribe("g", "grp", "a", "192.0.2.1")
	a2 := h.subscribe("g", "grp", "a", "192.0.2.1") // ends a1 (device)
	b := h.subscribe("g", "grp", "b", "192.0.2.1")  // the address holds a2 and b
	c := h.subscribe("g", "grp", "c", "192.0.2.2")
	if got := endedOf([]*listener{a1, a2, b, c}); !equalInts(got, []int{0}) {
		t.Fatalf("ended %v, want only the device's first", got)
	}
	d := h.subscribe("g", "grp", "d", "192.0.2.1") // the address's oldest held is a2
	if got := endedOf([]*listener{a1, a2, b, c, d}); !equalInts(got, []int{0, 1}) {
		t.Fatalf("ended %v, want the address's oldest held", got)
	}
	e := h.subscribe("g", "grp", "e", "192.0.2.3") // four held: the oldest of all held is b
	if got := endedOf([]*listener{a1, a2, b, c, d, e}); !equalInts(got, []int{0, 1, 2}) {
		t.Fatalf("ended %v, want the oldest held of all", got)
	}
	if n := h.streams(); n != 3 {
		t.Errorf("%d held, want 3", n)
	}
}

// TestHubLimitsAreOffWhenZero: no limit holds no list, and ends nothing.
func TestHubLimitsAreOffWhenZero(t *testing.T) {
	h := newHub(streamLimits{})
	var ls []*listener
	for range 100 {
		ls = append(ls, h.subscribe("g", "grp", "dev", "192.0.2.1"))
	}
	if got := endedOf(ls); len(got) != 0 {
		t.Errorf("ended %v without limits", got)
	}
	if len(h.held.devices) != 0 || len(h.held.addresses) != 0 {
		t.Error("lists kept without limits")
	}
}

// forwardedFor sends every request as if a proxy on this machine passed it
// on from the address.
type forwardedFor string

func (a forwardedFor) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.Header.Set("X-Forwarded-For", string(a))
	return http.DefaultTransport.RoundTrip(req)
}

// TestAnAddressHoldsAFewStreams: the streams count against the address
// the joining limit counts (the proxy's X-Forwarded-For from this
// machine): past its limit an address's oldest stream ends with "ended",
// whichever device opened it, and another address's stream goes on.
func TestAnAddressHoldsAFewStreams(t *testing.T) {
	app, srv := newLiveApp(t, LiveConfig{StreamsPerAddress: 2}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	from := func(dev *device, addr string) *device {
		return &device{t: t, app: app, client: &http.Client{Jar: dev.client.Jar, Transport: forwardedFor(addr)}}
	}
	theirs := openStream(t, from(d, "198.51.100.7"), game, 0, "")
	var ours []*stream
	for i := range 3 {
		ours = append(ours, openStream(t, from(viewerOf(t, d, group), "203.0.113.5"), game, 0, ""))
		waitFor(t, "the stream registered", func() bool { return srv.hub.streams() == 1+min(i+1, 2) })
	}
	if got := ours[0].ended(t); len(got) == 0 || got[len(got)-1].event != "ended" {
		t.Fatalf("the address's oldest stream ended with %+v, want the event ended", got)
	}
	location(t, quick(d, game, 0, "2"))
	for _, s := range append(ours[1:], theirs) {
		if seq, _ := boardSeq(t, s.next(t, false)); seq != 1 {
			t.Fatalf("board %d, want 1", seq)
		}
	}
}
