package hurrican

import (
	"schreiber/rules"
)

// ref builds a reference into Hurrican's rules.
func ref(section, id string) rules.Ref {
	return rules.Ref{Game: "hurrican", Section: "hurrican." + section, Title: id}
}

// The sections of Hurrican's rules that steps cite.
var (
	RefKarte    = ref("count.karte", "The Karte: more than half of the cards")
	RefFarbe    = ref("count.farbe", "The Farbe: more than half of the hearts")
	RefSieben   = ref("count.sieben", "The Schöne Sieben: the Seven of hearts")
	RefPremiere = ref("count.premiere", "The Premiere: the best card of every suit")
	RefHurrican = ref("hurrican", "Hurrican: sweeping the table")
	RefGame     = ref("game.target", "The game: first to the target")
	RefDouble   = ref("game.double", "Double game: the loser below half")
	RefFinish   = ref("game.both-over", "Both sides over the target in one deal (house ruling)")
	RefDealer   = ref("deal.dealer", "The deal passes on")
)
