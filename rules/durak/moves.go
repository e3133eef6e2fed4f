package durak

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// CheckAttack answers whether seat s may put card on the table now: to open
// the bout (main attacker only), to throw it in, or to add it to what the
// defender picks up.
func (g *Game) CheckAttack(s int, card cards.Card) rules.Ruling {
	if g.Over {
		return g.overRuling()
	}
	if s < 0 || s >= len(g.Hands) {
		return rules.Deny(RefJoin, msg.T("There is no such seat."))
	}
	if len(g.Bout.Attacks) == 0 && s != g.Attacker {
		return rules.Deny(RefAttack, msg.T("%v opens this bout, not %v.", seat(g.Attacker), seat(s)))
	}
	if j := g.Rules.CheckJoin(g.Attacker, g.Defender, s, g.in()); !j.Allowed {
		return j
	}
	if !g.has(s, card) {
		return rules.Deny(RefAttack, msg.T("%v does not hold %v.", seat(s), card))
	}
	return g.Bout.CheckThrowIn(g.Rules, card)
}

// Attack puts card from seat s on the table (see CheckAttack).
func (g *Game) Attack(s int, card cards.Card) rules.Ruling {
	r := g.CheckAttack(s, card)
	if !r.Allowed {
		return r
	}
	if len(g.Bout.Attacks) == 0 {
		g.lateLow, g.lateTrump = -1, -1 // a new bout closes the late exchange
	}
	g.Hands[s], _ = removeCard(g.Hands[s], card)
	g.Bout.Attacks = append(g.Bout.Attacks, card)
	g.Bout.Defences = append(g.Bout.Defences, cards.Card{})
	if g.Bout.Taken {
		g.logf("%v adds %v", seat(s), card)
	} else {
		g.logf("%v attacks %v with %v", seat(s), seat(g.Defender), card)
	}
	return r
}

// CheckDefend answers whether the defender may beat the attacking card at
// index i with card.
func (g *Game) CheckDefend(i int, card cards.Card) rules.Ruling {
	if g.Over {
		return g.overRuling()
	}
	if !g.has(g.Defender, card) {
		return rules.Deny(RefDefend, msg.T("%v does not hold %v.", seat(g.Defender), card))
	}
	return g.Bout.CheckDefend(g.Trump, i, card)
}

// Defend beats the attacking card at index i with card from the defender's
// hand. A bout that is full and wholly beaten ends at once.
func (g *Game) Defend(i int, card cards.Card) rules.Ruling {
	r := g.CheckDefend(i, card)
	if !r.Allowed {
		return r
	}
	g.Hands[g.Defender], _ = removeCard(g.Hands[g.Defender], card)
	for len(g.Bout.Defences) < len(g.Bout.Attacks) {
		g.Bout.Defences = append(g.Bout.Defences, cards.Card{})
	}
	g.Bout.Defences[i] = card
	g.logf("%v beats %v with %v", seat(g.Defender), g.Bout.Attacks[i], card)
	if len(g.Bout.Unbeaten()) == 0 && len(g.Bout.Attacks) >= g.Bout.Limit(g.Rules) {
		g.endBout(true)
	}
	return r
}

// CheckTake answers whether the defender may give up and pick up now.
func (g *Game) CheckTake() rules.Ruling {
	if g.Over {
		return g.overRuling()
	}
	if g.Bout.Taken {
		return rules.Deny(RefPickUp, msg.T("The defender has already said so."))
	}
	if len(g.Bout.Unbeaten()) == 0 {
		return rules.Deny(RefPickUp, msg.T("Every attacking card is beaten; there is nothing to give up."))
	}
	return rules.Allow(RefPickUp, msg.T("The defender may always pick up instead of beating; then they take every card of the bout."))
}

// Take records that the defender picks up. The attackers may still add
// cards (Attack) before Finish hands everything over.
func (g *Game) Take() rules.Ruling {
	r := g.CheckTake()
	if r.Allowed {
		g.Bout.Taken = true
		g.logf("%v will pick up", seat(g.Defender))
	}
	return r
}

// CheckFinish answers whether the attackers may end the bout now: when
// every card is beaten (a successful defence) or the defender picks up.
func (g *Game) CheckFinish() rules.Ruling {
	if g.Over {
		return g.overRuling()
	}
	if len(g.Bout.Attacks) == 0 {
		return rules.Deny(RefAttack, msg.T("The bout has not begun."))
	}
	if g.Bout.Taken {
		return rules.Allow(RefPickUp, msg.T("The defender takes every card of the bout."))
	}
	if len(g.Bout.Unbeaten()) > 0 {
		return rules.Deny(RefEndBout, msg.T("A card is still unbeaten: the defender must beat it or pick up."))
	}
	return rules.Allow(RefEndBout, msg.T("Every attacking card is beaten and no one attacks further: the defence succeeded."))
}

// Finish ends the bout: a successful defence, or the defender picks up.
func (g *Game) Finish() rules.Ruling {
	r := g.CheckFinish()
	if r.Allowed {
		g.endBout(!g.Bout.Taken)
	}
	return r
}

func (g *Game) has(s int, c cards.Card) bool {
	if s < 0 || s >= len(g.Hands) {
		return false
	}
	for _, h := range g.Hands[s] {
		if h == c {
			return true
		}
	}
	return false
}

// endBout clears the table, refills the hands, checks for the end of the
// deal and sets up the next bout.
func (g *Game) endBout(defended bool) {
	if defended {
		g.Discards = append(g.Discards, g.Bout.Cards()...)
		g.defendedYet = true
		g.logf("%v has defended; the cards leave the game", seat(g.Defender))
	} else {
		g.Hands[g.Defender] = append(g.Hands[g.Defender], g.Bout.Cards()...)
		g.logf("%v picks up the cards of the bout (%d)", seat(g.Defender), len(g.Bout.Cards()))
	}
	g.Bouts++
	g.refill()
	if g.checkOver() {
		g.Bout = Bout{}
		return
	}
	g.Attacker, g.Defender = g.Rules.NextBout(g.Attacker, g.Defender, defended, g.in())
	g.startBout()
	g.logf("%v attacks %v next", seat(g.Attacker), seat(g.Defender))
}

// RefillOrder returns the order in which the players draw after a bout:
// the main attacker, the others clockwise from the main attacker, the
// defender last.
func RefillOrder(players, attacker, defender int) []int {
	out := []int{attacker}
	for i := 1; i < players; i++ {
		if s := (attacker + i) % players; s != defender {
			out = append(out, s)
		}
	}
	return append(out, defender)
}

func (g *Game) refill() {
	low := cards.Of(g.Rules.lowRank(), g.Trump)
	for _, s := range RefillOrder(len(g.Hands), g.Attacker, g.Defender) {
		n := 0
		for len(g.Hands[s]) < 6 && len(g.Stock) > 0 {
			c := g.Stock[0]
			g.Stock = g.Stock[1:]
			g.Hands[s] = append(g.Hands[s], c)
			n++
			if c == low {
				g.lowHolder = s
				g.lateLow = s
			}
			if len(g.Stock) == 0 {
				g.lateTrump = s
			}
		}
		if n > 0 {
			g.logf("%v draws %d", seat(s), n)
		}
	}
	if len(g.Stock) > 0 {
		g.lateLow, g.lateTrump = -1, -1
	}
}

// checkOver ends the deal when at most one player (or team) holds cards.
func (g *Game) checkOver() bool {
	if len(g.Stock) > 0 {
		return false
	}
	sides := map[int]int{} // team → a seat holding cards
	for s, h := range g.Hands {
		if len(h) > 0 {
			sides[g.Rules.TeamOf(s)] = s
		}
	}
	if len(sides) > 1 {
		return false
	}
	g.Over = true
	for _, s := range sides {
		g.Durak = s
	}
	if g.Durak < 0 {
		g.logf("Everyone is out at once: a draw")
	} else if g.Rules.Teams {
		g.logf("the team of %v has cards left and is the durak", seat(g.Durak))
	} else {
		g.logf("%v is the durak", seat(g.Durak))
	}
	return true
}
