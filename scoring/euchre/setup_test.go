package euchre

import (
	"testing"

	"schreiber/scoring"
)

func TestOptionGroupsCoverEveryOption(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		vals := scoring.OptionValues(r)
		seen := map[string]bool{}
		for _, g := range OptionGroups() {
			for _, o := range g.Options {
				if _, ok := vals[o.Name]; !ok || seen[o.Name] || o.Label.EN == "" || o.Label.DE == "" {
					t.Errorf("option %q unknown, repeated or unlabelled", o.Name)
				}
				seen[o.Name] = true
			}
		}
		for field := range vals {
			if field != "preset" && !seen[field] {
				t.Errorf("field %q is in no option group", field)
			}
		}
		if err := scoring.CheckOptions(OptionGroups(), r); err != nil {
			t.Errorf("preset %s is outside its own options: %v", name, err)
		}
	}
}

func TestSetup(t *testing.T) {
	if Setup.SeatingNote.EN == "" || Setup.SeatingNote.DE == "" {
		t.Error("no seating note")
	}
	if lo, hi := Setup.Seats([]byte(`{"preset":"rubber"}`)); lo != 4 || hi != 4 {
		t.Errorf("seats %d–%d, want 4–4", lo, hi)
	}
	config, err := Setup.NewGame([]byte(`{"preset":"seven","lone_euchred":4}`), 4, 2)
	if err != nil {
		t.Fatal(err)
	}
	g, err := DecodeGame(config)
	if err != nil || g.FirstDealer != 2 || g.Rules != (Rules{Preset: "seven", Target: 7, LoneEuchred: 4}) || g.Players != nil {
		t.Errorf("stored config %s: %+v %v", config, g, err)
	}
	for _, c := range []struct {
		rules          string
		players, first int
		field          string
	}{
		{`{"preset":"five"}`, 3, 0, "players"},
		{`{"preset":"five","target":6}`, 4, 0, "target"},
		{`{"preset":"five","lone_euchred":3}`, 4, 0, "lone_euchred"},
		{`{"preset":"five"}`, 4, 4, "first_dealer"},
	} {
		_, err := Setup.NewGame([]byte(c.rules), c.players, c.first)
		if fe := fieldError(err); fe == nil || fe.Field != c.field {
			t.Errorf("%s with %d players: error %v, want one on %q", c.rules, c.players, err, c.field)
		}
	}
}
