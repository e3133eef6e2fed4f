package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// changeSeats sends the seats page's form with the players named staying
// or sitting down (each newcomer left of the seat given), and saves the
// table its preview shows.
func changeSeats(t *testing.T, p *phone, game string, leave []string, join map[string]string) {
	t.Helper()
	page := p.get(game + "/seats")
	form := url.Values{}
	label := func(in *html.Node) string { return strings.TrimSpace(textOf(in.Parent)) }
	names := map[string]string{}
	for _, in := range nodes(page.doc, func(n *html.Node) bool { return n.Data == "input" }) {
		switch attrOf(in, "name") {
		case "stays":
			names[label(in)] = attrOf(in, "value")
			if !strings.Contains(" "+strings.Join(leave, " ")+" ", " "+label(in)+" ") {
				form.Add("stays", attrOf(in, "value"))
			}
		case "joins":
			names[label(in)] = attrOf(in, "value")
		}
	}
	for name, after := range join {
		v, ok := names[name]
		if !ok {
			t.Fatalf("%s cannot sit down: %.600s", name, page.body)
		}
		form.Add("joins", v)
		form.Set("place_"+v, names[after])
	}
	preview := p.post(game+"/seats", form)
	if preview.status != 200 || len(byTestID(preview.doc, "seats-preview")) != 1 {
		t.Fatalf("seats preview: %d %.800s", preview.status, preview.body)
	}
	save := url.Values{}
	for _, in := range nodes(byTestID(preview.doc, "seats-preview")[0], func(n *html.Node) bool { return n.Data == "input" }) {
		if name := attrOf(in, "name"); name != "_csrf" {
			save.Add(name, attrOf(in, "value"))
		}
	}
	p.redirected(game+"/seats", save)
}

// TestScoreAgreesAfterSeatsChange plays an evening whose Doppelkopf goes
// from four to five to four and whose Durak series takes a fourth player,
// exports the evening and the group, and has schreiber score recompute
// both: every game says what the evening page says.
func TestScoreAgreesAfterSeatsChange(t *testing.T) {
	t.Parallel()
	p := inProcessPhone(t)
	group := p.redirected("/groups", url.Values{"name": {"Montag"}, "players": {"Anna\nBo\nCai\nDora\nEda"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-30"}, "place": {"Stube"}})
	deal := func(game string, form url.Values) { enter(t, p, game, form) }
	kopf := func(alten ...int) url.Values {
		f := url.Values{"type": {"normal"}, "sunkte": {"150"}}
		for _, s := range alten {
			f.Add("alten", fmt.Sprint(s))
		}
		return f
	}
	dk := seatGame(t, p, evening, "doppelkopf", "doppelkopf-home", 4)
	deal(dk, kopf(0, 1))
	deal(dk, url.Values{"type": {"normal"}, "sunkte": {"120"}, "alten": {"2", "3"}})
	changeSeats(t, p, dk, nil, map[string]string{"Eda": "Bo"})
	deal(dk, kopf(0, 2)) // Eda deals and sits out
	deal(dk, kopf(0, 4)) // Cai deals and sits out
	changeSeats(t, p, dk, []string{"Dora"}, nil)
	deal(dk, kopf(0, 1))

	du := seatGame(t, p, evening, "durak", "classic", 3)
	deal(du, url.Values{"durak": {"2"}})
	changeSeats(t, p, du, nil, map[string]string{"Dora": "Cai"})
	deal(du, url.Values{"durak": {"3"}})
	deal(du, url.Values{"durak": {"1"}})

	page := p.get(evening)
	var shown []shownGame
	for _, li := range byTestID(page.doc, "evening-game") {
		shown = append(shown, readShownGame(li))
	}
	file := writeFile(t, p.get(evening+"/export").body)
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", file}, &out, &errs); err != nil {
		t.Fatal(err, errs.String())
	}
	var scored []jsonGame
	if err := json.Unmarshal(out.Bytes(), &scored); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(scored) != 2 || len(shown) != 2 {
		t.Fatalf("score recomputed %d games, the evening lists %d", len(scored), len(shown))
	}
	for i, g := range scored {
		if g.Error != "" {
			t.Errorf("game %d: %s", i+1, g.Error)
			continue
		}
		var lines [][]string
		for _, l := range g.Summary.Lines {
			lines = append(lines, append([]string{l.Name}, l.Values...))
		}
		if fmt.Sprint(lines) != fmt.Sprint(shown[i].lines) {
			t.Errorf("game %d (%s): score says %v, the evening shows %v", i+1, g.Kind, lines, shown[i].lines)
		}
		if len(lines) != 5 && g.Kind == "doppelkopf" || len(lines) != 4 && g.Kind == "durak" {
			t.Errorf("game %d (%s) has %d lines", i+1, g.Kind, len(lines))
		}
	}
	checkGroupExport(t, p, group, out.String())
}

// TestSeatsSurviveACrash kills the real program right after a fifth player
// sat down at a Doppelkopf table, starts it again on the same database, and
// plays on: the board is the same, the seats page knows who sits at the
// table, the newcomer deals and sits out the next deal, and the deal after
// it counts them.
func TestSeatsSurviveACrash(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "evening.db")
	srv := start(t, dbPath)
	p := newPhone(t, srv)
	group := p.redirected("/groups", url.Values{"name": {"Montag"}, "players": {"Anna\nBo\nCai\nDora\nEda"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-30"}, "place": {"Stube"}})
	dk := seatGame(t, p, evening, "doppelkopf", "doppelkopf-home", 4)
	enter(t, p, dk, url.Values{"type": {"normal"}, "sunkte": {"150"}, "alten": {"0", "1"}})
	enter(t, p, dk, url.Values{"type": {"normal"}, "sunkte": {"120"}, "alten": {"2", "3"}})
	changeSeats(t, p, dk, nil, map[string]string{"Eda": "Bo"})
	before := scores(t, p, dk)

	srv.kill()
	srv = start(t, dbPath)
	p.moveTo(srv)

	if got := scores(t, p, dk); strings.Join(got, " ") != strings.Join(before, " ") || len(got) != 5 {
		t.Fatalf("the board after the crash shows %v, before it %v", got, before)
	}
	staying := 0
	for _, in := range nodes(p.get(dk+"/seats").doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == "stays" }) {
		staying++
		if strings.TrimSpace(textOf(in.Parent)) == "" {
			t.Error("a seat on the seats page has no name")
		}
	}
	if staying != 5 {
		t.Errorf("the seats page after the crash has %d players at the table, want 5", staying)
	}
	// Eda deals deal 3 and sits it out: a deal naming Eda is refused.
	page := p.get(dk)
	refused := p.post(dk+"/entries", url.Values{"type": {"normal"}, "sunkte": {"150"}, "alten": {"0", "4"},
		"nonce": {field(page.doc, "nonce")}, "after": {field(page.doc, "after")}})
	if refused.status != http.StatusUnprocessableEntity {
		t.Errorf("a deal naming the dealer who sits out: status %d, want 422", refused.status)
	}
	enter(t, p, dk, url.Values{"type": {"normal"}, "sunkte": {"150"}, "alten": {"0", "2"}})
	eda := func() string {
		t.Helper()
		for _, line := range readShownGame(byTestID(p.get(evening).doc, "evening-game")[0]).lines {
			if line[0] == "Eda" {
				return strings.Join(line[1:], " ")
			}
		}
		t.Fatal("the evening page has no line for Eda")
		return ""
	}
	sat := eda()
	enter(t, p, dk, url.Values{"type": {"normal"}, "sunkte": {"150"}, "alten": {"0", "4"}})
	if played := eda(); played == sat {
		t.Errorf("Eda's line did not move in the deal Eda played: %s", played)
	}
}
