package views

import (
	"net/url"
	"strconv"
	"unicode/utf8"

	"github.com/a-h/templ"

	"schreiber/scoring"
	"schreiber/scoring/stats"
)

// Kind is one kind of game as the shared game pages see it: its name, how a
// game of it is set up, and how a stored game is replayed into a Table.
// views/games keeps the list of kinds; everything else about a game, from
// reading its entry forms to drawing its scoreboard, is its Table's.
type Kind struct {
	Name  string // stored with every game, e.g. "gurke"
	Title Text
	Setup scoring.Setup
	// Replay reads a stored game (its config, and its players' names in
	// seating order) and replays its entries (their payloads, in order).
	// Only a config that cannot be read is an error; entries that do not
	// replay are the Table's Broken.
	Replay func(config []byte, players []string, entries [][]byte) (Table, error)
	// Referee answers the table's disputes by its frozen house rules; nil
	// for a game without one. The game page shows a "Ruling" button for it.
	Referee *Referee
	// Figures are the kind's own figures in the statistics (cucumbers
	// taken, Hurricans swept …), in the order its Results count them.
	// Changing them, or what a Result says, needs a new ResultsVersion.
	Figures []stats.Figure
	// Rulebook is the game's rules written for the table, as
	// /rules/<name> serves them; built once, the same for every request.
	Rulebook Rulebook
}

// ResultsVersion is the version of what the kinds' Results say. The
// statistics keep every game's result, derived from its log; a new version
// has them all worked out again.
const ResultsVersion = 2

// Table is a game replayed from its log: what the shared pages need to know
// of it, and its own components.
type Table interface {
	Title() Text     // e.g. "Gurke · Danish Agurk"
	RulesLine() Text // the house rules in one line
	Rules() any      // the frozen house rules (the game's rules struct), for the rules card
	Summary() scoring.Summary
	Steps() []Step // one for every entry that counts, in order
	Broken() error // why the stored entries do not replay; nil when they do

	// Entry reads a posted entry form against this table's standings and
	// returns the payload to store; whether it fits the game is checked by
	// replaying. Its error is a *scoring.FieldError a player can read.
	Entry(f url.Values) ([]byte, error)
	// With replays the game with one more entry (its payload) after its
	// own, as the kind's Replay would, decoding only that entry; false if
	// the game does not replay as it stands.
	With(payload []byte) (Table, bool)
	// Form returns the form values that enter payload again, for a
	// correction on the table as it stood before that entry; false if the
	// entry cannot be corrected with a form.
	Form(payload []byte) (url.Values, bool)
	// Next returns the configuration of the next game at the same table
	// with the same rules, once this one is over; for a game whose rules
	// set no end, at any time (the table ends it by its word).
	Next() ([]byte, bool)
	// Facts are what the table needs to know before the next deal: who
	// deals, who leads or attacks, how many cards. None once it is over.
	Facts(p Page) []Fact
	// Series is how the game stood after every entry, for its chart.
	Series() Series
	// Standing is the Series with only its first row and its last: where
	// every line stands now, which a legend shows without the chart.
	Standing() Series
	// Result is how the game ended, seat by seat, for the statistics and
	// the evening's ledger: the places, who won, the kind's own figures,
	// and what the game is played for. A game whose rules set no end gives
	// its result as it stands once it has an entry, with Over false: it
	// counts only once the table finishes it here (see db.Finished). False
	// while a game with an end still runs, and when the entries do not
	// replay.
	Result() (stats.Result, bool)

	// Board draws the scoreboard, as everyone at the table sees it.
	Board(c Ctx, p Page) templ.Component
	// Forms draws the entry forms of a running game, for scorers.
	Forms(c Ctx, p Page, f Form) templ.Component
	// Preview draws what the latest entry did, in detail: the breakdown a
	// scorer checks before saving.
	Preview(c Ctx, p Page) templ.Component
}

// Fact is one thing the table needs to know before the next deal, as the
// board and the status strip show it.
type Fact struct {
	Label  Text
	Value  Text
	TestID string // the data-testid of the value, e.g. "dealer"
}

// long tells a value too long for the status strip's large type, such as
// a sentence about the series: it is set smaller rather than broken up.
func (f Fact) long(l Lang) bool { return utf8.RuneCountInString(l.Of(f.Value)) > 14 }

// Series is how a game stood at its start and after every entry that
// counts: one line per player or side, in the game's own scale.
type Series struct {
	Scale Text     // what the numbers count, e.g. "Points", "Bunkte", "Losses"
	Names []string // one per line: the players or sides
	Rows  [][]int  // Rows[0] at the start, Rows[i] after the i-th entry; len(Names) values each
	// Entries is how many entries the game has: len(Rows)-1, but for a
	// Standing, which holds only the first row and the last.
	Entries int
	Low     bool // lower is better (penalty points, losses)
	Mark    int  // a value worth a line across the chart (a limit, a target); 0 for none
	// Seats are the seats of each line, where a line is a team; nil when
	// every seat has its own line, in seating order.
	Seats [][]int
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
	Text        Text
	Correctable bool // the history offers to correct it
}

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
}

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
	Error  Text
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
