package gurke

import (
	"fmt"
	"strings"

	"schreiber/rules/cards"
	"schreiber/scoring"
)

// aCard names a card with its indefinite article: "a King", "einen König"
// (German accusative).
func aCard(c cards.Card) scoring.Text {
	en, de := cardWords(c)
	return scoring.Text{EN: en[0], DE: de[0]}
}

// withCard says what a trick was taken with: "with a King", "mit einem König".
func withCard(c cards.Card) scoring.Text {
	en, de := cardWords(c)
	return scoring.Text{EN: "with " + en[0], DE: "mit " + de[1]}
}

// cardWords returns the English phrase and the German accusative and dative
// phrases for a card.
func cardWords(c cards.Card) (en [1]string, de [2]string) {
	if c.Suit != cards.NoSuit {
		n := c.String()
		return [1]string{"the " + n}, [2]string{"die " + c.German(), "der " + c.German()}
	}
	switch c.Rank {
	case cards.Ace:
		return [1]string{"an Ace"}, [2]string{"ein Ass", "einem Ass"}
	case cards.King:
		return [1]string{"a King"}, [2]string{"einen König", "einem König"}
	case cards.Queen:
		return [1]string{"a Queen"}, [2]string{"eine Dame", "einer Dame"}
	case cards.Jack:
		return [1]string{"a Jack"}, [2]string{"einen Buben", "einem Buben"}
	case cards.Joker:
		return [1]string{"a Joker"}, [2]string{"einen Joker", "einem Joker"}
	case cards.Eight:
		return [1]string{"an 8"}, [2]string{"eine 8", "einer 8"}
	}
	n := c.Rank.Code()
	return [1]string{"a " + n}, [2]string{"eine " + n, "einer " + n}
}

// names joins player names: "Anna", "Anna and Bo", "Anna, Bo and Cai".
func names(g Game, seats []int) scoring.Text {
	ns := make([]string, len(seats))
	for i, s := range seats {
		ns[i] = g.Players[s]
	}
	if len(ns) <= 1 {
		return scoring.Text{EN: strings.Join(ns, ""), DE: strings.Join(ns, "")}
	}
	head := strings.Join(ns[:len(ns)-1], ", ")
	last := ns[len(ns)-1]
	return scoring.Text{EN: head + " and " + last, DE: head + " und " + last}
}

// tf formats en with the English and de with the German side of the Text
// arguments; other arguments go to both.
func tf(en, de string, args ...any) scoring.Text {
	ea, da := make([]any, len(args)), make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(scoring.Text); ok {
			ea[i], da[i] = t.EN, t.DE
		} else {
			ea[i], da[i] = a, a
		}
	}
	return scoring.Text{EN: fmt.Sprintf(en, ea...), DE: fmt.Sprintf(de, da...)}
}
