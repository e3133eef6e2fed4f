package scoringtest

import (
	"reflect"
	"strconv"
	"testing"

	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Random plays a game of the kind at random by its Play (see
// replay.Kind.Random), failing the test unless it has n entries.
func Random(tb testing.TB, k replay.Kind, seed uint64, n int) replay.RandomGame {
	tb.Helper()
	g, err := k.Random(seed, n)
	if err != nil {
		tb.Fatalf("%s, seed %d: %v", k.Name, seed, err)
	}
	return g
}

// CheckRandomPlay plays games of the kind at random, one per seed, and
// checks at every length what holds for every kind: the game replayed
// whole is the game extended entry by entry (its summary, chart, result
// and next game alike), every entry counts, the chart has a row for the
// start and one for every entry, a result seats every player in a place
// among them with money that adds up to zero, and a next game is a game
// of the kind at the same table.
func CheckRandomPlay(t *testing.T, k replay.Kind, seeds, n int) {
	t.Helper()
	for seed := range uint64(seeds) {
		g := Random(t, k, seed, n)
		at, err := k.Replay(g.Config, g.Players, nil)
		if err != nil {
			t.Fatalf("%s: a new game does not replay: %v", k.Name, err)
		}
		for i, e := range g.Entries {
			var ok bool
			if at, ok = at.With(e); !ok || at.Broken() != nil {
				t.Fatalf("%s, seed %d: entry %d does not replay: %v", k.Name, seed, i, at.Broken())
			}
			if i%17 != 0 && i != len(g.Entries)-1 {
				continue
			}
			whole, err := k.Replay(g.Config, g.Players, g.Entries[:i+1])
			if err != nil || whole.Broken() != nil {
				t.Fatalf("%s, seed %d: %d entries do not replay: %v %v", k.Name, seed, i+1, err, whole.Broken())
			}
			checkAlike(t, k, g, i+1, whole, at)
		}
	}
}

// checkAlike checks a game of n entries replayed whole against the same
// game extended entry by entry.
func checkAlike(t *testing.T, k replay.Kind, g replay.RandomGame, n int, whole, extended replay.Table) {
	t.Helper()
	where := func(what string) string { return k.Name + " after " + itoa(n) + " entries: " + what }
	if !reflect.DeepEqual(whole.Summary(), extended.Summary()) {
		t.Fatalf("%s\n%+v\n%+v", where("the summaries differ"), whole.Summary(), extended.Summary())
	}
	s := whole.Series()
	rows := n // a row per entry, or per deal where the series counts deals alone
	if s.Deals {
		rows = min(s.Entries, n)
	}
	if !reflect.DeepEqual(s, extended.Series()) || len(s.Rows) != rows+1 || s.Entries != rows {
		t.Fatalf("%s: %d rows for %d entries", where("the charts differ or miss rows"), len(s.Rows), s.Entries)
	}
	for _, row := range s.Rows {
		if len(row) != len(s.Names) {
			t.Fatalf("%s: a row of %d for %d lines", where("the chart"), len(row), len(s.Names))
		}
	}
	if steps := whole.Steps(); len(steps) != n {
		t.Fatalf("%s", where(itoa(len(steps))+" steps"))
	}
	r, ok := whole.Result()
	r2, ok2 := extended.Result()
	if ok != ok2 || !reflect.DeepEqual(r, r2) {
		t.Fatalf("%s", where("the results differ"))
	}
	if ok {
		if len(r.Seats) != len(g.Players) || stats.Sum(r.Stakes) != 0 || stats.Sum(r.Points) != 0 {
			t.Fatalf("%s %+v", where("the result"), r)
		}
		for _, seat := range r.Seats {
			if seat.Place < 1 || seat.Place > len(g.Players) || len(seat.Counts) != len(k.Figures) {
				t.Fatalf("%s %+v", where("a seat of the result"), seat)
			}
		}
	}
	next, ok := whole.Next()
	next2, ok2 := extended.Next()
	if ok != ok2 || string(next) != string(next2) {
		t.Fatalf("%s", where("the next games differ"))
	}
	if ok {
		if t2, err := k.Replay(next, g.Players, nil); err != nil || t2.Broken() != nil {
			t.Fatalf("%s: %v", where("the next game does not replay"), err)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
