// Package scoring holds what the games' score keepers share: the texts they
// say, field-level entry errors, and the flat summary of a
// game's standings that lists, exports and the command line show.
//
// Each game has its own package below this one (scoring/gurke, …) with a
// typed Rules struct and its presets, a typed Entry, and a pure Replay that
// turns rules, seating and entries into standings and explained steps.
package scoring

import (
	"errors"
	"fmt"

	"schreiber/rules"
)

// Text is a message id with its arguments, shared with the rules engines
// (see rules.Text): the engines say what happened, the views say it in the
// reader's language.
type Text = rules.Text

// T returns the message id with its arguments.
func T(id string, args ...any) Text { return rules.T(id, args...) }

// Join concatenates texts with a space between them.
func Join(parts ...Text) Text { return rules.Join(parts...) }

// Plain returns a text said the same in every language, such as a name.
func Plain(s string) Text { return rules.Plain(s) }

// FieldError says that one field of an entry (or of the rules) is wrong and
// why, in words a player understands; the rules engines report the same.
type FieldError = rules.FieldError

// Errorf returns a *FieldError for field with the message id and its
// arguments.
func Errorf(field, id string, args ...any) error { return rules.Errorf(field, id, args...) }

// EntryError wraps the error of the entry at Index (0-based, in replay
// order) so that a replay names which entry failed.
type EntryError struct {
	Index int
	Err   error
}

// Error names the entry and the problem.
func (e *EntryError) Error() string { return fmt.Sprintf("entry %d: %v", e.Index+1, e.Err) }

// Unwrap returns the underlying error.
func (e *EntryError) Unwrap() error { return e.Err }

// Message returns what a player should read about err: the text of the
// first FieldError in its chain, or a generic sentence for anything else.
func Message(err error) Text {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Msg
	}
	return T("This entry cannot be accepted.")
}

// ErrGameOver is returned (wrapped in a FieldError) for an entry after the
// game has ended.
var ErrGameOver = errors.New("game is over")

// Summary is the flat view of a game's standings: one line per player or
// team, whether the game is over and who won. Lists of past evenings, the
// export and `schreiber score` print it; each game's own scoreboard shows far
// more.
type Summary struct {
	Columns []Text        `json:"columns"` // headings of the values in each line
	Lines   []SummaryLine `json:"lines"`
	Over    bool          `json:"over"`
	Winners []string      `json:"winners,omitempty"` // names of the winning players or teams
	Note    Text          `json:"note,omitempty"`    // e.g. the pot or the settlement
}

// SummaryLine is one player's or team's line of a Summary.
type SummaryLine struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
	Status Text     `json:"status"`
}
