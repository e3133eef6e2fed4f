package hurrican

import (
	"reflect"
	"testing"

	"schreiber/scoring/replay"
	"schreiber/scoring/scoringtest"
)

// TestSeriesCountsDeals: a Hurrican tapped during a deal is an entry of its
// own but no deal; the chart, the table of deals and every count of the
// game's length count deals alone, the Hurricans inside the deal that
// follows them.
func TestSeriesCountsDeals(t *testing.T) {
	g := four()
	entries := []Entry{tap(0), deal(21, 6, 1, 1, nil), tap(1), tap(3), deal(20, 5, 0, None, nil), tap(2)}
	tb := scoringtest.Stored(t, Kind, g, g.Players, entries...)
	_, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	row := func(i int) []int { return []int{steps[i].After[0], steps[i].After[1]} }
	s := tb.Series()
	if !s.Deals || s.Entries != 2 || !reflect.DeepEqual(s.Rows, [][]int{{0, 0}, row(1), row(4)}) {
		t.Errorf("series: deals %v, %d entries, rows %v", s.Deals, s.Entries, s.Rows)
	}
	st := tb.Standing()
	if !st.Deals || st.Entries != 2 || !reflect.DeepEqual(st.Rows, [][]int{{0, 0}, row(5)}) {
		t.Errorf("standing: deals %v, %d entries, rows %v", st.Deals, st.Entries, st.Rows)
	}
	if n, deals := replay.Progress(tb, len(entries)); n != 2 || !deals {
		t.Errorf("progress: %d, deals %v", n, deals)
	}
}

// TestStandingBeforeTheFirstDeal: Hurricans tapped in the first deal are no
// deal yet: the Standing, like the Series, holds the start alone.
func TestStandingBeforeTheFirstDeal(t *testing.T) {
	g := two()
	tb := scoringtest.Stored(t, Kind, g, g.Players, tap(0), tap(0))
	for name, s := range map[string]replay.Series{"series": tb.Series(), "standing": tb.Standing()} {
		if s.Entries != 0 || !reflect.DeepEqual(s.Rows, [][]int{{0, 0}}) {
			t.Errorf("%s: %d entries, rows %v", name, s.Entries, s.Rows)
		}
	}
}
