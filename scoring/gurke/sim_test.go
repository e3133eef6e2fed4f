package gurke

import (
	"math/rand/v2"
	"slices"
	"testing"

	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
)

// simulate plays a whole game with random legal cards: it deals real hands
// from the deck, plays every trick through rules/gurke, and enters each deal
// as its last trick. Now and then it enters a quick entry instead, a rebuy
// when one is open, a Kontra round or doubles. It stops when the game is
// over or after maxDeals deals, and returns the entries.
func simulate(t testing.TB, rng *rand.Rand, g Game, maxDeals int) []Entry {
	t.Helper()
	r, v := g.Rules, g.Rules.Variant()
	var entries []Entry
	if err := g.Validate(); err != nil {
		t.Fatalf("game: %v", err)
	}
	p := newReplay(g)
	for deals := 0; deals < maxDeals; {
		if len(entries) > 0 {
			if err := p.apply(entries[len(entries)-1]); err != nil {
				t.Fatalf("replay of simulated game: %v\nentries: %+v", err, entries)
			}
		}
		s := p.s
		if s.Over {
			break
		}
		if s.KontraOpen && rng.IntN(3) == 0 {
			e := Entry{Kind: KindKontra}
			if rng.IntN(2) == 0 {
				living := s.Living(0)
				e.Seat = seat(living[rng.IntN(len(living))])
			}
			entries = append(entries, e)
			continue
		}
		if i := slices.IndexFunc(s.Players, func(p PlayerState) bool { return p.RebuyOpen }); i >= 0 && rng.IntN(2) == 0 {
			entries = append(entries, rebuy(i))
			continue
		}
		entries = append(entries, playDeal(t, rng, r, v, s))
		deals++
	}
	return entries
}

// playDeal deals and plays one deal and returns its entry.
func playDeal(t testing.TB, rng *rand.Rand, r Rules, v rg.Variant, s Standings) Entry {
	t.Helper()
	living := s.Living(s.Leader)
	deck := r.Deck(len(s.Players))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	if s.HandSize*len(living) > len(deck) {
		t.Fatalf("hand size %d for %d players, deck of %d", s.HandSize, len(living), len(deck))
	}
	hands := map[int][]cards.Card{}
	for i, p := range living {
		hands[p] = slices.Clone(deck[i*s.HandSize : (i+1)*s.HandSize])
	}
	leader := s.Leader
	var plays []Play
	for len(hands[leader]) > 0 {
		last := len(hands[leader]) == 1
		var played [][]cards.Card
		order := s.Living(leader)
		plays = plays[:0]
		for i, p := range order {
			k := 1
			if i > 0 {
				k = len(played[0])
			}
			var legal [][]cards.Card
			for _, set := range combinations(hands[p], k) {
				ok, err := v.Check(played, hands[p], set, last)
				if err != nil {
					t.Fatalf("Check: %v", err)
				}
				if ok.Allowed {
					legal = append(legal, set)
				}
			}
			if i == 0 && v.MultiLead && !last && rng.IntN(2) == 0 {
				for _, n := range []int{4, 3, 2} {
					for _, set := range combinations(hands[p], n) {
						if ok, _ := v.Check(nil, hands[p], set, last); ok.Allowed {
							legal = append(legal, set)
						}
					}
				}
			}
			if len(legal) == 0 {
				t.Fatalf("no legal play for hand %v after %v", hands[p], played)
			}
			set := legal[rng.IntN(len(legal))]
			for _, c := range set {
				j := slices.Index(hands[p], c)
				hands[p] = slices.Delete(hands[p], j, j+1)
			}
			if len(set) > 1 {
				multiLeads++
			}
			played = append(played, set)
			c := set[0]
			code := c.String()
			if !v.Special(c) && !c.IsJoker() {
				code = c.Rank.Code()
			}
			plays = append(plays, Play{Seat: p, Card: code})
		}
		w, err := v.Winner(played, last)
		if err != nil {
			t.Fatalf("Winner: %v", err)
		}
		leader = order[w]
	}
	e := Entry{Kind: KindTrick, Plays: slices.Clone(plays)}
	if r.Doubles {
		for _, p := range living {
			switch rng.IntN(6) {
			case 0:
				e.Doubled = append(e.Doubled, p)
			case 1:
				e.Redoubled = append(e.Redoubled, p)
			}
		}
	}
	if r.NextDealer != "lowest" && rng.IntN(4) == 0 {
		// The same deal as a quick entry.
		idx, _ := v.Penalized(cardsOf(r, plays), false)
		taker := plays[idx[0]]
		q := Entry{Kind: KindQuick, Loser: taker.Seat, Card: taker.Card, Doubled: e.Doubled, Redoubled: e.Redoubled}
		c, _ := r.entryCard(taker.Card)
		played := cardsOf(r, plays)
		for i, p := range plays {
			pc, _ := r.entryCard(p.Card)
			if p.Seat != taker.Seat && v.Strength(pc, true) == v.Strength(c, true) && !v.BelowAce(played, i) {
				q.Matched = append(q.Matched, p.Seat)
			}
		}
		return q
	}
	return e
}

func cardsOf(r Rules, plays []Play) []cards.Card {
	out := make([]cards.Card, len(plays))
	for i, p := range plays {
		out[i], _ = r.entryCard(p.Card)
	}
	return out
}

// combinations returns every way to pick k cards from hand, in hand order.
func combinations(hand []cards.Card, k int) [][]cards.Card {
	if k == 0 {
		return [][]cards.Card{nil}
	}
	var out [][]cards.Card
	for i := 0; i+k <= len(hand); i++ {
		for _, rest := range combinations(hand[i+1:], k-1) {
			out = append(out, append([]cards.Card{hand[i]}, rest...))
		}
	}
	return out
}

// multiLeads counts the plays of several cards in simulated games.
var multiLeads int
