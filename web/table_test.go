package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// eveningForm returns the new game form's fields for a game of the kind at
// an evening that exists, the players seated in the given order and the
// first of them dealing, with the preset's rules.
func eveningForm(t testing.TB, d *device, evening, kind, preset string, players ...string) url.Values {
	t.Helper()
	newPage := d.get(evening + "/games/new?kind=" + kind)
	if newPage.status != http.StatusOK {
		t.Fatalf("new %s game page: %d", kind, newPage.status)
	}
	ids := map[string]string{}
	for _, li := range findAll(newPage.doc, func(n *html.Node) bool { return n.Data == "li" && hasAttr(n, "data-seat") }) {
		box := findAll(li, func(n *html.Node) bool { return attr(n, "name") == "player" })
		ids[text(findAll(li, func(n *html.Node) bool { return n.Data == "span" })[0])] = attr(box[0], "value")
	}
	form := url.Values{"kind": {kind}, "preset": {preset}}
	for i, name := range players {
		id, ok := ids[name]
		if !ok {
			t.Fatalf("player %q not offered; have %v", name, ids)
		}
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
		if i == 0 {
			form.Set("first_dealer", id)
		}
	}
	return form
}

// TestAGameStartedFromTheEveningReachesTheFinishedGamesFollowers finishes
// a Durak series under a viewer's stream, then starts the next game from
// the evening's page instead of the finished game's button: of the same
// kind, or of another kind with one player fewer. Either way the finished
// game's stream announces it at once.
func TestAGameStartedFromTheEveningReachesTheFinishedGamesFollowers(t *testing.T) {
	t.Parallel()
	for _, next := range []struct{ kind, preset string }{{"durak", "classic"}, {"gurke", "danish"}} {
		t.Run(next.kind, func(t *testing.T) {
			app, _ := newLiveApp(t, LiveConfig{}, 0)
			d := app.device(t)
			tb := seatTable(t, d, "durak", "classic", map[string]string{"loss_limit": "1"}, "Anna", "Bo", "Cai", "Dag")
			v := viewerOf(t, d, tb.group)
			s := openStream(t, v, tb.game, 0, "")
			location(t, tb.enter(d, lost(1)))
			mark, doc := boardSeq(t, s.next(t, false))
			if len(byTestID(doc, "status-over")) != 1 || len(byTestID(doc, "follow-next")) != 0 {
				t.Fatalf("after the deciding deal (mark %d): over %d, next link %d", mark,
					len(byTestID(doc, "status-over")), len(byTestID(doc, "follow-next")))
			}

			started := location(t, d.post(tb.evening+"/games", eveningForm(t, d, tb.evening, next.kind, next.preset, "Bo", "Cai", "Dag")))
			it := s.next(t, false)
			got, doc := boardSeq(t, it)
			link := byTestID(doc, "follow-next")
			if got != mark+1 || len(link) != 1 || attr(link[0], "href") != started {
				t.Fatalf("after a game started from the evening: mark %d (before %d), link %v, want %s", got, mark, texts(link), started)
			}
			// The announcement comes before the standings: it is what the
			// table needs first.
			if i, j := strings.Index(it.data, `data-testid="follow-next"`), strings.Index(it.data, `data-testid="board"`); i < 0 || j < 0 || i > j {
				t.Errorf("the next game's link at %d, the standings at %d", i, j)
			}
			// The new game's own page knows no next game, and the finished
			// game offers no second one.
			if p := v.get(started); len(byTestID(p.doc, "follow-next")) != 0 {
				t.Error("the new game points to a next game")
			}
			if p := d.get(tb.game); len(byTestID(p.doc, "next-game")) != 0 || len(byTestID(p.doc, "follow-next")) != 1 {
				t.Error("the finished game still offers to start a next game")
			}
			if again := location(t, d.post(tb.game+"/next", url.Values{})); again != started {
				t.Errorf("the finished game's button went to %s, want the game the table went on to, %s", again, started)
			}
		})
	}
}

// TestTheTableViewShowsTheStandingsAndFollowsTheStream opens the table
// view as a viewer and as the scorer: the title, the standings and the way
// back to the game, the same live board as the game page, no form of the
// game, and the screen kept awake.
func TestTheTableViewShowsTheStandingsAndFollowsTheStream(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 1, "7"))
	v := viewerOf(t, d, group)
	for name, dev := range map[string]*device{"viewer": v, "scorer": d} {
		p := dev.get(game + "/table")
		if p.status != http.StatusOK {
			t.Fatalf("%s: status %d", name, p.status)
		}
		views := byTestID(p.doc, "table-view")
		if len(views) != 1 || !hasAttr(views[0], "data-wake-lock") || !hasAttr(views[0], "data-table-view") {
			t.Fatalf("%s: table view %d, not kept awake or not marked", name, len(views))
		}
		boards := findAll(views[0], func(n *html.Node) bool { return attr(n, "id") == "board" })
		if len(boards) != 1 || attr(boards[0], "data-events") != game+"/events" || attr(boards[0], "data-seq") != "1" {
			t.Fatalf("%s: boards %d, want one following %s/events from 1", name, len(boards), game)
		}
		if back := byTestID(p.doc, "table-back"); len(back) != 1 || attr(back[0], "href") != game {
			t.Errorf("%s: no way back to the game", name)
		}
		if h := findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" }); len(h) != 1 || !strings.Contains(text(h[0]), "Agurk") {
			t.Errorf("%s: title %q", name, texts(h))
		}
		if got := scores(p); len(got) != 3 {
			t.Errorf("%s: scores %v, want one per player", name, got)
		}
		if forms := findAll(p.doc, func(n *html.Node) bool {
			return n.Data == "form" && strings.HasPrefix(attr(n, "action"), game)
		}); len(forms) != 0 {
			t.Errorf("%s: %d forms of the game on the table view", name, len(forms))
		}
	}
	s := openStream(t, v, game, 1, "")
	location(t, quick(d, game, 2, "8"))
	if mark, _ := boardSeq(t, s.next(t, false)); mark != 2 {
		t.Errorf("the table view's stream moved to %d, want 2", mark)
	}
	if p := v.get("/g/nope/games/nothing/table"); p.status != http.StatusNotFound && p.status != http.StatusForbidden {
		t.Errorf("another group's table view: %d", p.status)
	}
}
