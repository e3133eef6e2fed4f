package tupelkopf

import (
	"flag"
	"path/filepath"
	"testing"

	"schreiber/scoring"
	"schreiber/scoring/scoringtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenOutput is what the golden file records of a replayed game.
type goldenOutput struct {
	Steps     []Step          `json:"steps"`
	Standings Standings       `json:"standings"`
	Summary   scoring.Summary `json:"summary"`
}

// TestGolden replays every whole game in testdata/*_game.json and compares
// the steps, standings and summary with testdata/*_golden.json. Run with
// -update to rewrite the golden files after a deliberate change.
func TestGolden(t *testing.T) {
	games := scoringtest.Games(t, "testdata/*_game.json", "_game.json", 3)
	for _, name := range scoringtest.Names(games) {
		t.Run(name, func(t *testing.T) {
			r := scoringtest.Play(t, Engine, func(g Game) []string { return g.Players }, games[name])
			got := scoringtest.JSON(t, goldenOutput{Steps: r.Steps, Standings: r.Standings, Summary: r.Summary})
			scoringtest.Compare(t, filepath.Join("testdata", name+"_golden.json"), got, *update)
		})
	}
}
