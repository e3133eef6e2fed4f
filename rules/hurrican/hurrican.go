// Package hurrican is the referee for Hurrican: what a card may take from
// the table, the opponent's right to demand the equal card, whether a card
// may be laid down instead, when a capture is a Hurrican, how the cards are
// dealt, and the points of a deal. A table's variant is a Rules value; every
// question is answered with a rules.Ruling or a result with its rule.
package hurrican

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Rules are a table's variant of Hurrican.
type Rules struct {
	Preset  string `json:"preset"`
	Players int    `json:"players"` // 2, or 4 in two partnerships (partners opposite)
	// DealAll, for four players: ten cards each and none open; the first
	// player must lay a card as if the table had just been cleared.
	DealAll bool `json:"deal_all"`
	// LastCardHurrican counts a capture with the deal's very last card that
	// clears the table as a Hurrican; by default it is the final sweep and
	// scores none.
	LastCardHurrican bool `json:"last_card_hurrican"`
}

// Two returns the game for two players of the seed.
func Two() Rules { return Rules{Preset: "two", Players: 2} }

// Four returns the partnership game: four open cards, nine to each player.
func Four() Rules { return Rules{Preset: "four", Players: 4} }

// FourAll returns the partnership game with ten cards each and none open.
func FourAll() Rules { return Rules{Preset: "four-all", Players: 4, DealAll: true} }

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"two", "four", "four-all"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "two":
		return Two(), true
	case "four":
		return Four(), true
	case "four-all":
		return FourAll(), true
	}
	return Rules{}, false
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Players != 2 && r.Players != 4 {
		return msg.Errorf("players", "Hurrican is played by two, or by four in two pairs.")
	}
	if r.DealAll && r.Players != 4 {
		return msg.Errorf("deal_all", "Dealing every card at once is the four-player variant.")
	}
	return nil
}

// Plan says how a deal goes: cards laid open at the start, and the rounds
// of cards dealt to each player (a new round once all hands are empty).
type Plan struct {
	Open     int `json:"open"`
	Rounds   int `json:"rounds"`
	PerRound int `json:"per_round"`
}

// Plan returns the dealing plan: for two, four open and three rounds of six
// each; for four, four open and nine each at once, or ten each and none open.
func (r Rules) Plan() Plan {
	switch {
	case r.Players == 4 && r.DealAll:
		return Plan{Open: 0, Rounds: 1, PerRound: 10}
	case r.Players == 4:
		return Plan{Open: 4, Rounds: 1, PerRound: 9}
	}
	return Plan{Open: 4, Rounds: 3, PerRound: 6}
}

// Side returns the side a seat scores for: the seat itself with two
// players, 0 (seats 0 and 2) or 1 (seats 1 and 3) with four.
func Side(seat int) int { return seat % 2 }

// Value is what a card counts when taking: ace 1, two to seven their pips,
// jack 8, queen 9, king 10; any other card 0.
func Value(c cards.Card) int {
	switch c.Rank {
	case cards.Ace:
		return 1
	case cards.Jack:
		return 8
	case cards.Queen:
		return 9
	case cards.King:
		return 10
	}
	if c.Rank >= cards.Two && c.Rank <= cards.Seven {
		return int(c.Rank)
	}
	return 0
}
