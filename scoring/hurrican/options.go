package hurrican

import (
	"errors"
	"strings"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// OptionGroups lists every option of Rules, grouped as the new game form
// and the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "game", Label: msg.T("Game"), Options: []scoring.Option{
			scoring.IntOption("target", "Points that win the game", 1, 200),
			scoring.IntOption("double_below", "Double game if the loser has fewer than (0: never)", 0, 200),
			scoring.ChoiceOption("finish", "Both sides reach the target in one deal",
				scoring.Choice(FinishCount, "first to get there in the count wins"),
				scoring.Choice(FinishHigher, "the higher total wins")),
			scoring.IntOption("chips", "Chips the loser pays per game (0: none)", 0, 100000),
		}},
		{Name: "deal", Label: msg.T("Dealing"), Options: []scoring.Option{
			scoring.BoolOption("full_deal", "Four players: deal all 40 cards, none open"),
		}},
	}
}

// MinPlayers is the smallest table the rules allow: two, or four when all
// cards are dealt to four.
func (r Rules) MinPlayers() int {
	if r.FullDeal {
		return 4
	}
	return 2
}

// MaxPlayers is the largest table: four in two partnerships. Three cannot
// play; Game.Validate says so.
func (r Rules) MaxPlayers() int { return 4 }

// Setup is how a game of Hurrican is set up: its presets, every option,
// and the check of a new game.
var Setup = scoring.Setup{
	Switchable:  []string{"target", "double_below"},
	FixedSeats:  msg.T("Hurrican is scored for the sides that sit down at the start, the pairs or the two players, toward one target: a side cannot change during a game. Start the next game with the new table instead."),
	Presets:     PresetNames(),
	PresetTitle: PresetTitle,
	PresetRules: scoring.PresetRules(Preset),
	Options:     OptionGroups(),
	Seats:       scoring.Seats(decodeRules),
	SeatingNote: msg.T("Two players, or four in two pairs: partners sit opposite, the 1st and 3rd against the 2nd and 4th."),
	NewGame:     newGame,
}

// decodeRules reads rules on top of the preset they name.
func decodeRules(b []byte) (Rules, error) {
	g, err := DecodeGame([]byte(`{"rules":` + string(b) + `}`))
	return g.Rules, err
}

// newGame checks a new game through the engine and names a rules option
// by the name the form knows it by.
func newGame(rules []byte, players, firstDealer int) ([]byte, error) {
	config, err := Engine.NewGame(rules, players, firstDealer)
	var fe *msg.FieldError
	if errors.As(err, &fe) && strings.HasPrefix(fe.Field, "rules.") {
		return nil, &msg.FieldError{Field: strings.TrimPrefix(fe.Field, "rules."), Msg: fe.Msg}
	}
	return config, err
}
