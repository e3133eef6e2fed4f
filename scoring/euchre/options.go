package euchre

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// OptionGroups lists every option of Rules, grouped as the new game form
// and the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "game", Label: msg.T("Game"), Options: []scoring.Option{
			scoring.IntOption("target", "Points that win a game (5, 7 or 10)", 5, 10),
			scoring.BoolOption("rubber", "Play a rubber: the first side to win two games"),
		}},
		{Name: "scoring", Label: msg.T("Scoring"), Options: []scoring.Option{
			scoring.IntOption("lone_euchred", "Points to the defenders against a euchred lone hand (2 or 4)", 2, 4),
		}},
	}
}

// MinPlayers is the smallest table: Euchre here is four, two against two.
func (r Rules) MinPlayers() int { return 4 }

// MaxPlayers is the largest table: four.
func (r Rules) MaxPlayers() int { return 4 }

// Setup is how a game of Euchre is set up: its presets, every option, and
// the check of a new game.
var Setup = scoring.Setup{
	Switchable:  []string{"target"},
	FixedSeats:  msg.T("Euchre is scored for two partnerships that keep their partners until one reaches the target: a partner cannot change during a game. Start the next game with the new table instead."),
	Presets:     PresetNames(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     OptionGroups(),
	Seats:       scoring.Seats(decodeRules),
	SeatingNote: msg.T("Two partnerships, partners opposite: the 1st and 3rd against the 2nd and 4th."),
	NewGame:     Engine.NewGame,
}

// decodeRules reads rules on top of the preset they name.
func decodeRules(b []byte) (Rules, error) {
	g, err := DecodeGame([]byte(`{"rules":` + string(b) + `}`))
	return g.Rules, err
}
