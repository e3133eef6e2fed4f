package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/scoring"
	"schreiber/scoring/gurke"
	"schreiber/views"
	"schreiber/views/games"
)

// getIn fetches a page with the browser asking for a language.
func getIn(d *device, path, lang string) page {
	d.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, d.app.srv.URL+path, nil)
	req.Header.Set("Accept-Language", lang)
	return d.do(req)
}

// ruleGames are the games every rules page exists for: every kind, in
// the order a table sees them.
var ruleGames = kindNames()

// rulePaths are the rules pages of every game, in that order.
func rulePaths() string {
	var paths []string
	for _, g := range ruleGames {
		paths = append(paths, "/rules/"+g)
	}
	return strings.Join(paths, " ")
}

func TestRulesIndexListsEveryGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, tc := range []struct{ lang, h1 string }{{"en", "The rules"}, {"de", "Die Regeln"}} {
		p := getIn(d, "/rules", tc.lang)
		if p.status != http.StatusOK || !strings.Contains(p.body, `lang="`+tc.lang+`"`) {
			t.Fatalf("/rules (%s): status %d", tc.lang, p.status)
		}
		if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != tc.h1 {
			t.Errorf("/rules (%s): heading %q", tc.lang, h)
		}
		var links []string
		for _, a := range findAll(byTestID(p.doc, "rulebooks")[0], func(n *html.Node) bool { return n.Data == "a" }) {
			links = append(links, attr(a, "href"))
		}
		if strings.Join(links, " ") != rulePaths() {
			t.Errorf("/rules (%s) links to %v", tc.lang, links)
		}
	}
}

// TestRulesPagesReadInBothLanguages renders every game's page in English
// and German: one heading, a contents list whose every link has its target,
// ids that occur once, every section with a heading and a paragraph, and
// the text in the page's language.
func TestRulesPagesReadInBothLanguages(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, game := range ruleGames {
		book, ok := games.RulebookOf(game)
		if !ok {
			t.Fatalf("no rulebook for %s", game)
		}
		var bodies [2]string
		for i, lang := range []string{"en", "de"} {
			p := getIn(d, "/rules/"+game, lang)
			if p.status != http.StatusOK || !strings.Contains(p.body, `<html lang="`+lang+`"`) {
				t.Errorf("/rules/%s (%s): status %d", game, lang, p.status)
				continue
			}
			h1 := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" }))
			if len(h1) != 1 || h1[0] != views.Lang(lang).Of(book.Title) {
				t.Errorf("/rules/%s (%s): headings %q", game, lang, h1)
			}
			seen := map[string]int{}
			for _, n := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "id") != "" }) {
				seen[attr(n, "id")]++
			}
			for id, n := range seen {
				if n > 1 {
					t.Errorf("/rules/%s (%s): id %q occurs %d times", game, lang, id, n)
				}
			}
			toc := findAll(byTestID(p.doc, "toc")[0], func(n *html.Node) bool { return n.Data == "a" })
			if len(toc) < 4 {
				t.Errorf("/rules/%s (%s): %d chapters in the contents", game, lang, len(toc))
			}
			for _, a := range toc {
				if id := strings.TrimPrefix(attr(a, "href"), "#"); seen[id] != 1 {
					t.Errorf("/rules/%s (%s): the contents link to #%s, which is not on the page", game, lang, id)
				}
			}
			sections := byTestID(p.doc, "rule")
			if len(sections) < 10 {
				t.Errorf("/rules/%s (%s): only %d sections", game, lang, len(sections))
			}
			for _, s := range sections {
				if text(first(s, "h3")) == "" || text(first(s, "p")) == "" {
					t.Errorf("/rules/%s (%s): #%s has no heading or no paragraph", game, lang, attr(s, "id"))
				}
			}
			bodies[i] = text(p.doc)
		}
		if !strings.Contains(bodies[0], views.EN.Of(book.Chapters[0].Title)) || !strings.Contains(bodies[1], views.DE.Of(book.Chapters[0].Title)) {
			t.Errorf("/rules/%s: the first chapter's heading is not in the page's language", game)
		}
		if bodies[0] == bodies[1] {
			t.Errorf("/rules/%s reads the same in English and German", game)
		}
	}
}

func TestRulesPageOfAnUnknownGameIsNotFound(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, path := range []string{"/rules/schach", "/rules/Gurke", "/rules/gurke/extra", "/rules/%3Cscript%3E"} {
		for _, tc := range []struct{ lang, say string }{{"en", "There is nothing here"}, {"de", "Hier gibt es nichts"}} {
			p := getIn(d, path, tc.lang)
			if p.status != http.StatusNotFound || !strings.Contains(text(p.doc), tc.say) {
				t.Errorf("%s (%s): status %d, %q", path, tc.lang, p.status, texts(byTestID(p.doc, "error")))
			}
		}
	}
}

// TestEveryKindHasItsRulesAndPresets makes the links from a game page hold:
// every kind at the table has a rules page with a section on each preset.
func TestEveryKindHasItsRulesAndPresets(t *testing.T) {
	t.Parallel()
	for _, k := range kinds {
		book, ok := games.RulebookOf(k.Name)
		if !ok {
			t.Errorf("kind %s has no rules page", k.Name)
			continue
		}
		for _, preset := range k.Setup.Presets {
			if !book.Has(views.PresetAnchor(preset)) {
				t.Errorf("/rules/%s has no section on the preset %s", k.Name, preset)
			}
		}
	}
}

// compareHeads returns the column heads of the picked presets.
func compareHeads(p page) []string {
	table := byTestID(p.doc, "compare-picked")
	if len(table) == 0 {
		return nil
	}
	return texts(findAll(table[0], func(n *html.Node) bool { return n.Data == "th" && attr(n, "scope") == "col" }))
}

// compareRows returns the option names of the rows of a comparison table.
func compareRows(table *html.Node) []string {
	var out []string
	for _, tr := range findAll(table, func(n *html.Node) bool { return n.Data == "tr" && attr(n, "data-option") != "" }) {
		out = append(out, attr(tr, "data-option"))
	}
	return out
}

func optionCount(groups []scoring.OptionGroup) int {
	n := 0
	for _, g := range groups {
		n += len(g.Options)
	}
	return n
}

func TestRulesPageComparesPresets(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	options := optionCount(gurke.OptionGroups())

	p := getIn(d, "/rules/gurke", "en")
	if heads := compareHeads(p); strings.Join(heads, "|") != "Danish Agurk|Danish Agurk, 55 cards with exchange" {
		t.Errorf("picked by default: %q", heads)
	}
	// Only where they differ: the jokers and the exchange.
	if rows := compareRows(byTestID(p.doc, "compare-picked")[0]); strings.Join(rows, " ") != "jokers exchange" {
		t.Errorf("rows of Danish against the 55 cards: %v", rows)
	}
	if agree := texts(byTestID(p.doc, "compare-agree")); len(agree) != 1 || !strings.HasPrefix(agree[0], fmt.Sprint(options-2, " more options")) {
		t.Errorf("the note on the options they agree on: %q", agree)
	}

	// Every preset in one table, in its own scrolling box, every option a row.
	all := byTestID(p.doc, "compare-all")
	if len(all) != 1 || !strings.Contains(attr(all[0], "class"), "scroll-x") {
		t.Fatal("no scrolling box for the table of every preset")
	}
	cols := findAll(all[0], func(n *html.Node) bool { return n.Data == "th" && attr(n, "scope") == "col" })
	if len(cols) != 1+len(gurke.PresetNames()) || len(compareRows(all[0])) != options {
		t.Errorf("the table of every preset has %d columns and %d rows; want %d and %d",
			len(cols), len(compareRows(all[0])), 1+len(gurke.PresetNames()), options)
	}
	swedishLimit := findAll(all[0], func(n *html.Node) bool { return n.Data == "tr" && attr(n, "data-option") == "limit" })
	if cells := findAll(swedishLimit[0], func(n *html.Node) bool { return n.Data == "td" }); len(cells) != 18 ||
		text(cells[5]) != "30" || attr(cells[5], "class") != "differs" || attr(cells[0], "class") == "differs" {
		t.Errorf("the Swedish limit in the table of every preset: %q", texts(cells))
	}
	// Each preset against the first, in words, linked to its section.
	diffs := byTestID(p.doc, "compare-diffs")
	if len(diffs) != 1 || !strings.Contains(text(diffs[0]), "Polish Ogórek") ||
		len(findAll(diffs[0], func(n *html.Node) bool { return attr(n, "href") == "#preset-icelandic" })) != 1 {
		t.Error("the list of how each preset differs from Danish Agurk")
	}

	// Picks: unknown names and repeats are dropped, three at most.
	p = getIn(d, "/rules/gurke?vs=polish&vs=nonsense&vs=polish&vs=kurko&vs=rassi&vs=icelandic", "de")
	if heads := compareHeads(p); strings.Join(heads, "|") != "Polnisches Ogórek|Finnisches Kurko|Finnisches Rassi" {
		t.Errorf("picked: %q", heads)
	}
	for i, want := range []string{"polish", "kurko", "rassi"} {
		sel := findAll(p.doc, func(n *html.Node) bool { return attr(n, "id") == "vs-"+string(rune('0'+i)) })
		picked := findAll(sel[0], func(n *html.Node) bool { return n.Data == "option" && hasAttr(n, "selected") })
		if len(picked) != 1 || attr(picked[0], "value") != want {
			t.Errorf("picker %d does not show %s", i+1, want)
		}
	}
	p = getIn(d, "/rules/gurke?vs=polish&vs=kurko&every=1", "en")
	if rows := compareRows(byTestID(p.doc, "compare-picked")[0]); len(rows) != options || len(byTestID(p.doc, "compare-agree")) != 0 {
		t.Errorf("with every option: %d rows, want %d", len(rows), options)
	}
	p = getIn(d, "/rules/gurke?vs=swedish", "en")
	if rows := compareRows(byTestID(p.doc, "compare-picked")[0]); len(compareHeads(p)) != 1 || len(rows) != options {
		t.Errorf("a single preset shows %d rows, want every option (%d)", len(rows), options)
	}

	// Every kind at the table compares its presets; a game that is not at
	// the table yet has its rules without a comparison.
	for _, game := range ruleGames {
		_, atTable := kindOf(game)
		p := getIn(d, "/rules/"+game, "en")
		if got := len(byTestID(p.doc, "compare")) == 1; got != atTable {
			t.Errorf("/rules/%s: comparison %v, kind at the table %v", game, got, atTable)
		}
	}
}

// TestRulesCardSaysWhatTheTablePlays checks the game page's link to the
// rules and the rules card's sentence, for Gurke and for Durak.
func TestRulesCardSaysWhatTheTablePlays(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, evening, form := startForm(t, d, "danish", "Anna", "Bo", "Cai")
	presetOptions(t, form, "danish")
	form.Set("opt-limit", "30")
	form.Set("opt-jokers", "3")
	game := location(t, d.post(evening+"/games", form))
	for _, tc := range []struct{ lang, plays string }{
		{"en", "Your table plays Danish Agurk, differing in: Jokers: 3 (preset: 0), Limit: 30 (preset: 21)."},
		{"de", "Euer Tisch spielt Dänisches Agurk, abweichend bei: Joker: 3 (Vorgabe: 0), Grenze: 30 (Vorgabe: 21)."},
	} {
		p := getIn(d, game, tc.lang)
		if plays := texts(byTestID(p.doc, "rules-plays")); len(plays) != 1 || plays[0] != tc.plays {
			t.Errorf("%s: %q", tc.lang, plays)
		}
		if link := byTestID(p.doc, "rules-link"); len(link) != 1 || attr(link[0], "href") != "/rules/gurke#preset-danish" {
			t.Errorf("%s: the rules card links to %v", tc.lang, texts(link))
		}
		if link := byTestID(p.doc, "game-rules"); len(link) != 1 || attr(link[0], "href") != "/rules/gurke" {
			t.Errorf("%s: the game page does not link its rules", tc.lang)
		}
	}
	if p := d.get("/rules/gurke"); byID(p.doc, "preset-danish") == nil {
		t.Error("the section the rules card links to is missing")
	}

	tb := seatTable(t, d, "durak", "teams", nil, "Anna", "Bo", "Cai", "Dan")
	p := getIn(d, tb.game, "en")
	if plays := texts(byTestID(p.doc, "rules-plays")); len(plays) != 1 || plays[0] != "Your table plays Podkidnoy Durak in teams as it stands." {
		t.Errorf("durak: %q", plays)
	}
	if link := byTestID(p.doc, "rules-link"); len(link) != 1 || attr(link[0], "href") != "/rules/durak#preset-teams" {
		t.Error("the Durak rules card does not link its preset")
	}
	if link := byTestID(p.doc, "game-rules"); len(link) != 1 || attr(link[0], "href") != "/rules/durak" {
		t.Error("the Durak game page does not link its rules")
	}
}

func TestStartPageLinksTheRules(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	p := d.get("/")
	box := byTestID(p.doc, "home-rules")
	if len(box) != 1 {
		t.Fatal("the start page does not link the rules")
	}
	var links []string
	for _, a := range findAll(box[0], func(n *html.Node) bool { return n.Data == "a" }) {
		links = append(links, attr(a, "href"))
	}
	if strings.Join(links, " ") != "/rules "+rulePaths() {
		t.Errorf("the start page links %v", links)
	}
}

// TestRefereeRuleLinksLandOnTheRules asks the referee one question of every
// game and follows the rule its answer names: the rules page has that
// section, headed by the rule's title.
func TestRefereeRuleLinksLandOnTheRules(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	for _, q := range []struct {
		path, q string
		fields  []string
	}{
		{"/referee/gurke?preset=danish", "play", []string{"trick", "9", "hand", "5 7 K", "play", "7"}},
		{"/referee/hurrican", "take", []string{"table", "♥5", "table", "♣2", "table", "♠3", "card", "♦5", "taken", "♣2", "taken", "♠3", "demand", "true"}},
		{"/referee/euchre", "follow", []string{"trump", "♥", "trick", "♦A", "hand", "♦J", "hand", "♦9", "hand", "♣A", "card", "♦J"}},
		{"/referee/durak", "beat", []string{"trump", "♠", "attack", "♥7", "defence", "♣A"}},
		{"/referee/tupelkopf?preset=2", "winner", []string{"contract", "normal", "leader", "0", "trick", "♥10 ♦A ♥10 ♣9"}},
	} {
		for _, lang := range []string{"en", "de"} {
			if lang == "de" {
				location(t, d.post("/lang", url.Values{"lang": {"de"}, "back": {"/"}}))
			}
			answer := byTestID(ask(d, q.path, q.q, q.fields...).doc, "answer")
			if len(answer) == 0 {
				t.Fatalf("%s %s: no answer", q.path, q.q)
			}
			link := byTestID(answer[0], "rule")
			if len(link) == 0 {
				t.Fatalf("%s %s: the answer names no rule", q.path, q.q)
			}
			path, id, _ := strings.Cut(attr(link[0], "href"), "#")
			p := d.get(path)
			sec := byID(p.doc, id)
			if p.status != http.StatusOK || sec == nil || attr(sec, "data-testid") != "rule" {
				t.Errorf("%s %s (%s): the rule %s#%s is no section of its page", q.path, q.q, lang, path, id)
				continue
			}
			title := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(text(link[0]), "Rule:"), "Regel:"))
			if got := text(first(sec, "h3")); got != title {
				t.Errorf("%s#%s (%s) is headed %q, the answer says %q", path, id, lang, got, title)
			}
		}
		location(t, d.post("/lang", url.Values{"lang": {"en"}, "back": {"/"}}))
	}
}
