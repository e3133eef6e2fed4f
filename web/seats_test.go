package web

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// seatsForm is the seats page's form as it stands, changed as given.
func seatsForm(p page, change url.Values) url.Values {
	return formAsItStands(byTestID(p.doc, "seats-form")[0], change)
}

// seatsSaveForm is the preview's form that saves the table it shows.
func seatsSaveForm(t *testing.T, p page) url.Values {
	t.Helper()
	forms := findAll(byTestID(p.doc, "seats-preview")[0], func(n *html.Node) bool { return n.Data == "form" })
	if len(forms) != 1 {
		t.Fatalf("no save form: %.600s", p.body)
	}
	form := url.Values{}
	for _, in := range findAll(forms[0], func(n *html.Node) bool { return n.Data == "input" }) {
		form.Add(attr(in, "name"), attr(in, "value"))
	}
	return form
}

// joinerValue is the form's value of the player named on the seats page.
func joinerValue(t *testing.T, p page, name string) string {
	t.Helper()
	for _, in := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "joins" }) {
		if text(in.Parent) == name {
			return attr(in, "value")
		}
	}
	t.Fatalf("%s cannot sit down: %.800s", name, p.body)
	return ""
}

// An evening of Doppelkopf under the home rules goes from four to five when
// Eda arrives (she sits down between Bo and Cai), and back to four when
// Dana goes home, with a Bock round running across both; undo takes the
// changes back, and a game of Gurke explains why it cannot and offers the
// next game instead.
func TestPlayersJoinAndLeaveARunningGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf-home", map[string]string{"pflichtsolo": "false", "deals": "0"}, "Anna", "Bo", "Cai", "Dana")
	location(t, d.post(tb.group+"/players", url.Values{"name": {"Eda"}}))
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{1, 2})))
	location(t, postEntry(d, tb.game, deal("normal", 120, []int{0, 3}))) // 120:120: a Bock round follows
	before := scores(d.get(tb.game))

	if len(byTestID(d.get(tb.game).doc, "seats-link")) != 1 {
		t.Fatal("the rules card offers no change of seats")
	}
	seats := d.get(tb.game + "/seats")
	eda := joinerValue(t, seats, "Eda")
	// Bad input is refused with a word, nothing stored.
	for _, bad := range []url.Values{
		{"stays": {"s0", "s1", "s2", "s3"}, "joins": {"pnobody"}},
		{"stays": {"s0", "s1", "s2", "s3", strings.Repeat("s9", 5000)}},
		{"stays": {"s0"}},
		{"stays": {"s0", "s1", "s2"}, "joins": {eda}, "place_" + eda: {"s99"}, "save": {"1"}, "previewed": {"[0,1,2,4]"}, "nonce": {"short"}},
		{"stays": {"s0", "s1", "s2"}, "joins": {eda}, "save": {"1"}, "previewed": {"[0,1,2]"}, "nonce": {"abcdefghijklmnopqrstuvwxyz"}},
	} {
		p := d.post(tb.game+"/seats", bad)
		if p.status < 400 || p.status >= 500 || len(byTestID(p.doc, "seats-error")) != 1 {
			t.Errorf("%v: %d", bad, p.status)
		}
	}
	if got := scores(d.get(tb.game)); !slices.Equal(got, before) {
		t.Errorf("bad input changed the board: %v", got)
	}
	// Nothing changed: refused.
	if p := d.post(tb.game+"/seats", seatsForm(seats, nil)); p.status != http.StatusUnprocessableEntity {
		t.Errorf("the same table: %d", p.status)
	}
	// Six at Doppelkopf: refused. Eda sits down left of Bo.
	p := d.post(tb.game+"/seats", seatsForm(seats, url.Values{"joins": {eda}, "place_" + eda: {"s1"}}))
	if p.status != http.StatusOK {
		t.Fatalf("preview: %d %.800s", p.status, p.body)
	}
	if got := text(byTestID(p.doc, "seats-preview-table")[0]); !strings.Contains(got, "Anna, Bo, Eda, Cai, Dana") {
		t.Errorf("preview table: %q", got)
	}
	if got := text(byTestID(p.doc, "seats-preview-dealer")[0]); !strings.Contains(got, "Eda deals and sits out") {
		t.Errorf("preview dealer: %q", got)
	}
	saved := d.follow(d.post(tb.game+"/seats", seatsSaveForm(t, p)))
	if got := scores(saved); !slices.Equal(got[:4], before) || got[4] != "0" {
		t.Errorf("after Eda sat down: %v, before %v", got, before)
	}
	if f := fact(saved, "bock"); f != "next deal ×2, 4 Bock deals in all" {
		t.Errorf("Bock after the change: %q", f)
	}
	// Eda deals and sits out: a deal naming her is refused, one without
	// her counts double.
	if p := postEntry(d, tb.game, deal("normal", 150, []int{4, 2})); p.status == http.StatusSeeOther {
		t.Error("Eda played a deal she dealt and sat out")
	}
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{0, 2})))
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{0, 4})))

	// A correction of the rules for the whole game keeps who sat when:
	// the deals Eda dealt and sat out still fit its preview.
	rules := d.get(tb.game + "/rules")
	if p := d.post(tb.game+"/rules", rulesFixForm(rules, url.Values{"opt-deals": {"30"}})); p.status != http.StatusOK {
		t.Errorf("a whole-game correction after a change of seats: %d %s", p.status, texts(byTestID(p.doc, "rules-fix-error")))
	}

	// Dana goes home.
	seats = d.get(tb.game + "/seats")
	form := seatsForm(seats, nil)
	form["stays"] = slices.DeleteFunc(form["stays"], func(v string) bool { return v == "s3" })
	p = d.post(tb.game+"/seats", form)
	if p.status != http.StatusOK {
		t.Fatalf("Dana leaves: %d %.800s", p.status, p.body)
	}
	danaBefore := scores(d.get(tb.game))[3]
	d.follow(d.post(tb.game+"/seats", seatsSaveForm(t, p)))
	// The referee rules for the four at the table now.
	if ref := d.get(tb.game + "/referee"); ref.status != http.StatusOK || !strings.Contains(ref.body, "Eda") || strings.Contains(ref.body, "Dana") {
		t.Errorf("the referee of the table of four: %d", ref.status)
	}
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{0, 1})))
	after := d.get(tb.game)
	if got := scores(after); got[3] != danaBefore {
		t.Errorf("Dana left at %s, has %s now", danaBefore, got[3])
	}
	if p := postEntry(d, tb.game, deal("normal", 150, []int{3, 1})); p.status == http.StatusSeeOther {
		t.Error("Dana played after she went home")
	}
	// Undo: the deal, then Dana's leaving.
	undo := func() page {
		pg := d.get(tb.game)
		return d.post(tb.game+"/undo", url.Values{"after": {inputValue(pg.doc, "after")}})
	}
	undo()
	if rows := byTestID(d.get(tb.game+"/history").doc, "history-seats"); len(rows) != 2 || !strings.Contains(text(rows[0].Parent), "Going home, keeping their score: Dana") {
		t.Errorf("history: %d rows", len(rows))
	}
	if p := undo(); p.status >= 400 {
		t.Fatalf("undo the change of seats: %d %.600s", p.status, p.body)
	}
	// Dana is back at the table, to deal and sit out the next deal.
	if p := postEntry(d, tb.game, deal("normal", 150, []int{3, 1})); p.status == http.StatusSeeOther {
		t.Error("Dana played the deal she dealt")
	}
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{4, 1})))

	// The evening's next game comes with the table as it sits now ticked:
	// Eda in, Dana (back at the table since the undo) too.
	next := d.get(tb.evening + "/games/new?kind=doppelkopf")
	var ticked []string
	for _, li := range findAll(next.doc, func(n *html.Node) bool { return n.Data == "li" && hasAttr(n, "data-seat") }) {
		if box := findAll(li, func(n *html.Node) bool { return attr(n, "name") == "player" && hasAttr(n, "checked") }); len(box) == 1 {
			ticked = append(ticked, text(findAll(li, func(n *html.Node) bool { return n.Data == "span" })[0]))
		}
	}
	if strings.Join(ticked, " ") != "Anna Bo Eda Cai Dana" {
		t.Errorf("the next game comes with %v ticked", ticked)
	}

	// Restored from the group's export into an empty group, the game is the
	// same; undone there back to before Eda sat down, it is four again:
	// her seat came as a newcomer's.
	other := app.device(t)
	empty := location(t, other.post("/groups", url.Values{"name": {"Neu"}, "players": {"Anna"}}))
	if up := uploadGroup(t, other, empty, d.get(tb.group+"/export").body); up.status != http.StatusSeeOther {
		t.Fatalf("restore: %d %s", up.status, texts(findAll(up.doc, func(n *html.Node) bool { return attr(n, "role") == "alert" })))
	} else if location(t, up) != empty {
		t.Fatal("the group was not restored")
	}
	if want, got := d.get(tb.group+"/csv").body, other.get(empty+"/csv").body; got != want {
		t.Errorf("the deals differ after restoring:\n%s\nwant\n%s", got, want)
	}
	var restored string
	for _, a := range findAll(other.get(empty).doc, func(n *html.Node) bool { return n.Data == "a" && strings.Contains(attr(n, "href"), "/e/") }) {
		restored = attr(a, "href")
	}
	for _, a := range findAll(other.get(restored).doc, func(n *html.Node) bool { return n.Data == "a" && strings.Contains(attr(n, "href"), "/games/") }) {
		if strings.Count(attr(a, "href"), "/") == 4 {
			restored = attr(a, "href")
		}
	}
	if got, want := scores(other.get(restored)), scores(d.get(tb.game)); !slices.Equal(got, want) {
		t.Errorf("the restored game shows %v, the game %v (%s)", got, want, restored)
	}
	for range 4 {
		pg := other.get(restored)
		if p := other.post(restored+"/undo", url.Values{"after": {inputValue(pg.doc, "after")}}); p.status >= 400 {
			t.Fatalf("undo in the restored game: %d %.400s", p.status, p.body)
		}
	}
	if got := scores(other.get(restored)); len(got) != 4 {
		t.Errorf("before Eda sat down the restored game shows %v", got)
	}

	// Gurke keeps its players and offers the next game.
	_, gurke := newGame(t, d, "Anna", "Bo", "Cai")
	g := d.get(gurke + "/seats")
	if len(byTestID(g.doc, "seats-fixed")) != 1 || len(byTestID(g.doc, "seats-next-game")) != 1 {
		t.Errorf("Gurke's seats page: %.600s", g.body)
	}
}

// TestFirstDealerAmongTheSeated: the next game counts the first dealer
// among the players at the table; a config keeps the first dealer it is
// given.
func TestFirstDealerAmongTheSeated(t *testing.T) {
	config := []byte(`{"rules":{"preset":"ploen"},"first_dealer":4}`)
	if got := firstDealer(string(reseated(config, []int{0, 4, 2, 3}))); got != 1 {
		t.Errorf("Eda, seat 4, sits second now: first dealer %d", got)
	}
	if got := firstDealer(string(reseated(config, []int{0, 2, 3, 5}))); got != 0 {
		t.Errorf("a first dealer who left: %d", got)
	}
	if got := withFirstDealer(config, 5); firstDealer(string(got)) != 5 || !strings.Contains(string(got), `"preset":"ploen"`) {
		t.Errorf("withFirstDealer: %s", got)
	}
}

// TestTwoSitDownAtTupelkopf: Tupelkopf keeps an even table, so Eda and
// Finn sit down together, both left of Bo, in the order the form lists
// them; one alone is refused.
func TestTwoSitDownAtTupelkopf(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora")
	location(t, d.post(tb.group+"/players", url.Values{"name": {"Eda"}}))
	location(t, d.post(tb.group+"/players", url.Values{"name": {"Finn"}}))
	location(t, postEntry(d, tb.game, deal("normal", 150, []int{1, 2})))
	seats := d.get(tb.game + "/seats")
	eda, finn := joinerValue(t, seats, "Eda"), joinerValue(t, seats, "Finn")
	if p := d.post(tb.game+"/seats", seatsForm(seats, url.Values{"joins": {eda}, "place_" + eda: {"s1"}})); p.status != http.StatusUnprocessableEntity {
		t.Errorf("five at Tupelkopf: %d", p.status)
	}
	p := d.post(tb.game+"/seats", seatsForm(seats, url.Values{"joins": {eda, finn}, "place_" + eda: {"s1"}, "place_" + finn: {"s1"}}))
	if p.status != http.StatusOK {
		t.Fatalf("six: %d %.600s", p.status, p.body)
	}
	if got := text(byTestID(p.doc, "seats-preview-table")[0]); !strings.Contains(got, "Anna, Bo, Eda, Finn, Cai, Dora") {
		t.Errorf("the table of six: %q", got)
	}
	d.follow(d.post(tb.game+"/seats", seatsSaveForm(t, p)))
	// Three decks now: 300 Sunkte fit, which two decks (240) could not hold.
	location(t, postEntry(d, tb.game, deal("normal", 300, []int{0, 4, 5})))
	if got := scores(d.get(tb.game)); len(got) != 6 {
		t.Errorf("the board after a deal at six: %v", got)
	}
}
