package euchre

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Call is one player's word in the bidding: pass, or accept the turned card
// (first round) or name a suit (second round), possibly alone.
type Call struct {
	Seat  int        `json:"seat"`
	Pass  bool       `json:"pass"`
	Suit  cards.Suit `json:"suit,omitempty"` // the suit named in the second round
	Alone bool       `json:"alone,omitempty"`
}

// Auction is the bidding of one deal: who dealt, the turned card, and the
// calls so far in order.
type Auction struct {
	Dealer int        `json:"dealer"`
	Up     cards.Card `json:"up"`
	// UpSuit is the suit the turned card stands for: its own suit, or for a
	// turned joker the suit the dealer named for it.
	UpSuit cards.Suit `json:"up_suit"`
	Calls  []Call     `json:"calls"`
	Stick  bool       `json:"stick"` // stick the dealer
}

// Round returns 1 or 2 for the round the next call belongs to, or 0 when
// the bidding is over.
func (a Auction) Round() int {
	if _, _, _, done := a.Result(); done {
		return 0
	}
	if len(a.Calls) < Players {
		return 1
	}
	return 2
}

// Next returns the seat whose call is due: the players in turn from the
// dealer's left, the dealer last, in each round.
func (a Auction) Next() int { return (a.Dealer + 1 + len(a.Calls)) % Players }

// Result returns the outcome once the bidding is over: the trump suit, the
// maker, whether the maker plays alone, and done; a redeal is done with
// trump NoSuit and maker -1.
func (a Auction) Result() (trump cards.Suit, maker int, alone bool, done bool) {
	for i, c := range a.Calls {
		if !c.Pass {
			if i < Players {
				return a.UpSuit, c.Seat, c.Alone, true
			}
			return c.Suit, c.Seat, c.Alone, true
		}
	}
	if len(a.Calls) >= 2*Players {
		return cards.NoSuit, -1, false, true
	}
	return cards.NoSuit, -1, false, false
}

// acceptWord names the first-round acceptance by who says it.
func (a Auction) acceptWord(s int) msg.Text {
	switch {
	case s == a.Dealer:
		return msg.T("takes it up")
	case s == Partner(a.Dealer):
		return msg.T("assists")
	}
	return msg.T("orders it up")
}

// CheckCall answers whether c is a proper call now.
func (a Auction) CheckCall(c Call) rules.Ruling {
	round := a.Round()
	switch {
	case round == 0:
		return rules.Deny(RefBid2, msg.T("The bidding is over."))
	case c.Seat != a.Next():
		return rules.Deny(RefTurn, msg.T("It is the turn of %v to speak.", seat(a.Next())))
	case c.Pass && c.Alone:
		return rules.Deny(RefAlone, msg.T("Only the player who makes trump may go alone."))
	case c.Pass && round == 2 && a.Stick && c.Seat == a.Dealer:
		return rules.Deny(RefBid2, msg.T("Stick the dealer: the dealer must name a suit."))
	case c.Pass:
		if round == 2 && c.Seat == a.Dealer {
			return rules.Allow(RefRedeal, msg.T("All four have passed twice: the cards are thrown in and the next dealer deals."))
		}
		return rules.Allow(RefBid1, msg.T("%v passes.", seat(c.Seat)))
	case round == 1 && c.Suit != cards.NoSuit && c.Suit != a.UpSuit:
		return rules.Deny(RefBid1, msg.T("In the first round only the suit of the turned card, %v, can become trump.", a.UpSuit))
	case round == 1:
		return rules.Allow(RefBid1, msg.T("%v %v: %v is trump.", seat(c.Seat), a.acceptWord(c.Seat), a.UpSuit))
	case !validSuit(c.Suit):
		return rules.Deny(RefBid2, msg.T("Name a suit."))
	case c.Suit == a.UpSuit:
		return rules.Deny(RefBid2, msg.T("%v was turned down and may not be named.", a.UpSuit))
	case c.Suit == SameColour(a.UpSuit):
		return rules.Allow(RefBid2, msg.T("%v names %v, the suit of the same colour (\"next\").", seat(c.Seat), c.Suit))
	}
	return rules.Allow(RefBid2, msg.T("%v names %v, a suit of the other colour (\"crossing\").", seat(c.Seat), c.Suit))
}

// OpeningLead returns the seat that opens the play: the player left of the
// dealer, or the player opposite the dealer when the left player's partner
// plays alone (the left player then sits out).
func OpeningLead(dealer, maker int, alone bool) int {
	left := (dealer + 1) % Players
	if alone && maker == Partner(left) {
		return Partner(dealer)
	}
	return left
}

func validSuit(s cards.Suit) bool { return s >= cards.Clubs && s <= cards.Diamonds }
