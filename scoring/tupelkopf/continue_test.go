package tupelkopf

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring/scoringtest"
)

// continueTable is a game to go on with deal by deal, and how its deals
// are made at random.
type continueTable struct {
	name  string
	g     Game
	entry func(*rand.Rand, Standings) Entry
}

// continueTables are games of every preset of Tupelkopf at 4 to 10 players
// and of Doppelkopf at four and five, and of Doppelkopf under random home
// rules (Bock rounds stacked or queued, a length in rounds, fast entries).
func continueTables(t *testing.T, rng *rand.Rand) []continueTable {
	var out []continueTable
	for _, name := range TupelkopfPresets() {
		for n := 2; n <= 5; n++ {
			g := game(n, preset(t, name))
			g.FirstDealer = rng.IntN(2 * n)
			out = append(out, continueTable{fmt.Sprintf("%s at %d", name, 2*n), g,
				func(rng *rand.Rand, _ Standings) Entry { return randomEntry(rng, n) }})
		}
	}
	for _, name := range DoppelkopfPresets() {
		for players := 4; players <= 5; players++ {
			for range 2 {
				g := ddvGame(players, preset(t, name))
				g.FirstDealer = rng.IntN(players)
				out = append(out, continueTable{fmt.Sprintf("%s at %d", name, players), g,
					func(rng *rand.Rand, st Standings) Entry { return randomHomeEntry(rng, g, st) }})
			}
		}
	}
	for i := range 6 {
		players := 4 + i%2
		g := ddvGame(players, randomHomeRules(rng, players))
		g.FirstDealer = rng.IntN(players)
		out = append(out, continueTable{fmt.Sprintf("home rules %d at %d", i, players), g,
			func(rng *rand.Rand, st Standings) Entry { return randomHomeEntry(rng, g, st) }})
	}
	return out
}

// badEntries are entries that do not fit the next deal of a game with
// these standings, each for a different reason.
func badEntries(g Game, st Standings) []Entry {
	np := len(g.Players)
	active := g.Active(st.Dealer)
	bad := []Entry{
		{Kind: KindDeal, Type: Normal, Alten: []int{active[0], np + 3}, Sunkte: ip(120)},
		{Kind: KindDeal, Type: Normal, Alten: []int{active[0]}, Sunkte: ip(120)},
		{Kind: KindFast, Winners: active[:2], Value: MaxFastValue + 1},
	}
	if !g.Rules.DDV() {
		// Tupelkopf is entered in full.
		bad = append(bad, Entry{Kind: KindFast, Winners: active[:2], Value: 1})
	}
	if st.Forced != nil {
		// A normal game where the Pflichtsolo is due.
		var winners []int
		for _, s := range active {
			if s != *st.Forced && len(winners) < 2 {
				winners = append(winners, s)
			}
		}
		bad = append(bad, Entry{Kind: KindFast, Winners: winners, Value: 1})
	}
	return bad
}

// TestContinueAgreesWithReplay plays random games of every preset and goes
// on from each entry's standings with the next one: the standings and the
// step must be Replay's; a bad entry, now and then and once the game is
// over, must give Replay's error and standings; and no standings gone on
// from may change, then or later.
func TestContinueAgreesWithReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2026))
	seen := map[string]int{}
	for _, table := range continueTables(t, rng) {
		g := table.g
		s, _, err := Replay(g, nil)
		if err != nil {
			t.Fatalf("%s: %v", table.name, err)
		}
		var entries []Entry
		var gone []Standings // every standings gone on from, and a deep copy of each
		var kept []Standings
		try := func(e Entry) (Standings, error) {
			t.Helper()
			i := len(entries)
			want, steps, wantErr := Replay(g, append(entries[:i:i], e))
			before := cloneStandings(s)
			got, step, err := Continue(g, s, e, i)
			gone, kept = append(gone, s), append(kept, before)
			if !reflect.DeepEqual(s, before) {
				t.Fatalf("%s entry %d: Continue changed the standings it went on from", table.name, i)
			}
			if !reflect.DeepEqual(err, wantErr) || !reflect.DeepEqual(got, want) {
				t.Fatalf("%s entry %d: %v %+v; Replay %v %+v", table.name, i, err, got, wantErr, want)
			}
			if err != nil {
				if !reflect.DeepEqual(step, Step{}) {
					t.Fatalf("%s entry %d: a step %+v for a bad entry", table.name, i, step)
				}
				return got, err
			}
			if !reflect.DeepEqual(step, steps[i]) {
				t.Fatalf("%s entry %d: step %+v; Replay %+v", table.name, i, step, steps[i])
			}
			return got, nil
		}
		for len(entries) < 60 && !s.Over {
			if rng.IntN(6) == 0 {
				bad := badEntries(g, s)
				if _, err := try(bad[rng.IntN(len(bad))]); err == nil {
					t.Fatalf("%s entry %d: a bad entry taken", table.name, len(entries))
				}
				seen["bad"]++
			}
			e := table.entry(rng, s)
			next, err := try(e)
			if err != nil {
				t.Fatalf("%s entry %d: %v", table.name, len(entries), err)
			}
			entries = append(entries, e)
			s = next
			if len(s.BockQueue) > 0 {
				seen["bock"]++
			}
			if s.Forced != nil {
				seen["forced"]++
			}
		}
		if s.Over {
			if _, err := try(table.entry(rng, s)); err == nil {
				t.Fatalf("%s: an entry taken after the game is over", table.name)
			}
			seen["over"]++
		}
		for i := range gone {
			if !reflect.DeepEqual(gone[i], kept[i]) {
				t.Fatalf("%s: the standings of entry %d changed later", table.name, i)
			}
		}
	}
	for _, k := range []string{"bad", "bock", "forced", "over"} {
		if seen[k] == 0 {
			t.Errorf("never seen: %s (%v)", k, seen)
		}
	}
}

// cloneStandings copies standings deeply, to see whether they were changed.
func cloneStandings(s Standings) Standings {
	c := s
	c.Players = slices.Clone(s.Players)
	c.Winners = slices.Clone(s.Winners)
	c.BockRounds = slices.Clone(s.BockRounds)
	c.BockQueue = slices.Clone(s.BockQueue)
	if s.Forced != nil {
		forced := *s.Forced
		c.Forced = &forced
	}
	return c
}

// TestExtendLeavesEveryVersionAlone extends the same kept replay twice in
// a row, as a preview and then the deal itself do, and each result again:
// the first extension of a replay grows its slices in place, the others
// copy, and no replay ever sees another's entry, step or Bock round.
func TestExtendLeavesEveryVersionAlone(t *testing.T) {
	g := ddvGame(4, preset(t, "doppelkopf-home"))
	config, _ := json.Marshal(g)
	// fast is a normal game won by a pair of seats, which brings a Bock
	// round if bock.
	pairs := [][]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
	fast := func(pair int, bock bool) []byte {
		b, _ := json.Marshal(Entry{Kind: KindFast, Winners: pairs[pair], Value: 1 + pair, Bock: bock})
		return b
	}
	var stored [][]byte
	for i := range 6 {
		stored = append(stored, fast(i, i == 2))
	}
	// The Bock round the third deal brought is still to come, so the
	// extensions share a queue they must not change in each other's place.
	if base, err := Engine.Load(config, g.Players, stored); err != nil || base.Err != nil || len(base.Standings.BockQueue) == 0 {
		t.Fatal("no Bock round pending", err)
	}
	scoringtest.CheckExtendsApart(t, Engine, config, g.Players, stored, [5][]byte{fast(0, true), fast(5, false), fast(1, false), fast(2, true), fast(3, true)})
}
