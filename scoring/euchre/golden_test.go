package euchre

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/scoringtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden replays every whole game in testdata/games and compares the
// standings, the explained steps and the summary with testdata/golden.
func TestGolden(t *testing.T) {
	games := scoringtest.Games(t, "testdata/games/*.json", ".json", 1)
	for _, name := range scoringtest.Names(games) {
		t.Run(name, func(t *testing.T) {
			r := scoringtest.Play(t, Engine, func(g Game) []string { return g.Players }, games[name])
			got := render(r.Steps, r.Standings, r.Summary)
			scoringtest.Compare(t, filepath.Join("testdata", "golden", name+".txt"), got, *update)
		})
	}
}

// render writes a replay as text that reads well in a diff: every step in
// both languages with the scores and the rules it cites, then the final
// standings and summary as JSON.
func render(steps []Step, s Standings, sum scoring.Summary) []byte {
	var b bytes.Buffer
	for _, st := range steps {
		var refs []string
		for _, r := range st.Refs {
			refs = append(refs, r.Section)
		}
		fmt.Fprintf(&b, "#%d %s %d:%d → %d:%d [%s]\nEN: %s\nDE: %s\n", st.Index, st.Kind,
			st.Before[0], st.Before[1], st.After[0], st.After[1], strings.Join(refs, " "), st.Text.String(), msg.Marked(st.Text))
	}
	js, _ := json.Marshal(s)
	fmt.Fprintf(&b, "standings: %s\n", js)
	js, _ = json.Marshal(sum)
	fmt.Fprintf(&b, "summary: %s\n", js)
	return b.Bytes()
}
