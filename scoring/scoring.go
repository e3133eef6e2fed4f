// Package scoring holds what the games' score keepers share: text in both of
// the app's languages, field-level entry errors, and the flat summary of a
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

// Text is one message in English and German, shared with the rules
// engines. Engines write their explanations and errors as Text so that the
// views can show them in the reader's language without a message catalogue.
type Text = rules.Text

// T builds a Text from two format strings sharing the same arguments.
func T(en, de string, args ...any) Text { return rules.T(en, de, args...) }

// Join concatenates texts with a space between them, language by language.
func Join(parts ...Text) Text { return rules.Join(parts...) }

// FieldError says that one field of an entry (or of the rules) is wrong and
// why, in words a player understands; the rules engines report the same.
type FieldError = rules.FieldError

// Errorf returns a *FieldError for field with a message in both languages.
func Errorf(field, en, de string, args ...any) error { return rules.Errorf(field, en, de, args...) }

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
	return T("This entry cannot be accepted.", "Dieser Eintrag kann nicht angenommen werden.")
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
