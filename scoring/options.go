package scoring

import (
	"encoding/json"
	"schreiber/rules/msg"
	"slices"
	"unicode/utf8"
)

// OptionKind says how the new game form asks for an option.
type OptionKind string

// The kinds of option.
const (
	OptionBool   OptionKind = "bool"
	OptionInt    OptionKind = "int"
	OptionSelect OptionKind = "choice"
	OptionText   OptionKind = "text"
)

// OptionChoice is one value a choice option can take.
type OptionChoice struct {
	Value string   `json:"value"`
	Label msg.Text `json:"label"`
}

// Option describes one field of a game's Rules for the new game form and
// the rules card.
type Option struct {
	Name    string         `json:"name"` // the JSON name of the field in Rules
	Label   msg.Text       `json:"label"`
	Kind    OptionKind     `json:"kind"`
	Min     int            `json:"min,omitempty"` // for int options
	Max     int            `json:"max,omitempty"` // for int options; for text, the most characters
	Choices []OptionChoice `json:"choices,omitempty"`
}

// OptionGroup is a heading of the rules form and its options.
type OptionGroup struct {
	Name    string   `json:"name"`
	Label   msg.Text `json:"label"`
	Options []Option `json:"options"`
}

// BoolOption describes a yes/no option.
func BoolOption(name, id string) Option {
	return Option{Name: name, Label: msg.T(id), Kind: OptionBool}
}

// IntOption describes a whole-number option from lo to hi.
func IntOption(name, id string, lo, hi int) Option {
	return Option{Name: name, Label: msg.T(id), Kind: OptionInt, Min: lo, Max: hi}
}

// ChoiceOption describes an option with named values.
func ChoiceOption(name, id string, choices ...OptionChoice) Option {
	return Option{Name: name, Label: msg.T(id), Kind: OptionSelect, Choices: choices}
}

// TextOption describes a free-text option of at most max characters.
func TextOption(name, id string, max int) Option {
	return Option{Name: name, Label: msg.T(id), Kind: OptionText, Max: max}
}

// Choice is one value of a choice option.
func Choice(value, id string) OptionChoice {
	return OptionChoice{Value: value, Label: msg.T(id)}
}

// OptionValues returns the fields of a rules struct by JSON name, as
// encoding/json reads them: bools, float64 numbers and strings.
func OptionValues(rules any) map[string]any {
	b, _ := json.Marshal(rules)
	m := map[string]any{}
	_ = json.Unmarshal(b, &m)
	return m
}

// CheckOptions reports, as a *FieldError, the first option of rules (a rules
// struct) that is out of its range or not one of its choices.
func CheckOptions(groups []OptionGroup, rules any) error {
	vals := OptionValues(rules)
	for _, g := range groups {
		for _, o := range g.Options {
			switch o.Kind {
			case OptionInt:
				n, _ := vals[o.Name].(float64)
				if int(n) < o.Min || int(n) > o.Max {
					return &msg.FieldError{Field: o.Name, Msg: msg.T("%s must be between %d and %d.", o.Label, o.Min, o.Max)}
				}
			case OptionSelect:
				s, _ := vals[o.Name].(string)
				if !slices.ContainsFunc(o.Choices, func(c OptionChoice) bool { return c.Value == s }) {
					return &msg.FieldError{Field: o.Name, Msg: msg.T("%q is not a choice for %s.", s, o.Label)}
				}
			case OptionText:
				s, _ := vals[o.Name].(string)
				if utf8.RuneCountInString(s) > o.Max {
					return &msg.FieldError{Field: o.Name, Msg: msg.T("%s may have at most %d characters.", o.Label, o.Max)}
				}
			}
		}
	}
	return nil
}

// DiffOptions names the options (by JSON name, in form order) whose values
// differ between two rules structs.
func DiffOptions(groups []OptionGroup, a, b any) []string {
	va, vb := OptionValues(a), OptionValues(b)
	var out []string
	for _, g := range groups {
		for _, o := range g.Options {
			if va[o.Name] != vb[o.Name] {
				out = append(out, o.Name)
			}
		}
	}
	return out
}

// FindOption returns the description of the named option.
func FindOption(groups []OptionGroup, name string) (Option, bool) {
	for _, g := range groups {
		for _, o := range g.Options {
			if o.Name == name {
				return o, true
			}
		}
	}
	return Option{}, false
}
