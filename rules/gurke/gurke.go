// Package gurke referees Gurke (Agurk, Gurka, Ogórek, Kurkku, Gúrka): which
// card, or set of cards, a player may add to a trick, who takes a trick, who
// takes the penalty for the last trick and what that costs. Every national
// variant is a Variant value; nothing here keeps score.
//
// Cards are cards.Card values. Suits never matter in Gurke except for the
// Icelandic top cards (♣6, the black sevens), so a card may also be given
// without a suit (cards.NoSuit): it then stands for a card of that rank in
// an ordinary suit.
package gurke

import (
	"errors"
	"fmt"

	"schreiber/rules/cards"
)

// Follow names the card a follower has to match or beat.
type Follow string

// The cards a follower may have to match or beat.
const (
	FollowHighest  Follow = "highest"  // the highest card of the trick so far (Danish)
	FollowPrevious Follow = "previous" // the card just played (Swedish)
	FollowEither   Follow = "either"   // beat the highest, or match the card just played (Prague)
)

// Duty says how strictly a follower has to match or beat.
type Duty string

// How strictly a follower has to match or beat.
const (
	DutyFree          Duty = "free"           // may always play the lowest card instead
	DutyForced        Duty = "forced"         // must match or beat when able; else the lowest card
	DutyLowestBeating Duty = "lowest-beating" // must play the lowest card that matches or beats
)

// JokerMode says how jokers rank.
type JokerMode string

// How jokers rank.
const (
	JokersHigh JokerMode = "high" // above the aces, worth 15 (Danish 55-card deck)
	JokersAces JokerMode = "ace"  // extra aces (Kurko, Norwegian)
)

// TopCard names the Icelandic special cards that outrank the aces.
type TopCard string

// The Icelandic top cards.
const (
	TopNone        TopCard = "none"         // no special card
	TopClubSix     TopCard = "club-six"     // ♣6 highest, worth 21
	TopBlackSevens TopCard = "black-sevens" // ♣7 and ♠7 equal highest, worth 21 each
	TopSpadeSeven  TopCard = "spade-seven"  // ♠7 highest worth 16, ♣7 second worth 15
)

// Variant holds every way the national variants differ in play. The zero
// value is not valid; start from Danish and change fields.
type Variant struct {
	Follow       Follow    // which card a follower matches or beats
	Duty         Duty      // whether matching or beating is a must
	NoAceOnAce   bool      // after an ace the next player must play the lowest card
	ForcedAceLow bool      // with NoAceOnAce: an ace forced right after an ace counts below it
	LeadLowest   bool      // a lead must be the leader's lowest card
	AceLowLast   bool      // aces (and ace-jokers) are lowest in the last trick, worth 1
	Jokers       JokerMode // how jokers rank, if the deck has any
	TopCard      TopCard   // Icelandic special top cards
	FaceEleven   bool      // a loss with a face card or an ace always costs 11
	MultiLead    bool      // a lead may be several cards of one rank (Icelandic)
}

// Danish returns the rules of play of Danish Agurk: match or beat the
// highest card so far, or play the lowest card; the lead is free.
func Danish() Variant {
	return Variant{Follow: FollowHighest, Duty: DutyFree, Jokers: JokersHigh, TopCard: TopNone}
}

// ErrVariant is returned for a Variant with an unknown setting.
var ErrVariant = errors.New("gurke: unknown variant setting")

// Validate reports a Variant with a setting this package does not know.
func (v Variant) Validate() error {
	switch v.Follow {
	case FollowHighest, FollowPrevious, FollowEither:
	default:
		return fmt.Errorf("%w: follow %q", ErrVariant, v.Follow)
	}
	switch v.Duty {
	case DutyFree, DutyForced, DutyLowestBeating:
	default:
		return fmt.Errorf("%w: duty %q", ErrVariant, v.Duty)
	}
	switch v.Jokers {
	case JokersHigh, JokersAces:
	default:
		return fmt.Errorf("%w: jokers %q", ErrVariant, v.Jokers)
	}
	switch v.TopCard {
	case TopNone, TopClubSix, TopBlackSevens, TopSpadeSeven:
	default:
		return fmt.Errorf("%w: top card %q", ErrVariant, v.TopCard)
	}
	return nil
}

// ErrCard is returned for a card that exists in no Gurke deck.
var ErrCard = errors.New("gurke: not a card")

// checkCard accepts real cards and suitless cards of a real rank.
func checkCard(c cards.Card) error {
	if c.Valid() || (c.Suit == cards.NoSuit && c.Rank >= cards.Two && c.Rank <= cards.Ace) {
		return nil
	}
	return fmt.Errorf("%w: %v", ErrCard, c)
}

// Special reports whether c is one of the variant's top cards.
func (v Variant) Special(c cards.Card) bool {
	switch v.TopCard {
	case TopClubSix:
		return c == cards.Of(cards.Six, cards.Clubs)
	case TopBlackSevens, TopSpadeSeven:
		return c == cards.Of(cards.Seven, cards.Clubs) || c == cards.Of(cards.Seven, cards.Spades)
	}
	return false
}

// IsAce reports whether c counts as an ace: an ace, or a joker where
// jokers are extra aces.
func (v Variant) IsAce(c cards.Card) bool {
	return c.Rank == cards.Ace || (c.Rank == cards.Joker && v.Jokers == JokersAces)
}

// Strength orders cards: a higher number beats a lower one, equal numbers
// match. last says whether the card is played to the deal's last trick.
func (v Variant) Strength(c cards.Card, last bool) int {
	if v.Special(c) {
		if v.TopCard == TopSpadeSeven && c.Suit == cards.Spades {
			return 21
		}
		return 20
	}
	if v.IsAce(c) {
		if last && v.AceLowLast {
			return 1
		}
		return int(cards.Ace)
	}
	return int(c.Rank) // a high joker is 15
}

// Value is what a card costs the player it makes lose the last trick.
func (v Variant) Value(c cards.Card) int {
	if v.Special(c) {
		if v.TopCard == TopSpadeSeven {
			if c.Suit == cards.Spades {
				return 16
			}
			return 15
		}
		return 21
	}
	if v.IsAce(c) && v.AceLowLast {
		return 1
	}
	if v.FaceEleven && (v.IsAce(c) || c.Rank >= cards.Jack) {
		return 11
	}
	if v.IsAce(c) {
		return int(cards.Ace)
	}
	return int(c.Rank)
}
