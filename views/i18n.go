// Package views renders Schreiber's pages and fragments with templ. Every
// component takes typed parameters; the texts of the interface are written
// in both languages right where they are used.
package views

import (
	"strings"

	"schreiber/scoring"
)

// Lang is the interface language: "en" or "de".
type Lang string

// The languages the interface speaks.
const (
	EN Lang = "en"
	DE Lang = "de"
)

// Text is a message in both languages (shared with the engines).
type Text = scoring.Text

// T returns en or de, whichever is the page's language.
func (l Lang) T(en, de string) string {
	if l == DE {
		return de
	}
	return en
}

// Of returns the text in this language.
func (l Lang) Of(t Text) string { return t.In(string(l)) }

// LangFromAccept picks German or English from an Accept-Language header:
// the first of the two the browser lists, English when it lists neither.
func LangFromAccept(header string) Lang {
	for _, part := range strings.Split(header, ",") {
		tag := strings.ToLower(strings.TrimSpace(strings.SplitN(part, ";", 2)[0]))
		if q := strings.SplitN(part, ";", 2); len(q) == 2 && strings.Contains(strings.ReplaceAll(q[1], " ", ""), "q=0") &&
			!strings.Contains(q[1], "q=0.") {
			continue
		}
		switch {
		case tag == "de" || strings.HasPrefix(tag, "de-"):
			return DE
		case tag == "en" || strings.HasPrefix(tag, "en-"):
			return EN
		}
	}
	return EN
}

// Ctx is what every page knows about its request.
type Ctx struct {
	Lang  Lang
	CSRF  string // token for the forms of this page
	Path  string // the request's path, for the language switch to return to
	Flash Text   // a message left by the previous action, shown once
}
