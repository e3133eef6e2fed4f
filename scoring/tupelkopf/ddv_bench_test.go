package tupelkopf

import (
	"encoding/json"
	"os"
	"testing"

	"schreiber/scoring/scoringtest"
)

// BenchmarkDDVRecompute replays the golden 24-deal Doppelkopf round from
// its stored JSON, as a page load or `schreiber score` does.
func BenchmarkDDVRecompute(b *testing.B) {
	raw, err := os.ReadFile("testdata/ddv-tournament_game.json")
	if err != nil {
		b.Fatal(err)
	}
	var w scoringtest.WholeGame
	if err := json.Unmarshal(raw, &w); err != nil {
		b.Fatal(err)
	}
	entries := make([][]byte, len(w.Entries))
	for i, e := range w.Entries {
		entries[i] = e
	}
	players := []string{"Anna", "Bo", "Carl", "Dora"}
	for b.Loop() {
		if _, err := Recompute(w.Game, players, entries); err != nil {
			b.Fatal(err)
		}
	}
}
