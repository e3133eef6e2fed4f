package hurrican

import (
	rh "schreiber/rules/hurrican"
	"schreiber/rules/msg"
	sh "schreiber/scoring/hurrican"
	"schreiber/views"
	"schreiber/views/book"
)

// rulebook is Hurrican in our own words.
func rulebook() views.Rulebook {
	return views.Rulebook{
		Game:    "hurrican",
		Title:   book.Li("Hurrican"),
		Summary: book.Li("A fishing game for two, or four in two pairs: take cards from the table by their values, sweep it clean for a Hurrican, and be first to 16 points."),
		Chapters: []views.Chapter{
			book.Chapter("aim", "The aim", book.Intro(
				book.P("Cards lie face up on the table, and each turn you play one card from your hand: either it takes cards of the same total value, or it joins them. Tricks do not count; what counts is what you have taken when the deal is over."),
				book.P("A deal earns points for most cards, most hearts, the seven of hearts, the best Premiere and every time a player sweeps the table bare, which is a Hurrican. The first side to 16 points wins the game."),
			)),
			book.Chapter("cards", "Cards and dealing", nil,
				book.Rule(rh.RefValues,
					book.P("The deck has 40 cards: ace to seven and jack, queen, king in each of the four suits, which is any full deck without its eights, nines and tens. For taking cards only the values count:"),
					views.Para{Items: []msg.Text{
						book.Li("ace 1, two to seven their number;"),
						book.Li("jack 8, queen 9, king 10."),
					}},
					book.P("There is no trump. Hearts are worth more than the other suits only because they score a point at the end."),
				),
				book.Rule(rh.RefDeal,
					book.P("Two players draw lots for the first deal; the other player plays first, which is a small advantage. The dealer gives each player three cards, lays four cards face up on the table, and gives three more each. The rest waits face down."),
					book.P("When both hands are empty, each player gets six new cards from the stock, and once more after that, so every card is dealt: four open ones and three rounds of twelve. Only the first four ever go to the table face up."),
					book.P("Four players play as two pairs, partners sitting opposite. Four cards go face up and nine to each player at once. Livelier still: all forty are dealt, ten each, none open, and the first player has to lay a card on the empty table."),
				),
				book.Rule(sh.RefDealer,
					book.P("After every deal the next player clockwise deals; at two, the players take turns."),
				),
			),
			book.Chapter("play", "Play", nil,
				book.Rule(rh.RefTurn,
					book.P("Players take turns, one card per turn: at two the players alternate, at four it goes clockwise. Since everyone plays one card at a time, all hands run out together."),
				),
				book.Rule(rh.RefCapture,
					book.P("A card you play may take one card of the same value, or a group of cards whose values add up to it. A six takes a six, or three and three, or five and ace, or two, three and ace; a king takes a king, or queen and ace, or four and six."),
					book.P("One card takes one such group, not two at once. The taken cards go face down onto your pile together with the card that took them."),
				),
				book.Rule(rh.RefEqual,
					book.P("If a card of the same value as yours lies on the table, the opponent may insist that you take that card rather than a group adding up to it: the king takes the king, not the four and six. At four, either opponent may insist."),
				),
				book.Rule(rh.RefLay,
					book.P("If you cannot or will not take anything, you lay a card face up on the table. But not a card whose value already lies there, alone or as a sum: the opponent could demand that it takes, so Schreiber's referee refuses it."),
					book.P("Good players lay cards they hold twice, or build a sum they can take later. After a sweep the next player has nothing to take and must lay a card."),
				),
				book.Rule(rh.RefHurrican,
					book.P("A capture that leaves the table empty is a Hurrican and earns a point at the end of the deal. At the table a taken card turned face up marks each one; in Schreiber the scorer taps it in as it happens."),
					book.P("A table worth 10 or less in total invites a Hurrican, because a single card may equal it; careful players keep more on the table and sometimes lay a card instead of taking."),
				),
				book.Rule(rh.RefSweep,
					book.P("When the last card of the deal has been played, whoever took cards last gets whatever is still on the table. This final clearing is no Hurrican, and neither is a capture with the deal's last card that empties the table, unless the table agrees to count it."),
				),
			),
			book.Chapter("scoring", "Scoring||rules page", book.Intro(
				book.P("The points of a deal are counted when it is over, Hurricans included, in this order: the Karte, the Farbe, the Schöne Sieben, the Premiere, then the Hurricans."),
			),
				book.Rule(rh.RefScore,
					book.P("Each of the first four points goes to one side or to nobody; each Hurrican is one more point for the side that made it. At most five kinds of point, but no limit on Hurricans."),
				),
				book.Rule(sh.RefKarte,
					book.P("The side that took more than half of the forty cards, so 21 or more, has the Karte and scores a point. At 20 each nobody scores it."),
				),
				book.Rule(sh.RefFarbe,
					book.P("The side with more than half of the ten hearts, so six or more, has the Farbe and scores a point. At five each nobody scores it."),
				),
				book.Rule(sh.RefSieben,
					book.P("Whoever took the seven of hearts has the Schöne Sieben, a point on its own. That makes it the most valuable card of the deck."),
				),
				book.Rule(sh.RefPremiere,
					book.P("For the Premiere each side picks its best card in each suit by this scale and adds the four up:"),
					views.Para{Items: []msg.Text{
						book.Li("seven 21, six 18, ace 16, five 15;"),
						book.Li("four 14, three 13, two 12;"),
						book.Li("king 10, queen 9, jack 8."),
					}},
					book.P("The higher sum wins the point; equal sums score nothing. So sevens are the cards to hold: seven, six, ace and king make 65 and lose to four sixes, which make 72. A suit of which a side took nothing adds 0."),
				),
			),
			book.Chapter("end", "The end of the game||rules page", nil,
				book.Rule(sh.RefGame,
					book.P("The points of every deal add up, and the first side to reach 16 wins the game. A table may agree on another target."),
				),
				book.Rule(sh.RefDouble,
					book.P("If the losing side has fewer than 8 points at the end, the game counts double: playing for ten chips, the winner collects twenty."),
				),
				book.Rule(sh.RefFinish,
					book.P("Both sides may pass 16 in the same deal. Schreiber then counts that deal's points in their usual order, the Hurricans in the order they were made, and the side that reaches 16 first in this count wins. A table may choose instead that the higher total wins. If the totals are equal, the game goes on."),
				),
			),
			presetChapter(),
		},
	}
}

// presetChapter is the chapter on Hurrican's presets.
func presetChapter() views.Chapter {
	v := func(preset string, paras ...views.Para) views.Section {
		return views.Section{ID: views.PresetAnchor(preset), Title: sh.PresetTitle(preset), Body: paras}
	}
	return book.Chapter("presets", "The presets", nil,
		v("classic", book.P("For two, or four with four open cards and nine each: to 16 points, double if the loser has fewer than 8.")),
		v("full-deal", book.P("The livelier game for four: all forty cards dealt, ten each, and the first player lays a card on the empty table.")),
	)
}
