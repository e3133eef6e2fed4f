package hurrican

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/scoring"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden replays every whole game in testdata/games and compares the
// standings, the explained steps and the summary with testdata/golden.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/games/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no games in testdata/games (%v)", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var in struct {
				Game    json.RawMessage   `json:"game"`
				Entries []json.RawMessage `json:"entries"`
			}
			if err := json.Unmarshal(raw, &in); err != nil {
				t.Fatal(err)
			}
			g, err := DecodeGame(in.Game)
			if err != nil {
				t.Fatal(err)
			}
			entries := make([]Entry, len(in.Entries))
			payloads := make([][]byte, len(in.Entries))
			for i, b := range in.Entries {
				if entries[i], err = DecodeEntry(b); err != nil {
					t.Fatalf("entry %d: %v", i, err)
				}
				payloads[i] = b
			}
			s, steps, err := Replay(g, entries)
			if err != nil {
				t.Fatal(err)
			}
			sum, err := Recompute(in.Game, g.Players, payloads)
			if err != nil {
				t.Fatal(err)
			}
			got := render(steps, s, sum)
			golden := filepath.Join("testdata", "golden", name+".txt")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the replay; run go test -update and review the diff:\n%s", golden, got)
			}
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
			st.Before[0], st.Before[1], st.After[0], st.After[1], strings.Join(refs, " "), st.Text.EN, st.Text.DE)
	}
	js, _ := json.Marshal(s)
	fmt.Fprintf(&b, "standings: %s\n", js)
	js, _ = json.Marshal(sum)
	fmt.Fprintf(&b, "summary: %s\n", js)
	return b.Bytes()
}
