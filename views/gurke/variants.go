package gurke

import (
	"schreiber/scoring/gurke"
	"schreiber/views"
	"schreiber/views/book"
)

// variants is the chapter on Gurke's presets: what each national
// variant changes against Danish Agurk, one section per preset.
func variants() views.Chapter {
	v := func(preset string, paras ...views.Para) views.Section {
		return views.Section{ID: views.PresetAnchor(preset), Title: gurke.PresetTitle(preset), Body: paras}
	}
	return book.Chapter("variants", "The variants", book.Intro(
		book.P("Each variant below is a preset. Starting a game, a table picks one and may then change any single option; the game page says where a table's rules differ from its preset. The table at the end of the page sets all presets side by side."),
	),
		v("danish",
			book.P("The game as told above: 2 to 7 players, 7 cards, match or beat the highest card or give up the lowest, 21 or more costs a life, a second life, plus points for the loser's rank, the last survivor wins. It is also called 21."),
		),
		v("danish-55",
			book.P("Three jokers join the deck, above the aces and worth 15, and Vorhand opens an exchange before play; the others swap as many cards or none."),
		),
		v("danish-cards",
			book.P("Nobody writes: the losing card stays face up in front of its player, and the cards in front of you are your score. No plus points and no second life; over 21 is out, exactly 21 starts again at 0, and all equal highest cards in the last trick pay."),
		),
		v("danish-sudden",
			book.P("The game ends the moment the first player goes over 21: that player has lost and the lowest score wins. One life only."),
		),
		v("danish-loser-hand",
			book.P("From the second deal on everyone gets as many cards as the last losing card was worth: after a jack 11 cards and 11 tricks, after a two only two."),
		),
		v("swedish",
			book.P("Gurka as first written down in Sweden: 3 to 8 players, a stake each into the pot, 6 cards, match or beat the highest card or give up the lowest. All equal highest cards of the last trick pay, there are no plus points, and 30 puts a player out. One paid buy-back is allowed while at least three others are in; the last survivor takes the pot."),
		),
		v("swedish-modern",
			book.P("The Swedish game as most tables play it now: you only need to match or beat the card played just before yours, no ace may follow an ace, and every lead is the leader's lowest card. Some play to 20 instead of 30 and let each player buy back in once for free; both are options."),
		),
		v("polish",
			book.P("Ogórek: up to 16 players, with a second deck from nine players on, 6 cards. Whoever can match or beat the highest card must; aces are high until the last trick, where they are lowest and cost 1. All equal highest cards pay, no plus points, 50 puts a player out, the last survivor wins."),
		),
		v("polish-classic",
			book.P("Classic Ogórek is the same game played to 21 instead of 50."),
		),
		v("polish-kontra",
			book.P("Ogórek with a round of Kontra calls before each deal: a Kontra doubles the loser's penalty, and a losing caller pays four times."),
		),
		v("kurkku",
			book.P("Finland took the Swedish game over and plays it small and short: 3 or 4 players, 6 cards, no pot and no buy-back. The game ends when the first player reaches 30, and the lowest score wins."),
		),
		v("matapesa",
			book.P("The dirty nest: 2 to 20 players, and the whole deck is dealt out as evenly as it goes. Nobody counts points; the loser deals the next deal and the table counts losses for as long as it likes to play."),
		),
		v("kurko",
			book.P("2 to 9 players, two jokers that count as aces, 6 cards. Matching or beating is a duty, aces and jokers are lowest in the last trick and cost 1, and there are no plus points. Nobody is eliminated: the game ends when all but one have 30 or more, and everyone pays the winner the difference."),
		),
		v("rassi",
			book.P("2 to 8 players, 6 cards. A hand without king, queen or jack may be changed for free, and anyone may double by changing the whole hand, at the price of a doubled penalty. Aces are lowest in the last trick and cost 1, no plus points, 50 puts a player out, the last survivor wins."),
		),
		v("norwegian",
			book.P("Close to the Danish game with 7 cards, but 21 puts a player out at once, there are no plus points, and jokers, if the table adds some, count as aces. Some Norwegian tables also forbid an ace on an ace."),
		),
		v("norwegian-dealer",
			book.P("A second Norwegian game: 5 cards in the first deal, later as many as the last losing card was worth but never more than 7. The dealer may swap cards first, keeping at least two, and leads to the first trick. A loss with a face card or an ace costs 11, and whoever played the lowest card of the last trick deals next."),
		),
		v("icelandic",
			book.P("2 to 4 players. The six of clubs is above the aces and costs 21. The first deal has 10 cards, every deal one fewer. Leads may be sets of one rank, followed by as many cards. No plus points; over 21 is out, exactly 21 starts again at 0, the last survivor wins."),
			book.P("Icelandic tables differ a lot; the options cover the exchange up to the opener's number, the black sevens or the seven of spades instead of the six of clubs, the Swedish following rule, a fixed 5 cards, and the up-and-down schedule from 6."),
		),
		v("prague",
			book.P("What most tables played at an international junior bridge tournament in Prague: up to 8 players, no ace on an ace, whoever can match or beat the highest card must, all equal highest cards pay, no plus points, one life."),
			book.P("Other tables there let a player either beat the highest card or match the card just played, or made everybody play the lowest card that matches or beats the one before; these and charging only the last of equal cards are options."),
		),
	)
}
