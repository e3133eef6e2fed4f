// Package replay says what a stored game of any kind is once it has been
// replayed from its log: its title and rules, its steps, how it stood after
// every entry, whether it is over and how it ended, and the next game at
// the same table. Each game's scoring package gives its Kind; scoring/games
// lists them. The pages draw a Table; the statistics, the ledger, the
// exports and the command line read it, and so they all say the same.
package replay

import (
	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/stats"
)

// Kind is one kind of game: its name, how a game of it is set up, how a
// stored game is replayed, and the kind's own figures in the statistics.
type Kind struct {
	Name  string // stored with every game, e.g. "gurke"
	Title msg.Text
	Setup scoring.Setup
	// Replay reads a stored game (its config, and its players' names in
	// seating order) and replays its entries (their payloads, in order).
	// Only a config that cannot be read is an error; entries that do not
	// replay are the Table's Broken.
	Replay func(config []byte, players []string, entries [][]byte) (Table, error)
	// Figures are the kind's own figures in the statistics (cucumbers
	// taken, Hurricans swept …), in the order its Results count them.
	// Changing them, or what a Result says, needs a new ResultsVersion.
	Figures []stats.Figure
	// Play is how a long game of the kind is played at random.
	Play Play
}

// ResultsVersion is the version of what the kinds' Results say. The
// statistics keep every game's result, derived from its log; a new version
// has them all worked out again.
const ResultsVersion = 4

// Table is a game replayed from its log.
type Table interface {
	Title() msg.Text     // e.g. "Gurke · Danish Agurk"
	RulesLine() msg.Text // the house rules in one line
	Rules() any          // the frozen house rules (the game's rules struct), for the rules card
	Summary() scoring.Summary
	Steps() []Step // one for every entry that counts, in order
	Broken() error // why the stored entries do not replay; nil when they do

	// With replays the game with one more entry (its payload) after its
	// own, as the kind's Replay would, decoding only that entry; false if
	// the game does not replay as it stands.
	With(payload []byte) (Table, bool)
	// Next returns the configuration of the next game at the same table
	// with the same rules, once this one is over; for a game whose rules
	// set no end, at any time (the table ends it by its word).
	Next() ([]byte, bool)
	// Series is how the game stood after every entry, for its chart.
	Series() Series
	// Standing is the Series with only its first row and its last: where
	// every line stands now, which a legend shows without the chart.
	Standing() Series
	// Result is how the game ended, seat by seat, for the statistics and
	// the evening's ledger: the places, who won, the kind's own figures,
	// and what the game is played for. A game whose rules set no end gives
	// its result as it stands once it has an entry, with Over false: it
	// counts only once the table finishes it here (see Read). False while
	// a game with an end still runs, and when the entries do not replay.
	Result() (stats.Result, bool)
}

// Unpaid is a Table of a game that is never played for money, which says
// why the ledger moves none for it.
type Unpaid interface {
	Unpaid() msg.Text
}

// Series is how a game stood at its start and after every entry that
// counts: one line per player or side, in the game's own scale.
type Series struct {
	Scale msg.Text // what the numbers count, e.g. "Points", "Bunkte", "Losses"
	Names []string // one per line: the players or sides
	Rows  [][]int  // Rows[0] at the start, Rows[i] after the i-th entry; len(Names) values each
	// Entries is how many entries the game has: len(Rows)-1, but for a
	// Standing, which holds only the first row and the last. With Deals,
	// it counts the deals alone.
	Entries int
	// Deals: the rows are the game's deals alone, and the pages count
	// deals; the entries between them (a Hurrican tapped during a deal)
	// change no score and are part of the deal that follows.
	Deals bool
	Low   bool // lower is better (penalty points, losses)
	Mark  int  // a value worth a line across the chart (a limit, a target); 0 for none
	// Seats are the seats of each line, where a line is a team; nil when
	// every seat has its own line, in seating order.
	Seats [][]int
	// Notes say what an entry did to a line where the change from the row
	// before hides it (a cucumber taken and a rebirth): Notes[i][line]
	// belongs to Rows[i]. Nil when no entry needs one; a zero Text where
	// the change says it all. A Standing, whose rows are only the first
	// and the last, has none.
	Notes [][]msg.Text
}

// Progress is how far a game has got as its players count it: its deals
// (deals true) where its Series counts deals alone, otherwise entries, the
// entries that count in its log.
func Progress(t Table, entries int) (n int, deals bool) {
	if t == nil || t.Broken() != nil {
		return entries, false
	}
	if s := t.Standing(); s.Deals {
		return s.Entries, true
	}
	return entries, false
}

// SeriesFrom is the index of the first step a Series or a Standing of a
// game with n steps draws.
func SeriesFrom(n int, standing bool) int {
	if standing {
		return max(n-1, 0)
	}
	return 0
}

// SideOf returns the line of every seat of a table of n.
func (s Series) SideOf(n int) []int {
	out := make([]int, n)
	for seat := range out {
		out[seat] = seat
	}
	for line, seats := range s.Seats {
		for _, seat := range seats {
			if seat >= 0 && seat < n {
				out[seat] = line
			}
		}
	}
	return out
}

// Step is what one entry did, as the history lists it.
type Step struct {
	Text        msg.Text
	Correctable bool // the history offers to correct it
}
