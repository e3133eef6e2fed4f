package views

import (
	"net/url"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Referee is one game's referee: the questions a table argues about, each
// answered by the game's engine in rules/ for the table's own variant. A
// Kind that has one shows a "Ruling" button on its game page; the same
// referee works without a game, with a picker of its presets.
type Referee struct {
	Game    string // the game's id in rules.Ref and in the path: /referee/<Game>
	Title   msg.Text
	Presets []RefereePreset // the variants the standalone referee offers; the first is the default
	// Preset sets the referee to a named preset.
	Preset func(name string) (Bench, bool)
	// ForGame sets the referee to a stored game's frozen house rules: its
	// config as stored and its players' names in seating order.
	ForGame func(config []byte, players []string) (Bench, error)
}

// RefereePreset is a variant the standalone referee offers.
type RefereePreset struct {
	Name  string
	Title msg.Text
}

// Bench is a referee set to one variant: the questions it answers there.
type Bench struct {
	Variant   msg.Text   // the variant's name for people
	Questions []Question // the first is the one tables ask most
}

// Question finds a question by name; the first when the name is unknown.
func (b Bench) Question(name string) Question {
	for _, q := range b.Questions {
		if q.Name == name {
			return q
		}
	}
	if len(b.Questions) == 0 {
		return Question{}
	}
	return b.Questions[0]
}

// Question is one thing a table argues about: the fields that describe the
// situation, and how the engine answers it.
type Question struct {
	Name   string   // in the path's query: ?q=<Name>
	Title  msg.Text // as a player asks it, e.g. "May I play this?"
	Fields []Field
	// Ask reads the fields from the form and answers. What a player got
	// wrong is a *msg.FieldError naming the field.
	Ask func(f url.Values) (Answer, error)
}

// FieldKind says how a field is drawn and read.
type FieldKind string

// The kinds of field a question is made of.
const (
	// FieldCards is several cards in the order they were played (or a hand
	// that may hold a card twice): typed, or tapped from a palette of chips.
	FieldCards FieldKind = "cards"
	// FieldCardSet is cards that each lie there at most once: a chip per
	// card of the deck, tapped on and off.
	FieldCardSet FieldKind = "card-set"
	// FieldCard is one card: a chip per card of the deck.
	FieldCard FieldKind = "card"
	// FieldChoice is one of a few values, drawn as chips.
	FieldChoice FieldKind = "choice"
	// FieldMany is any of a few values, drawn as chips.
	FieldMany FieldKind = "many"
	// FieldNumber is a whole number between Min and Max.
	FieldNumber FieldKind = "number"
	// FieldCheck is yes or no.
	FieldCheck FieldKind = "check"
)

// Field is one part of a question's situation.
type Field struct {
	Name    string // the form field; where it can, the name the engine's errors use
	Label   msg.Text
	Help    msg.Text
	Kind    FieldKind
	Chips   []Chip // the cards or values offered
	Min     int    // for numbers
	Max     int    // for numbers
	Default string // the value before anything is asked
	// Join offers, with FieldCards, a chip that joins the next card to the
	// play before it, for leads of several cards of one rank.
	Join bool
}

// Chip is a card or a value a field offers.
type Chip struct {
	Value string     `json:"value"` // as the form sends it, e.g. "♥10" or "2"
	Label msg.Text   `json:"label"`
	Suit  cards.Suit `json:"suit,omitempty"` // a card chip is drawn in its suit's colour
}

// SuitClass is the chip's colour class: red for hearts and diamonds.
func (ch Chip) SuitClass() string {
	switch ch.Suit {
	case cards.Hearts, cards.Diamonds:
		return "pcard red"
	case cards.Clubs, cards.Spades:
		return "pcard black"
	}
	return "pcard"
}

// Verdict is how an answer reads at a glance.
type Verdict string

// The verdicts.
const (
	Allowed Verdict = "allowed" // yes, that is allowed
	Refused Verdict = "refused" // no, it is not
	Result  Verdict = "result"  // a result: a winner, an order, a list
)

// Answer is the referee's word on a question: big and plain, with the
// reason and the rule it rests on.
type Answer struct {
	Verdict  Verdict   `json:"verdict"`
	Headline msg.Text  `json:"headline"`
	Reason   msg.Text  `json:"reason"`
	Rule     rules.Ref `json:"rule"`
	Cards    []Chip    `json:"cards,omitempty"` // cards the answer lists: an order, a capture
	More     []Answer  `json:"more,omitempty"`  // further answers the situation gives
}

// Ruled turns an engine's ruling into an answer: allowed or not.
func Ruled(r rules.Ruling) Answer {
	if r.Allowed {
		return Answer{Verdict: Allowed, Headline: msg.T("Allowed"), Reason: r.Reason, Rule: r.Rule}
	}
	return Answer{Verdict: Refused, Headline: msg.T("Not allowed"), Reason: r.Reason, Rule: r.Rule}
}

// Found turns an engine's ruling into a result with its own headline.
func Found(headline msg.Text, r rules.Ruling) Answer {
	return Answer{Verdict: Result, Headline: headline, Reason: r.Reason, Rule: r.Rule}
}

// RuleURL is where the rules reference explains ref.
func RuleURL(ref rules.Ref) string { return "/rules/" + ref.Game + "#" + ref.Section }

// RefereeView is everything a referee page shows.
type RefereeView struct {
	Referee  *Referee
	Base     string // where the question form goes: /referee/<game> or the game's /referee
	Preset   string // the standalone referee's chosen preset
	Bench    Bench
	Question Question
	Values   url.Values
	Answer   *Answer
	Errors   map[string]msg.Text // what is wrong, by field; "" for the whole question
	Game     *RefereeGame        // set when asked from a game page
}

// RefereeGame is the game a ruling was asked from.
type RefereeGame struct {
	Title   msg.Text
	Path    string // the game's page
	CanKeep bool   // this device may keep the ruling with the game
	Nonce   string // the keep form's one-time token
}

// KeepURL is where the keep form posts.
func (g RefereeGame) KeepURL() string { return g.Path + "/rulings" }

// Get returns a field's value as asked, or its default before anything was
// asked.
func (v RefereeView) Get(f Field) string {
	if v.Values.Has(f.Name) || v.Asked() {
		return v.Values.Get(f.Name)
	}
	return f.Default
}

// Has reports whether a chip of a field is on.
func (v RefereeView) Has(f Field, value string) bool {
	if !v.Values.Has(f.Name) && !v.Asked() {
		return f.Default == value
	}
	for _, x := range v.Values[f.Name] {
		if x == value {
			return true
		}
	}
	return false
}

// Asked reports whether the form was sent.
func (v RefereeView) Asked() bool { return v.Values.Get("ask") != "" }

// Error returns what is wrong with a field.
func (v RefereeView) Error(name string) msg.Text { return v.Errors[name] }

// QuestionURL links to another question of the same referee.
func (v RefereeView) QuestionURL(q Question) string {
	u := url.Values{"q": {q.Name}}
	if v.Preset != "" {
		u.Set("preset", v.Preset)
	}
	return v.Base + "?" + u.Encode()
}

// fieldID is a field's HTML id.
func fieldID(f Field) string { return "f-" + f.Name }

// KeepValues are the values the keep form sends again: the question and
// every field as asked.
func (v RefereeView) KeepValues() [][2]string {
	out := [][2]string{{"q", v.Question.Name}}
	for _, f := range v.Question.Fields {
		for _, x := range v.Values[f.Name] {
			out = append(out, [2]string{f.Name, x})
		}
	}
	return out
}

// Asked lists a question's fields as asked, for the record of a ruling:
// each non-empty field's label and value.
func Asked(q Question, f url.Values) []AskedField {
	var out []AskedField
	for _, fd := range q.Fields {
		vals := f[fd.Name]
		var shown []string
		for _, x := range vals {
			if x = strings.TrimSpace(x); x != "" {
				shown = append(shown, x)
			}
		}
		if len(shown) == 0 {
			continue
		}
		value := plain(strings.Join(shown, " "))
		switch fd.Kind {
		case FieldCheck:
			value = msg.T("yes")
		case FieldChoice, FieldMany:
			value = chipLabels(fd.Chips, shown)
		}
		out = append(out, AskedField{Label: fd.Label, Value: value})
	}
	return out
}

func chipLabels(chips []Chip, values []string) msg.Text {
	var parts []msg.Text
	for _, v := range values {
		label := plain(v)
		for _, ch := range chips {
			if ch.Value == v {
				label = ch.Label
			}
		}
		parts = append(parts, label)
	}
	return msg.Concat(", ", parts...)
}

// AskedField is one field of a kept question, for people.
type AskedField struct {
	Label msg.Text `json:"label"`
	Value msg.Text `json:"value"`
}

// RulingItem is a kept ruling as the history and the evening show it.
type RulingItem struct {
	At       string
	Device   string
	Game     msg.Text // the game's title, on the evening's page
	GamePath string   // the game's page, on the evening's page
	Question msg.Text
	Variant  msg.Text
	Asked    []AskedField
	Answer   Answer
}
