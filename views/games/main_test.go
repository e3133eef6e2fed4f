package games

import (
	"testing"

	"schreiber/views/viewtest"
)

// TestMain renders strictly: a message a catalog lacks shows as
// catalog.Missing.
func TestMain(m *testing.M) { viewtest.Main(m) }
