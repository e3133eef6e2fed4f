package doppelkopf

import (
	"math/rand/v2"
	"slices"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
)

// randomOptions picks house rules the way a table could set them.
func randomOptions(rng *rand.Rand) Options {
	return Options{
		Dullen:         []Dullen{"", DullenFirst, DullenSecond, DullenSecondLast}[rng.IntN(4)],
		Schweinchen:    rng.IntN(2) == 0,
		WithoutNines:   rng.IntN(3) == 0,
		Armut:          rng.IntN(2) == 0,
		HochzeitChoice: rng.IntN(2) == 0,
	}
}

// augen is a card's value when the tricks are counted.
func augen(c cards.Card) int {
	return map[cards.Rank]int{cards.Ace: 11, cards.Ten: 10, cards.King: 4, cards.Queen: 3, cards.Jack: 2}[c.Rank]
}

// checkOrder verifies that the card order as seat s sees it is total and
// consistent: every kind in exactly one class, no two kinds of a class
// equal, each Ranking strictly falling, and Which agreeing with the class.
func checkOrder(t *testing.T, g Game, s int) {
	t.Helper()
	kinds := g.Options.Kinds()
	seen := 0
	for _, cl := range []Class{Trump, rules.FehlOf(cards.Clubs), rules.FehlOf(cards.Spades), rules.FehlOf(cards.Hearts), rules.FehlOf(cards.Diamonds)} {
		list := g.Ranking(s, cl)
		seen += len(list)
		for i, c := range list {
			if g.ClassOf(s, c) != cl {
				t.Fatalf("%+v: %v listed in the wrong class", g, c)
			}
			if i > 0 {
				_, prev := g.Place(s, list[i-1])
				if _, p := g.Place(s, c); p >= prev {
					t.Fatalf("%+v seat %d: %v does not rank below %v", g, s, c, list[i-1])
				}
			}
			if s >= 0 {
				r, err := g.Which(s, c)
				if err != nil || r.Allowed != (cl == Trump) {
					t.Fatalf("%+v: Which(%v) = %+v, %v", g, c, r, err)
				}
			}
		}
	}
	if seen != len(kinds) {
		t.Fatalf("%+v: the classes hold %d kinds of %d", g, seen, len(kinds))
	}
}

// beats reports whether card i of a trick beats card j, worked out from the
// card order alone.
func beats(g Game, plays []Play, last bool, i, j int) bool {
	led := g.ClassOf(plays[0].Seat, plays[0].Card)
	ci, pi := g.Place(plays[i].Seat, plays[i].Card)
	cj, pj := g.Place(plays[j].Seat, plays[j].Card)
	in := func(c Class) bool { return c == led || c == Trump }
	switch {
	case !in(ci):
		return false
	case !in(cj):
		return true
	case ci != cj:
		return ci == Trump
	case pi != pj:
		return pi > pj
	case g.dulle(plays[i].Card) && g.secondDulleWins(last):
		return i > j
	}
	return i < j
}

func TestRandomDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 4))
	pigs, marriages, dullen := 0, 0, 0
	for deal := range 500 {
		o := randomOptions(rng)
		g := Game{Options: o, Contract: Contracts[rng.IntN(len(Contracts))]}
		h := o.HandSize()
		deck := o.Deck()
		if len(deck) != 4*h {
			t.Fatalf("deal %d: a deck of %d cards for hands of %d", deal, len(deck), h)
		}
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		hands := make([][]cards.Card, Players)
		for s := range hands {
			hands[s] = slices.Clone(deck[s*h : (s+1)*h])
		}
		if ts := g.Contract.TrumpSuit(); o.Schweinchen && ts != cards.NoSuit && rng.IntN(3) > 0 {
			for s, hand := range hands {
				if countOf(hand, cards.Of(cards.Ace, ts)) == 2 {
					g.Schweinchen = []int{s}
					pigs++
				}
			}
		}
		if err := g.Validate(); err != nil {
			t.Fatalf("deal %d: %v", deal, err)
		}
		for s := -1; s < Players; s++ {
			checkOrder(t, g, s)
		}
		bride := slices.IndexFunc(hands, func(hand []cards.Card) bool { return countOf(hand, cards.Of(cards.Queen, cards.Clubs)) == 2 })
		leader, total := rng.IntN(Players), 0
		var tricks [][]Play
		for n := range h {
			var plays []Play
			for i := range Players {
				s := (leader + i) % Players
				legal, err := g.LegalCards(Turn{Seat: s, Hand: hands[s], Trick: plays})
				if err != nil || len(legal) == 0 {
					t.Fatalf("deal %d: %v holds %v and may lay nothing (%v)", deal, seat(s), hands[s], err)
				}
				if len(plays) > 0 {
					led := g.ClassOf(plays[0].Seat, plays[0].Card)
					follow := slices.ContainsFunc(hands[s], func(c cards.Card) bool { return g.ClassOf(s, c) == led })
					for _, c := range hands[s] {
						if want := !follow || g.ClassOf(s, c) == led; slices.Contains(legal, c) != want {
							t.Fatalf("deal %d: %v with %v after %v: %v legal is %v", deal, seat(s), hands[s], plays, c, !want)
						}
					}
				}
				c := legal[rng.IntN(len(legal))]
				hands[s] = slices.Delete(hands[s], slices.Index(hands[s], c), slices.Index(hands[s], c)+1)
				plays = append(plays, Play{Seat: s, Card: c})
			}
			last := n == h-1
			w, err := g.Winner(plays, last)
			if err != nil {
				t.Fatalf("deal %d: %v", deal, err)
			}
			for i := range plays {
				all := true
				for j := range plays {
					all = all && (i == j || beats(g, plays, last, i, j))
				}
				if all != (i == w.Index) {
					t.Fatalf("deal %d: trick %v (last %v) won by card %d, but card %d beats all: %v", deal, plays, last, w.Index, i, all)
				}
			}
			if w.Seat != plays[w.Index].Seat || w.Why.Reason.IsZero() {
				t.Fatalf("deal %d: winner %+v", deal, w)
			}
			if countOf(playedCards(plays), cards.Of(cards.Ten, cards.Hearts)) == 2 {
				dullen++
			}
			for _, p := range plays {
				total += augen(p.Card)
			}
			tricks = append(tricks, plays)
			leader = w.Seat
		}
		if total != 240 {
			t.Fatalf("deal %d: the tricks hold %d Augen", deal, total)
		}
		if bride >= 0 && g.Contract == Normal {
			marriages++
			f := FindFirst
			if o.HochzeitChoice {
				f = Findings[rng.IntN(len(Findings))]
			}
			m, err := g.Marry(Hochzeit{Seat: bride, Finding: f}, tricks)
			switch {
			case err != nil:
				t.Fatalf("deal %d: %v", deal, err)
			case m.Settled < 1 || m.Settled > HochzeitWindow || m.Alone != (m.Partner < 0):
				t.Fatalf("deal %d: marriage %+v", deal, m)
			case !m.Alone && (m.Partner == bride || m.Winners[m.Settled-1].Seat != m.Partner):
				t.Fatalf("deal %d: partner %d did not take trick %d", deal, m.Partner, m.Settled)
			}
		}
	}
	if pigs == 0 || marriages == 0 || dullen == 0 {
		t.Errorf("the random deals never showed Schweinchen (%d), a Hochzeit (%d) or two Dullen in a trick (%d)", pigs, marriages, dullen)
	}
}
