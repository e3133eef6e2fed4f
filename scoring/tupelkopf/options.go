package tupelkopf

import "schreiber/scoring"

// OptionGroups lists every option of Rules, grouped as the new game form and
// the rules card show them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "scoring", Label: scoring.T("Scoring", "Wertung"), Options: []scoring.Option{
			scoring.ChoiceOption("scoring", "Scoring", "Wertung",
				scoring.Choice(string(ScoringBunkte), "Bunkte (Plön rules)", "Bunkte (Plöner Regel)"),
				scoring.Choice(string(ScoringDDV), "points by the DDV tournament rules", "Punkte nach den Turnierspielregeln des DDV")),
		}},
		{Name: "bunkte", Label: scoring.T("Bunkte", "Bunkte"), Options: []scoring.Option{
			scoring.ChoiceOption("tally", "Writing Bunkte down", "Bunkte aufschreiben",
				scoring.Choice(string(TallyNet), "netted: one figure per deal", "verrechnet: eine Zahl je Spiel"),
				scoring.Choice(string(TallySplit), "kept per party", "je Partei getrennt")),
			scoring.ChoiceOption("share", "Parties of unequal size", "Ungleich große Parteien",
				scoring.Choice(string(ShareCarry), "the smaller party balances", "die kleinere Partei gleicht aus"),
				scoring.Choice(string(SharePairwise), "player against player", "Spieler gegen Spieler")),
			scoring.BoolOption("against_after_failed_call",
				"\"Against the Alten\" also when the Alten failed an announcement",
				"„Gegen die Alten“ auch, wenn die Alten eine Ansage nicht erfüllt haben"),
		}},
		{Name: "cards", Label: scoring.T("Card order (home rules)", "Kartenfolge (Hausregeln)"), Options: []scoring.Option{
			scoring.ChoiceOption("dullen", "Two Herz-Zehnen in one trick", "Zwei Herz-Zehnen in einem Stich",
				scoring.Choice(string(DullenFirst), "the first wins (DDV)", "die erste gewinnt (DDV)"),
				scoring.Choice(string(DullenSecond), "the second beats the first", "die zweite sticht die erste"),
				scoring.Choice(string(DullenSecondLast), "the second beats the first, except in the last trick",
					"die zweite sticht die erste, außer im letzten Stich")),
			scoring.BoolOption("schweinchen", "Schweinchen: both Karo-Asse in one hand rank above the Herz-Zehnen",
				"Schweinchen: beide Karo-Asse in einer Hand stehen über den Herz-Zehnen"),
			scoring.BoolOption("without_nines", "Without nines: 40 cards, 10 tricks", "Ohne Neunen: 40 Karten, 10 Stiche"),
		}},
		{Name: "vorbehalte", Label: scoring.T("Vorbehalte (home rules)", "Vorbehalte (Hausregeln)"), Options: []scoring.Option{
			scoring.BoolOption("armut", "Armut is played: three trumps or fewer are passed to a partner",
				"Armut wird gespielt: drei Trümpfe oder weniger gehen an einen Partner"),
			scoring.BoolOption("armut_lone_fox", "A lone fox does not count among the Armut's trumps",
				"Ein einzelner Fuchs zählt bei der Armut nicht als Trumpf"),
			scoring.BoolOption("hochzeit_choice", "The Hochzeit names the trick that finds the partner",
				"Die Hochzeit bestimmt den Stich, der den Partner findet"),
		}},
		{Name: "solos", Label: scoring.T("Solos", "Soli"), Options: []scoring.Option{
			scoring.BoolOption("pflichtsolo", "One Pflichtsolo per player (DDV)", "Ein Pflichtsolo je Spieler (DDV)"),
			scoring.IntOption("solo_bonus", "Points added to a solo's value (home rule)", "Zuschlag auf den Wert eines Solos (Hausregel)",
				0, MaxSoloBonus),
		}},
		{Name: "bock", Label: scoring.T("Bock rounds (DDV scoring, home rules)", "Bockrunden (Wertung des DDV, Hausregeln)"), Options: []scoring.Option{
			scoring.BoolOption("bock", "Bock rounds: a round of deals that count twice", "Bockrunden: eine Runde, in der jedes Spiel doppelt zählt"),
			scoring.BoolOption("bock_tie", "Bock after 120:120", "Bock nach 120:120"),
			scoring.BoolOption("bock_lost_call", "Bock after a lost Re or Kontra", "Bock nach verlorenem Re oder Kontra"),
			scoring.BoolOption("bock_kontra_won", "Bock after Kontra announced and won", "Bock nach angesagtem und gewonnenem Kontra"),
			scoring.BoolOption("bock_solo_lost", "Bock after a lost solo", "Bock nach verlorenem Solo"),
			scoring.BoolOption("bock_heart_tens", "Bock after both Herz-Zehnen fell in one trick", "Bock, wenn beide Herz-Zehnen in einem Stich fielen"),
			scoring.ChoiceOption("bock_stack", "A Bock round during Bock", "Bockrunde während Bock",
				scoring.Choice(string(BockStacked), "doubles again (Doppelbock)", "verdoppelt noch einmal (Doppelbock)"),
				scoring.Choice(string(BockQueued), "waits its turn", "wird hinten angehängt")),
		}},
		{Name: "end", Label: scoring.T("End", "Ende"), Options: []scoring.Option{
			scoring.IntOption("deals", "Deals in the game (0: no fixed end)", "Spiele in der Partie (0: ohne festes Ende)", 0, MaxDeals),
			scoring.IntOption("rounds", "Or rounds, one deal by every seat (0: set by deals)",
				"Oder Runden, in jeder gibt jeder Platz einmal (0: nach Spielen)", 0, MaxRounds),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
