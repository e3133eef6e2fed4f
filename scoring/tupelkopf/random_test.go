package tupelkopf

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"schreiber/rules/lextest"
	"testing"
)

// randomEntry returns a valid deal for 2n players.
func randomEntry(rng *rand.Rand, n int) Entry {
	players := 2 * n
	typ := GameTypes[rng.IntN(len(GameTypes))]
	e := Entry{Kind: KindDeal, Type: typ}
	if typ == Armut {
		return e
	}
	size := n
	switch {
	case typ.IsSolo():
		size = 1
	case typ == Hochzeit:
		size = 1 + rng.IntN(n)
	case typ == StilleHochzeit:
		size = 1 + rng.IntN(n-1)
	}
	e.Alten = rng.Perm(players)[:size]
	total := 120 * n
	s := rng.IntN(total + 1)
	if s == 1 || s == total-1 {
		s = 0
	}
	e.Sunkte = ip(s)
	calls := []Call{NoCall, NoCall, NoCall, Keine45, Keine30, Keine15, Schwarz}
	e.AltenCall = calls[rng.IntN(len(calls))]
	if e.AltenCall == NoCall && rng.IntN(2) == 0 {
		e.AltenCall = Re
	}
	e.AnderenCall = calls[rng.IntN(len(calls))]
	if e.AnderenCall == NoCall && rng.IntN(2) == 0 {
		e.AnderenCall = Contra
	}
	// own is what each party's tricks hold; after a Lambsdorff that differs
	// from the Sunkte the party is credited with.
	own := [2]int{s, total - s}
	if rng.IntN(2) == 0 {
		held := rng.IntN(total + 1)
		own = [2]int{held, total - held}
	}
	tmin := TupelkopfMin(n)
	tupel := [2]int{rng.IntN(own[0]/tmin + 1), rng.IntN(own[1]/tmin + 1)}
	e.AltenTupelkoepfe, e.AnderenTupelkoepfe = min(tupel[0], 6), min(tupel[1], 6)
	e.AltenFoxes = rng.IntN(min(n, own[0]/11) + 1)
	e.AnderenFoxes = rng.IntN(min(n-e.AltenFoxes, own[1]/11) + 1)
	switch rng.IntN(3) {
	case 1:
		if own[0] >= 2 {
			e.Karlchen = "alten"
		}
	case 2:
		if own[1] >= 2 {
			e.Karlchen = "anderen"
		}
	}
	return e
}

// TestRandomGames replays a few hundred random games and checks the
// invariants: every valid deal is accepted, every deal is zero-sum per
// player, Bunkte are never negative, a solo's soloist moves (2n−1) times as
// far as each opponent, and entries round-trip through JSON.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2026))
	shares := []Share{ShareCarry, SharePairwise}
	tallies := []Tally{TallyNet, TallySplit}
	for game := range 300 {
		n := 2 + rng.IntN(4)
		r := Rules{Tally: tallies[rng.IntN(2)], Share: shares[rng.IntN(2)]}
		g := Game{Rules: r, FirstDealer: rng.IntN(2 * n)}
		for i := range 2 * n {
			g.Players = append(g.Players, string(rune('A'+i)))
		}
		entries := make([]Entry, 5+rng.IntN(20))
		for i := range entries {
			entries[i] = randomEntry(rng, n)
			b, err := json.Marshal(entries[i])
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeEntry(b)
			if err != nil || !reflect.DeepEqual(back, entries[i]) {
				t.Fatalf("game %d entry %d: round trip %+v, %v; want %+v", game, i, back, err, entries[i])
			}
		}
		st, steps, err := Replay(g, entries)
		if err != nil {
			t.Fatalf("game %d: %v\nentries %+v", game, err, entries)
		}
		if len(steps) != len(entries) {
			t.Fatalf("game %d: %d steps for %d entries", game, len(steps), len(entries))
		}
		for i, step := range steps {
			if s := sum(step.Delta); s != 0 {
				t.Fatalf("game %d deal %d: deltas %v add up to %d", game, i, step.Delta, s)
			}
			total := 0
			for _, it := range step.Result.Items {
				if it.Bunkte <= 0 {
					t.Fatalf("game %d deal %d: item %+v", game, i, it)
				}
				total += it.Bunkte
			}
			if total != step.Result.Bunkte[0]+step.Result.Bunkte[1] {
				t.Fatalf("game %d deal %d: items add up to %d, Bunkte %v", game, i, total, step.Result.Bunkte)
			}
			e := entries[i]
			if step.Result.Solo && r.Tally == TallyNet {
				solo := e.Alten[0]
				other := (solo + 1) % (2 * n)
				if step.Delta[solo] != -(2*n-1)*step.Delta[other] {
					t.Fatalf("game %d deal %d: soloist %d, opponent %d", game, i, step.Delta[solo], step.Delta[other])
				}
			}
			if step.Text.IsZero() || step.Text.String() == lextest.De(step.Text) {
				t.Fatalf("game %d deal %d: text %+v", game, i, step.Text)
			}
		}
		scoreSum := 0
		for _, p := range st.Players {
			scoreSum += p.Score
			if p.Plus-p.Minus != p.Score {
				t.Fatalf("game %d: player %+v: won less conceded is not the score", game, p)
			}
		}
		if scoreSum != 0 {
			t.Fatalf("game %d: scores add up to %d", game, scoreSum)
		}
	}
}
