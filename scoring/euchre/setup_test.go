package euchre

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

// TestOptionsAgreeWithValidate checks every preset against the options'
// ranges, and that Validate takes exactly the targets and penalties the
// labels name: a number in range that the labels leave out is refused.
func TestOptionsAgreeWithValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if err := scoring.CheckOptions(OptionGroups(), r); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	base, _ := Preset("five")
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
	for field, values := range map[string][]int{"target": {4, 5, 6, 7, 8, 9, 10, 11}, "lone_euchred": {1, 2, 3, 4, 5}} {
		o, _ := scoring.FindOption(OptionGroups(), field)
		for _, v := range values {
			ok := (field == "target" && (v == 5 || v == 7 || v == 10)) || (field == "lone_euchred" && (v == 2 || v == 4))
			err := with(field, v).Validate()
			if ok != (err == nil) {
				t.Errorf("%s=%d: %v", field, v, err)
			}
			if err != nil && fieldError(err).Field != field {
				t.Errorf("%s=%d refused for %s", field, v, fieldError(err).Field)
			}
			if ok && (v < o.Min || v > o.Max) {
				t.Errorf("%s=%d is valid but outside the option's range %d–%d", field, v, o.Min, o.Max)
			}
		}
	}
}

func TestSetupStartsGames(t *testing.T) {
	for _, name := range PresetNames() {
		rules, _ := Setup.PresetRules(name)
		if lo, hi := Setup.Seats(rules); lo != 4 || hi != 4 {
			t.Errorf("%s seats %d–%d", name, lo, hi)
		}
		for _, n := range []int{2, 3, 5} {
			if _, err := Setup.NewGame(rules, n, 0); fieldError(err) == nil || fieldError(err).Field != "players" {
				t.Errorf("%s with %d: %v", name, n, err)
			}
		}
		config, err := Setup.NewGame(rules, 4, 3)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g, err := DecodeGame(config)
		want, _ := Preset(name)
		if err != nil || g.Rules != want || g.FirstDealer != 3 || g.Players != nil {
			t.Errorf("%s: stored %s (%v)", name, config, err)
		}
	}
	config, err := Setup.NewGame([]byte(`{"preset":"five","target":7,"rubber":true,"lone_euchred":4}`), 4, 0)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := DecodeGame(config); g.Rules.Target != 7 || !g.Rules.Rubber || g.Rules.LoneEuchred != 4 {
		t.Errorf("changed options lost: %s", config)
	}
	if _, err := Setup.NewGame([]byte(`{"preset":"five","target":8}`), 4, 0); fieldError(err) == nil || fieldError(err).Field != "target" {
		t.Errorf("a game to 8: %v", err)
	}
}
