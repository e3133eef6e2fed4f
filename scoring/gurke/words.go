package gurke

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// cardPhrases are how a card of no particular suit is named: as what was
// played ("a King") and as what a trick was taken with ("with a King").
// They are messages of their own, since other languages change the card's
// word with its case.
var cardPhrases = map[cards.Rank][2]string{
	cards.Ace:   {"an Ace", "with an Ace"},
	cards.King:  {"a King", "with a King"},
	cards.Queen: {"a Queen", "with a Queen"},
	cards.Jack:  {"a Jack", "with a Jack"},
	cards.Joker: {"a Joker", "with a Joker"},
	cards.Eight: {"an 8", "with an 8"},
}

// aCard names a card with its indefinite article: "a King".
func aCard(c cards.Card) msg.Text { return cardPhrase(c, 0, "the %s", "a %s") }

// withCard says what a trick was taken with: "with a King".
func withCard(c cards.Card) msg.Text { return cardPhrase(c, 1, "with the %s", "with a %s") }

// cardPhrase is phrase i of a card: suited names the card with its suit,
// numbered a plain number card.
func cardPhrase(c cards.Card, i int, suited, numbered string) msg.Text {
	if c.Suit != cards.NoSuit {
		return msg.T(suited, c)
	}
	if p, ok := cardPhrases[c.Rank]; ok {
		return msg.T(p[i])
	}
	return msg.T(numbered, c.Rank.Code())
}

// names joins player names: "Anna", "Anna and Bo", "Anna, Bo and Cai".
func names(g Game, seats []int) msg.Text {
	ns := make([]string, len(seats))
	for i, s := range seats {
		ns[i] = g.Players[s]
	}
	return msg.Names(ns...)
}
