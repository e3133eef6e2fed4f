package gurke

import (
	"fmt"
	"slices"

	"schreiber/rules/cards"
)

// winner returns the index of the set that takes the trick: each set that
// matches or beats the best so far takes over, so of equal highest the last
// played wins; a forced ace that counts below the ace before it (see
// BelowAce) never takes over.
func (v Variant) winner(trick [][]cards.Card, last bool) int {
	h := 0
	for i := 1; i < len(trick); i++ {
		if !v.forcedBelow(trick[i-1], trick[i]) && dominates(v.strengths(trick[i], last), v.strengths(trick[h], last)) {
			h = i
		}
	}
	return h
}

// forcedBelow reports whether play, added right after prev, counts below
// prev: both hold an ace and the table plays ForcedAceLow. Where no ace may
// go on an ace, an ace follows an ace only as the player's lowest card, so
// such a play was always forced.
func (v Variant) forcedBelow(prev, play []cards.Card) bool {
	return v.NoAceOnAce && v.ForcedAceLow && slices.ContainsFunc(prev, v.IsAce) && slices.ContainsFunc(play, v.IsAce)
}

// BelowAce reports whether card i of a trick of single cards counts below
// the ace played just before it: an ace that had to follow an ace, at a
// table that plays no ace on an ace with ForcedAceLow. Such a card neither
// takes the trick nor pays for it.
func (v Variant) BelowAce(trick []cards.Card, i int) bool {
	return i > 0 && i < len(trick) && v.forcedBelow(trick[i-1:i], trick[i:i+1])
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
	return v.winner(trick, last), nil
}

// Penalized returns the indices, in playing order, of the cards of the
// last trick that take the penalty: the last of the equal highest cards, or
// all of them when all is set (Swedish, Polish, Prague scoring). A forced
// ace that counts below the ace before it (BelowAce) is not among them.
func (v Variant) Penalized(trick []cards.Card, all bool) ([]int, error) {
	if len(trick) == 0 {
		return nil, fmt.Errorf("%w: empty trick", ErrShape)
	}
	best := 0
	for i, c := range trick {
		if err := checkCard(c); err != nil {
			return nil, err
		}
		if !v.BelowAce(trick, i) {
			best = max(best, v.Strength(c, true))
		}
	}
	var out []int
	for i, c := range trick {
		if v.Strength(c, true) == best && !v.BelowAce(trick, i) {
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
