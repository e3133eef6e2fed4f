package euchre

import (
	"testing"

	"schreiber/scoring/euchre"
	"schreiber/views"
	"schreiber/views/viewtest"
)

// TestMain renders strictly: a message a catalog lacks shows as
// catalog.Missing.
func TestMain(m *testing.M) { viewtest.Main(m) }

// Kind is the game with its pages, as views/games pairs them.
var Kind = views.Kind{Kind: euchre.Kind, Pages: Pages}
