package euchre

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// Score returns the points one hand earns: to the makers for three or more
// tricks (1; a march of all five 2, or 4 alone), else 2 to the defenders
// (euchred). team says which side scores: 0 the makers, 1 the defenders.
func Score(makerTricks int, alone bool) (team, points int, why rules.Ruling) {
	switch {
	case makerTricks < 0 || makerTricks > 5:
		return 0, 0, rules.Deny(RefScore, msg.T("A hand has five tricks."))
	case makerTricks < 3:
		return 1, 2, rules.Allow(RefScore, msg.T("The makers took fewer than three tricks (%d) and are euchred: 2 points to the defenders.", makerTricks))
	case makerTricks == 5 && alone:
		return 0, 4, rules.Allow(RefScore, msg.T("A lone hand took all five tricks: 4 points."))
	case makerTricks == 5:
		return 0, 2, rules.Allow(RefScore, msg.T("The makers took all five tricks (a march): 2 points."))
	}
	return 0, 1, rules.Allow(RefScore, msg.T("The makers took %d tricks: 1 point.", makerTricks))
}

// Result returns, once the hand is done, the team (0: seats 0 and 2, 1:
// seats 1 and 3) that scores and its points, with the reason.
func (h *Hand) Result() (team, points int, why rules.Ruling) {
	if h.Phase != PhaseDone {
		return -1, 0, rules.Deny(RefScore, msg.T("The hand is not finished."))
	}
	n := h.Tricks[h.Maker] + h.Tricks[Partner(h.Maker)]
	side, points, why := Score(n, h.Alone)
	team = Team(h.Maker)
	if side == 1 {
		team = 1 - team
	}
	return team, points, why
}
