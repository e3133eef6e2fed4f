package web

import (
	"fmt"
	"net/http"
	"testing"
	"time"
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
	t.Parallel()
	for _, c := range []struct {
		name string
		cfg  LiveConfig
		want streamLimits
	}{
		{"defaults, open files unknown", LiveConfig{}, streamLimits{perDevice: 4, perAddress: 64, total: 2048}},
		{"many open files", LiveConfig{OpenFiles: 1 << 20}, streamLimits{4, 64, 2048}},
		{"open files below the default", LiveConfig{OpenFiles: 2048}, streamLimits{4, 64, 2048 - 256}},
		{"a small limit keeps half for the rest", LiveConfig{OpenFiles: 256}, streamLimits{4, 64, 128}},
		{"a configured maximum", LiveConfig{MaxStreams: 10000, OpenFiles: 20000}, streamLimits{4, 64, 10000}},
		{"a maximum past the open files", LiveConfig{MaxStreams: 100000, OpenFiles: 20000}, streamLimits{4, 64, 20000 - 256}},
		{"a negative maximum is the default", LiveConfig{MaxStreams: -1}, streamLimits{4, 64, 2048}},
		{"no limit per device or address", LiveConfig{StreamsPerDevice: -1, StreamsPerAddress: -1}, streamLimits{0, 0, 2048}},
		{"set per device and address", LiveConfig{StreamsPerDevice: 2, StreamsPerAddress: 10}, streamLimits{2, 10, 2048}},
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
	t.Parallel()
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
// oldest stream of the holder over its share ends, whatever its game: here
// a tablet without a limit of its own holds them all.
func TestHubEndsTheOldestStreamsPastTheTotal(t *testing.T) {
	t.Parallel()
	h := newHub(streamLimits{perAddress: 64, total: 5})
	var ls []*listener
	var games []string
	open := func(game, device, address string) {
		ls, games = append(ls, h.subscribe(game, "grp", device, address)), append(games, game)
	}
	for i := range 8 {
		open(fmt.Sprintf("game%d", i%3), "tablet", fmt.Sprintf("192.0.2.%d", i))
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
	if !h.held.empty() {
		t.Errorf("held streams left: %+v", h.held)
	}
}

// empty reports whether nothing is held, in no list and no bucket.
func (held *heldStreams) empty() bool {
	if held.all.n != 0 || held.all.oldest != nil || held.all.newest != nil {
		return false
	}
	for k := range holderKinds {
		if len(held.holders[k]) != 0 || len(held.counts[k]) != 0 || held.top[k] != 0 {
			return false
		}
	}
	return true
}

// TestHubCountsAnEndedStreamOnce: a stream ended by one limit counts no
// more against the others, so that a later one ends a stream still held
// rather than one already ended.
func TestHubCountsAnEndedStreamOnce(t *testing.T) {
	t.Parallel()
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
	// Four held, none over its share: the newcomer's own device gives
	// way, not a stream that was there, and not one already ended.
	e := h.subscribe("g", "grp", "e", "192.0.2.3")
	if got := endedOf([]*listener{a1, a2, b, c, d, e}); !equalInts(got, []int{0, 1, 5}) {
		t.Fatalf("ended %v, want the newcomer", got)
	}
	if n := h.streams(); n != 3 {
		t.Errorf("%d held, want 3", n)
	}
}

// TestHubLimitsAreOffWhenZero: no limit holds no list, and ends nothing.
func TestHubLimitsAreOffWhenZero(t *testing.T) {
	t.Parallel()
	h := newHub(streamLimits{})
	var ls []*listener
	for range 100 {
		ls = append(ls, h.subscribe("g", "grp", "dev", "192.0.2.1"))
	}
	if got := endedOf(ls); len(got) != 0 {
		t.Errorf("ended %v without limits", got)
	}
	for k, holders := range h.held.holders {
		if len(holders) != 0 {
			t.Errorf("lists of kind %d kept without limits", k)
		}
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
	t.Parallel()
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

// TestHubEndsWhoeverHoldsTheMostPastTheTotal: with the total reached, the
// streams that end are those of the largest holder, never a phone's one:
// 20 phones of a table watch while a client opens 5,000 streams from as
// many made-up addresses and devices, in its own group, in groups of its
// own, or spread over the /64s of one IPv6 /48.
func TestHubEndsWhoeverHoldsTheMostPastTheTotal(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		stream  func(i int) (group, device, address string)
		endsOwn bool // the attacker's newest stream ends, as no holder holds more
		held    int  // the most they can hold
	}{
		{"in one group", func(i int) (string, string, string) {
			return "theirs", fmt.Sprint("d", i), fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255)
		}, false, 5000},
		{"a group, device and network each", func(i int) (string, string, string) {
			return fmt.Sprint("g", i), fmt.Sprint("d", i), fmt.Sprintf("10.%d.%d.1", i>>8&255, i&255)
		}, true, 5000},
		{"a group and device each, behind one address", func(i int) (string, string, string) {
			return fmt.Sprint("g", i), fmt.Sprint("d", i), "203.0.113.9"
		}, false, 64},
		{"the /64s of one /48", func(i int) (string, string, string) {
			return fmt.Sprint("g", i), fmt.Sprint("d", i), addressKey(fmt.Sprintf("2001:db8:7:%x::1", i))
		}, false, 5000},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHub(streamLimits{perDevice: 4, perAddress: 64, total: defaultMaxStreams})
			var phones []*listener
			for i := range 20 {
				phones = append(phones, h.subscribe("table", fmt.Sprint("group", i%5), fmt.Sprint("phone", i), fmt.Sprintf("198.51.%d.%d", i, i)))
			}
			var theirs []*listener
			for i := range 5000 {
				g, d, a := c.stream(i)
				theirs = append(theirs, h.subscribe("game"+g, g, d, a))
			}
			if got := endedOf(phones); len(got) != 0 {
				t.Fatalf("phones %v ended", got)
			}
			if n := h.streams(); n != min(defaultMaxStreams, 20+c.held) {
				t.Errorf("%d streams held, want %d", n, min(defaultMaxStreams, 20+c.held))
			}
			last := theirs[len(theirs)-1]
			if isEnded(last) != c.endsOwn {
				t.Errorf("their newest ended: %v, want %v", isEnded(last), c.endsOwn)
			}
			if isEnded(theirs[0]) == c.endsOwn {
				t.Errorf("their first stream ended: %v, want %v", isEnded(theirs[0]), !c.endsOwn)
			}
			// A phone that comes back (a reload) gets its stream.
			back := h.subscribe("table", "group0", "phone0", "198.51.0.0")
			if isEnded(back) {
				t.Error("a phone back from sleep lost its new stream")
			}
			for i, l := range phones {
				if i != 0 {
					h.unsubscribe("table", l)
				}
			}
			h.unsubscribe("table", phones[0])
			h.unsubscribe("table", back)
			for i, l := range theirs {
				g, _, _ := c.stream(i)
				h.unsubscribe("game"+g, l)
			}
			if !h.held.empty() || h.streams() != 0 {
				t.Errorf("left after every stream closed: %d", h.streams())
			}
		})
	}
}

// TestHubFindsTheLargestHolderCheaply: opening a stream past the total
// costs about as much with 50,000 held as with 500, since the largest
// holder is kept, not searched.
func TestHubFindsTheLargestHolderCheaply(t *testing.T) {
	per := func(total int) time.Duration {
		h := newHub(streamLimits{perDevice: 4, perAddress: 64, total: total})
		for i := range total {
			h.subscribe("g", fmt.Sprint("grp", i%7), fmt.Sprint("d", i), fmt.Sprintf("10.0.%d.%d", i>>8&255, i&255))
		}
		start := time.Now()
		for i := range 20000 {
			h.subscribe("g", fmt.Sprint("grp", i%7), fmt.Sprint("e", i), fmt.Sprintf("10.1.%d.%d", i>>8&255, i&255))
		}
		return time.Since(start) / 20000
	}
	small, large := per(500), per(50000)
	if large > 10*small+20*time.Microsecond {
		t.Errorf("a stream past the total costs %v with 50,000 held, %v with 500", large, small)
	}
}
