package tupelkopf

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Switchable are the options a running game of Tupelkopf or Doppelkopf may
// change from its next deal on: Bock rounds and what starts them, and the
// length.
var Switchable = []string{"bock", "bock_tie", "bock_lost_call", "bock_kontra_won", "bock_solo_lost", "bock_heart_tens",
	"bock_stack", "bock_scope", "bock_pflichtsolo_free", "deals", "rounds"}

// Setup is how a game of Tupelkopf is set up: the Plön presets, the options
// of the Bunkte, an even number of players and the check of a new game.
var Setup = scoring.Setup{
	Switchable:  Switchable,
	Presets:     TupelkopfPresets(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     optionsWhere(false),
	Seats:       scoring.Seats(setupRules),
	SeatingNote: msg.T("Tupelkopf: an even number of players, four play Doppelkopf, six Tripelkopf and so on, with one deck for every two players."),
	Seating:     seating,
	NewGame:     newGameWhere(false),
}

// setupRules reads the rules the new game form sends.
func setupRules(b []byte) (Rules, error) {
	var r Rules
	err := json.Unmarshal(b, &r)
	return r, err
}
