package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// keepForm reads the keep form of a referee answer.
func keepForm(p page) url.Values {
	keep := url.Values{}
	for _, in := range findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "input" && n.Parent != nil && strings.Contains(attr(n.Parent, "class"), "keep-ruling")
	}) {
		keep.Add(attr(in, "name"), attr(in, "value"))
	}
	return keep
}

// TestViewersFollowRulingsAndTheNextGame follows a Durak series from a
// viewer's stream: a kept ruling moves the board without touching the log,
// and the next series is announced on the finished one's board, started
// only once however many scorers press the button.
func TestViewersFollowRulingsAndTheNextGame(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", map[string]string{"loss_limit": "1"}, "Anna", "Bo", "Cai")
	v := viewerOf(t, d, tb.group)
	s := openStream(t, v, tb.game, 0, "")

	location(t, d.post(tb.game+"/rulings", keepForm(ask(d, tb.game+"/referee", "pickup", "trump", "♠", "attacks", "♥7"))))
	it := s.next(t, false)
	mark, doc := boardSeq(t, it)
	if mark != 1 || !strings.Contains(text(byTestID(doc, "latest-ruling")[0]), "Allowed") {
		t.Fatalf("after a kept ruling: mark %d, ruling %q", mark, texts(byTestID(doc, "latest-ruling")))
	}
	if b := findAll(doc, func(n *html.Node) bool { return attr(n, "id") == "board" })[0]; attr(b, "data-log") != "0" {
		t.Errorf("a ruling moved the log to %q", attr(b, "data-log"))
	}
	// The scorer's forms still stand after a ruling: the log did not move.
	p := d.get(tb.game)
	if inputValue(p.doc, "after") != "0" || len(byTestID(p.doc, "latest-ruling")) != 1 {
		t.Errorf("scorer's page after a ruling: after %q, ruling shown %d", inputValue(p.doc, "after"), len(byTestID(p.doc, "latest-ruling")))
	}

	location(t, tb.enter(d, lost(1)))
	if mark, doc = boardSeq(t, s.next(t, false)); mark != 2 || len(byTestID(doc, "follow-next")) != 0 {
		t.Fatalf("after the deciding deal: mark %d, next link %d", mark, len(byTestID(doc, "follow-next")))
	}

	next := location(t, d.post(tb.game+"/next", url.Values{}))
	again := location(t, d.post(tb.game+"/next", url.Values{}))
	if again != next {
		t.Errorf("the second press started %s, the first %s", again, next)
	}
	mark, doc = boardSeq(t, s.next(t, false))
	link := byTestID(doc, "follow-next")
	if mark != 3 || len(link) != 1 || attr(link[0], "href") != next {
		t.Fatalf("after the next game: mark %d, link %q want %s", mark, texts(link), next)
	}
	fin := v.get(tb.game)
	if len(byTestID(fin.doc, "follow-next")) != 1 || len(byTestID(d.get(tb.game).doc, "next-game")) != 0 {
		t.Error("the finished game still offers to start another next game")
	}
	games, err := app.store.Games(t.Context(), tb.evening[strings.LastIndex(tb.evening, "/")+1:])
	if err != nil || len(games) != 2 {
		t.Errorf("%d games in the evening, want 2 (%v)", len(games), err)
	}
	if st := v.post(tb.game+"/next", url.Values{}); st.status != http.StatusForbidden && st.status != http.StatusNotFound {
		t.Errorf("a viewer starts the next game: %d", st.status)
	}
}
