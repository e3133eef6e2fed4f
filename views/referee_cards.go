package views

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
	"schreiber/views/catalog"
)

// CardChip is the chip of a card: its suit symbol and rank, in the
// reader's notation (♣J or ♣B).
func CardChip(c cards.Card) Chip {
	return Chip{Value: c.String(), Label: msg.T("%s", c), Suit: c.Suit}
}

// CardChips returns a chip for every different card of deck, in its order.
func CardChips(deck []cards.Card) []Chip {
	seen := map[cards.Card]bool{}
	var out []Chip
	for _, c := range deck {
		if !seen[c] {
			seen[c] = true
			out = append(out, CardChip(c))
		}
	}
	return out
}

// ListChips returns the chips of cards in the order given, repeats kept.
func ListChips(cs []cards.Card) []Chip {
	out := make([]Chip, len(cs))
	for i, c := range cs {
		out[i] = CardChip(c)
	}
	return out
}

// SuitChips offers the four suits.
func SuitChips() []Chip {
	var out []Chip
	for _, s := range cards.Suits {
		out = append(out, Chip{Value: s.Symbol(), Label: msg.T("%s %s", s.Symbol(), s), Suit: s})
	}
	return out
}

// SeatChips offers the seats of a table of n, by the players' names where
// they are known.
func SeatChips(n int, names []string) []Chip {
	out := make([]Chip, n)
	for i := range out {
		out[i] = Chip{Value: fmt.Sprint(i), Label: SeatName(i, names)}
	}
	return out
}

// SeatName names a seat: the player's name, or "Player n".
func SeatName(seat int, names []string) msg.Text {
	if seat >= 0 && seat < len(names) {
		return plain(names[seat])
	}
	return msg.T("Player %d", seat+1)
}

// NameSeats says the seats a text names (msg.Seat arguments, "player n")
// by the players' names, where names has one for the seat: an engine knows
// seats only, the table knows who sits there.
func NameSeats(t msg.Text, names []string) msg.Text {
	if len(names) == 0 {
		return t
	}
	if len(t.Args) > 0 {
		args := make([]any, len(t.Args))
		for i, a := range t.Args {
			switch v := a.(type) {
			case msg.Seat:
				if s := int(v); s >= 0 && s < len(names) {
					a = plain(names[s])
				}
			case msg.Text:
				a = NameSeats(v, names)
			case []msg.Text:
				out := make([]msg.Text, len(v))
				for j, x := range v {
					out[j] = NameSeats(x, names)
				}
				a = out
			}
			args[i] = a
		}
		t.Args = args
	}
	if len(t.Parts) > 0 {
		parts := make([]msg.Text, len(t.Parts))
		for i, p := range t.Parts {
			parts[i] = NameSeats(p, names)
		}
		t.Parts = parts
	}
	return t
}

// NameSeats is the answer with every seat it names said by the player's
// name, where names has one (see NameSeats).
func (a Answer) NameSeats(names []string) Answer {
	a.Headline, a.Reason = NameSeats(a.Headline, names), NameSeats(a.Reason, names)
	if len(a.More) > 0 {
		more := make([]Answer, len(a.More))
		for i, m := range a.More {
			more[i] = m.NameSeats(names)
		}
		a.More = more
	}
	return a
}

// NumberChips offers the numbers lo…hi.
func NumberChips(lo, hi int) []Chip {
	var out []Chip
	for i := lo; i <= hi; i++ {
		out = append(out, Chip{Value: fmt.Sprint(i), Label: plain(fmt.Sprint(i))})
	}
	return out
}

// Ticked reports whether a check field is ticked.
func Ticked(f url.Values, name string) bool { return f.Get(name) == "true" }

// Tokens splits a typed list of cards at spaces and commas.
func Tokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' })
}

// ParseCards reads a list of cards typed or tapped into a field: each
// token as cards.Parse reads it, and only cards of the deck.
func ParseCards(field, text string, deck []cards.Card) ([]cards.Card, error) {
	in := cards.Count(deck)
	var out []cards.Card
	for _, t := range Tokens(text) {
		c, err := cards.Parse(catalog.ReadCard(t))
		if err != nil || in[c] == 0 {
			return nil, NotInDeck(field, t)
		}
		out = append(out, c)
	}
	return out, nil
}

// PickedCards reads the chips ticked in a card field.
func PickedCards(f url.Values, field string, deck []cards.Card) ([]cards.Card, error) {
	return ParseCards(field, strings.Join(f[field], " "), deck)
}

// PickedCard reads the one card of a field; it must be given.
func PickedCard(f url.Values, field string, deck []cards.Card) (cards.Card, error) {
	cs, err := PickedCards(f, field, deck)
	if err != nil {
		return cards.Card{}, err
	}
	if len(cs) != 1 {
		return cards.Card{}, msg.Errorf(field, "Pick one card.")
	}
	return cs[0], nil
}

// PickedSuit reads a suit chip; it must be given.
func PickedSuit(f url.Values, field string) (cards.Suit, error) {
	s, err := cards.ParseSuit(f.Get(field))
	if err != nil {
		return cards.NoSuit, msg.Errorf(field, "Pick a suit.")
	}
	return s, nil
}

// PickedNumber reads a number field between lo and hi.
func PickedNumber(f url.Values, field string, lo, hi int) (int, error) {
	var n int
	v := strings.TrimSpace(f.Get(field))
	if _, err := fmt.Sscan(v, &n); err != nil || fmt.Sprint(n) != v || n < lo || n > hi {
		return 0, msg.Errorf(field, "Enter a number from %d to %d.", lo, hi)
	}
	return n, nil
}

// NotInDeck says that what was entered is no card of this deck.
func NotInDeck(field, token string) error {
	return msg.Errorf(field, "%q is not a card of this deck.", token)
}

// Once reports a card that lies in two places, or twice in one, where the
// deck holds it once.
func Once(groups ...Named) error {
	seen := map[cards.Card]bool{}
	for _, g := range groups {
		for _, c := range g.Cards {
			if seen[c] {
				return msg.Errorf(g.Field, "%s appears twice; the deck has it once.", c)
			}
			seen[c] = true
		}
	}
	return nil
}

// Named is a list of cards and the field it came from.
type Named struct {
	Field string
	Cards []cards.Card
}

// CardStrings writes cards as the engines' JSON situations take them.
func CardStrings(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// RenameField moves an engine's error about field from onto the form field to.
func RenameField(err error, from, to string) error {
	var fe *msg.FieldError
	if errors.As(err, &fe) && (fe.Field == from || strings.HasPrefix(fe.Field, from+"[") || strings.HasPrefix(fe.Field, from+".")) {
		return &msg.FieldError{Field: to, Msg: fe.Msg}
	}
	return err
}
