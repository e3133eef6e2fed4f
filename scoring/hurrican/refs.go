package hurrican

import (
	"schreiber/rules"
	"schreiber/scoring"
)

// ref builds a reference into Hurrican's rules.
func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "hurrican", Section: "hurrican." + section, Title: scoring.Text{EN: en, DE: de}}
}

// The sections of Hurrican's rules that steps cite.
var (
	RefKarte    = ref("count.karte", "The Karte: more than half of the cards", "Die Karte: mehr als die Hälfte der Karten")
	RefFarbe    = ref("count.farbe", "The Farbe: more than half of the hearts", "Die Farbe: mehr als die Hälfte der Herzkarten")
	RefSieben   = ref("count.sieben", "The Schöne Sieben: the Seven of hearts", "Die Schöne Sieben: die Herz-Sieben")
	RefPremiere = ref("count.premiere", "The Premiere: the best card of every suit", "Die Premiere: die höchste Karte jeder Farbe")
	RefHurrican = ref("hurrican", "Hurrican: sweeping the table", "Hurrican: den Tisch abräumen")
	RefGame     = ref("game.target", "The game: first to the target", "Das Spiel: wer zuerst das Ziel erreicht")
	RefDouble   = ref("game.double", "Double game: the loser below half", "Doppeltes Spiel: der Verlierer unter der Hälfte")
	RefFinish   = ref("game.both-over", "Both sides over the target in one deal (house ruling)", "Beide Seiten im selben Spielgang über dem Ziel (Hausregel)")
	RefDealer   = ref("deal.dealer", "The deal passes on", "Das Geben wechselt")
)
