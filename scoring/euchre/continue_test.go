package euchre

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring/scoringtest"
)

// TestContinueAgreesWithReplay plays random games of every preset and goes
// on from each entry's standings with the next one: the standings and the
// step must be Replay's, the standings gone on from must not change, and
// an entry that cannot fit must be refused as Replay refuses it.
func TestContinueAgreesWithReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	for _, name := range PresetNames() {
		for round := range 4 {
			g := table(name)
			g.FirstDealer = rng.IntN(4)
			if round%2 == 1 {
				g.Rules.LoneEuchred = 4
			}
			var entries []Entry
			for range 200 {
				entries = append(entries, randomEntry(rng))
			}
			s, _, err := Replay(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range entries {
				// A maker at no seat never fits; after the end, nothing does.
				bad := Entry{Kind: KindHand, Maker: ip(4 + rng.IntN(3)), Tricks: ip(3)}
				if _, ok := continueAgrees(t, g, entries[:i], s, bad); ok {
					t.Fatalf("%s entry %d: a maker at seat %d fitted", name, i, *bad.Maker)
				}
				got, ok := continueAgrees(t, g, entries[:i], s, e)
				if !ok {
					break
				}
				s = got
			}
			if !s.Over {
				t.Fatalf("%s: 200 hands did not end the game", name)
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
	c.Results = slices.Clone(s.Results)
	for i, side := range s.Sides {
		if side.Markers != nil {
			m := *side.Markers
			c.Sides[i].Markers = &m
		}
	}
	return c
}

// TestExtendLeavesEveryVersionAlone extends the same kept replay twice in
// a row, as a preview and then the hand itself do, and each result again:
// the first extension of a replay grows its slices in place, the others
// copy, and no replay ever sees another's entry or step.
func TestExtendLeavesEveryVersionAlone(t *testing.T) {
	g := table("ten")
	config, _ := json.Marshal(g)
	made := func(maker int) []byte {
		b, _ := json.Marshal(hand(maker, 3+maker%3))
		return b
	}
	var stored [][]byte
	for i := range 6 {
		stored = append(stored, made(i%4))
	}
	scoringtest.CheckExtendsApart(t, Engine, config, g.Players, stored, [5][]byte{made(2), made(3), made(0), made(1), made(2)})
}
