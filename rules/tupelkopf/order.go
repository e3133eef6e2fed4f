package tupelkopf

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

// Powers of the trumps above the trump suit's own cards. A card's power
// only compares within its class; a plain suit uses the ladder powers.
const (
	powerHeartsTen   = 50
	powerSchweinchen = 40
	powerQueens      = 30 // plus 4 for Kreuz down to 1 for Karo
	powerJacks       = 20 // likewise
)

// ladder is the order of the ranks inside a suit, high to low. Cards that
// are trumps of their own kind (Herz-Zehn, queens, jacks) leave gaps, which
// keeps Thatcher's jacks and Barschel's queens between King and Nine.
var ladder = map[cards.Rank]int{cards.Ace: 6, cards.Ten: 5, cards.King: 4, cards.Queen: 3, cards.Jack: 2, cards.Nine: 1}

// suitPower ranks the suits in the German order Kreuz, Pik, Herz, Karo.
func suitPower(s cards.Suit) int { return 5 - int(s) }

// TrumpSuit returns the suit whose own cards are trumps: Karo, the Mandela's
// black suit, the Farbenersatzsolo's suit, or NoSuit in the solos of
// queens and jacks and the Knochenloser.
func (g Game) TrumpSuit() cards.Suit {
	switch g.Contract {
	case Normal:
		if g.Mandela != cards.NoSuit {
			return g.Mandela
		}
		return cards.Diamonds
	case Trumpfsolo:
		return cards.Diamonds
	case Farbenersatzsolo:
		return g.SoloSuit
	}
	return cards.NoSuit
}

// HeartsTenTrump reports whether the Herz-Zehn is the highest trump (and so
// the last one played wins among equals).
func (g Game) HeartsTenTrump() bool {
	return g.Contract == Normal || g.Contract == Trumpfsolo || g.Contract == Farbenersatzsolo
}

func (g Game) queensTrump() bool {
	switch g.Contract {
	case Normal, Trumpfsolo, Farbenersatzsolo, Bubendamensolo, Damensolo:
		return true
	}
	return false
}

func (g Game) jacksTrump() bool {
	switch g.Contract {
	case Normal, Trumpfsolo, Farbenersatzsolo:
		return !g.Thatcher
	case Bubendamensolo, Bubensolo:
		return true
	}
	return false
}

// Place returns the class of card c played by seat and its power inside that
// class: of two cards of the same class the higher power wins. Seat matters
// because Schweinchen and a Barschel change only their owner's cards.
func (g Game) Place(seat int, c cards.Card) (Class, int) {
	ts := g.TrumpSuit()
	switch {
	case g.HeartsTenTrump() && c == cards.Of(cards.Ten, cards.Hearts):
		return Trump, powerHeartsTen
	case ts != cards.NoSuit && c == cards.Of(cards.Ace, ts) && slices.Contains(g.Schweinchen, seat):
		return Trump, powerSchweinchen
	case c.Rank == cards.Queen && g.queensTrump() && !(c.Suit == cards.Hearts && slices.Contains(g.Barschel, seat)):
		return Trump, powerQueens + suitPower(c.Suit)
	case c.Rank == cards.Jack && g.jacksTrump():
		return Trump, powerJacks + suitPower(c.Suit)
	}
	if c.Suit == ts {
		return Trump, ladder[c.Rank]
	}
	return rules.FehlOf(c.Suit), ladder[c.Rank]
}

// ClassOf returns what card c played by seat counts as when following suit.
func (g Game) ClassOf(seat int, c cards.Card) Class {
	cl, _ := g.Place(seat, c)
	return cl
}

// kinds lists the 24 kinds of card, suit by suit.
var kinds = cards.Deck24()

// Ranking returns the cards of one class high to low as seat sees them, one
// of each kind. It answers "which cards are trump now" (Ranking(seat, Trump))
// and "how does this suit rank" for the referee pages.
func (g Game) Ranking(seat int, cl Class) []cards.Card {
	var out []cards.Card
	for _, c := range kinds {
		if g.ClassOf(seat, c) == cl {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b cards.Card) int {
		_, pa := g.Place(seat, a)
		_, pb := g.Place(seat, b)
		return pb - pa
	})
	return out
}

// TrumpCount returns how many trumps the whole deck holds for a seat
// without Schweinchen or Barschel (n copies of each trump kind).
func (g Game) TrumpCount() int {
	plain := g
	plain.Schweinchen, plain.Barschel = nil, nil
	return g.N * len(plain.Ranking(-1, Trump))
}

// orderSection is the section that puts card c of seat where it is.
func (g Game) orderSection(seat int, c cards.Card) string {
	ts := g.TrumpSuit()
	switch {
	case ts != cards.NoSuit && c == cards.Of(cards.Ace, ts) && slices.Contains(g.Schweinchen, seat):
		return "schweinchen"
	case c == cards.Of(cards.Queen, cards.Hearts) && slices.Contains(g.Barschel, seat) && g.queensTrump():
		return "barschel"
	case c.Rank == cards.Jack && g.Thatcher:
		return "thatcher"
	case g.Mandela != cards.NoSuit && (c.Suit == cards.Diamonds || c.Suit == g.Mandela):
		return "mandela"
	}
	return g.Contract.section()
}

// Which answers "is this card trump now?" for card c in seat's hand: Allowed
// means it is a trump, and the reason says where it ranks.
func (g Game) Which(seat int, c cards.Card) rules.Ruling {
	cl := g.ClassOf(seat, c)
	list := g.Ranking(seat, cl)
	pos := slices.Index(list, c) + 1
	ref := Ref(g.orderSection(seat, c))
	if cl == Trump {
		return rules.Allow(ref, msg.T("%s is trump, number %d of %d trumps from the top.", cardText(c), pos, len(list)))
	}
	return rules.Deny(ref, msg.T("%s is not trump; it is number %d of %d in %s.", cardText(c), pos, len(list), cl.Title()))
}
