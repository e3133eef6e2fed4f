package durak

import (
	"schreiber/rules"
)

func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "durak", Section: "durak." + section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of the rules that rulings cite.
var (
	RefBeat       = ref("beat", "Beating an attacking card", "Eine Angriffskarte schlagen")
	RefAttack     = ref("attack", "Opening a bout", "Einen Kampf eröffnen")
	RefThrowRank  = ref("throw-in.rank", "Throwing in: only ranks on the table", "Hineinwerfen: nur Ränge vom Tisch")
	RefThrowLimit = ref("throw-in.limit", "Throwing in: at most six cards", "Hineinwerfen: höchstens sechs Karten")
	RefFirstFive  = ref("throw-in.first-five", "At most five before the first defence", "Höchstens fünf bis zur ersten Abwehr")
	RefJoin       = ref("throw-in.join", "Who may join the attack", "Wer sich dem Angriff anschließen darf")
	RefDefend     = ref("defend", "The defender defends alone", "Der Verteidiger verteidigt allein")
	RefPickUp     = ref("pick-up", "Picking up", "Aufnehmen")
	RefEndBout    = ref("bout-end", "The end of a bout", "Das Ende eines Kampfes")
	RefRefill     = ref("refill", "Drawing from the stock", "Aufnehmen vom Stock")
	RefExchange   = ref("exchange", "Exchanging the lowest trump", "Tausch der niedrigsten Trumpfkarte")
	RefTurn       = ref("turn-order", "Turn order", "Reihenfolge des Spiels")
	RefEnd        = ref("end", "The end of the game", "Das Ende des Spiels")
	RefDeal       = ref("deal", "Dealing", "Karten geben")
	RefFirst      = ref("first-attack", "The first attack", "Der erste Angriff")
)

// say formats a Text; cards, card lists, suits, seats and sides among args
// are written in each language's own notation (see rules.Say).
func say(en, de string, args ...any) rules.Text { return rules.Say(en, de, args...) }

// seat marks an int argument of say as a seat number.
type seat = rules.Seat
