package games

import (
	"os"
	"schreiber/scoring/stats"
	"schreiber/views"
	"schreiber/views/viewtest"
	"strings"
	"testing"
)

// TestEveryKindsResultFitsItsFigures checks for every kind's golden games
// that a result has a seat for every player, places in range, as many
// counts as the kind has figures, a side's figures alike for all its
// seats, and money that adds up to zero.
func TestEveryKindsResultFitsItsFigures(t *testing.T) {
	for _, tc := range []struct {
		kind views.Kind
		dir  string
	}{
		{mustOf("hurrican"), "../../scoring/hurrican/testdata/games"},
		{mustOf("euchre"), "../../scoring/euchre/testdata/games"},
		{mustOf("durak"), "../../scoring/durak/testdata"},
		{mustOf("tupelkopf"), "../../scoring/tupelkopf/testdata"},
	} {
		files, _ := os.ReadDir(tc.dir)
		seen := 0
		for _, f := range files {
			if !strings.HasSuffix(f.Name(), ".json") || strings.Contains(f.Name(), "golden") {
				continue
			}
			tab := viewtest.File(t, tc.kind, tc.dir+"/"+f.Name())
			r, ok := tab.Result()
			if !ok {
				continue
			}
			seen++
			n := len(r.Seats)
			for seat, s := range r.Seats {
				if s.Place < 1 || s.Place > n || len(s.Counts) != len(tc.kind.Figures) {
					t.Errorf("%s seat %d: %+v", f.Name(), seat, s)
				}
			}
			if err := viewtest.SidesAlike(r, tc.kind.Figures); err != "" {
				t.Errorf("%s: %s", f.Name(), err)
			}
			if stats.Sum(r.Stakes) != 0 || stats.Sum(r.Points) != 0 {
				t.Errorf("%s: money does not add up: %v %v", f.Name(), r.Stakes, r.Points)
			}
		}
		if seen == 0 {
			t.Errorf("%s: no game with a result", tc.kind.Name)
		}
	}
}

// TestSideFiguresAreMarked checks that a kind's figures a side did as a
// whole say so in their labels.
func TestSideFiguresAreMarked(t *testing.T) {
	for _, k := range []views.Kind{mustOf("gurke"), mustOf("hurrican"), mustOf("euchre"), mustOf("durak"), mustOf("tupelkopf")} {
		for _, f := range k.Figures {
			marked := strings.HasSuffix(views.EN.Of(f.Label), " (side)") || strings.HasSuffix(views.EN.Of(f.Label), " (team)")
			markedDE := strings.HasSuffix(views.DE.Of(f.Label), " (Seite)") || strings.HasSuffix(views.DE.Of(f.Label), " (Team)")
			if f.Side != marked || f.Side != markedDE {
				t.Errorf("%s %s: side %v, label %q / %q", k.Name, f.Key, f.Side, views.EN.Of(f.Label), views.DE.Of(f.Label))
			}
		}
	}
}

// mustOf returns the kind with the given name, which every test here knows.
func mustOf(name string) views.Kind {
	k, ok := Of(name)
	if !ok {
		panic("no kind " + name)
	}
	return k
}
