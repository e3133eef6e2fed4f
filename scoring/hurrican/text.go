package hurrican

import (
	"schreiber/rules"
	"schreiber/scoring"
)

// tr formats a text in both languages; arguments that are texts themselves
// are filled in language by language (see rules.Say).
func tr(id string, args ...any) scoring.Text { return rules.T(id, args...) }

// fieldErr returns a *scoring.FieldError whose message is formatted like tr.
func fieldErr(field, id string, args ...any) error {
	return &scoring.FieldError{Field: field, Msg: tr(id, args...)}
}
