// Package durak is the referee for Podkidnoy Durak: which card beats which,
// what may be thrown in and by whom, how the hands are refilled and the trump
// exchanged, whose turn it is, and when the game is over. A table's variant
// is a Rules value; every question is answered with a rules.Ruling.
package durak

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Exchange says whether and how the lowest trump may be swapped for the
// turned trump card.
type Exchange string

// The exchange variants of the seed.
const (
	ExchangeLowest  Exchange = "lowest"   // the trump six (two with 52 cards) for any turned trump
	ExchangeAceOnly Exchange = "ace-only" // only when the turned trump is the ace
	ExchangeNone    Exchange = "none"     // no exchange at all
)

// FirstAttack says who attacks first in the first deal of a session.
type FirstAttack string

// The first-attack variants of the seed.
const (
	FirstLowestTrump  FirstAttack = "lowest-trump"   // the holder of the lowest trump
	FirstLeftOfDealer FirstAttack = "left-of-dealer" // the older rule
)

// NextDeal says who attacks first in the later deals of a session.
type NextDeal string

// The two agreements of the seed for the second and later deals.
const (
	UnderDurak  NextDeal = "under-durak"  // the player left of the durak (who dealt) attacks
	DurakTaught NextDeal = "durak-taught" // the player right of the durak attacks the durak
)

// Rules are a table's variant of Podkidnoy Durak.
type Rules struct {
	Preset           string      `json:"preset"`
	Deck             int         `json:"deck"`               // 36 or 52 cards
	Teams            bool        `json:"teams"`              // two teams, partners alternating (4 or 6 players)
	Exchange         Exchange    `json:"exchange"`           // the trump exchange
	FirstDefenceFive bool        `json:"first_defence_five"` // at most five attacking cards until the first successful defence
	NeighboursOnly   bool        `json:"neighbours_only"`    // with 5 or 6 single players only the defender's neighbours attack
	FirstAttack      FirstAttack `json:"first_attack"`
	NextDeal         NextDeal    `json:"next_deal"`
}

// Classic returns the rules as the seed describes them for single players.
func Classic() Rules {
	return Rules{Preset: "classic", Deck: 36, Exchange: ExchangeLowest, NeighboursOnly: true,
		FirstAttack: FirstLowestTrump, NextDeal: UnderDurak}
}

// TeamPlay returns the classic rules for two teams (four or six players).
func TeamPlay() Rules {
	r := Classic()
	r.Preset, r.Teams = "teams", true
	return r
}

// Big returns the rarely played variant for five or six with 52 cards.
func Big() Rules {
	r := Classic()
	r.Preset, r.Deck = "52", 52
	return r
}

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"classic", "teams", "52"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "classic":
		return Classic(), true
	case "teams":
		return TeamPlay(), true
	case "52":
		return Big(), true
	}
	return Rules{}, false
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Deck != 36 && r.Deck != 52 {
		return msg.Errorf("deck", "Durak is played with 36 or 52 cards.")
	}
	switch r.Exchange {
	case ExchangeLowest, ExchangeAceOnly, ExchangeNone:
	default:
		return msg.Errorf("exchange", "Unknown trump exchange rule.")
	}
	switch r.FirstAttack {
	case FirstLowestTrump, FirstLeftOfDealer:
	default:
		return msg.Errorf("first_attack", "Unknown rule for the first attack.")
	}
	switch r.NextDeal {
	case UnderDurak, DurakTaught:
	default:
		return msg.Errorf("next_deal", "Unknown rule for the later deals.")
	}
	return nil
}

// ValidatePlayers reports whether the rules can be played by n players.
func (r Rules) ValidatePlayers(n int) error {
	if n < 2 || n > 6 {
		return msg.Errorf("players", "Durak needs two to six players.")
	}
	if r.Teams && n != 4 && n != 6 {
		return msg.Errorf("players", "Team play needs four or six players.")
	}
	return nil
}

// lowRank is the rank of the trump that may be exchanged: the six, or the
// two with 52 cards.
func (r Rules) lowRank() cards.Rank {
	if r.Deck == 52 {
		return cards.Two
	}
	return cards.Six
}

// deck returns a fresh deck of the rules' size.
func (r Rules) deck() []cards.Card {
	if r.Deck == 52 {
		return cards.Deck52()
	}
	return cards.Deck36()
}
