package rules

import (
	"fmt"
	"strings"

	"schreiber/rules/cards"
)

// Seat marks an argument of Say as a seat number (0-based), written
// "player n" / "Spieler n".
type Seat int

// Side marks an argument of Say as a side or partnership (0-based), written
// "side n" / "Partei n".
type Side int

// Say formats a Text from two format strings sharing arguments. Cards, card
// lists, suits, texts, seats and sides among the arguments are written in
// each language's own notation.
func Say(en, de string, args ...any) Text {
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
			ea[i], da[i] = v.String(), v.German()
		case Text:
			ea[i], da[i] = v.EN, v.DE
		case Side:
			ea[i], da[i] = fmt.Sprintf("side %d", int(v)+1), fmt.Sprintf("Partei %d", int(v)+1)
		case Seat:
			ea[i], da[i] = fmt.Sprintf("player %d", int(v)+1), fmt.Sprintf("Spieler %d", int(v)+1)
		default:
			ea[i], da[i] = a, a
		}
	}
	return Text{EN: fmt.Sprintf(en, ea...), DE: fmt.Sprintf(de, da...)}
}
