package tupelkopf

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/scoring"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenInput is a whole game as a file in testdata: its config and entries.
type goldenInput struct {
	Game    json.RawMessage   `json:"game"`
	Entries []json.RawMessage `json:"entries"`
}

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
	files, err := filepath.Glob("testdata/*_game.json")
	if err != nil || len(files) < 3 {
		t.Fatalf("golden games: %v, %v", files, err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), "_game.json")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var in goldenInput
			if err := json.Unmarshal(raw, &in); err != nil {
				t.Fatal(err)
			}
			var g Game
			if err := json.Unmarshal(in.Game, &g); err != nil {
				t.Fatal(err)
			}
			entries := make([]Entry, len(in.Entries))
			payloads := make([][]byte, len(in.Entries))
			for i, b := range in.Entries {
				payloads[i] = b
				if entries[i], err = DecodeEntry(b); err != nil {
					t.Fatalf("entry %d: %v", i, err)
				}
			}
			st, steps, err := Replay(g, entries)
			if err != nil {
				t.Fatal(err)
			}
			out := goldenOutput{Steps: steps, Standings: st, Summary: Summarize(g, st)}
			sum, err := Recompute(in.Game, g.Players, payloads)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := json.Marshal(sum)
			b, _ := json.Marshal(out.Summary)
			if !bytes.Equal(a, b) {
				t.Errorf("Recompute gives %s, Summarize %s", a, b)
			}
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", "  ")
			if err := enc.Encode(out); err != nil {
				t.Fatal(err)
			}
			got := buf.Bytes()
			golden := filepath.Join("testdata", name+"_golden.json")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the replay; run go test -update and review the diff", golden)
			}
		})
	}
}
