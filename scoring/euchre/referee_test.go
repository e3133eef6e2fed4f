package euchre

import "testing"

func TestRefereeRules(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		if got := r.Referee(); got.Validate() != nil || got.Deck != 24 || got.Joker {
			t.Errorf("%s: %+v", name, got)
		}
	}
}
