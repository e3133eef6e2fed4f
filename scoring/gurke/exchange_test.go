package gurke

import (
	"testing"

	rg "schreiber/rules/gurke"
)

// Every preset's exchange option is one the referee can rule on.
func TestPresetExchangesAreRefereed(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		ruling, err := rg.CheckExchange(rg.Exchange(r.Exchange), rg.Swap{Opener: true, Hand: 6, Stock: 10, Count: 1})
		if err != nil {
			t.Errorf("%s: exchange %q: %v", name, r.Exchange, err)
		}
		if want := r.Exchange != "none"; ruling.Allowed != want {
			t.Errorf("%s: exchanging one card allowed %v, want %v", name, ruling.Allowed, want)
		}
	}
}
