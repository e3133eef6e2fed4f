package views

import (
	"schreiber/scoring"
	"schreiber/scoring/euchre"
	"schreiber/scoring/stats"
)

// euchreFigures are Euchre's own figures: the marches a partnership made
// (all five tricks as makers), the times it euchred the makers, and the
// lone hands a player made.
var euchreFigures = []stats.Figure{
	{Key: "marches", Label: scoring.T("Marches", "Durchmärsche")},
	{Key: "euchres", Label: scoring.T("Makers euchred", "Euchred als Gegner")},
	{Key: "lone", Label: scoring.T("Lone hands made", "Alleinspiele gewonnen")},
}

// Result is the winning partnership first, the other second. Euchre has no
// stakes of its own; a stake per point is paid on the margin: the points
// between the sides in the game, or the rubber's margin.
func (t euchreTable) Result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || !st.Over {
		return stats.Result{}, false
	}
	sideOf := t.Standing().SideOf(euchrePlayers)
	perSide := [][]int{{0, 0}, {0, 0}}
	lone := make([]int, euchrePlayers)
	for i, e := range t.Entries {
		if e.Kind != euchre.KindHand || i >= len(t.Replayed.Steps) {
			continue
		}
		maker, tricks := *e.Maker, *e.Tricks
		makers := euchre.SideOf(maker)
		switch {
		case tricks == 5:
			perSide[makers][0]++
		case tricks < 3:
			perSide[1-makers][1]++
		}
		if e.Alone && tricks >= 3 {
			lone[maker]++
		}
	}
	counts := countsBySide(sideOf, perSide)
	for seat := range counts {
		counts[seat] = append(counts[seat], lone[seat])
	}
	places := []int{1, 1}
	places[1-st.Winner] = 2
	res := sideResult(true, sideOf, places, []int{st.Winner}, counts)
	margin := st.Margin
	if !t.Game.Rules.Rubber && len(st.Results) > 0 {
		last := st.Results[len(st.Results)-1]
		margin = last.Scores[st.Winner] - last.Scores[1-st.Winner]
	}
	res.Points = sideStakes(sideOf, st.Winner, margin)
	return res, true
}
