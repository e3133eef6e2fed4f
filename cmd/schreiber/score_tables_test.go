package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/views"
	"schreiber/views/catalog"
	"schreiber/web"
)

// inProcessPhone serves the app from a fresh database in this process and
// returns a phone that talks to it.
func inProcessPhone(t *testing.T) *phone {
	t.Helper()
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "evening.db"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := web.New(store, web.Config{SessionKey: strings.Repeat("s", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	jar, _ := cookiejar.New(nil)
	return &phone{t: t, base: srv.URL, client: &http.Client{Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// seatGame starts a game of the kind and preset through the new game form
// with the first n players of the group in list order, the first dealing.
func seatGame(t *testing.T, p *phone, evening, kind, preset string, n int) string {
	t.Helper()
	page := p.get(evening + "/games/new?kind=" + kind)
	boxes := nodes(page.doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == "player" })
	if len(boxes) < n {
		t.Fatalf("%s: %d players offered", kind, len(boxes))
	}
	form := url.Values{"kind": {kind}, "preset": {preset}, "first_dealer": {attrOf(boxes[0], "value")}}
	for i, b := range boxes[:n] {
		form.Add("player", attrOf(b, "value"))
		form.Set("pos-"+attrOf(b, "value"), fmt.Sprint(i+1))
	}
	return p.redirected(evening+"/games", form)
}

// enter posts an entry form of the game page with its nonce and position.
func enter(t *testing.T, p *phone, game string, form url.Values) {
	t.Helper()
	page := p.get(game)
	form.Set("nonce", field(page.doc, "nonce"))
	form.Set("after", field(page.doc, "after"))
	p.redirected(game+"/entries", form)
}

// correct posts a correction of the game's entry (counted from 1 among the
// entries the history lets correct, oldest first).
func correct(t *testing.T, p *phone, game string, nth int, form url.Values) {
	t.Helper()
	var links []string
	for _, a := range nodes(p.get(game+"/history").doc, func(n *html.Node) bool {
		return n.Data == "a" && strings.HasSuffix(attrOf(n, "href"), "/edit")
	}) {
		links = append([]string{attrOf(a, "href")}, links...)
	}
	if len(links) < nth {
		t.Fatalf("%s: %d correction links", game, len(links))
	}
	form.Set("after", field(p.get(links[nth-1]).doc, "after"))
	p.redirected(strings.TrimSuffix(links[nth-1], "/edit"), form)
}

func undo(t *testing.T, p *phone, game string) {
	t.Helper()
	p.redirected(game+"/undo", url.Values{"after": {field(p.get(game).doc, "after")}})
}

// count is a Hurrican count: side 0's cards and hearts, the side with each
// suit's Seven, the other side's best cards.
func count(cards, hearts, sevens string, best ...string) url.Values {
	f := url.Values{"mode": {"deal"}, "cards": {cards}, "hearts": {hearts}}
	for i, suit := range []string{"clubs", "spades", "hearts", "diamonds"} {
		f.Set("seven-"+suit, sevens[i:i+1])
		f.Set("best-"+suit, best[i])
	}
	return f
}

func euchreHand(maker, tricks string, alone bool) url.Values {
	f := url.Values{"mode": {"hand"}, "maker": {maker}, "tricks": {tricks}}
	if alone {
		f.Set("alone", "1")
	}
	return f
}

// TestScoreMixedEvening plays Gurke, Hurrican and Euchre in one evening
// through the pages, with sweeps, undos and corrections, exports the
// evening through the app and recomputes the file with `schreiber score`:
// every game comes out as its board showed it.
func TestScoreMixedEvening(t *testing.T) {
	t.Parallel()
	p := inProcessPhone(t)
	group := p.redirected("/groups", url.Values{"name": {"Donnerstag"}, "players": {"Anna\nBo\nCarl\nDora"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-26"}, "place": {"Küche"}})

	gurke := seatGame(t, p, evening, "gurke", "danish", 3)
	enter(t, p, gurke, url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"K"}})

	hurrican := seatGame(t, p, evening, "hurrican", "classic", 2)
	enter(t, p, hurrican, url.Values{"mode": {"hurrican"}, "seat": {"1"}})
	enter(t, p, hurrican, count("22", "6", "0101", "6", "A", "6", "B"))
	enter(t, p, hurrican, count("18", "4", "1010", "6", "6", "6", "6"))
	undo(t, p, hurrican)
	enter(t, p, hurrican, count("30", "7", "0000", "6", "6", "6", "none"))
	correct(t, p, hurrican, 1, count("20", "6", "0101", "6", "A", "6", "B"))

	euchre := seatGame(t, p, evening, "euchre", "rubber", 4)
	for _, f := range []url.Values{euchreHand("0", "5", true), {"mode": {"pass"}}, euchreHand("2", "3", false), euchreHand("1", "2", false)} {
		enter(t, p, euchre, f)
	}
	undo(t, p, euchre)
	correct(t, p, euchre, 2, euchreHand("3", "4", false))
	enter(t, p, euchre, euchreHand("1", "5", true))

	games := []string{gurke, hurrican, euchre}
	boards := make([][]string, len(games))
	for i, g := range games {
		boards[i] = scores(t, p, g)
	}
	export := p.get(evening + "/export")
	if export.status != http.StatusOK {
		t.Fatalf("export: %d", export.status)
	}
	exported, err := db.ReadExport(strings.NewReader(export.body))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range exported.Games[1:] {
		actions := map[string]int{}
		for _, r := range g.Log {
			actions[string(r.Action)]++
		}
		if actions["edit"] != 1 || actions["void"] != 1 {
			t.Errorf("the %s log holds %v, want a correction and an undo", g.Kind, actions)
		}
	}
	file := writeFile(t, export.body)
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var scored []jsonGame
	if err := json.Unmarshal(out.Bytes(), &scored); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(scored) != 3 {
		t.Fatalf("%d games recomputed", len(scored))
	}
	for i, want := range []string{"gurke", "hurrican", "euchre"} {
		g := scored[i]
		var first []string
		for _, l := range g.Summary.Lines {
			first = append(first, l.Values[0])
		}
		if g.Kind != want || g.Error != "" || strings.Join(first, " ") != strings.Join(boards[i], " ") {
			t.Errorf("game %d (%s): recomputed %v (%s), the board showed %v", i+1, g.Kind, first, g.Error, boards[i])
		}
	}
	// The Hurrican game: deal 1 corrected to 20:20 cards (Anna 2, Bo 2 with
	// the sweep), deal 2 undone, the last deal Anna's 4 points: 6:2.
	if l := scored[1].Summary.Lines; l[0].Name != "Anna" || l[0].Values[0] != "6" || l[1].Values[0] != "2" {
		t.Errorf("Hurrican: %+v", l)
	}
	// The rubber: Anna's lone march (4:0), the passed deal corrected into
	// Dora's 4 tricks (4:1), Carl's 3 tricks win game 1 at 5:1 (2 rubber
	// points); Bo's euchred hand undone, then Bo's lone march: 0:4.
	if l := scored[2].Summary.Lines; strings.Join(l[0].Values, " ") != "0 1 2" || strings.Join(l[1].Values, " ") != "4 0 0" {
		t.Errorf("Euchre rubber: %+v", l)
	}
	out.Reset()
	if err := run([]string{"score", "--lang", "de", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Donnerstag", "hurrican", "euchre", "Gummipunkte", "Spielgang 3: Anna gibt."} {
		if !strings.Contains(out.String(), text) {
			t.Errorf("the German table lacks %q:\n%s", text, out.String())
		}
	}
	// Every other language the app speaks, by its catalog's words.
	for _, l := range catalog.Languages {
		out.Reset()
		if err := run([]string{"score", "--lang", l.Code, file}, &out, &errs); err != nil {
			t.Fatal(err)
		}
		if want := catalog.For(l.Code).Say("Game"); !strings.Contains(out.String(), want+" 1:") {
			t.Errorf("%s: the table lacks %q:\n%s", l.Code, want, out.String())
		}
	}
	if err := run([]string{"score", "--lang", "xx", file}, &out, &errs); err == nil || !strings.Contains(err.Error(), "da") {
		t.Errorf("an unknown language: %v", err)
	}
}

// TestScoreReadsTheTablesMarks finishes a Durak series without an end
// here and abandons a game of Hurrican, through the pages, and recomputes
// the evening's export: `schreiber score` says what the pages say, and the
// series reads as docs/rulings.md rules it (the fewest losses win, the
// most lose the series).
func TestScoreReadsTheTablesMarks(t *testing.T) {
	t.Parallel()
	p := inProcessPhone(t)
	group := p.redirected("/groups", url.Values{"name": {"Freitag"}, "players": {"Anna\nBo\nCai\nDora"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-27"}, "place": {"Garten"}})

	durak := seatGame(t, p, evening, "durak", "classic", 4)
	for _, seat := range []string{"1", "2", "3", "1", "3"} {
		enter(t, p, durak, url.Values{"durak": {seat}})
	}
	undo(t, p, durak)
	end := func(game, how string) {
		page := p.get(game)
		p.redirected(game+"/"+how, url.Values{"nonce": {field(page.doc, "nonce")}, "after": {field(page.doc, "after")}})
	}
	end(durak, "finish")
	hurrican := seat2(t, p, evening)
	// A Hurrican tapped in the first deal is an entry, but no deal.
	enter(t, p, hurrican, url.Values{"mode": {"hurrican"}, "seat": {"1"}})
	enter(t, p, hurrican, count("22", "6", "0101", "6", "A", "6", "B"))
	end(hurrican, "abandon")

	// The pages: Bo lost the series, Dora (the last deal's durak) is not
	// marked, Anna won it; the Hurrican game counts nowhere.
	board := p.get(durak)
	if lost := byTestID(board.doc, "loser"); len(lost) != 1 || !strings.Contains(textOf(lost[0]), "Bo") {
		t.Errorf("the board does not say Bo lost the series: %v", texts(lost))
	}
	if strings.Contains(board.body, "durak · deals") {
		t.Error("the board still marks the last deal's durak after the series was finished")
	}
	outcomes := texts(byTestID(p.get(evening).doc, "game-outcome"))
	if len(outcomes) != 2 || !strings.Contains(outcomes[0], "Anna") || strings.Contains(outcomes[0], "Cai") ||
		!strings.Contains(outcomes[1], "abandoned") {
		t.Errorf("the evening says %q", outcomes)
	}

	file := writeFile(t, p.get(evening+"/export").body)
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var scored []jsonGame
	if err := json.Unmarshal(out.Bytes(), &scored); err != nil || len(scored) != 2 {
		t.Fatalf("%d games, %v\n%s", len(scored), err, out.String())
	}
	if g := scored[0]; g.Mark != "finished" || !g.Summary.Over || strings.Join(g.Summary.Winners, ",") != "Anna" ||
		g.Summary.Lines[1].Status == nil || g.Summary.Lines[1].Status.Text != "lost the series" || g.Summary.Lines[3].Status != nil {
		t.Errorf("the finished series: %+v", g)
	}
	// In German: the words in German, beside the same message.
	out.Reset()
	if err := run([]string{"score", "--json", "--lang", "de", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var german []jsonGame
	if err := json.Unmarshal(out.Bytes(), &german); err != nil || len(german) != 2 {
		t.Fatalf("%d games, %v\n%s", len(german), err, out.String())
	}
	if st := german[0].Summary.Lines[1].Status; st == nil || st.Text != catalog.For("de").Say("lost the series") ||
		st.Text == "lost the series" || st.Message.ID != "lost the series" {
		t.Errorf("the finished series in German says %+v", st)
	}
	if g := scored[1]; g.Mark != "abandoned" || g.Summary.Over || len(g.Summary.Winners) != 0 {
		t.Errorf("the abandoned game: %+v", g)
	}
	out.Reset()
	if err := run([]string{"score", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"finished here", "over; won by Anna", "abandoned after 1 deal; counts nowhere"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "still running") {
		t.Errorf("a game the table ended reads as running:\n%s", out.String())
	}
}

// seat2 starts a two-player game of Hurrican for Anna and Bo.
func seat2(t *testing.T, p *phone, evening string) string {
	t.Helper()
	return seatGame(t, p, evening, "hurrican", "classic", 2)
}

func texts(ns []*html.Node) []string {
	var out []string
	for _, n := range ns {
		out = append(out, textOf(n))
	}
	return out
}

// correctRules corrects a game's house rules through its pages to the
// first of the kind's other presets whose preview offers to save them,
// and reports whether one did.
func correctRules(t *testing.T, p *phone, game string, presets []string) bool {
	t.Helper()
	for _, preset := range presets[1:] {
		a := p.post(game+"/rules", url.Values{"preset": {preset}})
		buttons := byTestID(a.doc, "rules-fix-save")
		if a.status != http.StatusOK || len(buttons) == 0 {
			continue
		}
		form := buttons[0]
		for form.Data != "form" {
			form = form.Parent
		}
		save := url.Values{}
		for _, in := range nodes(form, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") != "_csrf" }) {
			save.Add(attrOf(in, "name"), attrOf(in, "value"))
		}
		if saved := p.post(game+"/rules", save); saved.status != http.StatusSeeOther {
			t.Fatalf("saving the rules %s: %d", preset, saved.status)
		}
		return true
	}
	return false
}

// switchRules raises the game's first switchable limit that is set (a
// length, a target, a limit) by ten from the next deal on, through the
// rules page; false if the game offers no such change.
func switchRules(t *testing.T, p *phone, game string, k views.Kind) bool {
	t.Helper()
	page := p.get(game + "/rules")
	if len(byTestID(page.doc, "rules-when")) == 0 {
		return false
	}
	form := url.Values{}
	for _, in := range nodes(byTestID(page.doc, "rules-fix-form")[0], func(n *html.Node) bool { return n.Data == "input" || n.Data == "select" }) {
		name := attrOf(in, "name")
		switch {
		case name == "" || name == "_csrf":
		case in.Data == "select":
			for _, o := range nodes(in, func(n *html.Node) bool { return n.Data == "option" && hasAttrOf(n, "selected") }) {
				form.Set(name, attrOf(o, "value"))
			}
		case attrOf(in, "type") == "radio" || attrOf(in, "type") == "checkbox":
			if hasAttrOf(in, "checked") {
				form.Set(name, attrOf(in, "value"))
			}
		default:
			form.Set(name, attrOf(in, "value"))
		}
	}
	form.Set("when", "next")
	for _, name := range k.Setup.Switchable {
		n, err := strconv.Atoi(form.Get("opt-" + name))
		if err != nil || n <= 0 {
			continue
		}
		try := maps.Clone(form)
		try.Set("opt-"+name, strconv.Itoa(n+10))
		a := p.post(game+"/rules", try)
		buttons := byTestID(a.doc, "rules-fix-save")
		if a.status != http.StatusOK || len(buttons) == 0 || len(byTestID(a.doc, "rules-preview-when")) == 0 {
			continue
		}
		save := url.Values{}
		f := buttons[0]
		for f.Data != "form" {
			f = f.Parent
		}
		for _, in := range nodes(f, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") != "_csrf" }) {
			save.Add(attrOf(in, "name"), attrOf(in, "value"))
		}
		if saved := p.post(game+"/rules", save); saved.status != http.StatusSeeOther {
			t.Fatalf("saving %s %d from the next deal on: %d", name, n+10, saved.status)
		}
		return true
	}
	return false
}

// hasAttrOf reports whether the node carries the attribute.
func hasAttrOf(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}
