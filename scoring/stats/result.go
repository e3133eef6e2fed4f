// Package stats computes what a group looks back on: how each seat placed in
// a game, the records of a player over many games, who finished ahead when
// two players met, and the fewest payments that settle an evening. It knows
// no game: every kind of game turns its standings into a Result, and the
// rest is counting.
package stats

import (
	"schreiber/rules/msg"
	"slices"
)

// Result is how one game ended, seat by seat, as the statistics and the
// evening's ledger read it.
type Result struct {
	// Over says the game reached its end. A game whose rules set no end
	// gives its result as it stands.
	Over  bool   `json:"over"`
	Seats []Seat `json:"seats"` // one per seat, in seating order
	// Stakes is what every seat wins (+) or pays (−) under the game's own
	// stakes (a pot, a settlement, chips), in whole stakes; nil when the
	// game is not played for stakes. It adds up to zero.
	Stakes []int `json:"stakes,omitempty"`
	// Points is what every seat wins or pays for a stake per point that
	// the evening may set; nil when the game has stakes of its own or no
	// points to pay on. It adds up to zero.
	Points []int `json:"points,omitempty"`
}

// Seat is one seat's result.
type Seat struct {
	Side  int  `json:"side"`  // the line of the standings the seat plays for: the seat, or its team
	Place int  `json:"place"` // 1 for the best; seats level share a place
	Won   bool `json:"won"`
	// Counts are the kind's own figures, in the order the kind lists them:
	// what the seat did, or for a Side figure what its side did.
	Counts []int `json:"counts"`
}

// Figure is one of a kind's own figures, such as cucumbers taken. A seat
// counts what it did itself: the Hurricans it swept, not its partner's.
type Figure struct {
	Key   string // stable, e.g. "cucumbers"
	Label msg.Text
	// Side marks what a side did as a whole, which no seat of it did
	// alone, such as a game won double or the makers euchred. Every seat
	// of the side counts it, as every seat shares the side's place and
	// win, and its label says it is the side's: adding it up over
	// partners counts the side's doing twice.
	Side bool
}

// Places ranks n seats: better(a, b) < 0 when seat a finished ahead of seat
// b, 0 when they are level. Seats level share the better place and the
// places after them are skipped (1, 2, 2, 4).
func Places(n int, better func(a, b int) int) []int {
	out := make([]int, n)
	for i := range n {
		out[i] = 1
		for j := range n {
			if better(j, i) < 0 {
				out[i]++
			}
		}
	}
	return out
}

// PlacesBy ranks seats by a value: the lowest ahead when low, else the
// highest.
func PlacesBy(values []int, low bool) []int {
	return Places(len(values), func(a, b int) int {
		if low {
			return values[a] - values[b]
		}
		return values[b] - values[a]
	})
}

// Leaders returns the seats in first place, or none when every seat is
// there: a game that everyone finished level has no winner.
func Leaders(places []int) []int {
	var out []int
	for seat, p := range places {
		if p == 1 {
			out = append(out, seat)
		}
	}
	if len(out) == len(places) {
		return nil
	}
	return out
}

// Differences is what everyone pays the winners when the difference in
// points is paid: every other seat pays how far it stands behind the best
// of the winners, and the winners share the total, the first of them in
// seat order taking what does not divide. Nil without a winner.
func Differences(values []int, winners []int, low bool) []int {
	if len(winners) == 0 {
		return nil
	}
	best := values[winners[0]]
	for _, w := range winners {
		if low && values[w] < best || !low && values[w] > best {
			best = values[w]
		}
	}
	out := make([]int, len(values))
	total := 0
	for seat, v := range values {
		if slices.Contains(winners, seat) {
			continue
		}
		d := v - best
		if !low {
			d = best - v
		}
		if d > 0 {
			out[seat], total = -d, total+d
		}
	}
	share, rest := total/len(winners), total%len(winners)
	for i, w := range winners {
		out[w] = share
		if i < rest {
			out[w]++
		}
	}
	return out
}

// Sides spreads a value per side over the seats: every seat gets its
// side's value.
func Sides(perSide []int, sideOf []int) []int {
	out := make([]int, len(sideOf))
	for seat, side := range sideOf {
		if side >= 0 && side < len(perSide) {
			out[seat] = perSide[side]
		}
	}
	return out
}

// Sum adds up values.
func Sum(values []int) int {
	total := 0
	for _, v := range values {
		total += v
	}
	return total
}

// Money is what every seat of a game wins or pays in cents: its own stakes
// at unitCents a stake, or else its points at pointCents a point. Nil when
// the game moves no money at these rates.
func (r Result) Money(unitCents, pointCents int) []int {
	per, rate := r.Stakes, unitCents
	if per == nil {
		per, rate = r.Points, pointCents
	}
	if per == nil || rate == 0 {
		return nil
	}
	out := make([]int, len(per))
	moved := false
	for i, v := range per {
		out[i] = v * rate
		moved = moved || v != 0
	}
	if !moved {
		return nil
	}
	return out
}
