package games

import (
	"maps"
	"runtime"
	"slices"
	"testing"

	"schreiber/scoring/replay"
	"schreiber/scoring/scoringtest"
)

// keptEntryBytes is how much live heap a kept game of each kind may grow by
// for every entry added to it (Table.With), on a game played at random from
// 100 entries to 400: a server keeps its busiest games, and a game that
// runs long holds every entry. Measured on 2026-11-29, eight runs, plus a
// tenth; a kind without one is held to the largest. docs/performance.md
// ("Budgets that guard the server") says how to move one.
var keptEntryBytes = map[string]int{
	"gurke":      390, // measured 344-348 (677 before a step's text and the money left every deal's standings)
	"hurrican":   650, // measured 588 (1,439 while every step kept its text)
	"euchre":     340, // measured 306-309
	"doppelkopf": 745, // measured 661-669 (1,188 while every deal kept its items in words)
	"tupelkopf":  695, // measured 621-632 (1,267 while every deal kept its items in words)
	"durak":      375, // measured 337-339
}

// TestKeptEntryWeight weighs what a kept game holds for each entry added
// to it. Other tests in the package leave garbage and caches behind, so the
// weighing runs in a process of its own.
func TestKeptEntryWeight(t *testing.T) {
	if !scoringtest.Alone(t) {
		return
	}
	const stored, added = 100, 300
	for _, k := range All() {
		g, err := k.Random(1, stored+added)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		grow := func() (replay.Table, int64) {
			table, err := k.Replay(g.Config, g.Players, g.Entries[:stored])
			if err != nil || table.Broken() != nil {
				t.Fatalf("%s: the first %d entries do not replay: %v", k.Name, stored, err)
			}
			before := scoringtest.LiveHeap()
			for i, e := range g.Entries[stored:] {
				next, ok := table.With(e)
				if !ok || next.Broken() != nil {
					t.Fatalf("%s: entry %d does not replay", k.Name, stored+i)
				}
				table = next
			}
			return table, scoringtest.LiveHeap() - before
		}
		// The first game fills what every game of the kind shares (its
		// decks, its lists of rules); the second is weighed.
		grow()
		table, grown := grow()
		each := float64(grown) / added
		runtime.KeepAlive(table)
		budget := keptBudget(k.Name)
		t.Logf("%s: %.0f bytes of live heap for each entry kept, budget %d", k.Name, each, budget)
		if each > float64(budget) {
			t.Errorf("%s: a kept game grows by %.0f bytes for each entry, over its budget of %d; if that is "+
				"deliberate, measure, say why in the commit and move keptEntryBytes (docs/performance.md, "+
				"\"Budgets that guard the server\")", k.Name, each, budget)
		}
	}
}

// keptBudget is the kind's budget of bytes for each entry kept: its own, or
// the largest any kind has.
func keptBudget(kind string) int {
	if b, ok := keptEntryBytes[kind]; ok {
		return b
	}
	return slices.Max(slices.Collect(maps.Values(keptEntryBytes)))
}
