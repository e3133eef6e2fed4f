// Package scoring holds what the games' score keepers share: entry errors,
// options, and the flat summary of a game's standings that lists, exports and
// the command line show.
//
// Each game has its own package below this one (scoring/gurke, …) with a
// typed Rules struct and its presets, a typed Entry, and a pure Replay that
// turns rules, seating and entries into standings and explained steps.
package scoring

import (
	"fmt"
	"schreiber/rules/msg"
)

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

// Summary is the flat view of a game's standings: one line per player or
// team, whether the game is over and who won. Lists of past evenings, the
// export and `schreiber score` print it; each game's own scoreboard shows far
// more.
type Summary struct {
	Columns []msg.Text    `json:"columns"` // headings of the values in each line
	Lines   []SummaryLine `json:"lines"`
	Over    bool          `json:"over"`
	Winners []string      `json:"winners,omitempty"` // names of the winning players or teams
	Note    msg.Text      `json:"note,omitempty"`    // e.g. the pot or the settlement
}

// SummaryLine is one player's or team's line of a Summary.
type SummaryLine struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
	Status msg.Text `json:"status"`
}
