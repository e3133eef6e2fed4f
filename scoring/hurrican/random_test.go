package hurrican

import (
	"math/rand/v2"
	"testing"

	"schreiber/rules/cards"
)

// randomDeal shares out a shuffled pack between the sides as a real deal
// might and reports it, with Hurricans within the deal's limits.
func randomDeal(rng *rand.Rand, lim limits, tapped [2]int) Entry {
	bias := 0.2 + 0.6*rng.Float64()
	e := Entry{Kind: KindDeal}
	e.Cards, e.Hearts = []int{0, 0}, []int{0, 0}
	e.Best = make([]Best, 2)
	var top [2][5]cards.Rank
	for _, c := range cards.Deck40() {
		side := 0
		if rng.Float64() > bias {
			side = 1
		}
		e.Cards[side]++
		if c.Suit == cards.Hearts {
			e.Hearts[side]++
			if c.Rank == cards.Seven {
				e.SevenOfHearts = ip(side)
			}
		}
		if PremiereValue(c.Rank) > PremiereValue(top[side][c.Suit]) {
			top[side][c.Suit] = c.Rank
		}
	}
	for side := range 2 {
		code := func(s cards.Suit) string {
			if top[side][s] == cards.NoRank {
				return ""
			}
			return RankCode(top[side][s])
		}
		e.Best[side] = Best{Clubs: code(cards.Clubs), Spades: code(cards.Spades), Hearts: code(cards.Hearts), Diamonds: code(cards.Diamonds)}
	}
	if tapped != [2]int{} && rng.IntN(2) == 0 {
		return e // the tapped ones count
	}
	h := []int{0, 0}
	for side := range 2 {
		most := min(lim.side[side], e.Cards[side]/2, lim.total-h[0]-h[1])
		h[side] = rng.IntN(most/3 + 2)
		h[side] = min(h[side], most)
	}
	e.Hurricans = h
	return e
}

// randomRound is the next deal of a game standing at s, between deals, as
// a table might enter it: a few Hurricans tapped while it is played, then
// its count.
func randomRound(rng *rand.Rand, g Game, s Standings) []Entry {
	var entries []Entry
	lim := hurricanLimits(g.Rules.FullDeal, SideOf(s.Leader))
	var tapped [2]int
	for range rng.IntN(4) {
		seat := rng.IntN(len(g.Players))
		side := SideOf(seat)
		if tapped[side]+1 > lim.side[side] {
			continue
		}
		entries = append(entries, tap(seat))
		tapped[side]++
	}
	return append(entries, randomDeal(rng, lim, tapped))
}

func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	for game := range 300 {
		g := two()
		if game%2 == 1 {
			g = four()
			g.Rules.FullDeal = game%4 == 3
		}
		if game%5 == 0 {
			g.Rules.Finish = FinishHigher
		}
		g.FirstDealer = rng.IntN(len(g.Players))
		var entries []Entry
		for deals := 0; deals < 200; deals++ {
			s, _, err := Replay(g, entries)
			if err != nil {
				t.Fatalf("game %d: a real deal was refused: %v\n%+v", game, err, entries[len(entries)-1])
			}
			if s.Over {
				break
			}
			entries = append(entries, randomRound(rng, g, s)...)
		}
		checkGame(t, game, g, entries)
		mutate(t, rng, g, entries)
	}
}

// checkGame replays a finished game and checks what must hold for every
// deal and at the end.
func checkGame(t *testing.T, n int, g Game, entries []Entry) {
	s, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatalf("game %d: %v", n, err)
	}
	for _, st := range steps {
		if st.Kind == KindHurrican {
			if st.After != st.Before {
				t.Fatalf("game %d step %d: a tapped Hurrican changed the score", n, st.Index)
			}
			continue
		}
		a := st.Award
		sure := 1 + a.Hurricans[0] + a.Hurricans[1]
		for _, side := range []int{a.Karte, a.Farbe, a.Premiere} {
			if side != None {
				sure++
			}
		}
		if a.Points[0]+a.Points[1] != sure || sure > 4+a.Hurricans[0]+a.Hurricans[1] {
			t.Fatalf("game %d step %d: %d points handed out, want %d", n, st.Index, a.Points[0]+a.Points[1], sure)
		}
		for side := range 2 {
			if st.After[side] != st.Before[side]+a.Points[side] {
				t.Fatalf("game %d step %d: %d + %d ≠ %d", n, st.Index, st.Before[side], a.Points[side], st.After[side])
			}
		}
		if a.Karte != None && a.Cards[a.Karte] <= 20 || a.Farbe != None && a.Hearts[a.Farbe] < 6 {
			t.Fatalf("game %d step %d: Karte or Farbe to the wrong side: %+v", n, st.Index, a)
		}
	}
	if !s.Over {
		t.Fatalf("game %d did not end in 200 deals: %v", n, s.Scores())
	}
	w, l := s.Sides[s.Winner].Score, s.Sides[1-s.Winner].Score
	if w < g.Rules.Target || (s.Stake == 2) != (l < g.Rules.DoubleBelow) || s.Stake < 1 {
		t.Fatalf("game %d: winner %d with %d, loser %d, stake %d", n, s.Winner, w, l, s.Stake)
	}
	sum := Summarize(g, s)
	if !sum.Over || len(sum.Winners) != 1 || sum.Winners[0] != s.Sides[s.Winner].Name {
		t.Fatalf("game %d: summary %+v does not name the one winner", n, sum)
	}
	_, _, err = Replay(g, append(entries, tap(0)))
	if fieldOf(t, err) != "kind" {
		t.Fatalf("game %d: an entry after the end was not refused", n)
	}
}

// mutate spoils one number of a deal and checks that the replay answers
// with a field error or accepts it, never panicking.
func mutate(t *testing.T, rng *rand.Rand, g Game, entries []Entry) {
	for range 5 {
		i := rng.IntN(len(entries))
		bad := append([]Entry(nil), entries[:i+1]...)
		e := bad[i]
		e.Cards = append([]int(nil), e.Cards...)
		e.Hearts = append([]int(nil), e.Hearts...)
		e.Best = append([]Best(nil), e.Best...)
		mustFail := false
		switch rng.IntN(5) {
		case 0:
			if e.Cards != nil {
				d := rng.IntN(5) - 2
				e.Cards[rng.IntN(2)] += d
				mustFail = d != 0 // the cards no longer add up to 40
			}
		case 1:
			if e.Hearts != nil {
				d := rng.IntN(5) - 2
				e.Hearts[rng.IntN(2)] += d
				mustFail = d != 0 // the hearts no longer add up to 10
			}
		case 2:
			if e.Best != nil {
				e.Best[rng.IntN(2)].Hearts = RankCode(Ranks[rng.IntN(len(Ranks))])
			}
		case 3:
			e.Seat = ip(rng.IntN(6) - 1)
		case 4:
			e.Hurricans = []int{rng.IntN(25), rng.IntN(25)}
		}
		bad[i] = e
		_, _, err := Replay(g, bad)
		if err != nil {
			fieldOf(t, err) // fails unless an EntryError around a FieldError
		} else if mustFail {
			t.Fatalf("a spoilt count was accepted: %+v", e)
		}
	}
}
