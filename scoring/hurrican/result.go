package hurrican

import (
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// figures are Hurrican's own figures: the Hurricans a player swept,
// counted at the end of every deal, and the games the player's side won
// double.
var figures = []stats.Figure{
	{Key: "hurricans", Label: msg.T("Hurricans swept")},
	{Key: "double", Label: msg.T("Won double (side)"), Side: true},
}

// result is the winning side first, the other second; every player counts
// the Hurricans they swept themselves (see swept) and the games
// their side won double. Chips, when the game is played for them, are
// paid by every player of the losing side to one of the winning side.
func (t Table) result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || !st.Over {
		return stats.Result{}, false
	}
	sideOf := t.Standing().SideOf(len(t.Game.Players))
	double := make([]int, 2)
	if st.Double {
		double[st.Winner] = 1
	}
	places := []int{1, 1}
	places[1-st.Winner] = 2
	res := replay.SideResult(true, sideOf, places, []int{st.Winner},
		replay.PerSeat(t.swept(sideOf), stats.Sides(double, sideOf)))
	if t.Game.Rules.Chips > 0 {
		res.Stakes = replay.SideStakes(sideOf, st.Winner, st.Chips)
	}
	return res, true
}

// swept counts the Hurricans every seat swept in the deals counted: the
// taps of a deal, seat by seat, as far as its count keeps them.
func (t Table) swept(sideOf []int) []int {
	n := len(sideOf)
	out, tapped := make([]int, n), make([]int, n)
	for i, step := range t.Replayed.Steps {
		if i >= len(t.Entries) {
			break
		}
		switch e := t.Entries[i]; {
		case e.Kind == KindHurrican && e.Seat != nil && *e.Seat >= 0 && *e.Seat < n:
			tapped[*e.Seat]++
		case e.Kind == KindDeal && step.Award != nil:
			for seat, made := range swept(sideOf, tapped, step.Award.Hurricans) {
				out[seat] += made
			}
			clear(tapped)
		}
	}
	return out
}

// swept shares out the Hurricans a deal's count gives each side
// among the side's seats, by the taps of the deal: a seat gets only what it
// surely swept. A side of one seat swept all of its own. When the count
// keeps every tap, or adds some nobody tapped, each seat gets its taps and
// the Hurricans added go to nobody: nobody said who swept them. When it
// drops taps, nobody said which were wrong, so a seat keeps only what is
// left of the count after its partners' taps.
func swept(sideOf []int, tapped []int, count [2]int) []int {
	var seats, taps [2]int
	for seat, side := range sideOf {
		if side == 0 || side == 1 {
			seats[side]++
			taps[side] += tapped[seat]
		}
	}
	out := make([]int, len(sideOf))
	for seat, side := range sideOf {
		if side != 0 && side != 1 {
			continue
		}
		c, own := count[side], tapped[seat]
		switch {
		case seats[side] == 1:
			out[seat] = c
		case c >= taps[side]:
			out[seat] = own
		default:
			out[seat] = max(0, c-(taps[side]-own))
		}
	}
	return out
}

// Unpaid says why a Hurrican game moves no money in the ledger.
func (t Table) Unpaid() msg.Text {
	return msg.T("It was played without chips.")
}
