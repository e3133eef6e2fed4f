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

	"schreiber/scoring/durak"
)

// lost is the one-tap deal form: the durak's button.
func lost(seat int) url.Values { return url.Values{"durak": {fmt.Sprint(seat)}} }

// drawn is the draw button.
func drawn() url.Values { return url.Values{"draw": {"1"}} }

func TestDurakNewGameShowsEveryOptionAndChecksTheForfeit(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, form := tableForm(t, d, "durak", "classic", map[string]string{"loss_limit": "2", "forfeit": strings.Repeat("x", durak.MaxForfeit+1)},
		"Anna", "Bo", "Cai")
	p := d.get(tb.evening + "/games/new?kind=durak")
	for _, g := range durak.OptionGroups() {
		for _, o := range g.Options {
			if optionInput(p.doc, o.Name) == nil {
				t.Errorf("option %s has no field", o.Name)
			}
		}
	}
	if in := optionInput(p.doc, "forfeit"); attr(in, "type") != "text" || attr(in, "maxlength") != fmt.Sprint(durak.MaxForfeit) {
		t.Errorf("forfeit field: %v", in.Attr)
	}
	res := d.post(tb.evening+"/games", form)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(text(byTestID(res.doc, "form-error")[0]), "at most 200 characters") {
		t.Fatalf("a long forfeit: %d %q", res.status, texts(byTestID(res.doc, "form-error")))
	}
	bad := findAll(res.doc, func(n *html.Node) bool { return strings.Contains(attr(n, "class"), "option bad") })
	if len(bad) != 1 || attr(bad[0], "data-option") != "forfeit" {
		t.Error("the forfeit is not marked as the bad option")
	}
	if v := attr(optionInput(res.doc, "loss_limit"), "value"); v != "2" {
		t.Errorf("loss limit kept as %q", v)
	}
	// Teams need four or six.
	tb, form = tableForm(t, d, "durak", "teams", nil, "Anna", "Bo", "Cai")
	if res := d.post(tb.evening+"/games", form); res.status != http.StatusUnprocessableEntity ||
		!strings.Contains(text(byTestID(res.doc, "form-error")[0]), "Teams need four players") {
		t.Errorf("teams of three: %d", res.status)
	}
}

func TestDurakSeriesToItsLossLimit(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	forfeit := "crow like a rooster under the table"
	tb := seatTable(t, d, "durak", "classic", map[string]string{"loss_limit": "2", "forfeit": forfeit}, "Anna", "Bo", "Cai")
	p := d.get(tb.game)
	if got := len(findAll(p.doc, func(n *html.Node) bool { return n.Data == "button" && attr(n, "name") == "durak" })); got != 3 {
		t.Fatalf("durak buttons: %d", got)
	}
	if f := fact(p, "attacker"); f != "whoever holds the lowest trump" {
		t.Errorf("first attacker: %q", f)
	}
	if f := fact(p, "series"); f != "ends at 2 losses; nobody has lost yet" {
		t.Errorf("series: %q", f)
	}
	// One tap: Bo is the durak. Bo deals; Cai, left of him, attacks Anna.
	p = d.follow(tb.enter(d, lost(1)))
	if got := scores(p); fmt.Sprint(got) != "[0 1 0]" {
		t.Errorf("losses: %v", got)
	}
	if fact(p, "dealer") != "Bo" || fact(p, "attacker") != "Cai attacks Anna, under the fool" {
		t.Errorf("next: dealer %q, attacker %q", fact(p, "dealer"), fact(p, "attacker"))
	}
	if note := texts(byTestID(p.doc, "side-note")); fmt.Sprint(note) != "[durak · deals]" {
		t.Errorf("side notes: %q", note)
	}
	// A draw: Bo deals again.
	p = d.follow(tb.enter(d, drawn()))
	if fact(p, "dealer") != "Bo" || !strings.Contains(fact(p, "status-last"), "A draw") {
		t.Errorf("after the draw: dealer %q, last %q", fact(p, "dealer"), fact(p, "status-last"))
	}
	if f := fact(p, "series"); f != "ends at 2 losses; most so far: Bo with 1" {
		t.Errorf("series: %q", f)
	}
	// Bo loses again: the series is over, Bo owes the forfeit.
	p = d.follow(tb.enter(d, lost(1)))
	if l := fact(p, "loser"); l != "Lost the series: Bo" {
		t.Errorf("loser: %q", l)
	}
	if f := fact(p, "forfeit"); f != "Forfeit: "+forfeit {
		t.Errorf("forfeit: %q", f)
	}
	if len(byTestID(p.doc, "durak-form")) != 0 || len(byTestID(p.doc, "next")) != 0 || len(byTestID(p.doc, "next-game")) != 1 {
		t.Error("a finished series still offers a deal")
	}
	if res := tb.enter(d, lost(0)); res.status != http.StatusConflict && res.status != http.StatusUnprocessableEntity {
		t.Errorf("a deal after the end: %d", res.status)
	}
	// The next series: same rules, Bo deals first, the lowest trump opens.
	next := location(t, d.post(tb.game+"/next", url.Values{}))
	p = d.get(next)
	if fact(p, "dealer") != "Bo" || fact(p, "attacker") != "whoever holds the lowest trump" {
		t.Errorf("next series: dealer %q, attacker %q", fact(p, "dealer"), fact(p, "attacker"))
	}
	row, err := app.store.Game(context.Background(), strings.TrimPrefix(tb.group, "/g/"), next[strings.LastIndex(next, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	var g durak.Game
	if err := json.Unmarshal([]byte(row.Config), &g); err != nil || g.FirstDealer != 1 || g.Rules.Forfeit != forfeit || g.Rules.LossLimit != 2 {
		t.Errorf("next config %s (%v)", row.Config, err)
	}
}

func TestDurakRefusesAnEmptyTapAndKeepsTheAttacker(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "classic", nil, "Anna", "Bo", "Cai", "Dora")
	for _, form := range []url.Values{{}, lost(7), {"durak": {"x"}}, {"durak": {"1"}, "attacker": {"9"}}} {
		res := tb.enter(d, form, "HX-Request", "true")
		if res.status != http.StatusUnprocessableEntity || len(byTestID(res.doc, "form-error")) != 1 || strings.Contains(res.body, "<html") {
			t.Errorf("%v: %d", form, res.status)
		}
	}
	res := tb.enter(d, url.Values{"attacker": {"2"}})
	if res.status != http.StatusUnprocessableEntity || fmt.Sprint(checkedValues(res.doc, "attacker")) != "[2]" {
		t.Errorf("the attacker was not kept: %d %v", res.status, checkedValues(res.doc, "attacker"))
	}
	// Cai held the lowest trump; Dora lost. Later deals fix the attacker,
	// so the form no longer asks.
	p := d.follow(tb.enter(d, url.Values{"attacker": {"2"}, "durak": {"3"}}))
	if !strings.Contains(fact(p, "status-last"), "Cai attacked first") {
		t.Errorf("last: %q", fact(p, "status-last"))
	}
	if len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "attacker" })) != 0 {
		t.Error("the attacker is asked although the rules fix it")
	}
	if got := scores(d.get(tb.game)); fmt.Sprint(got) != "[0 0 0 1]" {
		t.Errorf("losses: %v", got)
	}
}

func TestDurakTeamsChooseTheirDealer(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "teams", nil, "Anna", "Bo", "Cai", "Dora")
	p := d.get(tb.game)
	var legends []string
	for _, l := range findAll(byTestID(p.doc, "durak-form")[0], func(n *html.Node) bool { return n.Data == "legend" }) {
		legends = append(legends, text(l))
	}
	if strings.Join(legends, "|") != "Tap first, then who lost.|Anna & Cai lost: who deals?|Bo & Dora lost: who deals?" {
		t.Errorf("legends: %q", legends)
	}
	// Anna & Cai lose; Cai deals for them. Dora, left of Cai, attacks Anna.
	p = d.follow(tb.enter(d, lost(2)))
	if got := scores(p); fmt.Sprint(got) != "[1 0]" {
		t.Errorf("team losses: %v", got)
	}
	if fact(p, "dealer") != "Cai" || fact(p, "attacker") != "Dora attacks Anna, under the fool" {
		t.Errorf("next: dealer %q, attacker %q", fact(p, "dealer"), fact(p, "attacker"))
	}
	if !strings.Contains(fact(p, "status-last"), "The losing team chose Cai to deal.") {
		t.Errorf("last: %q", fact(p, "status-last"))
	}
	// The correction form marks the tap that was made, and a correction
	// shows what it changed.
	links := tb.editLinks(d)
	e := d.get(links[0])
	if b := byTestID(e.doc, "durak-2"); len(b) != 1 || strings.Contains(attr(b[0], "class"), "secondary") {
		t.Error("the correction form does not mark Cai")
	}
	if b := byTestID(e.doc, "durak-1"); len(b) != 1 || !strings.Contains(attr(b[0], "class"), "secondary") {
		t.Error("the correction form marks Bo")
	}
	p = d.follow(d.post(strings.TrimSuffix(links[0], "/edit"), url.Values{"durak": {"3"}, "after": {inputValue(e.doc, "after")}}))
	if f := fact(p, "flash"); !strings.Contains(f, "Entry 1 corrected. Now: Anna & Cai 1 → 0, Bo & Dora 0 → 1.") {
		t.Errorf("flash: %q", f)
	}
	if fact(p, "dealer") != "Dora" {
		t.Errorf("dealer after the correction: %q", fact(p, "dealer"))
	}
}

func TestDurakFoolIsTaughtUndoHistoryAndViewers(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "durak", "fool-taught", nil, "Anna", "Bo", "Cai", "Dora")
	p := d.follow(tb.enter(d, lost(2)))
	// Cai is the fool and deals; Bo, on Cai's right, attacks him.
	if fact(p, "attacker") != "Bo attacks Cai: the fool is taught" {
		t.Errorf("attacker: %q", fact(p, "attacker"))
	}
	location(t, tb.enter(d, lost(0)))
	p = d.follow(d.post(tb.game+"/undo", url.Values{"after": {inputValue(d.get(tb.game).doc, "after")}}))
	if got := scores(p); fmt.Sprint(got) != "[0 0 1 0]" {
		t.Errorf("after undo: %v", got)
	}
	if f := fact(p, "flash"); !strings.HasPrefix(f, "Undone: Deal 2") {
		t.Errorf("undo flash: %q", f)
	}
	if links := tb.editLinks(d); len(links) != 1 {
		t.Errorf("correction links: %d", len(links))
	}
	h := d.get(tb.game + "/history")
	if rows := texts(byTestID(h.doc, "history")); !strings.Contains(rows[0], "Undone: entry 2") {
		t.Errorf("history: %q", rows)
	}
	viewer := joinAs(t, app, d, tb.group, "viewer")
	v := viewer.get(tb.game)
	if v.status != http.StatusOK || len(byTestID(v.doc, "board")) != 1 || len(byTestID(v.doc, "durak-form")) != 0 {
		t.Errorf("viewer page: %d", v.status)
	}
	if res := viewer.post(tb.game+"/entries", lost(1)); res.status != http.StatusForbidden {
		t.Errorf("viewer entered a deal: %d", res.status)
	}
	if b := viewer.get(tb.game + "/board"); b.status != http.StatusOK || len(byTestID(b.doc, "board")) != 1 {
		t.Errorf("viewer's board fragment: %d", b.status)
	}
}
