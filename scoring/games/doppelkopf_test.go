package games

import "testing"

// TestDoppelkopfRecomputes recomputes a Doppelkopf game under the DDV rules,
// stored as a tupelkopf game with the doppelkopf preset, at four and five.
func TestDoppelkopfRecomputes(t *testing.T) {
	k, ok := Lookup("tupelkopf")
	if !ok {
		t.Fatal("no tupelkopf kind")
	}
	found := false
	for _, p := range k.Presets() {
		found = found || p == "doppelkopf"
	}
	if !found {
		t.Fatalf("presets %v lack doppelkopf", k.Presets())
	}
	config := []byte(`{"rules":{"preset":"doppelkopf"},"first_dealer":0}`)
	deal := [][]byte{[]byte(`{"kind":"deal","type":"normal","alten":[1,2],"sunkte":150,"alten_call":"re"}`)}
	for _, players := range [][]string{{"Anna", "Bo", "Cai", "Dora"}, {"Anna", "Bo", "Cai", "Dora", "Eda"}} {
		sum, err := Recompute("tupelkopf", config, players, deal)
		if err != nil {
			t.Fatalf("%d players: %v", len(players), err)
		}
		if sum.Lines[1].Values[0] != "3" || sum.Lines[3].Values[0] != "-3" || sum.Lines[0].Values[0] != map[int]string{4: "-3", 5: "0"}[len(players)] {
			t.Errorf("%d players: %+v", len(players), sum.Lines)
		}
	}
	if _, err := Recompute("tupelkopf", config, []string{"A", "B", "C", "D", "E", "F"}, nil); err == nil {
		t.Error("Doppelkopf at six was accepted")
	}
}
