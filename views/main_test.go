package views

import (
	"os"
	"testing"

	"schreiber/views/catalog"
)

// TestMain renders strictly: a message a catalog lacks shows as
// catalog.Missing.
func TestMain(m *testing.M) {
	catalog.SetStrict(true)
	os.Exit(m.Run())
}
