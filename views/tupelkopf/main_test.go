package tupelkopf

import (
	"testing"

	"schreiber/scoring/tupelkopf"
	"schreiber/views"
	"schreiber/views/viewtest"
)

// TestMain renders strictly: a message a catalog lacks shows as
// catalog.Missing.
func TestMain(m *testing.M) { viewtest.Main(m) }

// Kind is the game with its pages, as views/games pairs them.
var Kind = views.Kind{Kind: tupelkopf.Kind, Pages: Pages}

// DoppelkopfKind is Doppelkopf with its pages, as views/games pairs them.
var DoppelkopfKind = views.Kind{Kind: tupelkopf.DoppelkopfKind, Pages: DoppelkopfPages}
