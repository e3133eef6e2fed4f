package tupelkopf

import (
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Contract is the kind of game being played as far as the card order is
// concerned. A Hochzeit, a silent Hochzeit, a secret solo and Schieben are
// all played with the order of Normal.
type Contract string

// The contracts. Their values are the German game names the table uses.
const (
	Normal           Contract = "normal"
	Trumpfsolo       Contract = "trumpfsolo"
	Bubendamensolo   Contract = "bubendamensolo"
	Damensolo        Contract = "damensolo"
	Bubensolo        Contract = "bubensolo"
	Farbenersatzsolo Contract = "farbenersatzsolo"
	Knochenloser     Contract = "knochenloser"
)

// Contracts lists every contract, the normal game first.
var Contracts = []Contract{Normal, Trumpfsolo, Bubendamensolo, Damensolo, Bubensolo, Farbenersatzsolo, Knochenloser}

// IsSolo reports whether the contract is a declared solo.
func (c Contract) IsSolo() bool { return c != Normal && c.Valid() }

// Valid reports whether c is one of the contracts.
func (c Contract) Valid() bool { return slices.Contains(Contracts, c) }

// Title names the contract for people.
func (c Contract) Title() msg.Text {
	switch c {
	case Normal:
		return msg.T("normal game")
	case Trumpfsolo:
		return msg.T("Trumpfsolo")
	case Bubendamensolo:
		return msg.T("Bubendamensolo (queens and jacks)")
	case Damensolo:
		return msg.T("Damensolo (queens)")
	case Bubensolo:
		return msg.T("Bubensolo (jacks)")
	case Farbenersatzsolo:
		return msg.T("Farbenersatzsolo (suit solo)")
	case Knochenloser:
		return msg.T("Knochenloser (no trumps)")
	}
	return msg.T("unknown game")
}

// section is the rule section that defines the contract's card order.
func (c Contract) section() string {
	switch c {
	case Trumpfsolo:
		return "solo.trump"
	case Bubendamensolo:
		return "solo.queens-jacks"
	case Damensolo:
		return "solo.queens"
	case Bubensolo:
		return "solo.jacks"
	case Farbenersatzsolo:
		return "solo.colour"
	case Knochenloser:
		return "solo.fleshless"
	}
	return "basics.trumps"
}

// MaxN is the largest n the referee accepts: 10 decks for 20 players.
const MaxN = 10

// Game is what decides the card order of one deal: the number of decks, the
// contract and the Vorbehalte that change the order. Seats count from 0
// clockwise.
type Game struct {
	N        int        // decks of 24 cards; 2N players
	Contract Contract   // the kind of game
	SoloSuit cards.Suit // the suit that takes Karo's place in a Farbenersatzsolo
	Thatcher bool       // a Thatcher is in force: jacks rank in their suits
	Mandela  cards.Suit // Clubs or Spades when a Mandela made that suit trump, else NoSuit
	// Schweinchen lists the seats that declared Schweinchen: their aces of
	// the trump suit rank right below the Herz-Zehn.
	Schweinchen []int
	// Barschel lists the seats whose Barschel has been owned up to: their
	// Herz-Damen rank in hearts right below the King.
	Barschel []int
}

// Players is the number of players, 2N.
func (g Game) Players() int { return 2 * g.N }

// Validate reports the first setting that is out of range, as a
// *msg.FieldError naming the JSON field of a situation.
func (g Game) Validate() error {
	if g.N < 2 || g.N > MaxN {
		return msg.Errorf("n", "Tupelkopf needs between 2 and %d decks (4 to %d players).", MaxN, 2*MaxN)
	}
	if !g.Contract.Valid() {
		return msg.Errorf("contract", "This is not a Tupelkopf game.")
	}
	if g.Contract == Farbenersatzsolo {
		if g.SoloSuit != cards.Clubs && g.SoloSuit != cards.Spades && g.SoloSuit != cards.Hearts {
			return msg.Errorf("soloSuit", "A Farbenersatzsolo needs Kreuz, Pik or Herz as trump suit (Karo is a Trumpfsolo).")
		}
	} else if g.SoloSuit != cards.NoSuit {
		return msg.Errorf("soloSuit", "Only a Farbenersatzsolo names a suit.")
	}
	if g.Thatcher && !thatcherContract(g.Contract) {
		return msg.Errorf("thatcher", "A Thatcher is not played in a %s.",
			g.Contract.Title())
	}
	if g.Mandela != cards.NoSuit {
		if g.Mandela != cards.Clubs && g.Mandela != cards.Spades {
			return msg.Errorf("mandela", "A Mandela makes Kreuz or Pik trump.")
		}
		if g.Contract != Normal {
			return msg.Errorf("mandela", "A solo prevents the Mandela.")
		}
	}
	if len(g.Schweinchen) > 0 {
		if !schweinchenContract(g.Contract) {
			return msg.Errorf("schweinchen", "There are no Schweinchen in a %s.",
				g.Contract.Title())
		}
		if g.Mandela != cards.NoSuit {
			return msg.Errorf("schweinchen", "After a Mandela no Schweinchen may be declared.")
		}
	}
	if err := g.checkSeats("schweinchen", g.Schweinchen); err != nil {
		return err
	}
	return g.checkSeats("barschel", g.Barschel)
}

func (g Game) checkSeats(field string, seats []int) error {
	for i, s := range seats {
		if s < 0 || s >= g.Players() {
			return msg.Errorf(field, "Seat %d does not exist at a table of %d.||tupelkopf", s+1, g.Players())
		}
		if slices.Contains(seats[:i], s) {
			return msg.Errorf(field, "Seat %d is listed twice.", s+1)
		}
	}
	return nil
}

// thatcherContract reports whether a Thatcher may be declared in c: the
// normal game (and so a secret solo), the Trumpfsolo and the Farbenersatzsolo.
func thatcherContract(c Contract) bool {
	return c == Normal || c == Trumpfsolo || c == Farbenersatzsolo
}

// schweinchenContract reports whether Schweinchen exist in c.
func schweinchenContract(c Contract) bool {
	return c == Normal || c == Trumpfsolo || c == Farbenersatzsolo
}

// Deck returns the game's deck, n times the 24 cards.
func (g Game) Deck() []cards.Card { return cards.DeckDoko(g.N) }

// Sunkte returns the card's value when the tricks are counted.
func Sunkte(c cards.Card) int {
	switch c.Rank {
	case cards.Jack:
		return 2
	case cards.Queen:
		return 3
	case cards.King:
		return 4
	case cards.Ten:
		return 10
	case cards.Ace:
		return 11
	}
	return 0
}

// InDeck reports whether c is one of the 24 kinds of card in a Tupelkopf deck.
func InDeck(c cards.Card) bool {
	return c.Valid() && !c.IsJoker() && c.Rank >= cards.Nine
}
