package web

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestDoppelkopfTableOfFive plays the tournament preset at five: the dealer
// sits out and is not offered as a player of the deal, the board counts
// points, and a deal moves nobody who sat out.
func TestDoppelkopfTableOfFive(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf", nil, "Anna", "Bo", "Cai", "Dana", "Eli")
	p := d.get(tb.game)
	if p.status != http.StatusOK {
		t.Fatalf("game page: %d", p.status)
	}
	var offered []string
	for _, n := range findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "alten" }) {
		offered = append(offered, attr(n, "value"))
	}
	if !slices.Equal(offered, []string{"1", "2", "3", "4"}) {
		t.Errorf("players offered for the Re party: %v, want the four who are not dealing", offered)
	}
	if dealer := texts(byTestID(p.doc, "dealer")); len(dealer) != 1 || !strings.Contains(dealer[0], "Anna") || !strings.Contains(dealer[0], "sits") {
		t.Errorf("dealer fact: %v", dealer)
	}
	if len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "zero_trick" })) != 1 {
		t.Error("no question for a trick without Augen")
	}
	if !strings.Contains(text(p.doc), "Points") || !strings.Contains(text(p.doc), "Augen of the Re party") {
		t.Error("the board and form do not speak of points and Augen")
	}
	// Bo and Dana are Re with 130 Augen: they win 1 point each.
	location(t, postEntry(d, tb.game, deal("normal", 130, []int{1, 3})))
	if got := scores(d.get(tb.game)); strings.Join(got, " ") != "0 1 −1 1 −1" {
		t.Errorf("scores after a won normal game: %v", got)
	}
	// Bo deals the second deal and sits it out: he cannot be a player of it.
	if r := postEntry(d, tb.game, deal("normal", 130, []int{1, 3})); r.status != http.StatusUnprocessableEntity {
		t.Errorf("the player sitting out joined a deal: %d", r.status)
	}
}

// TestDoppelkopfPflichtsoloMustBePlayed checks that the player who must
// play the Pflichtsolo now is named, and that any other deal is refused.
func TestDoppelkopfPflichtsoloMustBePlayed(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf", map[string]string{"deals": "4"}, "Anna", "Bo", "Cai", "Dana")
	p := d.get(tb.game)
	forced := texts(byTestID(p.doc, "forced"))
	if len(forced) != 1 || !strings.Contains(forced[0], "Bo") {
		t.Fatalf("forced Pflichtsolo: %v", forced)
	}
	r := postEntry(d, tb.game, deal("normal", 130, []int{1, 3}))
	if r.status != http.StatusUnprocessableEntity || len(byTestID(r.doc, "form-error")) != 1 {
		t.Errorf("a normal game while a Pflichtsolo is due: %d", r.status)
	}
	location(t, postEntry(d, tb.game, deal("damensolo", 130, []int{1})))
	if got := scores(d.get(tb.game)); strings.Join(got, " ") != "−1 3 −1 −1" {
		t.Errorf("scores after Bo's won Pflichtsolo: %v", got)
	}
}

// TestDoppelkopfHomeRulesBockRounds: at a home table, a deal of 120:120
// brings a Bock round of four deals; the table's facts say what the next
// deal counts and how many Bock deals follow, in both languages, and a
// Bock deal counts twice.
func TestDoppelkopfHomeRulesBockRounds(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf-home", nil, "Anna", "Bo", "Cai", "Dana")
	if f := fact(d.get(tb.game), "bock"); f != "" {
		t.Errorf("Bock before any trigger: %q", f)
	}
	// 120:120: Kontra wins with 120 Augen, 1 point for the win and 1 for
	// winning against the Re party; a Bock round follows.
	location(t, postEntry(d, tb.game, deal("normal", 120, []int{1, 3})))
	p := d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "2 −2 2 −2" {
		t.Errorf("after 120:120: %s", got)
	}
	if f := fact(p, "bock"); f != "next deal ×2, 4 Bock deals in all" {
		t.Errorf("Bock after 120:120: %q", f)
	}
	if last := texts(byTestID(p.doc, "status-last")); len(last) != 1 || !strings.Contains(last[0], "120:120") {
		t.Errorf("the last deal does not say why Bock follows: %q", last)
	}
	// Bo and Dana win with 130 Augen: 1 point, counted twice.
	location(t, postEntry(d, tb.game, deal("normal", 130, []int{1, 3})))
	p = d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "0 0 0 0" || fact(p, "bock") != "next deal ×2, 3 Bock deals in all" {
		t.Errorf("after the first Bock deal: scores %s, Bock %q", got, fact(p, "bock"))
	}
	// Doppelkopf is called so, and counts points, not Bunkte.
	chartScale := func(p page) string {
		svgs := findAll(p.doc, func(n *html.Node) bool { return n.Data == "svg" && attr(n, "aria-label") != "" })
		if len(svgs) == 0 {
			return ""
		}
		return attr(svgs[0], "aria-label")
	}
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Doppelkopf · home rules with Bock rounds" {
		t.Errorf("title %q", h)
	}
	if got := chartScale(p); got != "Points" {
		t.Errorf("chart in %q", got)
	}
	speakHTTP(t, d, "de")
	p = d.get(tb.game)
	if f := fact(p, "bock"); f != "nächstes Spiel ×2, 3 Bockspiele insgesamt" {
		t.Errorf("Bock in German: %q", f)
	}
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Doppelkopf · Hausregeln mit Bockrunden" {
		t.Errorf("German title %q", h)
	}
	if got := chartScale(p); got != "Punkte" {
		t.Errorf("German chart in %q", got)
	}
}

// tupelkopfWords are Tupelkopf's own words, which a page of Doppelkopf
// never uses: it speaks of Re and Kontra, Augen and points. "gegen die
// Alten" is the DDV's own name of a point and stays; Plön is also the
// tests' evening's place.
var tupelkopfWords = []string{"Alten", "Anderen", "Sunkt", "Bunkt", "Tupelkopf", "Plön rules", "Plöner"}

// TestDoppelkopfSpeaksItsOwnWords opens every page of a game of Doppelkopf
// in both languages (the new game form, the game with deals of every kind,
// its history and its CSV, a correction, a refused entry, the referee and
// the rules) and finds none of Tupelkopf's words on them.
func TestDoppelkopfSpeaksItsOwnWords(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf-home", map[string]string{"pflichtsolo": "false"}, "Anna", "Bo", "Cai", "Dana")
	for _, f := range []url.Values{
		deal("normal", 150, []int{0, 2}, "alten_call", "re", "anderen_call", "contra", "alten_foxes", "1", "karlchen", "alten"),
		deal("damensolo", 100, []int{1}),
		deal("hochzeit", 125, []int{2, 3}),
		deal("stille-hochzeit", 180, []int{3}),
		deal("normal", 120, []int{0, 1}),
	} {
		location(t, postEntry(d, tb.game, f))
	}
	refused := func() page { return postEntry(d, tb.game, url.Values{"type": {"normal"}, "sunkte": {"130"}}) }
	pages := func() map[string]page {
		p := d.get(tb.game)
		edit := findAll(p.doc, func(n *html.Node) bool { return strings.HasSuffix(attr(n, "href"), "/edit") })
		out := map[string]page{"new game": d.get(tb.evening + "/games/new?kind=doppelkopf"), "game": p,
			"referee": d.get(tb.game + "/referee"),
			"history": d.get(tb.game + "/history"), "refused": refused(),
			"rules": d.get("/rules/doppelkopf"), "csv": d.get(tb.game + "/csv")}
		if len(edit) > 0 {
			out["correction"] = d.get(attr(edit[0], "href"))
		}
		return out
	}
	for _, lang := range []string{"en", "de"} {
		speakHTTP(t, d, lang)
		for name, p := range pages() {
			body := strings.ReplaceAll(text(p.doc), "gegen die Alten", "")
			for _, w := range tupelkopfWords {
				if name == "rules" && (w == "Tupelkopf" || w == "Plöner") {
					continue // the rules page points to Tupelkopf's for more players
				}
				if i := strings.Index(body, w); i >= 0 {
					t.Errorf("%s, %s: %q in %q", lang, name, w, body[max(0, i-60):min(len(body), i+60)])
				}
			}
		}
	}
}

// fast is a fast entry's form.
func fast(value int, winners []int, more ...string) url.Values {
	f := url.Values{"entry": {"fast"}, "value": {fmt.Sprint(value)}}
	for _, s := range winners {
		f.Add("winners", fmt.Sprint(s))
	}
	for i := 0; i+1 < len(more); i += 2 {
		f.Set(more[i], more[i+1])
	}
	return f
}

// TestDoppelkopfFastEntry enters deals fast at a home table: an ordinary
// deal, a refused one whose taps stay, a lost solo that brings Bock by
// itself, a deal the table reports as bringing Bock, and a correction that
// opens on the fast entry with its values.
func TestDoppelkopfFastEntry(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf-home", map[string]string{"pflichtsolo": "false", "bock_solo_lost": "true"},
		"Anna", "Bo", "Cai", "Dana")
	// Anna and Cai win; the table counted 2, extras 1:0: 3 each.
	location(t, postEntry(d, tb.game, fast(2, []int{0, 2}, "extras_won", "1")))
	p := d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "3 −3 3 −3" {
		t.Errorf("after a fast deal: %s", got)
	}
	if on := checkedValues(p.doc, "entry"); !slices.Equal(on, []string{"fast"}) {
		t.Errorf("the next deal's form starts on %v, want the fast entry", on)
	}
	// Three winners and no value: refused, and what was tapped stays.
	r := postEntry(d, tb.game, url.Values{"entry": {"fast"}, "winners": {"0", "1"}})
	if r.status != http.StatusUnprocessableEntity || !strings.Contains(text(byTestID(r.doc, "form-error")[0]), "value") {
		t.Fatalf("a fast deal without a value: %d %q", r.status, texts(byTestID(r.doc, "form-error")))
	}
	if kept := checkedValues(r.doc, "winners"); !slices.Equal(kept, []string{"0", "1"}) {
		t.Errorf("the winners tapped were lost: %v", kept)
	}
	// Bo's solo, lost to the other three with a value of 1: −3 for Bo,
	// +1 each; a lost solo brings a Bock round.
	location(t, postEntry(d, tb.game, fast(1, []int{0, 2, 3})))
	p = d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "4 −6 4 −2" || fact(p, "bock") != "next deal ×2, 4 Bock deals in all" {
		t.Errorf("after a lost fast solo: %s, Bock %q", got, fact(p, "bock"))
	}
	// Bo and Dana win 2 under Bock, and the table reports a trigger: 4
	// each, and a second round on top.
	location(t, postEntry(d, tb.game, fast(2, []int{1, 3}, "bock", "1")))
	p = d.get(tb.game)
	if got := strings.Join(scores(p), " "); got != "0 −2 0 2" || fact(p, "bock") != "next deal ×4, 4 Bock deals in all" {
		t.Errorf("after a reported Bock: %s, Bock %q", got, fact(p, "bock"))
	}
	// The correction of the first deal opens on the fast entry, filled in.
	h := d.get(tb.game + "/history")
	edit := findAll(h.doc, func(n *html.Node) bool { return strings.HasSuffix(attr(n, "href"), "/edit") })
	if len(edit) == 0 {
		t.Fatal("no correction offered")
	}
	e := d.get(attr(edit[len(edit)-1], "href"))
	if on, w, v, x := checkedValues(e.doc, "entry"), checkedValues(e.doc, "winners"), checkedValues(e.doc, "value"),
		checkedValues(e.doc, "extras_won"); !slices.Equal(on, []string{"fast"}) || !slices.Equal(w, []string{"0", "2"}) ||
		!slices.Equal(v, []string{"2"}) || !slices.Equal(x, []string{"1"}) {
		t.Errorf("the correction shows %v %v %v %v", on, w, v, x)
	}
	// At the tournament table there is no Bock to report.
	tt := seatTable(t, d, "doppelkopf", "doppelkopf", nil, "Anna", "Bo", "Cai", "Dana")
	if len(findAll(d.get(tt.game).doc, func(n *html.Node) bool { return attr(n, "name") == "bock" })) != 0 {
		t.Error("the tournament table offers to report Bock")
	}
	if r := postEntry(d, tt.game, fast(2, []int{1, 3}, "bock", "1")); r.status != http.StatusUnprocessableEntity {
		t.Errorf("Bock reported at the tournament table: %d", r.status)
	}
}

// oldDoppelkopfFile is an evening exported before Doppelkopf was a kind of
// its own: a game of the kind tupelkopf with the doppelkopf preset.
const oldDoppelkopfFile = `{
  "format": "schreiber-evening", "version": 1, "exported_at": "2026-11-20T23:00:00Z",
  "group": "Dienstag", "evening": {"held_on": "2026-11-20", "place": "Küche"},
  "games": [{
    "kind": "tupelkopf", "created_at": "2026-11-20T19:00:00Z", "players": ["Anna", "Bo", "Cai", "Dana"],
    "config": {"rules": {"preset": "doppelkopf", "scoring": "ddv", "tally": "net", "share": "carry", "deals": 24,
               "pflichtsolo": true, "against_after_failed_call": false}, "first_dealer": 0},
    "log": [
      {"id": "a", "seq": 1, "action": "add", "payload": {"kind": "deal", "type": "normal", "alten": [1, 3], "sunkte": 140, "alten_call": "re"}, "device": "d", "at": "2026-11-20T19:10:00Z"},
      {"id": "b", "seq": 2, "action": "add", "payload": {"kind": "deal", "type": "damensolo", "alten": [2], "sunkte": 130}, "device": "d", "at": "2026-11-20T19:20:00Z"}
    ]
  }]
}`

// TestDoppelkopfOldFileImports imports a file written when Doppelkopf was
// stored as Tupelkopf: the game shows as Doppelkopf with its scores, and
// exports again under its own kind.
func TestDoppelkopfOldFileImports(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai")
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", d.csrf())
	fw, _ := mw.CreateFormFile("file", "evening.json")
	fw.Write([]byte(oldDoppelkopfFile))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, app.srv.URL+tb.group+"/import", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	evening := location(t, d.do(req))
	game := linkTo(d.get(evening).doc, tb.group+"/games/", 4)
	p := d.get(game)
	if h := texts(findAll(p.doc, func(n *html.Node) bool { return n.Data == "h1" })); len(h) != 1 || h[0] != "Doppelkopf · DDV tournament rules" {
		t.Errorf("title %q", h)
	}
	// Bo and Dana win with Re announced: won 1 and Re 2, 3 each; Cai wins
	// the Damensolo, worth 1: 1 from each of the others (−4 2 0 2).
	if got := strings.Join(scores(p), " "); got != "−4 2 0 2" {
		t.Errorf("scores %s", got)
	}
	if f := normalize(t, d.get(evening+"/export").body); len(f.Games) != 1 || f.Games[0].Kind != "doppelkopf" {
		t.Errorf("exported again as %+v", f.Games)
	}
}

// TestDoppelkopfAndTupelkopfKeepTheirScoring: neither game can be started
// with the other's preset or scoring, whatever a form sends: it is refused,
// or starts as the game the form names, scored as that game is.
func TestDoppelkopfAndTupelkopfKeepTheirScoring(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, form := tableForm(t, d, "tupelkopf", "ploen", nil, "Anna", "Bo", "Cai", "Dana")
	for _, c := range []struct{ kind, preset, scoring string }{
		{"tupelkopf", "doppelkopf", ""},
		{"doppelkopf", "ploen", ""},
		{"tupelkopf", "ploen", "ddv"},
		{"doppelkopf", "doppelkopf", "bunkte"},
	} {
		f := url.Values{}
		for k, v := range form {
			f[k] = v
		}
		f.Set("kind", c.kind)
		f.Set("preset", c.preset)
		if c.scoring != "" {
			// Every option as the new game page has it, and a scoring.
			page := d.get(tb.evening + "/games/new?kind=" + c.kind + "&preset=" + c.preset)
			for _, n := range findAll(page.doc, func(n *html.Node) bool { return strings.HasPrefix(attr(n, "name"), "opt-") }) {
				switch {
				case n.Data == "select":
					for _, o := range findAll(n, func(o *html.Node) bool { return o.Data == "option" && hasAttr(o, "selected") }) {
						f.Set(attr(n, "name"), attr(o, "value"))
					}
				case attr(n, "type") != "checkbox" || hasAttr(n, "checked"):
					f.Set(attr(n, "name"), attr(n, "value"))
				}
			}
			f.Set("options", "1")
			f.Set("opt-scoring", c.scoring)
		}
		r := d.post(tb.evening+"/games", f)
		if r.status != http.StatusSeeOther {
			if e := texts(byTestID(r.doc, "form-error")); r.status != http.StatusUnprocessableEntity || len(e) != 1 ||
				!strings.Contains(e[0], "scored in") {
				t.Errorf("%s with %s and scoring %q: %d %q", c.kind, c.preset, c.scoring, r.status, e)
			}
			continue
		}
		h := texts(findAll(d.get(r.header.Get("Location")).doc, func(n *html.Node) bool { return n.Data == "h1" }))
		want := map[string]string{"tupelkopf": "Tupelkopf · ", "doppelkopf": "Doppelkopf · "}[c.kind]
		if len(h) != 1 || !strings.HasPrefix(h[0], want) {
			t.Errorf("%s with %s and scoring %q started %q", c.kind, c.preset, c.scoring, h)
		}
	}
}

// TestDoppelkopfBockHomeOptions: a home table sets Bock to double the game
// points only and a Pflichtsolo to use up no Bock deal. The new game form
// offers both, the rules line and the rules card name them, and the
// game's deals are scored so.
func TestDoppelkopfBockHomeOptions(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb, _ := tableForm(t, d, "doppelkopf", "doppelkopf-home", nil, "Anna", "Bo", "Cai", "Dana")
	form := d.get(tb.evening + "/games/new?kind=doppelkopf")
	for _, name := range []string{"bock_scope", "bock_pflichtsolo_free"} {
		if optionInput(form.doc, name) == nil {
			t.Errorf("the new game form lacks %s", name)
		}
	}
	tb = seatTable(t, d, "doppelkopf", "doppelkopf-home", map[string]string{"bock_scope": "game", "bock_pflichtsolo_free": "true"},
		"Anna", "Bo", "Cai", "Dana")
	p := d.get(tb.game)
	if r := fact(p, "rules"); !strings.Contains(r, "Bock doubles the game points only; a Pflichtsolo uses up no Bock deal;") {
		t.Errorf("rules line: %q", r)
	}
	differs := findAll(p.doc, func(n *html.Node) bool { return attr(n, "class") == "differs" })
	var names []string
	for _, n := range differs {
		names = append(names, attr(n, "data-option"))
	}
	if !slices.Contains(names, "bock_scope") || !slices.Contains(names, "bock_pflichtsolo_free") {
		t.Errorf("the rules card marks %v as changed", names)
	}
	// 120:120 brings a Bock round; Bo and Dana then win with 130 Augen: 1
	// game point, counted twice.
	location(t, postEntry(d, tb.game, deal("normal", 120, []int{1, 3})))
	location(t, postEntry(d, tb.game, deal("normal", 130, []int{1, 3})))
	if got := strings.Join(scores(d.get(tb.game)), " "); got != "0 0 0 0" {
		t.Errorf("after the first Bock deal: %s", got)
	}
}
