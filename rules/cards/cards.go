// Package cards holds what every game shares: ranks, suits, cards, jokers and
// the decks the games are played with. It knows no game's rank order; each
// game package ranks and values cards itself.
package cards

import (
	"fmt"
	"strconv"
	"strings"
)

// Suit is a card's suit. Jokers have NoSuit.
type Suit int8

// The four suits in the German order of precedence (Kreuz, Pik, Herz, Karo).
const (
	NoSuit Suit = iota
	Clubs
	Spades
	Hearts
	Diamonds
)

// Suits lists the four real suits in the order Clubs, Spades, Hearts, Diamonds.
var Suits = []Suit{Clubs, Spades, Hearts, Diamonds}

// Rank is a card's rank. Pip cards carry their number; Ace is 14, Joker 15.
type Rank int8

// The ranks. Two to Ten carry their pip number.
const (
	NoRank Rank = 0
	Two    Rank = 2
	Three  Rank = 3
	Four   Rank = 4
	Five   Rank = 5
	Six    Rank = 6
	Seven  Rank = 7
	Eight  Rank = 8
	Nine   Rank = 9
	Ten    Rank = 10
	Jack   Rank = 11
	Queen  Rank = 12
	King   Rank = 13
	Ace    Rank = 14
	Joker  Rank = 15
)

// Card is one playing card. The zero value is no card.
type Card struct {
	Rank Rank
	Suit Suit
}

// Of returns the card of rank r in suit s.
func Of(r Rank, s Suit) Card { return Card{Rank: r, Suit: s} }

// JokerCard is the (suitless) joker.
var JokerCard = Card{Rank: Joker}

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c.Rank == Joker }

// Valid reports whether c is a card that exists in some deck.
func (c Card) Valid() bool {
	if c.Rank == Joker {
		return c.Suit == NoSuit
	}
	return c.Rank >= Two && c.Rank <= Ace && c.Suit >= Clubs && c.Suit <= Diamonds
}

var suitSymbols = map[Suit]string{Clubs: "♣", Spades: "♠", Hearts: "♥", Diamonds: "♦"}

// Symbol returns the suit's symbol, e.g. "♥", or "" for NoSuit.
func (s Suit) Symbol() string { return suitSymbols[s] }

// String returns the suit's English name.
func (s Suit) String() string {
	switch s {
	case Clubs:
		return "clubs"
	case Spades:
		return "spades"
	case Hearts:
		return "hearts"
	case Diamonds:
		return "diamonds"
	}
	return "none"
}

// Code returns the rank's short English code: 2…10, J, Q, K, A, or Joker.
func (r Rank) Code() string {
	switch r {
	case Jack:
		return "J"
	case Queen:
		return "Q"
	case King:
		return "K"
	case Ace:
		return "A"
	case Joker:
		return "Joker"
	}
	if r >= Two && r <= Ten {
		return fmt.Sprint(int(r))
	}
	return "?"
}

// String returns the card as suit symbol and English rank code, e.g. "♥10".
func (c Card) String() string {
	if c.Rank == Joker {
		return "Joker"
	}
	return c.Suit.Symbol() + c.Rank.Code()
}

// ParseRank reads a rank in English or German notation: 2…10, J/B, Q/D, K, A,
// Joker (or X). Case and surrounding space do not matter.
func ParseRank(s string) (Rank, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "J", "B", "JACK", "BUBE":
		return Jack, nil
	case "Q", "D", "QUEEN", "DAME":
		return Queen, nil
	case "K", "KING", "KÖNIG", "KOENIG":
		return King, nil
	case "A", "ACE", "ASS", "1":
		return Ace, nil
	case "X", "JOKER", "JK":
		return Joker, nil
	}
	// Only the plain numbers 2 to 10: not "+5", not "05".
	if n, err := strconv.Atoi(t); err == nil && strconv.Itoa(n) == t && n >= 2 && n <= 10 {
		return Rank(n), nil
	}
	return NoRank, fmt.Errorf("cards: %q is not a rank", s)
}

// ParseSuit reads a suit given as symbol (♣♠♥♦) or English letter (C, S, H, D).
func ParseSuit(s string) (Suit, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "♣", "C", "CLUBS":
		return Clubs, nil
	case "♠", "S", "SPADES":
		return Spades, nil
	case "♥", "H", "HEARTS":
		return Hearts, nil
	case "♦", "D", "DIAMONDS":
		return Diamonds, nil
	}
	return NoSuit, fmt.Errorf("cards: %q is not a suit", s)
}

// Parse reads a card written as suit then rank ("♥10", "H10", "♣Q", "SB") or
// "Joker". It is the inverse of String.
func Parse(s string) (Card, error) {
	t := strings.TrimSpace(s)
	if r, err := ParseRank(t); err == nil && r == Joker {
		return JokerCard, nil
	}
	for _, sym := range []string{"♣", "♠", "♥", "♦"} {
		if rest, ok := strings.CutPrefix(t, sym); ok {
			return parseWithSuit(sym, rest, s)
		}
	}
	if len(t) >= 2 {
		return parseWithSuit(t[:1], t[1:], s)
	}
	return Card{}, fmt.Errorf("cards: %q is not a card", s)
}

func parseWithSuit(suit, rank, orig string) (Card, error) {
	st, err := ParseSuit(suit)
	if err != nil {
		return Card{}, fmt.Errorf("cards: %q is not a card", orig)
	}
	r, err := ParseRank(rank)
	if err != nil || r == Joker {
		return Card{}, fmt.Errorf("cards: %q is not a card", orig)
	}
	return Card{Rank: r, Suit: st}, nil
}
