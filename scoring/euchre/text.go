package euchre

import (
	"schreiber/rules"
	"schreiber/scoring"
)

// tr returns message id with its arguments (see rules.T).
func tr(id string, args ...any) scoring.Text { return rules.T(id, args...) }

// trIf is tr where the text is shown, and nothing where it is not.
func trIf(explain bool, id string, args ...any) scoring.Text {
	if !explain {
		return scoring.Text{}
	}
	return tr(id, args...)
}
