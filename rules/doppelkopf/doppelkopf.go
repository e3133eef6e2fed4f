// Package doppelkopf is the referee for Doppelkopf under the tournament
// rules of the Deutscher Doppelkopf-Verband (DDV) and the house rules a
// table may add to them: which of two Dullen wins, Schweinchen, playing
// without nines, the Armut and the Hochzeit that chooses its trick. It knows
// the card order of the normal game and of every solo, which cards may follow
// and who takes a trick, whether an announcement is still in time, which
// Vorbehalt is played, and who marries a Hochzeit. Every answer is a
// rules.Ruling or a result together with the rule it rests on.
package doppelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// GameName is the game id used in every rule reference of this package.
const GameName = "doppelkopf"

// Players is the number of players in a deal; at a table of five the dealer
// sits out.
const Players = 4

// sections holds the title of every rule section this package cites, keyed
// by its id below the game's own.
var sections = map[string]string{
	"cards":          "Cards and dealing",
	"trumps":         "Trumps of the normal game",
	"dullen":         "Two Herz-Zehnen in one trick",
	"schweinchen":    "Schweinchen",
	"fehl":           "The plain suits (Fehl)",
	"follow":         "Following suit",
	"winner":         "Who takes the trick",
	"lead":           "Who leads",
	"parties":        "Re and Kontra",
	"announce":       "Announcements and their deadlines",
	"announce.reply": "Answering Re or Kontra",
	"vorbehalte":     "The Vorbehalte and which goes first",
	"hochzeit":       "Hochzeit",
	"armut":          "Armut (house rule)",
	"solo":           "The solos",
	"pflichtsolo":    "Pflichtsolo",
}

// Ref returns the rule reference for a section of this game, e.g. "follow"
// for "doppelkopf.follow". Unknown ids yield a reference whose title is the id.
func Ref(section string) rules.Ref {
	title, ok := sections[section]
	if !ok {
		title = section
	}
	return rules.Ref{Game: GameName, Section: GameName + "." + section, Title: title}
}

// Sections lists the ids (below "doppelkopf.") of every section this package
// cites, for the rules pages.
func Sections() []string {
	ids := make([]string, 0, len(sections))
	for id := range sections {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// seat names a seat for people, counting from 1.
func seat(s int) msg.Seat { return msg.Seat(s) }

// cardsLater says by how many cards a deadline moves.
func cardsLater(n int) msg.Text {
	if n == 1 {
		return msg.T("one card")
	}
	return msg.T("%d cards", n)
}

// checkSeat reports a seat that is not one of the four of a deal.
func checkSeat(field string, s int) error {
	if s < 0 || s >= Players {
		return msg.Errorf(field, "Seat %d does not exist; a deal has four players.", s+1)
	}
	return nil
}

// checkCopies reports a card that is not in the deck or that appears more
// often than the two decks hold it, counting over all groups together.
func (o Options) checkCopies(field string, groups ...[]cards.Card) error {
	count := map[cards.Card]int{}
	for _, g := range groups {
		for _, c := range g {
			if !o.InDeck(c) {
				if c.Valid() && c.Rank == cards.Nine {
					return msg.Errorf(field, "%s is not in the game: this table plays without nines.", c)
				}
				return msg.Errorf(field, "That is not a Doppelkopf card.")
			}
			if count[c]++; count[c] > 2 {
				return msg.Errorf(field, "There are only two of %s in the game.", c)
			}
		}
	}
	return nil
}
