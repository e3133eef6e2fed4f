package tupelkopf

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// The engine keeps score for two games on the pages: Tupelkopf, scored in
// Bunkte by the Plön rules, and Doppelkopf, scored in points by the DDV's
// rules with the home rules as options. They share the entry, the replay
// and the checks; their setups differ in presets, options and seating.

// TupelkopfPresets lists the presets scored in Bunkte.
func TupelkopfPresets() []string { return presetsWhere(false) }

// DoppelkopfPresets lists the presets scored by the DDV's rules.
func DoppelkopfPresets() []string { return presetsWhere(true) }

func presetsWhere(ddv bool) []string {
	var out []string
	for _, name := range PresetNames() {
		if r, _ := Preset(name); r.DDV() == ddv {
			out = append(out, name)
		}
	}
	return out
}

// DoppelkopfSetup is how a game of Doppelkopf is set up: the DDV's rules
// or the home rules, every option of the DDV scoring, four or five players.
var DoppelkopfSetup = scoring.Setup{
	Switchable:  Switchable,
	Presets:     DoppelkopfPresets(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     optionsWhere(true),
	Seats:       scoring.Seats(setupRules),
	SeatingNote: msg.T("Doppelkopf: four players, or five with the dealer sitting out each deal."),
	Seating:     seating,
	NewGame:     newGameWhere(true),
}

// optionsWhere lists the option groups of one of the two games: the Bunkte
// for Tupelkopf, the DDV's and the home rules' for Doppelkopf, and the
// length of the game for both. The choice of scoring is the game's own.
func optionsWhere(ddv bool) []scoring.OptionGroup {
	var out []scoring.OptionGroup
	for _, g := range OptionGroups() {
		var keep []scoring.Option
		for _, o := range g.Options {
			if o.Name != "scoring" && optionOf(o.Name, ddv) {
				keep = append(keep, o)
			}
		}
		if len(keep) > 0 {
			g.Options = keep
			out = append(out, g)
		}
	}
	return out
}

// optionOf reports whether the option (by JSON name) belongs to the game:
// the Bunkte's to Tupelkopf, the length of the game to both, every other
// to Doppelkopf.
func optionOf(name string, ddv bool) bool {
	switch name {
	case "tally", "share", "against_after_failed_call":
		return !ddv
	case "deals":
		return true
	}
	return ddv
}

// newGameWhere is Engine.NewGame for one of the two games: it refuses
// rules that belong to the other.
func newGameWhere(ddv bool) func(rules []byte, players, firstDealer int) ([]byte, error) {
	return func(rules []byte, players, firstDealer int) ([]byte, error) {
		config, err := Engine.NewGame(rules, players, firstDealer)
		if err != nil {
			return nil, err
		}
		var g Game
		if err := json.Unmarshal(config, &g); err != nil {
			return nil, err
		}
		if g.Rules.DDV() != ddv {
			if ddv {
				return nil, msg.Errorf("scoring", "Doppelkopf is scored in points.")
			}
			return nil, msg.Errorf("scoring", "Tupelkopf is scored in Bunkte; Doppelkopf by the DDV's rules is a game of its own.")
		}
		return config, nil
	}
}
