package web

import (
	"schreiber/views"
	"schreiber/views/games"
)

// kinds lists every kind of game the pages can play, in the order a table
// sees them; views/games keeps the list.
var kinds = games.Kinds()

// kindOf returns the kind with the given name.
func kindOf(name string) (views.Kind, bool) { return games.Of(name) }
