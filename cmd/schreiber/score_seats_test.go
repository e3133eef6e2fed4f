package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
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
