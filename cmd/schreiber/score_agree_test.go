package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/views"
	"schreiber/views/games"
)

// TestScoreAgreesWithThePages plays a seeded evening of every kind through
// the pages, as a scorer would: each game's entries drawn by its kind's
// Play and posted through its own forms, one game corrected, one finished
// here where its rules let the table end it, one abandoned, every other
// one with its house rules corrected to another preset, and one
// started and removed again. It exports the evening and recomputes it with
// `schreiber score`: every game the evening page lists comes out of the
// command with the same standings, and as over, won or running as the
// page says; each game's own page ends it as the command does; the ledger
// counts the games the command calls over and waits for the others; the
// statistics count what the command counts; each game's CSV holds its rows
// of the evening's CSV; and the group's export scores as the evening's.
func TestScoreAgreesWithThePages(t *testing.T) {
	t.Parallel()
	// Three seeds: every kind is corrected, finished and abandoned once.
	compared := 0
	for seed := range uint64(3) {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			if scoreAgrees(t, seed) {
				compared++
			}
		})
	}
	if compared == 0 {
		t.Error("no evening had a game over, so the statistics were never compared")
	}
}

// scoreAgrees plays one evening and compares; it reports whether the
// statistics had a game to count.
func scoreAgrees(t *testing.T, seed uint64) bool {
	p := inProcessPhone(t)
	group := p.redirected("/groups", url.Values{"name": {"Samstag"}, "players": {"Anna\nBo\nCai\nDora\nEda\nFinn"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-28"}, "place": {"Stube"}})
	rng := rand.New(rand.NewPCG(seed, 33))
	rulesCorrected, rulesSwitched := 0, 0

	removed := seatGame(t, p, evening, "durak", "classic", 3)
	if a := p.post(removed+"/remove", url.Values{}); a.status >= 400 {
		t.Fatalf("removing an empty game: %d", a.status)
	}
	for i, k := range games.Kinds() {
		game := seatGame(t, p, evening, k.Name, k.Setup.Presets[0], k.Play.Players)
		// Every other game has its house rules corrected, before its end
		// or its correction; the others raise a limit from a deal on,
		// half-way.
		var switched func()
		if (i+int(seed))%2 != 0 {
			switched = func() { rulesSwitched += map[bool]int{true: 1}[switchRules(t, p, game, k)] }
		}
		played := playSwitching(t, p, evening, game, k, rng, 6+rng.IntN(8), switched)
		if (i+int(seed))%2 == 0 {
			rulesCorrected += map[bool]int{true: 1}[correctRules(t, p, game, k.Setup.Presets)]
		}
		switch (i + int(seed)) % 3 {
		case 0:
			if played > 1 {
				correct(t, p, game, 1, formOfEntry(t, p, evening, k, 0))
			}
		case 1:
			endGame(t, p, game, "finish") // refused by a game whose rules end it
		case 2:
			endGame(t, p, game, "abandon")
		}
	}

	page := p.get(evening)
	var shown []shownGame
	for _, li := range byTestID(page.doc, "evening-game") {
		shown = append(shown, readShownGame(li))
	}
	if len(shown) != len(games.Kinds()) {
		t.Fatalf("the evening lists %d games, want %d", len(shown), len(games.Kinds()))
	}
	file := writeFile(t, p.get(evening+"/export").body)
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var scored []jsonGame
	if err := json.Unmarshal(out.Bytes(), &scored); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(scored) != len(shown) {
		t.Fatalf("score recomputed %d games, the evening lists %d", len(scored), len(shown))
	}
	counted := checkStatistics(t, p, group, scored)
	checkGamePages(t, p, page, scored)
	checkLedger(t, p, evening, scored)
	checkCSV(t, p, evening, page)
	checkGroupExport(t, p, group, out.String())
	checkScoreTable(t, file, scored)
	for i, g := range scored {
		s, where := shown[i], fmt.Sprintf("game %d (%s)", i+1, g.Kind)
		if g.Error != "" {
			t.Errorf("%s: %s", where, g.Error)
			continue
		}
		var lines [][]string
		for _, l := range g.Summary.Lines {
			lines = append(lines, append([]string{l.Name}, l.Values...))
		}
		if fmt.Sprint(lines) != fmt.Sprint(s.lines) {
			t.Errorf("%s: score says %v, the evening shows %v", where, lines, s.lines)
		}
		switch {
		case g.Mark == "abandoned" || s.abandoned:
			if g.Mark != "abandoned" || !s.abandoned || g.Summary.Over {
				t.Errorf("%s: score says %q (over %v), the evening abandoned %v", where, g.Mark, g.Summary.Over, s.abandoned)
			}
		case g.Summary.Over:
			if want := "🏆 " + views.JoinNames(g.Summary.Winners); s.outcome != want {
				t.Errorf("%s: score says over and won by %v, the evening says %q", where, g.Summary.Winners, s.outcome)
			}
		default:
			if strings.HasPrefix(s.outcome, "🏆") {
				t.Errorf("%s: score says it runs, the evening says %q", where, s.outcome)
			}
		}
	}
	if rulesCorrected == 0 {
		t.Error("no game had its house rules corrected")
	}
	if rulesSwitched == 0 {
		t.Error("no game changed its rules from a deal on")
	}
	return counted
}

// shownGame is a game as the evening page lists it.
type shownGame struct {
	outcome   string
	abandoned bool
	lines     [][]string // name and values, line by line
}

func readShownGame(li *html.Node) shownGame {
	g := shownGame{abandoned: strings.Contains(" "+attrOf(li, "class")+" ", " abandoned ")}
	if o := byTestID(li, "game-outcome"); len(o) == 1 {
		g.outcome = strings.Join(strings.Fields(textOf(o[0])), " ")
	}
	for _, tr := range nodes(li, func(n *html.Node) bool { return n.Data == "tr" }) {
		var cells []string
		for _, td := range nodes(tr, func(n *html.Node) bool { return n.Data == "td" }) {
			// The page writes a negative figure with the typographic minus;
			// score writes what a script reads, fmt's hyphen.
			cells = append(cells, strings.Replace(strings.TrimSpace(textOf(td)), "−", "-", 1))
		}
		if len(cells) > 0 {
			g.lines = append(g.lines, cells)
		}
	}
	return g
}

// playThroughForms enters up to n entries of the kind's Play into the game
// through its entry forms: each the first candidate that replays without
// ending the game and that a form enters. It returns how many it entered.
func playThroughForms(t *testing.T, p *phone, evening, game string, k views.Kind, rng *rand.Rand, n int) int {
	t.Helper()
	return playSwitching(t, p, evening, game, k, rng, n, nil)
}

// playSwitching is playThroughForms calling switched, if not nil, once
// half of the entries are in. The entries are drawn under the rules the
// game started with, so switched may only let the game run longer.
func playSwitching(t *testing.T, p *phone, evening, game string, k views.Kind, rng *rand.Rand, n int, switched func()) int {
	t.Helper()
	config, players, _ := lastGame(t, p, evening)
	at, err := k.Table(config, players, nil)
	if err != nil {
		t.Fatal(err)
	}
	played := 0
	for i := 0; played < n && i < 4*n; i++ {
		for _, c := range k.Play.Next(rng, i) {
			payload, _ := json.Marshal(c)
			next, ok := k.With(at, payload)
			if !ok || next.Broken() != nil || next.Summary().Over {
				continue
			}
			form, ok := at.Form(payload)
			if !ok {
				continue
			}
			enter(t, p, game, form)
			at, played = next, played+1
			if played == n/2 && switched != nil {
				switched()
			}
			break
		}
	}
	if played == 0 {
		t.Fatalf("%s: no entry could be played", k.Name)
	}
	return played
}

// formOfEntry is a form that corrects the latest game's nth stored entry
// (from 0), filled by the table before it: into what an entry after it
// was, where that fits, else into itself.
func formOfEntry(t *testing.T, p *phone, evening string, k views.Kind, nth int) url.Values {
	t.Helper()
	config, players, entries := lastGame(t, p, evening)
	before, err := k.Table(config, players, entries[:nth])
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range append(entries[nth+1:], entries[nth]) {
		if f, ok := before.Form(e); ok {
			if after, ok := k.With(before, e); ok && after.Broken() == nil {
				return f
			}
		}
	}
	t.Fatalf("%s: no form enters entry %d", k.Name, nth+1)
	return nil
}

// lastGame is the config, the players and the entries of the evening's
// latest game, the one being played, as the evening's export gives them.
func lastGame(t *testing.T, p *phone, evening string) ([]byte, []string, [][]byte) {
	t.Helper()
	file, err := db.ReadExport(strings.NewReader(p.get(evening + "/export").body))
	if err != nil || len(file.Games) == 0 {
		t.Fatalf("the export: %v, %d games", err, len(file.Games))
	}
	g := file.Games[len(file.Games)-1]
	config, deals, _ := g.Played()
	return config, g.Players, deals
}

// endGame finishes or abandons the game through its page's form; a refusal
// (a game whose rules end it cannot be finished here) is no failure.
func endGame(t *testing.T, p *phone, game, how string) {
	t.Helper()
	page := p.get(game)
	if a := p.post(game+"/"+how, url.Values{"nonce": {field(page.doc, "nonce")}, "after": {field(page.doc, "after")}}); a.status >= 500 {
		t.Fatalf("%s %s: %d", how, game, a.status)
	}
}

// checkStatistics compares the group's statistics (its CSV, every game)
// with what `schreiber score` says: each player counts the games that are
// over in which they sat, and wins those that name them among the winners.
// The games here end only at the table's word, and a game finished here
// names its winning players.
// It reports whether any game was over, so that there was anything to
// compare.
func checkStatistics(t *testing.T, p *phone, group string, scored []jsonGame) bool {
	t.Helper()
	want := map[string][2]int{}
	for _, g := range scored {
		if !g.Summary.Over {
			continue
		}
		for _, name := range g.Players {
			w := want[name]
			w[0]++
			if slices.Contains(g.Summary.Winners, name) {
				w[1]++
			}
			want[name] = w
		}
	}
	if len(want) == 0 {
		return false
	}
	rows, err := csv.NewReader(strings.NewReader(p.get(group + "/stats/csv").body)).ReadAll()
	if err != nil || len(rows) == 0 || len(rows[0]) < 5 || rows[0][3] != "games" || rows[0][4] != "won" {
		t.Fatalf("the statistics CSV: %v %v", err, rows)
	}
	got := map[string][2]int{}
	for _, row := range rows[1:] {
		if row[1] != "" { // a kind's own rows; "every game" has none
			continue
		}
		games, _ := strconv.Atoi(row[3])
		won, _ := strconv.Atoi(row[4])
		got[row[2]] = [2]int{games, won}
	}
	if !maps.Equal(got, want) {
		t.Errorf("the statistics count (games, won) %v, score says %v", got, want)
	}
	return true
}

// gameLinks are the evening page's links to its games, in its order.
func gameLinks(t *testing.T, page answer) []string {
	t.Helper()
	var links []string
	for _, li := range byTestID(page.doc, "evening-game") {
		for _, a := range nodes(li, func(n *html.Node) bool { return n.Data == "a" }) {
			if href := attrOf(a, "href"); strings.Contains(href, "/games/") {
				links = append(links, href)
				break
			}
		}
	}
	return links
}

// checkGamePages compares each game's page with the command: the page's
// status strip says the game ended where the command says it is over or
// the table marked it, and shows the table's mark as the command names it.
func checkGamePages(t *testing.T, p *phone, page answer, scored []jsonGame) {
	t.Helper()
	links := gameLinks(t, page)
	if len(links) != len(scored) {
		t.Fatalf("the evening links %d games, score has %d", len(links), len(scored))
	}
	for i, link := range links {
		g, doc := scored[i], p.get(link).doc
		mark := ""
		if ended := byTestID(doc, "ended"); len(ended) == 1 {
			mark = attrOf(ended[0], "data-ended")
		}
		if mark != g.Mark {
			t.Errorf("game %d (%s): its page marks it %q, score %q", i+1, g.Kind, mark, g.Mark)
		}
		ended := len(byTestID(doc, "status-over")) > 0
		if want := g.Summary.Over || g.Mark != ""; ended != want {
			t.Errorf("game %d (%s): its page says it ended %v, score says over %v, mark %q",
				i+1, g.Kind, ended, g.Summary.Over, g.Mark)
		}
	}
}

// checkLedger plays the evening for money and reads its ledger: a game the
// command calls over (and not abandoned) is counted, every other one is
// named as waiting or abandoned.
func checkLedger(t *testing.T, p *phone, evening string, scored []jsonGame) {
	t.Helper()
	if a := p.post(evening+"/stakes", url.Values{"unit": {"1"}, "point": {"0.10"}}); a.status >= 400 {
		t.Fatalf("setting the stakes: %d", a.status)
	}
	doc := p.get(evening).doc
	over := 0
	for _, g := range scored {
		if g.Summary.Over && g.Mark != "abandoned" {
			over++
		}
	}
	counted, waiting := len(byTestID(doc, "ledger-game")), len(byTestID(doc, "ledger-waiting"))
	if counted != over || counted+waiting != len(scored) {
		t.Errorf("the ledger counts %d games and waits for %d; score has %d over of %d", counted, waiting, over, len(scored))
	}
}

// checkCSV reads the evening's CSV and each game's: a game's own file holds
// exactly its rows of the evening's.
func checkCSV(t *testing.T, p *phone, evening string, page answer) {
	t.Helper()
	read := func(path string) [][]string {
		rows, err := csv.NewReader(strings.NewReader(p.get(path).body)).ReadAll()
		if err != nil || len(rows) == 0 {
			t.Fatalf("%s: %v", path, err)
		}
		return rows
	}
	all := read(evening + "/csv")
	byGame := map[string][][]string{}
	for _, row := range all[1:] {
		byGame[row[2]] = append(byGame[row[2]], row)
	}
	for i, link := range gameLinks(t, page) {
		own := read(link + "/csv")
		if want := byGame[strconv.Itoa(i+1)]; fmt.Sprint(own[1:]) != fmt.Sprint(want) {
			t.Errorf("game %d: its CSV has %d rows, the evening's has %d for it", i+1, len(own)-1, len(want))
		}
	}
}

// checkGroupExport scores the group's export: it holds the one evening, so
// the command says of it what it said of the evening's export.
func checkGroupExport(t *testing.T, p *phone, group, evening string) {
	t.Helper()
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, p.get(group+"/export").body)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if out.String() != evening {
		t.Errorf("the group's export scores differently from the evening's:\n%s\n%s", out.String(), evening)
	}
}

// checkScoreTable reads the command's table: a game the JSON calls
// abandoned says so, and one over names its winners.
func checkScoreTable(t *testing.T, file string, scored []jsonGame) {
	t.Helper()
	var out, errs bytes.Buffer
	if err := run([]string{"score", file}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for i, g := range scored {
		switch {
		case g.Mark == "abandoned":
			if !strings.Contains(text, "abandoned after") {
				t.Errorf("game %d (%s) is abandoned in the JSON, not in the table:\n%s", i+1, g.Kind, text)
			}
		case g.Summary.Over:
			for _, w := range g.Summary.Winners {
				if !strings.Contains(text, w) {
					t.Errorf("game %d (%s): the table does not name the winner %s:\n%s", i+1, g.Kind, w, text)
				}
			}
		}
	}
}
