// Package catalog holds the app's message catalogs, one file per language
// in messages/, and renders the engines' and the views' texts in the
// reader's language.
//
// A message's id is its English source text (see msg.Text), so English
// needs no file of its own except for plural forms. Each other language's
// file maps every id to its words in go-i18n's TOML format:
//
//	["%s took the trick."]
//	other = "%s hat den Stich genommen."
//
// A message that counts something may give the plural forms its language
// needs (one, few, many, other); the form is chosen by the first whole
// number among the message's arguments.
package catalog

import (
	"embed"
	"schreiber/rules/msg"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

//go:embed messages/*.toml
var files embed.FS

// Language is one language the app speaks, named in its own words.
type Language struct {
	Code string // e.g. "da"
	Name string // e.g. "Dansk"
}

// Languages lists every language the app speaks, English first.
var Languages = []Language{
	{"en", "English"},
	{"de", "Deutsch"},
	{"da", "Dansk"},
	{"sv", "Svenska"},
	{"nb", "Norsk bokmål"},
	{"fi", "Suomi"},
	{"pl", "Polski"},
	{"is", "Íslenska"},
	{"cs", "Čeština"},
}

// Known reports whether code is one of Languages.
func Known(code string) bool {
	for _, l := range Languages {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Lexicon is the words of one language. Its file is read on the
// language's first use, so a server that only ever speaks two languages
// holds two catalogs.
type Lexicon struct {
	lang  string
	tag   language.Tag
	once  sync.Once
	words map[string]string // id → its format (the form "other")
	forms map[string]*Forms // id → all its forms, for the few messages that count
	err   error
}

// Forms is a message's words in the plural forms its language gives; Other
// is always there.
type Forms struct{ Zero, One, Two, Few, Many, Other string }

// lexicons holds every language's lexicon, read or not yet.
var lexicons = func() map[string]*Lexicon {
	m := map[string]*Lexicon{}
	for _, l := range Languages {
		m[l.Code] = &Lexicon{lang: l.Code, tag: language.MustParse(l.Code)}
	}
	return m
}()

// matcher picks among Languages by their tags alone, reading no catalog.
var matcher = sync.OnceValue(func() language.Matcher {
	var tags []language.Tag
	for _, l := range Languages {
		tags = append(tags, language.MustParse(l.Code))
	}
	return language.NewMatcher(tags)
})

// Err reads every language's catalog and reports the first that could not
// be read.
func Err() error {
	for _, l := range Languages {
		if lx := lexicons[l.Code]; lx.ready() != nil {
			return lx.err
		}
	}
	return nil
}

// For returns the lexicon of a language code, English for one the app does
// not speak.
func For(code string) *Lexicon {
	if lx, ok := lexicons[code]; ok {
		return lx
	}
	return lexicons["en"]
}

// Match picks the language of an Accept-Language header: the best of the
// app's languages for the browser's list, English when none fits.
func Match(acceptLanguage string) string {
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return "en"
	}
	_, i, conf := matcher().Match(tags...)
	if conf == language.No {
		return "en"
	}
	return Languages[i].Code
}

// Missing marks a message a language lacks, in strict mode.
const Missing = "⟪missing⟫"

var strict atomic.Bool

// SetStrict makes a message missing from a language's catalog show as
// Missing followed by its English, rather than as English alone; tests
// turn it on to find every message a page needs.
func SetStrict(on bool) { strict.Store(on) }

// Lang returns the language's code.
func (lx *Lexicon) Lang() string { return lx.lang }

// Has reports whether the language has message id.
func (lx *Lexicon) Has(id string) bool {
	lx.ready()
	_, ok := lx.words[id]
	return ok
}

// Message returns the forms of id, or nil if the language lacks it.
func (lx *Lexicon) Message(id string) *Forms {
	lx.ready()
	if f := lx.forms[id]; f != nil {
		return f
	}
	if s, ok := lx.words[id]; ok {
		return &Forms{Other: s}
	}
	return nil
}

// Format returns the format string of id in this language, with the plural
// form its first whole-number argument asks for; "" if the language lacks
// the message.
func (lx *Lexicon) Format(id string, args []any) string {
	lx.ready()
	s, ok := lx.words[id]
	if !ok {
		switch {
		case lx.lang == "en":
			return msg.Source(id)
		case strict.Load():
			return Missing + msg.Source(id)
		}
		return ""
	}
	if f := lx.forms[id]; f != nil {
		for _, a := range args {
			if n, ok := a.(int); ok {
				return f.pick(lx.tag, n)
			}
		}
		return f.pick(lx.tag, 0)
	}
	return s
}

// pick returns the form language tag uses for n, Other where the message
// does not give that form.
func (f *Forms) pick(tag language.Tag, n int) string {
	if n < 0 {
		n = -n
	}
	if n < 0 { // the smallest int has no positive counterpart
		n = 0
	}
	s := ""
	switch plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0) {
	case plural.Zero:
		s = f.Zero
	case plural.One:
		s = f.One
	case plural.Two:
		s = f.Two
	case plural.Few:
		s = f.Few
	case plural.Many:
		s = f.Many
	}
	if s == "" {
		return f.Other
	}
	return s
}

// Say renders message id with its arguments in this language.
func (lx *Lexicon) Say(id string, args ...any) string { return msg.T(id, args...).In(lx) }

// IDs lists the ids of the messages the language's file holds.
func (lx *Lexicon) IDs() []string {
	lx.ready()
	out := make([]string, 0, len(lx.words))
	for id := range lx.words {
		out = append(out, id)
	}
	return out
}

// rankIDs are the messages that give a rank's letter, by the letter cards
// are read in.
var rankIDs = map[string]string{"J||card": "J", "Q||card": "Q", "K||card": "K", "A||card": "A", "Joker||card": "Joker"}

var (
	lettersOnce sync.Once
	letters     map[string]string // a rank's letter in any language, lower case → its English code
)

// ReadCard turns a card typed in any of the app's languages into the
// notation the engines read: "♥D", "♥Kn" and "♥Q" all become "♥Q", "Á"
// becomes "A". A token with no rank letter the catalogs know is returned as
// it is.
func ReadCard(token string) string {
	lettersOnce.Do(func() {
		letters = map[string]string{}
		clash := map[string]bool{}
		for _, lx := range lexicons {
			for id, code := range rankIDs {
				l := strings.ToLower(lx.Format(id, nil))
				if l == "" {
					continue
				}
				if c, ok := letters[l]; ok && c != code {
					clash[l] = true
				}
				letters[l] = code
			}
		}
		for l := range clash {
			delete(letters, l)
		}
	})
	// A card is its rank alone, or a suit's symbol and its rank.
	suit, rank := "", token
	for _, s := range []string{"♣", "♠", "♥", "♦"} {
		if r, ok := strings.CutPrefix(token, s); ok {
			suit, rank = s, r
		}
	}
	if code, ok := letters[strings.ToLower(rank)]; ok {
		return suit + code
	}
	return token
}
