package tupelkopf

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
// valid and that Validate refuses what lies just outside them. Every preset
// fits the options of its own game; the options of Doppelkopf alone are
// tried on the doppelkopf preset without a number of deals, so that one in
// rounds may be set, the others on ploen.
func TestOptionsAgreeWithValidate(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if err := scoring.CheckOptions(optionsWhere(r.DDV()), r); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	ploen, _ := Preset("ploen")
	ddv, _ := Preset("doppelkopf")
	ddv.Deals = 0
	with := func(field string, v any) Rules {
		base := ploen
		if field != "scoring" && !optionOf(field, false) {
			base = ddv
		}
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
			}
			if o.Label.IsZero() {
				t.Errorf("%s lacks a label", o.Name)
			}
		}
	}
}

func TestSetupStartsEvenTables(t *testing.T) {
	rules, _ := Setup.PresetRules("ploen-split")
	for players := 2; players <= 22; players++ {
		config, err := Setup.NewGame(rules, players, players-1)
		even := players%2 == 0 && players >= 4 && players <= 20
		if even != (err == nil) {
			t.Errorf("%d players: %v", players, err)
			continue
		}
		if !even {
			if fieldOf(err) != "players" {
				t.Errorf("%d players refused for %v, want the players", players, err)
			}
			continue
		}
		g, err := decodeGame(config)
		if err != nil || g.Rules.Tally != TallySplit || g.FirstDealer != players-1 || g.Players != nil {
			t.Errorf("%d players: stored %s (%v)", players, config, err)
		}
	}
	if lo, hi := Setup.Seats(rules); lo != 4 || hi != 20 {
		t.Errorf("seats %d–%d", lo, hi)
	}
	// An option changed on the form is kept; one out of range is refused.
	config, err := Setup.NewGame([]byte(`{"preset":"ploen","tally":"net","share":"pairwise","deals":24,"against_after_failed_call":true}`), 6, 0)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := decodeGame(config); g.Rules.Share != SharePairwise || g.Rules.Deals != 24 || !g.Rules.AgainstAfterFailedCall {
		t.Errorf("changed options lost: %s", config)
	}
	if _, err := Setup.NewGame([]byte(`{"preset":"ploen","deals":5000}`), 4, 0); fieldOf(err) != "deals" {
		t.Errorf("5000 deals: %v", err)
	}
	if _, err := Setup.NewGame(rules, 4, 4); fieldOf(err) != "first_dealer" {
		t.Errorf("first dealer outside the table: %v", err)
	}
}
