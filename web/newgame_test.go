package web

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"schreiber/db"
)

// TestUsualPlayers: a new game comes with the players of the evening's
// last game ticked, in their seating order and without the archived; the
// evening's first with every active player; either only if they are as many
// as the game seats.
func TestUsualPlayers(t *testing.T) {
	t.Parallel()
	players := []db.Player{{ID: "a"}, {ID: "b"}, {ID: "c"}, {ID: "d"}, {ID: "e", Archived: true}}
	seat := func(ids ...string) db.Game {
		var g db.Game
		for _, id := range ids {
			g.Seats = append(g.Seats, db.Player{ID: id})
		}
		return g
	}
	for _, tt := range []struct {
		name   string
		games  []db.Game
		lo, hi int
		want   string
		hint   bool
	}{
		{"the first game: every active player", nil, 2, 6, "a b c d", false},
		{"the first game: too many for the kind", nil, 2, 3, "", true},
		{"the last game's, in its seating", []db.Game{seat("a", "b", "c", "d"), seat("c", "a", "d")}, 3, 4, "c a d", false},
		{"an archived player is left out", []db.Game{seat("e", "b", "c")}, 2, 4, "b c", false},
		{"the last game's do not fit", []db.Game{seat("a", "b", "c")}, 4, 4, "", true},
	} {
		got, hint := usualPlayers(tt.games, players, tt.lo, tt.hi)
		if strings.Join(got, " ") != tt.want || hint.IsZero() == tt.hint {
			t.Errorf("%s: %v, hint %v", tt.name, got, hint)
		}
	}
}

// TestNewGameStartsWithTheLastPlayers: the evening's second game comes with
// the first one's players ticked, and Start with none ticked says what to
// do.
func TestNewGameStartsWithTheLastPlayers(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai", "Dora")
	page := d.get(tb.evening + "/games/new?kind=durak")
	if got := checkedValues(page.doc, "player"); len(got) != 4 {
		t.Errorf("the second game comes with %d players ticked, want the first game's 4", len(got))
	}
	form := url.Values{"kind": {"durak"}, "preset": {"classic"}}
	res := d.post(tb.evening+"/games", form)
	if say := fmt.Sprint(texts(byTestID(res.doc, "form-error"))); res.status != 422 || !strings.Contains(say, "Tick who plays, then start the game.") {
		t.Errorf("Start with none ticked: %d %s", res.status, say)
	}
}
