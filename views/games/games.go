// Package games pairs every kind of game that scoring/games lists with how
// its pages draw it, and lists the games' rulebooks. A new game adds its
// Pages here, under its kind's name.
package games

import (
	"fmt"
	"sync"

	"schreiber/scoring/games"
	"schreiber/views"
	"schreiber/views/durak"
	"schreiber/views/euchre"
	"schreiber/views/gurke"
	"schreiber/views/hurrican"
	"schreiber/views/tupelkopf"
)

// pages are how each kind's games are drawn, by the kind's name.
var pages = map[string]views.Pages{
	"gurke":      gurke.Pages,
	"hurrican":   hurrican.Pages,
	"euchre":     euchre.Pages,
	"doppelkopf": tupelkopf.DoppelkopfPages,
	"tupelkopf":  tupelkopf.Pages,
	"durak":      durak.Pages,
}

// kinds are the kinds of game with their pages, in the order a table sees
// them: scoring/games's. They are paired on first use, once every package's
// list is whole.
var kinds = sync.OnceValue(func() []views.Kind { return pair(games.All(), pages) })

// pair pairs every kind with its pages; a kind without pages, or pages of
// no kind, is a mistake in the lists, and the server does not start.
func pair(all []games.Kind, pages map[string]views.Pages) []views.Kind {
	out := make([]views.Kind, 0, len(all))
	for _, k := range all {
		p, ok := pages[k.Name]
		if !ok {
			panic(fmt.Sprintf("views/games: the kind %q has no pages", k.Name))
		}
		out = append(out, views.Kind{Kind: k, Pages: p})
	}
	if len(out) != len(pages) {
		panic(fmt.Sprintf("views/games: %d kinds, but pages for %d", len(out), len(pages)))
	}
	return out
}

// Kinds lists every kind of game, in the order a table sees them.
func Kinds() []views.Kind { return kinds() }

// Of returns the kind with the given name.
func Of(name string) (views.Kind, bool) {
	for _, k := range kinds() {
		if k.Name == name {
			return k, true
		}
	}
	return views.Kind{}, false
}

// Rulebooks lists the rulebook of every game, in the order the home page
// names the games: the order of the kinds.
func Rulebooks() []views.Rulebook {
	out := make([]views.Rulebook, len(kinds()))
	for i, k := range kinds() {
		out[i] = k.Rulebook
	}
	return out
}

// RulebookOf returns the rulebook of the named game.
func RulebookOf(game string) (views.Rulebook, bool) {
	k, ok := Of(game)
	return k.Rulebook, ok
}
