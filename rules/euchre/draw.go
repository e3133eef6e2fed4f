package euchre

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// DrawValue ranks a card drawn for partners and deal: K high, Q, J, 10, 9,
// 8, 7, and the ace low. A joker has no place in the order (0).
func DrawValue(c cards.Card) int {
	switch {
	case c.IsJoker():
		return 0
	case c.Rank == cards.Ace:
		return 1
	}
	return int(c.Rank)
}

// Partnership is the outcome of the draw: the two pairs (each a pair of
// drawers' indices, who sit opposite each other) and who deals first.
type Partnership struct {
	Low    [2]int `json:"low"`  // the two lowest cards: the first dealer and partner
	High   [2]int `json:"high"` // the two highest cards
	Dealer int    `json:"dealer"`
}

// Draw settles partners and the first deal from the four cards drawn, in
// the order of the players who drew them. Players who drew cards of equal
// rank (or a joker) must draw again: redraw lists them and the Partnership
// is empty.
func Draw(drawn []cards.Card) (p Partnership, redraw []int, why rules.Ruling, err error) {
	if len(drawn) != Players {
		return p, nil, why, msg.Errorf("drawn", "Four players draw one card each.")
	}
	seen := map[int][]int{}
	for i, c := range drawn {
		if !c.Valid() {
			return p, nil, why, msg.Errorf("drawn", "Card %d is not a card.", i+1)
		}
		v := DrawValue(c)
		if v == 0 {
			redraw = append(redraw, i)
			continue
		}
		seen[v] = append(seen[v], i)
	}
	for i, c := range drawn {
		if v := DrawValue(c); v > 0 && len(seen[v]) > 1 {
			redraw = append(redraw, i)
		}
	}
	if len(redraw) > 0 {
		return p, redraw, rules.Deny(RefDraw, msg.T("Equal cards (or a joker) were drawn: those players draw again.")), nil
	}
	idx := []int{0, 1, 2, 3}
	for i := range idx {
		for j := i + 1; j < len(idx); j++ {
			if DrawValue(drawn[idx[j]]) < DrawValue(drawn[idx[i]]) {
				idx[i], idx[j] = idx[j], idx[i]
			}
		}
	}
	p = Partnership{Low: [2]int{idx[0], idx[1]}, High: [2]int{idx[2], idx[3]}, Dealer: idx[0]}
	return p, nil, rules.Allow(RefDraw, msg.T("The two lowest cards play against the two highest; the lowest card (%v) deals first.", drawn[idx[0]])), nil
}
