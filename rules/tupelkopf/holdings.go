package tupelkopf

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// The cards the Vorbehalte and Gemeinheiten are built from.
var (
	clubsQueen    = cards.Of(cards.Queen, cards.Clubs)
	spadesQueen   = cards.Of(cards.Queen, cards.Spades)
	heartsQueen   = cards.Of(cards.Queen, cards.Hearts)
	diamondsQueen = cards.Of(cards.Queen, cards.Diamonds)
	clubsJack     = cards.Of(cards.Jack, cards.Clubs)
	spadesJack    = cards.Of(cards.Jack, cards.Spades)
	heartsJack    = cards.Of(cards.Jack, cards.Hearts)
	diamondsJack  = cards.Of(cards.Jack, cards.Diamonds)
	diamondsNine  = cards.Of(cards.Nine, cards.Diamonds)
	diamondsKing  = cards.Of(cards.King, cards.Diamonds)
	diamondsTen   = cards.Of(cards.Ten, cards.Diamonds)
	diamondsAce   = cards.Of(cards.Ace, cards.Diamonds)
)

// nines counts the Nines in hand, any suit.
func nines(hand []cards.Card) int {
	n := 0
	for _, c := range hand {
		if c.Rank == cards.Nine {
			n++
		}
	}
	return n
}

// MandelaSuit returns the black suit a Mandela in hand makes trump: the suit
// of most of its black Kings. With as many Kreuz- as Pik-Könige the player
// chooses, and ok is false.
func MandelaSuit(hand []cards.Card) (suit cards.Suit, ok bool) {
	c := countOf(hand, cards.Of(cards.King, cards.Clubs))
	s := countOf(hand, cards.Of(cards.King, cards.Spades))
	switch {
	case c > s:
		return cards.Clubs, true
	case s > c:
		return cards.Spades, true
	}
	return cards.NoSuit, false
}

// CanSchieben reports whether a hand may push its trumps: at most three
// trumps, or at most four of which exactly one is a Karo-As (Fuchs).
// Trumps count as in the normal game.
func CanSchieben(n int, hand []cards.Card) bool {
	g := Game{N: n, Contract: Normal}
	trumps := 0
	for _, c := range hand {
		if g.ClassOf(0, c) == Trump {
			trumps++
		}
	}
	return trumps <= 3 || trumps == 4 && countOf(hand, diamondsAce) == 1
}

// holds answers whether hand carries what declaration d needs.
func (a Asking) holds(hand []cards.Card, d Declaration) rules.Ruling {
	n := a.N
	ok := func(id string, args ...any) rules.Ruling {
		return rules.Allow(Ref(d.Kind.section()), msg.T(id, args...))
	}
	no := func(id string, args ...any) rules.Ruling {
		return rules.Deny(Ref(d.Kind.section()), msg.T(id, args...))
	}
	switch d.Kind {
	case VorbehaltSolo:
		return ok("Anyone may play a solo: a %s, alone against the others; the soloist leads the first trick.", d.Contract.Title())
	case VorbehaltArmut:
		if k := nines(hand); k < n+3 {
			return no("An Armut needs %d Nines; this hand has %d.", n+3, k)
		}
		return ok("%d or more Nines make an Armut: the cards are dealt again.", n+3)
	case VorbehaltSchieben:
		if !CanSchieben(n, hand) {
			return no("Schieben needs at most three trumps, or at most four with exactly one Karo-As.")
		}
		return ok("Few enough trumps: the player may push them on to the left.")
	case VorbehaltHochzeit:
		h := countOf(hand, clubsQueen)
		if h < 2 {
			return no("A Hochzeit needs more than one Kreuz-Dame; this hand has %d.", h)
		}
		if d.Count != 0 && d.Count != h {
			return no("The Hochzeit must name the true number of Kreuz-Damen: %d.", h)
		}
		return ok("Hochzeit with %d Kreuz-Damen: up to %d partners may be married within the first %d tricks.", h, h-1, h+1)
	case VorbehaltStrauss:
		if k := countOf(hand, spadesQueen); k < 2 {
			return no("A Strauss needs two Pik-Damen; this hand has %d.", k)
		}
		return ok("Strauss: no Genscher, Lambsdorff, Gerhardt or Trittin in this deal.")
	case VorbehaltBarschel:
		want := max(d.Count, 1)
		if k := countOf(hand, heartsQueen); k < 2*want {
			return no("Each Barschel needs two Herz-Damen: %d Barschels need %d, this hand has %d.", want, 2*want, k)
		}
		return ok("Barschel: once per Barschel the player need not follow suit.")
	case VorbehaltThatcher:
		if k := countOf(hand, diamondsQueen); k < n {
			return no("A Thatcher needs all %d Karo-Damen; this hand has %d.", n, k)
		}
		return ok("Thatcher: the jacks move into their suits between Nine and King; Karlchen does not count.")
	case VorbehaltLafontaine:
		if k := countOf(hand, clubsJack); k < n {
			return no("A Lafontaine needs all %d Kreuz-Buben; this hand has %d.", n, k)
		}
		return ok("Lafontaine: %d times the player may swap a card of a trick just won for one from the hand.", n-1)
	case VorbehaltTrittin:
		k := countOf(hand, heartsJack)
		dd := d.Count
		if dd == 0 {
			dd = k
		}
		if dd < 2 || dd > k {
			return no("A Trittin is formed by two or more Herz-Buben in hand; this hand has %d.", k)
		}
		return ok("Trittin: every hand moves %d seats to the left, one fewer than the %d Herz-Buben.", dd-1, dd)
	case VorbehaltEichel:
		w := countOf(hand, diamondsNine)
		if w < 2 || d.Count != 0 && d.Count != w {
			return no("An Eichel is formed by all the Karo-Neunen in hand, at least two; this hand has %d.", w)
		}
		return ok("Eichel with %d Karo-Neunen: everyone lays %d cards aside and the deal has %d tricks.", w, w-1, EichelTricks(w))
	case VorbehaltKohl:
		k := countOf(hand, diamondsKing)
		kk := d.Count
		if kk == 0 {
			kk = k
		}
		if kk < 2 || kk > k {
			return no("A Kohl needs at least two Karo-Könige (and no more than in hand); this hand has %d.", k)
		}
		return ok("Kohl with %d Karo-Könige: if they are still in hand then, the player takes the last %d tricks.", kk, kk)
	case VorbehaltMandela:
		black := countOf(hand, cards.Of(cards.King, cards.Clubs)) + countOf(hand, cards.Of(cards.King, cards.Spades))
		if black < 2*n-1 {
			return no("A Mandela needs %d black Kings; this hand has %d.", 2*n-1, black)
		}
		suit, clear := MandelaSuit(hand)
		if !clear {
			if d.Suit != cards.Clubs && d.Suit != cards.Spades {
				return no("As many Kreuz- as Pik-Könige: the player must name the trump suit.")
			}
			suit = d.Suit
		} else if d.Suit != cards.NoSuit && d.Suit != suit {
			return no("The suit of most of the black Kings becomes trump: %s.", rules.FehlOf(suit).Title())
		}
		return ok("Mandela: %s replaces Karo as trump suit; the Herz-Zehnen stay on top.", rules.FehlOf(suit).Title())
	case VorbehaltSchweinchen:
		g := Game{N: n, Contract: a.solo()}
		if d, ok := a.has(VorbehaltSolo); ok {
			g.SoloSuit = d.Suit
		}
		ace := cards.Of(cards.Ace, g.TrumpSuit())
		if k := countOf(hand, ace); k < 2 {
			return no("Schweinchen need two aces of the trump suit (%s); this hand has %d.", cardText(ace), k)
		}
		return ok("Schweinchen: this player's %s rank right below the Herz-Zehn.", cardText(ace))
	}
	return no("Unknown Vorbehalt.")
}
