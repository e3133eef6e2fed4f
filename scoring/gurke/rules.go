package gurke

import (
	"encoding/json"

	"schreiber/rules/cards"
	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Rules are a table's house rules for one game of Gurke. Every difference
// between the national variants is an option a table can set alone; the
// presets (see Preset) are named starting points. The zero value is not
// valid: decoding JSON starts from the named preset and overlays the options
// given, so stored rules keep working when options are added.
type Rules struct {
	Preset string `json:"preset"` // name of the preset the options started from

	// Players.
	PlayersMin int `json:"min_players"` // fewest players at the table
	PlayersMax int `json:"max_players"` // most players at the table

	// Deck.
	Decks     int    `json:"decks"`      // 52-card decks shuffled together; 0: as many as the table needs
	Jokers    int    `json:"jokers"`     // jokers added to the deck
	JokerMode string `json:"joker_mode"` // "high" (above the aces, worth 15) or "ace" (extra aces)
	TopCard   string `json:"top_card"`   // "none", "club-six", "black-sevens" or "spade-seven"

	// Dealing.
	HandSize   int    `json:"hand_size"`   // cards each player gets in the first deal
	HandRule   string `json:"hand_rule"`   // "fixed", "loser-card", "minus-one", "zigzag" or "deal-all"
	HandMax    int    `json:"hand_max"`    // cap on the hand size; 0: only the deck limits it
	Exchange   string `json:"exchange"`    // "none", "forehand", "forehand-upto" or "dealer"
	Redeal     bool   `json:"redeal"`      // Rassi: a hand without K, Q or J may be thrown in for a new one
	Leader     string `json:"leader"`      // who leads the first trick: "forehand" or "dealer"
	NextDealer string `json:"next_dealer"` // "left", "loser" or "lowest" (lowest card of the last trick)

	// Play.
	Follow       string `json:"follow"`         // "highest", "previous" or "either"
	Duty         string `json:"duty"`           // "free", "forced" or "lowest-beating"
	NoAceOnAce   bool   `json:"no_ace_on_ace"`  // after an ace the next player plays the lowest card
	ForcedAceLow bool   `json:"forced_ace_low"` // with NoAceOnAce: an ace forced onto an ace counts below it
	LeadLowest   bool   `json:"lead_lowest"`    // every lead is the leader's lowest card
	AceLowLast   bool   `json:"ace_low_last"`   // aces are lowest in the last trick and cost 1
	MultiLead    bool   `json:"multi_lead"`     // a lead may be several cards of one rank

	// Scoring.
	Count      string `json:"count"`       // "points" or "losses" (Mätäpesä: only losses are counted)
	Penalize   string `json:"penalize"`    // "last" (last of the equal highest) or "all" of them
	PlusPoints bool   `json:"plus_points"` // others who played the losing rank get it off their score
	FaceEleven bool   `json:"face_eleven"` // a loss with a face card or an ace costs 11
	Kontra     bool   `json:"kontra"`      // Polish Kontra: doubles the penalty, ×4 for a losing caller
	Doubles    bool   `json:"doubles"`     // Rassi: players who doubled lose ×2, twice ×4

	// End.
	Limit      int    `json:"limit"`       // the score that costs a life
	OutAt      string `json:"out_at"`      // "reach" (limit or more) or "exceed" (more than the limit)
	ExactReset bool   `json:"exact_reset"` // exactly on the limit: back to 0
	Lives      int    `json:"lives"`       // 1, or 2 with a cucumber and rebirth (Danish)
	End        string `json:"end"`         // "survivor", "first", "all-but-one" or "none"
	Rebuy      string `json:"rebuy"`       // "none", "paid" or "free"
	RebuyMin   int    `json:"rebuy_min"`   // players still in needed for a rebuy

	// Money.
	Stake      int  `json:"stake"`      // each player's stake into the pot; rebuys pay it again
	Settlement bool `json:"settlement"` // everyone pays the winner the difference in points
}

// UnmarshalJSON starts from the preset the JSON names and overlays the
// options it gives.
func (r *Rules) UnmarshalJSON(b []byte) error {
	type plain Rules
	var head struct {
		Preset string `json:"preset"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return err
	}
	base, _ := Preset(head.Preset)
	p := plain(base)
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*r = Rules(p)
	return nil
}

// MinPlayers is the smallest table the rules allow.
func (r Rules) MinPlayers() int { return r.PlayersMin }

// MaxPlayers is the largest table the rules allow.
func (r Rules) MaxPlayers() int { return r.PlayersMax }

// Variant returns the rules of play that rules/gurke referees with.
func (r Rules) Variant() rg.Variant {
	return rg.Variant{
		Follow:       rg.Follow(r.Follow),
		Duty:         rg.Duty(r.Duty),
		NoAceOnAce:   r.NoAceOnAce,
		ForcedAceLow: r.ForcedAceLow,
		LeadLowest:   r.LeadLowest,
		AceLowLast:   r.AceLowLast,
		Jokers:       rg.JokerMode(r.JokerMode),
		TopCard:      rg.TopCard(r.TopCard),
		FaceEleven:   r.FaceEleven,
		MultiLead:    r.MultiLead,
	}
}

// DeckCount returns how many 52-card decks a table of n players uses.
func (r Rules) DeckCount(n int) int {
	if r.Decks > 0 {
		return r.Decks
	}
	hand := max(r.HandSize, r.HandMax)
	return max(1, (n*hand-r.Jokers+51)/52)
}

// Deck returns the cards of the game for n players.
func (r Rules) Deck(n int) []cards.Card {
	var d []cards.Card
	for range r.DeckCount(n) {
		d = append(d, cards.Deck52()...)
	}
	for range r.Jokers {
		d = append(d, cards.JokerCard)
	}
	return d
}

// outs reports whether score costs a life (or ends the game).
func (r Rules) outs(score int) bool {
	if r.OutAt == "exceed" {
		return score > r.Limit
	}
	return score >= r.Limit
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if _, ok := Preset(r.Preset); !ok {
		return msg.Errorf("preset", "%q is not a known Gurke variant.", r.Preset)
	}
	if err := scoring.CheckOptions(OptionGroups(), r); err != nil {
		return err
	}
	switch {
	case r.PlayersMin > r.PlayersMax:
		return msg.Errorf("max_players", "The most players cannot be fewer than the fewest.")
	case r.Lives == 2 && r.End != "survivor" && r.End != "first":
		return msg.Errorf("lives", "A second life needs a game that eliminates players.")
	case r.Rebuy != "none" && r.End != "survivor":
		return msg.Errorf("rebuy", "Buying back in needs a game played to the last survivor.")
	case r.Count == "losses" && r.End != "none":
		return msg.Errorf("end", "When only losses are counted, the game has no end by points.")
	case r.Settlement && r.End == "none":
		return msg.Errorf("settlement", "A settlement needs a game that ends.")
	}
	return nil
}
