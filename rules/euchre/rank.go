package euchre

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// SameColour returns the other suit of the same colour: clubs and spades,
// hearts and diamonds.
func SameColour(s cards.Suit) cards.Suit {
	switch s {
	case cards.Clubs:
		return cards.Spades
	case cards.Spades:
		return cards.Clubs
	case cards.Hearts:
		return cards.Diamonds
	case cards.Diamonds:
		return cards.Hearts
	}
	return cards.NoSuit
}

// IsRightBower reports whether c is the jack of the trump suit.
func IsRightBower(c cards.Card, trump cards.Suit) bool { return c == cards.Of(cards.Jack, trump) }

// IsLeftBower reports whether c is the jack of the other suit of trump's
// colour, which counts as a trump.
func IsLeftBower(c cards.Card, trump cards.Suit) bool {
	return trump != cards.NoSuit && c == cards.Of(cards.Jack, SameColour(trump))
}

// SuitOf returns the suit c belongs to for following: the left bower and the
// joker belong to the trump suit.
func SuitOf(c cards.Card, trump cards.Suit) cards.Suit {
	if c.IsJoker() || IsLeftBower(c, trump) {
		return trump
	}
	return c.Suit
}

// IsTrump reports whether c is a trump.
func IsTrump(c cards.Card, trump cards.Suit) bool { return SuitOf(c, trump) == trump }

// Power orders the cards once trump is known: the joker, the right bower,
// the left bower, then the other trumps A, K, Q, 10, 9, 8, 7 above every
// other card, and within a plain suit A down to 7. Only cards of the same
// suit (as SuitOf) or trumps compare meaningfully.
func Power(c cards.Card, trump cards.Suit) int {
	switch {
	case c.IsJoker():
		return 100
	case IsRightBower(c, trump):
		return 90
	case IsLeftBower(c, trump):
		return 80
	case c.Suit == trump:
		return 50 + int(c.Rank)
	}
	return int(c.Rank)
}

// Order returns the trumps of the deck, highest first, for showing the
// order to players.
func (r Rules) Order(trump cards.Suit) []cards.Card {
	var out []cards.Card
	for _, c := range r.Cards() {
		if IsTrump(c, trump) {
			out = append(out, c)
		}
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if Power(out[j], trump) > Power(out[i], trump) {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// Play is one card of a trick and who played it.
type Play struct {
	Seat int        `json:"seat"`
	Card cards.Card `json:"card"`
}

// CheckPlay answers whether card may be played from hand to a trick whose
// plays so far are trick: a player must follow the suit led if able (the
// left bower counts as trump), otherwise any card is allowed.
func CheckPlay(hand []cards.Card, trick []Play, card cards.Card, trump cards.Suit) rules.Ruling {
	if !contains(hand, card) {
		return rules.Deny(RefFollow, msg.T("%v is not in the hand.", card))
	}
	if len(trick) == 0 {
		return rules.Allow(RefFollow, msg.T("The leader may lead any card."))
	}
	led := SuitOf(trick[0].Card, trump)
	if SuitOf(card, trump) == led {
		if IsLeftBower(card, trump) {
			return rules.Allow(RefFollow, msg.T("%v is the left bower and follows %v, the trump suit.", card, led))
		}
		return rules.Allow(RefFollow, msg.T("%v follows the suit led, %v.", card, led))
	}
	for _, c := range hand {
		if SuitOf(c, trump) == led {
			if IsLeftBower(card, trump) {
				return rules.Deny(RefFollow, msg.T("%v is the left bower and counts as trump, not as %v; %v must be followed with %v.", card, card.Suit, led, c))
			}
			return rules.Deny(RefFollow, msg.T("%v was led and the hand holds %v: suit must be followed.", led, c))
		}
	}
	if IsTrump(card, trump) {
		return rules.Allow(RefFollow, msg.T("No card of %v in the hand: trumping with %v is allowed.", led, card))
	}
	return rules.Allow(RefFollow, msg.T("No card of %v in the hand: any card may be discarded.", led))
}

// Winner returns the index in trick of the play that wins it: the highest
// trump, or without trumps the highest card of the suit led. It returns -1
// for an empty trick.
func Winner(trick []Play, trump cards.Suit) int {
	if len(trick) == 0 {
		return -1
	}
	led := SuitOf(trick[0].Card, trump)
	best := 0
	for i, p := range trick[1:] {
		b, c := trick[best].Card, p.Card
		bt, ct := IsTrump(b, trump), IsTrump(c, trump)
		switch {
		case ct && !bt:
			best = i + 1
		case ct == bt && SuitOf(c, trump) == SuitOf(b, trump) && Power(c, trump) > Power(b, trump):
			best = i + 1
		case !ct && !bt && SuitOf(c, trump) == led && SuitOf(b, trump) != led:
			best = i + 1
		}
	}
	return best
}

// TrickRuling explains who wins trick.
func TrickRuling(trick []Play, trump cards.Suit) (int, rules.Ruling) {
	w := Winner(trick, trump)
	if w < 0 {
		return -1, rules.Deny(RefTrick, msg.T("The trick is empty."))
	}
	c := trick[w].Card
	if IsTrump(c, trump) {
		return w, rules.Allow(RefTrick, msg.T("%v wins with %v, the highest trump in the trick.", seat(trick[w].Seat), c))
	}
	return w, rules.Allow(RefTrick, msg.T("%v wins with %v, the highest card of the suit led; no trump was played.", seat(trick[w].Seat), c))
}

func contains(h []cards.Card, c cards.Card) bool {
	for _, x := range h {
		if x == c {
			return true
		}
	}
	return false
}
