package rules

import (
	"testing"

	"schreiber/rules/cards"
)

func TestSay(t *testing.T) {
	got := Say("%v plays %v from %v in %v, %v; %v", "%v spielt %v von %v in %v, %v; %v",
		Seat(0), cards.Of(cards.Queen, cards.Hearts), []cards.Card{cards.Of(cards.Jack, cards.Clubs), cards.JokerCard},
		cards.Diamonds, Side(1), T("yes", "ja"))
	want := Text{
		EN: "player 1 plays ♥Q from ♣J Joker in diamonds, side 2; yes",
		DE: "Spieler 1 spielt ♥D von ♣B Joker in Karo, Partei 2; ja",
	}
	if got != want {
		t.Errorf("Say = %+v, want %+v", got, want)
	}
}
