package gurke

import (
	"slices"

	rg "schreiber/rules/gurke"
	"schreiber/rules/msg"
)

// rebuy lets a player who is out buy back in at the highest score of the
// players still in.
func (p *replaying) rebuy(seat int) error {
	if p.r.Rebuy == "none" {
		return msg.Errorf("kind", "These rules have no buying back in.")
	}
	if seat >= len(p.s.Players) {
		return msg.Errorf("seat", "Seat %d is not at this table.", seat)
	}
	ps := &p.s.Players[seat]
	switch {
	case ps.Status != Out:
		return msg.Errorf("seat", "%s is still in the game.", p.name(seat))
	case ps.Rebought:
		return msg.Errorf("seat", "%s has already bought back in once, and once is all.", p.name(seat))
	}
	if in := len(p.s.Living(0)); in < p.r.RebuyMin {
		return msg.Errorf("seat", "Buying back in needs at least %d players still in; there are %d.", p.r.RebuyMin, in)
	}
	score, who := p.highestOther(seat)
	ps.Score, ps.Floor, ps.Status, ps.Rebought, ps.RebuyOpen = score, score, SecondLife, true, false
	p.say(p.tf("%s buys back in at %d, %s's score, the highest of the players still in.",
		p.name(seat), score, p.name(who)), rg.RefRebuy)
	if p.r.Rebuy == "paid" && p.r.Stake > 0 {
		p.s.Paid = slices.Clone(p.s.Paid)
		p.s.Paid[seat] += p.r.Stake
		p.s.Pot += p.r.Stake
		p.say(p.tf("%d more into the pot: %d.", p.r.Stake, p.s.Pot), rg.RefRebuy)
	}
	p.refreshRebuys()
	return nil
}

// kontra records the Kontra round of the coming deal.
func (p *replaying) kontra(seat *int) error {
	if !p.r.Kontra {
		return msg.Errorf("kind", "These rules have no Kontra.")
	}
	if !p.s.KontraOpen {
		return msg.Errorf("kind", "The Kontra round of this deal is already entered.")
	}
	p.s.KontraOpen = false
	if seat == nil {
		p.say(msg.T("Everyone passed: no Kontra this deal."), rg.RefKontra)
		return nil
	}
	if !p.playing(*seat) {
		return msg.Errorf("seat", "Only a player still in can say Kontra.")
	}
	p.s.Kontra = *seat
	p.say(p.tf("%s says Kontra: this deal's loser pays double, and four times if it is %s.",
		p.name(*seat), p.name(*seat)), rg.RefKontra)
	return nil
}

// settle fills in the settlement once the game is over: everyone pays the
// winners the difference between their points, shared among the winners.
func (p *replaying) settle() {
	if !p.r.Settlement || len(p.s.Winners) == 0 {
		return
	}
	best := p.s.Players[p.s.Winners[0]].Score
	total := 0
	p.s.Settle = make([]int, len(p.s.Players))
	for i := range p.s.Players {
		if d := p.s.Players[i].Score - best; d > 0 {
			p.s.Settle[i] = -d
			total += d
		}
	}
	share, rest := total/len(p.s.Winners), total%len(p.s.Winners)
	for i, w := range p.s.Winners {
		p.s.Settle[w] = share
		if i < rest {
			p.s.Settle[w]++
		}
	}
	p.say(p.tf("Everyone pays the difference in points: %d in all for %s.",
		total, names(p.g, p.s.Winners)), rg.RefEndSettlement)
}

// Settled is what the seat receives (+) or pays (−) in the settlement: 0
// before the game is over, or without one.
func (s Standings) Settled(seat int) int {
	if seat < 0 || seat >= len(s.Settle) {
		return 0
	}
	return s.Settle[seat]
}

// HighestOther returns the highest score among the players still in other
// than seat, and whose it is (the first clockwise after seat on a tie; -1
// when nobody else is in). It is where a rebirth or a rebuy puts a player.
func (s Standings) HighestOther(seat int) (score, who int) {
	score, who = 0, -1
	for _, o := range s.Living(seat + 1) {
		if o != seat && (who < 0 || s.Players[o].Score > score) {
			score, who = s.Players[o].Score, o
		}
	}
	return score, who
}

// Payment is one line of a settlement: the seat that pays, the seat that
// is paid, and how much.
type Payment struct {
	From, To int
	Amount   int
}

// Payments turns the settlement into who pays whom. With one winner every
// loser pays the winner; with several, the losers pay the winners in seat
// order until each has what is due.
func (s Standings) Payments() []Payment {
	type due struct{ seat, amount int }
	var payers, payees []due
	for seat, d := range s.Settle {
		switch {
		case d < 0:
			payers = append(payers, due{seat, -d})
		case d > 0:
			payees = append(payees, due{seat, d})
		}
	}
	var out []Payment
	j := 0
	for _, from := range payers {
		for from.amount > 0 && j < len(payees) {
			n := min(from.amount, payees[j].amount)
			out = append(out, Payment{From: from.seat, To: payees[j].seat, Amount: n})
			from.amount -= n
			payees[j].amount -= n
			if payees[j].amount == 0 {
				j++
			}
		}
	}
	return out
}
