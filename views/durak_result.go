package views

import (
	"slices"

	"schreiber/scoring"
	"schreiber/scoring/stats"
)

// durakFigures are Durak's own figure: the deals a player (or the player's
// team) was the durak.
var durakFigures = []stats.Figure{
	{Key: "durak", Label: scoring.T("Times durak", "Mal Durak")},
}

// Result places the sides by their losses, fewest first. Everyone wins who
// does not owe the forfeit; in a series without an end, as it stands,
// everyone but the sides with the most losses, unless all have as many.
// Durak is played for a forfeit, not for money.
func (t durakTable) Result() (stats.Result, bool) {
	r, st := t.Game.Rules, t.Standings
	open := r.LossLimit == 0 && r.Deals == 0
	if t.Err != nil || len(t.Entries) == 0 || !st.Over && !open {
		return stats.Result{}, false
	}
	losses := make([]int, len(st.Sides))
	for i, side := range st.Sides {
		losses[i] = side.Losses
	}
	places := stats.PlacesBy(losses, true)
	payers := st.Payers
	if !st.Over {
		most := slices.Max(losses)
		for side, l := range losses {
			if l == most && most > slices.Min(losses) {
				payers = append(payers, side)
			}
		}
	}
	var winners []int
	if len(payers) > 0 {
		for side := range st.Sides {
			if !slices.Contains(payers, side) {
				winners = append(winners, side)
			}
		}
	}
	sideOf := t.Standing().SideOf(len(t.Game.Players))
	perSide := make([][]int, len(losses))
	for side, l := range losses {
		perSide[side] = []int{l}
	}
	return sideResult(st.Over, sideOf, places, winners, countsBySide(sideOf, perSide)), true
}
