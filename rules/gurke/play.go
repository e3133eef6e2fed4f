package gurke

import (
	"errors"
	"fmt"
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// ErrNotInHand is returned when a play holds a card the hand does not.
var ErrNotInHand = errors.New("gurke: the play is not in the hand")

// ErrShape is returned for an empty play or a trick whose sets differ in size.
var ErrShape = errors.New("gurke: malformed trick or play")

// CheckCard rules whether a single card may be added to a trick of single
// cards (trick holds the cards so far, in the order played) from hand.
func (v Variant) CheckCard(trick, hand []cards.Card, play cards.Card, last bool) (rules.Ruling, error) {
	sets := make([][]cards.Card, len(trick))
	for i, c := range trick {
		sets[i] = []cards.Card{c}
	}
	return v.Check(sets, hand, []cards.Card{play}, last)
}

// Check rules whether play (one card, or several where sets may be led) may
// be added to trick, the sets played so far in order, from hand (the
// player's cards before playing). last says whether this is the deal's last
// trick. Malformed input (unknown cards, a play not in the hand, sets of
// different sizes) is an error; a play against the rules is a denying Ruling
// naming the rule that forbids it.
func (v Variant) Check(trick [][]cards.Card, hand, play []cards.Card, last bool) (rules.Ruling, error) {
	if err := v.Validate(); err != nil {
		return rules.Ruling{}, err
	}
	if err := checkInput(trick, hand, play); err != nil {
		return rules.Ruling{}, err
	}
	s := func(set []cards.Card) []int { return v.strengths(set, last) }
	ps, hs := s(play), s(hand)
	if len(trick) == 0 {
		return v.checkLead(play, ps, hs, last), nil
	}
	k := len(trick[0])
	if len(play) != k {
		return rules.Deny(RefLeadSets, msg.T("%d cards were led, so every player adds %d.", k, k)), nil
	}
	lowest := hs[:k]
	isLowest := slices.Equal(ps, lowest)
	prev := trick[len(trick)-1]
	if v.NoAceOnAce && slices.ContainsFunc(prev, v.IsAce) {
		switch {
		case isLowest && v.forcedBelow(prev, play):
			return rules.Allow(RefAceOnAce, msg.T("Your lowest card is an ace, so it goes on the ace: allowed, as you have nothing lower. At your table it counts below the ace before it and does not take the trick.")), nil
		case isLowest && slices.ContainsFunc(play, v.IsAce):
			return rules.Allow(RefAceOnAce, msg.T("Your lowest card is an ace, so it goes on the ace: allowed, as you have nothing lower. As an equal card played later, it beats the ace before it.")), nil
		case isLowest:
			return rules.Allow(RefAceOnAce, msg.T("After an ace the next player gives up the lowest card, and this is it.")), nil
		}
		return rules.Deny(RefAceOnAce, msg.T("An ace was just played: you must play your lowest card (%s).", lowName(hand, k, v, last))), nil
	}
	high := trick[v.winner(trick, last)]
	targets := v.targets(s(high), s(prev))
	meet := slices.ContainsFunc(targets, func(t target) bool { return t.met(ps) })
	want := v.wantText(high, prev)
	switch v.Duty {
	case DutyFree:
		if meet {
			return rules.Allow(RefFollow, msg.T("%s matches or beats %s.", setName(play), want)), nil
		}
		if isLowest {
			return rules.Allow(RefFollow, msg.T("%s is your lowest card: giving it up is always allowed.", setName(play))), nil
		}
		return rules.Deny(RefFollow, msg.T("Play a card that matches or beats %s, or your lowest card (%s).", want, lowName(hand, k, v, last))), nil
	case DutyForced:
		best := cheapest(targets, hs, k)
		if meet {
			return rules.Allow(RefFollowForced, msg.T("%s matches or beats %s.", setName(play), want)), nil
		}
		if best == nil && isLowest {
			return rules.Allow(RefFollowForced, msg.T("You cannot match or beat %s, so your lowest card goes.", want)), nil
		}
		if best != nil {
			return rules.Deny(RefFollowForced, msg.T("You can match or beat %s, so you must.", want)), nil
		}
		return rules.Deny(RefFollowForced, msg.T("You cannot match or beat %s: play your lowest card (%s).", want, lowName(hand, k, v, last))), nil
	default: // DutyLowestBeating
		best := cheapest(targets, hs, k)
		if best == nil {
			if isLowest {
				return rules.Allow(RefFollowLowest, msg.T("You cannot match or beat %s, so your lowest card goes.", want)), nil
			}
			return rules.Deny(RefFollowLowest, msg.T("You cannot match or beat %s: play your lowest card (%s).", want, lowName(hand, k, v, last))), nil
		}
		for _, b := range best {
			if slices.Equal(ps, b) {
				return rules.Allow(RefFollowLowest, msg.T("This is the lowest play that matches or beats %s.", want)), nil
			}
		}
		return rules.Deny(RefFollowLowest, msg.T("You must play the lowest cards that match or beat %s.", want)), nil
	}
}

func (v Variant) checkLead(play []cards.Card, ps, hs []int, last bool) rules.Ruling {
	if len(play) > 1 {
		if !v.MultiLead {
			return rules.Deny(RefLeadSets, msg.T("Only one card may be led in this variant."))
		}
		if last {
			return rules.Deny(RefLeadSets, msg.T("The last trick is played with single cards."))
		}
		if len(play) >= len(hs) {
			return rules.Deny(RefLeadSets, msg.T("Keep one card back: the last trick is played with single cards."))
		}
		if ps[0] != ps[len(ps)-1] {
			return rules.Deny(RefLeadSets, msg.T("Several cards may be led only if they are of one rank."))
		}
	}
	if v.LeadLowest && ps[len(ps)-1] != hs[0] {
		return rules.Deny(RefLeadLowest, msg.T("The lead must be your lowest card."))
	}
	if v.LeadLowest {
		return rules.Allow(RefLeadLowest, msg.T("The lead is your lowest card, as it must be."))
	}
	return rules.Allow(RefLead, msg.T("Any card may be led."))
}

func checkInput(trick [][]cards.Card, hand, play []cards.Card) error {
	if len(play) == 0 {
		return fmt.Errorf("%w: empty play", ErrShape)
	}
	if err := checkTrick(trick); err != nil {
		return err
	}
	left := slices.Clone(hand)
	for _, c := range hand {
		if err := checkCard(c); err != nil {
			return err
		}
	}
	for _, c := range play {
		i := slices.Index(left, c)
		if i < 0 {
			return fmt.Errorf("%w: %v", ErrNotInHand, c)
		}
		left = slices.Delete(left, i, i+1)
	}
	return nil
}

// checkTrick checks that every set of a trick is non-empty, of the same
// size as the first, and made of cards.
func checkTrick(trick [][]cards.Card) error {
	for i, set := range trick {
		if len(set) == 0 || len(set) != len(trick[0]) {
			return fmt.Errorf("%w: set %d", ErrShape, i)
		}
		for _, c := range set {
			if err := checkCard(c); err != nil {
				return err
			}
		}
	}
	return nil
}

// strengths returns the strengths of set, sorted ascending.
func (v Variant) strengths(set []cards.Card, last bool) []int {
	out := make([]int, len(set))
	for i, c := range set {
		out[i] = v.Strength(c, last)
	}
	slices.Sort(out)
	return out
}

// dominates reports whether sorted set a matches or beats sorted set b card
// by card: the Icelandic rule, which for single cards is "at least as high".
func dominates(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] < b[i] {
			return false
		}
	}
	return true
}

// target is one way a follower can satisfy the follow rule.
type target struct {
	ref   []int
	exact bool // match exactly (Prague: the card just played) instead of dominate
}

func (t target) met(ps []int) bool {
	if t.exact {
		return slices.Equal(ps, t.ref)
	}
	return dominates(ps, t.ref)
}

// cheapest returns the hand's lowest plays meeting t, or nil.
func (t target) cheapest(hs []int) []int {
	var out []int
	j := 0
	for _, r := range t.ref {
		for j < len(hs) && (hs[j] < r || (t.exact && hs[j] != r)) {
			j++
		}
		if j == len(hs) {
			return nil
		}
		out = append(out, hs[j])
		j++
	}
	return out
}

func (v Variant) targets(high, prev []int) []target {
	switch v.Follow {
	case FollowPrevious:
		return []target{{ref: prev}}
	case FollowEither:
		return []target{{ref: high}, {ref: prev, exact: true}}
	}
	return []target{{ref: high}}
}

// cheapest returns the lowest-sum plays from hs meeting any target, or nil.
func cheapest(ts []target, hs []int, k int) [][]int {
	var best [][]int
	bestSum := 0
	for _, t := range ts {
		c := t.cheapest(hs)
		if c == nil || len(c) != k {
			continue
		}
		sum := 0
		for _, x := range c {
			sum += x
		}
		if best == nil || sum < bestSum {
			best, bestSum = [][]int{c}, sum
		} else if sum == bestSum {
			best = append(best, c)
		}
	}
	return best
}

func (v Variant) wantText(high, prev []cards.Card) msg.Text {
	switch v.Follow {
	case FollowPrevious:
		return setName(prev)
	case FollowEither:
		return msg.T("%s (or exactly %s)", setName(high), setName(prev))
	}
	return setName(high)
}

// lowName names the k lowest cards of hand.
func lowName(hand []cards.Card, k int, v Variant, last bool) msg.Text {
	h := slices.Clone(hand)
	slices.SortStableFunc(h, func(a, b cards.Card) int { return v.Strength(a, last) - v.Strength(b, last) })
	return setName(h[:k])
}
