package doppelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Class is what a card counts as when following suit: trump, or its plain
// suit (Fehl).
type Class = rules.Class

// Trump is the class of all trump cards.
const Trump = rules.Trump

// Powers of the trumps above the trump suit's own cards. A power compares
// only within its class.
const (
	powerSchwein = 60
	powerDulle   = 50
	powerQueens  = 30 // plus 4 for Kreuz down to 1 for Karo
	powerJacks   = 20 // likewise
)

// ladder is the order of the ranks inside a suit, high to low. Cards that
// are trumps of their own kind leave gaps in it.
var ladder = map[cards.Rank]int{cards.Ace: 6, cards.Ten: 5, cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Nine: 1}

// suitPower ranks the suits in the order Kreuz, Pik, Herz, Karo.
func suitPower(s cards.Suit) int { return 5 - int(s) }

// Place returns the class of card c played by seat s and its power inside
// that class: of two cards of one class the higher power wins, and equal
// powers mean equal cards. The seat matters because Schweinchen change only
// their owner's aces.
func (g Game) Place(s int, c cards.Card) (Class, int) {
	switch {
	case g.schwein(s, c):
		return Trump, powerSchwein
	case g.dulle(c):
		return Trump, powerDulle
	case c.Rank == cards.Queen && g.Contract.queensTrump():
		return Trump, powerQueens + suitPower(c.Suit)
	case c.Rank == cards.Jack && g.Contract.jacksTrump():
		return Trump, powerJacks + suitPower(c.Suit)
	case c.Suit == g.Contract.TrumpSuit():
		return Trump, ladder[c.Rank]
	}
	return rules.FehlOf(c.Suit), ladder[c.Rank]
}

// ClassOf returns what card c played by seat s counts as when following suit.
func (g Game) ClassOf(s int, c cards.Card) Class {
	cl, _ := g.Place(s, c)
	return cl
}

// Ranking returns the kinds of card of one class high to low as seat s sees
// them. It answers "which cards are trump now" (Ranking(s, Trump)) and "how
// does this suit rank". A seat outside the table sees no Schweinchen.
func (g Game) Ranking(s int, cl Class) []cards.Card {
	var out []cards.Card
	for _, c := range g.Options.Kinds() {
		if g.ClassOf(s, c) == cl {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b cards.Card) int {
		_, pa := g.Place(s, a)
		_, pb := g.Place(s, b)
		return pb - pa
	})
	return out
}

// orderSection is the section that puts card c of seat s where it is.
func (g Game) orderSection(s int, c cards.Card) string {
	switch {
	case g.schwein(s, c):
		return "schweinchen"
	case g.dulle(c) && g.Contract == Normal:
		return "dullen"
	case g.Contract.IsSolo():
		return "solo"
	case g.ClassOf(s, c) == Trump:
		return "trumps"
	}
	return "fehl"
}

// Which answers "is this card trump now?" for card c in the hand of seat s:
// Allowed means it is a trump, and the reason says where it ranks.
func (g Game) Which(s int, c cards.Card) (rules.Ruling, error) {
	if err := g.Validate(); err != nil {
		return rules.Ruling{}, err
	}
	if err := g.Options.checkCopies("card", []cards.Card{c}); err != nil {
		return rules.Ruling{}, err
	}
	cl := g.ClassOf(s, c)
	list := g.Ranking(s, cl)
	pos := slices.Index(list, c) + 1
	ref := Ref(g.orderSection(s, c))
	if cl == Trump {
		r := rules.Allow(ref, msg.T("%s is trump in the %s, number %d of %d trumps from the top.", c, g.Contract.Title(), pos, len(list)))
		if g.schwein(s, c) {
			r.Reason = msg.Join(r.Reason, msg.T("As a shown Schweinchen it ranks above the Dullen."))
		}
		return r, nil
	}
	return rules.Deny(ref, msg.T("%s is not trump in the %s; it is number %d of %d in %s.", c, g.Contract.Title(), pos, len(list), cl.Title())), nil
}
