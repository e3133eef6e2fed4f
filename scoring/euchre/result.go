package euchre

import (
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// figures are Euchre's own figures: the marches a player made as
// maker (all five tricks on the trump the player made), the times the
// player's side euchred the makers, and the lone hands a player made. The
// entry names the maker, so a march is the maker's, as a lone hand is; a
// euchre is the defending side's, as neither of them made trump.
var figures = []stats.Figure{
	{Key: "marches", Label: msg.T("Marches as maker")},
	{Key: "euchres", Label: msg.T("Makers euchred (side)"), Side: true},
	{Key: "lone", Label: msg.T("Lone hands made")},
}

// result is the winning partnership first, the other second. Euchre has no
// stakes of its own; a stake per point is paid on the margin: the points
// between the sides in the game, or the rubber's margin.
func (t Table) result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || !st.Over {
		return stats.Result{}, false
	}
	sideOf := t.Standing().SideOf(Players)
	marches, lone := make([]int, Players), make([]int, Players)
	euchres := make([]int, 2)
	for i, e := range t.Entries {
		if e.Kind != KindHand || i >= len(t.Replayed.Steps) {
			continue
		}
		maker, tricks := *e.Maker, *e.Tricks
		switch {
		case tricks == 5:
			marches[maker]++
		case tricks < 3:
			euchres[1-SideOf(maker)]++
		}
		if e.Alone && tricks >= 3 {
			lone[maker]++
		}
	}
	counts := replay.PerSeat(marches, stats.Sides(euchres, sideOf), lone)
	places := []int{1, 1}
	places[1-st.Winner] = 2
	res := replay.SideResult(true, sideOf, places, []int{st.Winner}, counts)
	margin := st.Margin
	if !t.Game.Rules.Rubber && len(st.Results) > 0 {
		last := st.Results[len(st.Results)-1]
		margin = last.Scores[st.Winner] - last.Scores[1-st.Winner]
	}
	res.Points = replay.SideStakes(sideOf, st.Winner, margin)
	return res, true
}
