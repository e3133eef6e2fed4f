package durak

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// CheckExchange answers whether seat s may swap the lowest trump (the six,
// or the two with 52 cards) for the turned trump card now. Only the player
// who was dealt it or drew it from the stock may, and only while the stock
// lasts; a player who drew it in the refill that used up the stock may still
// claim the turned trump from whoever drew it, until the next bout begins.
func (g *Game) CheckExchange(s int) rules.Ruling {
	if g.Over {
		return g.overRuling()
	}
	low := cards.Of(g.Rules.lowRank(), g.Trump)
	switch {
	case g.Rules.Exchange == ExchangeNone:
		return rules.Deny(RefExchange, msg.T("This table plays without the trump exchange."))
	case g.TrumpCard == low:
		return rules.Deny(RefExchange, msg.T("The turned card is %v itself.", low))
	case !g.has(s, low):
		return rules.Deny(RefExchange, msg.T("%v does not hold %v.", seat(s), low))
	case s != g.lowHolder:
		return rules.Deny(RefExchange, msg.T("Only the player who was dealt %v or drew it from the stock may exchange it, not one who picked it up.", low))
	case g.Rules.Exchange == ExchangeAceOnly && g.TrumpCard.Rank != cards.Ace:
		return rules.Deny(RefExchange, msg.T("At this table %v may only be exchanged for the ace, and %v is turned.", low, g.TrumpCard))
	case len(g.Stock) > 0:
		return rules.Allow(RefExchange, msg.T("%v goes under the stock and %v takes %v.", low, seat(s), g.TrumpCard))
	case g.lateLow == s && g.lateTrump >= 0 && g.lateTrump != s && g.has(g.lateTrump, g.TrumpCard):
		return rules.Allow(RefExchange, msg.T("%v drew %v in the last refill; the next bout has not begun, so %v must hand over %v.", seat(s), low, seat(g.lateTrump), g.TrumpCard))
	}
	return rules.Deny(RefExchange, msg.T("The stock is used up; the exchange is over."))
}

// Exchange swaps the lowest trump of seat s for the turned trump card (see
// CheckExchange).
func (g *Game) Exchange(s int) rules.Ruling {
	r := g.CheckExchange(s)
	if !r.Allowed {
		return r
	}
	low := cards.Of(g.Rules.lowRank(), g.Trump)
	g.Hands[s], _ = removeCard(g.Hands[s], low)
	g.Hands[s] = append(g.Hands[s], g.TrumpCard)
	if len(g.Stock) > 0 {
		g.Stock[len(g.Stock)-1] = low
	} else {
		t := g.lateTrump
		g.Hands[t], _ = removeCard(g.Hands[t], g.TrumpCard)
		g.Hands[t] = append(g.Hands[t], low)
		g.lateLow, g.lateTrump = -1, -1
	}
	g.logf("%v exchanges %v for %v", seat(s), low, g.TrumpCard)
	g.TrumpCard = low
	g.lowHolder = -1
	return r
}
