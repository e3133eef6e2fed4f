// Package book writes the games' rulebooks as data: paragraphs, lists,
// sections and chapters of message ids, which the rules pages render in
// the reader's language.
package book

import (
	"schreiber/rules"
	"schreiber/rules/msg"
	"schreiber/views"
)

// P is a paragraph.
func P(id string) views.Para { return views.Para{Text: msg.T(id)} }

// List is a paragraph that leads into a list of items.
func List(id string, items ...msg.Text) views.Para {
	return views.Para{Text: msg.T(id), Items: items}
}

// Li is one item of a list.
func Li(id string) msg.Text { return msg.T(id) }

// Rule is the section a rule reference cites, headed by its title.
func Rule(ref rules.Ref, body ...views.Para) views.Section {
	return views.Section{ID: ref.Section, Title: ref.Heading(), Body: body}
}

// Topic is a section no engine cites.
func Topic(id, title string, body ...views.Para) views.Section {
	return views.Section{ID: id, Title: msg.T(title), Body: body}
}

// Chapter is a chapter with its sections.
func Chapter(id, title string, intro []views.Para, sections ...views.Section) views.Chapter {
	return views.Chapter{ID: id, Title: msg.T(title), Intro: intro, Sections: sections}
}

// Intro groups a chapter's opening paragraphs.
func Intro(paras ...views.Para) []views.Para { return paras }
