package durak

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Bout is what lies on the table in one bout: the attacking cards in the
// order played and, for each, the card that beat it (the zero Card while it
// is unbeaten).
type Bout struct {
	Attacks  []cards.Card `json:"attacks"`
	Defences []cards.Card `json:"defences"`
	// DefenderStart is how many cards the defender held when the bout began.
	DefenderStart int `json:"defender_start"`
	// BeforeFirstDefence is set while no bout of this deal has yet ended in a
	// successful defence (it matters with Rules.FirstDefenceFive).
	BeforeFirstDefence bool `json:"before_first_defence"`
	// Taken is set once the defender has said they pick up; the attackers may
	// then only add cards.
	Taken bool `json:"taken"`
}

// Limit is how many attacking cards the bout may hold: six (five before
// the first successful defence, when the rules say so), and never more than
// the defender held when it began.
func (b Bout) Limit(r Rules) int {
	n := 6
	if r.FirstDefenceFive && b.BeforeFirstDefence {
		n = 5
	}
	return min(n, b.DefenderStart)
}

// limitRuling explains the limit that applies.
func (b Bout) limitRef(r Rules) rules.Ref {
	if r.FirstDefenceFive && b.BeforeFirstDefence && b.DefenderStart >= 5 {
		return RefFirstFive
	}
	return RefThrowLimit
}

// Unbeaten returns the indices of the attacking cards not yet beaten.
func (b Bout) Unbeaten() []int {
	var out []int
	for i := range b.Attacks {
		if b.defence(i) == (cards.Card{}) {
			out = append(out, i)
		}
	}
	return out
}

// defence returns the card that beat attacking card i, or the zero Card.
func (b Bout) defence(i int) cards.Card {
	if i < 0 || i >= len(b.Defences) {
		return cards.Card{}
	}
	return b.Defences[i]
}

// Cards returns every card on the table, attacking and defending.
func (b Bout) Cards() []cards.Card {
	out := slices.Clone(b.Attacks)
	for _, d := range b.Defences {
		if d != (cards.Card{}) {
			out = append(out, d)
		}
	}
	return out
}

// Ranks reports which ranks lie on the table in this bout.
func (b Bout) Ranks() map[cards.Rank]bool {
	m := map[cards.Rank]bool{}
	for _, c := range b.Cards() {
		m[c.Rank] = true
	}
	return m
}

// CheckThrowIn answers whether card may join the attack (or, after the
// defender has picked up, be added to what they take): its rank must lie on
// the table and the bout must not be full.
func (b Bout) CheckThrowIn(r Rules, card cards.Card) rules.Ruling {
	if len(b.Attacks) == 0 {
		return rules.Allow(RefAttack, msg.T("The bout is opened with any card."))
	}
	if lim := b.Limit(r); len(b.Attacks) >= lim {
		return rules.Deny(b.limitRef(r), msg.T("The bout already holds %d attacking cards, the most it may hold (six at most, never more than the defender held at its start).", lim))
	}
	if !b.Ranks()[card.Rank] {
		return rules.Deny(RefThrowRank, msg.T("No card of the rank of %v has been played in this bout.", card))
	}
	if b.Taken {
		return rules.Allow(RefPickUp, msg.T("%v matches a rank on the table and may be given to the defender with the rest.", card))
	}
	return rules.Allow(RefThrowRank, msg.T("%v matches a rank already played in this bout.", card))
}

// CheckDefend answers whether card may beat the attacking card at index i.
func (b Bout) CheckDefend(trump cards.Suit, i int, card cards.Card) rules.Ruling {
	if b.Taken {
		return rules.Deny(RefPickUp, msg.T("The defender has already decided to pick up."))
	}
	if i < 0 || i >= len(b.Attacks) {
		return rules.Deny(RefDefend, msg.T("There is no attacking card number %d.", i+1))
	}
	if b.defence(i) != (cards.Card{}) {
		return rules.Deny(RefDefend, msg.T("%v has already been beaten.", b.Attacks[i]))
	}
	return CheckBeat(b.Attacks[i], card, trump)
}
