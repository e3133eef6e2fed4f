package tupelkopf

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
)

// OptionGroups lists every option of Rules, grouped as the new game form and
// the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "scoring", Label: msg.T("Scoring"), Options: []scoring.Option{
			scoring.ChoiceOption("scoring", "Scoring",
				scoring.Choice(string(ScoringBunkte), "Bunkte (Plön rules)"),
				scoring.Choice(string(ScoringDDV), "points by the DDV tournament rules")),
		}},
		{Name: "bunkte", Label: msg.T("Bunkte"), Options: []scoring.Option{
			scoring.ChoiceOption("tally", "Writing Bunkte down",
				scoring.Choice(string(TallyNet), "netted: one figure per deal"),
				scoring.Choice(string(TallySplit), "kept per party")),
			scoring.ChoiceOption("share", "Parties of unequal size",
				scoring.Choice(string(ShareCarry), "the smaller party balances"),
				scoring.Choice(string(SharePairwise), "player against player")),
			scoring.BoolOption("against_after_failed_call",
				"\"Against the Elders\" also when the Elders failed an announcement"),
		}},
		{Name: "cards", Label: msg.T("Card order (home rules)"), Options: []scoring.Option{
			scoring.ChoiceOption("dullen", "Two Herz-Zehnen in one trick",
				scoring.Choice(string(DullenFirst), "the first wins (DDV)"),
				scoring.Choice(string(DullenSecond), "the second beats the first"),
				scoring.Choice(string(DullenSecondLast), "the second beats the first, except in the last trick")),
			scoring.BoolOption("schweinchen", "Schweinchen: both Karo-Asse in one hand rank above the Herz-Zehnen"),
			scoring.BoolOption("without_nines", "Without nines: 40 cards, 10 tricks"),
		}},
		{Name: "vorbehalte", Label: msg.T("Vorbehalte (home rules)"), Options: []scoring.Option{
			scoring.BoolOption("armut", "Armut is played: three trumps or fewer are passed to a partner"),
			scoring.BoolOption("armut_lone_fox", "A lone fox does not count among the Armut's trumps"),
			scoring.BoolOption("hochzeit_choice", "The Hochzeit names the trick that finds the partner"),
		}},
		{Name: "solos", Label: msg.T("Solos"), Options: []scoring.Option{
			scoring.BoolOption("pflichtsolo", "One Pflichtsolo per player (DDV)"),
			scoring.IntOption("solo_bonus", "Points added to a solo's value (home rule)",
				0, MaxSoloBonus),
		}},
		{Name: "bock", Label: msg.T("Bock rounds (DDV scoring, home rules)"), Options: []scoring.Option{
			scoring.BoolOption("bock", "Bock rounds: a round of deals that count twice"),
			scoring.BoolOption("bock_tie", "Bock after 120:120"),
			scoring.BoolOption("bock_lost_call", "Bock after a lost Re or Kontra"),
			scoring.BoolOption("bock_kontra_won", "Bock after Kontra announced and won"),
			scoring.BoolOption("bock_solo_lost", "Bock after a lost solo"),
			scoring.BoolOption("bock_heart_tens", "Bock after both Herz-Zehnen fell in one trick"),
			scoring.ChoiceOption("bock_stack", "A Bock round during Bock",
				scoring.Choice(string(BockStacked), "doubles again (Doppelbock)"),
				scoring.Choice(string(BockQueued), "waits its turn")),
			scoring.ChoiceOption("bock_scope", "A Bock deal doubles",
				scoring.Choice(string(BockWhole), "the whole deal, Sonderpunkte included"),
				scoring.Choice(string(BockGame), "the game points only; the Sonderpunkte count once")),
			scoring.BoolOption("bock_pflichtsolo_free", "A Pflichtsolo, after which the same dealer deals again, uses up no Bock deal"),
		}},
		{Name: "end", Label: msg.T("End"), Options: []scoring.Option{
			scoring.IntOption("deals", "Deals in the game (0: no fixed end)", 0, MaxDeals),
			scoring.IntOption("rounds", "Or rounds, one deal by every seat (0: set by deals)", 0, MaxRounds),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
