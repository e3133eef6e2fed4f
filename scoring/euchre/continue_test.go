package euchre

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring"
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
	base, err := Engine.Load(config, g.Players, stored)
	if err != nil || base.Err != nil {
		t.Fatal(err, base.Err)
	}
	check := func(name string, r scoring.Replayed[Game, Entry, Standings, Step], makers ...int) {
		t.Helper()
		var payloads [][]byte
		for _, m := range makers {
			payloads = append(payloads, made(m))
		}
		want, err := Engine.Load(config, g.Players, payloads)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(r.Entries, want.Entries) || !reflect.DeepEqual(r.Standings, want.Standings) ||
			len(r.Steps) != len(want.Steps) {
			t.Fatalf("%s: %d entries, %d steps, standings %+v; want %d, %d, %+v", name, len(r.Entries), len(r.Steps),
				r.Standings, len(want.Entries), len(want.Steps), want.Standings)
		}
		for i := range r.Steps {
			got, w := r.Steps[i], want.Steps[i]
			got.Text, w.Text = scoring.Text{}, scoring.Text{}
			if !reflect.DeepEqual(got, w) {
				t.Fatalf("%s: step %d is %+v, want %+v", name, i, got, w)
			}
		}
		if r.Last != nil && !reflect.DeepEqual(*r.Last, want.Steps[len(want.Steps)-1]) {
			t.Fatalf("%s: last step %+v, want %+v", name, *r.Last, want.Steps[len(want.Steps)-1])
		}
	}
	before := []int{0, 1, 2, 3, 0, 1}
	a, _ := Engine.Extend(base, made(2), nil)
	b, _ := Engine.Extend(base, made(3), nil)
	a2, _ := Engine.Extend(a, made(0), nil)
	a3, _ := Engine.Extend(a, made(1), nil)
	b2, _ := Engine.Extend(b, made(2), nil)
	check("the kept replay", base, before...)
	check("its first extension", a, append(slices.Clone(before), 2)...)
	check("its second extension", b, append(slices.Clone(before), 3)...)
	check("the first extension's first", a2, append(slices.Clone(before), 2, 0)...)
	check("the first extension's second", a3, append(slices.Clone(before), 2, 1)...)
	check("the second extension's first", b2, append(slices.Clone(before), 3, 2)...)
}
