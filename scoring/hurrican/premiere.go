package hurrican

import (
	"schreiber/rules/cards"
	rh "schreiber/rules/hurrican"
	"schreiber/rules/msg"
)

// Ranks lists Hurrican's ten ranks from the best Premiere card down:
// Seven, Six, Ace, Five, Four, Three, Two, King, Queen (Dame), Jack (Bube).
var Ranks = []cards.Rank{
	cards.Seven, cards.Six, cards.Ace, cards.Five, cards.Four,
	cards.Three, cards.Two, cards.King, cards.Queen, cards.Jack,
}

// PremiereValue is what a suit's best card adds to a side's Premiere: 21 for
// a Seven down to 8 for a Jack (Bube); 0 for a rank that Hurrican's deck
// lacks. The referee's table decides.
func PremiereValue(r cards.Rank) int {
	return rh.PremiereValue(cards.Card{Rank: r, Suit: cards.Hearts})
}

// PlayValue is what a card counts when capturing: Ace 1, Two to Seven
// their pips, Bube 8, Dame 9, König 10. The referee's table decides.
func PlayValue(r cards.Rank) int { return rh.Value(cards.Card{Rank: r, Suit: cards.Hearts}) }

// atMost is how many cards of one suit a side can hold when r is its best
// card there: r itself and every rank below it in the Premiere order.
func atMost(r cards.Rank) int {
	for i, x := range Ranks {
		if x == r {
			return len(Ranks) - i
		}
	}
	return 0
}

// RankChoice is one rank the deal form offers for a suit's best card.
type RankChoice struct {
	Code     string   // what goes into the entry, e.g. "7" or "B"
	Label    msg.Text // what the button shows
	Premiere int      // the card's Premiere value
}

// RankChoices lists the ranks for the best-card buttons, best first.
func RankChoices() []RankChoice {
	out := make([]RankChoice, 0, len(Ranks))
	for _, r := range Ranks {
		out = append(out, RankChoice{Code: RankCode(r), Label: rankName(r), Premiere: PremiereValue(r)})
	}
	return out
}

// RankCode is a rank as an entry stores it: 2…10, B (Jack), D (Queen), K,
// A. Entries have always used the letters of the German deck Hurrican is
// played with; ParseRank reads them and the English ones alike.
func RankCode(r cards.Rank) string {
	switch r {
	case cards.Jack:
		return "B"
	case cards.Queen:
		return "D"
	}
	return r.Code()
}

// parseRank reads a best-card rank; "" is no card of that suit.
func parseRank(s string) (cards.Rank, bool) {
	if s == "" {
		return cards.NoRank, true
	}
	r, err := cards.ParseRank(s)
	if err != nil || PremiereValue(r) == 0 {
		return cards.NoRank, false
	}
	return r, true
}

// rankName names a rank for people, e.g. "Seven"/"Sieben".
func rankName(r cards.Rank) msg.Text {
	switch r {
	case cards.Ace:
		return msg.T("Ace")
	case cards.Two:
		return msg.T("Two")
	case cards.Three:
		return msg.T("Three")
	case cards.Four:
		return msg.T("Four")
	case cards.Five:
		return msg.T("Five")
	case cards.Six:
		return msg.T("Six")
	case cards.Seven:
		return msg.T("Seven")
	case cards.Jack:
		return msg.T("Jack")
	case cards.Queen:
		return msg.T("Queen")
	case cards.King:
		return msg.T("King")
	}
	return msg.T("none")
}

// suitName names a suit for people.
func suitName(s cards.Suit) msg.Text {
	switch s {
	case cards.Clubs:
		return msg.T("clubs")
	case cards.Spades:
		return msg.T("spades")
	case cards.Hearts:
		return msg.T("hearts")
	case cards.Diamonds:
		return msg.T("diamonds")
	}
	return msg.T("?")
}
