package hurrican

import (
	"schreiber/rules"
)

func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "hurrican", Section: "hurrican." + section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of the rules that rulings cite.
var (
	RefValues   = ref("values", "The values of the cards", "Die Werte der Karten")
	RefCapture  = ref("capture", "Taking cards from the table", "Karten vom Tisch nehmen")
	RefEqual    = ref("capture.equal", "The equal card first", "Die gleiche Karte zuerst")
	RefLay      = ref("lay", "Laying a card down", "Eine Karte dazulegen")
	RefHurrican = ref("hurrican", "The Hurrican", "Der Hurrican")
	RefSweep    = ref("final-sweep", "The last cards on the table", "Die letzten Karten auf dem Tisch")
	RefDeal     = ref("deal", "Dealing", "Das Geben")
	RefTurn     = ref("turn", "Whose turn it is", "Wer am Spiel ist")
	RefScore    = ref("score", "The points of a deal", "Die Gewinnpunkte eines Spielgangs")
)

// say formats a Text; cards, card lists, suits, seats and sides among args
// are written in each language's own notation (see rules.Say).
func say(en, de string, args ...any) rules.Text { return rules.Say(en, de, args...) }

// seat marks an int argument of say as a seat number.
type seat = rules.Seat

// party marks an int argument of say as a side (a player with two, a
// partnership with four).
type party = rules.Side
