package euchre

import "schreiber/rules"

// ref builds a reference into Euchre's rules.
func ref(section, id string) rules.Ref {
	return rules.Ref{Game: "euchre", Section: "euchre." + section, Title: id}
}

// The sections of Euchre's rules that steps cite.
var (
	RefMade        = ref("score.made", "Makers with 3 or 4 tricks: 1 point")
	RefMarch       = ref("score.march", "Makers with all 5 tricks, a march: 2 points")
	RefLone        = ref("score.lone", "A lone hand with 3 or 4 tricks: 1 point")
	RefLoneMarch   = ref("score.lone-march", "A lone hand with all 5 tricks: 4 points")
	RefEuchred     = ref("score.euchred", "Euchred: the defenders score 2")
	RefLoneEuchred = ref("score.lone-euchred", "A euchred lone hand: the defenders score 4 (house rule)")
	RefPassed      = ref("bid.redeal", "All pass: a new deal")
	RefDealer      = ref("deal.dealer", "The deal passes to the left")
	RefGame        = ref("game.target", "The game: first to 5, 7 or 10")
	RefBridge      = ref("game.bridge", "At the bridge: 4 against 2 or fewer")
	RefRubber      = ref("rubber.points", "Rubber points and the rubber's margin")
)
