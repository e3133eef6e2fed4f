package scoring

import (
	"slices"
	"testing"
)

func TestSeating(t *testing.T) {
	// Five players in all: seat 1 went home, seat 4 arrived and sits
	// left of seat 0.
	changed := Seating{0, 4, 2, 3}
	for _, c := range []struct {
		name          string
		s             Seating
		size          int
		seats         []int
		has, hasNot   int
		seat, k, left int
	}{
		{"as the game began", nil, 5, []int{0, 1, 2, 3, 4}, 4, 5, 4, 1, 0},
		{"as the game began, to the right", nil, 5, []int{0, 1, 2, 3, 4}, 0, -1, 0, -1, 4},
		{"changed", changed, 4, []int{0, 4, 2, 3}, 4, 1, 0, 1, 4},
		{"changed, around the table", changed, 4, []int{0, 4, 2, 3}, 3, 1, 3, 1, 0},
		{"changed, to the right", changed, 4, []int{0, 4, 2, 3}, 2, 1, 0, -1, 3},
		{"changed, from a seat that left", changed, 4, []int{0, 4, 2, 3}, 0, 1, 1, 1, 0},
		{"changed, two on from a seat that left", changed, 4, []int{0, 4, 2, 3}, 0, 1, 1, 2, 4},
	} {
		if got := c.s.Size(5); got != c.size {
			t.Errorf("%s: size %d, want %d", c.name, got, c.size)
		}
		if got := c.s.Seats(5); !slices.Equal(got, c.seats) {
			t.Errorf("%s: seats %v, want %v", c.name, got, c.seats)
		}
		if !c.s.Has(c.has, 5) || c.s.Has(c.hasNot, 5) {
			t.Errorf("%s: has %d: %v, has %d: %v", c.name, c.has, c.s.Has(c.has, 5), c.hasNot, c.s.Has(c.hasNot, 5))
		}
		if got := c.s.Left(c.seat, c.k, 5); got != c.left {
			t.Errorf("%s: %d places left of %d is %d, want %d", c.name, c.k, c.seat, got, c.left)
		}
	}
}
