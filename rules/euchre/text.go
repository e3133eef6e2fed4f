package euchre

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

func ref(section, title string) rules.Ref {
	return rules.Ref{Game: "euchre", Section: "euchre." + section, Title: title}
}

// The sections of the rules that rulings cite.
var (
	RefRank     = ref("rank", "Rank of the cards")
	RefFollow   = ref("follow", "Following suit||euchre")
	RefTrick    = ref("trick", "Winning a trick")
	RefBid1     = ref("bid.first-round", "Accepting the turned card")
	RefBid2     = ref("bid.second-round", "Naming trump in the second round")
	RefRedeal   = ref("bid.redeal", "All pass: a new deal")
	RefExchange = ref("bid.exchange", "The dealer's exchange")
	RefAlone    = ref("alone", "Playing alone")
	RefLead     = ref("lead", "The opening lead")
	RefScore    = ref("score", "Scoring a hand")
	RefDraw     = ref("draw", "Drawing for partners and deal")
	RefJokerUp  = ref("joker-turned", "The joker turned up")
	RefTurn     = ref("turn", "Whose turn it is||euchre")
)

// seat marks an int argument of say as a seat number.
type seat = msg.Seat
