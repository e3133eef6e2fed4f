package durak

import (
	"slices"

	"schreiber/scoring"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// figures are Durak's own figures: the deals a player was the durak,
// playing alone, and the deals a player's team was, playing in teams. In
// teams the tap names whoever of the losing team deals next, as the team
// chooses, not who was left holding cards: the loss is the team's.
var figures = []stats.Figure{
	{Key: "durak", Label: scoring.T("Times durak")},
	{Key: "team_durak", Label: scoring.T("Times durak (team)"), Side: true},
}

// Result places the sides by their losses, fewest first. Everyone wins who
// does not owe the forfeit; in a series without an end, as it stands,
// everyone but the sides with the most losses, unless all have as many.
// Durak is played for a forfeit, not for money.
func (t table) Result() (stats.Result, bool) {
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
	alone, teams := make([]int, len(losses)), make([]int, len(losses))
	if r.Teams {
		teams = losses
	} else {
		alone = losses
	}
	counts := views.PerSeat(stats.Sides(alone, sideOf), stats.Sides(teams, sideOf))
	return views.SideResult(st.Over, sideOf, places, winners, counts), true
}

// Unpaid says why a Durak game moves no money in the ledger.
func (t table) Unpaid() views.Text {
	if f := t.Game.Rules.Forfeit; f != "" {
		return scoring.T("Durak is played for a forfeit, not for money: %s.", f)
	}
	return scoring.T("Durak is played for honour, not for money.")
}
