package euchre

import "schreiber/rules"

// ref builds a reference into Euchre's rules.
func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "euchre", Section: "euchre." + section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of Euchre's rules that steps cite.
var (
	RefMade        = ref("score.made", "Makers with 3 or 4 tricks: 1 point", "Trumpfmacher mit 3 oder 4 Stichen: 1 Punkt")
	RefMarch       = ref("score.march", "Makers with all 5 tricks, a march: 2 points", "Trumpfmacher mit allen 5 Stichen, Durchmarsch: 2 Punkte")
	RefLone        = ref("score.lone", "A lone hand with 3 or 4 tricks: 1 point", "Alleinspiel mit 3 oder 4 Stichen: 1 Punkt")
	RefLoneMarch   = ref("score.lone-march", "A lone hand with all 5 tricks: 4 points", "Alleinspiel mit allen 5 Stichen: 4 Punkte")
	RefEuchred     = ref("score.euchred", "Euchred: the defenders score 2", "Euchred: die Gegner bekommen 2")
	RefLoneEuchred = ref("score.lone-euchred", "A euchred lone hand: the defenders score 4 (house rule)", "Euchred Alleinspiel: die Gegner bekommen 4 (Hausregel)")
	RefPassed      = ref("bid.redeal", "All pass: a new deal", "Alle passen: neu geben")
	RefDealer      = ref("deal.dealer", "The deal passes to the left", "Das Geben geht nach links weiter")
	RefGame        = ref("game.target", "The game: first to 5, 7 or 10", "Das Spiel: wer zuerst 5, 7 oder 10 hat")
	RefBridge      = ref("game.bridge", "At the bridge: 4 against 2 or fewer", "Am Bridge: 4 gegen 2 oder weniger")
	RefRubber      = ref("rubber.points", "Rubber points and the rubber's margin", "Gummipunkte und der Vorsprung im Rubber")
)
