package games

import (
	"fmt"
	"testing"

	"schreiber/scoring/scoringtest"
)

func TestEveryKindRecomputes(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dora"}
	for _, k := range All() {
		config := func(dealer int) []byte {
			return []byte(fmt.Sprintf(`{"rules":{"preset":%q},"first_dealer":%d}`, k.Setup.Presets[0], dealer))
		}
		sum, err := Recompute(k.Name, config(1), players, nil)
		if err != nil {
			t.Errorf("%s: a new game does not replay: %v", k.Name, err)
			continue
		}
		if sum.Over || len(sum.Lines) == 0 {
			t.Errorf("%s: new game summary %+v", k.Name, sum)
		}
		if _, err := Recompute(k.Name, config(9), players, nil); err == nil {
			t.Errorf("%s: a first dealer outside the table was accepted", k.Name)
		}
		if _, err := Recompute(k.Name, config(1), players, [][]byte{[]byte(`{"kind":"nonsense"}`)}); err == nil {
			t.Errorf("%s: an unknown entry kind was accepted", k.Name)
		}
	}
	if _, err := Recompute("skat", []byte(`{}`), players, nil); err == nil {
		t.Error("an unknown kind of game was accepted")
	}
}

// TestEveryKindPlaysAtRandom plays long games of every kind at random and
// checks what holds for every kind (scoringtest.CheckRandomPlay).
func TestEveryKindPlaysAtRandom(t *testing.T) {
	for _, k := range All() {
		t.Run(k.Name, func(t *testing.T) { scoringtest.CheckRandomPlay(t, k, 2, 150) })
	}
}
