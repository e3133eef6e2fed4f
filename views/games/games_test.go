package games

import (
	"slices"
	"testing"

	"schreiber/scoring/games"
	"schreiber/views"
)

// TestEveryKindHasItsPages checks that the pages list the kinds of
// scoring/games, no more and no fewer, in its order, and that a list that
// differs stops the server from starting.
func TestEveryKindHasItsPages(t *testing.T) {
	var want, got []string
	for _, k := range games.All() {
		want = append(want, k.Name)
	}
	for _, k := range Kinds() {
		got = append(got, k.Name)
		if k.Draw == nil || k.Replay == nil {
			t.Errorf("%s: a kind without its replay or its drawing", k.Name)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("the pages list %v, scoring/games %v", got, want)
	}
	fewer := map[string]views.Pages{}
	for name, p := range pages {
		if name != "durak" {
			fewer[name] = p
		}
	}
	more := map[string]views.Pages{"skat": {}}
	for name, p := range pages {
		more[name] = p
	}
	for name, p := range map[string]map[string]views.Pages{"a kind without pages": fewer, "pages of no kind": more} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: paired without a word", name)
				}
			}()
			pair(games.All(), p)
		}()
	}
}
