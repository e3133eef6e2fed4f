package views

import (
	"strconv"

	rd "schreiber/rules/doppelkopf"
	"schreiber/scoring"
	st "schreiber/scoring/tupelkopf"
)

// doppelkopfRulebook is Doppelkopf for four (or five, the dealer sitting
// out) in our own words: the DDV's tournament rules, the home rules the app
// offers and where they differ, the DDV's scoring and the score sheet.
func doppelkopfRulebook() Rulebook {
	return Rulebook{
		Game:    "doppelkopf",
		Title:   li("Doppelkopf"),
		Summary: li("Four players with two of every card, the Kreuz-Damen against the rest: Re and Kontra, announcements, solos and Hochzeiten, scored by the DDV's tournament rules or with the home rules many tables add."),
		Chapters: []Chapter{
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
func doppelkopfGame() Chapter {
	return chapter("game", "The game", intro(
		p("Doppelkopf is the trick-taking game of northern and western Germany, played with two of every card. Four take part in each deal: the two who hold the Kreuz-Damen, the queens of clubs, are the Re party, the other two the Kontra party, and at first nobody knows for certain who plays with whom. A fifth player may join the table; the dealer then sits each deal out."),
		p("The cards hold 240 Augen, card points, in all. The Re party wins with 121 of them, the Kontra party with 120, unless announcements move the marks. A deal is worth points: for winning, for keeping the losers low, for announcements and for a few special tricks. Every winner scores them and every loser loses them, so the score sheet always adds up to zero."),
		p("This page follows the tournament rules (Turnierspielregeln, TSR) of the Deutscher Doppelkopf-Verband (DDV) and gives their section numbers. Most tables at home add rules of their own. Where the app offers one, this page says how it differs from the DDV and names the setting of the new-game form that switches it on. Doppelkopf for six, eight or more players with several decks, and the house rules of Plön, are on the Tupelkopf page."),
	),
		rule(rd.Ref("parties"),
			p("In a normal game whoever holds a Kreuz-Dame is Re, everyone else Kontra. A player with both Kreuz-Damen has a Hochzeit. In a solo the soloist alone is Re against three; with the home rule Armut the poor player and the one who takes the trumps are Re."),
			p("Nobody may tell which side they are on except as the rules allow: by playing a Kreuz-Dame, or by announcing Re or Kontra. After the last trick each party counts the Augen in its tricks."),
			p("Re needs 121 Augen to win, Kontra 120, so at 120:120 Kontra has won. If Kontra was announced and Re was not, it is the other way round: Kontra needs 121 and Re wins with 120. Absagen move the marks further, as the scoring chapter shows."),
		),
	)
}

// doppelkopfCards is the chapter on the cards, their order and the home
// rules that change it.
func doppelkopfCards() Chapter {
	return chapter("cards", "Cards and their order", nil,
		rule(rd.Ref("cards"),
			p("Doppelkopf uses 48 cards: two each of nine, jack, queen, king, ten and ace in Kreuz (clubs), Pik (spades), Herz (hearts) and Karo (diamonds). The dealer shuffles and deals them face down, twelve to each of the four who play. At a table of five the dealer takes no cards and sits the deal out (TSR 10.1)."),
			list("The cards are worth Augen, counted once all tricks are taken:",
				li("ace 11, ten 10, king 4;"),
				li("queen 3, jack 2, nine 0;"),
				li("240 in all."),
			),
			pw("Home rule, setting %s: the eight nines leave the pack. 40 cards remain, ten for each player and ten tricks a deal. The nines are worth nothing, so the deal still holds 240 Augen, and the deadlines of the announcements fall in the same tricks as with nines. The DDV always plays with nines.",
				dkSetting("without_nines")),
		),
		rule(rd.Ref("trumps"),
			list("In the normal game 26 of the 48 cards are trumps. From the highest down:",
				li("the two Herz-Zehnen, called the Dullen;"),
				li("the queens: Kreuz, Pik, Herz, Karo;"),
				li("the jacks in the same order;"),
				li("Karo-Ass, Karo-Zehn, Karo-König, Karo-Neun."),
			),
			p("Karo has no plain suit of its own: every Karo card is a trump. Without nines 24 trumps are left. The Karo-Ass is known as the fox (Fuchs) and the Kreuz-Bube as Karlchen; both matter for the extra points."),
		),
		rule(rd.Ref("dullen"),
			pw("When both Dullen fall in the same trick, the DDV treats them like any two equal cards: the one played first wins. Many tables at home play it otherwise. Setting %s offers three ways:",
				dkSetting("dullen")),
			Para{Items: []Text{
				dkWith("%s: the tournament rule, as with any two equal cards;",
					dkOptionChoice("dullen", string(st.DullenFirst))),
				dkWith("%s: the second Dulle beats the first, so the first is never safe;",
					dkOptionChoice("dullen", string(st.DullenSecond))),
				dkWith("%s: the same in every trick but the last, where the first Dulle wins again.",
					dkOptionChoice("dullen", string(st.DullenSecondLast))),
			}},
			p("Both Herz-Zehnen in one trick can also bring a Bock round, where the table plays that trigger."),
		),
		rule(rd.Ref("schweinchen"),
			pw("Home rule, setting %s; the DDV does not know it. A player dealt both Karo-Asse holds the Schweinchen and may show them, usually when playing the first of the two; some tables want it said before the first trick. Once shown, both rank above the Dullen as the highest trumps.",
				dkSetting("schweinchen")),
			p("In a solo with a trump suit the two aces of that suit are the Schweinchen. The Damensolo, the Bubensolo and the Fleischloser have no trump suit and so no Schweinchen. Without the home rule the Karo-Ass stays where the normal order puts it, below the jacks."),
		),
		rule(rd.Ref("fehl"),
			p("The cards that are not trumps form the plain suits, the Fehl. In the normal game these are Kreuz and Pik, each with ace, ten, king and nine, and Herz with ace, king and nine only, because its tens are the Dullen. Within a suit the ace ranks highest, then ten, king and nine; any trump beats any Fehl card."),
			p("In a solo the Fehl changes with the trumps, as the section on the solos lists."),
		),
	)
}

// doppelkopfPlay is the chapter on the play of the tricks.
func doppelkopfPlay() Chapter {
	return chapter("play", "Play", nil,
		rule(rd.Ref("lead"),
			p("The player left of the dealer leads to the first trick, in the normal game and in a Lustsolo alike. In a Pflichtsolo the soloist leads. From then on whoever took a trick leads to the next, and the lead may be any card."),
		),
		rule(rd.Ref("follow"),
			p("The others add one card each, clockwise, and must follow: a trump when trump was led, a card of the suit when a Fehl suit was led. Trumps do not belong to a suit here: in the normal game the Herz-Zehn, the Herz-Dame and the Herz-Bube are trumps and do not follow Herz."),
			p("Only a player who cannot follow may lay any card: a trump to take the trick, or anything else to throw it away. Nobody has to trump."),
		),
		rule(rd.Ref("winner"),
			p("A trick with a trump in it goes to the highest trump; a trick without one to the highest card of the suit led. A card of another Fehl suit never takes a trick."),
			p("Every card is there twice, so two equal cards may meet in one trick. Then the one played first wins. The Dullen are the only cards a home rule lets the second one win with."),
		),
	)
}

// doppelkopfAnnouncements is the chapter on Re, Kontra and the Absagen.
func doppelkopfAnnouncements() Chapter {
	return chapter("announcements", "Announcements", nil,
		rule(rd.Ref("announce"),
			list("An announcement raises what the deal is worth and tells the table which side you are on. The first is Re, said by a Re player, or Kontra, said by a Kontra player: our party will win. After it the same party may go further with the Absagen, each a promise about the opponents:",
				li("keine 90: they will stay below 90 Augen;"),
				li("keine 60 and keine 30 in the same way;"),
				li("schwarz: they will not take a single trick."),
			),
			list("Each has a deadline, counted in the cards the announcing player still holds (TSR 6.2.2 and 6.3.4):",
				li("Re or Kontra with at least 11 cards, that is before playing your second card;"),
				li("keine 90 with at least 10, keine 60 with 9, keine 30 with 8;"),
				li("schwarz with at least 7, before playing your sixth card."),
			),
			p("An Absage may skip stages. It must then come in time for the lowest stage it includes, and every stage it skips counts as said: keine 60 as the party's first word needs 11 cards and counts as Re, keine 90 and keine 60. Both parties may announce in the same deal, each up to its own stage."),
			p("Without nines everybody starts with ten cards, and every mark is two cards lower: Re or Kontra with 9, schwarz with 5. The deadlines fall in the same tricks as with nines."),
			p("In a Hochzeit nobody announces until the trick that decides the partner is complete. If that is the second or the third trick, every deadline moves one or two cards later (TSR 6.4.2)."),
		),
		rule(rd.Ref("announce.reply"),
			p("A party that let its own deadline for Re or Kontra pass may still answer the other party: its Re or Kontra is allowed with one card fewer than the announcement it answers needed. After a Re, made with 11 cards, Kontra may come with 10 cards in hand; after a keine 90, made with 10, with 9."),
			p("The answer is only Re or Kontra: a party that said it as a reply makes no Absagen in that deal."),
		),
	)
}

// doppelkopfVorbehalte is the chapter on the Vorbehalte: solos, Hochzeit
// and the home rule's Armut.
func doppelkopfVorbehalte() Chapter {
	return chapter("vorbehalte", "Vorbehalte, Hochzeit and solos", nil,
		rule(rd.Ref("vorbehalte"),
			list("Before the first card the players are asked in turn, starting left of the dealer, whether they are healthy (gesund) or have a Vorbehalt, a reservation. If several have one, this decides which is played (TSR 4.1):",
				li("a player who is vorgeführt plays the Pflichtsolo, whatever the others hold;"),
				li("a Pflichtsolo, then a Lustsolo;"),
				li("with the home rule, an Armut;"),
				li("a Hochzeit."),
			),
			p("Of two equal Vorbehalte the player asked first goes first. When everyone is healthy, a normal game is played."),
		),
		rule(rd.Ref("hochzeit"),
			p("Whoever holds both Kreuz-Damen may announce a Hochzeit, a wedding, and look for a partner: the first trick within the first three that somebody else takes decides it, and that player joins the Hochzeit as Re (TSR 4.4). If the Hochzeit takes each of the first three tricks itself, it plays alone against the other three, and the deal is scored as a solo."),
			p("Saying nothing with both Kreuz-Damen is allowed as well: a silent Hochzeit. The player is Re alone against three, the others find out only in play, and the deal is scored as a solo. Neither a silent Hochzeit nor one played alone counts as a Pflichtsolo."),
			pw("Home rule, setting %s: when announcing the Hochzeit, its player names the trick that finds the partner:",
				dkSetting("hochzeit_choice")),
			Para{Items: []Text{
				li("the first trick, as at the DDV;"),
				li("the first trump trick, one led with a trump;"),
				li("the first Fehl trick, one led with a plain suit."),
			}},
			p("Either way it must be a trick somebody else takes within the first three; if none is, the Hochzeit plays alone."),
		),
		rule(rd.Ref("armut"),
			pw("Home rule, setting %s; the DDV has no Armut. A player dealt three trumps or fewer may declare an Armut, poverty, and offers those trumps face down. The others are asked in turn; whoever takes them gives back as many cards of their own. The poor player and the taker are the Re party against the other two, whoever holds the Kreuz-Damen, and the deal is scored as a normal game.",
				dkSetting("armut")),
			p("If nobody takes the trumps, the same dealer deals again; the score sheet counts that as a redeal, not a deal. An Armut gives way to any solo but goes before a Hochzeit."),
			pw("Many tables leave a lone fox out of the count (setting %s): four trumps with one Karo-Ass among them still make an Armut, while a player holding both Karo-Asse counts them both.",
				dkSetting("armut_lone_fox")),
		),
		rule(rd.Ref("solo"),
			list("A soloist plays alone as Re against the other three. The DDV knows these solos, each with its own card order (TSR 2.3):",
				li("Trumpfsolo, the Farbsolo in Karo: the trumps of the normal game;"),
				li("Farbsolo in Kreuz, Pik or Herz: the Dullen, the queens and the jacks as in the normal game, then ace, ten, king and nine of the named suit; Karo becomes a plain suit. In Herz the suit has no ten of its own, since the Herz-Zehnen are the Dullen;"),
				li("Damensolo: only the eight queens are trumps, Kreuz, Pik, Herz, Karo; each suit runs ace, ten, king, jack, nine;"),
				li("Bubensolo: only the eight jacks are trumps; each suit runs ace, ten, king, queen, nine;"),
				li("Fleischloser: no trumps at all; each suit runs ace, ten, king, queen, jack, nine."),
			),
			p("In the solos without a trump suit the Herz-Zehn is an ordinary Herz card, second only to the ace. A solo counts three times for the soloist, once for each opponent (TSR 7.2.4), and it has no extra points."),
		),
		rule(rd.Ref("pflichtsolo"),
			p("Under the DDV every player owes one Pflichtsolo, a compulsory solo, within the agreed deals: 24 at a tournament table (TSR 8.5.1 and 8.6), Pflichtsoli included. A player's first solo is always the Pflichtsolo; any later one is a Lustsolo. After a Pflichtsolo the same dealer deals again, so it costs nobody a turn to deal (TSR 4.2.5); after a Lustsolo the deal passes on as usual."),
			p("Once the Pflichtsoli still owed are as many as the deals left, the players who owe one are vorgeführt: one after the other they must play their solo, starting with the first who owes one from the dealer's left, the dealer last (TSR 4.2.3). The player chooses which solo, but must play one; afterwards the deal passes on. At a table of five only the four who get cards can be vorgeführt."),
			pw("Setting %s switches the Pflichtsolo on; many home tables leave it off. The app keeps track of who still owes one and says who is vorgeführt. In a game without a fixed end nobody is vorgeführt, since no deal is known to be the last.",
				dkSetting("pflichtsolo")),
		),
	)
}

// doppelkopfDDV is the chapter on the DDV's scoring (TSR 7): the overview
// and the section behind every kind of point the engine gives.
func doppelkopfDDV() Chapter {
	d := st.DDVRuleRef
	return chapter("ddv", "Scoring by the DDV's tournament rules", intro(
		p("Every game of Doppelkopf in the app is scored by section 7 of the DDV's tournament rules (TSR, as of February 2026). The numbers in the headings below are the TSR's; each point in the app's explanation of a deal links to its section."),
		p("Who wins: the Re party needs 121 Augen, the Kontra party 120, the other way round if only Kontra was said. A party's own Absage raises what it needs (151, 181, 211 or every trick); the opponents' Absage lowers it (90, 60, 30 or one trick). If both parties fall short of their own Absagen, nobody wins."),
	),
		topic("doppelkopf.scoring", "The points at a glance",
			p("A deal's value is the sum of the game points of TSR 7.2.2: for winning, for the losers' Augen, for Re, Kontra and every Absage, and for Augen reached against the opponents' Absagen. Then come the extra points of TSR 7.2.3, which each party earns for itself and which are netted against the other party's."),
			p("Each winner scores the result and each loser loses it. In a solo the soloist wins or pays it three times, each opponent once. At a table of five the dealer who sat out scores nothing. The scores of all players therefore always add up to zero."),
			p("Example: Anna and Bo are Re and announce it. They take 185 Augen, leaving Kontra 55, and catch a fox of the Kontra party. Re has won: 1 for winning, 1 each because Kontra stayed below 90 and below 60, 2 for the Re announced, and 1 extra point for the fox. Anna and Bo score 6 each, Cai and Dan lose 6 each."),
		),
		rule(d(""),
			p("The game value: the points of 7.2 all go to the winning party. If nobody wins, each party gets only what it achieved under 7.2.2 (a), (e) and (f) and the extra points, and the two are netted."),
		),
		rule(d("ddv-won"), p("Winning the deal: 1 point.")),
		rule(d("ddv-below90"), p("The losers stayed below 90 Augen: 1 point.")),
		rule(d("ddv-below60"), p("The losers stayed below 60 Augen: 1 more point.")),
		rule(d("ddv-below30"), p("The losers stayed below 30 Augen: 1 more point.")),
		rule(d("ddv-schwarz"),
			p("The losers took no trick at all: 1 more point. Schwarz is about tricks: a trick of four cards worth nothing is still a trick."),
		),
		rule(d("ddv-re"), p("Re was announced: 2 points for the winners, whoever said it.")),
		rule(d("ddv-kontra"), p("Kontra was announced: 2 points for the winners, whoever said it.")),
		rule(d("ddv-re-absagen"),
			p("Each Absage of the Re party (keine 90, keine 60, keine 30, schwarz): 1 point. A skipped stage counts as said."),
		),
		rule(d("ddv-kontra-absagen"),
			p("Each Absage of the Kontra party: 1 point, in the same way."),
		),
		rule(d("ddv-re-against"),
			p("The Re party holds out against the Kontra party's Absagen: 1 point each for reaching 120 Augen against keine 90, 90 against keine 60, 60 against keine 30, and 30 against schwarz."),
		),
		rule(d("ddv-kontra-against"),
			p("The Kontra party holds out against the Re party's Absagen, with the same marks."),
		),
		rule(d("ddv-gegen-die-alten"),
			p("The Kontra party won against the Kreuz-Damen: 1 extra point. Like all extra points it counts only in a normal game, a Hochzeit with a partner included."),
		),
		rule(d("ddv-doppelkopf"),
			p("A trick of 40 Augen or more is a Doppelkopf: 1 extra point for the party that took it."),
		),
		rule(d("ddv-fox"),
			p("A Karo-Ass of the opponents caught in one's own trick: 1 extra point."),
		),
		rule(d("ddv-karlchen"),
			p("The last trick won with a Kreuz-Bube: 1 extra point."),
		),
	)
}

// doppelkopfHomeRules is the chapter on the home rules of the score sheet:
// the solo bonus and Bock rounds.
func doppelkopfHomeRules() Chapter {
	return chapter("home-rules", "Home rules on the score sheet", intro(
		p("The DDV knows neither of the two rules below; many home tables play one or both. Each is switched on in the new-game form."),
	),
		topic("doppelkopf.solo-bonus", "Solo bonus",
			pw("Setting %s makes every solo worth that many points more, from 0 to %s. The bonus goes to whoever wins the solo and is added before the soloist's threefold share: with a bonus of 1, a solo won with a value of 3 brings the soloist (3 + 1) × 3 = 12, and each opponent pays 4. A solo that nobody wins gets no bonus.",
				dkSetting("solo_bonus"), dkNumber(st.MaxSoloBonus)),
		),
		topic("doppelkopf.bock", "Bock rounds",
			pw("Setting %s: certain deals bring a Bock round, as many deals as there are players at the table, so that every seat deals once: four deals at a table of four, five at a table of five. In a Bock deal every point counts twice, extra points included.",
				dkSetting("bock")),
			Para{Text: Text{ID: "Which deals bring one is up to the table; each trigger is a setting of its own, and a deal that meets several still brings one round:"},
				Items: []Text{
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
			p("A redeal uses up no Bock deal. When the game ends, Bock deals still pending lapse, and a trigger in the last deal brings nothing."),
			p("Example at a table of four with Bock after 120:120: the first deal ends 120:120. Kontra wins it and scores 2: 1 for winning and 1 extra point for winning against the Kreuz-Damen. The next four deals are a Bock round. In the first of them Cai plays a Damensolo, announces Re and takes 175 Augen: 1 for winning, 1 because the opponents stayed below 90 and 2 for the Re make 4, doubled by Bock to 8. Cai scores three times that, 24, and each opponent pays 8."),
		),
	)
}

// doppelkopfSheet is the chapter on the score sheet: how long a game lasts
// and the fast entry.
func doppelkopfSheet() Chapter {
	return chapter("sheet", "The score sheet", nil,
		topic("doppelkopf.end", "The end of the game",
			pw("Setting %s gives the game's length in deals: 24 in the DDV's preset, as at a tournament table. Setting %s gives it in rounds instead, each one deal by every seat, which the app turns into deals: four a round at a table of four, five at a table of five. Only one of the two may be set.",
				dkSetting("deals"), dkSetting("rounds")),
			p("With a fixed length the app says when the last deal has been played and takes no more; the player with the most points has won."),
			p("With both at 0 the game has no fixed end: play as long as you like, and when the table stops, a scorer ends it with “Finish here” under “End or remove this game”. It then counts in the statistics and the ledger."),
		),
		topic("doppelkopf.fast-entry", "The fast entry",
			list("In the full entry the table says what happened, the game, the Re party, its Augen, the announcements and the extra points, and the app counts the value. Tables that count the value themselves can use the fast entry instead and give only:",
				li("who won: the two winners of a normal game, the soloist alone for a solo won, or the three opponents for a solo lost;"),
				li("the game's value as the table counted it by TSR 7.2.2, before extra points, solo bonus, the soloist's threefold share and Bock;"),
				li("the extra points of the winners and of the losers, if any; a solo has none;"),
				li("at a table with Bock rounds, whether the deal brings one: 120:120, a lost announcement, Kontra won or both Herz-Zehnen in one trick, whichever the table plays. A lost solo the app sees for itself from who won."),
			),
			Para{Text: dkWith("The app checks that the winners are one, two or three of the players who got cards, that the value lies between 1 and %s, the most a deal can be worth, and that the extra points of both sides come to at most %s. It computes the rest: each side's points net of the extra points, the solo bonus for the winner of a solo, three times for the soloist, the Bock multiplier, whose Pflichtsolo it was and who deals next.",
				dkNumber(st.MaxFastValue), dkNumber(st.MaxFastExtras))},
			p("The value itself the app takes on trust. A deal that nobody won, because both parties fell short of their own Absagen, needs the full entry, and so does a dispute about the count."),
		),
	)
}

// doppelkopfPresetChapter is the chapter on the presets of Doppelkopf; each
// section lists what its preset sets, as the new-game form shows it.
func doppelkopfPresetChapter() Chapter {
	v := func(preset string, lead Para) Section {
		return Section{ID: PresetAnchor(preset), Title: st.PresetTitle(preset), Body: []Para{lead, {
			Text:  Text{ID: "It sets:"},
			Items: dkPresetSettings(preset),
		}}}
	}
	return chapter("presets", "The presets", intro(
		p("Every option not listed under a preset is off in it. Switch on what your table plays in the new-game form; the game's rules card then shows where it differs from the preset."),
	),
		v("doppelkopf", p("The DDV's tournament rules as they stand, for four players or five with the dealer sitting out, without any home rule.")),
		v("doppelkopf-home", p("The tournament rules with the home rules most tables add. Bock rounds: a deal that ends 120:120, or in which a party loses after announcing, brings a round in which every point counts twice. The second Dulle beats the first, but not in the last trick; a player with both foxes may show them as Schweinchen; a player with three trumps or fewer may offer an Armut; and a Hochzeit names the trick that finds the partner.")),
	)
}

// dkPresetSettings lists what a preset sets, option by option in form
// order, as the new-game form names it: every yes/no option that is on,
// every number that is not 0, and every choice; the options of Bock rounds
// only where the preset plays them.
func dkPresetSettings(preset string) []Text {
	r, _ := st.Preset(preset)
	values := scoring.OptionValues(r)
	var out []Text
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
					out = append(out, scoring.T("%s: %d", o.Label, int(v)))
				}
			case string:
				for _, c := range o.Choices {
					if c.Value == v {
						out = append(out, scoring.T("%s: %s", o.Label, c.Label))
					}
				}
			}
		}
	}
	return out
}

// dkSetting quotes a Doppelkopf option as the new-game form labels it, so
// that the rules and the form use the same words.
func dkSetting(name string) Text {
	o, ok := scoring.FindOption(st.DoppelkopfSetup.Options, name)
	if !ok {
		return scoring.Plain(name)
	}
	return dkQuote(o.Label)
}

// dkOptionChoice quotes one value of a Doppelkopf choice option as the form
// labels it.
func dkOptionChoice(name, value string) Text {
	o, _ := scoring.FindOption(st.DoppelkopfSetup.Options, name)
	for _, c := range o.Choices {
		if c.Value == value {
			return dkQuote(c.Label)
		}
	}
	return scoring.Plain(value)
}

// dkQuote puts a text in the language's quotation marks.
func dkQuote(t Text) Text { return scoring.T("“%s”", t) }

// dkNumber is a number, the same in every language.
func dkNumber(n int) Text { return scoring.Plain(strconv.Itoa(n)) }

// dkWith fills the %s verbs of message id, in order, with the texts.
func dkWith(id string, args ...Text) Text {
	as := make([]any, len(args))
	for i, a := range args {
		as[i] = a
	}
	return scoring.T(id, as...)
}

// pw is a paragraph whose %s verbs dkWith fills.
func pw(id string, args ...Text) Para { return Para{Text: dkWith(id, args...)} }
