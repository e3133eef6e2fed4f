package euchre

import (
	"schreiber/rules"
)

func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "euchre", Section: "euchre." + section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of the rules that rulings cite.
var (
	RefRank     = ref("rank", "Rank of the cards", "Rang der Karten")
	RefFollow   = ref("follow", "Following suit", "Farbe bedienen")
	RefTrick    = ref("trick", "Winning a trick", "Einen Stich gewinnen")
	RefBid1     = ref("bid.first-round", "Accepting the turned card", "Die aufgedeckte Karte annehmen")
	RefBid2     = ref("bid.second-round", "Naming trump in the second round", "Trumpf nennen in der zweiten Runde")
	RefRedeal   = ref("bid.redeal", "All pass: a new deal", "Alle passen: neu geben")
	RefExchange = ref("bid.exchange", "The dealer's exchange", "Der Tausch des Gebers")
	RefAlone    = ref("alone", "Playing alone", "Alleine spielen")
	RefLead     = ref("lead", "The opening lead", "Der Eröffnungsstich")
	RefScore    = ref("score", "Scoring a hand", "Wertung einer Hand")
	RefDraw     = ref("draw", "Drawing for partners and deal", "Die Auslosung")
	RefJokerUp  = ref("joker-turned", "The joker turned up", "Der Joker als aufgedeckte Karte")
	RefTurn     = ref("turn", "Whose turn it is", "Wer an der Reihe ist")
)

// say formats a Text; cards, card lists, suits, seats and sides among args
// are written in each language's own notation (see rules.Say).
func say(en, de string, args ...any) rules.Text { return rules.Say(en, de, args...) }

// seat marks an int argument of say as a seat number.
type seat = rules.Seat
