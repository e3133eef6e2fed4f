package doppelkopf

import (
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Contract is the kind of game as far as the card order is concerned. A
// Hochzeit, a silent Hochzeit and an Armut are played with the order of
// Normal.
type Contract string

// The contracts: the normal game and the solos of the DDV (TSR 2.3).
const (
	Normal       Contract = "normal"
	Trumpfsolo   Contract = "trumpfsolo" // the Karo-Solo: the order of the normal game
	KreuzSolo    Contract = "kreuzsolo"
	PikSolo      Contract = "piksolo"
	HerzSolo     Contract = "herzsolo"
	Damensolo    Contract = "damensolo"
	Bubensolo    Contract = "bubensolo"
	Fleischloser Contract = "fleischloser" // the TSR's name; the app says Knochenloser, as its entry form does
)

// Contracts lists every contract, the normal game first.
var Contracts = []Contract{Normal, Trumpfsolo, KreuzSolo, PikSolo, HerzSolo, Damensolo, Bubensolo, Fleischloser}

// Valid reports whether c is one of the contracts.
func (c Contract) Valid() bool { return slices.Contains(Contracts, c) }

// IsSolo reports whether the contract is a solo.
func (c Contract) IsSolo() bool { return c != Normal && c.Valid() }

// Title names the contract for people.
func (c Contract) Title() msg.Text {
	switch c {
	case Normal:
		return msg.T("normal game")
	case Trumpfsolo:
		return msg.T("Trumpfsolo (Karo)")
	case KreuzSolo:
		return msg.T("Kreuz-Solo (clubs)")
	case PikSolo:
		return msg.T("Pik-Solo (spades)")
	case HerzSolo:
		return msg.T("Herz-Solo (hearts)")
	case Damensolo:
		return msg.T("Damensolo (queens)")
	case Bubensolo:
		return msg.T("Bubensolo (jacks)")
	case Fleischloser:
		return msg.T("Knochenloser (no trumps)")
	}
	return msg.T("unknown game")
}

// TrumpSuit returns the suit whose own cards are trumps: Karo in the normal
// game and the Trumpfsolo, the named suit in a colour solo, and NoSuit in
// the solos of queens or jacks and the Fleischloser.
func (c Contract) TrumpSuit() cards.Suit {
	switch c {
	case Normal, Trumpfsolo:
		return cards.Diamonds
	case KreuzSolo:
		return cards.Clubs
	case PikSolo:
		return cards.Spades
	case HerzSolo:
		return cards.Hearts
	}
	return cards.NoSuit
}

// dullenTrump reports whether the Herz-Zehnen are the highest trumps (the
// Dullen): in the normal game and in every solo with a trump suit.
func (c Contract) dullenTrump() bool { return c.TrumpSuit() != cards.NoSuit }

func (c Contract) queensTrump() bool { return c.dullenTrump() || c == Damensolo }

func (c Contract) jacksTrump() bool { return c.dullenTrump() || c == Bubensolo }

// Game is what decides the card order of one deal: the table's rules, the
// contract and who has shown Schweinchen. Seats count from 0 clockwise.
type Game struct {
	Options  Options
	Contract Contract
	// Schweinchen lists the seat that has shown both aces of the trump
	// suit, if any: at most one seat, and only where the table plays
	// Schweinchen.
	Schweinchen []int
}

// Validate reports the first setting that is out of range, as a
// *msg.FieldError naming the field.
func (g Game) Validate() error {
	if err := g.Options.Validate(); err != nil {
		return err
	}
	if !g.Contract.Valid() {
		return msg.Errorf("contract", "This is not a Doppelkopf game.")
	}
	if len(g.Schweinchen) == 0 {
		return nil
	}
	switch {
	case !g.Options.Schweinchen:
		return msg.Errorf("schweinchen", "This table plays without Schweinchen.")
	case g.Contract.TrumpSuit() == cards.NoSuit:
		return msg.Errorf("schweinchen", "A %s has no trump suit, so there are no Schweinchen.", g.Contract.Title())
	case len(g.Schweinchen) > 1:
		return msg.Errorf("schweinchen", "Only one player can hold both aces of trumps.")
	}
	return checkSeat("schweinchen", g.Schweinchen[0])
}

// schwein reports whether card c of seat is one of its shown Schweinchen.
func (g Game) schwein(s int, c cards.Card) bool {
	ts := g.Contract.TrumpSuit()
	return ts != cards.NoSuit && c == cards.Of(cards.Ace, ts) && slices.Contains(g.Schweinchen, s)
}

// dulle reports whether c is a Herz-Zehn that ranks as a Dulle.
func (g Game) dulle(c cards.Card) bool {
	return g.Contract.dullenTrump() && c == cards.Of(cards.Ten, cards.Hearts)
}
