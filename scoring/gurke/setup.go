package gurke

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Setup is how a game of Gurke is set up: the national variants as
// presets, every option, and the check of a new game.
var Setup = scoring.Setup{
	Switchable:  []string{"limit"},
	FixedSeats:  msg.T("In Gurke everyone plays toward the same limit from the first deal: a newcomer would start far ahead, and whoever goes home is out of the game. Start the next game with the new table instead."),
	Presets:     PresetNames(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     OptionGroups(),
	Seats:       scoring.Seats(decodeRules),
	NewGame:     Engine.NewGame,
}

// decodeRules reads rules on top of the preset they name.
func decodeRules(b []byte) (Rules, error) {
	var r Rules
	err := json.Unmarshal(b, &r)
	return r, err
}
