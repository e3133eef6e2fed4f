package tupelkopf

import (
	"encoding/json"

	"schreiber/scoring"
)

// Setup is how a game of Tupelkopf is set up: the Plön presets, every
// option, an even number of players and the check of a new game.
var Setup = scoring.Setup{
	Presets:     PresetNames(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     OptionGroups(),
	Seats:       scoring.Seats(setupRules),
	SeatingNote: scoring.T("Tupelkopf: an even number of players, four play Doppelkopf, six Tripelkopf and so on, with one deck for every two players. Doppelkopf by the tournament rules: four, or five with the dealer sitting out.",
		"Tupelkopf: eine gerade Zahl von Spielern, vier spielen Doppelkopf, sechs Tripelkopf und so weiter, mit einem Spiel Karten für je zwei Spieler. Doppelkopf nach den Turnierspielregeln: vier, oder fünf, wobei der Geber aussetzt."),
	NewGame: Engine.NewGame,
}

// setupRules reads the rules the new game form sends.
func setupRules(b []byte) (Rules, error) {
	var r Rules
	err := json.Unmarshal(b, &r)
	return r, err
}
