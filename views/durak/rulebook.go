package durak

import (
	rd "schreiber/rules/durak"
	sd "schreiber/scoring/durak"
	"schreiber/views"
	"schreiber/views/book"
)

// rulebook is Podkidnoy Durak in our own words.
func rulebook() views.Rulebook {
	return views.Rulebook{
		Game:    "durak",
		Title:   book.Li("Durak"),
		Summary: book.Li("Russia's favourite card game for 2 to 6, alone or in teams: attack, beat off the attack, and do not be the fool left holding cards."),
		Chapters: []views.Chapter{
			book.Chapter("aim", "The aim", book.Intro(
				book.P("Durak has no winner, only a loser. Everybody tries to get rid of their cards; the last player still holding cards is the durak, the fool, and deals the next deal. In teams, the team that still has cards when the other team has none loses."),
				book.P("Two to six play, each alone, or four in two teams of two with partners opposite, or six in two teams of three sitting alternately. This is Podkidnoy Durak, the fool with throwing in: an attack grows as more cards of a matching rank are thrown in."),
				book.P("Durak is hardly ever played for money. Tables count losses, and may agree that whoever loses most pays a forfeit."),
			)),
			book.Chapter("dealing", "Cards and dealing", nil,
				book.Topic("durak.cards", "The cards",
					book.P("A deck of 36 cards: ace, king, queen, jack, ten, nine, eight, seven and six in each suit, the ace highest. Five or six players may use all 52 cards, which is rare; then the two is the lowest trump."),
				),
				book.Rule(rd.RefDeal,
					book.P("The dealer shuffles and gives each player six cards, one at a time, clockwise. The next card is turned face up: its suit is trump. The rest goes face down on top of it, crosswise, so that the trump card stays visible. This is the stock."),
					book.P("Six players with 36 cards use the whole deck: the dealer's last card is shown to everybody to fix trump and then joins the dealer's hand, and there is no stock."),
					book.P("Dealing is the fool's chore. Nobody else touches the cards, and they are usually not cut: whoever touches them, or accepts an offer to cut, becomes the dealer and the fool."),
				),
				book.Rule(sd.RefLoserDeals,
					book.P("Anybody may deal the first deal. After that the durak of the last deal deals."),
				),
				book.Rule(sd.RefTeamChooses,
					book.P("In teams the losing team decides which of its players deals, even if only one of them was left with cards. Letting the weaker player deal is wise: the stronger one then defends first."),
				),
				book.Rule(sd.RefDraw,
					book.P("A deal that ends in a draw has no fool, so the previous durak deals again and stays the fool a little longer."),
				),
			),
			book.Chapter("opening", "Who attacks first", nil,
				book.Rule(rd.RefFirst,
					book.P("The first bout of a deal is opened by one player against the next. In the first deal of a session that is whoever holds the lowest trump; in later deals the player left of the dealer, unless the table teaches the fool."),
				),
				book.Rule(sd.RefLowestTrump,
					book.P("In the first deal of a session everybody looks for the lowest trump. Whoever has the six of trumps shows it and attacks; without it, the seven decides, and so on. The attack need not be made with that trump. While nobody has lost yet, for example after a drawn first deal, the lowest trump opens again."),
				),
				book.Rule(sd.RefLeftOfDealer,
					book.P("From the second deal on the player left of the dealer, who is the fool, attacks first: the game goes under the fool. Under an older rule, still met now and then, the player left of the dealer opens the first deal too."),
				),
				book.Rule(sd.RefFoolTaught,
					book.P("Some tables agree to teach the fool instead: the player on the fool's right attacks the fool in the first bout of the deal, so the fool has to defend straight away."),
				),
			),
			book.Chapter("bouts", "Attack and defence", book.Intro(
				book.P("Play is a series of bouts. In each bout one player defends and the others may attack."),
			),
				book.Rule(rd.RefAttack,
					book.P("The main attacker opens the bout by laying any card face up in front of the defender. Several cards of one rank may be laid at once; it only speeds things up."),
				),
				book.Rule(rd.RefBeat,
					book.P("The defender beats each attacking card by laying a card on it: a higher card of the same suit, or any trump if the attacking card is not a trump. A trump can be beaten only by a higher trump. There is no duty to follow suit: a trump may beat a plain card even when the defender holds that suit."),
				),
				book.Rule(rd.RefDefend,
					book.P("The defender always defends alone. In teams the partner can only watch: no helping, no attacking the partner, no cards given to the partner."),
				),
				book.Rule(rd.RefThrowRank,
					book.P("Once the defender has beaten a card, the attack may go on with more cards, but each new card must have a rank that is already on the table in this bout, attacking or beating."),
				),
				book.Rule(rd.RefThrowLimit,
					book.P("A bout holds at most six attacking cards, and never more than the defender held when it began. Cards thrown in beyond that go back to the attackers, and the defender picks which ones to keep facing."),
				),
				book.Rule(rd.RefFirstFive,
					book.P("With more than three single players many tables allow only five attacking cards until some defender has beaten off a bout, which softens the first defender's hard lot."),
				),
				book.Rule(rd.RefJoin,
					book.P("The defender's other opponents may join the attack with fitting cards. The main attacker has priority and the others join with his leave; among them the order runs clockwise from the defender's left. With four single players the player left of the defender comes second and the one opposite third."),
					book.P("With five or six single players usually only the defender's two neighbours may attack. In teams only the defender's opponents attack, never the partner."),
				),
				book.Rule(rd.RefPickUp,
					book.P("A defender who cannot or will not beat a card picks up every card of the bout, attacking and beating. The attackers may then hand over, face up, any further cards they could have thrown in, within the limit. The attack has succeeded, and the defender does not get to attack next."),
				),
				book.Rule(rd.RefEndBout,
					book.P("The defence holds when all attacking cards are beaten and nobody wants or is able to add another, when six attacking cards have been beaten, or when the defender has used up every card. The cards of the bout go face down out of play, and the defender attacks next."),
				),
				book.Rule(rd.RefTurn,
					book.P("Play goes clockwise. After a successful defence the defender attacks the next player; after a pick-up the player after the defender attacks the one after him. A player who has no cards left is passed over."),
					book.P("In teams the turns alternate between the teams. When a player runs out, the partners who still hold cards take that player's turns in rotation, so one partner may come round twice as often."),
				),
			),
			book.Chapter("stock", "The stock", nil,
				book.Rule(rd.RefRefill,
					book.P("After each bout everyone with fewer than six cards draws up to six from the stock: the main attacker first, then the other players clockwise, the defender last. When the stock runs out, the last players may get nothing; the face-up trump is drawn last. After that, nobody draws."),
				),
				book.Rule(rd.RefExchange,
					book.P("Whoever was dealt the lowest trump, or draws it from the stock, may swap it for the face-up trump at any time while the stock lasts: the low trump goes under the stock, the turned card into the hand. A low trump that came into the hand by picking up cannot be swapped."),
					book.P("Drawing the low trump in the very refill that empties the stock still allows the swap, even from a player who has already drawn the turned card, until the next bout begins. Some tables forbid the swap, others allow it only when the turned card is the ace."),
				),
			),
			book.Chapter("end", "The end", nil,
				book.Rule(rd.RefEnd,
					book.P("Once the stock is gone, players who have no cards left drop out and the others play on. The deal ends only at the end of a bout: alone, when just one player still has cards, who is the durak; in teams, when one team has no cards left, and the other team loses."),
					book.P("If the last attack is beaten off and nobody has a card left, the deal is a draw."),
				),
				book.Rule(sd.RefSeriesEnd,
					book.P("Schreiber counts every player's or team's losses. A table may agree that a series ends when someone reaches a number of losses, or after a number of deals, and that the loser of the series pays a forfeit, such as fetching the next round."),
				),
			),
			presetChapter(),
		},
	}
}

// presetChapter is the chapter on Durak's presets.
func presetChapter() views.Chapter {
	v := func(preset string, paras ...views.Para) views.Section {
		return views.Section{ID: views.PresetAnchor(preset), Title: sd.PresetTitle(preset), Body: paras}
	}
	return book.Chapter("presets", "The presets", nil,
		v("classic", book.P("Everyone plays alone; the lowest trump opens the first deal, and later the game goes under the fool.")),
		v("teams", book.P("Four players in two teams of two, partners opposite, or six in two teams of three, every other seat; otherwise as above.")),
		v("fool-taught", book.P("Once there is a fool, the player on the fool's right attacks the fool first.")),
		v("old", book.P("The older rule: the player left of the dealer opens every deal, the first one included.")),
	)
}
