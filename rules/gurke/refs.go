package gurke

import (
	"schreiber/rules"
	"schreiber/rules/cards"
)

func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "gurke", Section: section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of Gurke's rules that rulings and score steps cite.
var (
	RefHand          = ref("gurke.hand", "Cards in hand", "Karten auf der Hand")
	RefLead          = ref("gurke.lead", "The lead", "Das Ausspielen")
	RefLeadLowest    = ref("gurke.lead.lowest", "Leading the lowest card", "Die niedrigste Karte ausspielen")
	RefLeadSets      = ref("gurke.lead.sets", "Leading several cards of one rank", "Mehrere gleiche Karten ausspielen")
	RefFollow        = ref("gurke.follow", "Match or beat, or give up your lowest card", "Gleichziehen, überbieten oder die niedrigste Karte abgeben")
	RefFollowForced  = ref("gurke.follow.forced", "Matching or beating is a must when possible", "Gleichziehen oder Überbieten ist Pflicht, wenn möglich")
	RefFollowLowest  = ref("gurke.follow.lowest-beating", "The lowest card that matches or beats", "Die niedrigste Karte, die gleichzieht oder überbietet")
	RefAceOnAce      = ref("gurke.follow.ace", "No ace on an ace", "Kein Ass auf ein Ass")
	RefTrickWinner   = ref("gurke.trick.winner", "Who takes a trick", "Wer einen Stich bekommt")
	RefLastTrick     = ref("gurke.last-trick", "The last trick decides the loser", "Der letzte Stich bestimmt den Verlierer")
	RefAceLowLast    = ref("gurke.last-trick.ace-low", "Aces are low in the last trick", "Asse sind im letzten Stich niedrig")
	RefPenalty       = ref("gurke.score.penalty", "Penalty points for the last trick", "Minuspunkte für den letzten Stich")
	RefPenaltyTies   = ref("gurke.score.ties", "Equal highest cards in the last trick", "Gleich hohe Karten im letzten Stich")
	RefFaceEleven    = ref("gurke.score.face-eleven", "Face cards and aces cost 11", "Bilder und Asse kosten 11")
	RefTopCard       = ref("gurke.score.top-card", "The Icelandic top cards", "Die isländischen Höchstkarten")
	RefPlusPoints    = ref("gurke.score.plus", "Plus points for the same rank", "Pluspunkte für den gleichen Rang")
	RefCucumber      = ref("gurke.score.cucumber", "A cucumber and the second life", "Die Gurke und das zweite Leben")
	RefOut           = ref("gurke.score.out", "Out of the game", "Ausgeschieden")
	RefExactReset    = ref("gurke.score.exact", "Exactly on the limit: back to zero", "Genau auf der Grenze: zurück auf null")
	RefRebuy         = ref("gurke.score.rebuy", "Buying back in", "Zurückkaufen")
	RefKontra        = ref("gurke.score.kontra", "Kontra", "Kontra")
	RefDouble        = ref("gurke.score.double", "Doubling (Rassi)", "Doppeln (Rassi)")
	RefLosses        = ref("gurke.score.losses", "Counting losses (Mätäpesä)", "Niederlagen zählen (Mätäpesä)")
	RefDealing       = ref("gurke.deal", "Dealer, hand size and lead", "Geber, Kartenzahl und Ausspiel")
	RefEndSurvivor   = ref("gurke.end.survivor", "The last survivor wins", "Der letzte Überlebende gewinnt")
	RefEndFirst      = ref("gurke.end.first", "The game ends when the first player goes over", "Das Spiel endet, wenn der erste Spieler darüber kommt")
	RefEndAllButOne  = ref("gurke.end.all-but-one", "The game ends when all but one are over the limit", "Das Spiel endet, wenn alle bis auf einen über der Grenze sind")
	RefEndSettlement = ref("gurke.end.settlement", "Paying the winner the difference", "Dem Gewinner die Differenz zahlen")
)

// Name returns a card's name for people: "King", "10", "Joker", or the
// card with its suit ("♣6") where the suit makes it special.
func Name(c cards.Card) rules.Text {
	switch c.Rank {
	case cards.Ace:
		return suited(c, "Ace", "Ass")
	case cards.King:
		return suited(c, "King", "König")
	case cards.Queen:
		return suited(c, "Queen", "Dame")
	case cards.Jack:
		return suited(c, "Jack", "Bube")
	case cards.Joker:
		return rules.T("Joker", "Joker")
	}
	n := c.Rank.Code()
	return suited(c, n, n)
}

func suited(c cards.Card, en, de string) rules.Text {
	if c.Suit == cards.NoSuit {
		return rules.Text{EN: en, DE: de}
	}
	return rules.Text{EN: c.Suit.Symbol() + en, DE: c.Suit.Symbol() + de}
}

// setName names a set of cards, e.g. "5–9–Jack".
func setName(set []cards.Card) rules.Text {
	var t rules.Text
	for i, c := range set {
		n := Name(c)
		if i > 0 {
			t.EN += "–"
			t.DE += "–"
		}
		t.EN += n.EN
		t.DE += n.DE
	}
	return t
}
