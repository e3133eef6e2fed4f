package views

import "schreiber/rules/msg"

// Rulebook is one game's rules written for the players at the table, as
// /rules/<game> shows them: the aim, dealing, play, scoring and the end,
// chapter by chapter. Every rule an engine cites (a rules.Ref) is a
// Section whose ID is the Ref's Section, so that a ruling's "why?" lands on
// its paragraph.
type Rulebook struct {
	Game     string // as in paths and in the game's rule references, e.g. "gurke"
	Title    msg.Text
	Summary  msg.Text // the game in a sentence or two, for the list of games
	Chapters []Chapter
}

// Chapter is a part of a rulebook, e.g. "Play" or "Scoring".
type Chapter struct {
	ID       string
	Title    msg.Text
	Intro    []Para
	Sections []Section
}

// Section is one rule: a heading and what it says. Its ID is the anchor
// rule references point at.
type Section struct {
	ID    string
	Title msg.Text
	Body  []Para
}

// Para is a paragraph, optionally followed by a list.
type Para struct {
	Text  msg.Text
	Items []msg.Text
}

// Path is where the rulebook is served.
func (b Rulebook) Path() string { return "/rules/" + b.Game }

// IDs lists the anchor of every chapter and section, in page order.
func (b Rulebook) IDs() []string {
	var ids []string
	for _, ch := range b.Chapters {
		ids = append(ids, ch.ID)
		for _, s := range ch.Sections {
			ids = append(ids, s.ID)
		}
	}
	return ids
}

// Has reports whether the rulebook has a chapter or section with the id.
func (b Rulebook) Has(id string) bool {
	for _, x := range b.IDs() {
		if x == id {
			return true
		}
	}
	return false
}

// PresetAnchor is the id of a rulebook's section on a preset, where it has
// one: the rules card and the comparison link there.
func PresetAnchor(preset string) string { return "preset-" + preset }
