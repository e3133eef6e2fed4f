package views

import (
	"fmt"
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
		Game:  "doppelkopf",
		Title: li("Doppelkopf", "Doppelkopf"),
		Summary: li("Four players with two of every card, the Kreuz-Damen against the rest: Re and Kontra, announcements, solos and Hochzeiten, scored by the DDV's tournament rules or with the home rules many tables add.",
			"Vier Spieler mit jeder Karte zweimal, die Kreuz-Damen gegen den Rest: Re und Kontra, Ansagen, Soli und Hochzeiten, gewertet nach den Turnierspielregeln des DDV oder mit den Hausregeln, die viele Runden dazunehmen."),
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
	return chapter("game", "The game", "Das Spiel", intro(
		p("Doppelkopf is the trick-taking game of northern and western Germany, played with two of every card. Four take part in each deal: the two who hold the Kreuz-Damen, the queens of clubs, are the Re party, the other two the Kontra party, and at first nobody knows for certain who plays with whom. A fifth player may join the table; the dealer then sits each deal out.",
			"Doppelkopf ist das Stichspiel Nord- und Westdeutschlands, gespielt mit jeder Karte zweimal. An jedem Spiel sind vier beteiligt: Die beiden mit den Kreuz-Damen sind die Re-Partei, die anderen beiden die Kontra-Partei, und anfangs weiß niemand sicher, wer mit wem spielt. Ein Fünfter kann mit am Tisch sitzen; dann setzt der Geber in jedem Spiel aus."),
		p("The cards hold 240 Augen, card points, in all. The Re party wins with 121 of them, the Kontra party with 120, unless announcements move the marks. A deal is worth points: for winning, for keeping the losers low, for announcements and for a few special tricks. Every winner scores them and every loser loses them, so the score sheet always adds up to zero.",
			"Alle Karten zusammen haben 240 Augen. Die Re-Partei gewinnt mit 121 davon, die Kontra-Partei mit 120, sofern Ansagen die Grenzen nicht verschieben. Ein Spiel ist Punkte wert: für den Sieg, dafür, die Verlierer kleinzuhalten, für Ansagen und für ein paar besondere Stiche. Jeder Gewinner bekommt sie gutgeschrieben, jedem Verlierer werden sie abgezogen, also ergibt die Liste immer null."),
		p("This page follows the tournament rules (Turnierspielregeln, TSR) of the Deutscher Doppelkopf-Verband (DDV) and gives their section numbers. Most tables at home add rules of their own. Where the app offers one, this page says how it differs from the DDV and names the setting of the new-game form that switches it on. Doppelkopf for six, eight or more players with several decks, and the house rules of Plön, are on the Tupelkopf page.",
			"Diese Seite folgt den Turnierspielregeln (TSR) des Deutschen Doppelkopf-Verbands (DDV) und nennt deren Abschnittsnummern. Die meisten Runden spielen zu Hause eigene Regeln dazu. Wo die App eine anbietet, sagt diese Seite, worin sie vom DDV abweicht, und nennt die Einstellung im Formular für ein neues Spiel, die sie einschaltet. Doppelkopf für sechs, acht oder mehr Spieler mit mehreren Blättern und die Plöner Hausregeln stehen auf der Seite zu Tupelkopf."),
	),
		rule(rd.Ref("parties"),
			p("In a normal game whoever holds a Kreuz-Dame is Re, everyone else Kontra. A player with both Kreuz-Damen has a Hochzeit. In a solo the soloist alone is Re against three; with the home rule Armut the poor player and the one who takes the trumps are Re.",
				"Im Normalspiel ist Re, wer eine Kreuz-Dame hat, alle anderen sind Kontra. Wer beide Kreuz-Damen hat, hat eine Hochzeit. Im Solo ist der Solist allein Re gegen drei; mit der Hausregel Armut sind der arme Spieler und der, der die Trümpfe übernimmt, Re."),
			p("Nobody may tell which side they are on except as the rules allow: by playing a Kreuz-Dame, or by announcing Re or Kontra. After the last trick each party counts the Augen in its tricks.",
				"Auf welcher Seite man steht, darf man nur so verraten, wie es die Regeln vorsehen: indem man eine Kreuz-Dame spielt oder Re oder Kontra ansagt. Nach dem letzten Stich zählt jede Partei die Augen in ihren Stichen."),
			p("Re needs 121 Augen to win, Kontra 120, so at 120:120 Kontra has won. If Kontra was announced and Re was not, it is the other way round: Kontra needs 121 and Re wins with 120. Absagen move the marks further, as the scoring chapter shows.",
				"Re braucht 121 Augen zum Sieg, Kontra 120, bei 120:120 hat also Kontra gewonnen. Wurde Kontra angesagt und Re nicht, ist es umgekehrt: Kontra braucht 121, und Re gewinnt mit 120. Absagen verschieben die Grenzen weiter, wie das Kapitel zur Wertung zeigt."),
		),
	)
}

// doppelkopfCards is the chapter on the cards, their order and the home
// rules that change it.
func doppelkopfCards() Chapter {
	return chapter("cards", "Cards and their order", "Die Karten und ihre Reihenfolge", nil,
		rule(rd.Ref("cards"),
			p("Doppelkopf uses 48 cards: two each of nine, jack, queen, king, ten and ace in Kreuz (clubs), Pik (spades), Herz (hearts) and Karo (diamonds). The dealer shuffles and deals them face down, twelve to each of the four who play. At a table of five the dealer takes no cards and sits the deal out (TSR 10.1).",
				"Doppelkopf wird mit 48 Karten gespielt: je zwei Neunen, Buben, Damen, Könige, Zehnen und Asse in Kreuz, Pik, Herz und Karo. Der Geber mischt und verteilt sie verdeckt, zwölf an jeden der vier, die spielen. Am Tisch zu fünft nimmt der Geber selbst keine Karten und setzt das Spiel aus (TSR 10.1)."),
			list("The cards are worth Augen, counted once all tricks are taken:",
				"Die Karten sind Augen wert, gezählt, wenn alle Stiche gemacht sind:",
				li("ace 11, ten 10, king 4;", "Ass 11, Zehn 10, König 4;"),
				li("queen 3, jack 2, nine 0;", "Dame 3, Bube 2, Neun 0;"),
				li("240 in all.", "zusammen 240."),
			),
			pw("Home rule, setting %s: the eight nines leave the pack. 40 cards remain, ten for each player and ten tricks a deal. The nines are worth nothing, so the deal still holds 240 Augen, and the deadlines of the announcements fall in the same tricks as with nines. The DDV always plays with nines.",
				"Hausregel, Einstellung %s: Die acht Neunen kommen aus dem Spiel. Es bleiben 40 Karten, zehn für jeden Spieler und zehn Stiche je Spiel. Die Neunen sind nichts wert, das Spiel hat also weiter 240 Augen, und die Fristen der Ansagen fallen in dieselben Stiche wie mit Neunen. Der DDV spielt immer mit Neunen.",
				dkSetting("without_nines")),
		),
		rule(rd.Ref("trumps"),
			list("In the normal game 26 of the 48 cards are trumps. From the highest down:",
				"Im Normalspiel sind 26 der 48 Karten Trumpf. Von oben nach unten:",
				li("the two Herz-Zehnen, called the Dullen;", "die beiden Herz-Zehnen, die Dullen;"),
				li("the queens: Kreuz, Pik, Herz, Karo;", "die Damen: Kreuz, Pik, Herz, Karo;"),
				li("the jacks in the same order;", "die Buben in derselben Reihenfolge;"),
				li("Karo-Ass, Karo-Zehn, Karo-König, Karo-Neun.", "Karo-Ass, Karo-Zehn, Karo-König, Karo-Neun."),
			),
			p("Karo has no plain suit of its own: every Karo card is a trump. Without nines 24 trumps are left. The Karo-Ass is known as the fox (Fuchs) and the Kreuz-Bube as Karlchen; both matter for the extra points.",
				"Karo hat keine eigene Fehlfarbe: Jede Karo-Karte ist Trumpf. Ohne Neunen bleiben 24 Trümpfe. Das Karo-Ass heißt Fuchs, der Kreuz-Bube Karlchen; beide zählen bei den Sonderpunkten."),
		),
		rule(rd.Ref("dullen"),
			pw("When both Dullen fall in the same trick, the DDV treats them like any two equal cards: the one played first wins. Many tables at home play it otherwise. Setting %s offers three ways:",
				"Fallen beide Dullen in denselben Stich, behandelt der DDV sie wie zwei gleiche Karten: Die zuerst gespielte gewinnt. Viele Runden spielen das zu Hause anders. Die Einstellung %s bietet drei Wege:",
				dkSetting("dullen")),
			Para{Items: []Text{
				dkWith("%s: the tournament rule, as with any two equal cards;", "%s: die Turnierregel, wie bei zwei gleichen Karten;",
					dkOptionChoice("dullen", string(st.DullenFirst))),
				dkWith("%s: the second Dulle beats the first, so the first is never safe;",
					"%s: Die zweite Dulle sticht die erste, die erste ist also nie sicher;",
					dkOptionChoice("dullen", string(st.DullenSecond))),
				dkWith("%s: the same in every trick but the last, where the first Dulle wins again.",
					"%s: ebenso in jedem Stich außer dem letzten, in dem wieder die erste Dulle gewinnt.",
					dkOptionChoice("dullen", string(st.DullenSecondLast))),
			}},
			p("Both Herz-Zehnen in one trick can also bring a Bock round, where the table plays that trigger.",
				"Beide Herz-Zehnen in einem Stich können außerdem eine Bockrunde bringen, wenn der Tisch diesen Anlass spielt."),
		),
		rule(rd.Ref("schweinchen"),
			pw("Home rule, setting %s; the DDV does not know it. A player dealt both Karo-Asse holds the Schweinchen and may show them, usually when playing the first of the two; some tables want it said before the first trick. Once shown, both rank above the Dullen as the highest trumps.",
				"Hausregel, Einstellung %s; der DDV kennt sie nicht. Wer beide Karo-Asse bekommen hat, hat die Schweinchen und darf sie zeigen, meist beim Ausspielen des ersten der beiden; manche Runden verlangen die Ansage vor dem ersten Stich. Einmal gezeigt, stehen beide als höchste Trümpfe über den Dullen.",
				dkSetting("schweinchen")),
			p("In a solo with a trump suit the two aces of that suit are the Schweinchen. The Damensolo, the Bubensolo and the Fleischloser have no trump suit and so no Schweinchen. Without the home rule the Karo-Ass stays where the normal order puts it, below the jacks.",
				"In einem Solo mit Trumpffarbe sind die beiden Asse dieser Farbe die Schweinchen. Damensolo, Bubensolo und Fleischloser haben keine Trumpffarbe und daher keine Schweinchen. Ohne die Hausregel bleibt das Karo-Ass, wo die normale Reihenfolge es hinstellt, unter den Buben."),
		),
		rule(rd.Ref("fehl"),
			p("The cards that are not trumps form the plain suits, the Fehl. In the normal game these are Kreuz and Pik, each with ace, ten, king and nine, and Herz with ace, king and nine only, because its tens are the Dullen. Within a suit the ace ranks highest, then ten, king and nine; any trump beats any Fehl card.",
				"Die Karten, die keine Trümpfe sind, bilden die Fehlfarben. Im Normalspiel sind das Kreuz und Pik mit je Ass, Zehn, König und Neun und Herz nur mit Ass, König und Neun, denn seine Zehnen sind die Dullen. Innerhalb einer Farbe ist das Ass am höchsten, dann Zehn, König und Neun; jeder Trumpf schlägt jede Fehlkarte."),
			p("In a solo the Fehl changes with the trumps, as the section on the solos lists.",
				"Im Solo ändern sich die Fehlfarben mit den Trümpfen, wie der Abschnitt über die Soli zeigt."),
		),
	)
}

// doppelkopfPlay is the chapter on the play of the tricks.
func doppelkopfPlay() Chapter {
	return chapter("play", "Play", "Spielablauf", nil,
		rule(rd.Ref("lead"),
			p("The player left of the dealer leads to the first trick, in the normal game and in a Lustsolo alike. In a Pflichtsolo the soloist leads. From then on whoever took a trick leads to the next, and the lead may be any card.",
				"Der Spieler links vom Geber kommt zum ersten Stich heraus, im Normalspiel wie im Lustsolo. Beim Pflichtsolo kommt der Solist heraus. Danach spielt aus, wer den letzten Stich bekommen hat, und er darf jede Karte ausspielen."),
		),
		rule(rd.Ref("follow"),
			p("The others add one card each, clockwise, and must follow: a trump when trump was led, a card of the suit when a Fehl suit was led. Trumps do not belong to a suit here: in the normal game the Herz-Zehn, the Herz-Dame and the Herz-Bube are trumps and do not follow Herz.",
				"Die anderen legen reihum im Uhrzeigersinn je eine Karte dazu und müssen bedienen: mit Trumpf, wenn Trumpf ausgespielt ist, mit einer Karte der Farbe, wenn eine Fehlfarbe ausgespielt ist. Trümpfe gehören dabei zu keiner Farbe: Im Normalspiel sind Herz-Zehn, Herz-Dame und Herz-Bube Trumpf und bedienen Herz nicht."),
			p("Only a player who cannot follow may lay any card: a trump to take the trick, or anything else to throw it away. Nobody has to trump.",
				"Nur wer nicht bedienen kann, darf eine beliebige Karte legen: einen Trumpf, um den Stich zu nehmen, oder irgendetwas anderes zum Abwerfen. Stechen muss niemand."),
		),
		rule(rd.Ref("winner"),
			p("A trick with a trump in it goes to the highest trump; a trick without one to the highest card of the suit led. A card of another Fehl suit never takes a trick.",
				"Ein Stich mit Trumpf geht an den höchsten Trumpf, ein Stich ohne Trumpf an die höchste Karte der ausgespielten Farbe. Eine Karte einer anderen Fehlfarbe bekommt nie einen Stich."),
			p("Every card is there twice, so two equal cards may meet in one trick. Then the one played first wins. The Dullen are the only cards a home rule lets the second one win with.",
				"Jede Karte gibt es zweimal, also können sich zwei gleiche Karten im selben Stich treffen. Dann gewinnt die zuerst gespielte. Nur bei den Dullen lässt eine Hausregel die zweite gewinnen."),
		),
	)
}

// doppelkopfAnnouncements is the chapter on Re, Kontra and the Absagen.
func doppelkopfAnnouncements() Chapter {
	return chapter("announcements", "Announcements", "Ansagen", nil,
		rule(rd.Ref("announce"),
			list("An announcement raises what the deal is worth and tells the table which side you are on. The first is Re, said by a Re player, or Kontra, said by a Kontra player: our party will win. After it the same party may go further with the Absagen, each a promise about the opponents:",
				"Eine Ansage erhöht, was das Spiel wert ist, und zeigt dem Tisch, auf welcher Seite man steht. Die erste ist Re, gesagt von einem Re-Spieler, oder Kontra, gesagt von einem Kontra-Spieler: Unsere Partei gewinnt. Danach kann dieselbe Partei mit den Absagen weitergehen, jede ein Versprechen über die Gegner:",
				li("keine 90: they will stay below 90 Augen;", "keine 90: Sie bleiben unter 90 Augen;"),
				li("keine 60 and keine 30 in the same way;", "keine 60 und keine 30 ebenso;"),
				li("schwarz: they will not take a single trick.", "schwarz: Sie bekommen keinen einzigen Stich."),
			),
			list("Each has a deadline, counted in the cards the announcing player still holds (TSR 6.2.2 and 6.3.4):",
				"Jede hat eine Frist, gezählt in den Karten, die der Ansagende noch auf der Hand hat (TSR 6.2.2 und 6.3.4):",
				li("Re or Kontra with at least 11 cards, that is before playing your second card;",
					"Re oder Kontra mit mindestens 11 Karten, also bevor man seine zweite Karte spielt;"),
				li("keine 90 with at least 10, keine 60 with 9, keine 30 with 8;",
					"keine 90 mit mindestens 10, keine 60 mit 9, keine 30 mit 8;"),
				li("schwarz with at least 7, before playing your sixth card.",
					"schwarz mit mindestens 7, bevor man seine sechste Karte spielt."),
			),
			p("An Absage may skip stages. It must then come in time for the lowest stage it includes, and every stage it skips counts as said: keine 60 as the party's first word needs 11 cards and counts as Re, keine 90 and keine 60. Both parties may announce in the same deal, each up to its own stage.",
				"Eine Absage darf Stufen überspringen. Sie muss dann rechtzeitig für die niedrigste Stufe kommen, die sie einschließt, und jede übersprungene Stufe gilt als gesagt: keine 60 als erstes Wort einer Partei braucht 11 Karten und zählt als Re, keine 90 und keine 60. Beide Parteien dürfen im selben Spiel ansagen, jede bis zu ihrer eigenen Stufe."),
			p("Without nines everybody starts with ten cards, and every mark is two cards lower: Re or Kontra with 9, schwarz with 5. The deadlines fall in the same tricks as with nines.",
				"Ohne Neunen beginnt jeder mit zehn Karten, und jede Grenze liegt zwei Karten tiefer: Re oder Kontra mit 9, schwarz mit 5. Die Fristen fallen in dieselben Stiche wie mit Neunen."),
			p("In a Hochzeit nobody announces until the trick that decides the partner is complete. If that is the second or the third trick, every deadline moves one or two cards later (TSR 6.4.2).",
				"Bei einer Hochzeit sagt niemand an, bevor der Stich vollständig ist, der über den Partner entscheidet. Ist das der zweite oder dritte Stich, verschiebt sich jede Frist um eine oder zwei Karten (TSR 6.4.2)."),
		),
		rule(rd.Ref("announce.reply"),
			p("A party that let its own deadline for Re or Kontra pass may still answer the other party: its Re or Kontra is allowed with one card fewer than the announcement it answers needed. After a Re, made with 11 cards, Kontra may come with 10 cards in hand; after a keine 90, made with 10, with 9.",
				"Eine Partei, die ihre eigene Frist für Re oder Kontra verstreichen ließ, darf der anderen noch antworten: Ihr Re oder Kontra ist mit einer Karte weniger erlaubt, als die Ansage brauchte, auf die sie antwortet. Nach einem Re, gesagt mit 11 Karten, darf Kontra mit 10 Karten auf der Hand kommen; nach einem keine 90, gesagt mit 10, mit 9."),
			p("The answer is only Re or Kontra: a party that said it as a reply makes no Absagen in that deal.",
				"Die Antwort ist nur Re oder Kontra: Eine Partei, die es als Erwiderung gesagt hat, macht in diesem Spiel keine Absagen."),
		),
	)
}

// doppelkopfVorbehalte is the chapter on the Vorbehalte: solos, Hochzeit
// and the home rule's Armut.
func doppelkopfVorbehalte() Chapter {
	return chapter("vorbehalte", "Vorbehalte, Hochzeit and solos", "Vorbehalte, Hochzeit und Soli", nil,
		rule(rd.Ref("vorbehalte"),
			list("Before the first card the players are asked in turn, starting left of the dealer, whether they are healthy (gesund) or have a Vorbehalt, a reservation. If several have one, this decides which is played (TSR 4.1):",
				"Vor der ersten Karte werden die Spieler reihum gefragt, links vom Geber beginnend, ob sie gesund sind oder einen Vorbehalt haben. Haben mehrere einen, entscheidet diese Reihenfolge, welcher gespielt wird (TSR 4.1):",
				li("a player who is vorgeführt plays the Pflichtsolo, whatever the others hold;",
					"wer vorgeführt wird, spielt sein Pflichtsolo, was auch immer die anderen haben;"),
				li("a Pflichtsolo, then a Lustsolo;", "ein Pflichtsolo, dann ein Lustsolo;"),
				li("with the home rule, an Armut;", "mit der Hausregel eine Armut;"),
				li("a Hochzeit.", "eine Hochzeit."),
			),
			p("Of two equal Vorbehalte the player asked first goes first. When everyone is healthy, a normal game is played.",
				"Von zwei gleichen Vorbehalten geht der des zuerst Gefragten vor. Sind alle gesund, wird ein Normalspiel gespielt."),
		),
		rule(rd.Ref("hochzeit"),
			p("Whoever holds both Kreuz-Damen may announce a Hochzeit, a wedding, and look for a partner: the first trick within the first three that somebody else takes decides it, and that player joins the Hochzeit as Re (TSR 4.4). If the Hochzeit takes each of the first three tricks itself, it plays alone against the other three, and the deal is scored as a solo.",
				"Wer beide Kreuz-Damen hat, darf eine Hochzeit anmelden und einen Partner suchen: Der erste Stich innerhalb der ersten drei, den ein anderer bekommt, entscheidet, und dieser Spieler spielt mit der Hochzeit als Re (TSR 4.4). Bekommt die Hochzeit jeden der ersten drei Stiche selbst, spielt sie allein gegen die anderen drei, und das Spiel wird als Solo gewertet."),
			p("Saying nothing with both Kreuz-Damen is allowed as well: a silent Hochzeit. The player is Re alone against three, the others find out only in play, and the deal is scored as a solo. Neither a silent Hochzeit nor one played alone counts as a Pflichtsolo.",
				"Mit beiden Kreuz-Damen nichts zu sagen ist ebenfalls erlaubt: eine stille Hochzeit. Der Spieler ist allein Re gegen drei, die anderen merken es erst im Spiel, und das Spiel wird als Solo gewertet. Weder eine stille noch eine allein gespielte Hochzeit zählt als Pflichtsolo."),
			pw("Home rule, setting %s: when announcing the Hochzeit, its player names the trick that finds the partner:",
				"Hausregel, Einstellung %s: Beim Anmelden der Hochzeit nennt ihr Spieler den Stich, der den Partner findet:",
				dkSetting("hochzeit_choice")),
			Para{Items: []Text{
				li("the first trick, as at the DDV;", "den ersten Stich, wie beim DDV;"),
				li("the first trump trick, one led with a trump;", "den ersten Trumpfstich, einen mit Trumpf ausgespielten;"),
				li("the first Fehl trick, one led with a plain suit.", "den ersten Fehlstich, einen mit einer Fehlfarbe ausgespielten."),
			}},
			p("Either way it must be a trick somebody else takes within the first three; if none is, the Hochzeit plays alone.",
				"So oder so muss es ein Stich sein, den innerhalb der ersten drei ein anderer bekommt; gibt es keinen, spielt die Hochzeit allein."),
		),
		rule(rd.Ref("armut"),
			pw("Home rule, setting %s; the DDV has no Armut. A player dealt three trumps or fewer may declare an Armut, poverty, and offers those trumps face down. The others are asked in turn; whoever takes them gives back as many cards of their own. The poor player and the taker are the Re party against the other two, whoever holds the Kreuz-Damen, and the deal is scored as a normal game.",
				"Hausregel, Einstellung %s; der DDV kennt keine Armut. Wer drei Trümpfe oder weniger bekommen hat, darf eine Armut anmelden und bietet diese Trümpfe verdeckt an. Die anderen werden reihum gefragt; wer sie nimmt, gibt ebenso viele eigene Karten zurück. Der arme Spieler und der Übernehmer sind die Re-Partei gegen die anderen beiden, gleich wer die Kreuz-Damen hat, und das Spiel wird als Normalspiel gewertet.",
				dkSetting("armut")),
			p("If nobody takes the trumps, the same dealer deals again; the score sheet counts that as a redeal, not a deal. An Armut gives way to any solo but goes before a Hochzeit.",
				"Nimmt niemand die Trümpfe, gibt derselbe Geber neu; der Zettel zählt das als neu gegeben, nicht als Spiel. Eine Armut tritt hinter jedes Solo zurück, geht aber einer Hochzeit vor."),
			pw("Many tables leave a lone fox out of the count (setting %s): four trumps with one Karo-Ass among them still make an Armut, while a player holding both Karo-Asse counts them both.",
				"Viele Runden lassen einen einzelnen Fuchs beim Zählen weg (Einstellung %s): vier Trümpfe, darunter ein Karo-Ass, sind dann noch eine Armut, wer aber beide Karo-Asse hat, zählt beide.",
				dkSetting("armut_lone_fox")),
		),
		rule(rd.Ref("solo"),
			list("A soloist plays alone as Re against the other three. The DDV knows these solos, each with its own card order (TSR 2.3):",
				"Ein Solist spielt allein als Re gegen die anderen drei. Der DDV kennt diese Soli, jedes mit eigener Kartenfolge (TSR 2.3):",
				li("Trumpfsolo, the Farbsolo in Karo: the trumps of the normal game;",
					"Trumpfsolo, das Farbsolo in Karo: die Trümpfe des Normalspiels;"),
				li("Farbsolo in Kreuz, Pik or Herz: the Dullen, the queens and the jacks as in the normal game, then ace, ten, king and nine of the named suit; Karo becomes a plain suit. In Herz the suit has no ten of its own, since the Herz-Zehnen are the Dullen;",
					"Farbsolo in Kreuz, Pik oder Herz: die Dullen, die Damen und die Buben wie im Normalspiel, dann Ass, Zehn, König und Neun der genannten Farbe; Karo wird Fehlfarbe. In Herz hat die Farbe keine eigene Zehn, denn die Herz-Zehnen sind die Dullen;"),
				li("Damensolo: only the eight queens are trumps, Kreuz, Pik, Herz, Karo; each suit runs ace, ten, king, jack, nine;",
					"Damensolo: nur die acht Damen sind Trumpf, Kreuz, Pik, Herz, Karo; jede Farbe geht Ass, Zehn, König, Bube, Neun;"),
				li("Bubensolo: only the eight jacks are trumps; each suit runs ace, ten, king, queen, nine;",
					"Bubensolo: nur die acht Buben sind Trumpf; jede Farbe geht Ass, Zehn, König, Dame, Neun;"),
				li("Fleischloser: no trumps at all; each suit runs ace, ten, king, queen, jack, nine.",
					"Fleischloser: gar keine Trümpfe; jede Farbe geht Ass, Zehn, König, Dame, Bube, Neun."),
			),
			p("In the solos without a trump suit the Herz-Zehn is an ordinary Herz card, second only to the ace. A solo counts three times for the soloist, once for each opponent (TSR 7.2.4), and it has no extra points.",
				"In den Soli ohne Trumpffarbe ist die Herz-Zehn eine gewöhnliche Herz-Karte, nur unter dem Ass. Ein Solo zählt für den Solisten dreifach, für jeden Gegenspieler einfach (TSR 7.2.4), und es gibt keine Sonderpunkte."),
		),
		rule(rd.Ref("pflichtsolo"),
			p("Under the DDV every player owes one Pflichtsolo, a compulsory solo, within the agreed deals: 24 at a tournament table (TSR 8.5.1 and 8.6), Pflichtsoli included. A player's first solo is always the Pflichtsolo; any later one is a Lustsolo. After a Pflichtsolo the same dealer deals again, so it costs nobody a turn to deal (TSR 4.2.5); after a Lustsolo the deal passes on as usual.",
				"Beim DDV schuldet jeder Spieler ein Pflichtsolo innerhalb der vereinbarten Spiele: 24 an einem Turniertisch (TSR 8.5.1 und 8.6), die Pflichtsoli eingeschlossen. Das erste Solo eines Spielers ist immer sein Pflichtsolo, jedes weitere ein Lustsolo. Nach einem Pflichtsolo gibt derselbe Geber noch einmal, es kostet also niemanden sein Geben (TSR 4.2.5); nach einem Lustsolo geht das Geben wie üblich weiter."),
			p("Once the Pflichtsoli still owed are as many as the deals left, the players who owe one are vorgeführt: one after the other they must play their solo, starting with the first who owes one from the dealer's left, the dealer last (TSR 4.2.3). The player chooses which solo, but must play one; afterwards the deal passes on. At a table of five only the four who get cards can be vorgeführt.",
				"Sobald noch so viele Pflichtsoli ausstehen, wie Spiele übrig sind, werden die Spieler vorgeführt, die eins schulden: Einer nach dem anderen muss sein Solo spielen, beginnend mit dem ersten Schuldner links vom Geber, der Geber zuletzt (TSR 4.2.3). Welches Solo, wählt der Spieler, aber spielen muss er eins; danach geht das Geben weiter. Am Tisch zu fünft können nur die vier vorgeführt werden, die Karten bekommen."),
			pw("Setting %s switches the Pflichtsolo on; many home tables leave it off. The app keeps track of who still owes one and says who is vorgeführt. In a game without a fixed end nobody is vorgeführt, since no deal is known to be the last.",
				"Die Einstellung %s schaltet das Pflichtsolo ein; viele Runden lassen es zu Hause weg. Die App merkt sich, wer noch eins schuldet, und sagt, wer vorgeführt wird. In einem Spiel ohne festes Ende wird niemand vorgeführt, denn kein Spiel steht als letztes fest.",
				dkSetting("pflichtsolo")),
		),
	)
}

// doppelkopfDDV is the chapter on the DDV's scoring (TSR 7): the overview
// and the section behind every kind of point the engine gives.
func doppelkopfDDV() Chapter {
	d := st.DDVRuleRef
	return chapter("ddv", "Scoring by the DDV's tournament rules", "Wertung nach den Turnierspielregeln des DDV", intro(
		p("Every game of Doppelkopf in the app is scored by section 7 of the DDV's tournament rules (TSR, as of February 2026). The numbers in the headings below are the TSR's; each point in the app's explanation of a deal links to its section.",
			"Jedes Doppelkopf-Spiel in der App wird nach Abschnitt 7 der Turnierspielregeln des DDV gewertet (TSR, Stand Februar 2026). Die Nummern in den Überschriften unten sind die der TSR; jeder Punkt in der Erklärung eines Spiels verweist auf seinen Abschnitt."),
		p("Who wins: the Re party needs 121 Augen, the Kontra party 120, the other way round if only Kontra was said. A party's own Absage raises what it needs (151, 181, 211 or every trick); the opponents' Absage lowers it (90, 60, 30 or one trick). If both parties fall short of their own Absagen, nobody wins.",
			"Wer gewinnt: Die Re-Partei braucht 121 Augen, die Kontra-Partei 120, umgekehrt, wenn nur Kontra gesagt wurde. Eine eigene Absage erhöht, was eine Partei braucht (151, 181, 211 oder jeden Stich); die Absage der Gegner senkt es (90, 60, 30 oder einen Stich). Bleiben beide Parteien unter ihren eigenen Absagen, gewinnt niemand."),
	),
		topic("doppelkopf.scoring", "The points at a glance", "Die Punkte im Überblick",
			p("A deal's value is the sum of the game points of TSR 7.2.2: for winning, for the losers' Augen, for Re, Kontra and every Absage, and for Augen reached against the opponents' Absagen. Then come the extra points of TSR 7.2.3, which each party earns for itself and which are netted against the other party's.",
				"Der Wert eines Spiels ist die Summe der Spielpunkte nach TSR 7.2.2: für den Sieg, für die Augen der Verlierer, für Re, Kontra und jede Absage und für Augen, die gegen Absagen der Gegner erreicht wurden. Dazu kommen die Sonderpunkte nach TSR 7.2.3, die jede Partei für sich bekommt und die mit denen der anderen verrechnet werden."),
			p("Each winner scores the result and each loser loses it. In a solo the soloist wins or pays it three times, each opponent once. At a table of five the dealer who sat out scores nothing. The scores of all players therefore always add up to zero.",
				"Jeder Gewinner bekommt das Ergebnis gutgeschrieben, jedem Verlierer wird es abgezogen. Im Solo bekommt oder zahlt der Solist es dreifach, jeder Gegenspieler einfach. Am Tisch zu fünft bekommt der aussetzende Geber nichts. Die Stände aller Spieler ergeben daher immer zusammen null."),
			p("Example: Anna and Bo are Re and announce it. They take 185 Augen, leaving Kontra 55, and catch a fox of the Kontra party. Re has won: 1 for winning, 1 each because Kontra stayed below 90 and below 60, 2 for the Re announced, and 1 extra point for the fox. Anna and Bo score 6 each, Cai and Dan lose 6 each.",
				"Beispiel: Anna und Bo sind Re und sagen es an. Sie bekommen 185 Augen, der Kontra-Partei bleiben 55, und sie fangen einen Fuchs der Kontra-Partei. Re hat gewonnen: 1 für den Sieg, je 1, weil Kontra unter 90 und unter 60 blieb, 2 für das angesagte Re und 1 Sonderpunkt für den Fuchs. Anna und Bo bekommen je 6, Cai und Dan verlieren je 6."),
		),
		rule(d(""),
			p("The game value: the points of 7.2 all go to the winning party. If nobody wins, each party gets only what it achieved under 7.2.2 (a), (e) and (f) and the extra points, and the two are netted.",
				"Der Spielwert: Die Punkte nach 7.2 gehen alle an die Gewinnerpartei. Gewinnt niemand, bekommt jede Partei nur, was sie nach 7.2.2 (a), (e) und (f) und an Sonderpunkten erreicht hat, und beides wird verrechnet."),
		),
		rule(d("ddv-won"), p("Winning the deal: 1 point.", "Das Spiel gewonnen: 1 Punkt.")),
		rule(d("ddv-below90"), p("The losers stayed below 90 Augen: 1 point.", "Die Verlierer blieben unter 90 Augen: 1 Punkt.")),
		rule(d("ddv-below60"), p("The losers stayed below 60 Augen: 1 more point.", "Die Verlierer blieben unter 60 Augen: 1 weiterer Punkt.")),
		rule(d("ddv-below30"), p("The losers stayed below 30 Augen: 1 more point.", "Die Verlierer blieben unter 30 Augen: 1 weiterer Punkt.")),
		rule(d("ddv-schwarz"),
			p("The losers took no trick at all: 1 more point. Schwarz is about tricks: a trick of four cards worth nothing is still a trick.",
				"Die Verlierer machten keinen einzigen Stich: 1 weiterer Punkt. Schwarz betrifft Stiche: Ein Stich aus vier Karten ohne Augen ist trotzdem ein Stich."),
		),
		rule(d("ddv-re"), p("Re was announced: 2 points for the winners, whoever said it.", "Re wurde angesagt: 2 Punkte für die Gewinner, gleich wer es sagte.")),
		rule(d("ddv-kontra"), p("Kontra was announced: 2 points for the winners, whoever said it.", "Kontra wurde angesagt: 2 Punkte für die Gewinner, gleich wer es sagte.")),
		rule(d("ddv-re-absagen"),
			p("Each Absage of the Re party (keine 90, keine 60, keine 30, schwarz): 1 point. A skipped stage counts as said.",
				"Jede Absage der Re-Partei (keine 90, keine 60, keine 30, schwarz): 1 Punkt. Eine übersprungene Stufe zählt als gesagt."),
		),
		rule(d("ddv-kontra-absagen"),
			p("Each Absage of the Kontra party: 1 point, in the same way.", "Jede Absage der Kontra-Partei: ebenso 1 Punkt."),
		),
		rule(d("ddv-re-against"),
			p("The Re party holds out against the Kontra party's Absagen: 1 point each for reaching 120 Augen against keine 90, 90 against keine 60, 60 against keine 30, and 30 against schwarz.",
				"Die Re-Partei hält gegen die Absagen der Kontra-Partei: je 1 Punkt für 120 Augen gegen keine 90, 90 gegen keine 60, 60 gegen keine 30 und 30 gegen schwarz."),
		),
		rule(d("ddv-kontra-against"),
			p("The Kontra party holds out against the Re party's Absagen, with the same marks.", "Die Kontra-Partei hält gegen die Absagen der Re-Partei, mit denselben Marken."),
		),
		rule(d("ddv-gegen-die-alten"),
			p("The Kontra party won against the Kreuz-Damen: 1 extra point. Like all extra points it counts only in a normal game, a Hochzeit with a partner included.",
				"Die Kontra-Partei hat gegen die Kreuz-Damen gewonnen: 1 Sonderpunkt. Wie alle Sonderpunkte zählt er nur im Normalspiel, eine Hochzeit mit Partner eingeschlossen."),
		),
		rule(d("ddv-doppelkopf"),
			p("A trick of 40 Augen or more is a Doppelkopf: 1 extra point for the party that took it.", "Ein Stich mit 40 Augen oder mehr ist ein Doppelkopf: 1 Sonderpunkt für die Partei, die ihn gemacht hat."),
		),
		rule(d("ddv-fox"),
			p("A Karo-Ass of the opponents caught in one's own trick: 1 extra point.", "Ein Karo-Ass der Gegner im eigenen Stich gefangen: 1 Sonderpunkt."),
		),
		rule(d("ddv-karlchen"),
			p("The last trick won with a Kreuz-Bube: 1 extra point.", "Den letzten Stich mit einem Kreuz-Buben gemacht: 1 Sonderpunkt."),
		),
	)
}

// doppelkopfHomeRules is the chapter on the home rules of the score sheet:
// the solo bonus and Bock rounds.
func doppelkopfHomeRules() Chapter {
	return chapter("home-rules", "Home rules on the score sheet", "Hausregeln auf dem Zettel", intro(
		p("The DDV knows neither of the two rules below; many home tables play one or both. Each is switched on in the new-game form.",
			"Der DDV kennt keine der beiden Regeln unten; viele Runden spielen zu Hause eine oder beide. Jede wird im Formular für ein neues Spiel eingeschaltet."),
	),
		topic("doppelkopf.solo-bonus", "Solo bonus", "Solozuschlag",
			pw("Setting %s makes every solo worth that many points more, from 0 to %s. The bonus goes to whoever wins the solo and is added before the soloist's threefold share: with a bonus of 1, a solo won with a value of 3 brings the soloist (3 + 1) × 3 = 12, and each opponent pays 4. A solo that nobody wins gets no bonus.",
				"Die Einstellung %s macht jedes Solo so viele Punkte mehr wert, von 0 bis %s. Der Zuschlag geht an den, der das Solo gewinnt, und kommt vor dem Dreifachen des Solisten dazu: Mit einem Zuschlag von 1 bringt ein Solo, gewonnen mit einem Wert von 3, dem Solisten (3 + 1) × 3 = 12, und jeder Gegenspieler zahlt 4. Ein Solo, das niemand gewinnt, bekommt keinen Zuschlag.",
				dkSetting("solo_bonus"), dkNumber(st.MaxSoloBonus)),
		),
		topic("doppelkopf.bock", "Bock rounds", "Bockrunden",
			pw("Setting %s: certain deals bring a Bock round, as many deals as there are players at the table, so that every seat deals once: four deals at a table of four, five at a table of five. In a Bock deal every point counts twice, extra points included.",
				"Einstellung %s: Bestimmte Spiele bringen eine Bockrunde, so viele Spiele, wie Spieler am Tisch sitzen, damit jeder Platz einmal gibt: vier Spiele am Tisch zu viert, fünf zu fünft. In einem Bockspiel zählt jeder Punkt doppelt, Sonderpunkte eingeschlossen.",
				dkSetting("bock")),
			Para{Text: Text{EN: "Which deals bring one is up to the table; each trigger is a setting of its own, and a deal that meets several still brings one round:",
				DE: "Welche Spiele eine bringen, entscheidet der Tisch; jeder Anlass ist eine eigene Einstellung, und ein Spiel, das mehrere erfüllt, bringt trotzdem eine Runde:"},
				Items: []Text{
					dkWith("%s: the deal ended 120:120;", "%s: Das Spiel endete 120:120;", dkSetting("bock_tie")),
					dkWith("%s: a party that announced Re or Kontra, or more, did not win;",
						"%s: Eine Partei, die Re oder Kontra oder mehr angesagt hatte, hat nicht gewonnen;", dkSetting("bock_lost_call")),
					dkWith("%s: the Kontra party announced Kontra and won;", "%s: Die Kontra-Partei hat Kontra angesagt und gewonnen;",
						dkSetting("bock_kontra_won")),
					dkWith("%s: a soloist lost the solo;", "%s: Ein Solist hat sein Solo verloren;", dkSetting("bock_solo_lost")),
					dkWith("%s: both Herz-Zehnen fell in the same trick.", "%s: Beide Herz-Zehnen fielen in denselben Stich.",
						dkSetting("bock_heart_tens")),
				}},
			pw("Setting %s decides what a round triggered while Bock deals are still pending does. With %s the rounds overlap and multiply: ×4 in the deals two rounds share, the Doppelbock, ×8 where three do. With %s the new round starts only when the pending ones are played, so no deal counts more than twice.",
				"Die Einstellung %s entscheidet, was eine Runde tut, die ausgelöst wird, während noch Bockspiele ausstehen. Mit %s überlagern sich die Runden und vervielfachen: ×4 in den Spielen, die zwei Runden teilen, der Doppelbock, ×8, wo es drei sind. Mit %s beginnt die neue Runde erst, wenn die ausstehenden gespielt sind, also zählt kein Spiel mehr als doppelt.",
				dkSetting("bock_stack"), dkOptionChoice("bock_stack", string(st.BockStacked)), dkOptionChoice("bock_stack", string(st.BockQueued))),
			p("A redeal uses up no Bock deal. When the game ends, Bock deals still pending lapse, and a trigger in the last deal brings nothing.",
				"Neu geben verbraucht kein Bockspiel. Wenn das Spiel endet, verfallen noch ausstehende Bockspiele, und ein Anlass im letzten Spiel bringt nichts mehr."),
			p("Example at a table of four with Bock after 120:120: the first deal ends 120:120. Kontra wins it and scores 2: 1 for winning and 1 extra point for winning against the Kreuz-Damen. The next four deals are a Bock round. In the first of them Cai plays a Damensolo, announces Re and takes 175 Augen: 1 for winning, 1 because the opponents stayed below 90 and 2 for the Re make 4, doubled by Bock to 8. Cai scores three times that, 24, and each opponent pays 8.",
				"Beispiel am Tisch zu viert mit Bock nach 120:120: Das erste Spiel endet 120:120. Kontra gewinnt es und bekommt 2: 1 für den Sieg und 1 Sonderpunkt für den Sieg gegen die Kreuz-Damen. Die nächsten vier Spiele sind eine Bockrunde. Im ersten davon spielt Cai ein Damensolo, sagt Re an und bekommt 175 Augen: 1 für den Sieg, 1, weil die Gegner unter 90 blieben, und 2 für das Re ergeben 4, durch Bock verdoppelt auf 8. Cai bekommt das Dreifache, 24, und jeder Gegenspieler zahlt 8."),
		),
	)
}

// doppelkopfSheet is the chapter on the score sheet: how long a game lasts
// and the fast entry.
func doppelkopfSheet() Chapter {
	return chapter("sheet", "The score sheet", "Der Zettel", nil,
		topic("doppelkopf.end", "The end of the game", "Das Ende des Spiels",
			pw("Setting %s gives the game's length in deals: 24 in the DDV's preset, as at a tournament table. Setting %s gives it in rounds instead, each one deal by every seat, which the app turns into deals: four a round at a table of four, five at a table of five. Only one of the two may be set.",
				"Die Einstellung %s legt die Länge des Spiels in Spielen fest: 24 in der Vorgabe des DDV, wie an einem Turniertisch. Die Einstellung %s legt sie stattdessen in Runden fest, in jeder gibt jeder Platz einmal, und die App rechnet sie in Spiele um: vier je Runde am Tisch zu viert, fünf zu fünft. Nur eine der beiden darf gesetzt sein.",
				dkSetting("deals"), dkSetting("rounds")),
			p("With a fixed length the app says when the last deal has been played and takes no more; the player with the most points has won.",
				"Mit fester Länge sagt die App, wenn das letzte Spiel gespielt ist, und nimmt keine weiteren an; wer die meisten Punkte hat, hat gewonnen."),
			p("With both at 0 the game has no fixed end: play as long as you like, and when the table stops, a scorer ends it with “Finish here” under “End or remove this game”. It then counts in the statistics and the ledger.",
				"Stehen beide auf 0, hat das Spiel kein festes Ende: Spielt, so lange ihr wollt, und wenn der Tisch aufhört, beendet ein Schreiber es mit „Hier beenden“ unter „Spiel beenden oder entfernen“. Dann zählt es in der Statistik und der Abrechnung."),
		),
		topic("doppelkopf.fast-entry", "The fast entry", "Die Schnelleingabe",
			list("In the full entry the table says what happened, the game, the Re party, its Augen, the announcements and the extra points, and the app counts the value. Tables that count the value themselves can use the fast entry instead and give only:",
				"In der ausführlichen Eingabe sagt der Tisch, was geschah, das Spiel, die Re-Partei, ihre Augen, die Ansagen und die Sonderpunkte, und die App zählt den Wert. Wer den Wert selbst zählt, kann stattdessen die Schnelleingabe nehmen und gibt nur an:",
				li("who won: the two winners of a normal game, the soloist alone for a solo won, or the three opponents for a solo lost;",
					"wer gewonnen hat: die beiden Gewinner eines Normalspiels, den Solisten allein bei gewonnenem Solo oder die drei Gegenspieler bei verlorenem;"),
				li("the game's value as the table counted it by TSR 7.2.2, before extra points, solo bonus, the soloist's threefold share and Bock;",
					"den Spielwert, wie der Tisch ihn nach TSR 7.2.2 gezählt hat, vor Sonderpunkten, Solozuschlag, dem Dreifachen des Solisten und Bock;"),
				li("the extra points of the winners and of the losers, if any; a solo has none;",
					"die Sonderpunkte der Gewinner und der Verlierer, falls es welche gab; ein Solo hat keine;"),
				li("at a table with Bock rounds, whether the deal brings one: 120:120, a lost announcement, Kontra won or both Herz-Zehnen in one trick, whichever the table plays. A lost solo the app sees for itself from who won.",
					"an einem Tisch mit Bockrunden, ob das Spiel eine bringt: 120:120, eine verlorene Ansage, gewonnenes Kontra oder beide Herz-Zehnen in einem Stich, je nachdem, was der Tisch spielt. Ein verlorenes Solo erkennt die App selbst daran, wer gewonnen hat."),
			),
			Para{Text: dkWith("The app checks that the winners are one, two or three of the players who got cards, that the value lies between 1 and %s, the most a deal can be worth, and that the extra points of both sides come to at most %s. It computes the rest: each side's points net of the extra points, the solo bonus for the winner of a solo, three times for the soloist, the Bock multiplier, whose Pflichtsolo it was and who deals next.",
				"Die App prüft, dass die Gewinner einer, zwei oder drei der Spieler sind, die Karten bekommen haben, dass der Wert zwischen 1 und %s liegt, dem Höchsten, was ein Spiel wert sein kann, und dass die Sonderpunkte beider Seiten zusammen höchstens %s sind. Den Rest rechnet sie: die Punkte jeder Seite nach Verrechnung der Sonderpunkte, den Solozuschlag für den Gewinner eines Solos, das Dreifache des Solisten, den Bock-Faktor, wessen Pflichtsolo es war und wer als Nächstes gibt.",
				dkNumber(st.MaxFastValue), dkNumber(st.MaxFastExtras))},
			p("The value itself the app takes on trust. A deal that nobody won, because both parties fell short of their own Absagen, needs the full entry, and so does a dispute about the count.",
				"Den Wert selbst übernimmt die App ungeprüft. Ein Spiel, das niemand gewonnen hat, weil beide Parteien unter ihren eigenen Absagen blieben, braucht die ausführliche Eingabe, ebenso ein Streit über die Zählung."),
		),
	)
}

// doppelkopfPresetChapter is the chapter on the presets of Doppelkopf; each
// section lists what its preset sets, as the new-game form shows it.
func doppelkopfPresetChapter() Chapter {
	v := func(preset string, lead Para) Section {
		return Section{ID: PresetAnchor(preset), Title: st.PresetTitle(preset), Body: []Para{lead, {
			Text:  Text{EN: "It sets:", DE: "Sie setzt:"},
			Items: dkPresetSettings(preset),
		}}}
	}
	return chapter("presets", "The presets", "Die Vorgaben", intro(
		p("Every option not listed under a preset is off in it. Switch on what your table plays in the new-game form; the game's rules card then shows where it differs from the preset.",
			"Jede Einstellung, die unter einer Vorgabe nicht steht, ist dort aus. Schaltet im Formular für ein neues Spiel ein, was euer Tisch spielt; die Regelkarte des Spiels zeigt dann, wo es von der Vorgabe abweicht."),
	),
		v("doppelkopf", p("The DDV's tournament rules as they stand, for four players or five with the dealer sitting out, without any home rule.",
			"Die Turnierspielregeln des DDV, wie sie sind, für vier Spieler oder fünf mit aussetzendem Geber, ohne jede Hausregel.")),
		v("doppelkopf-home", p("The tournament rules with the home rules most tables add. Bock rounds: a deal that ends 120:120, or in which a party loses after announcing, brings a round in which every point counts twice. The second Dulle beats the first, but not in the last trick; a player with both foxes may show them as Schweinchen; a player with three trumps or fewer may offer an Armut; and a Hochzeit names the trick that finds the partner.",
			"Die Turnierregeln mit den Hausregeln, die die meisten Runden dazunehmen. Bockrunden: Ein Spiel, das 120:120 endet oder in dem eine Partei trotz Ansage verliert, bringt eine Runde, in der jeder Punkt doppelt zählt. Die zweite Dulle sticht die erste, nur im letzten Stich nicht; wer beide Füchse hat, darf sie als Schweinchen zeigen; wer drei Trümpfe oder weniger hat, darf eine Armut anbieten; und eine Hochzeit bestimmt, welcher Stich den Partner findet.")),
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
					out = append(out, Text{EN: o.Label.EN + ": " + strconv.Itoa(int(v)), DE: o.Label.DE + ": " + strconv.Itoa(int(v))})
				}
			case string:
				for _, c := range o.Choices {
					if c.Value == v {
						out = append(out, Text{EN: o.Label.EN + ": " + c.Label.EN, DE: o.Label.DE + ": " + c.Label.DE})
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
		return Text{EN: name, DE: name}
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
	return Text{EN: value, DE: value}
}

// dkQuote puts a text in each language's quotation marks.
func dkQuote(t Text) Text { return Text{EN: "“" + t.EN + "”", DE: "„" + t.DE + "“"} }

// dkNumber is a number, the same in both languages.
func dkNumber(n int) Text { s := strconv.Itoa(n); return Text{EN: s, DE: s} }

// dkWith fills the %s verbs of en and de, in order, with the texts' words
// in the same language.
func dkWith(en, de string, args ...Text) Text {
	ea, da := make([]any, len(args)), make([]any, len(args))
	for i, a := range args {
		ea[i], da[i] = a.EN, a.DE
	}
	return Text{EN: fmt.Sprintf(en, ea...), DE: fmt.Sprintf(de, da...)}
}

// pw is a paragraph in both languages whose %s verbs dkWith fills.
func pw(en, de string, args ...Text) Para { return Para{Text: dkWith(en, de, args...)} }
