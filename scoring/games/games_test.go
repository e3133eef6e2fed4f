package games

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"schreiber/rules/msg"
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

// A running game of every kind may change its Switchable options from the
// next deal on, and nothing else: another option, or another variant, is
// refused, naming the option.
func TestChangesFromTheNextDeal(t *testing.T) {
	for _, k := range All() {
		rules, _ := k.Setup.PresetRules(k.Setup.Presets[0])
		lo, _ := k.Setup.Seats(rules)
		config, err := k.Setup.NewGame(rules, max(lo, 4), 0)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		changed := func(name string) []byte {
			var c map[string]any
			json.Unmarshal(config, &c)
			r := c["rules"].(map[string]any)
			switch v := r[name].(type) {
			case bool:
				r[name] = !v
			case float64:
				r[name] = v + 1
			default:
				r[name] = fmt.Sprint(v) + "-other"
			}
			b, _ := json.Marshal(c)
			return b
		}
		for _, name := range k.Setup.Switchable {
			if err := k.Setup.FromNext(config, changed(name)); err != nil {
				t.Errorf("%s: %s from the next deal on refused: %v", k.Name, name, err)
			}
		}
		refused := 0
		for _, g := range k.Setup.Options {
			for _, o := range g.Options {
				if slices.Contains(k.Setup.Switchable, o.Name) {
					continue
				}
				var fe *msg.FieldError
				if err := k.Setup.FromNext(config, changed(o.Name)); !errors.As(err, &fe) || fe.Field != o.Name {
					t.Errorf("%s: %s from the next deal on: %v", k.Name, o.Name, err)
				}
				refused++
			}
		}
		if err := k.Setup.FromNext(config, changed("preset")); err == nil {
			t.Errorf("%s: another variant from the next deal on was taken", k.Name)
		}
		if refused+len(k.Setup.Switchable) == 0 {
			t.Errorf("%s: no option was tried", k.Name)
		}
	}
}
