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

	"schreiber/scoring"
	"schreiber/scoring/gurke"
)

// presetOptions adds every option of the preset to form as the new game
// form sends them, so that a test can change one.
func presetOptions(t testing.TB, form url.Values, preset string) {
	t.Helper()
	r, ok := gurke.Preset(preset)
	if !ok {
		t.Fatalf("no preset %q", preset)
	}
	form.Set("options", "1")
	for name, v := range formValues(r) {
		if v == "false" {
			continue // an unticked checkbox is not sent
		}
		form.Set("opt-"+name, v)
	}
}

// startGame starts a game of the preset for the players and returns the
// group and the game's path.
func startGame(t testing.TB, d *device, preset string, players ...string) (group, game string) {
	t.Helper()
	group, evening, form := startForm(t, d, preset, players...)
	return group, location(t, d.post(evening+"/games", form))
}

// post sends one of the game page's entry forms with the page's nonce and
// sequence number.
func postEntry(d *device, game string, form url.Values, headers ...string) page {
	p := d.get(game)
	form.Set("nonce", inputValue(p.doc, "nonce"))
	form.Set("after", inputValue(p.doc, "after"))
	return d.post(game+"/entries", form, headers...)
}

func optionInput(doc *html.Node, name string) *html.Node {
	ins := findAll(doc, func(n *html.Node) bool { return attr(n, "name") == "opt-"+name })
	if len(ins) == 0 {
		return nil
	}
	return ins[0]
}

func TestNewGameShowsEveryOptionAndAppliesPresets(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, evening, form := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	p := d.get(evening + "/games/new?kind=gurke")
	for _, g := range gurke.OptionGroups() {
		if len(byTestID(p.doc, "options-"+g.Name)) != 1 {
			t.Errorf("option group %s missing", g.Name)
		}
		for _, o := range g.Options {
			in := optionInput(p.doc, o.Name)
			if in == nil {
				t.Errorf("option %s has no field", o.Name)
				continue
			}
			want := map[scoring.OptionKind]string{scoring.OptionBool: "input", scoring.OptionInt: "input", scoring.OptionSelect: "select"}[o.Kind]
			if in.Data != want {
				t.Errorf("option %s is a <%s>, want <%s>", o.Name, in.Data, want)
			}
		}
	}
	if v := attr(optionInput(p.doc, "limit"), "value"); v != "21" {
		t.Errorf("Danish limit field: %q", v)
	}
	// Applying Swedish refills the options and keeps the players picked.
	form.Set("preset", "swedish")
	form.Set("apply", "1")
	presetOptions(t, form, "danish")
	p = d.post(evening+"/games", form)
	if p.status != http.StatusOK || len(byTestID(p.doc, "applied")) != 1 {
		t.Fatalf("apply preset: %d %.300s", p.status, p.body)
	}
	if v := attr(optionInput(p.doc, "limit"), "value"); v != "30" {
		t.Errorf("Swedish limit field after applying: %q", v)
	}
	if sel := findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "rebuy" }); len(sel) != 0 {
		t.Error("a field without the opt- prefix")
	}
	checked := findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "player" && hasAttr(n, "checked") })
	if len(checked) != 3 {
		t.Errorf("%d players still picked, want 3", len(checked))
	}
}

func TestNewGameStoresChangedOptions(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, form := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	presetOptions(t, form, "danish")
	form.Set("opt-limit", "30")
	form.Set("opt-jokers", "3")
	game := location(t, d.post(evening+"/games", form))
	row, err := app.store.Game(context.Background(), strings.TrimPrefix(group, "/g/"), game[strings.LastIndex(game, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	var g gurke.Game
	if err := json.Unmarshal([]byte(row.Config), &g); err != nil {
		t.Fatal(err)
	}
	if g.Rules.Preset != "danish" || g.Rules.Limit != 30 || g.Rules.Jokers != 3 || !g.Rules.PlusPoints {
		t.Errorf("stored rules: %+v", g.Rules)
	}
	p := d.get(game)
	card := byTestID(p.doc, "rules-card")
	if len(card) != 1 {
		t.Fatal("no rules card")
	}
	var differs []string
	for _, n := range findAll(card[0], func(n *html.Node) bool { return hasAttr(n, "data-differs") }) {
		differs = append(differs, attr(n, "data-option"))
	}
	if fmt.Sprint(differs) != "[jokers limit]" {
		t.Errorf("options shown as differing: %v", differs)
	}
	if txt := text(card[0]); !strings.Contains(txt, "Limit30 (preset: 21)") {
		t.Errorf("rules card: %q", txt)
	}
	if rules := texts(byTestID(p.doc, "rules")); !strings.Contains(rules[0], "2 house options changed") {
		t.Errorf("rules line: %q", rules)
	}
}

func TestNewGameRefusesBadOptionsAndKeepsTheForm(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, evening, form := startForm(t, d, "swedish", "Anna", "Bo", "Cai")
	presetOptions(t, form, "swedish")
	for _, tc := range []struct{ name, value, want, bad string }{
		{"limit", "500", "Limit must be between 1 and 200.", "limit"},
		{"stake", "viel", "Stake into the pot: enter a number.", "stake"},
		{"end", "first", "Buying back in needs a game played to the last survivor.", "rebuy"},
	} {
		f := url.Values{}
		for k, v := range form {
			f[k] = v
		}
		f.Set("opt-"+tc.name, tc.value)
		f.Set("opt-decks", "2")
		p := d.post(evening+"/games", f)
		if p.status != http.StatusUnprocessableEntity {
			t.Fatalf("%s=%s: status %d", tc.name, tc.value, p.status)
		}
		if say := texts(byTestID(p.doc, "form-error")); len(say) != 1 || say[0] != tc.want {
			t.Errorf("%s=%s: message %q, want %q", tc.name, tc.value, say, tc.want)
		}
		in := optionInput(p.doc, tc.name)
		got := attr(in, "value")
		if in.Data == "select" {
			got = attr(findAll(in, func(n *html.Node) bool { return hasAttr(n, "selected") })[0], "value")
		}
		if got != tc.value {
			t.Errorf("%s kept as %q, want %q", tc.name, got, tc.value)
		}
		if attr(optionInput(p.doc, "decks"), "value") != "2" {
			t.Errorf("%s: the other change was lost", tc.name)
		}
		bad := findAll(p.doc, func(n *html.Node) bool { return strings.Contains(attr(n, "class"), "option bad") })
		if len(bad) != 1 || attr(bad[0], "data-option") != tc.bad {
			t.Errorf("%s: not marked as the bad option", tc.name)
		}
		if n := len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "player" && hasAttr(n, "checked") })); n != 3 {
			t.Errorf("%s: %d players still picked", tc.name, n)
		}
	}
}

func TestEveryPresetCanBeStarted(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, name := range gurke.PresetNames() {
		_, game := startGame(t, d, name, "Anna", "Bo", "Cai")
		if p := d.get(game); p.status != http.StatusOK || len(byTestID(p.doc, "board")) != 1 {
			t.Errorf("%s: %d", name, p.status)
		}
	}
}

func TestSwedishRebuy(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := startGame(t, d, "swedish", "Anna", "Bo", "Cai", "Dan")
	quick(d, game, 1, "9")
	for range 3 {
		quick(d, game, 0, "K") // 13, 26, 39: Anna is out
	}
	p := d.get(game)
	if got := texts(byTestID(p.doc, "pot")); fmt.Sprint(got) != "[4]" {
		t.Errorf("pot before the rebuy: %v", got)
	}
	if len(byTestID(p.doc, "rebuy-0")) != 1 || len(byTestID(p.doc, "rebuy-1")) != 0 {
		t.Fatalf("rebuy buttons: %q", texts(byTestID(p.doc, "rebuy")))
	}
	if b := text(byTestID(p.doc, "rebuy-0")[0]); b != "Anna buys back in at 9" {
		t.Errorf("rebuy button: %q", b)
	}
	p = d.follow(postEntry(d, game, url.Values{"mode": {"rebuy"}, "seat": {"0"}}))
	if got := scores(p); fmt.Sprint(got) != "[9 9 0 0]" {
		t.Errorf("scores after the rebuy: %v", got)
	}
	if got := texts(byTestID(p.doc, "pot")); fmt.Sprint(got) != "[5]" {
		t.Errorf("pot after the rebuy: %v", got)
	}
	if got := texts(byTestID(p.doc, "rebuy-note")); fmt.Sprint(got) != "[· rebought · rebuy left · rebuy left · rebuy left]" {
		t.Errorf("rebuy notes: %q", got)
	}
	if len(byTestID(p.doc, "rebuy")) != 0 {
		t.Error("rebuy offered again")
	}
	// A second rebuy is refused with a message.
	p = postEntry(d, game, url.Values{"mode": {"rebuy"}, "seat": {"0"}}, "HX-Request", "true")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(text(byTestID(p.doc, "form-error")[0]), "still in the game") {
		t.Errorf("second rebuy: %d %q", p.status, texts(byTestID(p.doc, "form-error")))
	}
	// The rebuy can be undone like any entry, and appears in the history.
	h := d.get(game + "/history")
	if rows := texts(byTestID(h.doc, "history")); !strings.Contains(rows[0], "Anna buys back in at 9") {
		t.Errorf("history: %q", rows)
	}
	if strings.Count(h.body, "/edit\"") != 4 {
		t.Errorf("history offers %d corrections, want 4 (the deals only)", strings.Count(h.body, "/edit\""))
	}
	p = d.follow(d.post(game+"/undo", url.Values{"after": {inputValue(d.get(game).doc, "after")}}))
	if got := scores(p); fmt.Sprint(got) != "[39 9 0 0]" || len(byTestID(p.doc, "rebuy-0")) != 1 {
		t.Errorf("after undoing the rebuy: %v", got)
	}
}

func TestPolishKontraRound(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := startGame(t, d, "polish-kontra", "Anna", "Bo", "Cai")
	p := d.get(game)
	if len(byTestID(p.doc, "kontra-form")) != 1 || !strings.Contains(text(byTestID(p.doc, "kontra")[0]), "open") {
		t.Fatalf("no open Kontra round: %q", texts(byTestID(p.doc, "kontra")))
	}
	// Nothing picked: refused, the form kept, as a fragment for htmx.
	p = postEntry(d, game, url.Values{"mode": {"kontra"}}, "HX-Request", "true")
	if p.status != http.StatusUnprocessableEntity || len(byTestID(p.doc, "kontra-form")) != 1 || len(byTestID(p.doc, "form-error")) != 1 {
		t.Fatalf("empty Kontra round: %d", p.status)
	}
	p = postEntry(d, game, url.Values{"mode": {"kontra"}, "kontra": {"1"}}, "HX-Request", "true")
	if p.status != http.StatusOK || !strings.HasPrefix(strings.TrimSpace(p.body), "<div id=\"game\"") {
		t.Fatalf("Kontra by Bo: %d %.200s", p.status, p.body)
	}
	if k := text(byTestID(p.doc, "kontra")[0]); k != "Bo said Kontra" || len(byTestID(p.doc, "kontra-form")) != 0 {
		t.Errorf("after Kontra: %q", k)
	}
	// Bo, who said Kontra, takes the last trick with a King: 4 × 13.
	p = d.follow(quick(d, game, 1, "K"))
	if got := scores(p); fmt.Sprint(got) != "[0 52 0]" {
		t.Errorf("scores: %v", got)
	}
	// The next deal has its own round; this time everyone passes.
	p = d.follow(postEntry(d, game, url.Values{"mode": {"kontra"}, "kontra": {"none"}}))
	if k := text(byTestID(p.doc, "kontra")[0]); k != "all passed" {
		t.Errorf("after all passed: %q", k)
	}
}

func TestIcelandicSuitedCards(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := startGame(t, d, "icelandic", "Anna", "Bo", "Cai")
	p := d.get(game)
	chips := findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "card-0" })
	if len(chips) == 0 || attr(chips[0], "value") != "♣6" {
		t.Fatalf("the ♣6 is not the first card offered")
	}
	form := url.Values{"mode": {"trick"}, "leader": {"1"}, "card-1": {"♣6"}, "card-2": {"6"}, "card-0": {"A"}}
	p = d.follow(postEntry(d, game, form))
	if got := scores(p); fmt.Sprint(got) != "[0 0 0]" {
		t.Errorf("a ♣6 on 0 points: %v", got)
	}
	if last := text(byTestID(p.doc, "status-last")[0]); !strings.Contains(last, "♣6") || !strings.Contains(last, "21") {
		t.Errorf("step: %q", last)
	}
	// A second ♣6 in one trick does not exist.
	form = url.Values{"mode": {"trick"}, "leader": {"1"}, "card-1": {"♣6"}, "card-2": {"♣6"}, "card-0": {"A"}}
	p = postEntry(d, game, form)
	if p.status != http.StatusUnprocessableEntity || attr(findAll(p.doc, func(n *html.Node) bool {
		return attr(n, "name") == "card-2" && hasAttr(n, "checked")
	})[0], "value") != "♣6" {
		t.Errorf("two ♣6: %d", p.status)
	}
}

func TestRassiDoubling(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := startGame(t, d, "rassi", "Anna", "Bo", "Cai")
	p := d.get(game)
	if len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "redoubled" })) != 6 {
		t.Fatal("no doubling chips on both deal forms")
	}
	p = d.follow(postEntry(d, game, url.Values{"mode": {"quick"}, "loser": {"2"}, "card": {"K"}, "doubled": {"2"}}))
	if got := scores(p); fmt.Sprint(got) != "[0 0 26]" {
		t.Errorf("doubled King: %v", got)
	}
	p = d.follow(postEntry(d, game, url.Values{"mode": {"quick"}, "loser": {"0"}, "card": {"5"}, "redoubled": {"0"}}))
	if got := scores(p); fmt.Sprint(got) != "[20 0 26]" {
		t.Errorf("redoubled 5: %v", got)
	}
	// The correction form shows who doubled.
	h := d.get(game + "/history")
	edit := linkTo(h.doc, game+"/entries/", 7)
	e := d.get(edit)
	on := findAll(e.doc, func(n *html.Node) bool { return attr(n, "name") == "redoubled" && hasAttr(n, "checked") })
	if len(on) != 2 || attr(on[0], "value") != "0" {
		t.Errorf("correction form: %d redoubled chips ticked", len(on))
	}
}

func TestMatapesaCountsLossesAndKurkoSettles(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := startGame(t, d, "matapesa", "Anna", "Bo", "Cai")
	p := d.follow(quick(d, game, 1, "K"))
	if got := scores(p); fmt.Sprint(got) != "[0 1 0]" || !strings.Contains(p.body, ">Losses<") {
		t.Errorf("Mätäpesä: %v", got)
	}
	_, game = startGame(t, d, "kurko", "Anna", "Bo", "Cai")
	for _, loser := range []int{0, 0, 0, 1, 1, 1} {
		quick(d, game, loser, "K") // 13, 26, 39 for Anna, then for Bo
	}
	p = d.get(game)
	if len(byTestID(p.doc, "winner")) != 1 {
		t.Fatalf("Kurko not over: %v", scores(p))
	}
	if got := texts(findAll(byTestID(p.doc, "settlement")[0], func(n *html.Node) bool { return n.Data == "tr" })); fmt.Sprint(got) != "[Anna pays Cai39 Bo pays Cai39]" {
		t.Errorf("settlement: %q", got)
	}
}
