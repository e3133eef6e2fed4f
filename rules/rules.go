// Package rules holds what the referee engines share: text in both of the
// app's languages and the Ruling every question about a play is answered
// with. Each game's rules of play live in a package below this one.
package rules

// Text is one message in English and German. Engines write their reasons
// and explanations as Text so that the views show them in the reader's
// language without a message catalogue.
type Text struct {
	EN string `json:"en"`
	DE string `json:"de"`
}

// T builds a Text from two format strings sharing the same arguments;
// arguments that are cards, suits, texts, seats or sides are written in
// each language's own words (see Say).
func T(en, de string, args ...any) Text {
	if len(args) == 0 {
		return Text{EN: en, DE: de}
	}
	return Say(en, de, args...)
}

// In returns the text in the given language ("de" or anything else for
// English).
func (t Text) In(lang string) string {
	if lang == "de" && t.DE != "" {
		return t.DE
	}
	return t.EN
}

// Ref points at the section of a game's rules that a ruling rests on.
type Ref struct {
	Game    string `json:"game"`    // e.g. "gurke"
	Section string `json:"section"` // a stable id, e.g. "agurk.follow"
	Title   Text   `json:"title"`   // the section's heading for people
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
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg.EN }

// Errorf returns a *FieldError for field with a message in both languages.
func Errorf(field, en, de string, args ...any) error {
	return &FieldError{Field: field, Msg: T(en, de, args...)}
}

// Join concatenates texts with a space between them, language by language.
func Join(parts ...Text) Text {
	var out Text
	for _, p := range parts {
		if p.EN == "" && p.DE == "" {
			continue
		}
		if out.EN != "" || out.DE != "" {
			out.EN += " "
			out.DE += " "
		}
		out.EN += p.EN
		out.DE += p.DE
	}
	return out
}
