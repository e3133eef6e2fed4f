package gurke

import "schreiber/scoring"

// Short names keep the table of options below readable.
var (
	boolOpt   = scoring.BoolOption
	intOpt    = scoring.IntOption
	choiceOpt = scoring.ChoiceOption
	ch        = scoring.Choice
)

// OptionGroups lists every option of Rules, grouped as the form shows them.
func OptionGroups() []scoring.OptionGroup {
	return []scoring.OptionGroup{
		{Name: "players", Label: scoring.T("Players", "Spieler"), Options: []scoring.Option{
			intOpt("min_players", "Fewest players", "Mindestens Spieler", 2, 20),
			intOpt("max_players", "Most players", "Höchstens Spieler", 2, 20),
		}},
		{Name: "deck", Label: scoring.T("Deck", "Karten"), Options: []scoring.Option{
			intOpt("decks", "Decks of 52 (0: as many as needed)", "Spiele zu 52 Karten (0: so viele wie nötig)", 0, 4),
			intOpt("jokers", "Jokers", "Joker", 0, 6),
			choiceOpt("joker_mode", "Jokers rank", "Rang der Joker",
				ch("high", "above the aces, worth 15", "über den Assen, 15 Punkte"),
				ch("ace", "as extra aces", "wie weitere Asse")),
			choiceOpt("top_card", "Top card", "Höchste Karte",
				ch("none", "none: the ace is highest", "keine: das Ass ist am höchsten"),
				ch("club-six", "♣6 highest, worth 21", "♣6 am höchsten, 21 Punkte"),
				ch("black-sevens", "black sevens equal highest, worth 21", "schwarze Siebenen gleich hoch, 21 Punkte"),
				ch("spade-seven", "♠7 highest (16), ♣7 second (15)", "♠7 am höchsten (16), ♣7 zweithöchste (15)")),
		}},
		{Name: "dealing", Label: scoring.T("Dealing", "Geben"), Options: []scoring.Option{
			intOpt("hand_size", "Cards in the first deal", "Karten im ersten Spiel", 1, 26),
			choiceOpt("hand_rule", "Cards in later deals", "Karten in späteren Spielen",
				ch("fixed", "always the same", "immer gleich viele"),
				ch("loser-card", "the value of the last losing card", "Wert der letzten Verliererkarte"),
				ch("minus-one", "one fewer every deal", "jedes Spiel eine weniger"),
				ch("zigzag", "6-5-4-3-2-1-2-3-4-5-4-…", "6-5-4-3-2-1-2-3-4-5-4-…"),
				ch("deal-all", "as many as the deck allows", "so viele, wie das Spiel hergibt")),
			intOpt("hand_max", "Most cards in a hand (0: no cap)", "Höchstens Karten auf der Hand (0: keine Grenze)", 0, 26),
			choiceOpt("exchange", "Exchange before play", "Tauschen vor dem Spiel",
				ch("none", "no exchange", "kein Tausch"),
				ch("forehand", "forehand sets the number, others the same or none", "Vorhand legt die Zahl fest, die anderen gleich viele oder keine"),
				ch("forehand-upto", "forehand sets the number, others up to it", "Vorhand legt die Zahl fest, die anderen bis zu so vielen"),
				ch("dealer", "dealer sets the number keeping two, others the same", "Geber legt die Zahl fest und behält zwei, die anderen gleich viele")),
			boolOpt("redeal", "Free new hand without K, Q or J", "Neue Hand ohne K, D oder B frei"),
			choiceOpt("leader", "First lead", "Erstes Ausspiel",
				ch("forehand", "forehand (left of the dealer)", "Vorhand (links vom Geber)"),
				ch("dealer", "the dealer", "der Geber")),
			choiceOpt("next_dealer", "Next dealer", "Nächster Geber",
				ch("left", "the next player to the left", "der nächste Spieler links"),
				ch("loser", "the loser of the deal", "der Verlierer des Spiels"),
				ch("lowest", "who played the lowest card of the last trick", "wer die niedrigste Karte im letzten Stich spielte")),
		}},
		{Name: "play", Label: scoring.T("Play", "Spiel"), Options: []scoring.Option{
			choiceOpt("follow", "Match or beat", "Gleichziehen oder überbieten",
				ch("highest", "the highest card so far", "die bisher höchste Karte"),
				ch("previous", "the card just played", "die gerade gespielte Karte"),
				ch("either", "beat the highest or match the card just played", "die höchste überbieten oder der gerade gespielten gleichziehen")),
			choiceOpt("duty", "Must you?", "Muss man?",
				ch("free", "no: the lowest card is always allowed", "nein: die niedrigste Karte geht immer"),
				ch("forced", "yes, when you can", "ja, wenn man kann"),
				ch("lowest-beating", "yes, with the lowest card that does", "ja, mit der niedrigsten Karte, die es tut")),
			boolOpt("no_ace_on_ace", "No ace on an ace", "Kein Ass auf ein Ass"),
			boolOpt("forced_ace_low", "An ace forced onto an ace does not take the trick", "Ein aufs Ass gezwungenes Ass bekommt den Stich nicht"),
			boolOpt("lead_lowest", "Lead the lowest card", "Die niedrigste Karte ausspielen"),
			boolOpt("ace_low_last", "Aces low in the last trick, worth 1", "Asse im letzten Stich niedrig, 1 Punkt"),
			boolOpt("multi_lead", "Lead several cards of one rank", "Mehrere gleiche Karten ausspielen"),
		}},
		{Name: "scoring", Label: scoring.T("Scoring", "Wertung"), Options: []scoring.Option{
			choiceOpt("count", "What is counted", "Was gezählt wird",
				ch("points", "penalty points", "Minuspunkte"),
				ch("losses", "only the losses", "nur die Niederlagen")),
			choiceOpt("penalize", "Equal highest in the last trick", "Gleich hohe Karten im letzten Stich",
				ch("last", "only the last of them pays", "nur die letzte zahlt"),
				ch("all", "all of them pay", "alle zahlen")),
			boolOpt("plus_points", "Plus points for the same rank", "Pluspunkte für den gleichen Rang"),
			boolOpt("face_eleven", "Face cards and aces cost 11", "Bilder und Asse kosten 11"),
			boolOpt("kontra", "Kontra", "Kontra"),
			boolOpt("doubles", "Doubling (Rassi)", "Doppeln (Rassi)"),
		}},
		{Name: "end", Label: scoring.T("End", "Ende"), Options: []scoring.Option{
			intOpt("limit", "Limit", "Grenze", 1, 200),
			choiceOpt("out_at", "A life is lost", "Ein Leben geht verloren",
				ch("reach", "on reaching the limit", "beim Erreichen der Grenze"),
				ch("exceed", "on going over the limit", "beim Überschreiten der Grenze")),
			boolOpt("exact_reset", "Exactly on the limit: back to 0", "Genau auf der Grenze: zurück auf 0"),
			intOpt("lives", "Lives", "Leben", 1, 2),
			choiceOpt("end", "The game ends", "Das Spiel endet",
				ch("survivor", "with the last survivor", "mit dem letzten Überlebenden"),
				ch("first", "when the first player is out", "wenn der erste Spieler draußen ist"),
				ch("all-but-one", "when all but one are over the limit", "wenn alle bis auf einen über der Grenze sind"),
				ch("none", "when the table stops", "wenn die Runde aufhört")),
			choiceOpt("rebuy", "Buying back in", "Zurückkaufen",
				ch("none", "not allowed", "nicht erlaubt"),
				ch("paid", "once, for another stake", "einmal, mit neuem Einsatz"),
				ch("free", "once, free", "einmal, kostenlos")),
			intOpt("rebuy_min", "Players still in for a rebuy", "Spieler im Spiel für Zurückkaufen", 2, 20),
		}},
		{Name: "money", Label: scoring.T("Money", "Geld"), Options: []scoring.Option{
			intOpt("stake", "Stake into the pot", "Einsatz in den Pott", 0, 1000),
			boolOpt("settlement", "Everyone pays the winner the difference", "Alle zahlen dem Gewinner die Differenz"),
		}},
	}
}

// Diff names the options (by JSON name, in form order) whose values differ
// from preset.
func (r Rules) Diff(preset Rules) []string { return scoring.DiffOptions(OptionGroups(), r, preset) }
