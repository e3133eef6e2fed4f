package durak

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

func ref(section, title string) rules.Ref {
	return rules.Ref{Game: "durak", Section: "durak." + section, Title: title}
}

// The sections of the rules that rulings cite.
var (
	RefBeat       = ref("beat", "Beating an attacking card")
	RefAttack     = ref("attack", "Opening a bout")
	RefThrowRank  = ref("throw-in.rank", "Throwing in: only ranks on the table")
	RefThrowLimit = ref("throw-in.limit", "Throwing in: at most six cards")
	RefFirstFive  = ref("throw-in.first-five", "At most five before the first defence")
	RefJoin       = ref("throw-in.join", "Who may join the attack")
	RefDefend     = ref("defend", "The defender defends alone")
	RefPickUp     = ref("pick-up", "Picking up")
	RefEndBout    = ref("bout-end", "The end of a bout")
	RefRefill     = ref("refill", "Drawing from the stock")
	RefExchange   = ref("exchange", "Exchanging the lowest trump")
	RefTurn       = ref("turn-order", "Turn order")
	RefEnd        = ref("end", "The end of the game")
	RefDeal       = ref("deal", "Dealing||durak")
	RefFirst      = ref("first-attack", "The first attack")
)

// seat marks an int argument of say as a seat number.
type seat = msg.Seat
