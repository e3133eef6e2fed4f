package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// doppelkopfEvening is an exported evening with a game of Doppelkopf under
// the DDV rules at a table of five: a solo, a corrected deal and an undone
// one.
const doppelkopfEvening = `{
  "format": "schreiber-evening", "version": 1, "exported_at": "2026-11-20T23:00:00Z",
  "group": "Dienstag", "evening": {"held_on": "2026-11-20", "place": "Küche"},
  "games": [{
    "kind": "tupelkopf", "created_at": "2026-11-20T19:00:00Z", "players": ["Anna", "Bo", "Carl", "Dora", "Emil"],
    "config": {"rules": {"preset": "doppelkopf", "scoring": "ddv", "tally": "net", "share": "carry", "deals": 24,
               "pflichtsolo": true, "against_after_failed_call": false}, "first_dealer": 0},
    "log": [
      {"id": "a", "seq": 1, "action": "add", "payload": {"kind": "deal", "type": "normal", "alten": [1, 3], "sunkte": 140, "alten_call": "re"}, "device": "d", "at": "t"},
      {"id": "b", "seq": 2, "action": "add", "payload": {"kind": "deal", "type": "damensolo", "alten": [2], "sunkte": 130}, "device": "d", "at": "t"},
      {"id": "c", "seq": 3, "action": "edit", "target": "b", "payload": {"kind": "deal", "type": "damensolo", "alten": [2], "sunkte": 100}, "device": "d", "at": "t"},
      {"id": "e", "seq": 4, "action": "add", "payload": {"kind": "deal", "type": "normal", "alten": [0, 3], "sunkte": 200}, "device": "d", "at": "t"},
      {"id": "f", "seq": 5, "action": "void", "target": "e", "device": "d", "at": "t"}
    ]
  }]
}`

// TestScoreDoppelkopf recomputes the Doppelkopf game: deal 1 gives the Re
// party 3 (won, Re) with Anna sitting out; the corrected Damensolo is lost,
// so Carl pays 1 to each of the three who played while Bo sat out, and as
// his Pflichtsolo it leaves Bo to deal again.
func TestScoreDoppelkopf(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, doppelkopfEvening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var games []jsonGame
	if err := json.Unmarshal(out.Bytes(), &games); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(games) != 1 || games[0].Error != "" {
		t.Fatalf("games = %+v", games)
	}
	want := map[string]string{"Anna": "1", "Bo": "3", "Carl": "-6", "Dora": "4", "Emil": "-2"}
	for _, l := range games[0].Summary.Lines {
		if l.Values[0] != want[l.Name] {
			t.Errorf("%s has %v, want %s first", l.Name, l.Values, want[l.Name])
		}
	}
	out.Reset()
	if err := run([]string{"score", "--lang", "de", writeFile(t, doppelkopfEvening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Punkte", "Pflichtsolo gespielt", "Bo gibt und setzt aus"} {
		if !strings.Contains(out.String(), text) {
			t.Errorf("output lacks %q:\n%s", text, out.String())
		}
	}
}

// TestScoreDoppelkopfPresets plays both presets of Doppelkopf in one
// evening through the pages: at the tournament table full deals and a
// correction, at the home table deals entered in full and fast, 120:120
// and a lost Re under Bock. It exports the evening and recomputes the file
// with `schreiber score`: both games come out as Doppelkopf, as their
// boards showed them.
func TestScoreDoppelkopfPresets(t *testing.T) {
	t.Parallel()
	p := inProcessPhone(t)
	group := p.redirected("/groups", url.Values{"name": {"Doko"}, "players": {"Anna\nBo\nCarl\nDora"}})
	evening := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-26"}, "place": {"Küche"}})
	full := func(typ, sunkte string, alten []string, more ...string) url.Values {
		f := url.Values{"entry": {"full"}, "type": {typ}, "sunkte": {sunkte}, "alten": alten}
		for i := 0; i+1 < len(more); i += 2 {
			f.Set(more[i], more[i+1])
		}
		return f
	}
	fast := func(value string, winners []string, more ...string) url.Values {
		f := url.Values{"entry": {"fast"}, "value": {value}, "winners": winners}
		for i := 0; i+1 < len(more); i += 2 {
			f.Set(more[i], more[i+1])
		}
		return f
	}

	ddv := seatGame(t, p, evening, "doppelkopf", "doppelkopf", 4)
	enter(t, p, ddv, full("normal", "150", []string{"0", "1"}, "alten_call", "re"))
	enter(t, p, ddv, full("damensolo", "130", []string{"1"}))
	correct(t, p, ddv, 1, full("normal", "100", []string{"0", "1"}, "alten_call", "re"))

	home := seatGame(t, p, evening, "doppelkopf", "doppelkopf-home", 4)
	enter(t, p, home, full("normal", "120", []string{"2", "3"}))
	enter(t, p, home, fast("3", []string{"0", "2"}, "extras_won", "1"))
	enter(t, p, home, full("normal", "100", []string{"1", "3"}, "alten_call", "re", "alten_foxes", "1"))
	enter(t, p, home, fast("1", []string{"0", "2", "3"}))

	games := []string{ddv, home}
	boards := make([][]string, len(games))
	for i, g := range games {
		for _, s := range scores(t, p, g) {
			boards[i] = append(boards[i], strings.ReplaceAll(s, "−", "-"))
		}
	}
	export := p.get(evening + "/export")
	if export.status != http.StatusOK {
		t.Fatalf("export: %d", export.status)
	}
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, export.body)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var scored []jsonGame
	if err := json.Unmarshal(out.Bytes(), &scored); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(scored) != 2 {
		t.Fatalf("%d games recomputed", len(scored))
	}
	for i, g := range scored {
		var first []string
		for _, l := range g.Summary.Lines {
			first = append(first, l.Values[0])
		}
		if g.Kind != "doppelkopf" || g.Error != "" || strings.Join(first, " ") != strings.Join(boards[i], " ") {
			t.Errorf("game %d (%s): recomputed %v (%s), the board showed %v", i+1, g.Kind, first, g.Error, boards[i])
		}
	}
	// The home table by hand (Anna, Bo, Carl, Dora): 120:120 gives the
	// Kontra party Anna and Bo 2 each and brings a Bock round (2 2 −2 −2);
	// Anna and Carl's fast 3 with an extra point is 4, ×2 (10 −6 6 −10);
	// the lost Re of Bo and Dora gives Anna and Carl won 1, Re 2, gegen
	// die Alten 1, less the fox Re caught: 3, ×2 (16 −12 12 −16), and a
	// second Bock round on top; Bo's solo lost to the three, value 1, ×4:
	// Bo −12, the others +4.
	if got := strings.Join(boards[1], " "); got != "20 -24 16 -12" {
		t.Errorf("the home table's board: %s", got)
	}
}
