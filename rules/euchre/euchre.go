// Package euchre is the referee for four-handed Euchre: the order of the
// cards once trump is known, following suit, the winner of a trick, the two
// rounds of bidding, playing alone, the opening lead, the score of a hand and
// the draw for partners. A table's deck is a Rules value; every question is
// answered with a rules.Ruling or a result with its rule.
package euchre

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Rules are a table's variant of Euchre.
type Rules struct {
	Preset string `json:"preset"`
	Deck   int    `json:"deck"`  // 24 (nine to ace), 28 (eight up) or 32 (seven up)
	Joker  bool   `json:"joker"` // a joker is added as the highest trump
	// StickTheDealer makes the dealer name a suit when the second round
	// comes round to him; without it all passing means a new deal.
	StickTheDealer bool `json:"stick_the_dealer"`
}

// Standard returns the 24-card game of the seed.
func Standard() Rules { return Rules{Preset: "standard", Deck: 24} }

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"standard", "28", "32", "joker"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "standard":
		return Standard(), true
	case "28":
		return Rules{Preset: "28", Deck: 28}, true
	case "32":
		return Rules{Preset: "32", Deck: 32}, true
	case "joker":
		return Rules{Preset: "joker", Deck: 24, Joker: true}, true
	}
	return Rules{}, false
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Deck != 24 && r.Deck != 28 && r.Deck != 32 {
		return msg.Errorf("deck", "Euchre is played with 24, 28 or 32 cards.")
	}
	return nil
}

// Cards returns a fresh deck for the rules.
func (r Rules) Cards() []cards.Card { return cards.DeckEuchre(r.Deck, r.Joker) }

// Players is the number of players: Euchre here is always four, two against
// two, partners opposite (seats 0 and 2 against 1 and 3).
const Players = 4

// Partner returns the seat opposite s.
func Partner(s int) int { return (s + 2) % Players }

// Team returns 0 for seats 0 and 2, 1 for seats 1 and 3.
func Team(s int) int { return s % 2 }
