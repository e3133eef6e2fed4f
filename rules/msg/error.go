package msg

import "errors"

// FieldError says that one field of an entry, a situation or a set of rules
// is wrong and why, in words a player understands.
type FieldError struct {
	Field string // the JSON name of the field, e.g. "plays" or "plays[2].card"
	Msg   Text
}

// Error returns the English message prefixed with the field.
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg.String() }

// Errorf returns a *FieldError for field with the message id and its
// arguments.
func Errorf(field, id string, args ...any) error {
	return &FieldError{Field: field, Msg: T(id, args...)}
}

// From returns what a player should read about err: the text of the first
// FieldError in its chain, or a general sentence for anything else.
func From(err error) Text {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Msg
	}
	return T("This entry cannot be accepted.")
}
