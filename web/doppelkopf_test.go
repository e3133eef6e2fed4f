package web

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDoppelkopfTableOfFive plays the tournament preset at five: the dealer
// sits out and is not offered as a player of the deal, the board counts
// points, and a deal moves nobody who sat out.
func TestDoppelkopfTableOfFive(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf", nil, "Anna", "Bo", "Cai", "Dana", "Eli")
	p := d.get(tb.game)
	if p.status != http.StatusOK {
		t.Fatalf("game page: %d", p.status)
	}
	var offered []string
	for _, n := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "alten" }) {
		offered = append(offered, attr(n, "value"))
	}
	if !slices.Equal(offered, []string{"1", "2", "3", "4"}) {
		t.Errorf("players offered for the Re party: %v, want the four who are not dealing", offered)
	}
	if dealer := texts(byTestID(p.doc, "dealer")); len(dealer) != 1 || !strings.Contains(dealer[0], "Anna") || !strings.Contains(dealer[0], "sits") {
		t.Errorf("dealer fact: %v", dealer)
	}
	if len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "zero_trick" })) != 1 {
		t.Error("no question for a trick without Augen")
	}
	if !strings.Contains(text(p.doc), "Points") || !strings.Contains(text(p.doc), "Augen of the Re party") {
		t.Error("the board and form do not speak of points and Augen")
	}
	// Bo and Dana are Re with 130 Augen: they win 1 point each.
	location(t, postEntry(d, tb.game, deal("normal", 130, []int{1, 3})))
	if got := scores(d.get(tb.game)); strings.Join(got, " ") != "0 1 −1 1 −1" {
		t.Errorf("scores after a won normal game: %v", got)
	}
	// Bo deals the second deal and sits it out: he cannot be a player of it.
	if r := postEntry(d, tb.game, deal("normal", 130, []int{1, 3})); r.status != http.StatusUnprocessableEntity {
		t.Errorf("the player sitting out joined a deal: %d", r.status)
	}
}

// TestDoppelkopfPflichtsoloMustBePlayed checks that the player who must
// play the Pflichtsolo now is named, and that any other deal is refused.
func TestDoppelkopfPflichtsoloMustBePlayed(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf", map[string]string{"deals": "4"}, "Anna", "Bo", "Cai", "Dana")
	p := d.get(tb.game)
	forced := texts(byTestID(p.doc, "forced"))
	if len(forced) != 1 || !strings.Contains(forced[0], "Bo") {
		t.Fatalf("forced Pflichtsolo: %v", forced)
	}
	r := postEntry(d, tb.game, deal("normal", 130, []int{1, 3}))
	if r.status != http.StatusUnprocessableEntity || len(byTestID(r.doc, "form-error")) != 1 {
		t.Errorf("a normal game while a Pflichtsolo is due: %d", r.status)
	}
	location(t, postEntry(d, tb.game, deal("damensolo", 130, []int{1})))
	if got := scores(d.get(tb.game)); strings.Join(got, " ") != "−1 3 −1 −1" {
		t.Errorf("scores after Bo's won Pflichtsolo: %v", got)
	}
}

// TestDoppelkopfHomeRulesBockRounds: at a home table, a deal of 120:120
// brings a Bock round of four deals; the table's facts say what the next
// deal counts and how many Bock deals follow, in both languages, and a
// Bock deal counts twice.
func TestDoppelkopfHomeRulesBockRounds(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf-home", nil, "Anna", "Bo", "Cai", "Dana")
	if f := fact(d.get(tb.game), "bock"); f != "" {
		t.Errorf("Bock before any trigger: %q", f)
	}
	// 120:120: Kontra wins with 120 Augen, 1 point for the win and 1 for
	// winning against the Re party; a Bock round follows.
	location(t, postEntry(d, tb.game, deal("normal", 120, []int{1, 3})))
	p := d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "2 −2 2 −2" {
		t.Errorf("after 120:120: %s", got)
	}
	if f := fact(p, "bock"); f != "next deal ×2, 4 Bock deals in all" {
		t.Errorf("Bock after 120:120: %q", f)
	}
	if last := texts(byTestID(p.doc, "status-last")); len(last) != 1 || !strings.Contains(last[0], "120:120") {
		t.Errorf("the last deal does not say why Bock follows: %q", last)
	}
	// Bo and Dana win with 130 Augen: 1 point, counted twice.
	location(t, postEntry(d, tb.game, deal("normal", 130, []int{1, 3})))
	p = d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "0 0 0 0" || fact(p, "bock") != "next deal ×2, 3 Bock deals in all" {
		t.Errorf("after the first Bock deal: scores %s, Bock %q", got, fact(p, "bock"))
	}
	// Doppelkopf is called so, and counts points, not Bunkte.
	chartScale := func(p page) string {
		svgs := findAll(p.doc, func(n *html.Node) bool { return n.Data == "svg" && attr(n, "aria-label") != "" })
		if len(svgs) == 0 {
			return ""
		}
		return attr(svgs[0], "aria-label")
	}
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Doppelkopf · home rules with Bock rounds" {
		t.Errorf("title %q", h)
	}
	if got := chartScale(p); got != "Points" {
		t.Errorf("chart in %q", got)
	}
	speakHTTP(t, d, "de")
	p = d.get(tb.game)
	if f := fact(p, "bock"); f != "nächstes Spiel ×2, 3 Bockspiele insgesamt" {
		t.Errorf("Bock in German: %q", f)
	}
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Doppelkopf · Hausregeln mit Bockrunden" {
		t.Errorf("German title %q", h)
	}
	if got := chartScale(p); got != "Punkte" {
		t.Errorf("German chart in %q", got)
	}
}
