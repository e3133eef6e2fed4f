package durak

import (
	"slices"

	"schreiber/rules/msg"
)

// A running series of Durak takes players who arrive and lets players go
// home between deals (see scoring.Phase), when everyone plays alone: all
// who sat keep their losses, a newcomer starts with none. Who deals next
// stays who it would have been; if that player left, the next player
// after them who stays deals.

// size is how many sit at the table.
func (g Game) size() int { return g.Seated.Size(len(g.Players)) }

// table returns the seats at the table, clockwise.
func (g Game) table() []int { return g.Seated.Seats(len(g.Players)) }

// seated reports whether the seat is at the table.
func (g Game) seated(seat int) bool { return g.Seated.Has(seat, len(g.Players)) }

// left returns the seat at the table k places left of seat (right for a
// negative k). A seat not at the table counts from the table's first.
func (g Game) left(seat, k int) int { return g.Seated.Left(seat, k, len(g.Players)) }

// AtTable reports whether the player in seat sits at the table now (see
// Seated): in a series whose seating changed, one who left or has not
// arrived yet does not.
func (g Game) AtTable(seat int) bool { return g.seated(seat) }

// seat seats the players at the table from a phase on.
func seat(g Game, seats []int) Game {
	g.Seated = slices.Clone(seats)
	return g
}

// reseat carries the standings of a series played at from's table to the
// table of to: if the next dealer left, the player after them who stays
// deals, and who attacks first follows.
func reseat(from, to Game, st Standings) Standings {
	if !to.seated(st.Dealer) {
		t := from.table()
		at := slices.Index(t, st.Dealer)
		next := -1
		for i := 1; i <= len(t) && next < 0; i++ {
			if s := t[(at+i)%len(t)]; to.seated(s) {
				next = s
			}
		}
		if next < 0 {
			next = to.left(st.Dealer, 1)
		}
		st.Dealer = next
	}
	if st.Attacker >= 0 || st.Fool >= 0 {
		opening(to, &st)
	}
	return st
}

// checkSeated refuses a deal that names a player who is not at the table.
func (g Game) checkSeated(e Entry) error {
	for _, f := range []struct {
		name string
		seat *int
	}{{"durak", e.Durak}, {"dealer", e.Dealer}, {"attacker", e.Attacker}} {
		if f.seat != nil && !g.seated(*f.seat) {
			return msg.Errorf(f.name, "%s is not at the table.", g.Players[*f.seat])
		}
	}
	return nil
}

// seating checks a table of n players for the rules of a running series
// (a stored config) from its next deal on.
func seating(config []byte, n int) error {
	g, err := decodeGame(config)
	if err != nil {
		return err
	}
	if g.Rules.Teams {
		return msg.Errorf("players", "Teams keep their players for the whole series: its losses are the team's.")
	}
	g.Players = make([]string, n)
	for i := range g.Players {
		g.Players[i] = string(rune('A' + i))
	}
	g.FirstDealer = 0
	return g.Validate()
}
