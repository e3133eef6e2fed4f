package gurke

// nextDealer returns the dealer of the next deal.
func (p *replaying) nextDealer(d deal) int {
	from := p.s.Dealer + 1
	switch p.r.NextDealer {
	case "loser":
		from = d.taker
	case "lowest":
		from = d.lowest
	}
	return p.s.nextLiving(from)
}

// setNextDeal sets who leads and how many cards the next deal has.
func (p *replaying) setNextDeal() {
	p.s.Leader = p.s.nextLiving(p.s.Dealer + 1)
	if p.r.Leader == "dealer" && p.playing(p.s.Dealer) {
		p.s.Leader = p.s.Dealer
	}
	p.s.HandSize = p.r.handSize(p.s.Deal, p.s.lastValue, p.s.living(), p.deckSize)
}

// handSize returns the cards each player gets in deal number deal (from 1),
// given the value of the last losing card, the players still in and the
// size of the deck.
func (r Rules) handSize(deal, lastValue, players, deckSize int) int {
	most := deckSize / max(players, 1)
	h := r.HandSize
	switch r.HandRule {
	case "loser-card":
		if deal > 1 && lastValue > 0 {
			h = lastValue
		}
	case "minus-one":
		h = r.HandSize - (deal-1)%r.HandSize
	case "zigzag":
		z := zigzag(r.HandSize)
		h = z[(deal-1)%len(z)]
	case "deal-all":
		h = most
	}
	if r.HandMax > 0 {
		h = min(h, r.HandMax)
	}
	return max(min(h, most), 1)
}

// zigzag returns one round of the Icelandic schedule from top: down to 1,
// up to top-1, down to 1, up to top-2, …, ending when the peak reaches 1.
func zigzag(top int) []int {
	var z []int
	for h := top; h >= 1; h-- {
		z = append(z, h)
	}
	for peak := top - 1; peak >= 2; peak-- {
		for h := 2; h <= peak; h++ {
			z = append(z, h)
		}
		for h := peak - 1; h >= 1; h-- {
			z = append(z, h)
		}
	}
	return z
}
