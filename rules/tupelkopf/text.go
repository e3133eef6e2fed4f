package tupelkopf

import (
	"fmt"
	"strings"

	"schreiber/rules"
	"schreiber/rules/cards"
)

// tt builds a Text like rules.T, except that an argument that is itself a
// rules.Text is put in in the matching language.
func tt(en, de string, args ...any) rules.Text {
	enArgs := make([]any, len(args))
	deArgs := make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(rules.Text); ok {
			enArgs[i], deArgs[i] = t.EN, t.DE
			continue
		}
		enArgs[i], deArgs[i] = a, a
	}
	if len(args) == 0 {
		return rules.Text{EN: en, DE: de}
	}
	return rules.Text{EN: fmt.Sprintf(en, enArgs...), DE: fmt.Sprintf(de, deArgs...)}
}

// fieldErr returns a *rules.FieldError whose message is built like tt.
func fieldErr(field, en, de string, args ...any) error {
	return &rules.FieldError{Field: field, Msg: tt(en, de, args...)}
}

// cardText names a card in both languages, e.g. "♥10" and "♥10", "♣Q" and "♣D".
func cardText(c cards.Card) rules.Text { return rules.Text{EN: c.String(), DE: c.German()} }

// cardsText names several cards, separated by spaces.
func cardsText(cs []cards.Card) rules.Text {
	en := make([]string, len(cs))
	de := make([]string, len(cs))
	for i, c := range cs {
		en[i], de[i] = c.String(), c.German()
	}
	return rules.Text{EN: strings.Join(en, " "), DE: strings.Join(de, " ")}
}

// seatText names a seat for people, counting from 1.
func seatText(seat int) rules.Text {
	return rules.T("seat %d", "Platz %d", seat+1)
}

// checkCopies reports a card that appears more often than the n decks hold
// it, counting over all the given groups of cards together.
func checkCopies(n int, field string, groups ...[]cards.Card) error {
	count := map[cards.Card]int{}
	for _, g := range groups {
		for _, c := range g {
			if count[c]++; count[c] > n {
				return fieldErr(field, "There are only %d of %s in the game.", "Es gibt nur %d mal %s im Spiel.", n, cardText(c))
			}
		}
	}
	return nil
}
