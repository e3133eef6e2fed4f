// Package msg is how Schreiber writes what it says to a player: a Text is a
// message id with typed arguments, said later in the reader's language by a
// Lexicon. The rules engines, the score keepers, the views and the server all
// write their messages with T and read field errors with From; the words of
// each language live in views/catalog.
package msg

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"schreiber/rules/cards"
)

// Text is something the app says to a player: a message and its typed
// arguments. The message's id is its English source text, written as a
// format for fmt (for example "%s took the trick with %s."); an id may end in
// "||context" where the same English needs different words elsewhere. The
// engines only say what happened; the views render a Text in the reader's
// language with a Lexicon, and String renders it in English.
type Text struct {
	ID   string `json:"id,omitempty"`
	Args []any  `json:"args,omitempty"`
	// Parts is a text joined from several, with Glue between them.
	Parts []Text `json:"parts,omitempty"`
	Glue  string `json:"glue,omitempty"`
	// Cap writes the first letter in upper case, for a text that starts a
	// sentence.
	Cap bool `json:"cap,omitempty"`
	// Plain is said as it is in every language: a name, a number.
	Plain string `json:"plain,omitempty"`
	// EN and DE hold a text kept before the app had message catalogs, in
	// the two languages it was kept in.
	EN string `json:"en,omitempty"`
	DE string `json:"de,omitempty"`
}

// T returns the message id with its arguments. Arguments that are cards,
// card lists, suits, ranks, seats, sides and texts are rendered in the
// reader's words; others are formatted as they are.
func T(id string, args ...any) Text { return Text{ID: id, Args: args} }

// Plain returns a text said the same in every language, such as a name.
func Plain(s string) Text { return Text{Plain: s} }

// Join concatenates texts with a space between them, leaving out empty
// ones.
func Join(parts ...Text) Text {
	var out []Text
	for _, p := range parts {
		if !p.IsZero() {
			out = append(out, p)
		}
	}
	switch len(out) {
	case 0:
		return Text{}
	case 1:
		return out[0]
	}
	return Text{Parts: out, Glue: " "}
}

// Concat puts texts together with glue between them: the names of a set of
// cards with "–", a suit's symbol and a card's name with nothing.
func Concat(glue string, parts ...Text) Text { return Text{Parts: parts, Glue: glue} }

// Names lists names as a reader says them: "Anna", "Anna and Bo", "Anna,
// Bo and Cai".
func Names(names ...string) Text {
	if len(names) < 2 {
		return Plain(strings.Join(names, ""))
	}
	return T("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// Marked writes the text as ⟦its JSON⟧: golden files of the engines' tests
// record texts so, and a test of the catalogs renders them in each
// language.
func Marked(t Text) string {
	b, err := json.Marshal(t)
	if err != nil {
		return "⟦" + err.Error() + "⟧"
	}
	return "⟦" + string(b) + "⟧"
}

// IsZero reports whether the text says nothing.
func (t Text) IsZero() bool {
	return t.ID == "" && len(t.Parts) == 0 && t.Plain == "" && t.EN == "" && t.DE == ""
}

// Seat marks an argument of T as a seat number (0-based), said as
// "player n".
type Seat int

// Side marks an argument of T as a side or partnership (0-based), said as
// "side n".
type Side int

// A Lexicon gives the words of one language.
type Lexicon interface {
	// Lang is the language's code, e.g. "da".
	Lang() string
	// Format returns the format string of message id in this language,
	// choosing a plural form by the arguments where the message has them,
	// or "" where the language lacks the message.
	Format(id string, args []any) string
}

// Source returns the English text of a message id: the id without its
// context.
func Source(id string) string {
	if i := strings.Index(id, "||"); i >= 0 {
		return id[:i]
	}
	return id
}

// English is the Lexicon of the source language: every id is its own text.
var English Lexicon = english{}

type english struct{}

func (english) Lang() string                     { return "en" }
func (english) Format(id string, _ []any) string { return Source(id) }

// String returns the text in English.
func (t Text) String() string { return t.In(English) }

// Capital returns t with its first letter in upper case.
func Capital(t Text) Text {
	t.Cap = true
	return t
}

// In renders the text with the words of lx; a message the language lacks is
// said in English.
func (t Text) In(lx Lexicon) string {
	s := t.in(lx)
	if t.Cap && s != "" {
		r, n := utf8.DecodeRuneInString(s)
		s = string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

func (t Text) in(lx Lexicon) string {
	switch {
	case t.ID != "":
		format := lx.Format(t.ID, t.Args)
		if format == "" {
			format = Source(t.ID)
		}
		if len(t.Args) == 0 {
			return format
		}
		args := make([]any, len(t.Args))
		for i, a := range t.Args {
			args[i] = arg(lx, a)
		}
		return fmt.Sprintf(format, args...)
	case len(t.Parts) > 0:
		out := make([]string, len(t.Parts))
		for i, p := range t.Parts {
			out[i] = p.In(lx)
		}
		return strings.Join(out, t.Glue)
	case t.Plain != "":
		return t.Plain
	case lx.Lang() == "de" && t.DE != "":
		return t.DE
	}
	return t.EN
}

// word renders a single word or phrase message.
func word(lx Lexicon, id string) string {
	if f := lx.Format(id, nil); f != "" {
		return f
	}
	return Source(id)
}

// arg renders one argument of a message in the words of lx.
func arg(lx Lexicon, a any) any {
	switch v := a.(type) {
	case Text:
		return v.In(lx)
	case []Text:
		out := make([]string, len(v))
		for i, t := range v {
			out[i] = t.In(lx)
		}
		return strings.Join(out, " ")
	case cards.Card:
		return CardIn(lx, v)
	case []cards.Card:
		out := make([]string, len(v))
		for i, c := range v {
			out[i] = CardIn(lx, c)
		}
		return strings.Join(out, " ")
	case cards.Suit:
		return SuitIn(lx, v)
	case cards.Rank:
		return RankIn(lx, v)
	case Seat:
		return T("player %d", int(v)+1).In(lx)
	case Side:
		return T("side %d", int(v)+1).In(lx)
	}
	return written(lx, a)
}

// CardIn writes a card as its suit's symbol and the rank's letter in lx,
// e.g. "♥Q" in English and "♥D" in German.
func CardIn(lx Lexicon, c cards.Card) string {
	if c.Rank == cards.Joker {
		return word(lx, "Joker||card")
	}
	return c.Suit.Symbol() + RankIn(lx, c.Rank)
}

// RankIn writes a rank's short code in lx: 2…10 as numbers, the court cards
// and the ace by their letters in that language.
func RankIn(lx Lexicon, r cards.Rank) string {
	switch r {
	case cards.Jack, cards.Queen, cards.King, cards.Ace, cards.Joker:
		return word(lx, r.Code()+"||card")
	}
	return r.Code()
}

// SuitIn names a suit in lx: "hearts", "Herz".
func SuitIn(lx Lexicon, s cards.Suit) string { return word(lx, s.String()+"||suit") }

// The JSON form of a Text keeps each argument's type, so that a kept
// ruling reads in any language later.

type jsonArg struct {
	N     *int     `json:"n,omitempty"`
	F     *float64 `json:"f,omitempty"`
	S     *string  `json:"s,omitempty"`
	B     *bool    `json:"b,omitempty"`
	Card  *[2]int  `json:"card,omitempty"`
	Cards [][2]int `json:"cards,omitempty"`
	Suit  *int     `json:"suit,omitempty"`
	Rank  *int     `json:"rank,omitempty"`
	Seat  *int     `json:"seat,omitempty"`
	Side  *int     `json:"side,omitempty"`
	Day   *string  `json:"day,omitempty"`
	Text  *Text    `json:"text,omitempty"`
	Texts []Text   `json:"texts,omitempty"`
}

type textJSON struct {
	ID    string    `json:"id,omitempty"`
	Args  []jsonArg `json:"args,omitempty"`
	Cap   bool      `json:"cap,omitempty"`
	Parts []Text    `json:"parts,omitempty"`
	Glue  string    `json:"glue,omitempty"`
	Plain string    `json:"plain,omitempty"`
	EN    string    `json:"en,omitempty"`
	DE    string    `json:"de,omitempty"`
}

// MarshalJSON writes the text with its arguments' types.
func (t Text) MarshalJSON() ([]byte, error) {
	out := textJSON{ID: t.ID, Cap: t.Cap, Parts: t.Parts, Glue: t.Glue, Plain: t.Plain, EN: t.EN, DE: t.DE}
	for _, a := range t.Args {
		out.Args = append(out.Args, toJSON(a))
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads a text written by MarshalJSON, or one kept before the
// catalogs as {"en": …, "de": …}.
func (t *Text) UnmarshalJSON(b []byte) error {
	var in textJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*t = Text{ID: in.ID, Cap: in.Cap, Parts: in.Parts, Glue: in.Glue, Plain: in.Plain, EN: in.EN, DE: in.DE}
	for _, a := range in.Args {
		t.Args = append(t.Args, fromJSON(a))
	}
	return nil
}

func toJSON(a any) jsonArg {
	card := func(c cards.Card) [2]int { return [2]int{int(c.Rank), int(c.Suit)} }
	switch v := a.(type) {
	case int:
		return jsonArg{N: &v}
	case float64:
		return jsonArg{F: &v}
	case string:
		return jsonArg{S: &v}
	case bool:
		return jsonArg{B: &v}
	case cards.Card:
		c := card(v)
		return jsonArg{Card: &c}
	case []cards.Card:
		cs := make([][2]int, len(v))
		for i, c := range v {
			cs[i] = card(c)
		}
		return jsonArg{Cards: cs}
	case cards.Suit:
		n := int(v)
		return jsonArg{Suit: &n}
	case cards.Rank:
		n := int(v)
		return jsonArg{Rank: &n}
	case Seat:
		n := int(v)
		return jsonArg{Seat: &n}
	case Side:
		n := int(v)
		return jsonArg{Side: &n}
	case Day:
		d := string(v)
		return jsonArg{Day: &d}
	case Text:
		return jsonArg{Text: &v}
	case []Text:
		return jsonArg{Texts: v}
	case fmt.Stringer:
		s := v.String()
		return jsonArg{S: &s}
	}
	s := fmt.Sprint(a)
	return jsonArg{S: &s}
}

func fromJSON(a jsonArg) any {
	switch {
	case a.N != nil:
		return *a.N
	case a.F != nil:
		return *a.F
	case a.S != nil:
		return *a.S
	case a.B != nil:
		return *a.B
	case a.Card != nil:
		return cards.Card{Rank: cards.Rank(a.Card[0]), Suit: cards.Suit(a.Card[1])}
	case a.Cards != nil:
		cs := make([]cards.Card, len(a.Cards))
		for i, c := range a.Cards {
			cs[i] = cards.Card{Rank: cards.Rank(c[0]), Suit: cards.Suit(c[1])}
		}
		return cs
	case a.Suit != nil:
		return cards.Suit(*a.Suit)
	case a.Rank != nil:
		return cards.Rank(*a.Rank)
	case a.Seat != nil:
		return Seat(*a.Seat)
	case a.Day != nil:
		return Day(*a.Day)
	case a.Side != nil:
		return Side(*a.Side)
	case a.Text != nil:
		return *a.Text
	case a.Texts != nil:
		return a.Texts
	}
	return ""
}
