package gurke

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"schreiber/scoring/scoringtest"
)

// TestContinueAgreesWithReplay plays simulated games of every preset and
// goes on from each entry's standings with the next one: the standings and
// the step must be Replay's, and the standings gone on from must not change.
func TestContinueAgreesWithReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		for range 4 {
			n := r.PlayersMin + rng.IntN(min(r.PlayersMax, 8)-r.PlayersMin+1)
			g := Game{Rules: r, Players: seatsFor(n), FirstDealer: rng.IntN(n)}
			entries := simulate(t, rng, g, 40)
			// One entry that cannot fit, after the others.
			entries = append(entries, Entry{Kind: KindQuick, Loser: n + 3, Card: "2"})
			s, _, err := Replay(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range entries {
				want, steps, wantErr := Replay(g, entries[:i+1])
				kept := clone(s)
				got, step, err := Continue(g, s, e, i)
				if !reflect.DeepEqual(s, kept) {
					t.Fatalf("%s entry %d: Continue changed the standings it went on from", name, i)
				}
				if (err == nil) != (wantErr == nil) || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s entry %d: %v %+v; Replay %v %+v", name, i, err, got, wantErr, want)
				}
				if err != nil {
					break
				}
				if !reflect.DeepEqual(step, steps[i]) {
					t.Fatalf("%s entry %d: step %+v; Replay %+v", name, i, step, steps[i])
				}
				s = got
			}
		}
	}
}

// clone copies standings deeply, to see whether they were changed.
func clone(s Standings) Standings {
	c := s
	c.Players = append([]PlayerState(nil), s.Players...)
	c.Winners = append([]int(nil), s.Winners...)
	c.Losers = append([]int(nil), s.Losers...)
	return c
}

// TestExtendLeavesEveryVersionAlone extends the same kept replay twice in
// a row, as a preview and then the deal itself do, and each result again:
// the first extension of a replay grows its slices in place, the others
// copy, and no replay ever sees another's entry or step.
func TestExtendLeavesEveryVersionAlone(t *testing.T) {
	g := Game{Rules: mustPreset(t, "danish"), Players: seatsFor(4)}
	config, _ := json.Marshal(g)
	quick := func(loser int) []byte {
		e := Entry{Kind: KindQuick, Loser: loser, Card: "2"}
		for s := range 4 {
			if s != loser {
				e.Matched = append(e.Matched, s)
			}
		}
		b, _ := json.Marshal(e)
		return b
	}
	var stored [][]byte
	for i := range 6 {
		stored = append(stored, quick(i%4))
	}
	scoringtest.CheckExtendsApart(t, Engine, config, g.Players, stored, [5][]byte{quick(2), quick(3), quick(0), quick(1), quick(2)})
}
