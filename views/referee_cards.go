package views

import (
	"fmt"
	"net/url"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/scoring"
	"schreiber/views/catalog"
)

// cardChip is the chip of a card: its suit symbol and rank, in the
// reader's notation (♣J or ♣B).
func cardChip(c cards.Card) Chip {
	return Chip{Value: c.String(), Label: scoring.T("%s", c), Suit: c.Suit}
}

// cardChips returns a chip for every different card of deck, in its order.
func cardChips(deck []cards.Card) []Chip {
	seen := map[cards.Card]bool{}
	var out []Chip
	for _, c := range deck {
		if !seen[c] {
			seen[c] = true
			out = append(out, cardChip(c))
		}
	}
	return out
}

// listChips returns the chips of cards in the order given, repeats kept.
func listChips(cs []cards.Card) []Chip {
	out := make([]Chip, len(cs))
	for i, c := range cs {
		out[i] = cardChip(c)
	}
	return out
}

// suitChips offers the four suits.
func suitChips() []Chip {
	var out []Chip
	for _, s := range cards.Suits {
		out = append(out, Chip{Value: s.Symbol(), Label: scoring.T("%s %s", s.Symbol(), s), Suit: s})
	}
	return out
}

// seatChips offers the seats of a table of n, by the players' names where
// they are known.
func seatChips(n int, names []string) []Chip {
	out := make([]Chip, n)
	for i := range out {
		out[i] = Chip{Value: fmt.Sprint(i), Label: seatName(i, names)}
	}
	return out
}

// seatName names a seat: the player's name, or "Player n".
func seatName(seat int, names []string) Text {
	if seat >= 0 && seat < len(names) {
		return plain(names[seat])
	}
	return rules.T("Player %d", seat+1)
}

// numberChips offers the numbers lo…hi.
func numberChips(lo, hi int) []Chip {
	var out []Chip
	for i := lo; i <= hi; i++ {
		out = append(out, Chip{Value: fmt.Sprint(i), Label: plain(fmt.Sprint(i))})
	}
	return out
}

// yes reports whether a check field is ticked.
func yes(f url.Values, name string) bool { return f.Get(name) == "true" }

// tokens splits a typed list of cards at spaces and commas.
func tokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' })
}

// parseCards reads a list of cards typed or tapped into a field: each
// token as cards.Parse reads it, and only cards of the deck.
func parseCards(field, text string, deck []cards.Card) ([]cards.Card, error) {
	in := cards.Count(deck)
	var out []cards.Card
	for _, t := range tokens(text) {
		c, err := cards.Parse(catalog.ReadCard(t))
		if err != nil || in[c] == 0 {
			return nil, notInDeck(field, t)
		}
		out = append(out, c)
	}
	return out, nil
}

// pickedCards reads the chips ticked in a card field.
func pickedCards(f url.Values, field string, deck []cards.Card) ([]cards.Card, error) {
	return parseCards(field, strings.Join(f[field], " "), deck)
}

// pickedCard reads the one card of a field; it must be given.
func pickedCard(f url.Values, field string, deck []cards.Card) (cards.Card, error) {
	cs, err := pickedCards(f, field, deck)
	if err != nil {
		return cards.Card{}, err
	}
	if len(cs) != 1 {
		return cards.Card{}, rules.Errorf(field, "Pick one card.")
	}
	return cs[0], nil
}

// pickedSuit reads a suit chip; it must be given.
func pickedSuit(f url.Values, field string) (cards.Suit, error) {
	s, err := cards.ParseSuit(f.Get(field))
	if err != nil {
		return cards.NoSuit, rules.Errorf(field, "Pick a suit.")
	}
	return s, nil
}

// pickedNumber reads a number field between lo and hi.
func pickedNumber(f url.Values, field string, lo, hi int) (int, error) {
	var n int
	v := strings.TrimSpace(f.Get(field))
	if _, err := fmt.Sscan(v, &n); err != nil || fmt.Sprint(n) != v || n < lo || n > hi {
		return 0, rules.Errorf(field, "Enter a number from %d to %d.", lo, hi)
	}
	return n, nil
}

// notInDeck says that what was entered is no card of this deck.
func notInDeck(field, token string) error {
	return rules.Errorf(field, "%q is not a card of this deck.", token)
}

// once reports a card that lies in two places, or twice in one, where the
// deck holds it once.
func once(groups ...named) error {
	seen := map[cards.Card]bool{}
	for _, g := range groups {
		for _, c := range g.cards {
			if seen[c] {
				return rules.Errorf(g.field, "%s appears twice; the deck has it once.", c)
			}
			seen[c] = true
		}
	}
	return nil
}

// named is a list of cards and the field it came from.
type named struct {
	field string
	cards []cards.Card
}

// strs writes cards as the engines' JSON situations take them.
func strs(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
