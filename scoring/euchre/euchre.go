// Package euchre keeps score for four-handed Euchre in two partnerships:
// the house rules as presets and options, the hand entry, and the replay of
// a game's (or a rubber's) entries into standings with an explanation of
// every step.
package euchre

import (
	"schreiber/rules/msg"
	"slices"
)

// Rules are a table's house rules for Euchre.
type Rules struct {
	Preset      string `json:"preset"`       // name of the preset the options started from
	Target      int    `json:"target"`       // points that win a game: 5, 7 or 10
	LoneEuchred int    `json:"lone_euchred"` // the defenders' points when a lone hand is euchred: 2, or 4 at some tables
	Rubber      bool   `json:"rubber"`       // play a rubber, best of three games, with rubber points
}

// PresetNames lists the presets in the order a table should see them.
func PresetNames() []string { return []string{"five", "seven", "ten", "rubber"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	r := Rules{Preset: name, LoneEuchred: 2}
	switch name {
	case "five":
		r.Target = 5
	case "seven":
		r.Target = 7
	case "ten":
		r.Target = 10
	case "rubber":
		r.Target, r.Rubber = 5, true
	default:
		return Rules{}, false
	}
	return r, true
}

// PresetTitle is a preset's name for people.
func PresetTitle(name string) msg.Text {
	switch name {
	case "five":
		return msg.T("Euchre to 5")
	case "seven":
		return msg.T("Euchre to 7")
	case "ten":
		return msg.T("Euchre to 10")
	case "rubber":
		return msg.T("Euchre rubber, best of three games to 5")
	}
	return msg.T("Euchre (own rules)")
}

// Validate reports the first option that is out of range.
func (r Rules) Validate() error {
	if r.Preset != "" && !slices.Contains(PresetNames(), r.Preset) {
		return msg.Errorf("preset", "There is no preset %q.", r.Preset)
	}
	if r.Target != 5 && r.Target != 7 && r.Target != 10 {
		return msg.Errorf("target", "A game of Euchre goes to 5, 7 or 10 points.")
	}
	if r.LoneEuchred != 2 && r.LoneEuchred != 4 {
		return msg.Errorf("lone_euchred", "A euchred lone hand gives the defenders 2 or 4 points.")
	}
	return nil
}

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() msg.Text {
	lone := msg.T("a euchred lone hand gives 2")
	if r.LoneEuchred == 4 {
		lone = msg.T("a euchred lone hand gives 4")
	}
	if r.Rubber {
		return msg.T("Euchre rubber: best of three games to %d, %s.", r.Target, lone)
	}
	return msg.T("Euchre to %d, %s.", r.Target, lone)
}
