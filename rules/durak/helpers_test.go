package durak

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

// seedTable sets up the seed's four-player examples: West (0), North (1),
// East (2) and South (3) clockwise, hearts trump, West attacking North.
// South gets the first six unused cards; the rest form the stock with a
// heart turned at its bottom.
func seedTable(t *testing.T, r Rules, west, north, east string) *Game {
	t.Helper()
	hands := [][]cards.Card{hand(t, west), hand(t, north), hand(t, east)}
	used := map[cards.Card]bool{}
	for _, h := range hands {
		for _, c := range h {
			used[c] = true
		}
	}
	var rest []cards.Card
	for _, c := range cards.Deck36() {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	hands = append(hands, rest[:6])
	stock := rest[6:]
	i := slices.IndexFunc(stock, func(c cards.Card) bool { return c.Suit == cards.Hearts })
	trump := stock[i]
	stock = append(slices.Delete(stock, i, i+1), trump)
	g, err := Start(r, Position{Hands: hands, Stock: stock, TrumpCard: trump, Attacker: 0, Defender: 1, LowHolder: -1, DefendedYet: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// attackCards lists the cards that seat s may put on the table now.
func attackCards(g *Game, s int) []cards.Card {
	var out []cards.Card
	for _, m := range g.LegalMoves() {
		if m.Kind == KindAttack && m.Seat == s {
			out = append(out, m.Card)
		}
	}
	return out
}

func sameSet(a, b []cards.Card) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	less := func(x, y cards.Card) int { return int(x.Suit)*100 + int(x.Rank) - int(y.Suit)*100 - int(y.Rank) }
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}
