package gurke

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"schreiber/rules/msg"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden replays one whole seeded game per preset and compares every
// step's explanation and the final summary with testdata/<preset>.golden.
func TestGolden(t *testing.T) {
	for i, name := range PresetNames() {
		t.Run(name, func(t *testing.T) {
			r, _ := Preset(name)
			rng := rand.New(rand.NewPCG(7, uint64(i)))
			n := min(r.PlayersMin+2, r.PlayersMax)
			g := Game{Rules: r, Players: seatsFor(n), FirstDealer: 0}
			entries := simulate(t, rng, g, 40)
			got := transcript(t, g, entries)
			path := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("transcript differs from %s (run go test -update after checking the change):\n%s", path, firstDiff(string(want), got))
			}
		})
	}
}

// transcript writes a game as people read it: every entry with its
// explanation in both languages, then the summary.
func transcript(t *testing.T, g Game, entries []Entry) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\nPlayers: %s; first dealer: %s\n\n", g.Rules.Describe().String(), msg.Marked(g.Rules.Describe()),
		strings.Join(g.Players, ", "), g.Players[g.FirstDealer])
	s, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range steps {
		j, _ := json.Marshal(entries[i])
		fmt.Fprintf(&b, "%d. %s\n   EN: %s\n   DE: %s\n", i+1, j, st.Said().String(), msg.Marked(st.Said()))
	}
	sum := Summarize(g, s)
	fmt.Fprintf(&b, "\nOver: %v; winners: %s\n", sum.Over, strings.Join(sum.Winners, ", "))
	for _, l := range sum.Lines {
		fmt.Fprintf(&b, "%-5s %s (%s)\n", l.Name, strings.Join(l.Values, " "), l.Status.String())
	}
	fmt.Fprintf(&b, "%s\n", sum.Note.String())
	return b.String()
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d\nwant: %s\n got: %s", i+1, x, y)
		}
	}
	return ""
}
