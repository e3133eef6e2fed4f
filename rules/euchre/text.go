package euchre

import (
	"fmt"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
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
