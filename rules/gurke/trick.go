package gurke

import (
	"fmt"

	"schreiber/rules/cards"
)

// winner returns the index of the set that takes the trick: each set that
// matches or beats the best so far takes over, so of equal highest the last
// played wins.
func winner(trick [][]cards.Card, s func([]cards.Card) []int) int {
	h := 0
	for i := 1; i < len(trick); i++ {
		if dominates(s(trick[i]), s(trick[h])) {
			h = i
		}
	}
	return h
}

// Winner returns the index of the play (a set of one or more cards) that
// takes the trick: the highest, and of equal highest the last played.
func (v Variant) Winner(trick [][]cards.Card, last bool) (int, error) {
	if len(trick) == 0 {
		return 0, fmt.Errorf("%w: empty trick", ErrShape)
	}
	if err := checkTrick(trick); err != nil {
		return 0, err
	}
	return winner(trick, func(set []cards.Card) []int { return v.strengths(set, last) }), nil
}

// Penalized returns the indices, in playing order, of the cards of the
// last trick that take the penalty: the last of the equal highest cards, or
// all of them when all is set (Swedish, Polish, Prague scoring).
func (v Variant) Penalized(trick []cards.Card, all bool) ([]int, error) {
	if len(trick) == 0 {
		return nil, fmt.Errorf("%w: empty trick", ErrShape)
	}
	best := 0
	for _, c := range trick {
		if err := checkCard(c); err != nil {
			return nil, err
		}
		best = max(best, v.Strength(c, true))
	}
	var out []int
	for i, c := range trick {
		if v.Strength(c, true) == best {
			out = append(out, i)
		}
	}
	if !all {
		out = out[len(out)-1:]
	}
	return out, nil
}

// LowestFirst returns the index of the lowest card of the last trick, of
// equal lowest the first played (the next dealer in the second Norwegian
// description).
func (v Variant) LowestFirst(trick []cards.Card) (int, error) {
	if len(trick) == 0 {
		return 0, fmt.Errorf("%w: empty trick", ErrShape)
	}
	low := 0
	for i, c := range trick {
		if err := checkCard(c); err != nil {
			return 0, err
		}
		if v.Strength(c, true) < v.Strength(trick[low], true) {
			low = i
		}
	}
	return low, nil
}
