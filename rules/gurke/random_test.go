package gurke

import (
	"math/rand/v2"
	"slices"
	"testing"

	"schreiber/rules/cards"
)

// TestRandomSituations deals seeded random tricks and hands under every
// combination of follow rule and duty and checks the invariants: a player
// always has a legal card, the lowest card is always legal where matching
// is never a must, the winner of a trick is one of its highest cards (a
// forced ace that counts below the ace before it not among them), and
// under "lowest-beating" all legal cards are equally strong.
func TestRandomSituations(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 7))
	deck := cards.Deck52Jokers(2)
	for _, f := range []Follow{FollowHighest, FollowPrevious, FollowEither} {
		for _, d := range []Duty{DutyFree, DutyForced, DutyLowestBeating} {
			for range 300 {
				v := Danish()
				v.Follow, v.Duty = f, d
				v.NoAceOnAce, v.ForcedAceLow, v.AceLowLast = rng.IntN(2) == 0, rng.IntN(2) == 0, rng.IntN(2) == 0
				v.Jokers = []JokerMode{JokersHigh, JokersAces}[rng.IntN(2)]
				v.TopCard = []TopCard{TopNone, TopClubSix, TopBlackSevens, TopSpadeSeven}[rng.IntN(4)]
				rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
				n, h := 1+rng.IntN(6), 1+rng.IntN(7)
				last := h == 1
				var trick [][]cards.Card
				for _, c := range deck[:n] {
					trick = append(trick, []cards.Card{c})
				}
				hand := deck[n : n+h]
				var legal []cards.Card
				for _, c := range hand {
					r, err := v.Check(trick, hand, []cards.Card{c}, last)
					if err != nil {
						t.Fatal(err)
					}
					if r.Allowed {
						legal = append(legal, c)
					}
				}
				if len(legal) == 0 {
					t.Fatalf("%+v: no legal card from %v after %v", v, hand, trick)
				}
				lowest := slices.MinFunc(hand, func(a, b cards.Card) int { return v.Strength(a, last) - v.Strength(b, last) })
				if d == DutyFree && !slices.ContainsFunc(legal, func(c cards.Card) bool {
					return v.Strength(c, last) == v.Strength(lowest, last)
				}) {
					t.Fatalf("%+v: lowest card %v not legal after %v", v, lowest, trick)
				}
				if d == DutyLowestBeating {
					for _, c := range legal {
						if v.Strength(c, last) != v.Strength(legal[0], last) {
							t.Fatalf("%+v: legal cards of different strength %v", v, legal)
						}
					}
				}
				w, err := v.Winner(trick, last)
				if err != nil {
					t.Fatal(err)
				}
				if v.BelowAce(deck[:n], w) {
					t.Fatalf("%+v: winner %d of %v is a forced ace below the ace before it", v, w, trick)
				}
				for i, s := range trick {
					if v.BelowAce(deck[:n], i) {
						continue
					}
					if v.Strength(s[0], last) > v.Strength(trick[w][0], last) || (i > w && v.Strength(s[0], last) == v.Strength(trick[w][0], last)) {
						t.Fatalf("winner %d of %v is not the last of the highest", w, trick)
					}
				}
			}
		}
	}
}
