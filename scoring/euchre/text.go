package euchre

import (
	"schreiber/scoring"
)

// trIf is message id with its arguments where the text is shown, and
// nothing where it is not.
func trIf(explain bool, id string, args ...any) scoring.Text {
	if !explain {
		return scoring.Text{}
	}
	return scoring.T(id, args...)
}
