package hurrican

import "testing"

func TestNextDealer(t *testing.T) {
	for _, c := range []struct{ players, last, winner, want int }{
		{2, 0, 1, 1}, {2, 0, 0, 0}, {2, 1, 0, 0},
		{4, 0, 1, 1}, {4, 0, 0, 2}, {4, 3, 0, 0}, {4, 3, 1, 1},
	} {
		if got := nextDealer(c.players, c.last, c.winner); got != c.want {
			t.Errorf("%d players, last dealer %d, side %d won: %d deals first, want %d", c.players, c.last, c.winner, got, c.want)
		}
	}
}
