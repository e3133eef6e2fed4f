package hurrican

import (
	"fmt"

	"schreiber/scoring"
)

// tr formats a text in both languages; arguments that are texts themselves
// are filled in language by language.
func tr(en, de string, args ...any) scoring.Text {
	ea := make([]any, len(args))
	da := make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(scoring.Text); ok {
			ea[i], da[i] = t.EN, t.DE
		} else {
			ea[i], da[i] = a, a
		}
	}
	return scoring.Text{EN: fmt.Sprintf(en, ea...), DE: fmt.Sprintf(de, da...)}
}

// fieldErr returns a *scoring.FieldError whose message is formatted like tr.
func fieldErr(field, en, de string, args ...any) error {
	return &scoring.FieldError{Field: field, Msg: tr(en, de, args...)}
}
