package durak

import (
	"fmt"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
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

var suitDE = map[cards.Suit]string{cards.Clubs: "Kreuz", cards.Spades: "Pik", cards.Hearts: "Herz", cards.Diamonds: "Karo"}

// say formats a Text; cards, card lists and suits among args are written in
// each language's own notation, seats as "player n" / "Spieler n".
func say(en, de string, args ...any) rules.Text {
	ea := make([]any, len(args))
	da := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case cards.Card:
			ea[i], da[i] = v.String(), v.German()
		case []cards.Card:
			var e, d []string
			for _, c := range v {
				e, d = append(e, c.String()), append(d, c.German())
			}
			ea[i], da[i] = strings.Join(e, " "), strings.Join(d, " ")
		case cards.Suit:
			ea[i], da[i] = v.String(), suitDE[v]
		case seat:
			ea[i], da[i] = fmt.Sprintf("player %d", int(v)+1), fmt.Sprintf("Spieler %d", int(v)+1)
		default:
			ea[i], da[i] = a, a
		}
	}
	return rules.Text{EN: fmt.Sprintf(en, ea...), DE: fmt.Sprintf(de, da...)}
}

// seat marks an int argument of say as a seat number.
type seat int
