package euchre

import "schreiber/rules/msg"

// trIf is message id with its arguments where the text is shown, and
// nothing where it is not.
func trIf(explain bool, id string, args ...any) msg.Text {
	if !explain {
		return msg.Text{}
	}
	return msg.T(id, args...)
}
