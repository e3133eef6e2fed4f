package stats

import (
	"cmp"
	"slices"
)

// Line is one player's result in one game, with what the group's pages
// need to order, filter and name it.
type Line struct {
	Game    string // the game's id
	Evening string // the evening's id
	Date    string // the evening's date, YYYY-MM-DD
	At      string // when the game started (RFC 3339), to order the games of an evening
	Kind    string // the kind of game, e.g. "gurke"
	Player  string // the player's id
	Seats   int    // players at the table
	Side    int    // the line of the standings the player played for
	Place   int
	Won     bool
	Counts  []int // the kind's own figures (see Seat.Counts)
}

// Before orders lines by when their games were played.
func (l Line) Before(o Line) int {
	return cmp.Or(cmp.Compare(l.Date, o.Date), cmp.Compare(l.At, o.At), cmp.Compare(l.Game, o.Game))
}

// Filter is a choice of games: of one kind (all when empty) and played
// from one date to another (open when empty), both dates included.
type Filter struct {
	Kind     string
	From, To string // YYYY-MM-DD
}

// Keep reports whether a line's game is in the choice.
func (f Filter) Keep(l Line) bool {
	return (f.Kind == "" || l.Kind == f.Kind) && (f.From == "" || l.Date >= f.From) && (f.To == "" || l.Date <= f.To)
}

// Apply returns the lines the filter keeps, in their order; all of them,
// not copied, when it keeps everything.
func (f Filter) Apply(lines []Line) []Line {
	if f == (Filter{}) {
		return lines
	}
	var out []Line
	for _, l := range lines {
		if f.Keep(l) {
			out = append(out, l)
		}
	}
	return out
}

// Totals are the counts over a set of games.
type Totals struct {
	Games    int
	Won      int
	PlaceSum int // the places added up, for the average
	// Counts are the kind's own figures added up, only over games of one
	// kind: what the player did, and for a Side figure what the player's
	// sides did.
	Counts []int
}

// Add counts one more game.
func (t *Totals) Add(l Line) {
	t.Games++
	t.PlaceSum += l.Place
	if l.Won {
		t.Won++
	}
	for len(t.Counts) < len(l.Counts) {
		t.Counts = append(t.Counts, 0)
	}
	for i, n := range l.Counts {
		t.Counts[i] += n
	}
}

// WinRate is the share of games won, from 0 to 1.
func (t Totals) WinRate() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.Won) / float64(t.Games)
}

// AveragePlace is the mean place, 0 without games.
func (t Totals) AveragePlace() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.PlaceSum) / float64(t.Games)
}

// Row is one player's line of a leaderboard.
type Row struct {
	Player string
	Totals
}

// Leaderboard adds up every player's games among the lines, the kinds' own
// figures only when the games are all of one kind. The player who won most
// comes first; then the higher win rate, the better average place and the
// more games; then the player's name (from names, which may lack some) and
// id, so that the order is the same in every copy of the group.
func Leaderboard(lines []Line, names map[string]string) []Row {
	mixed := slices.ContainsFunc(lines, func(l Line) bool { return l.Kind != lines[0].Kind })
	index := map[string]int{}
	var rows []Row
	for _, l := range lines {
		if mixed {
			l.Counts = nil
		}
		i, ok := index[l.Player]
		if !ok {
			i = len(rows)
			index[l.Player] = i
			rows = append(rows, Row{Player: l.Player})
		}
		rows[i].Add(l)
	}
	slices.SortFunc(rows, func(a, b Row) int {
		// Compared as fractions, so that no rounding decides an order.
		return cmp.Or(
			cmp.Compare(b.Won, a.Won),
			cmp.Compare(b.Won*a.Games, a.Won*b.Games),
			cmp.Compare(a.PlaceSum*b.Games, b.PlaceSum*a.Games),
			cmp.Compare(b.Games, a.Games),
			cmp.Compare(names[a.Player], names[b.Player]),
			cmp.Compare(a.Player, b.Player),
		)
	})
	return rows
}

// Kinds lists the kinds the lines have, in the order given, which lists
// every kind the caller knows; kinds it does not list come last.
func Kinds(lines []Line, order []string) []string {
	seen := map[string]bool{}
	for _, l := range lines {
		seen[l.Kind] = true
	}
	var out []string
	for _, k := range order {
		if seen[k] {
			out = append(out, k)
			delete(seen, k)
		}
	}
	var rest []string
	for k := range seen {
		rest = append(rest, k)
	}
	slices.Sort(rest)
	return append(out, rest...)
}
