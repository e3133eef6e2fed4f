package web

import (
	"testing"

	"schreiber/views"
)

// randomGame is a game of one kind as stored: its config, its players and
// the payloads of its entries, every one of which replays and none of
// which ends the game.
type randomGame struct {
	kind    views.Kind
	config  []byte
	players []string
	entries [][]byte
}

// newRandomGame makes a game of the kind with n entries, played at random
// by the kind's Play (scoring/scoringtest): each entry the first of its
// candidates that replays without ending the game.
func newRandomGame(tb testing.TB, k views.Kind, seed uint64, n int) randomGame {
	tb.Helper()
	g, err := k.Random(seed, n)
	if err != nil {
		tb.Fatalf("%s: %v", k.Name, err)
	}
	return randomGame{kind: k, config: g.Config, players: g.Players, entries: g.Entries}
}

// TestRandomGamesReplay checks the recipes: their games are long, and
// every entry counts.
func TestRandomGamesReplay(t *testing.T) {
	t.Parallel()
	for _, k := range kinds {
		g := newRandomGame(t, k, 1, 60)
		tb, err := k.Table(g.config, g.players, g.entries)
		if err != nil || tb.Broken() != nil {
			t.Fatalf("%s: %v %v", k.Name, err, tb.Broken())
		}
		if len(tb.Steps()) != len(g.entries) || len(g.entries) < 20 {
			t.Fatalf("%s: %d entries, %d steps", k.Name, len(g.entries), len(tb.Steps()))
		}
		t.Logf("%s: %d entries", k.Name, len(g.entries))
	}
}
