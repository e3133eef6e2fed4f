package tupelkopf

import (
	"schreiber/rules/msg"
	rt "schreiber/rules/tupelkopf"
	"schreiber/views"
	"schreiber/views/book"
)

// rulebook is Tupelkopf in our own words: Doppelkopf for 2n
// players as played in Plön, its Vorbehalte and Gemeinheiten, and the
// Bunkte.
func rulebook() views.Rulebook {
	return views.Rulebook{
		Game:    "tupelkopf",
		Title:   book.Li("Tupelkopf"),
		Summary: book.Li("Doppelkopf for any even number of players from four up, with n decks for 2n players: two secret parties, Re and Contra, a long list of Vorbehalte and Gemeinheiten, and Bunkte for the balance."),
		Chapters: []views.Chapter{
			book.Chapter("aim", "The aim", book.Intro(
				book.P("Tupelkopf is Doppelkopf stretched to 2n players: four play Doppelkopf, six Tripelkopf, eight Quadrupelkopf, ten Quintupelkopf. Every deal, two parties play against each other without knowing at first who is on which side: the Elders (Alten), who hold the Kreuz-Damen, and the Others (Anderen)."),
				book.P("A party wins with more than half of the card points (Sunkte). What a deal is worth is counted in Bunkte: for winning well, for announcements kept or broken, and for special tricks. These rules come from a Plön game of 1998 built on the rules of Hamburg's computer science students."),
				book.P("Doppelkopf for four under the DDV's tournament rules, with the home rules tables add to them, has a rules page of its own."),
			)),
			book.Chapter("basics", "Cards and dealing", nil,
				book.Rule(rt.Ref("basics.deal"),
					book.P("2n players use n decks of 24 cards: nine, jack, queen, king, ten and ace in Kreuz, Pik, Herz and Karo. All cards are shuffled together and dealt face down, evenly, twelve to each player."),
					book.P("n is at least 2. Schreiber's referee goes up to ten decks, twenty players."),
				),
				book.Rule(rt.Ref("basics.sunkte"),
					book.P("Every card is worth card points (Sunkte, short for Stich-Punkte, trick points), which count once all tricks are taken:"),
					views.Para{Items: []msg.Text{
						book.Li("nine 0, jack 2, queen 3, king 4;"),
						book.Li("ten 10, ace 11."),
					}},
					book.P("Each deck holds 120 card points, so the whole game holds 120n: 240 at four players, 360 at six."),
				),
				book.Rule(rt.Ref("basics.trumps"),
					book.P("In the normal game there are four suits: trump, Kreuz, Pik and Herz. The trumps, from the highest down:"),
					views.Para{Items: []msg.Text{
						book.Li("the Herz-Zehn;"),
						book.Li("the queens: Kreuz, Pik, Herz, Karo;"),
						book.Li("the jacks in the same order;"),
						book.Li("Karo-Ass, Karo-Zehn, Karo-König, Karo-Neun."),
					}},
				),
				book.Rule(rt.Ref("basics.fehl"),
					book.P("The other suits are the Fehl: Kreuz, Pik and Herz, each ranking ace, ten, king, nine. Herz has no ten of its own, because the Herz-Zehn is a trump."),
				),
			),
			book.Chapter("play", "Play", nil,
				book.Rule(rt.Ref("play.lead"),
					book.P("The player left of the dealer leads to the first trick, unless a Vorbehalt says otherwise. Everyone else adds a card clockwise, and whoever takes the trick leads to the next."),
				),
				book.Rule(rt.Ref("play.follow"),
					book.P("You must follow the lead if you can: any card of the Fehl suit led, or any trump when trump is led. Only when you cannot may you lay any card."),
				),
				book.Rule(rt.Ref("play.winner"),
					book.P("A trick without trump goes to the highest card of the suit led. A trick with trump goes to the highest trump."),
				),
				book.Rule(rt.Ref("play.equal-cards"),
					book.P("With several decks, equal cards meet in one trick. Of two equal highest cards the one played first wins, for example the first of two Kreuz-Asse when Kreuz is led and nobody trumps."),
				),
				book.Rule(rt.Ref("play.hearts-ten"),
					book.P("The one exception: of several Herz-Zehnen the last one played wins. This holds wherever the Herz-Zehn is the highest trump, that is in the normal game, the Trumpfsolo, the Farbenersatzsolo and with a Mandela; where it is an ordinary heart, the first one wins."),
				),
			),
			book.Chapter("parties", "Parties and special tricks", nil,
				book.Topic("tupelkopf.parties", "The Elders and the Others",
					book.P("The players who hold a Kreuz-Dame are the Elders; everyone else plays against the Elders and is one of the Others. Normally nobody may say beforehand whether they hold a Kreuz-Dame: the parties show themselves through play and announcements."),
					book.P("The party with more than 60n card points wins, more than 120 at four players. At exactly 60n each, the Others win."),
				),
				book.Rule(rt.Ref("parties.tupelkopf"),
					book.P("A trick holding 15n+10 card points or more is a Tupelkopf and earns its taker's party a Bunkt: 40 at four players, 55 at six, 70 at eight."),
				),
				book.Rule(rt.Ref("parties.karlchen"),
					book.P("If a party takes the last trick with a Kreuz-Bube, that is a Karlchen and worth a Bunkt. There is no Karlchen with a Thatcher, and none with a Kreuz-Bube that serves a Lafontaine."),
				),
			),
			book.Chapter("announce", "Announcements", nil,
				book.Rule(rt.Ref("announce.party"),
					book.P("The first stage is Re or Contra, both meaning: the other party will not reach 60n card points. Re is said by a player with at least one Kreuz-Dame, Contra by a player without; so an announcement also tells the table which side you are on."),
				),
				book.Rule(rt.Ref("announce.order"),
					book.P("A party may raise its own announcement, stage by stage:"),
					views.Para{Items: []msg.Text{
						book.Li("stage 2: keine 45n, the opponents will not reach 45n;"),
						book.Li("stage 3: keine 30n;"),
						book.Li("stage 4: keine 15n;"),
						book.Li("stage 5: schwarz, the opponents will not get a single card point."),
					}},
					book.P("Stages may be skipped, and a higher announcement includes all lower ones. From stage 2 on a player need not say which party he belongs to."),
				),
				book.Rule(rt.Ref("announce.deadline"),
					book.P("An announcement of stage s may be made as long as the first card of trick s+1 has not touched the table: Re or Contra before the second trick begins, schwarz before the sixth. So a player may say schwarz after the fifth trick as the only announcement. A Hochzeit does not move these deadlines."),
				),
			),
			vorbehalte(),
			gemeinheiten(),
			bunkte(),
			presetChapter(),
		},
	}
}
