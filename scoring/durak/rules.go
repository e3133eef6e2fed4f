// Package durak keeps score for a series of Podkidnoy Durak: the house rules
// as presets and options, the deal entry (who is the durak, or a draw), and
// the replay of a series into losses per player or team, who deals and who
// attacks first next, with an explanation of every deal.
package durak

import (
	"schreiber/rules/msg"
	"slices"
	"strings"
	"unicode/utf8"
)

// FirstAttack says who attacks first while nobody has lost yet.
type FirstAttack string

// Who opens the series.
const (
	LowestTrump  FirstAttack = "lowest-trump"   // the holder of the lowest trump
	LeftOfDealer FirstAttack = "left-of-dealer" // the older rule: the player left of the dealer
)

// NextAttack says who attacks first once there is a durak.
type NextAttack string

// The two ways of opening a later deal that the seed names.
const (
	UnderFool  NextAttack = "under-fool"  // "is pod duraka hodiat": the player left of the durak
	FoolTaught NextAttack = "fool-taught" // "duraka uchat": the player right of the durak attacks him
)

// Rules are a table's house rules for a series of Durak.
type Rules struct {
	Preset      string      `json:"preset"`       // the preset the options started from
	Teams       bool        `json:"teams"`        // partners: four players opposite or six alternating
	FirstAttack FirstAttack `json:"first_attack"` // who attacks first in the first deal
	NextAttack  NextAttack  `json:"next_attack"`  // who attacks first once someone has lost
	LossLimit   int         `json:"loss_limit"`   // the series ends when a player or team has lost this often; 0 plays on
	Deals       int         `json:"deals"`        // the series ends after this many deals, draws included; 0 plays on
	Forfeit     string      `json:"forfeit"`      // what the loser of the series must do
}

// MaxLossLimit bounds Rules.LossLimit and Rules.Deals; MaxForfeit bounds the
// forfeit's length in characters.
const (
	MaxLossLimit = 1000
	MaxForfeit   = 200
)

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"classic", "teams", "fool-taught", "old"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	r := Rules{Preset: name, FirstAttack: LowestTrump, NextAttack: UnderFool}
	switch name {
	case "classic":
	case "teams":
		r.Teams = true
	case "fool-taught":
		r.NextAttack = FoolTaught
	case "old":
		r.FirstAttack = LeftOfDealer
	default:
		return Rules{}, false
	}
	return r, true
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) msg.Text {
	switch name {
	case "classic":
		return msg.T("Podkidnoy Durak, everyone alone")
	case "teams":
		return msg.T("Podkidnoy Durak in teams")
	case "fool-taught":
		return msg.T("The fool is taught")
	case "old":
		return msg.T("Older rule: left of the dealer opens")
	}
	return msg.T("Own rules")
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Preset != "" && !slices.Contains(PresetNames(), r.Preset) {
		return msg.Errorf("preset", "There is no preset %q.||durak", r.Preset)
	}
	if r.FirstAttack != LowestTrump && r.FirstAttack != LeftOfDealer {
		return msg.Errorf("first_attack", "Choose who attacks first in the first deal.")
	}
	if r.NextAttack != UnderFool && r.NextAttack != FoolTaught {
		return msg.Errorf("next_attack", "Choose who attacks first after a durak.")
	}
	if r.LossLimit < 0 || r.LossLimit > MaxLossLimit {
		return msg.Errorf("loss_limit", "The number of losses must be between 0 (no end) and %d.", MaxLossLimit)
	}
	if r.Deals < 0 || r.Deals > MaxLossLimit {
		return msg.Errorf("deals", "The number of deals must be between 0 (no end) and %d.", MaxLossLimit)
	}
	if !utf8.ValidString(r.Forfeit) || utf8.RuneCountInString(r.Forfeit) > MaxForfeit {
		return msg.Errorf("forfeit", "Say the forfeit in at most %d characters.", MaxForfeit)
	}
	return nil
}

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() msg.Text {
	parts := []msg.Text{msg.T("Durak")}
	if r.Teams {
		parts[0] = msg.T("Durak in teams;")
	} else {
		parts[0] = msg.T("Durak, everyone alone;")
	}
	if r.FirstAttack == LeftOfDealer {
		parts = append(parts, msg.T("left of the dealer opens every deal;"))
	} else {
		parts = append(parts, msg.T("the lowest trump opens the first deal;"))
	}
	if r.NextAttack == FoolTaught {
		parts = append(parts, msg.T("the fool is taught;"))
	} else {
		parts = append(parts, msg.T("play starts under the fool;"))
	}
	switch {
	case r.LossLimit > 0 && r.Deals > 0:
		parts = append(parts, msg.T("the series ends at %d losses or after %d deals.", r.LossLimit, r.Deals))
	case r.LossLimit > 0:
		parts = append(parts, msg.T("the series ends at %d losses.", r.LossLimit))
	case r.Deals > 0:
		parts = append(parts, msg.T("the series ends after %d deals.", r.Deals))
	default:
		parts = append(parts, msg.T("no fixed end."))
	}
	if f := strings.TrimSpace(r.Forfeit); f != "" && (r.LossLimit > 0 || r.Deals > 0) {
		parts = append(parts, msg.T("Forfeit: %s.", f))
	}
	return msg.Join(parts...)
}
