package views

import "schreiber/rules/msg"

// Comparison sets a game's presets side by side, option by option: a few
// picked ones that fit a phone, and all of them in a table that scrolls
// inside its own box.
type Comparison struct {
	Presets []PresetColumn // every preset, in the order a table sees them
	Picked  []PresetColumn // the presets picked to compare, at least one
	Every   bool           // show the options the picked presets agree on too
	Picks   int            // how many pickers the form offers
	Groups  []ComparisonGroup
}

// PresetColumn is one preset as a column of the comparison.
type PresetColumn struct {
	Name   string
	Title  msg.Text
	Anchor string     // the rulebook's section on the preset, if it has one
	Diffs  []msg.Text // where it differs from the game's first preset: "option: value"
}

// ComparisonGroup is an option group of the game and its rows.
type ComparisonGroup struct {
	Label msg.Text
	Rows  []ComparisonRow
}

// ComparisonRow is one option with its value in every preset (All) and in
// the picked ones (Picked), in the order of the columns.
type ComparisonRow struct {
	Name   string
	Label  msg.Text
	All    []ComparisonCell
	Picked []ComparisonCell
}

// ComparisonCell is an option's value in one preset. Differs marks a value
// that is not the first column's.
type ComparisonCell struct {
	Shown   msg.Text
	Differs bool
}

// Agree reports whether the picked presets share this option's value.
func (r ComparisonRow) Agree() bool {
	for _, c := range r.Picked {
		if c.Differs {
			return false
		}
	}
	return true
}

// PickedRows returns a group's rows for the picked presets: every row, or
// only those in which they differ.
func (cmp Comparison) PickedRows(g ComparisonGroup) []ComparisonRow {
	if cmp.Every {
		return g.Rows
	}
	var out []ComparisonRow
	for _, r := range g.Rows {
		if !r.Agree() {
			out = append(out, r)
		}
	}
	return out
}

// Agreeing counts the options the picked presets agree on.
func (cmp Comparison) Agreeing() int {
	n := 0
	for _, g := range cmp.Groups {
		for _, r := range g.Rows {
			if r.Agree() {
				n++
			}
		}
	}
	return n
}

// PickedAt returns the name of the preset in the i-th picker, or "".
func (cmp Comparison) PickedAt(i int) string {
	if i < len(cmp.Picked) {
		return cmp.Picked[i].Name
	}
	return ""
}

// pickers numbers the pickers of the form.
func (cmp Comparison) pickers() []int {
	out := make([]int, cmp.Picks)
	for i := range out {
		out[i] = i
	}
	return out
}

// joinWith joins texts with sep.
func joinWith(ts []msg.Text, sep string) msg.Text { return msg.Concat(sep, ts...) }
