package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/scoring/euchre"
)

// hand is the hand form: the maker's seat, alone or not, the makers' tricks.
func hand(maker, tricks string, alone bool) url.Values {
	f := url.Values{"mode": {"hand"}, "maker": {maker}, "tricks": {tricks}}
	if alone {
		f.Set("alone", "1")
	}
	return f
}

func passed() url.Values { return url.Values{"mode": {"pass"}} }

var euchreTable = []string{"Anna", "Bo", "Carl", "Dora"}

func TestEuchreNewGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, form := tableForm(t, d, "euchre", "five", nil, "Anna", "Bo", "Carl")
	p := d.get(tb.evening + "/games/new?kind=euchre")
	for _, g := range euchre.OptionGroups() {
		for _, o := range g.Options {
			if optionInput(p.doc, o.Name) == nil {
				t.Errorf("option %s has no field", o.Name)
			}
		}
	}
	if note := texts(byTestID(p.doc, "seating-note")); len(note) != 1 || !strings.Contains(note[0], "opposite") {
		t.Errorf("seating note: %v", note)
	}
	res := d.post(tb.evening+"/games", form)
	if say := texts(byTestID(res.doc, "form-error")); res.status != http.StatusUnprocessableEntity || len(say) != 1 || !strings.Contains(say[0], "four") {
		t.Errorf("three players: %d %v", res.status, say)
	}
	for _, preset := range euchre.PresetNames() {
		tb, form := tableForm(t, d, "euchre", preset, nil, euchreTable...)
		form.Set("first_dealer", form["player"][3])
		p := d.get(location(t, d.post(tb.evening+"/games", form)))
		if fact(p, "dealer") != "Dora" || fact(p, "leader") != "Anna" {
			t.Errorf("%s: dealer %q, leader %q", preset, fact(p, "dealer"), fact(p, "leader"))
		}
		if names := texts(findAll(p.doc, func(n *html.Node) bool { return attr(n, "class") == "pname" })); strings.Join(names, "|") != "Anna & Carl|Bo & Dora" {
			t.Errorf("%s: partnerships %v", preset, names)
		}
		if rubber := len(byTestID(p.doc, "rubber-points")) == 2; rubber != (preset == "rubber") {
			t.Errorf("%s: rubber columns shown: %v", preset, rubber)
		}
	}
	// A changed option is stored and marked.
	tb = seatTable(t, d, "euchre", "ten", map[string]string{"lone_euchred": "4"}, euchreTable...)
	p = d.get(tb.game)
	if r := texts(byTestID(p.doc, "rules")); len(r) != 1 || !strings.Contains(r[0], "lone hand gives 4") {
		t.Errorf("rules line: %v", r)
	}
}

func TestEuchreGameAtTheTable(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "euchre", "five", nil, euchreTable...)
	// The preview: Anna's march is worth 2 to Anna & Carl; nothing stored.
	pv := d.post(tb.game+"/preview", hand("0", "5", false), "HX-Request", "true")
	if got := texts(byTestID(pv.doc, "preview-points")); pv.status != http.StatusOK || len(got) != 1 || got[0] != "Anna & Carl +2" {
		t.Errorf("preview: %d %v", pv.status, got)
	}
	if got := texts(byTestID(pv.doc, "preview-rule")); len(got) != 1 || !strings.Contains(got[0], "march") {
		t.Errorf("preview rule: %v", got)
	}
	pv = d.post(tb.game+"/preview", url.Values{"mode": {"hand"}, "tricks": {"3"}}, "HX-Request", "true")
	if got := texts(byTestID(pv.doc, "preview-error")); len(got) != 1 || got[0] != "Tap who made trump." {
		t.Errorf("incomplete preview: %v", got)
	}
	check := hand("1", "1", true)
	check.Set("preview", "1")
	res := tb.enter(d, check)
	if got := texts(byTestID(res.doc, "preview-points")); res.status != http.StatusOK || len(got) != 1 || got[0] != "Anna & Carl +2" ||
		strings.Join(checkedValues(res.doc, "alone"), "") != "1" {
		t.Errorf("checking without scripts: %d %v", res.status, got)
	}
	// A bad hand is refused with the form kept.
	for _, c := range []struct {
		form url.Values
		want string
	}{
		{url.Values{"mode": {"hand"}, "tricks": {"4"}, "alone": {"1"}}, "Tap who made trump."},
		{hand("2", "7", false), "five tricks"},
	} {
		res := tb.enter(d, c.form)
		if e := texts(byTestID(res.doc, "form-error")); res.status != http.StatusUnprocessableEntity || len(e) != 1 || !strings.Contains(e[0], c.want) {
			t.Errorf("%v: %d %v", c.form, res.status, e)
		}
		if strings.Join(checkedValues(res.doc, "tricks"), "") != c.form.Get("tricks") && c.form.Get("tricks") != "7" {
			t.Errorf("%v: the tricks were lost", c.form)
		}
	}
	if historyRows(t, d, tb.game) != 0 {
		t.Fatal("a refused or previewed hand was stored")
	}
	for _, f := range []url.Values{hand("0", "5", false), passed(), hand("1", "3", false), hand("2", "4", false)} {
		location(t, tb.enter(d, f))
	}
	p := d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "3 1" || fact(p, "dealer") != "Anna" {
		t.Errorf("after four deals: %s, dealer %q", got, fact(p, "dealer"))
	}
	// 4 against 1: at the bridge.
	res = tb.enter(d, hand("0", "3", false), "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") || len(byTestID(res.doc, "bridge")) != 1 {
		t.Errorf("htmx hand: %d, bridge %d", res.status, len(byTestID(res.doc, "bridge")))
	}
	// Undo and again.
	location(t, d.post(tb.game+"/undo", url.Values{"after": {inputValue(d.get(tb.game).doc, "after")}}))
	if got := strings.Join(scores(d.get(tb.game)), " "); got != "3 1" {
		t.Errorf("after undo: %s", got)
	}
	location(t, tb.enter(d, hand("0", "3", false)))
	location(t, tb.enter(d, hand("3", "2", true)))
	p = d.get(tb.game)
	if w := texts(byTestID(p.doc, "winner")); len(w) != 1 || !strings.Contains(w[0], "Anna & Carl") || fact(p, "won") != "Game won 6:1" {
		t.Errorf("end: %v %q", w, fact(p, "won"))
	}
	if len(byTestID(p.doc, "hand-form")) != 0 || len(byTestID(p.doc, "next-game")) != 1 {
		t.Error("a finished game offers a hand, or no next game")
	}
	// Correct hand 3: Bo euchred instead would end the game before hand 5,
	// which then no longer fits; Bo's march is fine.
	links := tb.editLinks(d)
	if len(links) != 6 {
		t.Fatalf("%d correction links, want 6", len(links))
	}
	ep := d.get(links[2])
	if strings.Join(checkedValues(ep.doc, "maker"), "") != "1" || strings.Join(checkedValues(ep.doc, "tricks"), "") != "3" ||
		len(byTestID(ep.doc, "preview")) != 0 {
		t.Fatalf("correction form: %d", ep.status)
	}
	action := strings.TrimSuffix(links[2], "/edit")
	after := url.Values{"after": {inputValue(ep.doc, "after")}}
	res = d.post(action, withValues(hand("1", "2", false), after))
	if e := texts(byTestID(res.doc, "form-error")); res.status != http.StatusUnprocessableEntity || len(e) != 1 || !strings.Contains(e[0], "entry 5 no longer fits") {
		t.Errorf("a correction that breaks a later hand: %d %v", res.status, e)
	}
	p = d.follow(d.post(action, withValues(hand("1", "5", false), after)))
	if f := texts(byTestID(p.doc, "flash")); len(f) != 1 || !strings.Contains(f[0], "Entry 3 corrected") || !strings.Contains(f[0], "Bo & Dora 1 → 2") {
		t.Errorf("correction flash: %v", f)
	}
	// A passed deal can be corrected into a hand, too.
	p = d.follow(d.post(strings.TrimSuffix(links[1], "/edit"), withValues(hand("3", "3", false), url.Values{"after": {inputValue(d.get(tb.game).doc, "after")}})))
	if got := strings.Join(scores(p), " "); got != "6 3" {
		t.Errorf("after correcting the pass: %s", got)
	}
	// Next game: the deal passes on from the last dealer (Bo) to Carl.
	next := d.get(location(t, d.post(tb.game+"/next", url.Values{})))
	if fact(next, "dealer") != "Carl" {
		t.Errorf("next game's dealer: %q", fact(next, "dealer"))
	}
}

func TestEuchreRubber(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "euchre", "rubber", nil, euchreTable...)
	for _, f := range []url.Values{hand("0", "5", true), hand("2", "3", false), hand("1", "5", true)} {
		location(t, tb.enter(d, f))
	}
	p := d.get(tb.game)
	if got := texts(byTestID(p.doc, "results")); len(got) != 1 || got[0] != "Game 1: Anna & Carl 5:0, 3 rubber points" {
		t.Errorf("results: %v", got)
	}
	if g, rp := texts(byTestID(p.doc, "games")), texts(byTestID(p.doc, "rubber-points")); strings.Join(g, " ") != "1 0" || strings.Join(rp, " ") != "3 0" {
		t.Errorf("games %v, rubber points %v", g, rp)
	}
	if fact(p, "game-no") != "2" || strings.Join(scores(p), " ") != "0 4" {
		t.Errorf("game %q, scores %v", fact(p, "game-no"), scores(p))
	}
	for _, f := range []url.Values{hand("3", "4", false), hand("0", "5", false), hand("0", "5", false), hand("2", "3", false)} {
		location(t, tb.enter(d, f))
	}
	p = d.get(tb.game)
	if w := texts(byTestID(p.doc, "winner")); len(w) != 1 || !strings.Contains(w[0], "Anna & Carl") || fact(p, "won") != "Rubber won 2:1, by a margin of 5" {
		t.Errorf("rubber: %v %q", w, fact(p, "won"))
	}
}

func TestEuchreViewerOnlyLooks(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	owner := app.device(t)
	tb := seatTable(t, owner, "euchre", "seven", nil, euchreTable...)
	location(t, tb.enter(owner, hand("0", "4", false)))
	viewer := joinAs(t, app, owner, tb.group, "viewer")
	p := viewer.get(tb.game)
	if p.status != http.StatusOK || strings.Join(scores(p), " ") != "1 0" {
		t.Fatalf("viewer: %d", p.status)
	}
	for _, id := range []string{"hand-form", "pass-form", "undo"} {
		if len(byTestID(p.doc, id)) != 0 {
			t.Errorf("viewer is shown %s", id)
		}
	}
	for _, path := range []string{"/entries", "/preview", "/undo", "/next"} {
		if r := viewer.post(tb.game+path, hand("1", "3", false)); r.status != http.StatusForbidden {
			t.Errorf("viewer POST %s: %d", path, r.status)
		}
	}
	if h := viewer.get(tb.game + "/history"); h.status != http.StatusOK || len(findAll(h.doc, func(n *html.Node) bool {
		return n.Data == "a" && strings.HasSuffix(attr(n, "href"), "/edit")
	})) != 0 {
		t.Errorf("viewer's history: %d, or it offers corrections", h.status)
	}
}
