package tupelkopf

import "testing"

func TestDecks(t *testing.T) {
	ploen, _ := Preset("ploen")
	ddv, _ := Preset("doppelkopf")
	six := []string{"A", "B", "C", "D", "E", "F"}
	if n := (Game{Rules: ploen, Players: six}).Decks(); n != 3 {
		t.Errorf("six players: %d decks, want 3", n)
	}
	if n := (Game{Rules: ddv, Players: six[:5]}).Decks(); n != 2 {
		t.Errorf("Doppelkopf at five: %d decks, want 2", n)
	}
}
