package durak

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring/scoringtest"
)

// TestContinueAgreesWithReplay plays random series of every preset and
// goes on from each entry's standings with the next one: the standings and
// the step must be Replay's, the standings gone on from must not change,
// and an entry that cannot fit must be refused as Replay refuses it.
func TestContinueAgreesWithReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	for _, name := range PresetNames() {
		for range 8 {
			g := randomGame(rng, name)
			players := len(g.Players)
			s, _, err := Replay(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			var entries []Entry
			for range 40 {
				// A durak at no seat never fits, nor an attacker other
				// than the one the rules name; after the end, nothing does.
				bad := []Entry{{Kind: KindDurak, Durak: ip(players + rng.IntN(3))}}
				if s.Attacker >= 0 {
					wrong := (s.Attacker + 1 + rng.IntN(players-1)) % players
					bad = append(bad, Entry{Kind: KindDraw, Attacker: ip(wrong)})
				}
				for _, e := range bad {
					if _, ok := continueAgrees(t, g, entries, s, e); ok {
						t.Fatalf("%s entry %d: %+v fitted", name, len(entries), e)
					}
				}
				e := randomDeal(rng, g, s)
				got, ok := continueAgrees(t, g, entries, s, e)
				if !ok {
					if !s.Over {
						t.Fatalf("%s entry %d: a real deal was refused", name, len(entries))
					}
					break
				}
				entries = append(entries, e)
				s = got
			}
		}
	}
}

// continueAgrees goes on from s, the standings of the entries before, with
// e, and checks that Continue gives what Replay gives for them all and
// leaves s alone. It returns the standings and whether e fitted.
func continueAgrees(t *testing.T, g Game, before []Entry, s Standings, e Entry) (Standings, bool) {
	t.Helper()
	i := len(before)
	want, steps, wantErr := Replay(g, append(slices.Clone(before), e))
	kept := clone(s)
	got, step, err := Continue(g, s, e, i)
	if !reflect.DeepEqual(s, kept) {
		t.Fatalf("%s entry %d: Continue changed the standings it went on from", g.Rules.Preset, i)
	}
	if !reflect.DeepEqual(err, wantErr) || !reflect.DeepEqual(got, want) {
		t.Fatalf("%s entry %d: %v %+v; Replay %v %+v", g.Rules.Preset, i, err, got, wantErr, want)
	}
	if err != nil {
		return got, false
	}
	if !reflect.DeepEqual(step, steps[i]) {
		t.Fatalf("%s entry %d: step %+v; Replay %+v", g.Rules.Preset, i, step, steps[i])
	}
	return got, true
}

// clone copies standings deeply, to see whether they were changed.
func clone(s Standings) Standings {
	c := s
	c.Sides = slices.Clone(s.Sides)
	for i := range c.Sides {
		c.Sides[i].Seats = slices.Clone(s.Sides[i].Seats)
	}
	c.Payers = slices.Clone(s.Payers)
	return c
}

// TestExtendLeavesEveryVersionAlone extends the same kept replay twice in
// a row, as a preview and then the deal itself do, and each result again:
// the first extension of a replay grows its slices in place, the others
// copy, and no replay ever sees another's entry or step.
func TestExtendLeavesEveryVersionAlone(t *testing.T) {
	r, _ := Preset("classic")
	g := Game{Rules: r, Players: []string{"A", "B", "C", "D"}}
	config, _ := json.Marshal(g)
	lost := func(durak int) []byte {
		b, _ := json.Marshal(Entry{Kind: KindDurak, Durak: ip(durak)})
		return b
	}
	var stored [][]byte
	for i := range 6 {
		stored = append(stored, lost(i%4))
	}
	scoringtest.CheckExtendsApart(t, Engine, config, g.Players, stored, [5][]byte{lost(2), lost(3), lost(0), lost(1), lost(2)})
}
