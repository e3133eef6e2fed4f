// Package views renders Schreiber's pages and fragments with templ. Every
// component takes typed parameters; the texts of the interface are message
// ids, said in the reader's language by the catalogs in views/catalog.
package views

import (
	"schreiber/rules/msg"
	"schreiber/views/catalog"
	"strings"

	"github.com/a-h/templ"
)

// Lang is the interface language, one of catalog.Languages' codes.
type Lang string

// The languages the app spoke before the catalogs, named where the code
// needs one of them.
const (
	EN Lang = "en"
	DE Lang = "de"
)

// T says message id with its arguments in this language.
func (l Lang) T(id string, args ...any) string { return l.Lexicon().Say(id, args...) }

// Strong says message id with its one argument in bold, for a sentence
// around something to look for, such as an address to type: the words and
// their order are the language's, and the argument keeps its emphasis.
func (l Lang) Strong(id string, arg string) templ.Component {
	const mark = "\x00"
	before, after, _ := strings.Cut(l.T(id, mark), mark)
	return templ.Raw(templ.EscapeString(before) + "<strong>" + templ.EscapeString(arg) + "</strong>" + templ.EscapeString(after))
}

// Of returns the text in this language.
func (l Lang) Of(t msg.Text) string { return t.In(l.Lexicon()) }

// Lexicon returns the words of this language.
func (l Lang) Lexicon() *catalog.Lexicon { return catalog.For(string(l)) }

// LangFromAccept picks the page's language from an Accept-Language header:
// the best match among the app's languages, English when none fits.
func LangFromAccept(header string) Lang { return Lang(catalog.Match(header)) }

// Ctx is what every page knows about its request.
type Ctx struct {
	Lang  Lang
	CSRF  string   // token for the forms of this page
	Path  string   // the request's path, for the language switch to return to
	Flash msg.Text // a message left by the previous action, shown once
	// FlashAt names the section of the page the flash answers (its id),
	// where the page shows it beside what changed; "" shows it on top.
	FlashAt string
}

// FlashIn returns the flash if it answers the section id, else nothing.
func (c Ctx) FlashIn(id string) msg.Text {
	if c.FlashAt != id {
		return msg.Text{}
	}
	return c.Flash
}
