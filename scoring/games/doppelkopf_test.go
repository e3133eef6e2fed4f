package games

import "testing"

// TestDoppelkopfRecomputes recomputes a Doppelkopf game under the DDV rules
// at four and five, as the kind Doppelkopf and as it was stored before
// Doppelkopf was a kind of its own: a tupelkopf game with the doppelkopf
// preset.
func TestDoppelkopfRecomputes(t *testing.T) {
	k, ok := Lookup("doppelkopf")
	if !ok {
		t.Fatal("no doppelkopf kind")
	}
	found := false
	for _, p := range k.Setup.Presets {
		found = found || p == "doppelkopf"
	}
	if !found {
		t.Fatalf("presets %v lack doppelkopf", k.Setup.Presets)
	}
	config := []byte(`{"rules":{"preset":"doppelkopf"},"first_dealer":0}`)
	deal := [][]byte{[]byte(`{"kind":"deal","type":"normal","alten":[1,2],"sunkte":150,"alten_call":"re"}`)}
	for i, players := range [][]string{{"Anna", "Bo", "Cai", "Dora"}, {"Anna", "Bo", "Cai", "Dora", "Eda"}} {
		sum, err := Recompute([]string{"doppelkopf", "tupelkopf"}[i], config, players, deal)
		if err != nil {
			t.Fatalf("%d players: %v", len(players), err)
		}
		if sum.Lines[1].Values[0] != "3" || sum.Lines[3].Values[0] != "-3" || sum.Lines[0].Values[0] != map[int]string{4: "-3", 5: "0"}[len(players)] {
			t.Errorf("%d players: %+v", len(players), sum.Lines)
		}
	}
	if _, err := Recompute("doppelkopf", config, []string{"A", "B", "C", "D", "E", "F"}, nil); err == nil {
		t.Error("Doppelkopf at six was accepted")
	}
}

// TestCanonical reads the kind of games stored before Doppelkopf was a kind
// of its own: Tupelkopf scored by the DDV's rules, whether its config names
// the scoring or leaves it to its preset, is Doppelkopf; everything else
// keeps its kind.
func TestCanonical(t *testing.T) {
	for _, c := range []struct{ kind, config, want string }{
		{"tupelkopf", `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, "doppelkopf"},
		{"tupelkopf", `{"rules":{"preset":"doppelkopf-home"},"first_dealer":0}`, "doppelkopf"},
		{"tupelkopf", `{"rules":{"preset":"ploen","scoring":"ddv"},"first_dealer":0}`, "doppelkopf"},
		{"tupelkopf", `{"rules":{"preset":"ploen"},"first_dealer":0}`, "tupelkopf"},
		{"tupelkopf", `{"rules":{"preset":"doppelkopf","scoring":"bunkte"},"first_dealer":0}`, "tupelkopf"},
		{"tupelkopf", `not json`, "tupelkopf"},
		{"doppelkopf", `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, "doppelkopf"},
		{"gurke", `{"rules":{"preset":"doppelkopf"}}`, "gurke"},
	} {
		if got := Canonical(c.kind, []byte(c.config)); got != c.want {
			t.Errorf("Canonical(%s, %s) = %s, want %s", c.kind, c.config, got, c.want)
		}
	}
}
