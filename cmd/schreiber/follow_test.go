package main

import (
	"bufio"
	"context"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// sseEvent is one event of a game's stream: its name and data.
type sseEvent struct{ name, data string }

// openEvents opens the game's event stream as the phone, from the page's
// mark, and sends its events on the channel until the stream ends.
func openEvents(t *testing.T, p *phone, game, after string) <-chan sseEvent {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, p.base+game+"/events?after="+after, nil)
	client := &http.Client{Jar: p.client.Jar}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		t.Fatalf("events of %s: status %d", game, res.StatusCode)
	}
	out := make(chan sseEvent, 16)
	go func() {
		defer close(out)
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "" && ev.name != "":
				out <- ev
				ev = sseEvent{}
			case strings.HasPrefix(line, "event: "):
				ev.name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.data += strings.TrimPrefix(line, "data: ") + "\n"
			}
		}
	}()
	return out
}

// nextEvent waits a few seconds for the stream's next event; ok is false
// when the stream ended or nothing came.
func nextEvent(events <-chan sseEvent) (sseEvent, bool) {
	select {
	case ev, ok := <-events:
		return ev, ok
	case <-time.After(5 * time.Second):
		return sseEvent{}, false
	}
}

// TestFollowTheTableAcrossARestart runs the real binary: a follower's phone
// has a game open; the server is killed and started again on the same
// database; the follower's page reopens its stream from the mark it shows,
// the table starts its next game from the evening's page, and the
// follower's stream brings the board that leads to it. A phone that
// opens more streams than a device may hold has its oldest ended, and the
// follower's stream goes on.
func TestFollowTheTableAcrossARestart(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "evening.db")
	srv := start(t, dbPath)
	scorer := newPhone(t, srv)
	group, game := startGurke(t, scorer)
	if a := quickDeal(t, scorer, game, 0, "9"); a.status != http.StatusSeeOther {
		t.Fatalf("first deal: status %d", a.status)
	}
	follower := newPhone(t, srv)
	invite := ""
	for _, n := range byTestID(scorer.get(group).doc, "invite-viewer") {
		invite = attrOf(n, "value")
	}
	u, err := url.Parse(invite)
	if err != nil {
		t.Fatal(err)
	}
	follower.redirected(u.Path, url.Values{})

	srv.stop(syscall.SIGKILL)
	srv = start(t, dbPath)
	scorer.moveTo(srv)
	follower.moveTo(srv)

	page := follower.get(game)
	boards := byTestID(page.doc, "board")
	if page.status != http.StatusOK || len(boards) == 0 {
		t.Fatalf("the follower's game after the restart: status %d", page.status)
	}
	mark := ""
	for _, n := range nodes(page.doc, func(n *html.Node) bool { return attrOf(n, "id") == "board" }) {
		mark = attrOf(n, "data-seq")
	}
	events := openEvents(t, follower, game, mark)

	evening := ""
	for _, n := range nodes(page.doc, func(n *html.Node) bool { return n.Data == "a" && strings.Contains(attrOf(n, "href"), "/e/") }) {
		evening = attrOf(n, "href")
	}
	next := startKind(t, scorer, evening)
	ev, ok := nextEvent(events)
	if !ok || ev.name != "board" || !strings.Contains(ev.data, `href="`+next+`"`) {
		t.Fatalf("after the next game started, the follower's stream sent %q (ok %v), want a board linking %s", ev.name, ok, next)
	}
	if a := follower.get(next + "/table"); a.status != http.StatusOK || len(byTestID(a.doc, "table-view")) == 0 {
		t.Errorf("the next game's table view: status %d", a.status)
	}

	// The scorer's phone opens five streams: the first is ended, with the
	// word that tells its page to wait; the follower's stream stays.
	var mine []<-chan sseEvent
	for range 5 {
		mine = append(mine, openEvents(t, scorer, game, "0"))
		if ev, ok := nextEvent(mine[len(mine)-1]); !ok || ev.name != "board" {
			t.Fatalf("a new stream began with %q (ok %v), want the board", ev.name, ok)
		}
	}
	if ev, ok := nextEvent(mine[0]); !ok || ev.name != "ended" {
		t.Fatalf("the scorer's oldest stream sent %q (ok %v), want ended", ev.name, ok)
	}
	if a := quickDeal(t, scorer, game, 1, "K"); a.status != http.StatusSeeOther {
		t.Fatalf("deal after the restart: status %d", a.status)
	}
	for i, s := range append(mine[1:], events) {
		if ev, ok := nextEvent(s); !ok || ev.name != "board" {
			t.Errorf("stream %d after the deal sent %q (ok %v), want the board", i, ev.name, ok)
		}
	}
}

// startKind starts a game of Durak for the group's players from the
// evening's page, as a table going on does, and returns its path.
func startKind(t *testing.T, p *phone, evening string) string {
	t.Helper()
	page := p.get(evening + "/games/new?kind=durak")
	form := url.Values{"kind": {"durak"}, "preset": {"classic"}}
	boxes := nodes(page.doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == "player" })
	if len(boxes) != 3 {
		t.Fatalf("new game page offers %d players", len(boxes))
	}
	for i, b := range boxes {
		id := attrOf(b, "value")
		form.Add("player", id)
		form.Set("pos-"+id, string(rune('1'+i)))
	}
	form.Set("first_dealer", attrOf(boxes[0], "value"))
	return p.redirected(evening+"/games", form)
}
