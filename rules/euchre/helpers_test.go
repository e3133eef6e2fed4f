package euchre

import (
	"slices"
	"strings"
	"testing"

	"schreiber/rules/cards"
)

// hand parses a space-separated list of cards.
func hand(t testing.TB, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatalf("bad card %q in test: %v", f, err)
		}
		out = append(out, c)
	}
	return out
}

func card(t testing.TB, s string) cards.Card { return hand(t, s)[0] }

func sameSet(a, b []cards.Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	less := func(x, y cards.Card) int { return int(x.Suit)*100 + int(x.Rank) - int(y.Suit)*100 - int(y.Rank) }
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}
