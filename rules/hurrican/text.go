package hurrican

import (
	"fmt"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
)

func ref(section, en, de string) rules.Ref {
	return rules.Ref{Game: "hurrican", Section: "hurrican." + section, Title: rules.Text{EN: en, DE: de}}
}

// The sections of the rules that rulings cite.
var (
	RefValues   = ref("values", "The values of the cards", "Die Werte der Karten")
	RefCapture  = ref("capture", "Taking cards from the table", "Karten vom Tisch nehmen")
	RefEqual    = ref("capture.equal", "The equal card first", "Die gleiche Karte zuerst")
	RefLay      = ref("lay", "Laying a card down", "Eine Karte dazulegen")
	RefHurrican = ref("hurrican", "The Hurrican", "Der Hurrican")
	RefSweep    = ref("final-sweep", "The last cards on the table", "Die letzten Karten auf dem Tisch")
	RefDeal     = ref("deal", "Dealing", "Das Geben")
	RefTurn     = ref("turn", "Whose turn it is", "Wer am Spiel ist")
	RefScore    = ref("score", "The points of a deal", "Die Gewinnpunkte eines Spielgangs")
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
		case rules.Text:
			ea[i], da[i] = v.EN, v.DE
		case party:
			ea[i], da[i] = fmt.Sprintf("side %d", int(v)+1), fmt.Sprintf("Partei %d", int(v)+1)
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

// party marks an int argument of say as a side (a player with two, a pair
// with four).
type party int
