package tupelkopf

import (
	"slices"

	"schreiber/rules/msg"
)

// A running game of Tupelkopf or Doppelkopf takes players who arrive and
// lets players go home between deals (see scoring.Phase): everyone who sat
// keeps a seat in the standings, the ones at the table play on. A newcomer
// starts at 0, a player who left keeps the score they had. The deal moves
// on as at the table (see reseat). Pending Bock deals stay pending, as
// many as there were. With Pflichtsoli a newcomer owes one too, in the
// deals left; one who leaves before playing theirs owes it no more.

// AtTable reports whether the player in seat sits at the table now (see
// Seated): in a game whose seating changed, one who left or has not
// arrived yet does not.
func (g Game) AtTable(seat int) bool { return g.seated(seat) }

// Size is how many sit at the table now.
func (g Game) Size() int { return g.size() }

// seat seats the players at the table from a phase on.
func seat(g Game, seats []int) Game {
	g.Seated = slices.Clone(seats)
	return g
}

// reseat carries the standings of a game played at from's table to the
// table of to. The deal passes on as at the table: whoever was to deal
// next deals, unless newcomers sat down between the last dealer and them,
// where the first of those deals; if the next dealer left, the next player
// after them who stays takes their place in that. Who leads and who must
// play the Pflichtsolo follow.
func reseat(from, to Game, st Standings) Standings {
	if !to.seated(st.Dealer) {
		t := from.table()
		at := slices.Index(t, st.Dealer)
		for i := 1; i <= len(t); i++ {
			if s := t[(at+i)%len(t)]; to.seated(s) {
				st.Dealer = s
				break
			}
		}
		if !to.seated(st.Dealer) {
			st.Dealer = to.table()[0]
		}
	}
	t := to.table()
	at := slices.Index(t, st.Dealer)
	for range len(t) - 1 {
		before := t[(at+len(t)-1)%len(t)]
		if from.seated(before) {
			break
		}
		st.Dealer, at = before, (at+len(t)-1)%len(t)
	}
	st.Leader = to.after(st.Dealer)
	st.Forced = to.forced(&st)
	return st
}

// checkSeated refuses a deal that names a player who is not at the table.
func (g Game) checkSeated(e Entry) error {
	for _, field := range []struct {
		name  string
		seats []int
	}{{"alten", e.Alten}, {"winners", e.Winners}} {
		for _, s := range field.seats {
			if s >= 0 && s < len(g.Players) && !g.seated(s) {
				return msg.Errorf(field.name, "%s is not at the table.", g.Players[s])
			}
		}
	}
	return nil
}

// seating checks a table of n players for the rules of a running game
// (a stored config) from its next deal on.
func seating(config []byte, n int) error {
	g, err := decodeGame(config)
	if err != nil {
		return err
	}
	g.Players = make([]string, n)
	for i := range g.Players {
		g.Players[i] = string(rune('A' + i))
	}
	g.FirstDealer = 0
	return g.Validate()
}
