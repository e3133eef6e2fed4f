package views

import (
	"strconv"

	"schreiber/rules/msg"
	"schreiber/scoring/stats"
)

// StatsView is everything the group's statistics page shows.
type StatsView struct {
	GroupID   string
	GroupName string
	Filter    stats.Filter
	Kinds     []KindItem // the kinds to filter by
	Boards    []Board    // in all first (when no kind is chosen), then per kind
	Games     int        // games counted
	CSV       string     // the same figures as CSV, with the filter
	Players   []PlayerItem
	Pending   Pending
}

// Board is one leaderboard: in all, or of one kind with its own figures.
type Board struct {
	Kind    string // "" for every kind
	Title   msg.Text
	Figures []stats.Figure
	Rows    []BoardRow
}

// BoardRow is one player's line of a leaderboard.
type BoardRow struct {
	PlayerID string
	Name     string
	stats.Totals
}

// PlayerView is everything a player's page shows.
type PlayerView struct {
	GroupID   string
	GroupName string
	Player    PlayerItem
	Stats     stats.Player
	Kinds     []PlayerKind
	Best      *GameRef
	Worst     *GameRef
	Evenings  []PlayerEvening
	Others    []PlayerItem // the group's other players, to compare with
	Pending   Pending
}

// PlayerKind is a player's totals of one kind of game, with the kind's
// own figures.
type PlayerKind struct {
	Title   msg.Text
	Figures []stats.Figure
	stats.Totals
}

// GameRef names one game of a player: which, when, and how the player
// placed.
type GameRef struct {
	GameID string
	Title  msg.Text
	Date   string
	Place  int
	Seats  int
	Won    bool
}

// PlayerEvening is one of a player's last evenings.
type PlayerEvening struct {
	EveningID string
	Date      string
	Place     string
	stats.Totals
}

// H2HView is everything the head-to-head page shows.
type H2HView struct {
	GroupID   string
	GroupName string
	Players   []PlayerItem
	A, B      PlayerItem // chosen players; empty IDs before a choice
	All       stats.Record
	Kinds     []H2HKind
	Meetings  []Meeting
	Pending   Pending
}

// H2HKind is the record of two players in one kind of game.
type H2HKind struct {
	Title msg.Text
	stats.Record
}

// Meeting is one game two players played together.
type Meeting struct {
	Game    GameRef // as A placed
	BPlace  int
	Partner bool
	Ahead   int // 1: A ahead, −1: B ahead, 0: level or partners
}

// Pending is what a page that counts results lacks of them: nothing, or
// games whose results the server is still working out in the background,
// which the page's figures do not count yet.
type Pending struct {
	Missing bool   // some results are still being worked out
	Total   int    // games being worked out; 0 while they are still looked for
	Done    int    // of those, worked out so far
	URL     string // the page, asked again until nothing is missing
}

// Left is how many games are still being worked out.
func (p Pending) Left() int { return p.Total - p.Done }

// pendingText says which results a page still lacks, in the reader's
// language.
func pendingText(l Lang, p Pending) string {
	if p.Total == 0 {
		return l.T("Still looking for the games whose results have to be worked out again. Until then the figures " +
			"below are incomplete: they count only the games that are ready.")
	}
	left, total := number(l, p.Left()), number(l, p.Total)
	return l.T("Still working out the results of %s of %s games. Until then the figures below are "+
		"incomplete: they count only the games that are ready.", left, total)
}

// number writes a count with the language's mark between thousands.
func number(l Lang, n int) string { return Number(l, n) }

// Chosen reports whether two players have been picked.
func (v H2HView) Chosen() bool { return v.A.ID != "" && v.B.ID != "" }

// percent writes a share from 0 to 1 as whole percent.
func percent(f float64) string { return strconv.Itoa(int(f*100+0.5)) + " %" }

// decimal writes a number to one decimal, with the language's decimal
// mark.
func decimal(l Lang, f float64) string { return Decimal(l, f) }

// Money writes an amount in cents as units and cents with the language's
// decimal mark, e.g. "−12.50" or "−12,50".
func Money(l Lang, cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "−", -cents
	}
	return sign + strconv.Itoa(cents/100) + l.style().decimal + strconv.Itoa(cents%100/10) + strconv.Itoa(cents%10)
}

// placeOf writes a place of a table, e.g. "1st of 4" or "1. von 4".
func placeOf(l Lang, place, seats int) string { return l.T("%s of %d", Ordinal(l, place), seats) }

// ordinal writes 1st, 2nd, 3rd, 4th …
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// count returns the i-th figure, 0 when there is none.
func count(t stats.Totals, i int) int {
	if i < len(t.Counts) {
		return t.Counts[i]
	}
	return 0
}
