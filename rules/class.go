package rules

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Class is what a card counts as when following suit in the games of the
// Doppelkopf family: a trump, or one card of its plain suit (Fehl). The
// zero value is Trump; each game decides which cards are trumps.
type Class int8

// Trump is the class of all trump cards; the plain suits use their suit's
// number (see FehlOf).
const Trump Class = 0

// FehlOf returns the class of the plain suit s.
func FehlOf(s cards.Suit) Class { return Class(s) }

// Suit returns the plain suit of a Fehl class, NoSuit for Trump.
func (c Class) Suit() cards.Suit { return cards.Suit(c) }

// Title names the class for people, e.g. "trump" or "spades (Pik)".
func (c Class) Title() msg.Text {
	switch c.Suit() {
	case cards.Clubs:
		return msg.T("clubs (Kreuz)")
	case cards.Spades:
		return msg.T("spades (Pik)")
	case cards.Hearts:
		return msg.T("hearts (Herz)")
	case cards.Diamonds:
		return msg.T("diamonds (Karo)")
	}
	return msg.T("trump")
}
