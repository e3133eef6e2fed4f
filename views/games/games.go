// Package games lists every kind of game the pages play, in the order a
// table sees them, and their rulebooks. A new game adds its line here.
package games

import (
	"slices"

	"schreiber/views"
	"schreiber/views/durak"
	"schreiber/views/euchre"
	"schreiber/views/gurke"
	"schreiber/views/hurrican"
	"schreiber/views/tupelkopf"
)

// kinds are the kinds of game, in the order a table sees them.
var kinds = []views.Kind{
	gurke.Kind,
	hurrican.Kind,
	euchre.Kind,
	tupelkopf.DoppelkopfKind,
	tupelkopf.Kind,
	durak.Kind,
}

// Kinds lists every kind of game, in the order a table sees them.
func Kinds() []views.Kind { return slices.Clone(kinds) }

// Of returns the kind with the given name.
func Of(name string) (views.Kind, bool) {
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return views.Kind{}, false
}

// Rulebooks lists the rulebook of every game, in the order the home page
// names the games: the order of the kinds.
func Rulebooks() []views.Rulebook {
	out := make([]views.Rulebook, len(kinds))
	for i, k := range kinds {
		out[i] = k.Rulebook
	}
	return out
}

// RulebookOf returns the rulebook of the named game.
func RulebookOf(game string) (views.Rulebook, bool) {
	k, ok := Of(game)
	return k.Rulebook, ok
}
