package gurke

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// DecodeEntry reads an entry from JSON strictly (no unknown fields, one
// value) and checks its shape: a known kind, the fields that kind needs and
// no others, card codes that name a card, no negative seats. Whether the
// entry fits the game is checked when it is replayed.
func DecodeEntry(b []byte) (Entry, error) {
	e, ok := readEntry(b)
	if !ok {
		var err error
		if e, err = decodeJSON(b); err != nil {
			return Entry{}, err
		}
	}
	return e, e.checkShape()
}

// readEntry reads the plain entries every game is made of without
// encoding/json: ok is false for anything else (a trick's plays, a key
// spelled differently), which decodeJSON then reads.
// FuzzReadEntryAgreesWithJSON proves both give the same entry.
func readEntry(b []byte) (Entry, bool) {
	var buf [8]scoring.FlatField
	fields, ok := scoring.ReadFlat(b, buf[:0])
	if !ok {
		return Entry{}, false
	}
	var e Entry
	for _, f := range fields {
		switch {
		case f.Key == "kind" && f.Type == 's':
			e.Kind = EntryKind(f.Str)
		case f.Key == "loser" && f.Type == 'i':
			e.Loser = f.Int
		case f.Key == "card" && f.Type == 's':
			e.Card = f.Str
		case f.Key == "matched" && f.Type == 'a':
			e.Matched = f.Ints
		case f.Key == "seat" && f.Type == 'i':
			seat := f.Int
			e.Seat = &seat
		case f.Key == "doubled" && f.Type == 'a':
			e.Doubled = f.Ints
		case f.Key == "redoubled" && f.Type == 'a':
			e.Redoubled = f.Ints
		default:
			return Entry{}, false
		}
	}
	return e, true
}

// decodeJSON reads an entry with encoding/json, strictly.
func decodeJSON(b []byte) (Entry, error) {
	var e Entry
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if dec.Decode(&e) != nil {
		return Entry{}, msg.Errorf("entry", "The entry cannot be read: it is not a Gurke entry.")
	}
	if dec.More() {
		return Entry{}, msg.Errorf("entry", "The entry has extra data after it.")
	}
	return e, nil
}

func (e Entry) checkShape() error {
	trick, quick := e.Kind == KindTrick, e.Kind == KindQuick
	switch {
	case !trick && !quick && e.Kind != KindRebuy && e.Kind != KindKontra:
		return msg.Errorf("kind", "%q is not a kind of Gurke entry.", e.Kind)
	case trick && len(e.Plays) == 0:
		return msg.Errorf("plays", "Enter the cards of the last trick.")
	case !trick && len(e.Plays) > 0:
		return msg.Errorf("plays", "Only a trick entry lists the cards played.")
	case quick && e.Card == "":
		return msg.Errorf("card", "Enter the card that took the last trick.")
	case !quick && (e.Card != "" || e.Loser != 0 || len(e.Matched) > 0):
		return msg.Errorf("card", "Only a quick entry names a loser and a card.")
	case e.Kind == KindRebuy && e.Seat == nil:
		return msg.Errorf("seat", "Say who buys back in.")
	case (trick || quick) && e.Seat != nil:
		return msg.Errorf("seat", "A deal entry has no seat field.")
	case !trick && !quick && (len(e.Doubled) > 0 || len(e.Redoubled) > 0):
		return msg.Errorf("doubled", "Only a deal entry says who doubled.")
	}
	for i, p := range e.Plays {
		if p.Seat < 0 {
			return msg.Errorf(fmt.Sprintf("plays[%d].seat", i), "A seat cannot be negative.")
		}
		if _, err := parseCode(p.Card); err != nil {
			return msg.Errorf(fmt.Sprintf("plays[%d].card", i), "%q is not a card.", p.Card)
		}
	}
	if quick {
		if _, err := parseCode(e.Card); err != nil {
			return msg.Errorf("card", "%q is not a card.", e.Card)
		}
	}
	negative := func(seats []int) bool { return slices.ContainsFunc(seats, func(s int) bool { return s < 0 }) }
	for _, l := range []struct {
		name string
		bad  bool
	}{{"loser", e.Loser < 0}, {"matched", negative(e.Matched)}, {"doubled", negative(e.Doubled)},
		{"redoubled", negative(e.Redoubled)}, {"seat", e.Seat != nil && *e.Seat < 0}} {
		if l.bad {
			return msg.Errorf(l.name, "A seat cannot be negative.")
		}
	}
	return nil
}

// parseCode reads a card code: a rank ("K", "D", "10", "Joker") or a card
// with its suit ("♣6", "C6"). A rank alone yields a card without suit.
func parseCode(code string) (cards.Card, error) {
	if r, err := cards.ParseRank(code); err == nil {
		if r == cards.Joker {
			return cards.JokerCard, nil
		}
		return cards.Card{Rank: r}, nil
	}
	return cards.Parse(code)
}

// entryCard reads a card code under the rules: the suit is kept only where
// it makes the card one of the variant's top cards.
func (r Rules) entryCard(code string) (cards.Card, error) {
	c, err := parseCode(code)
	if err != nil {
		return c, err
	}
	if !r.Variant().Special(c) {
		c.Suit = cards.NoSuit
	}
	return c, nil
}

// deckCounts returns how many cards of each kind (as entryCard returns
// them) a game for n players has.
func (r Rules) deckCounts(n int) map[cards.Card]int {
	m := map[cards.Card]int{}
	for _, c := range r.Deck(n) {
		if !r.Variant().Special(c) {
			c.Suit = cards.NoSuit
		}
		m[c]++
	}
	return m
}

// CardChoice is one card the entry form offers.
type CardChoice struct {
	Code  string   // what goes into Play.Card
	Label msg.Text // what the button shows
}

// Choices lists the cards a last trick may contain under these rules,
// highest first (as they rank in the last trick). Suits appear only on the
// top cards where they matter; "6" then means a six other than ♣6.
func (r Rules) Choices() []CardChoice {
	v := r.Variant()
	counts := r.deckCounts(r.PlayersMax)
	kinds := make([]cards.Card, 0, len(counts))
	for c := range counts {
		kinds = append(kinds, c)
	}
	slices.SortFunc(kinds, func(a, b cards.Card) int {
		if d := v.Strength(b, true) - v.Strength(a, true); d != 0 {
			return d
		}
		if d := int(b.Rank) - int(a.Rank); d != 0 {
			return d
		}
		return int(a.Suit) - int(b.Suit)
	})
	out := make([]CardChoice, len(kinds))
	for i, c := range kinds {
		switch {
		case c.IsJoker():
			out[i] = CardChoice{Code: "Joker", Label: msg.T("Joker")}
		case c.Suit != cards.NoSuit:
			out[i] = CardChoice{Code: c.String(), Label: msg.T("%s", c)}
		default:
			out[i] = CardChoice{Code: c.Rank.Code(), Label: msg.T("%s", c.Rank)}
		}
	}
	return out
}
