package gurke

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/scoring"
)

// aCard names a card with its indefinite article: "a King".
func aCard(c cards.Card) scoring.Text {
	if c.Suit != cards.NoSuit {
		return scoring.T("the %s", c)
	}
	switch c.Rank {
	case cards.Ace:
		return scoring.T("an Ace")
	case cards.King:
		return scoring.T("a King")
	case cards.Queen:
		return scoring.T("a Queen")
	case cards.Jack:
		return scoring.T("a Jack")
	case cards.Joker:
		return scoring.T("a Joker")
	case cards.Eight:
		return scoring.T("an 8")
	}
	return scoring.T("a %s", c.Rank.Code())
}

// withCard says what a trick was taken with: "with a King".
func withCard(c cards.Card) scoring.Text {
	if c.Suit != cards.NoSuit {
		return scoring.T("with the %s", c)
	}
	switch c.Rank {
	case cards.Ace:
		return scoring.T("with an Ace")
	case cards.King:
		return scoring.T("with a King")
	case cards.Queen:
		return scoring.T("with a Queen")
	case cards.Jack:
		return scoring.T("with a Jack")
	case cards.Joker:
		return scoring.T("with a Joker")
	case cards.Eight:
		return scoring.T("with an 8")
	}
	return scoring.T("with a %s", c.Rank.Code())
}

// names joins player names: "Anna", "Anna and Bo", "Anna, Bo and Cai".
func names(g Game, seats []int) scoring.Text {
	ns := make([]string, len(seats))
	for i, s := range seats {
		ns[i] = g.Players[s]
	}
	return rules.Names(ns...)
}

// tf says message id with its arguments.
func tf(id string, args ...any) scoring.Text { return scoring.T(id, args...) }
