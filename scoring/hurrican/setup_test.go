package hurrican

import (
	"encoding/json"
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
	for _, c := range []struct {
		rules    string
		min, max int
	}{
		{`{"preset":"classic"}`, 2, 4},
		{`{"preset":"full-deal"}`, 4, 4},
		{`{"preset":"classic","full_deal":true}`, 4, 4},
		{`{"preset":"classic","nonsense":1}`, 0, 0},
	} {
		if lo, hi := Setup.Seats([]byte(c.rules)); lo != c.min || hi != c.max {
			t.Errorf("%s: seats %d–%d, want %d–%d", c.rules, lo, hi, c.min, c.max)
		}
	}
	config, err := Setup.NewGame([]byte(`{"preset":"classic","chips":10}`), 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	g, err := DecodeGame(config)
	if err != nil || g.FirstDealer != 3 || g.Rules.Chips != 10 || g.Rules.Target != 16 || g.Players != nil {
		t.Errorf("stored config %s: %+v %v", config, g, err)
	}
	for _, c := range []struct {
		rules          string
		players, first int
		field          string
	}{
		{`{"preset":"classic"}`, 3, 0, "players"},
		{`{"preset":"full-deal"}`, 2, 0, "full_deal"},
		{`{"preset":"classic","target":0}`, 2, 0, "target"},
		{`{"preset":"classic"}`, 2, 2, "first_dealer"},
	} {
		_, err := Setup.NewGame([]byte(c.rules), c.players, c.first)
		if fe := fieldOfDecode(err); fe == nil || fe.Field != c.field {
			t.Errorf("%s with %d players: error %v, want one on %q", c.rules, c.players, err, c.field)
		}
	}
	for _, name := range Setup.Presets {
		b, ok := Setup.PresetRules(name)
		var r Rules
		if !ok || json.Unmarshal(b, &r) != nil || r.Preset != name {
			t.Errorf("preset rules of %s: %s", name, b)
		}
	}
}
