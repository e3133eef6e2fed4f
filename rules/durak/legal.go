package durak

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Kind says what a Move does.
type Kind string

// The kinds of move.
const (
	KindAttack   Kind = "attack"   // open the bout, throw a card in, or add it after a pick-up
	KindDefend   Kind = "defend"   // beat the attacking card at Target
	KindTake     Kind = "take"     // the defender gives up and will pick up
	KindFinish   Kind = "finish"   // the attackers end the bout
	KindExchange Kind = "exchange" // swap the lowest trump for the turned trump
)

// Move is one thing a player does, as a value: what LegalMoves offers and
// Apply takes.
type Move struct {
	Kind   Kind
	Seat   int
	Card   cards.Card // the card played, for attack and defend
	Target int        // the index of the attacking card beaten, for defend
}

// Apply makes the move and returns its Ruling; a move that is not allowed
// changes nothing.
func (g *Game) Apply(m Move) rules.Ruling {
	switch m.Kind {
	case KindAttack:
		return g.Attack(m.Seat, m.Card)
	case KindDefend:
		if m.Seat != g.Defender {
			return rules.Deny(RefDefend, msg.T("Only %v defends.", seat(g.Defender)))
		}
		return g.Defend(m.Target, m.Card)
	case KindTake:
		if m.Seat != g.Defender {
			return rules.Deny(RefPickUp, msg.T("Only %v can pick up.", seat(g.Defender)))
		}
		return g.Take()
	case KindFinish:
		return g.Finish()
	case KindExchange:
		return g.Exchange(m.Seat)
	}
	return rules.Deny(RefTurn, msg.T("Unknown move."))
}

// LegalMoves lists every move allowed now, for every player.
func (g *Game) LegalMoves() []Move {
	if g.Over {
		return nil
	}
	var out []Move
	for s := range g.Hands {
		if g.CheckExchange(s).Allowed {
			out = append(out, Move{Kind: KindExchange, Seat: s})
		}
	}
	// The same judgement as CheckAttack, computed once for the whole table.
	var who []int
	if len(g.Bout.Attacks) == 0 {
		who = []int{g.Attacker}
	} else if len(g.Bout.Attacks) < g.Bout.Limit(g.Rules) {
		who = g.Rules.Joiners(g.Attacker, g.Defender, g.in())
	}
	ranks := g.Bout.Ranks()
	for _, s := range who {
		for _, c := range g.Hands[s] {
			if len(g.Bout.Attacks) == 0 || ranks[c.Rank] {
				out = append(out, Move{Kind: KindAttack, Seat: s, Card: c})
			}
		}
	}
	for _, i := range g.Bout.Unbeaten() {
		for _, c := range g.Hands[g.Defender] {
			if g.CheckDefend(i, c).Allowed {
				out = append(out, Move{Kind: KindDefend, Seat: g.Defender, Card: c, Target: i})
			}
		}
	}
	if g.CheckTake().Allowed {
		out = append(out, Move{Kind: KindTake, Seat: g.Defender})
	}
	if g.CheckFinish().Allowed {
		out = append(out, Move{Kind: KindFinish, Seat: g.Attacker})
	}
	return out
}
