package durak

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Beats reports whether defence beats attack when trump is the trump suit: a
// higher card of the same suit, or any trump against a card that is not
// trump. Following suit is never required.
func Beats(attack, defence cards.Card, trump cards.Suit) bool {
	if defence.Suit == attack.Suit {
		return defence.Rank > attack.Rank
	}
	return defence.Suit == trump && attack.Suit != trump
}

// CheckBeat answers whether defence may beat attack, and why.
func CheckBeat(attack, defence cards.Card, trump cards.Suit) rules.Ruling {
	switch {
	case defence.Suit == attack.Suit && defence.Rank > attack.Rank:
		return rules.Allow(RefBeat, msg.T("%v is higher than %v in the same suit.", defence, attack))
	case defence.Suit == attack.Suit:
		return rules.Deny(RefBeat, msg.T("%v is lower than %v; only a higher card of the suit beats it.", defence, attack))
	case attack.Suit == trump:
		return rules.Deny(RefBeat, msg.T("%v is a trump; only a higher trump beats it.", attack))
	case defence.Suit == trump:
		return rules.Allow(RefBeat, msg.T("%v is a trump and beats any card that is not trump.", defence))
	}
	return rules.Deny(RefBeat, msg.T("%v is neither of the suit of %v nor a trump.", defence, attack))
}
