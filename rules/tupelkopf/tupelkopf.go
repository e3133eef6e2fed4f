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
var sections = map[string]rules.Text{
	"basics.deal":           rules.T("Cards and dealing", "Karten und Geben"),
	"parties.karlchen":      rules.T("Karlchen", "Karlchen"),
	"basics.sunkte":         rules.T("Card values (Sunkte)", "Kartenwerte (Sunkte)"),
	"basics.trumps":         rules.T("Trumps of the normal game", "Trümpfe im Normalspiel"),
	"basics.fehl":           rules.T("The plain suits (Fehl)", "Die Fehlfarben"),
	"play.follow":           rules.T("Following suit", "Bedienen"),
	"play.winner":           rules.T("Who takes the trick", "Wer den Stich bekommt"),
	"play.equal-cards":      rules.T("Equal cards in a trick", "Gleiche Karten im Stich"),
	"play.hearts-ten":       rules.T("The last Herz-Zehn wins", "Die letzte Herz-Zehn sticht"),
	"play.lead":             rules.T("Who leads", "Wer herauskommt"),
	"parties.tupelkopf":     rules.T("The Tupelkopf trick", "Der Tupelkopf-Stich"),
	"announce.deadline":     rules.T("When announcements may be made", "Bis wann angesagt werden darf"),
	"announce.party":        rules.T("Re and Contra", "Re und Contra"),
	"announce.order":        rules.T("Raising announcements", "Ansagen steigern"),
	"vorbehalt.order":       rules.T("The order of the Vorbehalte", "Reihenfolge der Vorbehalte"),
	"vorbehalt.first":       rules.T("What comes first goes first", "Was vorgeht, geht vor"),
	"solo.kinds":            rules.T("The solos", "Die Soli"),
	"solo.trump":            rules.T("Trumpfsolo", "Trumpfsolo"),
	"solo.queens-jacks":     rules.T("Bubendamensolo", "Bubendamensolo"),
	"solo.queens":           rules.T("Damensolo", "Damensolo"),
	"solo.jacks":            rules.T("Bubensolo", "Bubensolo"),
	"solo.colour":           rules.T("Farbenersatzsolo", "Farbenersatzsolo"),
	"solo.fleshless":        rules.T("Knochenloser", "Knochenloser"),
	"solo.lead":             rules.T("The soloist leads", "Der Solist kommt heraus"),
	"armut":                 rules.T("Armut", "Armut"),
	"schieben":              rules.T("Schieben", "Schieben"),
	"schieben.pass":         rules.T("Passing the trumps on", "Weiterschieben"),
	"hochzeit":              rules.T("Hochzeit", "Hochzeit"),
	"hochzeit.window":       rules.T("The Hochzeit's tricks", "Die Stiche der Hochzeit"),
	"strauss":               rules.T("Strauß", "Strauß"),
	"barschel":              rules.T("Barschel", "Barschel"),
	"barschel.reveal":       rules.T("Owning up to a Barschel", "Den Barschel zugeben"),
	"thatcher":              rules.T("Thatcher", "Thatcher"),
	"lafontaine":            rules.T("Lafontaine", "Lafontaine"),
	"trittin":               rules.T("Trittin", "Trittin"),
	"eichel":                rules.T("Eichel", "Eichel"),
	"kohl":                  rules.T("Kohl", "Kohl"),
	"mandela":               rules.T("Mandela", "Mandela"),
	"schweinchen":           rules.T("Schweinchen", "Schweinchen"),
	"gemeinheit.genscher":   rules.T("Genscher", "Genscher"),
	"gemeinheit.gerhardt":   rules.T("Gerhardt", "Gerhardt"),
	"gemeinheit.lambsdorff": rules.T("Lambsdorff", "Lambsdorff"),
}

// Ref returns the rule reference for a section id of this game, e.g.
// "play.follow". Unknown ids yield a reference whose title is the id.
func Ref(section string) rules.Ref {
	title, ok := sections[section]
	if !ok {
		title = rules.Text{EN: section, DE: section}
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
