package tupelkopf

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// cardText names a card in the reader's words, e.g. "♣Q" or "♣D".
func cardText(c cards.Card) msg.Text { return msg.T("%s", c) }

// cardsText names several cards, separated by spaces.
func cardsText(cs []cards.Card) msg.Text { return msg.T("%s", cs) }

// seatText names a seat for people, counting from 1.
func seatText(seat int) msg.Text {
	return msg.T("seat %d", seat+1)
}

// checkCopies reports a card that appears more often than the n decks hold
// it, counting over all the given groups of cards together.
func checkCopies(n int, field string, groups ...[]cards.Card) error {
	count := map[cards.Card]int{}
	for _, g := range groups {
		for _, c := range g {
			if count[c]++; count[c] > n {
				return msg.Errorf(field, "There are only %d of %s in the game.", n, cardText(c))
			}
		}
	}
	return nil
}
