package durak

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Setup is how a series of Durak is set up: the presets, every option, two
// to six players (four or six in teams) and the check of a new series.
var Setup = scoring.Setup{
	Switchable:  []string{"loss_limit", "deals", "forfeit"},
	Presets:     PresetNames(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     OptionGroups(),
	Seats:       scoring.Seats(setupRules),
	Seating:     seating,
	SeatingNote: msg.T("In teams the seats alternate: seats 1 and 3 (and 5) play against seats 2 and 4 (and 6)."),
	NewGame:     Engine.NewGame,
}

// setupRules reads the rules the new game form sends.
func setupRules(b []byte) (Rules, error) {
	var r Rules
	err := json.Unmarshal(b, &r)
	return r, err
}
