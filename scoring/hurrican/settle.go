package hurrican

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// countText explains a deal's count and the new scores.
func (r *replaying) countText(a Award, before, after [2]int, tapped [2]int) msg.Text {
	to := func(side int) msg.Text {
		if side == None {
			return msg.T("nobody||hurrican")
		}
		return msg.Plain(r.s.Sides[side].Name)
	}
	parts := []msg.Text{
		msg.T("Deal %d, dealt by %s: Karte %d:%d to %s, Farbe %d:%d to %s, Schöne Sieben to %s, Premiere %d:%d to %s, Hurricans %d:%d.",
			r.s.Deal, r.g.Players[r.s.Dealer], a.Cards[0], a.Cards[1], to(a.Karte), a.Hearts[0], a.Hearts[1], to(a.Farbe),
			to(a.Sieben), a.Premieres[0], a.Premieres[1], to(a.Premiere), a.Hurricans[0], a.Hurricans[1]),
	}
	if a.Hurricans != tapped && tapped != [2]int{} {
		parts = append(parts, msg.T("The count replaces the %d:%d Hurricans tapped during the deal.", tapped[0], tapped[1]))
	}
	parts = append(parts, msg.T("%s %+d: %d → %d; %s %+d: %d → %d.",
		r.s.Sides[0].Name, a.Points[0], before[0], after[0], r.s.Sides[1].Name, a.Points[1], before[1], after[1]))
	return msg.Join(parts...)
}

// settle decides whether the deal ends the game, records the result and
// explains it.
func (r *replaying) settle(before, after [2]int, a Award, tapped [2]int) (msg.Text, []rules.Ref) {
	t := r.g.Rules.Target
	reached := [2]bool{after[0] >= t, after[1] >= t}
	if !reached[0] && !reached[1] {
		r.s.Tie = false
		return msg.Text{}, nil
	}
	refs := []rules.Ref{RefGame}
	var winner int
	var why msg.Text
	switch {
	case reached[0] != reached[1]:
		winner = 0
		if reached[1] {
			winner = 1
		}
		why = msg.T("Game won by %s with %d (target %d).", r.s.Sides[winner].Name, after[winner], t)
	default:
		refs = append(refs, RefFinish)
		carried := before[0] >= t || before[1] >= t
		winner = None
		if r.g.Rules.Finish == FinishCount && !carried {
			winner = r.firstInCount(before, a, a.Hurricans == tapped)
		}
		if winner != None {
			why = msg.T("Both sides reach %d in this deal; counting Karte, Farbe, Schöne Sieben, Premiere and then the Hurricans, the target is reached first by %s: game won.",
				t, r.s.Sides[winner].Name)
			break
		}
		winner = more(after)
		if winner == None {
			r.s.Tie = true
			return msg.T("Both sides stand at %d, level over the target: the game goes on until one side is ahead after a deal.",
				after[0]), refs
		}
		why = msg.T("Both sides have reached %d; the higher total, %d:%d, wins: game won by %s.", t, after[0], after[1], r.s.Sides[winner].Name)
	}
	r.s.Over, r.s.Tie, r.s.Winner, r.s.Stake = true, false, winner, 1
	loser := 1 - winner
	if after[loser] < r.g.Rules.DoubleBelow {
		r.s.Double, r.s.Stake = true, 2
		refs = append(refs, RefDouble)
		why = msg.Join(why, msg.T("Only %d for %s, fewer than %d: the game counts double.", after[loser], r.s.Sides[loser].Name, r.g.Rules.DoubleBelow))
	}
	r.s.Chips = r.s.Stake * r.g.Rules.Chips
	if r.s.Chips > 0 {
		why = msg.Join(why, msg.T("%s pays %d chips.", r.s.Sides[loser].Name, r.s.Chips))
	}
	return why, refs
}

// firstInCount walks the deal's points in counting order and returns the
// side that reaches the target first, None if the order of the Hurricans
// that decide it is unknown.
func (r *replaying) firstInCount(before [2]int, a Award, orderKnown bool) int {
	run := before
	for _, side := range []int{a.Karte, a.Farbe, a.Sieben, a.Premiere} {
		if side == None {
			continue
		}
		run[side]++
		if run[side] >= r.g.Rules.Target {
			return side
		}
	}
	if !orderKnown {
		return None
	}
	for _, side := range r.s.tapped {
		run[side]++
		if run[side] >= r.g.Rules.Target {
			return side
		}
	}
	return None // not reached: both sides passed the target, so the walk above decides
}
