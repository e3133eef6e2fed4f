package hurrican

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

func ref(section, title string) rules.Ref {
	return rules.Ref{Game: "hurrican", Section: "hurrican." + section, Title: title}
}

// The sections of the rules that rulings cite.
var (
	RefValues   = ref("values", "The values of the cards")
	RefCapture  = ref("capture", "Taking cards from the table")
	RefEqual    = ref("capture.equal", "The equal card first")
	RefLay      = ref("lay", "Laying a card down")
	RefHurrican = ref("hurrican", "The Hurrican")
	RefSweep    = ref("final-sweep", "The last cards on the table")
	RefDeal     = ref("deal", "Dealing||hurrican")
	RefTurn     = ref("turn", "Whose turn it is")
	RefScore    = ref("score", "The points of a deal")
)

// seat marks an int argument of say as a seat number.
type seat = msg.Seat

// party marks an int argument of say as a side (a player with two, a
// partnership with four).
type party = msg.Side
