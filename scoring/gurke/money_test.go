package gurke

import (
	"slices"
	"testing"
)

func TestPayments(t *testing.T) {
	st := func(settle ...int) Standings {
		return Standings{Players: make([]PlayerState, len(settle)), Settle: settle}
	}
	tests := []struct {
		name string
		s    Standings
		want []Payment
	}{
		{"one winner", st(-5, 12, -7), []Payment{{0, 1, 5}, {2, 1, 7}}},
		{"two winners share", st(4, -10, 6), []Payment{{1, 0, 4}, {1, 2, 6}}},
		{"nothing to settle", st(0, 0), nil},
	}
	for _, tt := range tests {
		if got := tt.s.Payments(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestHighestOther(t *testing.T) {
	s := Standings{Players: []PlayerState{
		{Score: 30, Status: Out}, {Score: 9}, {Score: 12}, {Score: 12, Status: SecondLife},
	}}
	if score, who := s.HighestOther(0); score != 12 || who != 2 {
		t.Errorf("HighestOther(0) = %d, %d; want 12 from seat 2 (players out do not count; the first clockwise wins a tie)", score, who)
	}
	if score, who := s.HighestOther(2); score != 12 || who != 3 {
		t.Errorf("HighestOther(2) = %d, %d; want 12 from seat 3", score, who)
	}
}
