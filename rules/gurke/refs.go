package gurke

import (
	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

func ref(section, title string) rules.Ref {
	return rules.Ref{Game: "gurke", Section: section, Title: title}
}

// The sections of Gurke's rules that rulings and score steps cite.
var (
	RefHand          = ref("gurke.hand", "Cards in hand")
	RefLead          = ref("gurke.lead", "The lead")
	RefLeadLowest    = ref("gurke.lead.lowest", "Leading the lowest card")
	RefLeadSets      = ref("gurke.lead.sets", "Leading several cards of one rank")
	RefFollow        = ref("gurke.follow", "Match or beat, or give up your lowest card")
	RefFollowForced  = ref("gurke.follow.forced", "Matching or beating is a must when possible")
	RefFollowLowest  = ref("gurke.follow.lowest-beating", "The lowest card that matches or beats")
	RefAceOnAce      = ref("gurke.follow.ace", "No ace on an ace")
	RefTrickWinner   = ref("gurke.trick.winner", "Who takes a trick")
	RefLastTrick     = ref("gurke.last-trick", "The last trick decides the loser")
	RefAceLowLast    = ref("gurke.last-trick.ace-low", "Aces are low in the last trick")
	RefPenalty       = ref("gurke.score.penalty", "Penalty points for the last trick")
	RefPenaltyTies   = ref("gurke.score.ties", "Equal highest cards in the last trick")
	RefFaceEleven    = ref("gurke.score.face-eleven", "Face cards and aces cost 11")
	RefTopCard       = ref("gurke.score.top-card", "The Icelandic top cards")
	RefPlusPoints    = ref("gurke.score.plus", "Plus points for the same rank")
	RefCucumber      = ref("gurke.score.cucumber", "A cucumber and the second life")
	RefOut           = ref("gurke.score.out", "Out of the game")
	RefExactReset    = ref("gurke.score.exact", "Exactly on the limit: back to zero")
	RefRebuy         = ref("gurke.score.rebuy", "Buying back in")
	RefKontra        = ref("gurke.score.kontra", "Kontra")
	RefDouble        = ref("gurke.score.double", "Doubling (Rassi)")
	RefLosses        = ref("gurke.score.losses", "Counting losses (Mätäpesä)")
	RefDealing       = ref("gurke.deal", "Dealer, hand size and lead")
	RefEndSurvivor   = ref("gurke.end.survivor", "The last survivor wins")
	RefEndFirst      = ref("gurke.end.first", "The game ends when the first player goes over")
	RefEndAllButOne  = ref("gurke.end.all-but-one", "The game ends when all but one are over the limit")
	RefEndSettlement = ref("gurke.end.settlement", "Paying the winner the difference")
)

// Name returns a card's name for people: "King", "10", "Joker", or the
// card with its suit ("♣6") where the suit makes it special.
func Name(c cards.Card) msg.Text {
	switch c.Rank {
	case cards.Ace:
		return suited(c, msg.T("Ace||gurke"))
	case cards.King:
		return suited(c, msg.T("King"))
	case cards.Queen:
		return suited(c, msg.T("Queen"))
	case cards.Jack:
		return suited(c, msg.T("Jack"))
	case cards.Joker:
		return msg.T("Joker")
	}
	return suited(c, msg.Plain(c.Rank.Code()))
}

func suited(c cards.Card, name msg.Text) msg.Text {
	if c.Suit == cards.NoSuit {
		return name
	}
	return msg.Concat("", msg.Plain(c.Suit.Symbol()), name)
}

// setName names a set of cards, e.g. "5–9–Jack".
func setName(set []cards.Card) msg.Text {
	names := make([]msg.Text, len(set))
	for i, c := range set {
		names[i] = Name(c)
	}
	return msg.Concat("–", names...)
}
