package main

import (
	"bytes"
	"encoding/json"
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
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, doppelkopfEvening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var games []scoredGame
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
