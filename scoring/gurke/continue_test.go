package gurke

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring"
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
	base, err := Engine.Load(config, g.Players, stored)
	if err != nil || base.Err != nil {
		t.Fatal(err, base.Err)
	}
	check := func(name string, r scoring.Replayed[Game, Entry, Standings, Step], losers ...int) {
		t.Helper()
		var payloads [][]byte
		for _, l := range losers {
			payloads = append(payloads, quick(l))
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
			if !reflect.DeepEqual(r.Steps[i].After, want.Steps[i].After) {
				t.Fatalf("%s: step %d is %+v, want %+v", name, i, r.Steps[i].After, want.Steps[i].After)
			}
		}
	}
	before := []int{0, 1, 2, 3, 0, 1}
	a, _ := Engine.Extend(base, quick(2), nil)
	b, _ := Engine.Extend(base, quick(3), nil)
	a2, _ := Engine.Extend(a, quick(0), nil)
	a3, _ := Engine.Extend(a, quick(1), nil)
	b2, _ := Engine.Extend(b, quick(2), nil)
	check("the kept replay", base, before...)
	check("its first extension", a, append(slices.Clone(before), 2)...)
	check("its second extension", b, append(slices.Clone(before), 3)...)
	check("the first extension's first", a2, append(slices.Clone(before), 2, 0)...)
	check("the first extension's second", a3, append(slices.Clone(before), 2, 1)...)
	check("the second extension's first", b2, append(slices.Clone(before), 3, 2)...)
}
