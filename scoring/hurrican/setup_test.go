package hurrican

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"schreiber/scoring"
)

func TestOptionGroupsDescribeEveryRule(t *testing.T) {
	var named []string
	for _, g := range OptionGroups() {
		for _, o := range g.Options {
			if slices.Contains(named, o.Name) {
				t.Errorf("option %s is listed twice", o.Name)
			}
			if o.Label.IsZero() {
				t.Errorf("option %s lacks a label", o.Name)
			}
			named = append(named, o.Name)
		}
	}
	typ := reflect.TypeOf(Rules{})
	var fields []string
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		fields = append(fields, name)
		if name != "preset" && !slices.Contains(named, name) {
			t.Errorf("Rules.%s has no option", name)
		}
	}
	for _, n := range named {
		if !slices.Contains(fields, n) {
			t.Errorf("option %s names no field of Rules", n)
		}
	}
}

// TestOptionsAgreeWithValidate checks that both presets pass the options'
// ranges and that Validate refuses what lies just outside them.
func TestOptionsAgreeWithValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if err := scoring.CheckOptions(OptionGroups(), r); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	with := func(field string, v any) Rules {
		m := scoring.OptionValues(Classic())
		m[field] = v
		b, _ := json.Marshal(m)
		var r Rules
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct {
		field string
		value any
		ok    bool
	}{
		{"target", 8, true}, {"target", 200, true}, {"target", 0, false}, {"target", 201, false},
		{"double_below", 0, true}, {"double_below", 16, true}, {"double_below", 17, false}, {"double_below", -1, false},
		{"chips", 0, true}, {"chips", 100000, true}, {"chips", -1, false}, {"chips", 100001, false},
		{"finish", FinishCount, true}, {"finish", FinishHigher, true}, {"finish", "coin", false},
	} {
		err := with(tc.field, tc.value).Validate()
		if tc.ok != (err == nil) {
			t.Errorf("%s=%v: %v", tc.field, tc.value, err)
		}
		if !tc.ok && fieldOfDecode(err) != nil && fieldOfDecode(err).Field != tc.field {
			t.Errorf("%s=%v refused for %s", tc.field, tc.value, fieldOfDecode(err).Field)
		}
	}
}

func TestSetupStartsGames(t *testing.T) {
	for _, tc := range []struct {
		preset  string
		players int
		field   string // "" when the game starts
	}{
		{"classic", 1, "players"}, {"classic", 2, ""}, {"classic", 3, "players"}, {"classic", 4, ""}, {"classic", 5, "players"},
		{"full-deal", 2, "full_deal"}, {"full-deal", 4, ""},
	} {
		rules, _ := Setup.PresetRules(tc.preset)
		config, err := Setup.NewGame(rules, tc.players, 1)
		if tc.field != "" {
			if fe := fieldOfDecode(err); fe == nil || fe.Field != tc.field {
				t.Errorf("%s with %d: %v, want a refusal of %s", tc.preset, tc.players, err, tc.field)
			}
			continue
		}
		g, err := DecodeGame(config)
		if err != nil || g.Rules.Preset != tc.preset || g.FirstDealer != 1 || g.Players != nil {
			t.Errorf("%s with %d: stored %s (%v)", tc.preset, tc.players, config, err)
		}
	}
	full, _ := Setup.PresetRules("full-deal")
	if lo, hi := Setup.Seats(full); lo != 4 || hi != 4 {
		t.Errorf("the full deal seats %d–%d", lo, hi)
	}
	classic, _ := Setup.PresetRules("classic")
	if lo, hi := Setup.Seats(classic); lo != 2 || hi != 4 {
		t.Errorf("classic seats %d–%d", lo, hi)
	}
	config, err := Setup.NewGame([]byte(`{"preset":"classic","target":21,"double_below":10,"finish":"higher","chips":5,"full_deal":false}`), 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := DecodeGame(config); g.Rules.Target != 21 || g.Rules.DoubleBelow != 10 || g.Rules.Finish != FinishHigher || g.Rules.Chips != 5 {
		t.Errorf("changed options lost: %s", config)
	}
	if _, err := Setup.NewGame([]byte(`{"preset":"classic","target":16,"double_below":20}`), 2, 0); fieldOfDecode(err) == nil || fieldOfDecode(err).Field != "double_below" {
		t.Errorf("a double mark above the target: %v", err)
	}
	if _, err := Setup.NewGame([]byte(`{"preset":"classic"}`), 2, 2); fieldOfDecode(err) == nil || fieldOfDecode(err).Field != "first_dealer" {
		t.Errorf("a first dealer in seat 3 of 2: %v", err)
	}
}
