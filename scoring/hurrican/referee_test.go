package hurrican

import "testing"

func TestRefereeRules(t *testing.T) {
	for _, c := range []struct {
		players  []string
		fullDeal bool
		want     string
	}{{[]string{"A", "B"}, false, "two"}, {[]string{"A", "B", "C", "D"}, false, "four"}, {[]string{"A", "B", "C", "D"}, true, "four-all"}} {
		g := Game{Rules: Classic(), Players: c.players}
		g.Rules.FullDeal = c.fullDeal
		if got := g.Referee(); got.Preset != c.want || got.Validate() != nil {
			t.Errorf("%d players, full deal %v: %+v, want %s", len(c.players), c.fullDeal, got, c.want)
		}
	}
}
