package views

import (
	"schreiber/scoring"
	"schreiber/scoring/hurrican"
	"schreiber/scoring/stats"
)

// hurricanFigures are Hurrican's own figures: the Hurricans a side swept,
// counted at the end of every deal, and the games won double.
var hurricanFigures = []stats.Figure{
	{Key: "hurricans", Label: scoring.T("Hurricans swept", "Hurricans gefegt")},
	{Key: "double", Label: scoring.T("Won double", "Doppelt gewonnen")},
}

// Result is the winning side first, the other second; every player counts
// the Hurricans of the side. Chips, when the game is played for them, are
// paid by every player of the losing side to one of the winning side.
func (t hurricanTable) Result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || !st.Over {
		return stats.Result{}, false
	}
	sideOf := t.Standing().SideOf(len(t.Game.Players))
	var swept, double [2]int
	for _, step := range t.Replayed.Steps {
		if step.Kind == hurrican.KindDeal && step.Award != nil {
			swept[0] += step.Award.Hurricans[0]
			swept[1] += step.Award.Hurricans[1]
		}
	}
	if st.Double {
		double[st.Winner] = 1
	}
	places := []int{1, 1}
	places[1-st.Winner] = 2
	res := sideResult(true, sideOf, places, []int{st.Winner},
		countsBySide(sideOf, [][]int{{swept[0], double[0]}, {swept[1], double[1]}}))
	if t.Game.Rules.Chips > 0 {
		res.Stakes = sideStakes(sideOf, st.Winner, st.Chips)
	}
	return res, true
}
