package hurrican

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// PremiereValue is what a card counts towards the Premiere: seven 21, six
// 18, ace 16, five 15, four 14, three 13, two 12, king 10, queen 9, jack 8.
func PremiereValue(c cards.Card) int {
	switch c.Rank {
	case cards.Seven:
		return 21
	case cards.Six:
		return 18
	case cards.Ace:
		return 16
	case cards.Five:
		return 15
	case cards.Four:
		return 14
	case cards.Three:
		return 13
	case cards.Two:
		return 12
	case cards.King:
		return 10
	case cards.Queen:
		return 9
	case cards.Jack:
		return 8
	}
	return 0
}

// Premiere adds up the best card of each suit among won; a suit without a
// card adds nothing.
func Premiere(won []cards.Card) int {
	best := map[cards.Suit]int{}
	for _, c := range won {
		best[c.Suit] = max(best[c.Suit], PremiereValue(c))
	}
	sum := 0
	for _, v := range best {
		sum += v
	}
	return sum
}

// Tally is the count of one deal for both sides and the points it earns.
type Tally struct {
	Cards     [2]int `json:"cards"`
	Hearts    [2]int `json:"hearts"`
	Seven     int    `json:"seven"` // the side holding the ♥7, or -1
	Premiere  [2]int `json:"premiere"`
	Hurricans [2]int `json:"hurricans"`
	Points    [2]int `json:"points"`
	// Why explains each point awarded, in order: the cards, the hearts, the
	// beautiful seven, the Premiere, the Hurricans.
	Why []rules.Ruling `json:"why"`
}

// Count tallies a deal from the cards each side won and its Hurricans: a
// point for most cards (21 or more), for most hearts (six or more), for the
// ♥7, for the higher Premiere, and one per Hurrican; a tie scores nothing.
func Count(won [2][]cards.Card, hurricans [2]int) Tally {
	t := Tally{Seven: -1, Hurricans: hurricans}
	for side, w := range won {
		t.Cards[side] = len(w)
		t.Premiere[side] = Premiere(w)
		for _, c := range w {
			if c.Suit == cards.Hearts {
				t.Hearts[side]++
			}
			if c == cards.Of(cards.Seven, cards.Hearts) {
				t.Seven = side
			}
		}
	}
	award := func(side int, id string, args ...any) {
		t.Points[side]++
		t.Why = append(t.Why, rules.Allow(RefScore, msg.T(id, append([]any{party(side)}, args...)...)))
	}
	if w := better(t.Cards); w >= 0 {
		award(w, "%v has the cards (%d).", t.Cards[w])
	}
	if w := better(t.Hearts); w >= 0 {
		award(w, "%v has the suit (%d hearts).", t.Hearts[w])
	}
	if t.Seven >= 0 {
		award(t.Seven, "%v has the beautiful seven.")
	}
	if w := better(t.Premiere); w >= 0 {
		award(w, "%v has the Premiere (%d).", t.Premiere[w])
	}
	for side, n := range hurricans {
		if n > 0 {
			t.Points[side] += n
			t.Why = append(t.Why, rules.Allow(RefHurrican, msg.T("%v made %d Hurricans.", party(side), n)))
		}
	}
	return t
}

func better(v [2]int) int {
	switch {
	case v[0] > v[1]:
		return 0
	case v[1] > v[0]:
		return 1
	}
	return -1
}

// Tally counts the deal once it is over.
func (g *Game) Tally() Tally { return Count(g.Won, g.Hurricans) }
