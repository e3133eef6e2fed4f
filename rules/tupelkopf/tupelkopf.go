// Package tupelkopf is the referee for Tupelkopf, Doppelkopf generalised to
// 2n players who share n decks of 24 cards (n=2 is Doppelkopf, n=3
// Tripelkopf, …). It knows the card order of the normal game and of every
// solo, as changed by Barschel, Thatcher, Mandela and Schweinchen; which
// card must follow and who wins a trick; the Vorbehalte, the order in which
// they are asked and what blocks what; the Gemeinheiten; and the deadlines
// of the announcements. Every answer is a rules.Ruling or a result together
// with the rule it rests on.
package tupelkopf

import (
	"sort"

	"schreiber/rules"
)

// GameName is the game id used in every rule reference of this package.
const GameName = "tupelkopf"

// sections holds the title of every rule section this package cites, keyed
// by its stable id.
var sections = map[string]string{
	"basics.deal":           "Cards and dealing",
	"parties.karlchen":      "Karlchen",
	"basics.sunkte":         "Card points (Sunkte)",
	"basics.trumps":         "Trumps of the normal game",
	"basics.fehl":           "The plain suits (Fehl)",
	"play.follow":           "Following suit",
	"play.winner":           "Who takes the trick",
	"play.equal-cards":      "Equal cards in a trick",
	"play.hearts-ten":       "The last Herz-Zehn wins",
	"play.lead":             "Who leads",
	"parties.tupelkopf":     "The Tupelkopf trick",
	"announce.deadline":     "When announcements may be made",
	"announce.party":        "Re and Contra",
	"announce.order":        "Raising announcements",
	"vorbehalt.order":       "The order of the Vorbehalte",
	"vorbehalt.first":       "What comes first goes first",
	"solo.kinds":            "The solos",
	"solo.trump":            "Trumpfsolo",
	"solo.queens-jacks":     "Bubendamensolo",
	"solo.queens":           "Damensolo",
	"solo.jacks":            "Bubensolo",
	"solo.colour":           "Farbenersatzsolo",
	"solo.fleshless":        "Knochenloser",
	"solo.lead":             "The soloist leads",
	"armut":                 "Armut",
	"schieben":              "Schieben",
	"schieben.pass":         "Passing the trumps on",
	"hochzeit":              "Hochzeit",
	"hochzeit.window":       "The Hochzeit's tricks",
	"strauss":               "Strauß",
	"barschel":              "Barschel",
	"barschel.reveal":       "Owning up to a Barschel",
	"thatcher":              "Thatcher",
	"lafontaine":            "Lafontaine",
	"trittin":               "Trittin",
	"eichel":                "Eichel",
	"kohl":                  "Kohl",
	"mandela":               "Mandela",
	"schweinchen":           "Schweinchen",
	"gemeinheit.genscher":   "Genscher",
	"gemeinheit.gerhardt":   "Gerhardt",
	"gemeinheit.lambsdorff": "Lambsdorff",
}

// Ref returns the rule reference for a section id of this game, e.g.
// "play.follow". Unknown ids yield a reference whose title is the id.
func Ref(section string) rules.Ref {
	title, ok := sections[section]
	if !ok {
		title = section
	}
	return rules.Ref{Game: GameName, Section: GameName + "." + section, Title: title}
}

// Sections lists every section id this package cites, for the rules pages.
func Sections() []string {
	ids := make([]string, 0, len(sections))
	for id := range sections {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
