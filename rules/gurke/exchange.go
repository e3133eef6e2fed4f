package gurke

import (
	"errors"
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Exchange says whether cards may be exchanged before play, who opens and
// what the others may then do.
type Exchange string

// The exchanges before play that the variants know.
const (
	ExchangeNone Exchange = "none"
	// ExchangeForehand: Vorhand exchanges any number; every other player
	// exchanges the same number or none (Danish house rule).
	ExchangeForehand Exchange = "forehand"
	// ExchangeForehandUpTo: Vorhand exchanges any number; every other player
	// at most as many (Icelandic).
	ExchangeForehandUpTo Exchange = "forehand-upto"
	// ExchangeDealer: the dealer exchanges, keeping at least two cards;
	// every other player the same number or none (Norwegian).
	ExchangeDealer Exchange = "dealer"
)

// RefExchange is the section on exchanging cards before play.
var RefExchange = ref("gurke.exchange", "Exchanging cards before play")

// ErrExchange is returned for an exchange question that cannot be asked:
// an unknown mode or counts outside the hand or the stock.
var ErrExchange = errors.New("gurke: impossible exchange")

// Swap is one player's turn in the exchange before play.
type Swap struct {
	Opener bool // this player opens the exchange (Vorhand, or the dealer)
	First  int  // cards the opener exchanged (ignored for the opener)
	Hand   int  // cards in this player's hand
	Stock  int  // cards left in the stock when it is this player's turn
	Count  int  // cards this player wants to exchange
}

// CheckExchange rules on whether a player may exchange Count cards. A short
// stock limits everyone: when fewer cards are left than the opener
// exchanged, a player who exchanges must take exactly what is left.
func CheckExchange(mode Exchange, s Swap) (rules.Ruling, error) {
	if s.Hand < 1 || s.Stock < 0 || s.Count < 0 || s.Count > s.Hand || (!s.Opener && (s.First < 0 || s.First > s.Hand)) {
		return rules.Ruling{}, fmt.Errorf("%w: hand %d, stock %d, first %d, count %d", ErrExchange, s.Hand, s.Stock, s.First, s.Count)
	}
	allow := func(id string, args ...any) (rules.Ruling, error) {
		return rules.Allow(RefExchange, msg.T(id, args...)), nil
	}
	deny := func(id string, args ...any) (rules.Ruling, error) {
		return rules.Deny(RefExchange, msg.T(id, args...)), nil
	}
	switch mode {
	case ExchangeNone:
		if s.Count == 0 {
			return allow("Keeping the cards dealt is always allowed.")
		}
		return deny("These rules have no exchange before play.")
	case ExchangeForehand, ExchangeForehandUpTo, ExchangeDealer:
	default:
		return rules.Ruling{}, fmt.Errorf("%w: mode %q", ErrExchange, mode)
	}
	if s.Count == 0 {
		return allow("Keeping the cards dealt is always allowed.")
	}
	if s.Count > s.Stock {
		return deny("Cards left in the stock: only %d.", s.Stock)
	}
	if s.Opener {
		if mode == ExchangeDealer && s.Hand-s.Count < 2 {
			return deny("The dealer must keep at least two cards.")
		}
		return allow("Whoever opens the exchange chooses how many cards to exchange.")
	}
	if s.First == 0 {
		return deny("Nobody may exchange when the opener kept the cards.")
	}
	want := min(s.First, s.Stock)
	if mode == ExchangeForehandUpTo {
		if s.Count > s.First {
			return deny("At most as many cards as the first player exchanged: %d.", s.First)
		}
		return allow("At most as many cards as the first player exchanged.")
	}
	if s.Count != want {
		if want < s.First {
			return deny("With the stock this short, it is all %d cards left or none.", want)
		}
		return deny("The same number as the opener (%d) or none.", s.First)
	}
	return allow("The same number as the opener, as the stock allows.")
}

// RefRassiRedeal is the section on Rassi's free new hand and doubling.
var RefRassiRedeal = ref("gurke.rassi.redeal", "A new hand in Rassi")

// CheckFreeRedeal rules on Rassi's "is it free?": a player whose hand holds
// no King, Queen or Jack may throw it in for a new one at no cost.
func CheckFreeRedeal(hand []cards.Card) rules.Ruling {
	for _, c := range hand {
		if c.Rank == cards.King || c.Rank == cards.Queen || c.Rank == cards.Jack {
			return rules.Deny(RefRassiRedeal, msg.T("A hand with a %s is not free: only a hand without King, Queen and Jack may be thrown in for nothing.", Name(c)))
		}
	}
	return rules.Allow(RefRassiRedeal, msg.T("No King, Queen or Jack: this hand may be thrown in for a new one at no cost."))
}

// CheckDouble rules on Rassi's "double?": any player may throw in the whole
// hand for a new one, at most twice in a deal; losing then costs double,
// after the second time four times.
func CheckDouble(doubledBefore int) rules.Ruling {
	switch doubledBefore {
	case 0:
		return rules.Allow(RefRassiRedeal, msg.T("Doubling: a new hand; taking the last trick now costs double."))
	case 1:
		return rules.Allow(RefRassiRedeal, msg.T("Doubling again: a new hand; taking the last trick now costs four times."))
	}
	return rules.Deny(RefRassiRedeal, msg.T("A player may double at most twice in a deal."))
}
