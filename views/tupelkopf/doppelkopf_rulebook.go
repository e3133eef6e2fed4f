package tupelkopf

import (
	"strconv"

	rd "schreiber/rules/doppelkopf"
	"schreiber/rules/msg"
	"schreiber/scoring"
	st "schreiber/scoring/tupelkopf"
	"schreiber/views"
	"schreiber/views/book"
)

// doppelkopfRulebook is Doppelkopf for four (or five, the dealer sitting
// out) in our own words: the DDV's tournament rules, the home rules the app
// offers and where they differ, the DDV's scoring and the score sheet.
func doppelkopfRulebook() views.Rulebook {
	return views.Rulebook{
		Game:    "doppelkopf",
		Title:   book.Li("Doppelkopf"),
		Summary: book.Li("Four players with two of every card, the Kreuz-Damen against the rest: Re and Kontra, announcements, solos and Hochzeiten, scored by the DDV's tournament rules or with the home rules many tables add."),
		Chapters: []views.Chapter{
			doppelkopfGame(),
			doppelkopfCards(),
			doppelkopfPlay(),
			doppelkopfAnnouncements(),
			doppelkopfVorbehalte(),
			doppelkopfDDV(),
			doppelkopfHomeRules(),
			doppelkopfSheet(),
			doppelkopfPresetChapter(),
		},
	}
}

// doppelkopfGame is the chapter on the game as a whole and the parties.
func doppelkopfGame() views.Chapter {
	return book.Chapter("game", "The game", book.Intro(
		book.P("Doppelkopf is the trick-taking game of northern and western Germany, played with two of every card. Four take part in each deal: the two who hold the Kreuz-Damen, the queens of clubs, are the Re party, the other two the Kontra party, and at first nobody knows for certain who plays with whom. A fifth player may join the table; the dealer then sits each deal out."),
		book.P("The cards hold 240 Augen, card points, in all. The Re party wins with 121 of them, the Kontra party with 120, unless announcements move the marks. A deal is worth points: for winning, for keeping the losers low, for announcements and for a few special tricks. Every winner scores them and every loser loses them, so the score sheet always adds up to zero."),
		book.P("This page follows the tournament rules (Turnierspielregeln, TSR) of the Deutscher Doppelkopf-Verband (DDV) and gives their section numbers. Most tables at home add rules of their own. Where the app offers one, this page says how it differs from the DDV and names the setting of the new-game form that switches it on. Doppelkopf for six, eight or more players with several decks, and the house rules of Plön, are on the Tupelkopf page."),
	),
		book.Rule(rd.Ref("parties"),
			book.P("In a normal game whoever holds a Kreuz-Dame is Re, everyone else Kontra. A player with both Kreuz-Damen has a Hochzeit. In a solo the soloist alone is Re against three; with the home rule Armut the poor player and the one who takes the trumps are Re."),
			book.P("Nobody may tell which side they are on except as the rules allow: by playing a Kreuz-Dame, or by announcing Re or Kontra. After the last trick each party counts the Augen in its tricks."),
			book.P("Re needs 121 Augen to win, Kontra 120, so at 120:120 Kontra has won. If Kontra was announced and Re was not, it is the other way round: Kontra needs 121 and Re wins with 120. Absagen move the marks further, as the scoring chapter shows."),
		),
	)
}

// doppelkopfCards is the chapter on the cards, their order and the home
// rules that change it.
func doppelkopfCards() views.Chapter {
	return book.Chapter("cards", "Cards and their order", nil,
		book.Rule(rd.Ref("cards"),
			book.P("Doppelkopf uses 48 cards: two each of nine, jack, queen, king, ten and ace in Kreuz (clubs), Pik (spades), Herz (hearts) and Karo (diamonds). The dealer shuffles and deals them face down, twelve to each of the four who play. At a table of five the dealer takes no cards and sits the deal out (TSR 10.1)."),
			book.List("The cards are worth Augen, counted once all tricks are taken:",
				book.Li("ace 11, ten 10, king 4;"),
				book.Li("queen 3, jack 2, nine 0;"),
				book.Li("240 in all."),
			),
			pw("Home rule, setting %s: the eight nines leave the pack. 40 cards remain, ten for each player and ten tricks a deal. The nines are worth nothing, so the deal still holds 240 Augen, and the deadlines of the announcements fall in the same tricks as with nines. The DDV always plays with nines.",
				dkSetting("without_nines")),
		),
		book.Rule(rd.Ref("trumps"),
			book.List("In the normal game 26 of the 48 cards are trumps. From the highest down:",
				book.Li("the two Herz-Zehnen, called the Dullen;"),
				book.Li("the queens: Kreuz, Pik, Herz, Karo;"),
				book.Li("the jacks in the same order;"),
				book.Li("Karo-Ass, Karo-Zehn, Karo-König, Karo-Neun."),
			),
			book.P("Karo has no plain suit of its own: every Karo card is a trump. Without nines 24 trumps are left. The Karo-Ass is known as the fox (Fuchs) and the Kreuz-Bube as Karlchen; both matter for the extra points."),
		),
		book.Rule(rd.Ref("dullen"),
			pw("When both Dullen fall in the same trick, the DDV treats them like any two equal cards: the one played first wins. Many tables at home play it otherwise. Setting %s offers three ways:",
				dkSetting("dullen")),
			views.Para{Items: []msg.Text{
				dkWith("%s: the tournament rule, as with any two equal cards;",
					dkOptionChoice("dullen", string(st.DullenFirst))),
				dkWith("%s: the second Dulle beats the first, so the first is never safe;",
					dkOptionChoice("dullen", string(st.DullenSecond))),
				dkWith("%s: the same in every trick but the last, where the first Dulle wins again.",
					dkOptionChoice("dullen", string(st.DullenSecondLast))),
			}},
			book.P("Both Herz-Zehnen in one trick can also bring a Bock round, where the table plays that trigger."),
		),
		book.Rule(rd.Ref("schweinchen"),
			pw("Home rule, setting %s; the DDV does not know it. A player dealt both Karo-Asse holds the Schweinchen and may show them, usually when playing the first of the two; some tables want it said before the first trick. Once shown, both rank above the Dullen as the highest trumps.",
				dkSetting("schweinchen")),
			book.P("In a solo with a trump suit the two aces of that suit are the Schweinchen. The Damensolo, the Bubensolo and the Knochenloser have no trump suit and so no Schweinchen. Without the home rule the Karo-Ass stays where the normal order puts it, below the jacks."),
		),
		book.Rule(rd.Ref("fehl"),
			book.P("The cards that are not trumps form the plain suits, the Fehl. In the normal game these are Kreuz and Pik, each with ace, ten, king and nine, and Herz with ace, king and nine only, because its tens are the Dullen. Within a suit the ace ranks highest, then ten, king and nine; any trump beats any Fehl card."),
			book.P("In a solo the Fehl changes with the trumps, as the section on the solos lists."),
		),
	)
}

// doppelkopfPlay is the chapter on the play of the tricks.
func doppelkopfPlay() views.Chapter {
	return book.Chapter("play", "Play", nil,
		book.Rule(rd.Ref("lead"),
			book.P("The player left of the dealer leads to the first trick, in the normal game and in a Lustsolo alike. In a Pflichtsolo the soloist leads. From then on whoever took a trick leads to the next, and the lead may be any card."),
		),
		book.Rule(rd.Ref("follow"),
			book.P("The others add one card each, clockwise, and must follow: a trump when trump was led, a card of the suit when a Fehl suit was led. Trumps do not belong to a suit here: in the normal game the Herz-Zehn, the Herz-Dame and the Herz-Bube are trumps and do not follow Herz."),
			book.P("Only a player who cannot follow may lay any card: a trump to take the trick, or anything else to throw it away. Nobody has to trump."),
		),
		book.Rule(rd.Ref("winner"),
			book.P("A trick with a trump in it goes to the highest trump; a trick without one to the highest card of the suit led. A card of another Fehl suit never takes a trick."),
			book.P("Every card is there twice, so two equal cards may meet in one trick. Then the one played first wins. The Dullen are the only cards a home rule lets the second one win with."),
		),
	)
}

// doppelkopfAnnouncements is the chapter on Re, Kontra and the Absagen.
func doppelkopfAnnouncements() views.Chapter {
	return book.Chapter("announcements", "Announcements", nil,
		book.Rule(rd.Ref("announce"),
			book.List("An announcement raises what the deal is worth and tells the table which side you are on. The first is Re, said by a Re player, or Kontra, said by a Kontra player: our party will win. After it the same party may go further with the Absagen, each a promise about the opponents:",
				book.Li("keine 90: they will stay below 90 Augen;"),
				book.Li("keine 60 and keine 30 in the same way;"),
				book.Li("schwarz: they will not take a single trick."),
			),
			book.List("Each has a deadline, counted in the cards the announcing player still holds (TSR 6.2.2 and 6.3.4):",
				book.Li("Re or Kontra with at least 11 cards, that is before playing your second card;"),
				book.Li("keine 90 with at least 10, keine 60 with 9, keine 30 with 8;"),
				book.Li("schwarz with at least 7, before playing your sixth card."),
			),
			book.P("An Absage may skip stages. It must then come in time for the lowest stage it includes, and every stage it skips counts as said: keine 60 as the party's first word needs 11 cards and counts as Re, keine 90 and keine 60. Both parties may announce in the same deal, each up to its own stage."),
			book.P("Without nines everybody starts with ten cards, and every mark is two cards lower: Re or Kontra with 9, schwarz with 5. The deadlines fall in the same tricks as with nines."),
			book.P("In a Hochzeit nobody announces until the trick that decides the partner is complete. If that is the second or the third trick, every deadline moves one or two cards later (TSR 6.4.2)."),
		),
		book.Rule(rd.Ref("announce.reply"),
			book.P("A party that let its own deadline for Re or Kontra pass may still answer the other party: its Re or Kontra is allowed with one card fewer than the announcement it answers needed. After a Re, made with 11 cards, Kontra may come with 10 cards in hand; after a keine 90, made with 10, with 9."),
			book.P("The answer is only Re or Kontra: a party that said it as a reply makes no Absagen in that deal."),
		),
	)
}

// doppelkopfVorbehalte is the chapter on the Vorbehalte: solos, Hochzeit
// and the home rule's Armut.
func doppelkopfVorbehalte() views.Chapter {
	return book.Chapter("vorbehalte", "Vorbehalte, Hochzeit and solos", nil,
		book.Rule(rd.Ref("vorbehalte"),
			book.List("Before the first card the players are asked in turn, starting left of the dealer, whether they are healthy (gesund) or have a Vorbehalt, a reservation. If several have one, this decides which is played (TSR 4.1):",
				book.Li("a player who is vorgeführt plays the Pflichtsolo, whatever the others hold;"),
				book.Li("a Pflichtsolo, then a Lustsolo;"),
				book.Li("with the home rule, an Armut;"),
				book.Li("a Hochzeit."),
			),
			book.P("Of two equal Vorbehalte the player asked first goes first. When everyone is healthy, a normal game is played."),
		),
		book.Rule(rd.Ref("hochzeit"),
			book.P("Whoever holds both Kreuz-Damen may announce a Hochzeit, a wedding, and look for a partner: the first trick within the first three that somebody else takes decides it, and that player joins the Hochzeit as Re (TSR 4.4). If the Hochzeit takes each of the first three tricks itself, it plays alone against the other three, and the deal is scored as a solo."),
			book.P("Saying nothing with both Kreuz-Damen is allowed as well: a silent Hochzeit. The player is Re alone against three, the others find out only in play, and the deal is scored as a solo. Neither a silent Hochzeit nor one played alone counts as a Pflichtsolo."),
			pw("Home rule, setting %s: when announcing the Hochzeit, its player names the trick that finds the partner:",
				dkSetting("hochzeit_choice")),
			views.Para{Items: []msg.Text{
				book.Li("the first trick, as at the DDV;"),
				book.Li("the first trump trick, one led with a trump;"),
				book.Li("the first Fehl trick, one led with a plain suit."),
			}},
			book.P("Either way it must be a trick somebody else takes within the first three; if none is, the Hochzeit plays alone."),
		),
		book.Rule(rd.Ref("armut"),
			pw("Home rule, setting %s; the DDV has no Armut. A player dealt three trumps or fewer may declare an Armut, poverty, and offers those trumps face down. The others are asked in turn; whoever takes them gives back as many cards of their own. The poor player and the taker are the Re party against the other two, whoever holds the Kreuz-Damen, and the deal is scored as a normal game.",
				dkSetting("armut")),
			book.P("If nobody takes the trumps, the same dealer deals again; the score sheet counts that as a redeal, not a deal. An Armut gives way to any solo but goes before a Hochzeit."),
			pw("Many tables leave a lone fox out of the count (setting %s): four trumps with one Karo-Ass among them still make an Armut, while a player holding both Karo-Asse counts them both.",
				dkSetting("armut_lone_fox")),
		),
		book.Rule(rd.Ref("solo"),
			book.List("A soloist plays alone as Re against the other three. The DDV knows these solos, each with its own card order (TSR 2.3):",
				book.Li("Trumpfsolo, the Farbsolo in Karo: the trumps of the normal game;"),
				book.Li("Farbsolo in Kreuz, Pik or Herz: the Dullen, the queens and the jacks as in the normal game, then ace, ten, king and nine of the named suit; Karo becomes a plain suit. In Herz the suit has no ten of its own, since the Herz-Zehnen are the Dullen;"),
				book.Li("Damensolo: only the eight queens are trumps, Kreuz, Pik, Herz, Karo; each suit runs ace, ten, king, jack, nine;"),
				book.Li("Bubensolo: only the eight jacks are trumps; each suit runs ace, ten, king, queen, nine;"),
				book.Li("Knochenloser: no trumps at all; each suit runs ace, ten, king, queen, jack, nine."),
			),
			book.P("In the solos without a trump suit the Herz-Zehn is an ordinary Herz card, second only to the ace. A solo counts three times for the soloist, once for each opponent (TSR 7.2.4), and it has no extra points."),
		),
		book.Rule(rd.Ref("pflichtsolo"),
			book.P("Under the DDV every player owes one Pflichtsolo, a compulsory solo, within the agreed deals: 24 at a tournament table (TSR 8.5.1 and 8.6), Pflichtsoli included. A player's first solo is always the Pflichtsolo; any later one is a Lustsolo. After a Pflichtsolo the same dealer deals again, so it costs nobody a turn to deal (TSR 4.2.5); after a Lustsolo the deal passes on as usual."),
			book.P("Once the Pflichtsoli still owed are as many as the deals left, the players who owe one are vorgeführt: one after the other they must play their solo, starting with the first who owes one from the dealer's left, the dealer last (TSR 4.2.3). The player chooses which solo, but must play one; afterwards the deal passes on. At a table of five only the four who get cards can be vorgeführt."),
			pw("Setting %s switches the Pflichtsolo on; many home tables leave it off. The app keeps track of who still owes one and says who is vorgeführt. In a game without a fixed end nobody is vorgeführt, since no deal is known to be the last.",
				dkSetting("pflichtsolo")),
		),
	)
}

// doppelkopfDDV is the chapter on the DDV's scoring (TSR 7): the overview
// and the section behind every kind of point the engine gives.
func doppelkopfDDV() views.Chapter {
	d := st.DDVRuleRef
	return book.Chapter("ddv", "Scoring by the DDV's tournament rules", book.Intro(
		book.P("Every game of Doppelkopf in the app is scored by section 7 of the DDV's tournament rules (TSR, as of February 2026). The numbers in the headings below are the TSR's; each point in the app's explanation of a deal links to its section."),
		book.P("Who wins: the Re party needs 121 Augen, the Kontra party 120, the other way round if only Kontra was said. A party's own Absage raises what it needs (151, 181, 211 or every trick); the opponents' Absage lowers it (90, 60, 30 or one trick). If both parties fall short of their own Absagen, nobody wins."),
	),
		book.Topic("doppelkopf.scoring", "The points at a glance",
			book.P("A deal's value is the sum of the game points of TSR 7.2.2: for winning, for the losers' Augen, for Re, Kontra and every Absage, and for Augen reached against the opponents' Absagen. Then come the extra points of TSR 7.2.3, which each party earns for itself and which are netted against the other party's."),
			book.P("Each winner scores the result and each loser loses it. In a solo the soloist wins or pays it three times, each opponent once. At a table of five the dealer who sat out scores nothing. The scores of all players therefore always add up to zero."),
			book.P("Example: Anna and Bo are Re and announce it. They take 185 Augen, leaving Kontra 55, and catch a fox of the Kontra party. Re has won: 1 for winning, 1 each because Kontra stayed below 90 and below 60, 2 for the Re announced, and 1 extra point for the fox. Anna and Bo score 6 each, Cai and Dan lose 6 each."),
		),
		book.Rule(d(""),
			book.P("The game value: the points of 7.2 all go to the winning party. If nobody wins, each party gets only what it achieved under 7.2.2 (a), (e) and (f) and the extra points, and the two are netted."),
		),
		book.Rule(d("ddv-won"), book.P("Winning the deal: 1 point.")),
		book.Rule(d("ddv-below90"), book.P("The losers stayed below 90 Augen: 1 point.")),
		book.Rule(d("ddv-below60"), book.P("The losers stayed below 60 Augen: 1 more point.")),
		book.Rule(d("ddv-below30"), book.P("The losers stayed below 30 Augen: 1 more point.")),
		book.Rule(d("ddv-schwarz"),
			book.P("The losers took no trick at all: 1 more point. Schwarz is about tricks: a trick of four cards worth nothing is still a trick."),
		),
		book.Rule(d("ddv-re"), book.P("Re was announced: 2 points for the winners, whoever said it.")),
		book.Rule(d("ddv-kontra"), book.P("Kontra was announced: 2 points for the winners, whoever said it.")),
		book.Rule(d("ddv-re-absagen"),
			book.P("Each Absage of the Re party (keine 90, keine 60, keine 30, schwarz): 1 point. A skipped stage counts as said."),
		),
		book.Rule(d("ddv-kontra-absagen"),
			book.P("Each Absage of the Kontra party: 1 point, in the same way."),
		),
		book.Rule(d("ddv-re-against"),
			book.P("The Re party holds out against the Kontra party's Absagen: 1 point each for reaching 120 Augen against keine 90, 90 against keine 60, 60 against keine 30, and 30 against schwarz."),
		),
		book.Rule(d("ddv-kontra-against"),
			book.P("The Kontra party holds out against the Re party's Absagen, with the same marks."),
		),
		book.Rule(d("ddv-gegen-die-alten"),
			book.P("The Kontra party won against the Kreuz-Damen: 1 extra point. Like all extra points it counts only in a normal game, a Hochzeit with a partner included."),
		),
		book.Rule(d("ddv-doppelkopf"),
			book.P("A trick of 40 Augen or more is a Doppelkopf: 1 extra point for the party that took it."),
		),
		book.Rule(d("ddv-fox"),
			book.P("A Karo-Ass of the opponents caught in one's own trick: 1 extra point."),
		),
		book.Rule(d("ddv-karlchen"),
			book.P("The last trick won with a Kreuz-Bube: 1 extra point."),
		),
	)
}

// doppelkopfHomeRules is the chapter on the home rules of the score sheet:
// the solo bonus and Bock rounds.
func doppelkopfHomeRules() views.Chapter {
	return book.Chapter("home-rules", "Home rules on the score sheet", book.Intro(
		book.P("The DDV knows neither of the two rules below; many home tables play one or both. Each is switched on in the new-game form."),
	),
		book.Topic("doppelkopf.solo-bonus", "Solo bonus",
			pw("Setting %s makes every solo worth that many points more, from 0 to %s. The bonus goes to whoever wins the solo and is added before the soloist's threefold share: with a bonus of 1, a solo won with a value of 3 brings the soloist (3 + 1) × 3 = 12, and each opponent pays 4. A solo that nobody wins gets no bonus.",
				dkSetting("solo_bonus"), dkNumber(st.MaxSoloBonus)),
		),
		book.Topic("doppelkopf.bock", "Bock rounds",
			pw("Setting %s: certain deals bring a Bock round, as many deals as there are players at the table, so that every seat deals once: four deals at a table of four, five at a table of five. In a Bock deal every point counts twice, extra points included.",
				dkSetting("bock")),
			views.Para{Text: msg.T("Which deals bring one is up to the table; each trigger is a setting of its own, and a deal that meets several still brings one round:"),
				Items: []msg.Text{
					dkWith("%s: the deal ended 120:120;", dkSetting("bock_tie")),
					dkWith("%s: a party that announced Re or Kontra, or more, did not win;", dkSetting("bock_lost_call")),
					dkWith("%s: the Kontra party announced Kontra and won;",
						dkSetting("bock_kontra_won")),
					dkWith("%s: a soloist lost the solo;", dkSetting("bock_solo_lost")),
					dkWith("%s: both Herz-Zehnen fell in the same trick.",
						dkSetting("bock_heart_tens")),
				}},
			pw("Setting %s decides what a round triggered while Bock deals are still pending does. With %s the rounds overlap and multiply: ×4 in the deals two rounds share, the Doppelbock, ×8 where three do. With %s the new round starts only when the pending ones are played, so no deal counts more than twice.",
				dkSetting("bock_stack"), dkOptionChoice("bock_stack", string(st.BockStacked)), dkOptionChoice("bock_stack", string(st.BockQueued))),
			pw("Setting %s decides what a Bock deal doubles. With %s every point of the deal counts twice, the Sonderpunkte too. With %s only the game points do (won, the opponents below 90, 60 or 30, the announcements, the Augen against them); the Sonderpunkte count once.",
				dkSetting("bock_scope"), dkOptionChoice("bock_scope", string(st.BockWhole)), dkOptionChoice("bock_scope", string(st.BockGame))),
			pw("After a Pflichtsolo the same dealer deals again. By default the solo still uses up a Bock deal, as any deal does. With %s it uses up none: it counts twice, and the round still has a Bock deal for every seat's turn to deal.",
				dkSetting("bock_pflichtsolo_free")),
			book.P("A redeal uses up no Bock deal. When the game ends, Bock deals still pending lapse, and a trigger in the last deal brings nothing."),
			book.P("Example at a table of four with Bock after 120:120: the first deal ends 120:120. Kontra wins it and scores 2: 1 for winning and 1 extra point for winning against the Kreuz-Damen. The next four deals are a Bock round. In the first of them Cai plays a Damensolo, announces Re and takes 175 Augen: 1 for winning, 1 because the opponents stayed below 90 and 2 for the Re make 4, doubled by Bock to 8. Cai scores three times that, 24, and each opponent pays 8."),
		),
	)
}

// doppelkopfSheet is the chapter on the score sheet: how long a game lasts
// and the fast entry.
func doppelkopfSheet() views.Chapter {
	return book.Chapter("sheet", "The score sheet", nil,
		book.Topic("doppelkopf.end", "The end of the game",
			pw("Setting %s gives the game's length in deals: 24 in the DDV's preset, as at a tournament table. Setting %s gives it in rounds instead, each one deal by every seat, which the app turns into deals: four a round at a table of four, five at a table of five. Only one of the two may be set.",
				dkSetting("deals"), dkSetting("rounds")),
			book.P("With a fixed length the app says when the last deal has been played and takes no more; the player with the most points has won."),
			book.P("With both at 0 the game has no fixed end: play as long as you like, and when the table stops, a scorer ends it with “Finish here” under “End or remove this game”. It then counts in the statistics and the ledger."),
		),
		book.Topic("doppelkopf.fast-entry", "The fast entry",
			book.List("In the full entry the table says what happened, the game, the Re party, its Augen, the announcements and the extra points, and the app counts the value. Tables that count the value themselves can use the fast entry instead and give only:",
				book.Li("who won: the two winners of a normal game, the soloist alone for a solo won, or the three opponents for a solo lost;"),
				book.Li("the game's value as the table counted it by TSR 7.2.2, before extra points, solo bonus, the soloist's threefold share and Bock;"),
				book.Li("the extra points of the winners and of the losers, if any; a solo has none;"),
				book.Li("at a table with Bock rounds, whether the deal brings one: 120:120, a lost announcement, Kontra won or both Herz-Zehnen in one trick, whichever the table plays. A lost solo the app sees for itself from who won."),
			),
			views.Para{Text: dkWith("The app checks that the winners are one, two or three of the players who got cards, that the value lies between 1 and %s, the most a deal can be worth, and that the extra points of both sides come to at most %s. It computes the rest: each side's points net of the extra points, the solo bonus for the winner of a solo, three times for the soloist, the Bock multiplier, whose Pflichtsolo it was and who deals next.",
				dkNumber(st.MaxFastValue), dkNumber(st.MaxFastExtras))},
			book.P("The value itself the app takes on trust. A deal that nobody won, because both parties fell short of their own Absagen, needs the full entry, and so does a dispute about the count."),
		),
	)
}

// doppelkopfPresetChapter is the chapter on the presets of Doppelkopf; each
// section lists what its preset sets, as the new-game form shows it.
func doppelkopfPresetChapter() views.Chapter {
	v := func(preset string, lead views.Para) views.Section {
		return views.Section{ID: views.PresetAnchor(preset), Title: st.PresetTitle(preset), Body: []views.Para{lead, {
			Text:  msg.T("It sets:"),
			Items: dkPresetSettings(preset),
		}}}
	}
	return book.Chapter("presets", "The presets", book.Intro(
		book.P("Every option not listed under a preset is off in it. Switch on what your table plays in the new-game form; the game's rules card then shows where it differs from the preset."),
	),
		v("doppelkopf", book.P("The DDV's tournament rules as they stand, for four players or five with the dealer sitting out, without any home rule.")),
		v("doppelkopf-home", book.P("The tournament rules with the home rules most tables add. Bock rounds: a deal that ends 120:120, or in which a party loses after announcing, brings a round in which every point counts twice. The second Dulle beats the first, but not in the last trick; a player with both foxes may show them as Schweinchen; a player with three trumps or fewer may offer an Armut; and a Hochzeit names the trick that finds the partner.")),
	)
}

// dkPresetSettings lists what a preset sets, option by option in form
// order, as the new-game form names it: every yes/no option that is on,
// every number that is not 0, and every choice; the options of Bock rounds
// only where the preset plays them.
func dkPresetSettings(preset string) []msg.Text {
	r, _ := st.Preset(preset)
	values := scoring.OptionValues(r)
	var out []msg.Text
	for _, g := range st.DoppelkopfSetup.Options {
		for _, o := range g.Options {
			if g.Name == "bock" && o.Name != "bock" && !r.Bock {
				continue
			}
			switch v := values[o.Name].(type) {
			case bool:
				if v {
					out = append(out, o.Label)
				}
			case float64:
				if v != 0 {
					out = append(out, msg.T("%s: %d", o.Label, int(v)))
				}
			case string:
				for _, c := range o.Choices {
					if c.Value == v {
						out = append(out, msg.T("%s: %s", o.Label, c.Label))
					}
				}
			}
		}
	}
	return out
}

// dkSetting quotes a Doppelkopf option as the new-game form labels it, so
// that the rules and the form use the same words.
func dkSetting(name string) msg.Text {
	o, ok := scoring.FindOption(st.DoppelkopfSetup.Options, name)
	if !ok {
		return msg.Plain(name)
	}
	return dkQuote(o.Label)
}

// dkOptionChoice quotes one value of a Doppelkopf choice option as the form
// labels it.
func dkOptionChoice(name, value string) msg.Text {
	o, _ := scoring.FindOption(st.DoppelkopfSetup.Options, name)
	for _, c := range o.Choices {
		if c.Value == value {
			return dkQuote(c.Label)
		}
	}
	return msg.Plain(value)
}

// dkQuote puts a text in the language's quotation marks.
func dkQuote(t msg.Text) msg.Text { return msg.T("“%s”", t) }

// dkNumber is a number, the same in every language.
func dkNumber(n int) msg.Text { return msg.Plain(strconv.Itoa(n)) }

// dkWith fills the %s verbs of message id, in order, with the texts.
func dkWith(id string, args ...msg.Text) msg.Text {
	as := make([]any, len(args))
	for i, a := range args {
		as[i] = a
	}
	return msg.T(id, as...)
}

// pw is a paragraph whose %s verbs dkWith fills.
func pw(id string, args ...msg.Text) views.Para { return views.Para{Text: dkWith(id, args...)} }
