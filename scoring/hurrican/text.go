package hurrican

import (
	"schreiber/rules"
	"schreiber/scoring"
)

// tr returns message id with its arguments (see rules.T).
func tr(id string, args ...any) scoring.Text { return rules.T(id, args...) }

// fieldErr returns a *scoring.FieldError whose message is formatted like tr.
func fieldErr(field, id string, args ...any) error {
	return &scoring.FieldError{Field: field, Msg: tr(id, args...)}
}
