package scoring

import "slices"

// Seating is who sits at the table of a game whose players may come and go
// between deals (see Phase): the seats at the table, clockwise. Nil while
// every one of the game's players sits as the game began. Its methods take
// how many players the game has had in all.
type Seating []int

// Size is how many sit at the table.
func (s Seating) Size(players int) int {
	if s != nil {
		return len(s)
	}
	return players
}

// Seats returns the seats at the table, clockwise.
func (s Seating) Seats(players int) []int {
	if s != nil {
		return s
	}
	out := make([]int, players)
	for i := range out {
		out[i] = i
	}
	return out
}

// Has reports whether seat is at the table.
func (s Seating) Has(seat, players int) bool {
	if s != nil {
		return slices.Contains(s, seat)
	}
	return seat >= 0 && seat < players
}

// Left returns the seat at the table k places left of seat (right for a
// negative k). A seat not at the table counts from the table's first: the
// first is one place left of it.
func (s Seating) Left(seat, k, players int) int {
	if s == nil {
		return ((seat+k)%players + players) % players
	}
	n := len(s)
	at := max(0, slices.Index(s, seat))
	if !slices.Contains(s, seat) && k > 0 {
		k--
	}
	return s[((at+k)%n+n)%n]
}
