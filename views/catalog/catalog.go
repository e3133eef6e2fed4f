// Package catalog holds the app's message catalogs, one file per language
// in messages/, and renders the engines' and the views' texts in the
// reader's language.
//
// A message's id is its English source text (see rules.Text), so English
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
	"fmt"
	"path"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"schreiber/rules"
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

// Lexicon is the words of one language.
type Lexicon struct {
	lang     string
	messages map[string]*i18n.Message
	local    *i18n.Localizer
}

var (
	load     sync.Once
	lexicons map[string]*Lexicon
	matcher  language.Matcher
	loadErr  error
)

func loadAll() {
	bundle := i18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	lexicons = map[string]*Lexicon{}
	var tags []language.Tag
	for _, l := range Languages {
		tags = append(tags, language.MustParse(l.Code))
		lx := &Lexicon{lang: l.Code, messages: map[string]*i18n.Message{}}
		name := path.Join("messages", l.Code+".toml")
		if b, err := files.ReadFile(name); err == nil {
			file, err := bundle.ParseMessageFileBytes(b, name)
			if err != nil {
				loadErr = fmt.Errorf("catalog %s: %w", name, err)
				continue
			}
			for _, m := range file.Messages {
				lx.messages[m.ID] = m
			}
		}
		lx.local = i18n.NewLocalizer(bundle, l.Code)
		lexicons[l.Code] = lx
	}
	matcher = language.NewMatcher(tags)
}

// Err reports a catalog file that could not be read.
func Err() error {
	load.Do(loadAll)
	return loadErr
}

// For returns the lexicon of a language code, English for one the app does
// not speak.
func For(code string) *Lexicon {
	load.Do(loadAll)
	if lx, ok := lexicons[code]; ok {
		return lx
	}
	return lexicons["en"]
}

// Match picks the language of an Accept-Language header: the best of the
// app's languages for the browser's list, English when none fits.
func Match(acceptLanguage string) string {
	load.Do(loadAll)
	tags, _, err := language.ParseAcceptLanguage(acceptLanguage)
	if err != nil || len(tags) == 0 {
		return "en"
	}
	_, i, conf := matcher.Match(tags...)
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
	_, ok := lx.messages[id]
	return ok
}

// Message returns the catalog entry of id, or nil.
func (lx *Lexicon) Message(id string) *i18n.Message { return lx.messages[id] }

// Format returns the format string of id in this language, with the plural
// form its first whole-number argument asks for; "" if the language lacks
// the message.
func (lx *Lexicon) Format(id string, args []any) string {
	m := lx.messages[id]
	if m == nil {
		switch {
		case lx.lang == "en":
			return rules.Source(id)
		case strict.Load():
			return Missing + rules.Source(id)
		}
		return ""
	}
	if m.Zero == "" && m.One == "" && m.Two == "" && m.Few == "" && m.Many == "" {
		return m.Other
	}
	count := 0
	for _, a := range args {
		if n, ok := a.(int); ok {
			count = n
			break
		}
	}
	s, err := lx.local.Localize(&i18n.LocalizeConfig{MessageID: id, PluralCount: count,
		TemplateData: map[string]any{}})
	if err != nil || s == "" {
		return m.Other
	}
	return s
}

// Say renders message id with its arguments in this language.
func (lx *Lexicon) Say(id string, args ...any) string { return rules.T(id, args...).In(lx) }

// IDs lists the ids of the messages the language's file holds.
func (lx *Lexicon) IDs() []string {
	out := make([]string, 0, len(lx.messages))
	for id := range lx.messages {
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
		load.Do(loadAll)
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
