package durak

import "schreiber/scoring"

// OptionGroups lists every option of Rules, grouped as the new game form and
// the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "sides", Label: scoring.T("Sides", "Parteien"), Options: []scoring.Option{
			scoring.BoolOption("teams", "Teams (four players: partners opposite; six: every other seat)",
				"Teams (vier Spieler: Partner gegenüber; sechs: jeder zweite Platz)"),
		}},
		{Name: "opening", Label: scoring.T("Who attacks first", "Wer zuerst angreift"), Options: []scoring.Option{
			scoring.ChoiceOption("first_attack", "In the first deal", "Im ersten Spiel",
				scoring.Choice(string(LowestTrump), "whoever holds the lowest trump", "wer den niedrigsten Trumpf hat"),
				scoring.Choice(string(LeftOfDealer), "the player left of the dealer", "der Spieler links vom Geber")),
			scoring.ChoiceOption("next_attack", "Once there is a durak", "Sobald es einen Durak gibt",
				scoring.Choice(string(UnderFool), "under the fool: his left neighbour", "unter dem Narren: sein linker Nachbar"),
				scoring.Choice(string(FoolTaught), "the fool is taught: his right neighbour", "der Narr wird gelehrt: sein rechter Nachbar")),
		}},
		{Name: "series", Label: scoring.T("Series", "Serie"), Options: []scoring.Option{
			scoring.IntOption("loss_limit", "Losses that end the series (0: none)", "Niederlagen, die die Serie beenden (0: keine)", 0, MaxLossLimit),
			scoring.IntOption("deals", "Deals in the series (0: no fixed number)", "Spiele in der Serie (0: keine feste Zahl)", 0, MaxLossLimit),
			scoring.TextOption("forfeit", "Forfeit for the loser of the series", "Strafe für den Verlierer der Serie", MaxForfeit),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
