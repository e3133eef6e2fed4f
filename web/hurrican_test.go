package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/scoring/hurrican"
)

var hurricanSuitKeys = []string{"clubs", "spades", "hearts", "diamonds"}

// hurricanCount is the count form of a deal: side 0 won cards and hearts,
// sevens names the side with each suit's Seven (clubs, spades, hearts,
// diamonds, e.g. "0101") and best the other side's best card of each suit.
func hurricanCount(cards, hearts, sevens string, best ...string) url.Values {
	f := url.Values{"mode": {"deal"}, "cards": {cards}, "hearts": {hearts}}
	for i, suit := range hurricanSuitKeys {
		f.Set("seven-"+suit, sevens[i:i+1])
		f.Set("best-"+suit, best[i])
	}
	return f
}

// deal1 gives Anna 22 cards, 6 hearts and the ♥7 (Karte, Farbe, Schöne
// Sieben) and Bo the Premiere, 78 against Anna's 66.
func deal1() url.Values { return hurricanCount("22", "6", "0101", "6", "A", "6", "B") }

// sweep taps the Hurrican button of the player in seat.
func sweep(d *device, tb table, seat string) page {
	return tb.enter(d, url.Values{"mode": {"hurrican"}, "seat": {seat}})
}

func TestHurricanNewGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, form := tableForm(t, d, "hurrican", "classic", nil, "Anna", "Bo", "Carl")
	p := d.get(tb.evening + "/games/new?kind=hurrican")
	for _, g := range hurrican.OptionGroups() {
		for _, o := range g.Options {
			if optionInput(p.doc, o.Name) == nil {
				t.Errorf("option %s has no field", o.Name)
			}
		}
	}
	if note := texts(byTestID(p.doc, "seating-note")); len(note) != 1 || !strings.Contains(note[0], "opposite") {
		t.Errorf("seating note: %v", note)
	}
	// Three cannot play; the players stay picked.
	res := d.post(tb.evening+"/games", form)
	if res.status != http.StatusUnprocessableEntity || len(checkedValues(res.doc, "player")) != 3 {
		t.Fatalf("three players: %d, %d picked", res.status, len(checkedValues(res.doc, "player")))
	}
	if say := texts(byTestID(res.doc, "form-error")); len(say) != 1 || !strings.Contains(say[0], "two players or by four") {
		t.Errorf("message: %v", say)
	}
	// Dealing all cards needs four: the option is marked.
	tb, form = tableForm(t, d, "hurrican", "full-deal", nil, "Anna", "Bo")
	res = d.post(tb.evening+"/games", form)
	bad := findAll(res.doc, func(n *html.Node) bool { return strings.Contains(attr(n, "class"), "option bad") })
	if res.status != http.StatusUnprocessableEntity || len(bad) != 1 || attr(bad[0], "data-option") != "full_deal" {
		t.Errorf("full deal for two: %d, marked %d", res.status, len(bad))
	}
	// Four in pairs, playing for chips: stored, and marked as changed.
	tb, form = tableForm(t, d, "hurrican", "classic", map[string]string{"chips": "10"}, "Anna", "Bo", "Carl", "Dora")
	form.Set("first_dealer", form["player"][3])
	game := location(t, d.post(tb.evening+"/games", form))
	row, err := app.store.Game(context.Background(), strings.TrimPrefix(tb.group, "/g/"), game[strings.LastIndex(game, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	var g hurrican.Game
	if err := json.Unmarshal([]byte(row.Config), &g); err != nil || g.Rules.Chips != 10 || g.FirstDealer != 3 || row.Kind != "hurrican" {
		t.Errorf("stored: %s %+v %v", row.Config, g, err)
	}
	p = d.get(game)
	board := byTestID(p.doc, "board")
	if len(board) == 0 {
		t.Fatal("no board")
	}
	if got := texts(findAll(board[0], func(n *html.Node) bool { return attr(n, "class") == "pname" })); strings.Join(got, "|") != "Anna & Carl|Bo & Dora" {
		t.Errorf("sides: %v", got)
	}
	if n := len(findAll(p.doc, func(n *html.Node) bool { return strings.HasPrefix(attr(n, "data-testid"), "hurrican-") })); n != 4 {
		t.Errorf("%d Hurrican buttons, want one per player", n)
	}
	if dealer := texts(byTestID(p.doc, "dealer")); len(dealer) != 1 || dealer[0] != "Dora" {
		t.Errorf("dealer: %v", dealer)
	}
	if differs := findAll(byTestID(p.doc, "rules-card")[0], func(n *html.Node) bool { return hasAttr(n, "data-differs") }); len(differs) != 1 || attr(differs[0], "data-option") != "chips" {
		t.Errorf("rules card marks %d options", len(differs))
	}
}

func TestHurricanDealPreviewRefusalAndUndo(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "hurrican", "classic", nil, "Anna", "Bo")
	game := tb.game
	p := d.get(game)
	if got := scores(p); strings.Join(got, " ") != "0 0" || len(byTestID(p.doc, "double-warning")) != 1 {
		t.Fatalf("start: %v", got)
	}
	if f := texts(byTestID(p.doc, "leader")); len(f) != 1 || f[0] != "Bo" {
		t.Errorf("leader: %v", f)
	}
	location(t, sweep(d, tb, "1"))
	if to := texts(byTestID(d.get(game).doc, "to-go")); len(to) != 2 || !strings.Contains(to[1], "Hurricans this deal: 1") {
		t.Errorf("the tap is not shown: %v", to)
	}
	// The preview, as htmx asks for it: the engine's count, nothing stored.
	pv := d.post(game+"/preview", deal1(), "HX-Request", "true")
	if pv.status != http.StatusOK || strings.Contains(pv.body, "<html") {
		t.Fatalf("preview: %d %.300s", pv.status, pv.body)
	}
	for id, want := range map[string]string{"count-karte": "Karte (cards) 22:18|1|·", "count-farbe": "Farbe (hearts) 6:4|1|·",
		"count-sieben": "Schöne Sieben (♥7)|1|·", "count-premiere": "Premiere 66:78|·|1", "count-hurricans": "Hurricans|·|1",
		"count-deal": "This deal|+3|+2", "count-total": "Total|3|2"} {
		if got := rowCells(pv.doc, id); len(got) != 1 || got[0] != want {
			t.Errorf("preview %s: %q, want %q", id, got, want)
		}
	}
	pv = d.post(game+"/preview", url.Values{"mode": {"deal"}, "cards": {"22"}}, "HX-Request", "true")
	if e := texts(byTestID(pv.doc, "preview-error")); len(e) != 1 || !strings.Contains(e[0], "hearts") {
		t.Errorf("incomplete preview: %v", e)
	}
	// Without scripts the check button shows the same, with the form kept.
	check := deal1()
	check.Set("preview", "1")
	res := tb.enter(d, check)
	if res.status != http.StatusOK || len(byTestID(res.doc, "count-premiere")) != 1 || inputValue(res.doc, "cards") != "22" {
		t.Errorf("checking without scripts: %d", res.status)
	}
	if historyRows(t, d, game) != 1 {
		t.Error("the preview stored something")
	}
	// Impossible counts are refused with the engine's word, the form kept.
	for _, c := range []struct {
		form url.Values
		want string
	}{
		{hurricanCount("45", "6", "0101", "6", "A", "6", "B"), "between 0 and 40 cards"},
		{hurricanCount("35", "6", "0101", "6", "A", "6", "B"), "at most 19 cards that are not hearts"},
		{hurricanCount("22", "0", "0101", "6", "A", "6", "B"), "Anna won no hearts"},
		{hurricanCount("22", "6", "0101", "6", "A", "", "B"), "best card of Bo"},
	} {
		res := tb.enter(d, c.form)
		if res.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: %d", c.form, res.status)
			continue
		}
		if e := texts(byTestID(res.doc, "form-error")); len(e) != 1 || !strings.Contains(e[0], c.want) {
			t.Errorf("%v: error %v, want %q", c.form, e, c.want)
		}
		if inputValue(res.doc, "cards") != c.form.Get("cards") || strings.Join(checkedValues(res.doc, "suit-spades"), "") != "1-A" ||
			strings.Join(checkedValues(res.doc, "suit-diamonds"), "") != "1-B" {
			t.Errorf("%v: the form was not kept", c.form)
		}
	}
	location(t, tb.enter(d, deal1()))
	p = d.get(game)
	if got := scores(p); strings.Join(got, " ") != "3 2" {
		t.Errorf("after deal 1: %v", got)
	}
	if got := rowCells(p.doc, "count-total"); len(got) != 1 || got[0] != "Total|3|2" {
		t.Errorf("the board's last count: %v", got)
	}
	if dealer := texts(byTestID(p.doc, "dealer")); len(dealer) != 1 || dealer[0] != "Bo" {
		t.Errorf("dealer of deal 2: %v", dealer)
	}
	// Undo takes back the count; the tapped Hurrican waits again.
	location(t, d.post(game+"/undo", url.Values{"after": {"2"}}))
	p = d.get(game)
	if got := scores(p); strings.Join(got, " ") != "0 0" || !strings.Contains(strings.Join(texts(byTestID(p.doc, "to-go")), " "), "Hurricans this deal: 1") {
		t.Errorf("after undo: %v", got)
	}
	if f := texts(byTestID(p.doc, "flash")); len(f) != 1 || !strings.Contains(f[0], "Undone: Deal 1") {
		t.Errorf("undo flash: %v", f)
	}
}

func TestHurricanWholeGameCorrectionAndNext(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "hurrican", "classic", map[string]string{"chips": "10"}, "Anna", "Bo")
	game := tb.game
	location(t, sweep(d, tb, "1"))
	location(t, tb.enter(d, deal1()))
	// Deal 2: Anna sweeps ten times (entered with the count) and wins 17:2.
	big := hurricanCount("30", "7", "0000", "6", "6", "6", "6")
	big.Set("hurricans-0", "10")
	big.Set("hurricans-1", "0")
	res := tb.enter(d, big, "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") {
		t.Fatalf("htmx count: %d", res.status)
	}
	if w := texts(byTestID(res.doc, "winner")); len(w) != 1 || !strings.Contains(w[0], "Anna") {
		t.Fatalf("winner: %v", w)
	}
	if got := scores(res); strings.Join(got, " ") != "17 2" {
		t.Errorf("final scores: %v", got)
	}
	if c := texts(byTestID(res.doc, "chips")); len(c) != 1 || c[0] != "Bo pays Anna 20 chips" {
		t.Errorf("chips owed: %v", c)
	}
	if s := texts(byTestID(res.doc, "stake")); len(s) != 1 || !strings.Contains(s[0], "double") {
		t.Errorf("stake: %v", s)
	}
	if len(byTestID(res.doc, "deal-form")) != 0 || len(byTestID(res.doc, "next-game")) != 1 || len(byTestID(res.doc, "double-warning")) != 0 {
		t.Error("a finished game still offers the count, or no next game")
	}
	// Correct deal 1: 20:20 cards, so nobody has the Karte.
	links := tb.editLinks(d)
	if len(links) != 2 {
		t.Fatalf("%d correction links, want one per count", len(links))
	}
	ep := d.get(links[0])
	if ep.status != http.StatusOK || inputValue(ep.doc, "cards") != "22" || strings.Join(checkedValues(ep.doc, "suit-spades"), "") != "1-A" ||
		inputValue(ep.doc, "hurricans-1") != "1" || len(byTestID(ep.doc, "sweeps")) != 0 || len(byTestID(ep.doc, "preview")) != 0 {
		t.Fatalf("correction form: %d", ep.status)
	}
	fix := deal1()
	fix.Set("cards", "20")
	fix.Set("after", inputValue(ep.doc, "after"))
	p := d.follow(d.post(strings.TrimSuffix(links[0], "/edit"), fix))
	if f := texts(byTestID(p.doc, "flash")); len(f) != 1 || !strings.Contains(f[0], "Entry 2 corrected") || !strings.Contains(f[0], "Anna 17 → 16") {
		t.Errorf("correction flash: %v", f)
	}
	if got := scores(p); strings.Join(got, " ") != "16 2" {
		t.Errorf("after the correction: %v", got)
	}
	// The next game: same table and rules, the winner deals.
	next := d.get(location(t, d.post(game+"/next", url.Values{})))
	if dealer := texts(byTestID(next.doc, "dealer")); len(dealer) != 1 || dealer[0] != "Anna" {
		t.Errorf("next game's dealer: %v", dealer)
	}
	if r := texts(byTestID(next.doc, "rules")); len(r) != 1 || !strings.Contains(r[0], "10 chips a game") {
		t.Errorf("next game's rules: %v", r)
	}
	ev := d.get(tb.evening)
	if !strings.Contains(text(ev.doc), "Hurrican") || len(findAll(ev.doc, func(n *html.Node) bool {
		return n.Data == "a" && strings.HasPrefix(attr(n, "href"), tb.group+"/games/")
	})) < 2 {
		t.Error("the evening does not list both games")
	}
}

func TestHurricanViewerOnlyLooks(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	owner := app.device(t)
	tb := seatTable(t, owner, "hurrican", "classic", nil, "Anna", "Bo")
	game := tb.game
	location(t, sweep(owner, tb, "0"))
	viewer := joinAs(t, app, owner, tb.group, "viewer")
	p := viewer.get(game)
	if p.status != http.StatusOK || len(byTestID(p.doc, "board")) != 1 {
		t.Fatalf("viewer: %d", p.status)
	}
	for _, id := range []string{"sweeps", "deal-form", "undo", "hurrican-0"} {
		if len(byTestID(p.doc, id)) != 0 {
			t.Errorf("viewer is shown %s", id)
		}
	}
	if b := viewer.get(game + "/board"); b.status != http.StatusOK || len(byTestID(b.doc, "score")) != 2 {
		t.Errorf("viewer's board fragment: %d", b.status)
	}
	for _, path := range []string{"/entries", "/preview", "/undo"} {
		if r := viewer.post(game+path, deal1()); r.status != http.StatusForbidden {
			t.Errorf("viewer POST %s: %d", path, r.status)
		}
	}
	if historyRows(t, owner, game) != 1 {
		t.Error("the viewer changed the game")
	}
}

// TestHurricanCountsDeals: a Hurrican tapped during a deal is an entry but
// no deal. The game's table of deals and the evening's list count deals:
// two taps and one deal are one deal, running and abandoned alike.
func TestHurricanCountsDeals(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "hurrican", "classic", nil, "Anna", "Bo")
	location(t, sweep(d, tb, "1"))
	location(t, tb.enter(d, deal1()))
	location(t, sweep(d, tb, "0"))
	p := d.get(tb.game)
	if s := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "summary" && hasClassAncestor(n, "deals") })); len(s) != 1 || s[0] != "Every deal (1)" {
		t.Errorf("the table of deals: %q", s)
	}
	if rows := findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "tr" && hasClassAncestor(n, "dealtable") && n.Parent.Data == "tbody"
	}); len(rows) != 1 {
		t.Errorf("%d rows in the table of deals, want 1", len(rows))
	}
	if o := texts(byTestID(d.get(tb.evening).doc, "game-outcome")); len(o) != 1 || !strings.Contains(o[0], "running, 1 deal") {
		t.Errorf("running: %q", o)
	}
	location(t, d.post(tb.game+"/abandon", markForm(d, tb.game)))
	if o := texts(byTestID(d.get(tb.evening).doc, "game-outcome")); len(o) != 1 || !strings.Contains(o[0], "abandoned after 1 deal; counts nowhere") {
		t.Errorf("abandoned: %q", o)
	}
}

// hasClassAncestor reports whether n or an element around it has the class.
func hasClassAncestor(n *html.Node, class string) bool {
	for ; n != nil; n = n.Parent {
		if slices.Contains(strings.Fields(attr(n, "class")), class) {
			return true
		}
	}
	return false
}
