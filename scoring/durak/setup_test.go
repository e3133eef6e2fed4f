package durak

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"schreiber/scoring"
)

// jsonFields lists the JSON names of a struct's fields.
func jsonFields(v any) []string {
	var out []string
	t := reflect.TypeOf(v)
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	return out
}

func TestOptionGroupsDescribeEveryRule(t *testing.T) {
	var named []string
	for _, g := range OptionGroups() {
		for _, o := range g.Options {
			if slices.Contains(named, o.Name) {
				t.Errorf("option %s is listed twice", o.Name)
			}
			named = append(named, o.Name)
		}
	}
	fields := jsonFields(Rules{})
	for _, f := range fields {
		if f != "preset" && !slices.Contains(named, f) {
			t.Errorf("Rules.%s has no option", f)
		}
	}
	for _, n := range named {
		if !slices.Contains(fields, n) {
			t.Errorf("option %s names no field of Rules", n)
		}
	}
}

// TestOptionsAgreeWithValidate checks that every value the options offer is
// valid and that Validate refuses what lies just outside them, the
// forfeit's length included.
func TestOptionsAgreeWithValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if err := scoring.CheckOptions(OptionGroups(), r); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	base, _ := Preset("classic")
	with := func(field string, v any) Rules {
		m := scoring.OptionValues(base)
		m[field] = v
		b, _ := json.Marshal(m)
		var r Rules
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, g := range OptionGroups() {
		for _, o := range g.Options {
			switch o.Kind {
			case scoring.OptionInt:
				for _, v := range []int{o.Min, o.Max} {
					if err := with(o.Name, v).Validate(); err != nil {
						t.Errorf("%s=%d refused: %v", o.Name, v, err)
					}
				}
				for _, v := range []int{o.Min - 1, o.Max + 1} {
					if fieldOf(with(o.Name, v).Validate()) != o.Name {
						t.Errorf("%s=%d accepted", o.Name, v)
					}
				}
			case scoring.OptionSelect:
				for _, ch := range o.Choices {
					if err := with(o.Name, ch.Value).Validate(); err != nil {
						t.Errorf("%s=%s refused: %v", o.Name, ch.Value, err)
					}
				}
				if fieldOf(with(o.Name, "nonsense").Validate()) != o.Name {
					t.Errorf("%s=nonsense accepted", o.Name)
				}
			case scoring.OptionText:
				if err := with(o.Name, strings.Repeat("ä", o.Max)).Validate(); err != nil {
					t.Errorf("%s of %d letters refused: %v", o.Name, o.Max, err)
				}
				long := with(o.Name, strings.Repeat("ä", o.Max+1))
				if fieldOf(long.Validate()) != o.Name || fieldOf(scoring.CheckOptions(OptionGroups(), long)) != o.Name {
					t.Errorf("%s of %d letters accepted", o.Name, o.Max+1)
				}
			}
			if o.Label.IsZero() {
				t.Errorf("%s lacks a label", o.Name)
			}
		}
	}
}

func TestSetupStartsSeries(t *testing.T) {
	for _, tc := range []struct {
		preset  string
		players int
		ok      bool
	}{
		{"classic", 1, false}, {"classic", 2, true}, {"classic", 5, true}, {"classic", 6, true}, {"classic", 7, false},
		{"teams", 2, false}, {"teams", 4, true}, {"teams", 5, false}, {"teams", 6, true},
		{"fool-taught", 3, true}, {"old", 4, true},
	} {
		rules, _ := Setup.PresetRules(tc.preset)
		config, err := Setup.NewGame(rules, tc.players, 1)
		if tc.ok != (err == nil) {
			t.Errorf("%s with %d: %v", tc.preset, tc.players, err)
			continue
		}
		if !tc.ok {
			if fieldOf(err) != "players" {
				t.Errorf("%s with %d refused for %v, want the players", tc.preset, tc.players, err)
			}
			continue
		}
		g, err := decodeGame(config)
		if err != nil || g.Rules.Preset != tc.preset || g.FirstDealer != 1 || g.Players != nil {
			t.Errorf("%s with %d: stored %s (%v)", tc.preset, tc.players, config, err)
		}
	}
	teams, _ := Setup.PresetRules("teams")
	if lo, hi := Setup.Seats(teams); lo != 4 || hi != 6 {
		t.Errorf("teams seat %d–%d", lo, hi)
	}
	config, err := Setup.NewGame([]byte(`{"preset":"classic","teams":false,"first_attack":"lowest-trump","next_attack":"fool-taught","loss_limit":3,"deals":0,"forfeit":"crow like a rooster"}`), 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := decodeGame(config); g.Rules.LossLimit != 3 || g.Rules.Forfeit != "crow like a rooster" || g.Rules.NextAttack != FoolTaught {
		t.Errorf("changed options lost: %s", config)
	}
	long := `{"preset":"classic","forfeit":"` + strings.Repeat("x", MaxForfeit+1) + `"}`
	if _, err := Setup.NewGame([]byte(long), 3, 0); fieldOf(err) != "forfeit" {
		t.Errorf("a forfeit of %d characters: %v", MaxForfeit+1, err)
	}
}
