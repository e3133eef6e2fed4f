package hurrican

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
		r, _ := Preset(name)
		for round := range 8 {
			g := two()
			if r.FullDeal || round%2 == 1 {
				g = four()
			}
			g.Rules = r
			if round%4 >= 2 {
				g.Rules.Finish = FinishHigher
			}
			g.FirstDealer = rng.IntN(len(g.Players))
			if err := g.Validate(); err != nil {
				t.Fatal(err)
			}
			s, _, err := Replay(g, nil)
			if err != nil {
				t.Fatal(err)
			}
			var entries []Entry
			for deals := 0; deals < 200 && !s.Over; deals++ {
				for _, e := range randomRound(rng, g, s) {
					// A seat nobody sits at never fits, nor a count whose
					// cards do not add up to 40.
					short := deal(24, 6, 0, 0, nil)
					short.Cards = []int{24, 15 + 2*rng.IntN(2)}
					for _, bad := range []Entry{tap(len(g.Players) + rng.IntN(3)), short} {
						if _, ok := continueAgrees(t, g, entries, s, bad); ok {
							t.Fatalf("%s entry %d: %+v fitted", name, len(entries), bad)
						}
					}
					got, ok := continueAgrees(t, g, entries, s, e)
					if !ok {
						t.Fatalf("%s entry %d: a real entry was refused", name, len(entries))
					}
					entries = append(entries, e)
					s = got
				}
			}
			if !s.Over {
				t.Fatalf("%s: 200 deals did not end the game", name)
			}
			// After the end, nothing fits.
			if _, ok := continueAgrees(t, g, entries, s, tap(0)); ok {
				t.Fatalf("%s: an entry after the end fitted", name)
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
	for i := range c.Sides {
		c.Sides[i].Seats = slices.Clone(s.Sides[i].Seats)
	}
	c.tapped = slices.Clone(s.tapped)
	return c
}

// TestExtendLeavesEveryVersionAlone extends the same kept replay twice in
// a row, as a preview and then the entry itself do, and each result again:
// the first extension of a replay grows its slices in place, the others
// copy, and no replay ever sees another's entry, step or tapped Hurrican.
func TestExtendLeavesEveryVersionAlone(t *testing.T) {
	g := four()
	config, _ := json.Marshal(g)
	// An entry by number: a Hurrican tapped at a seat, or counted for
	// the deal.
	const counted = -1
	entry := func(n int) []byte {
		e := deal(24, 6, 0, 0, nil)
		if n != counted {
			e = tap(n)
		}
		b, _ := json.Marshal(e)
		return b
	}
	// The deal under way has three Hurricans tapped: the kept replay's
	// taps have room for a fourth.
	before := []int{0, 1, counted, 0, 3, 2}
	var stored [][]byte
	for _, n := range before {
		stored = append(stored, entry(n))
	}
	scoringtest.CheckExtendsApart(t, Engine, config, g.Players, stored, [5][]byte{entry(0), entry(1), entry(counted), entry(3), entry(2)})
}
