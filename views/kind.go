package views

import (
	"net/url"
	"strconv"
	"unicode/utf8"

	"github.com/a-h/templ"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
)

// Kind is one kind of game as the pages see it: the kind itself, as
// scoring/games lists it, with its Pages. views/games pairs them.
type Kind struct {
	replay.Kind
	Pages
}

// Pages are how a kind's games are drawn and entered: everything about a
// game, from reading its entry forms to drawing its scoreboard, is its
// Table's. Each game's views package gives its Pages; views/games pairs
// them with the kinds by name.
type Pages struct {
	// Draw wraps a game of the kind, as its Replay gave it, for the pages.
	Draw func(replay.Table) Table
	// Referee answers the table's disputes by its frozen house rules; nil
	// for a game without one. The game page shows a "Ruling" button for it.
	Referee *Referee
	// Rulebook is the game's rules written for the table, as
	// /rules/<name> serves them; built once, the same for every request.
	Rulebook Rulebook
}

// DrawAs returns a Pages.Draw for a kind whose replayed games are of type
// T, as its Replay gives them.
func DrawAs[T replay.Table](draw func(T) Table) func(replay.Table) Table {
	return func(t replay.Table) Table { return draw(t.(T)) }
}

// Table replays a stored game of the kind and wraps it for the pages, as
// Replay does.
func (k Kind) Table(config []byte, players []string, entries [][]byte) (Table, error) {
	t, err := k.Replay(config, players, entries)
	if t == nil {
		return nil, err
	}
	return k.Draw(t), err
}

// With is t with one more entry, wrapped for the pages as t is.
func (k Kind) With(t Table, payload []byte) (Table, bool) {
	next, ok := t.With(payload)
	if !ok {
		return nil, false
	}
	return k.Draw(next), true
}

// Series and Step are a replayed game's chart and history lines.
type (
	Series = replay.Series
	Step   = replay.Step
)

// Table is a game replayed from its log, as the pages draw it: the game
// itself, and its own components.
type Table interface {
	replay.Table

	// Entry reads a posted entry form against this table's standings and
	// returns the payload to store; whether it fits the game is checked by
	// replaying. Its error is a *msg.FieldError a player can read.
	Entry(f url.Values) ([]byte, error)
	// Form returns the form values that enter payload again, for a
	// correction on the table as it stood before that entry; false if the
	// entry cannot be corrected with a form.
	Form(payload []byte) (url.Values, bool)
	// Facts are what the table needs to know before the next deal: who
	// deals, who leads or attacks, how many cards. None once it is over.
	Facts(p Page) []Fact

	// Board draws the scoreboard, as everyone at the table sees it.
	Board(c Ctx, p Page) templ.Component
	// Forms draws the entry forms of a running game, for scorers.
	Forms(c Ctx, p Page, f Form) templ.Component
	// Preview draws what the latest entry did, in detail: the breakdown a
	// scorer checks before saving.
	Preview(c Ctx, p Page) templ.Component
}

// A Tapper is a table with entries that a button makes during the deal (a
// Hurrican tapped), which no correction form enters.
type Tapper interface {
	// TapForm returns the form the button posts to enter payload; false if
	// no button makes it.
	TapForm(payload []byte) (url.Values, bool)
}

// FormOf returns a form that enters payload on table t: its correction
// form, or else the form of the button that makes it.
func FormOf(t Table, payload []byte) (url.Values, bool) {
	if f, ok := t.Form(payload); ok {
		return f, true
	}
	if tp, ok := t.(Tapper); ok {
		return tp.TapForm(payload)
	}
	return nil, false
}

// Fact is one thing the table needs to know before the next deal, as the
// board and the status strip show it.
type Fact struct {
	Label  msg.Text
	Value  msg.Text
	TestID string // the data-testid of the value, e.g. "dealer"
}

// long tells a value too long for the status strip's large type, such as
// a sentence about the series: it is set smaller rather than broken up.
func (f Fact) long(l Lang) bool { return utf8.RuneCountInString(l.Of(f.Value)) > 14 }

// Page is what a game's components know about the page they are drawn on.
type Page struct {
	GroupID   string
	EveningID string
	GameID    string
	Players   []string // names in seating order
	CanScore  bool
	Live      bool   // the board refreshes itself
	Nonce     string // the forms' one-time token
	LastSeq   int    // the log's last seq, for the forms' conflict check
	Entries   int    // entries that count
	EditID    string // the entry the forms correct, if they do
	// Finished says the table finished the game here: a game whose rules
	// set no end is over at its word.
	Finished bool
	// Rules names the config the game is replayed with (a fingerprint):
	// a live page whose game had its house rules corrected meanwhile
	// loads anew, since its title and rules card changed too.
	Rules string
}

// Entering says the page is a scorer's running game with its entry forms
// below the board: the board then folds what would push them off the
// screen, such as the last deal's breakdown.
func (p Page) Entering(over bool) bool { return p.CanScore && p.EditID == "" && !over }

// Base is the game's path.
func (p Page) Base() string { return "/g/" + p.GroupID + "/games/" + p.GameID }

// Action is where the entry forms post: a new entry, or the correction.
func (p Page) Action() string {
	if p.EditID != "" {
		return p.Base() + "/entries/" + p.EditID
	}
	return p.Base() + "/entries"
}

// Name returns the name of the player in seat, or "?".
func (p Page) Name(seat int) string {
	if seat >= 0 && seat < len(p.Players) {
		return p.Players[seat]
	}
	return "?"
}

// Form is an entry form's state: the values as posted (or as an entry to be
// corrected fills them in), what was wrong, and, when a scorer asked to
// check it, the table the entry would give.
type Form struct {
	Values url.Values
	Error  msg.Text
	// Field is the entry field the error is about, as the engine names it
	// (e.g. "loser", "plays[2].card"): the page marks the inputs of that
	// name.
	Field   string
	Preview Table
}

// Get returns a field's value.
func (f Form) Get(name string) string { return f.Values.Get(name) }

// Has reports whether a field was sent with the value (a ticked box or a
// picked chip).
func (f Form) Has(name, value string) bool {
	for _, v := range f.Values[name] {
		if v == value {
			return true
		}
	}
	return false
}

// Seat returns a field's value as a seat, or -1.
func (f Form) Seat(name string) int {
	n, err := strconv.Atoi(f.Get(name))
	if err != nil || n < 0 {
		return -1
	}
	return n
}

// ExplainAll returns t with the text of every step made now, as an eager
// replay would have it (see replay.ExplainAll).
func (k Kind) ExplainAll(t Table) Table { return k.Draw(replay.ExplainAll(t)) }
