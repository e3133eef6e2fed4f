package replay

import (
	"slices"

	"schreiber/scoring/stats"
)

// SideResult builds a game's Result from its lines (the players, or the
// teams): every seat gets its line's place and win, and its figures as
// counts gives them, one slice per seat (see PerSeat).
func SideResult(over bool, sideOf []int, places []int, winners []int, counts [][]int) stats.Result {
	r := stats.Result{Over: over, Seats: make([]stats.Seat, len(sideOf))}
	for seat, side := range sideOf {
		s := stats.Seat{Side: side, Won: slices.Contains(winners, side)}
		if side >= 0 && side < len(places) {
			s.Place = places[side]
		}
		if seat < len(counts) {
			s.Counts = counts[seat]
		}
		r.Seats[seat] = s
	}
	// Seats of a team share the team's place: in places counted per seat,
	// a team's place is that of its first seat among all seats.
	seatPlaces := stats.Places(len(sideOf), func(a, b int) int { return r.Seats[a].Place - r.Seats[b].Place })
	for seat := range r.Seats {
		r.Seats[seat].Place = seatPlaces[seat]
	}
	return r
}

// PerSeat lays figures counted per seat, one slice per figure, out as one
// slice per seat. A figure a side did as a whole (see stats.Figure.Side)
// comes counted per side and spread over its seats with stats.Sides: a
// seat never gets what only its partner did.
func PerSeat(figures ...[]int) [][]int {
	if len(figures) == 0 {
		return nil
	}
	out := make([][]int, len(figures[0]))
	for seat := range out {
		for _, f := range figures {
			out[seat] = append(out[seat], f[seat])
		}
	}
	return out
}

// SideStakes gives every seat of the winning side what it wins and every
// seat of the others what they pay, when the sides are the same size.
func SideStakes(sideOf []int, winner, amount int) []int {
	out := make([]int, len(sideOf))
	for seat, side := range sideOf {
		if side == winner {
			out[seat] = amount
		} else {
			out[seat] = -amount
		}
	}
	return out
}
