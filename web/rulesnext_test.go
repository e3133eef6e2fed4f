package web

import (
	"context"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/games"
)

// rulesFixForm is the rules page's form as it stands, with the given
// fields changed ("opt-limit" …), as the scorer sends it to see what
// changes.
func rulesFixForm(p page, change url.Values) url.Values {
	return formAsItStands(byTestID(p.doc, "rules-fix-form")[0], change)
}

// formAsItStands is what a form sends as it stands (each field's value,
// the selected options, the ticked boxes), with the given fields changed.
func formAsItStands(root *html.Node, change url.Values) url.Values {
	form := url.Values{}
	for _, in := range findAll(root, func(n *html.Node) bool { return n.Data == "input" || n.Data == "select" }) {
		name := attr(in, "name")
		switch {
		case name == "":
		case in.Data == "select":
			for _, o := range findAll(in, func(n *html.Node) bool { return n.Data == "option" && hasAttr(n, "selected") }) {
				form.Set(name, attr(o, "value"))
			}
		case attr(in, "type") == "radio" || attr(in, "type") == "checkbox":
			if hasAttr(in, "checked") {
				form.Add(name, attr(in, "value"))
			}
		default:
			form.Set(name, attr(in, "value"))
		}
	}
	for name, v := range change {
		form[name] = v
	}
	return form
}

// A running game changes its house rules from the next deal on: the deals
// played keep theirs, the preview says so and shows no score changing,
// the history and the flash say it, a deal entered next counts under the
// new rules, undo takes it back, and only the options a table changes
// during a game (here Gurke's limit) may change so.
func TestChangeTheHouseRulesFromTheNextDeal(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	_, game, groupID, gameID := agurkOfFourDeals(t, d)
	played := scores(d.get(game))

	page := d.get(game + "/rules")
	if len(byTestID(page.doc, "rules-when")) != 1 {
		t.Fatal("a running game is not offered a change from the next deal on")
	}
	// The variant changes for the whole game only.
	if p := d.post(game+"/rules", url.Values{"preset": {"swedish"}, "when": {"next"}}); p.status != http.StatusUnprocessableEntity ||
		!strings.Contains(text(byTestID(p.doc, "rules-fix-error")[0]), "whole game") {
		t.Errorf("the variant from the next deal on: %d", p.status)
	}
	// So do the lives.
	if p := d.post(game+"/rules", rulesFixForm(page, url.Values{"opt-lives": {"1"}, "when": {"next"}})); p.status != http.StatusUnprocessableEntity {
		t.Errorf("lives from the next deal on: %d", p.status)
	}
	// The preview shows no score changing and says from when.
	p := d.post(game+"/rules", rulesFixForm(page, url.Values{"opt-limit": {"30"}, "when": {"next"}}))
	if p.status != http.StatusOK || len(byTestID(p.doc, "rules-preview-when")) != 1 {
		t.Fatalf("preview: %d %.600s", p.status, p.body)
	}
	saved := d.follow(d.post(game+"/rules", saveForm(t, p)))
	if got := scores(saved); !slices.Equal(got, played) {
		t.Errorf("a change from the next deal on changed the scores: %v, want %v", got, played)
	}
	if f := text(byTestID(saved.doc, "flash")[0]); !strings.Contains(f, "next deal") {
		t.Errorf("flash: %q", f)
	}
	if rows := byTestID(d.get(game+"/history").doc, "history-rules"); len(rows) != 1 || !strings.Contains(text(rows[0].Parent), "from the next deal on") {
		t.Errorf("history: %d rows", len(rows))
	}

	// Anna loses a king.
	quick(d, game, 0, "K")
	ctx := context.Background()
	row, _ := app.store.Game(ctx, groupID, gameID)
	log, _ := app.store.Log(ctx, gameID)
	k, _ := games.Lookup("gurke")
	var deals []string
	for _, c := range db.Fold(log) {
		if _, ok := db.HouseRulesOf(c.Payload); !ok {
			deals = append(deals, c.Payload)
		}
	}
	old := replayLog(t, k, row.Config, seatNames(row), playedLog(deals))
	stored := replayLog(t, k, row.Config, seatNames(row), log)
	if reflect.DeepEqual(stored.Summary(), old.Summary()) {
		t.Errorf("the deal after the change counts as under the old limit: %v", stored.Summary())
	}
	// Anna had lost her first life and stood at 12: the king takes her
	// to 25, past the old limit (her second cucumber: out) but not the
	// new one.
	if a := stored.Summary().Lines[0]; a.Values[0] != "25" || a.Values[1] != "1" {
		t.Errorf("Anna after the change: %v, want 25 points and one cucumber", a)
	}
	if a := old.Summary().Lines[0]; a.Values[1] != "2" {
		t.Errorf("Anna under the old limit: %v, want two cucumbers", a)
	}
	if got := scores(d.get(game)); !slices.Equal(got, lineScores(stored)) {
		t.Errorf("the page shows %v, the log %v", got, lineScores(stored))
	}

	// Undo takes the deal back, then the change.
	undo := func() {
		pg := d.get(game)
		d.post(game+"/undo", url.Values{"after": {inputValue(pg.doc, "after")}})
	}
	undo()
	undo()
	if got := scores(d.get(game)); !slices.Equal(got, played) {
		t.Errorf("after undoing: %v, want %v", got, played)
	}
	if len(byTestID(d.get(game+"/rules").doc, "rules-when")) != 1 {
		t.Error("the change undone, the game is no longer offered one")
	}
	if n := app.queryOne(t, `SELECT count(*) FROM entries WHERE game_id = ? AND payload LIKE '%from_next%'`, gameID); n != "1" {
		t.Errorf("%s changes stored", n)
	}
}

// Every kind that changes its rules from a deal on: what the change does
// to a game from the kind's own test files, each line's score at the end
// and whether the game is over, with the change stored before the entry
// at (from 0).
func TestRulesFromTheNextDealScenarios(t *testing.T) {
	cases := []struct {
		name   string
		game   seedGame
		at     int
		change map[string]any
		then   []string
		over   bool
	}{
		// Bock deals were pending when the table switched Bock off
		// before deal 7: they lapse, and deals 7 to 9 count single
		// (played under Bock they ended 17, 59, −43, −33).
		{name: "Doppelkopf at home, Bock off from deal 7", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-every-home-rule_game.json"),
			at: 6, change: map[string]any{"bock": false}, then: []string{"7", "57", "-29", "-35"}, over: true},
		// Bo & Dora's third loss no longer ends the series: it runs on.
		{name: "Durak teams to five losses from the fourth deal", game: fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json"),
			at: 3, change: map[string]any{"loss_limit": 5}, then: []string{"1", "3"}},
		{name: "Durak teams to five losses from the last deal", game: fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json"),
			at: 5, change: map[string]any{"loss_limit": 5}, then: []string{"1", "3"}},
		// Eight deals set, the table plays on without an end from deal 5:
		// after the eighth deal the game still runs, the scores as played.
		{name: "Doppelkopf at home to no fixed end from deal 5", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-home_game.json"),
			at: 4, change: map[string]any{"deals": 0}, then: []string{"-54", "-14", "26", "42"}},
		// Bock rounds switched off before deal 3: the round the 120:120
		// of deal 1 started (deal 2 counted twice) lapses, and every
		// later deal counts single, not ×2 to ×8 as played: deal 3 −5/+5,
		// Dora's solo +9/−3, then 3, 1, 3 and 3 points.
		{name: "Doppelkopf at home, Bock off from deal 3", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-home_game.json"),
			at: 2, change: map[string]any{"bock": false}, then: []string{"-16", "-6", "0", "22"}, over: true},
		// Anna reaches 16 first; to 30 from deal 6 the game runs on.
		{name: "Hurrican to 30 from deal 6", game: fileGame(t, "hurrican", "../scoring/hurrican/testdata/games/two_players.json"),
			at: 5, change: map[string]any{"target": 30}, then: []string{"16", "13"}},
		{name: "Euchre to ten points from the fourth hand", game: fileGame(t, "euchre", "../scoring/euchre/testdata/games/five.json"),
			at: 3, change: map[string]any{"target": 10}, then: []string{"3", "6"}},
		// The same limit from a deal on changes nothing: the third loss
		// ends the series.
		{name: "Durak teams, the same limit from the fourth deal", game: fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json"),
			at: 3, change: map[string]any{"loss_limit": 3}, then: []string{"1", "3"}, over: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k, _ := games.Lookup(games.Canonical(c.game.kind, []byte(c.game.config)))
			fixed := corrected(t, k, []byte(c.game.config), len(c.game.seats), c.change)
			log := slices.Insert(slices.Clone(c.game.entries), c.at, db.HouseRulesFromNext(string(fixed)))
			tb := replayLog(t, k, c.game.config, c.game.seats, playedLog(log))
			if err := tb.Broken(); err != nil {
				t.Fatal(err)
			}
			if got := lineScores(tb); !slices.Equal(got, c.then) {
				t.Errorf("scores %v, want %v", got, c.then)
			}
			if tb.Summary().Over != c.over {
				t.Errorf("over: %v, want %v", tb.Summary().Over, c.over)
			}
		})
	}
}

// A length or a limit the game has already reached would have ended it:
// that is a correction for the whole game, not a change from the next
// deal on. A finished game changes for the whole game only.
func TestRulesFromTheNextDealRefusedWhereTheGameWouldBeOver(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Durak"}, "players": {"Anna\nBo\nCarl\nDora"}}))
	groupID := group[strings.LastIndex(group, "/")+1:]
	series := fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json")
	running := series
	running.entries = series.entries[:4] // Anna & Carl 1 loss, Bo & Dora 2
	_, ids := seedEvening(t, app.store, groupID, "2026-11-27", "", []seedGame{running, series})
	game, over := group+"/games/"+ids[0], group+"/games/"+ids[1]
	page := d.get(game + "/rules")
	if p := d.post(game+"/rules", rulesFixForm(page, url.Values{"opt-loss_limit": {"2"}, "when": {"next"}})); p.status != http.StatusUnprocessableEntity ||
		!strings.Contains(text(byTestID(p.doc, "rules-fix-error")[0]), "over already") {
		t.Errorf("a limit the series has reached, from the next deal on: %d", p.status)
	}
	if p := d.post(game+"/rules", rulesFixForm(page, url.Values{"opt-loss_limit": {"4"}, "when": {"next"}})); p.status != http.StatusOK {
		t.Errorf("a higher limit from the next deal on: %d", p.status)
	}
	if len(byTestID(d.get(over+"/rules").doc, "rules-when")) != 0 {
		t.Error("a series that is over is offered a change from the next deal on")
	}
	p := d.post(over+"/rules", rulesFixForm(d.get(over+"/rules"), url.Values{"opt-loss_limit": {"5"}, "when": {"next"}}))
	if p.status != http.StatusOK || len(byTestID(p.doc, "rules-preview-when")) != 0 {
		t.Errorf("a finished series asked for a change from the next deal on: %d, previewed as one", p.status)
	}
}
