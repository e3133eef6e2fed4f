// Package rules holds what the referee engines share: the Text every
// explanation, reason and error is written as, and the Ruling every question
// about a play is answered with. Each game's rules of play live in a package
// below this one.
package rules

import "encoding/json"

// Ref points at the section of a game's rules that a ruling rests on.
type Ref struct {
	Game    string `json:"game"`    // e.g. "gurke"
	Section string `json:"section"` // a stable id, e.g. "agurk.follow"
	Title   string `json:"title"`   // the message id of the section's heading
}

// Heading is the section's heading for people.
func (r Ref) Heading() Text { return T(r.Title) }

// UnmarshalJSON reads a reference, also one kept before the catalogs, whose
// title was written out in English and German: its English is the id.
func (r *Ref) UnmarshalJSON(b []byte) error {
	var in struct {
		Game    string          `json:"game"`
		Section string          `json:"section"`
		Title   json.RawMessage `json:"title"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*r = Ref{Game: in.Game, Section: in.Section}
	if len(in.Title) == 0 || string(in.Title) == "null" {
		return nil
	}
	if err := json.Unmarshal(in.Title, &r.Title); err == nil {
		return nil
	}
	var kept Text
	if err := json.Unmarshal(in.Title, &kept); err != nil {
		return err
	}
	r.Title = kept.EN
	return nil
}

// Ruling answers whether something is allowed, why, and by which rule.
type Ruling struct {
	Allowed bool `json:"allowed"`
	Reason  Text `json:"reason"`
	Rule    Ref  `json:"rule"`
}

// Allow returns a ruling that permits, with its reason and rule.
func Allow(rule Ref, reason Text) Ruling { return Ruling{Allowed: true, Reason: reason, Rule: rule} }

// Deny returns a ruling that forbids, with its reason and rule.
func Deny(rule Ref, reason Text) Ruling { return Ruling{Allowed: false, Reason: reason, Rule: rule} }

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
