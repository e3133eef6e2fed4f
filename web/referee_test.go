package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// refCase is one question put to a referee and what must come back: a
// verdict (allowed, refused or result) with words of the reason, or a
// refusal of the input (422) next to a field.
type refCase struct {
	name   string
	path   string // /referee/<game>?preset=…, or a game's referee
	q      string
	fields []string // name, value pairs
	want   string   // "allowed", "refused", "result" or "error-<field>"
	says   string   // words the answer (or the error) must contain
}

// ask puts a question to the referee at path.
func ask(d *device, path, q string, fields ...string) page {
	v := url.Values{"q": {q}, "ask": {"1"}}
	for i := 0; i+1 < len(fields); i += 2 {
		v.Add(fields[i], fields[i+1])
	}
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	return d.get(path + sep + v.Encode())
}

func (c refCase) check(t *testing.T, d *device) {
	t.Helper()
	p := ask(d, c.path, c.q, c.fields...)
	if field, ok := strings.CutPrefix(c.want, "error-"); ok {
		errs := byTestID(p.doc, "error-"+field)
		if field == "" {
			errs = byTestID(p.doc, "error")
		}
		if p.status != http.StatusUnprocessableEntity || len(errs) != 1 {
			t.Fatalf("status %d, errors %q; want 422 with an error at %q; body %.300s", p.status,
				texts(append(byTestID(p.doc, "error"), findAll(p.doc, isError)...)), field, p.body)
		}
		if !strings.Contains(text(errs[0]), c.says) {
			t.Errorf("error %q does not say %q", text(errs[0]), c.says)
		}
		for i := 0; i+1 < len(c.fields); i += 2 {
			if c.fields[i+1] != "" && !strings.Contains(p.body, escaped(c.fields[i+1])) {
				t.Errorf("input %s=%q was not kept", c.fields[i], c.fields[i+1])
			}
		}
		return
	}
	answers := byTestID(p.doc, "answer")
	if p.status != http.StatusOK || len(answers) == 0 {
		t.Fatalf("status %d, no answer; errors %q", p.status, texts(findAll(p.doc, isError)))
	}
	if got := attr(answers[0], "data-verdict"); got != c.want {
		t.Errorf("verdict %s, want %s: %q", got, c.want, text(answers[0]))
	}
	if !strings.Contains(text(answers[0]), c.says) {
		t.Errorf("answer %q does not say %q", text(answers[0]), c.says)
	}
	rule := byTestID(answers[0], "rule")
	if len(rule) == 0 || !strings.HasPrefix(attr(rule[0], "href"), "/rules/") || !strings.Contains(attr(rule[0], "href"), "#") {
		t.Errorf("the answer links no rule: %q", texts(rule))
	}
}

func isError(n *html.Node) bool { return strings.Contains(attr(n, "class"), "error") }

// escaped writes a value the way the page writes it into an attribute.
func escaped(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

func runCases(t *testing.T, cases []refCase) {
	app := newTestApp(t)
	d := app.device(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.check(t, d) })
	}
}

func TestGurkeReferee(t *testing.T) {
	t.Parallel()
	danish, d55, rassi, ice := "/referee/gurke?preset=danish", "/referee/gurke?preset=danish-55", "/referee/gurke?preset=rassi", "/referee/gurke?preset=icelandic"
	runCases(t, []refCase{
		{"play beats", danish, "play", []string{"trick", "9", "hand", "5 K", "play", "K"}, "allowed", "K"},
		{"play lowest", danish, "play", []string{"trick", "9", "hand", "5 7 K", "play", "5"}, "allowed", "lowest"},
		{"play refused", danish, "play", []string{"trick", "9", "hand", "5 7 K", "play", "7"}, "refused", "lowest"},
		{"play forced", "/referee/gurke?preset=polish", "play", []string{"trick", "9", "hand", "5 7 K", "play", "5"}, "refused", "must"},
		{"play German ranks", danish, "play", []string{"trick", "B", "hand", "D 3", "play", "D"}, "allowed", ""},
		{"play icelandic set", ice, "play", []string{"trick", "5+5", "hand", "6+6 2 ♣6", "play", "6+6"}, "allowed", ""},
		{"play not a card", danish, "play", []string{"trick", "9", "hand", "5 K", "play", "X"}, "error-play", "not a card"},
		{"play not in hand", danish, "play", []string{"trick", "9", "hand", "5 K", "play", "Q"}, "error-play", "not in your hand"},
		{"play five kings", danish, "play", []string{"trick", "K K K", "hand", "K K 2", "play", "K"}, "error-hand", "not that many"},
		{"play no joker here", danish, "play", []string{"trick", "Joker", "hand", "2", "play", "2"}, "error-trick", "not a card"},
		{"play empty hand", danish, "play", []string{"trick", "9", "hand", "", "play", "K"}, "error-hand", "Enter"},
		{"winner", danish, "winner", []string{"trick", "9 K K 3"}, "result", "Play 3"},
		{"winner last trick", danish, "winner", []string{"trick", "9 K 3", "last", "true"}, "result", "13 points"},
		{"winner empty", danish, "winner", []string{"trick", ""}, "error-trick", "Enter"},
		{"exchange same number", d55, "exchange", []string{"first", "2", "hand", "7", "stock", "20", "count", "2"}, "allowed", "same number"},
		{"exchange other number", d55, "exchange", []string{"first", "2", "hand", "7", "stock", "20", "count", "3"}, "refused", "same number"},
		{"exchange impossible", d55, "exchange", []string{"first", "2", "hand", "7", "stock", "20", "count", "9"}, "error-count", "number"},
		{"free redeal", rassi, "redeal", []string{"hand", "2 5 9 A"}, "allowed", "no cost"},
		{"redeal with a king", rassi, "redeal", []string{"hand", "2 K"}, "refused", "King"},
		{"redeal bad card", rassi, "redeal", []string{"hand", "2 Z"}, "error-hand", "not a card"},
		{"double", rassi, "double", []string{"before", "0"}, "allowed", "double"},
		{"double thrice", rassi, "double", []string{"before", "2"}, "refused", "twice"},
		{"double nonsense", rassi, "double", []string{"before", "7"}, "error-before", "number"},
	})
}

func TestRefereeOffersOnlyTheVariantsQuestions(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	questions := func(path string) []string {
		var out []string
		for _, a := range findAll(d.get(path).doc, func(n *html.Node) bool { return hasAttr(n, "data-question") }) {
			out = append(out, attr(a, "data-question"))
		}
		return out
	}
	if got := strings.Join(questions("/referee/gurke?preset=danish"), " "); got != "play winner" {
		t.Errorf("Danish asks %q", got)
	}
	if got := strings.Join(questions("/referee/gurke?preset=rassi"), " "); got != "play winner redeal double" {
		t.Errorf("Rassi asks %q", got)
	}
	if p := d.get("/referee/nothing"); p.status != http.StatusNotFound {
		t.Errorf("unknown game: %d", p.status)
	}
	if p := d.get("/referee/gurke?preset=nothing"); p.status != http.StatusOK || len(byTestID(p.doc, "variant-picker")) != 1 {
		t.Errorf("unknown preset: %d", p.status)
	}
	idx := d.get("/referee")
	if links := findAll(idx.doc, func(n *html.Node) bool { return strings.HasPrefix(attr(n, "href"), "/referee/") }); len(links) != len(referees()) {
		t.Errorf("the index links %d referees, want %d", len(links), len(referees()))
	}
}

func TestKeepARulingFromTheGamePage(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := startGame(t, d, "polish", "Anna", "Bo", "Cai")
	gp := d.get(game)
	link := byTestID(gp.doc, "ruling")
	if len(link) != 1 || attr(link[0], "href") != game+"/referee" {
		t.Fatalf("the game page has no ruling button: %q", texts(link))
	}
	ref := d.get(game + "/referee")
	if v := texts(byTestID(ref.doc, "variant")); len(v) != 1 || !strings.Contains(v[0], "Polish") {
		t.Errorf("the referee does not say the table's variant: %q", v)
	}
	if len(byTestID(ref.doc, "variant-picker")) != 0 {
		t.Error("a game's referee offers other variants")
	}
	// Polish rules force a follower who can beat to beat.
	p := ask(d, game+"/referee", "play", "trick", "9", "hand", "5 7 K", "play", "5")
	if v := byTestID(p.doc, "answer"); len(v) == 0 || attr(v[0], "data-verdict") != "refused" {
		t.Fatalf("Polish follow: %q", texts(v))
	}
	keep := url.Values{}
	for _, in := range findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "input" && n.Parent != nil && strings.Contains(attr(n.Parent, "class"), "keep-ruling")
	}) {
		keep.Add(attr(in, "name"), attr(in, "value"))
	}
	if keep.Get("nonce") == "" || keep.Get("hand") != "5 7 K" {
		t.Fatalf("keep form sends %v", keep)
	}
	back := location(t, d.post(game+"/rulings", keep))
	if back != game {
		t.Errorf("keeping leads to %s", back)
	}
	if again := d.post(game+"/rulings", keep); again.status != http.StatusSeeOther {
		t.Errorf("keeping twice: %d", again.status)
	}
	h := d.get(game + "/history")
	kept := byTestID(h.doc, "rulings")
	if len(kept) != 1 || len(findAll(kept[0], func(n *html.Node) bool { return n.Data == "li" })) != 1 {
		t.Fatalf("history shows rulings %q", texts(kept))
	}
	if s := text(kept[0]); !strings.Contains(s, "May I play this?") || !strings.Contains(s, "5 7 K") || !strings.Contains(s, "Not allowed") {
		t.Errorf("kept ruling reads %q", s)
	}
	if len(byTestID(h.doc, "history")) != 1 || strings.Contains(text(byTestID(h.doc, "history")[0]), "Entry") {
		t.Error("a ruling shows up as an entry of the game")
	}
	ev := d.get(linkTo(gp.doc, group+"/e/", 4))
	if r := byTestID(ev.doc, "rulings"); len(r) != 1 || !strings.Contains(text(r[0]), "Not allowed") {
		t.Errorf("the evening page shows rulings %q", texts(r))
	}
	exp := d.get(linkTo(gp.doc, group+"/e/", 4) + "/export")
	f, err := db.ReadExport(strings.NewReader(exp.body))
	if err != nil || len(f.Games) != 1 || len(f.Games[0].Rulings) != 1 || !strings.Contains(string(f.Games[0].Rulings[0].Question), `"gurke"`) {
		t.Errorf("the export lacks the ruling: %v %.300s", err, exp.body)
	}
	// A bad keep is refused with the form kept; nothing is stored.
	bad := d.post(game+"/rulings", url.Values{"q": {"play"}, "trick": {"9"}, "hand": {"5 7"}, "play": {"Q"}})
	if bad.status != http.StatusUnprocessableEntity || len(byTestID(bad.doc, "error-play")) != 1 {
		t.Errorf("bad keep: %d", bad.status)
	}
	if n := len(findAll(byTestID(d.get(game+"/history").doc, "rulings")[0], func(n *html.Node) bool { return n.Data == "li" })); n != 1 {
		t.Errorf("%d rulings kept, want 1", n)
	}
}

func TestViewerAsksButDoesNotKeep(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer := app.device(t)
	group, game := startGame(t, scorer, "danish", "Anna", "Bo")
	viewer := joinAs(t, app, scorer, group, "viewer")
	p := ask(viewer, game+"/referee", "winner", "trick", "9 K")
	if len(byTestID(p.doc, "answer")) != 1 || len(byTestID(p.doc, "keep")) != 0 {
		t.Fatalf("viewer: answer %d, keep %d", len(byTestID(p.doc, "answer")), len(byTestID(p.doc, "keep")))
	}
	if r := viewer.post(game+"/rulings", url.Values{"q": {"winner"}, "trick": {"9 K"}}); r.status != http.StatusForbidden {
		t.Errorf("viewer keeps: %d", r.status)
	}
}

// joinAs lets d join the group through its invite link for role.

func TestHurricanReferee(t *testing.T) {
	t.Parallel()
	two := "/referee/hurrican?preset=two"
	runCases(t, []refCase{
		{"captures", two, "captures", []string{"table", "♥5", "table", "♣2", "table", "♠3", "card", "♦5"}, "result", "♥5 · ♣2+♠3"},
		{"captures nothing", two, "captures", []string{"table", "♥K", "card", "♦2"}, "result", "Nothing"},
		{"captures not a card", two, "captures", []string{"table", "H8", "card", "♦2"}, "error-table", "not a card"},
		{"captures no card", two, "captures", []string{"table", "♥5"}, "error-card", "Pick one card"},
		{"take a sum", two, "take", []string{"table", "♥5", "table", "♣2", "table", "♠3", "card", "♦5", "taken", "♣2", "taken", "♠3"}, "allowed", "demand"},
		{"take against a demand", two, "take", []string{"table", "♥5", "table", "♣2", "table", "♠3", "card", "♦5", "taken", "♣2", "taken", "♠3", "demand", "true"}, "refused", "equal card"},
		{"take nothing", two, "take", []string{"table", "♥5", "card", "♦5"}, "error-taken", "Pick"},
		{"lay refused", two, "lay", []string{"table", "♥5", "card", "♦5"}, "refused", "♥5"},
		{"lay allowed", two, "lay", []string{"table", "♥K", "card", "♦2"}, "allowed", "laid down"},
		{"lay a card twice", two, "lay", []string{"table", "♥5", "card", "♥5"}, "error-card", "twice"},
		{"sweep", two, "sweep", []string{"table", "♥2", "table", "♣3", "card", "♦5"}, "allowed", "Hurrican"},
		{"final sweep", two, "sweep", []string{"table", "♥2", "table", "♣3", "card", "♦5", "last_card", "true"}, "refused", "final sweep"},
		{"no sweep", two, "sweep", []string{"table", "♥K", "table", "♣3", "card", "♦5"}, "refused", "cannot take every card"},
	})
}

func TestEuchreReferee(t *testing.T) {
	t.Parallel()
	std := "/referee/euchre?preset=standard"
	runCases(t, []refCase{
		{"left bower must not follow diamonds", std, "follow", []string{"trump", "♥", "trick", "♦A", "hand", "♦J", "hand", "♦9", "hand", "♣A", "card", "♦J"}, "refused", "left bower"},
		{"left bower follows trump", std, "follow", []string{"trump", "♥", "trick", "♥9", "hand", "♦J", "hand", "♣A", "card", "♦J"}, "allowed", "left bower"},
		{"follow a card twice", std, "follow", []string{"trump", "♥", "trick", "♦J", "hand", "♦J", "card", "♦J"}, "error-hand", "twice"},
		{"follow no such card", std, "follow", []string{"trump", "♥", "trick", "♥8", "hand", "♦J", "card", "♦J"}, "error-trick", "not a card"},
		{"follow card not in hand", std, "follow", []string{"trump", "♥", "trick", "♥9", "hand", "♦J", "card", "♣A"}, "error-card", "not in your hand"},
		{"order", std, "order", []string{"trump", "♣"}, "result", "♣J♠J♣A"},
		{"order with the joker", "/referee/euchre?preset=joker", "order", []string{"trump", "♦"}, "result", "Joker♦J♥J"},
		{"order without trump", std, "order", []string{"trump", ""}, "error-trump", "Pick a suit"},
		{"winner", std, "winner", []string{"trump", "♠", "leader", "0", "trick", "♥A ♠9 ♥K"}, "result", "Player 2 wins"},
		{"winner of five cards", std, "winner", []string{"trump", "♠", "leader", "0", "trick", "♥A ♠9 ♥K ♥Q ♥J"}, "error-trick", "at most four"},
		{"order up", std, "bid", []string{"dealer", "0", "up", "♥9", "passes", "0", "call", "take"}, "allowed", "orders it up"},
		{"go alone", std, "bid", []string{"dealer", "0", "up", "♥9", "passes", "1", "call", "take", "alone", "true"}, "allowed", "plays alone"},
		{"name the turned-down suit", std, "bid", []string{"dealer", "0", "up", "♥9", "passes", "4", "call", "♥"}, "refused", "turned down"},
		{"bid after eight passes", std, "bid", []string{"dealer", "0", "up", "♥9", "passes", "9", "call", "pass"}, "error-passes", "number"},
	})
}

func TestDurakReferee(t *testing.T) {
	t.Parallel()
	classic := "/referee/durak?preset=classic"
	bout := []string{"trump", "♠", "attacks", "♥7", "defences", "♥9", "defender_start", "6"}
	with := func(extra ...string) []string { return append(append([]string{}, bout...), extra...) }
	runCases(t, []refCase{
		{"throw in a rank on the table", classic, "throw", with("card", "♣9"), "allowed", "rank"},
		{"throw in another rank", classic, "throw", with("card", "♣K"), "refused", "No card of the rank"},
		{"throw in past the limit", classic, "throw", []string{"trump", "♠", "attacks", "♥7", "attacks", "♦7", "defender_start", "2", "card", "♣7"}, "refused", "2 attacking cards"},
		{"throw in after a pick-up", classic, "throw", with("taken", "true", "card", "♣7"), "allowed", "defender"},
		{"defence that beats nothing", classic, "throw", []string{"trump", "♠", "attacks", "♥7", "defences", "♥6", "defender_start", "6", "card", "♣7"}, "error-defences", "beaten"},
		{"throw in a card on the table", classic, "throw", with("card", "♥7"), "error-card", "twice"},
		{"beat with a trump", classic, "beat", []string{"trump", "♠", "attack", "♥7", "defence", "♠6"}, "allowed", "trump"},
		{"beat with another suit", classic, "beat", []string{"trump", "♠", "attack", "♥7", "defence", "♣A"}, "refused", "neither"},
		{"beat with the same card", classic, "beat", []string{"trump", "♠", "attack", "♥7", "defence", "♥7"}, "error-defence", "twice"},
		{"join", classic, "join", []string{"players", "4", "attacker", "0", "defender", "1", "seat", "2"}, "allowed", "join"},
		{"defender joins", classic, "join", []string{"players", "4", "attacker", "0", "defender", "1", "seat", "1"}, "refused", "defender"},
		{"join at seven", classic, "join", []string{"players", "7", "attacker", "0", "defender", "1", "seat", "2"}, "error-players", "number"},
		{"pick up", classic, "pickup", []string{"trump", "♠", "attacks", "♥7"}, "allowed", "pick up"},
		{"pick up when all is beaten", classic, "pickup", bout, "refused", "beaten"},
		{"pick up nothing", classic, "pickup", []string{"trump", "♠"}, "error-attacks", "Pick"},
		{"refill", classic, "refill", []string{"players", "4", "attacker", "0", "defender", "1"}, "result", "Player 1, Player 3, Player 4, Player 2"},
		{"refill against oneself", classic, "refill", []string{"players", "4", "attacker", "1", "defender", "1"}, "error-defender", "opponent"},
		{"exchange", classic, "exchange", []string{"turned", "♠A", "got", "drawn", "stock", "10"}, "allowed", "♠6"},
		{"exchange a picked-up six", classic, "exchange", []string{"turned", "♠A", "got", "picked", "stock", "10"}, "refused", "picked it up"},
		{"exchange after the stock", classic, "exchange", []string{"turned", "♠A", "got", "drawn", "stock", "0"}, "refused", "used up"},
		{"exchange with a huge stock", classic, "exchange", []string{"turned", "♠A", "got", "drawn", "stock", "99"}, "error-stock", "number"},
	})
}

func TestTupelkopfReferee(t *testing.T) {
	t.Parallel()
	doko := "/referee/tupelkopf?preset=2"
	runCases(t, []refCase{
		{"must follow", doko, "follow", []string{"contract", "normal", "leader", "0", "trick", "♠A", "hand", "♠10 ♣A ♦9", "card", "♣A", "barschelLeft", "0"}, "refused", "must be followed"},
		{"follows", doko, "follow", []string{"contract", "normal", "leader", "0", "trick", "♠A", "hand", "♠10 ♣A ♦9", "card", "♠10", "barschelLeft", "0"}, "allowed", "follows"},
		{"follow with a ninth card", doko, "follow", []string{"contract", "normal", "leader", "0", "trick", "♠8", "hand", "♠10", "card", "♠10", "barschelLeft", "0"}, "error-trick", "not a card"},
		{"hand too large", doko, "follow", []string{"contract", "normal", "leader", "0", "trick", "♠A", "hand", "♠10 ♠10 ♠K ♠K ♠9 ♠9 ♣A ♣A ♣K ♣K ♣9 ♣9 ♥A", "card", "♠10", "barschelLeft", "0"}, "error-hand", "12"},
		{"order", doko, "order", []string{"contract", "normal"}, "result", "♥10♣Q♠Q"},
		{"order in a Damensolo", doko, "order", []string{"contract", "damensolo", "card", "♦A"}, "result", "not trump"},
		{"order with a bad suit", doko, "order", []string{"contract", "farbenersatzsolo"}, "error-soloSuit", "Farbenersatzsolo"},
		{"the last Herz-Zehn", doko, "winner", []string{"contract", "normal", "leader", "0", "trick", "♥10 ♦A ♥10 ♣9"}, "result", "Player 3 takes"},
		{"three Herz-Zehnen", doko, "winner", []string{"contract", "normal", "leader", "0", "trick", "♥10 ♥10 ♥10"}, "error-trick", "only 2"},
		{"a Tupelkopf", doko, "sunkte", []string{"trick", "♥A ♠A ♦10 ♣10"}, "result", "42 card points"},
		{"no Tupelkopf", doko, "sunkte", []string{"trick", "♥9 ♠9 ♦10 ♣10"}, "result", "no Tupelkopf"},
		{"announce Re", doko, "announce", []string{"announcement", "re", "alten", "true", "done", "0", "onTable", "0", "stage", "0"}, "allowed", "Re"},
		{"announce too late", doko, "announce", []string{"announcement", "re", "alten", "true", "done", "2", "onTable", "1", "stage", "0"}, "refused", "Too late"},
		{"announce after trick 20", doko, "announce", []string{"announcement", "re", "alten", "true", "done", "20", "onTable", "0", "stage", "0"}, "error-done", "number"},
		{"Hochzeit", doko, "vorbehalt", []string{"dealer", "0", "seat", "1", "hand", "♣Q ♣Q ♠9", "kind", "hochzeit", "count", "0"}, "allowed", "Kreuz-Damen"},
		{"Hochzeit with one queen", doko, "vorbehalt", []string{"dealer", "0", "seat", "1", "hand", "♣Q ♠9", "kind", "hochzeit", "count", "0"}, "refused", "more than one"},
		{"Hochzeit after a solo", doko, "vorbehalt", []string{"dealer", "0", "seat", "2", "hand", "♣Q ♣Q", "kind", "hochzeit", "count", "0", "before", "solo", "beforeContract", "damensolo"}, "refused", "solo"},
		{"three Kreuz-Damen", doko, "vorbehalt", []string{"dealer", "0", "seat", "1", "hand", "♣Q ♣Q ♣Q", "kind", "hochzeit", "count", "0"}, "error-hand", "only 2"},
	})
}

func TestRefereeSpeaksGermanAndAnswersHTMX(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	speakHTTP(t, d, "de")
	p := ask(d, "/referee/euchre?preset=standard", "follow", "trump", "♥", "trick", "♦A", "hand", "♦J", "hand", "♦9", "card", "♦J")
	if v := texts(byTestID(p.doc, "verdict")); len(v) != 1 || !strings.Contains(v[0], "Nicht erlaubt") {
		t.Errorf("German verdict %q", v)
	}
	if r := texts(byTestID(p.doc, "reason")); len(r) != 1 || !strings.Contains(r[0], "linke Bower") {
		t.Errorf("German reason %q", r)
	}
	if back := inputValue(p.doc, "back"); !strings.Contains(back, "q=follow") || !strings.Contains(back, "ask=1") {
		t.Errorf("the language switch returns to %q, not to the question", back)
	}
	req, _ := http.NewRequest(http.MethodGet, app.srv.URL+"/referee/durak?q=beat&ask=1&trump=%E2%99%A0&attack=X", nil)
	req.Header.Set("HX-Request", "true")
	frag := d.do(req)
	if frag.status != http.StatusUnprocessableEntity || strings.Contains(frag.body, "<header") || len(byTestID(frag.doc, "error-attack")) != 1 {
		t.Errorf("htmx error: %d, %.200s", frag.status, frag.body)
	}
}
