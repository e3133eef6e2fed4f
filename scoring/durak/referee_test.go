package durak

import (
	"testing"

	rd "schreiber/rules/durak"
)

func TestRefereeRules(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		got := r.Referee()
		if err := got.Validate(); err != nil || got.Teams != r.Teams {
			t.Errorf("%s: %+v, %v", name, got, err)
		}
		if (got.FirstAttack == rd.FirstLeftOfDealer) != (r.FirstAttack == LeftOfDealer) ||
			(got.NextDeal == rd.DurakTaught) != (r.NextAttack == FoolTaught) {
			t.Errorf("%s: who attacks first is not carried over: %+v", name, got)
		}
	}
}
