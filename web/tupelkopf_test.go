package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// deal is a Tupelkopf deal form: the game type, the Alten's seats and
// Sunkte, and any further fields.
func deal(typ string, sunkte int, alten []int, more ...string) url.Values {
	f := url.Values{"type": {typ}, "sunkte": {fmt.Sprint(sunkte)}}
	for _, s := range alten {
		f.Add("alten", fmt.Sprint(s))
	}
	for i := 0; i+1 < len(more); i += 2 {
		f.Set(more[i], more[i+1])
	}
	return f
}

func checkedValues(doc *html.Node, name string) []string {
	var out []string
	for _, n := range findAll(doc, func(n *html.Node) bool { return attr(n, "name") == name && hasAttr(n, "checked") }) {
		out = append(out, attr(n, "value"))
	}
	return out
}

func TestTupelkopfNewGameShowsEveryOptionAndNeedsAnEvenTable(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, form := tableForm(t, d, "tupelkopf", "ploen", map[string]string{"deals": "24", "share": "pairwise"},
		"Anna", "Bo", "Cai", "Dora", "Emil")
	p := d.get(tb.evening + "/games/new?kind=tupelkopf")
	// Every option is Tupelkopf's, Doppelkopf's or, the length of the
	// game, both; only the scoring is no option: each game has its own.
	pages := map[string]page{"tupelkopf": p, "doppelkopf": d.get(tb.evening + "/games/new?kind=doppelkopf")}
	for _, g := range tupelkopf.OptionGroups() {
		for _, o := range g.Options {
			var on []string
			for kind, page := range pages {
				if optionInput(page.doc, o.Name) != nil {
					on = append(on, kind)
				}
			}
			if len(on) == 0 && o.Name != "scoring" || len(on) == 2 && o.Name != "deals" {
				t.Errorf("option %s is on the new game pages of %v", o.Name, on)
			}
		}
	}
	if note := texts(byTestID(p.doc, "seating-note")); len(note) != 1 || !strings.Contains(note[0], "even number") {
		t.Errorf("seating note: %q", note)
	}
	// Five players: refused, everything kept.
	res := d.post(tb.evening+"/games", form)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(text(byTestID(res.doc, "form-error")[0]), "even number") {
		t.Fatalf("five players: %d %q", res.status, texts(byTestID(res.doc, "form-error")))
	}
	if v := attr(optionInput(res.doc, "deals"), "value"); v != "24" {
		t.Errorf("deals kept as %q", v)
	}
	// Four of them: started with the changed options, shown on the rules card.
	id := form["player"][4]
	form["player"] = form["player"][:4]
	form.Del("pos-" + id)
	game := location(t, d.post(tb.evening+"/games", form))
	g := d.get(game)
	var differs []string
	for _, n := range findAll(byTestID(g.doc, "rules-card")[0], func(n *html.Node) bool { return hasAttr(n, "data-differs") }) {
		differs = append(differs, attr(n, "data-option"))
	}
	if fmt.Sprint(differs) != "[share deals]" {
		t.Errorf("options shown as changed: %v", differs)
	}
	if f := fact(g, "deal"); f != "1 of 24" {
		t.Errorf("deal fact: %q", f)
	}
}

func TestTupelkopfDealFormIsReadyForAnOrdinaryDeal(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora", "Emil", "Fritzi")
	p := d.get(tb.game)
	if got := checkedValues(p.doc, "type"); fmt.Sprint(got) != "[normal]" {
		t.Errorf("game type picked: %v, want normal", got)
	}
	var types []string
	for _, in := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "type" }) {
		types = append(types, attr(in, "value"))
	}
	if len(types) != len(tupelkopf.GameTypes) {
		t.Errorf("game types offered: %v", types)
	}
	in := byTestID(p.doc, "sunkte")
	if len(in) != 1 || attr(in[0], "inputmode") != "numeric" || attr(in[0], "max") != "360" {
		t.Fatalf("Sunkte field: %v", in)
	}
	if got := fact(p, "rest"); got != "Others: –" {
		t.Errorf("Anderen before typing: %q", got)
	}
	// The calls name this table's thresholds; none is picked.
	var calls []string
	for _, in := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "alten_call" }) {
		calls = append(calls, attr(in, "aria-label"))
	}
	if strings.Join(calls, "|") != "no announcement|Re|keine 135|keine 90|keine 45|schwarz" {
		t.Errorf("Alten's calls: %q", calls)
	}
	if got := checkedValues(p.doc, "alten_call"); fmt.Sprint(got) != "[]" {
		t.Errorf("a call is picked: %v", got)
	}
	if ex := byTestID(p.doc, "extras"); len(ex) != 1 || ex[0].Data != "details" || hasAttr(ex[0], "open") {
		t.Error("the extras are not folded away")
	}
	// The preview before saving, as htmx asks for it: the engine's lines.
	pv := d.post(tb.game+"/preview", deal("normal", 271, []int{0, 2, 4}), "HX-Request", "true")
	if pv.status != http.StatusOK || len(byTestID(pv.doc, "breakdown")) != 1 {
		t.Fatalf("preview: %d %.300s", pv.status, pv.body)
	}
	alten := text(byTestID(pv.doc, "party-alten")[0])
	for _, want := range []string{"Elders (Anna, Cai, Emil): 271 card points", "3 Bunkte", "keine 180 (the losers have 89) +1", "keine 135 (the losers have 89) +1", "keine 90 (the losers have 89) +1"} {
		if !strings.Contains(alten, want) {
			t.Errorf("preview of the Alten lacks %q: %q", want, alten)
		}
	}
	if s := fact(pv, "settled"); s != "Netted: 3 for the Elders." {
		t.Errorf("settled: %q", s)
	}
	if m := fact(pv, "moves"); !strings.Contains(m, "Anna +3 → 3") || !strings.Contains(m, "Bo −3 → −3") {
		t.Errorf("moves: %q", m)
	}
	// Without scripts the check button shows the page again with the
	// preview and every choice kept; nothing is stored.
	form := deal("normal", 271, []int{0, 2, 4}, "preview", "1")
	pv = tb.enter(d, form)
	if pv.status != http.StatusOK || len(byTestID(pv.doc, "breakdown")) != 1 {
		t.Fatalf("no-JS preview: %d", pv.status)
	}
	if got := checkedValues(pv.doc, "alten"); fmt.Sprint(got) != "[0 2 4]" || attr(byTestID(pv.doc, "sunkte")[0], "value") != "271" {
		t.Errorf("no-JS preview lost the choices: %v", got)
	}
	if got := fact(pv, "rest"); got != "Others: 89" {
		t.Errorf("Anderen after the check: %q", got)
	}
	if rows := byTestID(d.get(tb.game+"/history").doc, "history"); len(findAll(rows[0], func(n *html.Node) bool { return n.Data == "li" })) != 0 {
		t.Error("the preview stored an entry")
	}
	// A deal the engine refuses says why in the preview.
	pv = d.post(tb.game+"/preview", deal("normal", 359, []int{0, 2, 4}), "HX-Request", "true")
	if e := fact(pv, "preview-error"); pv.status != http.StatusOK || !strings.Contains(e, "No set of cards is worth 359 card points") {
		t.Errorf("preview of a bad deal: %d %q", pv.status, e)
	}
	// Saved: the board, the next dealer, the breakdown. The same form sent
	// again is not stored twice.
	form = deal("normal", 271, []int{0, 2, 4})
	p = d.get(tb.game)
	form.Set("nonce", inputValue(p.doc, "nonce"))
	form.Set("after", inputValue(p.doc, "after"))
	location(t, d.post(tb.game+"/entries", form))
	form.Set("after", "1")
	p = d.follow(d.post(tb.game+"/entries", form))
	if f := fact(p, "flash"); !strings.Contains(f, "not saved twice") {
		t.Errorf("a second post of the same deal: %q", f)
	}
	if got := scores(p); fmt.Sprint(got) != "[3 −3 3 −3 3 −3]" {
		t.Errorf("scores: %v", got)
	}
	if f := fact(p, "dealer"); f != "Bo" {
		t.Errorf("dealer: %q", f)
	}
	if f := fact(p, "leader"); !strings.HasPrefix(f, "Cai") {
		t.Errorf("leader: %q", f)
	}
	if f := fact(p, "deals"); f != "1 played, no fixed end" {
		t.Errorf("deals: %q", f)
	}
	if len(byTestID(byTestID(p.doc, "last")[0], "breakdown")) != 1 {
		t.Error("the board lacks the last deal's breakdown")
	}
}

func TestTupelkopfRefusesBadDealsAndKeepsTheForm(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora")
	for _, tc := range []struct {
		form url.Values
		want string
	}{
		{deal("normal", 1, []int{0, 2}), "No set of cards is worth 1 card points"},
		{deal("normal", 241, []int{0, 2}), "only 240 card points"},
		{deal("normal", 130, []int{0, 1, 2}), "the Elders are exactly 2 players"},
		{deal("damensolo", 130, []int{0, 1}), "exactly one Alter"},
		{deal("normal", 130, nil), "Tap the Elders"},
		{url.Values{"type": {"normal"}, "alten": {"0", "2"}, "sunkte": {"viel"}}, "Type the card points"},
		{deal("nonsense", 130, []int{0, 2}), "Tap what was played"},
		{deal("normal", 130, []int{0, 2}, "alten_foxes", "3"), "only 2 foxes"},
		{deal("normal", 130, []int{0, 2}, "alten_call", "contra"), "Contra is the Others'"},
	} {
		res := tb.enter(d, tc.form)
		if res.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: %d, want 422", tc.form, res.status)
			continue
		}
		if e := texts(byTestID(res.doc, "form-error")); len(e) != 1 || !strings.Contains(e[0], tc.want) {
			t.Errorf("%v: error %q, want %q", tc.form, e, tc.want)
		}
		if got := checkedValues(res.doc, "alten"); fmt.Sprint(got) != fmt.Sprint(tc.form["alten"]) && len(tc.form["alten"]) > 0 {
			t.Errorf("%v: Alten kept as %v", tc.form, got)
		}
		if v := attr(byTestID(res.doc, "sunkte")[0], "value"); v != tc.form.Get("sunkte") {
			t.Errorf("%v: Sunkte kept as %q", tc.form, v)
		}
	}
	// The same as a fragment for htmx, with the extras unfolded as sent:
	// seven Tupelköpfe need 280 Sunkte, more than the deck's 240, whoever
	// a Lambsdorff gave which trick's Sunkte.
	res := tb.enter(d, deal("normal", 130, []int{0, 2}, "anderen_tupelkoepfe", "3", "alten_tupelkoepfe", "4"), "HX-Request", "true")
	if res.status != http.StatusUnprocessableEntity || strings.Contains(res.body, "<html") {
		t.Fatalf("htmx refusal: %d", res.status)
	}
	if ex := byTestID(res.doc, "extras"); len(ex) != 1 || !hasAttr(ex[0], "open") {
		t.Error("the extras sent are folded away")
	}
	if got := checkedValues(res.doc, "anderen_tupelkoepfe"); fmt.Sprint(got) != "[3]" {
		t.Errorf("Tupelköpfe kept as %v", got)
	}
	if got := scores(d.get(tb.game)); fmt.Sprint(got) != "[0 0 0 0]" {
		t.Errorf("a refused deal changed the scores: %v", got)
	}
}

func TestTupelkopfSoloShowsItsMultiplier(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora", "Emil", "Fritzi")
	// Cai's Damensolo with 300 of 360: the others stay below 90 (keine 180,
	// 135, 90), three Bunkte, five-fold for Cai.
	p := d.follow(tb.enter(d, deal("damensolo", 300, []int{2})))
	if got := scores(p); fmt.Sprint(got) != "[−3 −3 15 −3 −3 −3]" {
		t.Errorf("scores: %v", got)
	}
	if m := fact(p, "multiplier"); !strings.Contains(m, "5-fold for Cai (+15)") {
		t.Errorf("multiplier: %q", m)
	}
	if party := texts(byTestID(p.doc, "party")); fmt.Sprint(party) != "[soloist ×5]" {
		t.Errorf("party badges: %q", party)
	}
	if o := fact(p, "outcome"); o != "Damensolo: the soloist wins." {
		t.Errorf("outcome: %q", o)
	}
	// An ordinary deal after it shows no multiplier.
	p = d.follow(tb.enter(d, deal("normal", 200, []int{0, 1, 2})))
	if len(byTestID(p.doc, "multiplier")) != 0 {
		t.Error("a multiplier for a normal deal")
	}
}

func TestTupelkopfSplitTallyKeepsBothParties(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen-split", nil, "Anna", "Bo", "Cai", "Dora")
	// The Alten win with 130; the Anderen caught a fox.
	p := d.follow(tb.enter(d, deal("normal", 130, []int{0, 1}, "anderen_foxes", "1")))
	if got := texts(byTestID(p.doc, "won")); fmt.Sprint(got) != "[1 1 1 1]" {
		t.Errorf("won: %v", got)
	}
	if got := texts(byTestID(p.doc, "conceded")); fmt.Sprint(got) != "[1 1 1 1]" {
		t.Errorf("conceded: %v", got)
	}
	if got := scores(p); fmt.Sprint(got) != "[0 0 0 0]" {
		t.Errorf("scores: %v", got)
	}
	if s := fact(p, "settled"); s != "Kept per party: Elders 1, Others 1." {
		t.Errorf("settled: %q", s)
	}
}

func TestTupelkopfArmutUndoAndCorrection(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora")
	// Armut: a redeal by the same dealer; the other fields are ignored.
	p := d.follow(tb.enter(d, deal("armut", 999, []int{0})))
	if fact(p, "dealer") != "Anna" || fact(p, "deal") != "1" || !strings.Contains(fact(p, "deals"), "1 redealt") {
		t.Errorf("after Armut: dealer %q deal %q deals %q", fact(p, "dealer"), fact(p, "deal"), fact(p, "deals"))
	}
	if o := fact(p, "outcome"); !strings.HasPrefix(o, "Armut") {
		t.Errorf("Armut breakdown: %q", o)
	}
	// Undo takes it back.
	p = d.follow(d.post(tb.game+"/undo", url.Values{"after": {inputValue(p.doc, "after")}}))
	if len(byTestID(p.doc, "last")) != 0 || !strings.HasPrefix(fact(p, "flash"), "Undone: Deal 1") {
		t.Errorf("after undo: %q", fact(p, "flash"))
	}
	location(t, tb.enter(d, deal("normal", 130, []int{0, 2})))
	location(t, tb.enter(d, deal("hochzeit", 151, []int{1}, "alten_call", "re")))
	// The correction form enters deal 1 again as it was.
	links := tb.editLinks(d)
	if len(links) != 2 {
		t.Fatalf("correction links: %v", links)
	}
	e := d.get(links[0])
	if e.status != http.StatusOK || fmt.Sprint(checkedValues(e.doc, "alten")) != "[0 2]" ||
		attr(byTestID(e.doc, "sunkte")[0], "value") != "130" || fmt.Sprint(checkedValues(e.doc, "type")) != "[normal]" {
		t.Fatalf("correction form: %d %v", e.status, checkedValues(e.doc, "alten"))
	}
	if len(byTestID(e.doc, "preview")) != 0 {
		t.Error("the correction form offers a preview of a deal at the end of the game")
	}
	// The Alten had 100, not 130: the Anderen win instead.
	action := strings.TrimSuffix(links[0], "/edit")
	form := deal("normal", 100, []int{0, 2})
	form.Set("after", inputValue(e.doc, "after"))
	p = d.follow(d.post(action, form))
	if f := fact(p, "flash"); !strings.Contains(f, "Entry 1 corrected. Now: Anna -2 → -5,") {
		t.Errorf("flash: %q", f)
	}
	// A correction that does not fit is refused with the form kept.
	form.Set("sunkte", "1")
	res := d.post(action, form)
	if res.status != http.StatusUnprocessableEntity || attr(byTestID(res.doc, "sunkte")[0], "value") != "1" {
		t.Errorf("bad correction: %d", res.status)
	}
}

func TestTupelkopfGameToTheEndNextGameAndViewers(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", map[string]string{"deals": "2"}, "Anna", "Bo", "Cai", "Dora")
	location(t, tb.enter(d, deal("normal", 130, []int{0, 2})))
	p := d.follow(tb.enter(d, deal("normal", 130, []int{0, 2})))
	if w := fact(p, "winner"); !strings.Contains(w, "Anna, Cai") {
		t.Fatalf("winner: %q", w)
	}
	if len(byTestID(p.doc, "deal-form")) != 0 || len(byTestID(p.doc, "next")) != 0 {
		t.Error("a finished game offers a deal or the next deal's facts")
	}
	// Series: Bunkte after every deal.
	h := d.get(tb.game + "/history")
	if n := len(findAll(byTestID(h.doc, "history")[0], func(n *html.Node) bool { return n.Data == "li" })); n != 2 {
		t.Errorf("history rows: %d", n)
	}
	// The next game keeps the rules and the deal passes on: Cai deals first.
	next := location(t, d.post(tb.game+"/next", url.Values{}))
	p = d.get(next)
	if f := fact(p, "dealer"); f != "Cai" {
		t.Errorf("first dealer of the next game: %q", f)
	}
	if f := fact(p, "deal"); f != "1 of 2" {
		t.Errorf("the next game's length: %q", f)
	}
	row, err := app.store.Game(context.Background(), strings.TrimPrefix(tb.group, "/g/"), next[strings.LastIndex(next, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	var g tupelkopf.Game
	if err := json.Unmarshal([]byte(row.Config), &g); err != nil || g.FirstDealer != 2 || g.Rules.Deals != 2 {
		t.Errorf("next config %s (%v)", row.Config, err)
	}
	// A viewer sees the board and nothing to enter.
	viewer := joinAs(t, app, d, tb.group, "viewer")
	v := viewer.get(tb.game)
	if v.status != http.StatusOK || len(byTestID(v.doc, "board")) != 1 || len(byTestID(v.doc, "deal-form")) != 0 || len(byTestID(v.doc, "undo")) != 0 {
		t.Errorf("viewer page: %d", v.status)
	}
	if res := viewer.post(next+"/entries", deal("normal", 130, []int{0, 2})); res.status != http.StatusForbidden {
		t.Errorf("viewer entered a deal: %d", res.status)
	}
	if res := viewer.post(next+"/preview", deal("normal", 130, []int{0, 2})); res.status != http.StatusForbidden {
		t.Errorf("viewer asked for a preview: %d", res.status)
	}
}

// joinAs makes a new device a member of the group through its invite link
// for role.
func joinAs(t *testing.T, app *testApp, owner *device, group, role string) *device {
	t.Helper()
	page := owner.get(group)
	link := ""
	for _, in := range byTestID(page.doc, "invite-"+role) {
		link = attr(in, "value")
	}
	if link == "" {
		t.Fatalf("no %s invite link", role)
	}
	d := app.device(t)
	join := strings.TrimPrefix(link, app.srv.URL)
	d.get(join)
	location(t, d.post(join, url.Values{}))
	return d
}

// TestTupelkopfEveryGameTypeReplays enters a deal of every game type and
// checks the history names each.
func TestTupelkopfEveryGameTypeReplays(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dora")
	for _, typ := range tupelkopf.GameTypes {
		alten := []int{0, 2}
		switch {
		case typ.IsSolo():
			alten = []int{1}
		case typ == tupelkopf.StilleHochzeit || typ == tupelkopf.Hochzeit:
			alten = []int{3}
		}
		if res := tb.enter(d, deal(string(typ), 130, alten)); res.status != http.StatusSeeOther {
			t.Errorf("%s: %d %q", typ, res.status, texts(byTestID(res.doc, "form-error")))
		}
	}
	h := text(byTestID(d.get(tb.game+"/history").doc, "history")[0])
	for _, typ := range tupelkopf.GameTypes {
		label := views.EN.Of(tupelkopf.TypeLabel(typ))
		switch typ {
		case tupelkopf.Armut:
			label = "Armut: the cards are dealt anew"
		case tupelkopf.StilleHochzeit:
			label = "silent Hochzeit played alone, counted as a solo"
		}
		if !strings.Contains(h, label) {
			t.Errorf("history does not name %s", label)
		}
	}
}
