package gurke

import (
	"slices"

	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
)

// score applies a checked deal: the penalty for each loser (with cucumbers,
// rebirth, going out), then the plus points, then the end of the game and
// the next deal.
func (p *replaying) score(d deal) {
	for _, seat := range d.below {
		p.say(p.tf("%s had to play %s right after an Ace: it counts below that Ace.", p.name(seat), aCard(d.card[seat])), rg.RefAceOnAce)
	}
	penalty := 0
	for _, seat := range d.losers {
		penalty = p.penalize(d, seat)
	}
	if p.r.PlusPoints && p.r.Count == "points" {
		for _, seat := range d.matched {
			p.plus(d, seat, penalty)
		}
	}
	p.s.lastValue = p.v.Value(d.card[d.taker])
	p.s.Kontra = -1
	p.checkEnd(d)
	p.s.KontraOpen = p.r.Kontra && !p.s.Over
	p.s.Deal++
	p.refreshRebuys()
	p.s.Doubling = p.r.Doubles && !p.s.Over
	if p.s.Over && p.s.Winner >= 0 {
		// The winner deals the first deal of the next game.
		n := len(p.s.Players)
		p.s.Dealer, p.s.Leader, p.s.HandSize = p.s.Winner, (p.s.Winner+1)%n, p.r.handSize(1, 0, n, p.deckSize)
		p.say(p.tf("%s deals first in the next game.", p.name(p.s.Winner)), rg.RefDealing)
	}
	if !p.s.Over {
		p.s.Dealer = p.nextDealer(d)
		p.setNextDeal()
		if !p.explain {
			p.say(msg.Text{}, rg.RefDealing)
			return
		}
		p.say(msg.T("Next deal: %s deals %d cards, %s leads.",
			p.name(p.s.Dealer), p.s.HandSize, p.name(p.s.Leader)), rg.RefDealing)
	}
}

// penalize charges one loser and returns the penalty charged.
func (p *replaying) penalize(d deal, seat int) int {
	ps := &p.s.Players[seat]
	c := d.card[seat]
	ps.Losses++
	var took msg.Text
	switch {
	case !p.explain: // the card's words cost more than the sum
	case seat != d.taker:
		took = msg.T("%s played %s and pays too", p.name(seat), aCard(c))
	default:
		took = msg.T("%s took the last trick %s", p.name(seat), withCard(c))
	}
	if seat != d.taker {
		p.say(msg.Text{}, rg.RefPenaltyTies)
	}
	if p.r.Count == "losses" {
		// Guarded here rather than in p.tf: the arguments alone cost an
		// allocation per deal.
		if !p.explain {
			p.say(msg.Text{}, rg.RefLosses)
			return 0
		}
		p.say(msg.T("%s and loses the deal (%d lost so far).",
			took, ps.Losses), rg.RefLosses)
		return 0
	}
	value := p.v.Value(c)
	pen := value * max(d.mult[seat], 1)
	how := msg.Text{}
	switch {
	case p.v.Special(c):
		p.say(msg.Text{}, rg.RefTopCard)
	case p.v.IsAce(c) && p.r.AceLowLast:
		p.say(msg.Text{}, rg.RefAceLowLast)
	case p.r.FaceEleven && value == 11:
		p.say(msg.Text{}, rg.RefFaceEleven)
	}
	if pen != value {
		how = p.tf(" (%d × %d)", value, pen/value)
		if p.s.Kontra >= 0 {
			p.say(msg.Text{}, rg.RefKontra)
		}
		if p.r.Doubles {
			p.say(msg.Text{}, rg.RefDouble)
		}
	}
	ps.Score += pen
	if p.explain {
		p.say(msg.T("%s: +%d%s → %d.", took, pen, how, ps.Score), rg.RefPenalty)
	} else {
		p.say(msg.Text{}, rg.RefPenalty)
	}
	reached, cucumbers := ps.Score, ps.Cucumbers
	p.overLimit(seat)
	if ps.Cucumbers > cucumbers {
		// A fresh list per deal with a cucumber: the steps keep theirs.
		p.cucumbers = append(p.cucumbers, Cucumber{Seat: seat, Penalty: pen, Reached: reached, Reborn: ps.Status == SecondLife})
	}
	return pen
}

// overLimit applies what a score on or past the limit means.
func (p *replaying) overLimit(seat int) {
	ps := &p.s.Players[seat]
	name := p.name(seat)
	switch {
	case p.r.ExactReset && ps.Score == p.r.Limit:
		ps.Score, ps.Floor = 0, 0
		p.say(p.tf("Exactly %d: back to 0.", p.r.Limit), rg.RefExactReset)
	case !p.r.outs(ps.Score):
	case p.r.End == "all-but-one" || p.r.End == "none":
		if ps.Status != Beyond {
			ps.Status = Beyond
			p.say(p.tf("%s is past the limit of %d and plays on.",
				name, p.r.Limit), rg.RefEndAllButOne)
		}
	case p.r.Lives == 2 && ps.Cucumbers == 0:
		score, who := p.highestOther(seat)
		ps.Cucumbers, ps.Score, ps.Floor, ps.Status = 1, score, score, SecondLife
		if who < 0 { // nobody else is left: the game ends with this deal anyway
			p.say(msg.T("First cucumber: reborn at 0, as nobody else is left."), rg.RefCucumber)
			break
		}
		p.say(p.tf("First cucumber: reborn at %d, %s's score.",
			score, p.name(who)), rg.RefCucumber)
	default:
		ps.Cucumbers++
		ps.Status = Out
		switch {
		case p.r.Lives == 2:
			p.say(p.tf("Second cucumber: %s is out.", name), rg.RefOut)
		case p.r.OutAt == "exceed":
			p.say(p.tf("Over %d: %s is out.", p.r.Limit, name), rg.RefOut)
		default:
			p.say(p.tf("%d or more: %s is out.", p.r.Limit, name), rg.RefOut)
		}
		if p.r.End == "first" {
			p.s.Losers = append(p.s.Losers, seat)
		} else if p.r.Rebuy != "none" && !ps.Rebought && len(p.s.Living(0)) >= p.r.RebuyMin {
			p.say(p.tf("%s may buy back in once.", name), rg.RefRebuy)
		}
	}
}

// plus takes the loser's penalty off a player who played the same rank,
// never below the player's floor (0, or the cucumber in the second life).
func (p *replaying) plus(d deal, seat, penalty int) {
	ps := &p.s.Players[seat]
	floor := max(ps.Floor, 0)
	score := max(ps.Score-penalty, floor)
	limit := msg.Text{}
	if score == floor && ps.Score-penalty < floor {
		limit = p.tf(" (not below %d)", floor)
	}
	ps.Score = score
	if !p.explain {
		p.say(msg.Text{}, rg.RefPlusPoints)
		return
	}
	p.say(msg.T("%s also played %s: −%d → %d%s.",
		p.name(seat), aCard(d.card[seat]), penalty, score, limit), rg.RefPlusPoints)
}

// checkEnd decides whether the game is over and who won.
func (p *replaying) checkEnd(d deal) {
	var winners []int
	switch p.r.End {
	case "none":
		return
	case "survivor":
		if p.s.living() > 1 {
			return
		}
		winners = p.s.Living(0)
		if len(winners) == 0 { // the last players went out together
			winners = p.lowest(d.losers)
		}
		p.say(p.tf("%s is the last one in and wins.", names(p.g, winners)), rg.RefEndSurvivor)
	case "first":
		if len(p.s.Losers) == 0 {
			return
		}
		var rest []int
		for i := range p.s.Players {
			if !slices.Contains(p.s.Losers, i) {
				rest = append(rest, i)
			}
		}
		winners = p.lowest(rest)
		p.say(p.tf("The game is over: %s wins with the fewest points.",
			names(p.g, winners)), rg.RefEndFirst)
	case "all-but-one":
		var under []int
		for i, ps := range p.s.Players {
			if !p.r.outs(ps.Score) {
				under = append(under, i)
			}
		}
		if len(under) > 1 {
			return
		}
		winners = p.lowest(seats(len(p.s.Players)))
		p.say(p.tf("All but one are past %d: the game is over, %s wins with the fewest points.",
			p.r.Limit, names(p.g, winners)), rg.RefEndAllButOne)
	}
	p.s.Over, p.s.Winners = true, winners
	if len(winners) == 1 {
		p.s.Winner = winners[0]
	}
	if p.s.Pot > 0 {
		p.say(p.tf("The pot of %d goes to %s.", p.s.Pot, names(p.g, winners)), rg.RefRebuy)
	}
	p.settle()
}

// lowest returns the seats among from with the lowest score.
func (p *replaying) lowest(from []int) []int {
	var out []int
	for _, s := range from {
		switch {
		case len(out) == 0 || p.s.Players[s].Score < p.s.Players[out[0]].Score:
			out = []int{s}
		case p.s.Players[s].Score == p.s.Players[out[0]].Score:
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

func seats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
