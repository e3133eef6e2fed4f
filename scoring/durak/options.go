package durak

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// OptionGroups lists every option of Rules, grouped as the new game form and
// the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "sides", Label: msg.T("Sides"), Options: []scoring.Option{
			scoring.BoolOption("teams", "Teams (four players: partners opposite; six: every other seat)"),
		}},
		{Name: "opening", Label: msg.T("Who attacks first"), Options: []scoring.Option{
			scoring.ChoiceOption("first_attack", "In the first deal",
				scoring.Choice(string(LowestTrump), "whoever holds the lowest trump"),
				scoring.Choice(string(LeftOfDealer), "the player left of the dealer")),
			scoring.ChoiceOption("next_attack", "Once there is a durak",
				scoring.Choice(string(UnderFool), "under the fool: his left neighbour"),
				scoring.Choice(string(FoolTaught), "the fool is taught: his right neighbour")),
		}},
		{Name: "series", Label: msg.T("Series"), Options: []scoring.Option{
			scoring.IntOption("loss_limit", "Losses that end the series (0: none)", 0, MaxLossLimit),
			scoring.IntOption("deals", "Deals in the series (0: no fixed number)", 0, MaxLossLimit),
			scoring.TextOption("forfeit", "Forfeit for the loser of the series", MaxForfeit),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
