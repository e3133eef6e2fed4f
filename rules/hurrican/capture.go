package hurrican

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Capture is one way to take cards from the table with a played card: the
// positions on the table of the cards taken and the cards themselves.
type Capture struct {
	Indices []int        `json:"indices"`
	Cards   []cards.Card `json:"cards"`
	Equal   bool         `json:"equal"`  // a single card of the same value
	Clears  bool         `json:"clears"` // it takes every card on the table
}

// Captures lists every legal capture of played from table: a single card
// of equal value, or any set of cards whose values add up to the played
// card's value. Captures of an equal card come first.
func Captures(table []cards.Card, played cards.Card) []Capture {
	target := Value(played)
	if target == 0 {
		return nil
	}
	var out []Capture
	var pick []int
	var walk func(from, sum int)
	walk = func(from, sum int) {
		if sum == target {
			c := Capture{Indices: slices.Clone(pick), Clears: len(pick) == len(table)}
			for _, i := range pick {
				c.Cards = append(c.Cards, table[i])
			}
			c.Equal = len(pick) == 1
			out = append(out, c)
			return
		}
		for i := from; i < len(table); i++ {
			if v := Value(table[i]); v > 0 && sum+v <= target {
				pick = append(pick, i)
				walk(i+1, sum+v)
				pick = pick[:len(pick)-1]
			}
		}
	}
	walk(0, 0)
	slices.SortStableFunc(out, func(a, b Capture) int { return len(a.Indices) - len(b.Indices) })
	return out
}

// hasEqual reports whether a card of played's value lies on the table.
func hasEqual(table []cards.Card, played cards.Card) (cards.Card, bool) {
	for _, c := range table {
		if Value(c) == Value(played) {
			return c, true
		}
	}
	return cards.Card{}, false
}

// CheckCapture answers whether played may take the cards taken from table.
// demand says the opponent has demanded that an equal card be taken first.
func CheckCapture(table []cards.Card, played cards.Card, taken []cards.Card, demand bool) rules.Ruling {
	if len(taken) == 0 {
		return rules.Deny(RefCapture, msg.T("Name the cards to take."))
	}
	left := cards.Count(table)
	sum := 0
	for _, c := range taken {
		if left[c] == 0 {
			return rules.Deny(RefCapture, msg.T("%v does not lie on the table.", c))
		}
		left[c]--
		sum += Value(c)
	}
	v := Value(played)
	if sum != v {
		return rules.Deny(RefCapture, msg.T("%v adds up to %d, but %v counts %d.", taken, sum, played, v))
	}
	if eq, ok := hasEqual(table, played); ok && len(taken) > 1 && demand {
		return rules.Deny(RefEqual, msg.T("%v lies on the table and the opponent demands that the equal card be taken first.", eq))
	}
	if len(taken) == 1 {
		return rules.Allow(RefCapture, msg.T("%v takes %v of the same value.", played, taken[0]))
	}
	if eq, ok := hasEqual(table, played); ok {
		return rules.Allow(RefEqual, msg.T("%v adds up to %d; but the opponent may demand that %v be taken instead.", taken, v, eq))
	}
	return rules.Allow(RefCapture, msg.T("%v adds up to %d, the value of %v.", taken, v, played))
}

// CheckLay answers whether played may be laid on the table instead of
// taking: not when its value lies there, alone or as a sum, because the
// opponent may demand the capture.
func CheckLay(table []cards.Card, played cards.Card) rules.Ruling {
	if cs := Captures(table, played); len(cs) > 0 {
		return rules.Deny(RefLay, msg.T("%v can take %v; the opponent may demand that it does, so it cannot be laid down.", played, cs[0].Cards))
	}
	return rules.Allow(RefLay, msg.T("Nothing on the table adds up to %v, so it is laid down.", played))
}

// CheckHurrican answers whether taking taken from table is a Hurrican: it
// must take every card on the table, and the capture with the deal's last
// card is the final sweep and scores none (unless the rules count it).
func (r Rules) CheckHurrican(table, taken []cards.Card, lastCard bool) rules.Ruling {
	if len(taken) != len(table) || len(table) == 0 {
		return rules.Deny(RefHurrican, msg.T("Cards remain on the table: no Hurrican."))
	}
	if lastCard && !r.LastCardHurrican {
		return rules.Deny(RefSweep, msg.T("The last card of the deal clears the table: the final sweep is no Hurrican."))
	}
	return rules.Allow(RefHurrican, msg.T("The table is cleared: a Hurrican, worth one point."))
}
