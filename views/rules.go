package views

import "schreiber/rules/msg"

// OptionView is one house-rule option, as a field of the new game form or
// a line of a game's rules card.
type OptionView struct {
	Name    string // the option's JSON name; the form field is "opt-" + Name
	Label   msg.Text
	Kind    string   // "bool", "int" or "choice"
	Min     int      // for int options
	Max     int      // for int options
	Value   string   // as the form sends it: "true" or "false" for bools
	Shown   msg.Text // the value for people
	Choices []ChoiceView
	Differs bool     // the value is not the preset's
	Preset  msg.Text // the preset's value for people, where it differs
	Error   bool     // the validation message is about this option
}

// ChoiceView is one value a choice option can take.
type ChoiceView struct {
	Value string
	Label msg.Text
}

// OptionGroupView is a heading of the rules and its options.
type OptionGroupView struct {
	Name    string
	Label   msg.Text
	Options []OptionView
}

// Checked reports whether a bool option is on.
func (o OptionView) Checked() bool { return o.Value == "true" }

func optionField(o OptionView) string { return "opt-" + o.Name }

func optionClass(o OptionView) string {
	switch {
	case o.Error:
		return "option bad"
	case o.Differs:
		return "option differs"
	}
	return "option"
}

func differing(groups []OptionGroupView) int {
	n := 0
	for _, g := range groups {
		for _, o := range g.Options {
			if o.Differs {
				n++
			}
		}
	}
	return n
}

// optionsOpen reports whether the option list should start open: when an
// option differs from the preset or is the one a message is about.
func optionsOpen(groups []OptionGroupView) bool {
	for _, g := range groups {
		for _, o := range g.Options {
			if o.Differs || o.Error {
				return true
			}
		}
	}
	return false
}

// optionCount counts the options of all groups.
func optionCount(groups []OptionGroupView) int {
	n := 0
	for _, g := range groups {
		n += len(g.Options)
	}
	return n
}

// RulesCardView is a game's frozen house rules against the preset they
// started from, as the game page's rules card shows them.
type RulesCardView struct {
	Game   string   // the kind's name; the card links to the game's rules page
	Preset msg.Text // the preset's title
	Anchor string   // the rules page's section on the preset, if it has one
	Groups []OptionGroupView
	// FixPath is where a scorer corrects the rules; "" for a viewer.
	FixPath string
	// SeatsPath is where a scorer changes who sits at the table; "" for
	// a viewer.
	SeatsPath string
}

// Plays says in one sentence which preset the table plays and in which
// options it differs from it.
func (v RulesCardView) Plays() msg.Text {
	var diffs []msg.Text
	for _, g := range v.Groups {
		for _, o := range g.Options {
			if o.Differs {
				diffs = append(diffs, msg.T("%s: %s (preset: %s)", o.Label, o.Shown, o.Preset))
			}
		}
	}
	if len(diffs) == 0 {
		return msg.T("Your table plays %s as it stands.", v.Preset)
	}
	return msg.T("Your table plays %s, differing in: %s.", v.Preset, msg.Concat(", ", diffs...))
}

// RulesPath is the game's rules page, at the preset's section where the
// page has one.
func (v RulesCardView) RulesPath() string {
	if v.Anchor != "" {
		return "/rules/" + v.Game + "#" + v.Anchor
	}
	return "/rules/" + v.Game
}
