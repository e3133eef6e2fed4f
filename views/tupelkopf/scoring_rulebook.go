package tupelkopf

import (
	st "schreiber/scoring/tupelkopf"
	"schreiber/views"
	"schreiber/views/book"
)

// bunkte is the chapter on the Plön Bunkte.
func bunkte() views.Chapter {
	b := st.RuleRef
	return book.Chapter("bunkte", "Bunkte", nil,
		book.Rule(st.RuleRef(""),
			book.P("A deal is worth Bunkte, balance points. Each item below is one Bunkt for the party that earns it; the thresholds are for all n decks, so at four players keine 60n means keine 120. Both parties may earn Bunkte in the same deal, say one for the losers staying below 45n and the other for a caught fox."),
			book.P("A table either nets them into one figure per deal or writes each party's Bunkte down separately. Every player of a party scores its Bunkte; where the parties differ in size, the smaller party balances the larger one, or, if the table prefers, every player settles with every opponent."),
		),
		book.Rule(b("gegen-die-alten"),
			book.P("The Others have won against the Elders: one Bunkt. Not in a solo, and not when the Elders lost only by breaking their own announcement, unless the table agrees otherwise."),
		),
		book.Rule(b("keine60"),
			book.P("The losers did not reach 60n card points. Every win on card points earns this Bunkt, since the losers then hold less than half."),
		),
		book.Rule(b("keine45"),
			book.P("The losers did not reach 45n card points: one more Bunkt."),
		),
		book.Rule(b("keine30"),
			book.P("The losers did not reach 30n card points: one more Bunkt."),
		),
		book.Rule(b("keine15"),
			book.P("The losers did not reach 15n card points: one more Bunkt."),
		),
		book.Rule(b("schwarz"),
			book.P("The losers took not a single card point: one more Bunkt. A trick of nines alone is worth nothing, so a party can be schwarz and still own a trick."),
		),
		book.Rule(b("tupelkopf"),
			book.P("One Bunkt for every trick of 15n+10 card points or more a party took."),
		),
		book.Rule(b("fox"),
			book.P("One Bunkt for every Karo-Ass of the other party, a fox, that ends up in one's own tricks. Schweinchen count as foxes too."),
		),
		book.Rule(b("karlchen"),
			book.P("One Bunkt when one's own party took the last trick with a Kreuz-Bube."),
		),
		book.Rule(b("announced"),
			book.P("Every announcement kept is worth one more Bunkt, and a high announcement counts every stage below it: keine 30n kept is three Bunkte, for Re or Contra, keine 45n and keine 30n."),
		),
		book.Rule(b("failed"),
			book.P("A party that breaks its announcement loses the deal. The winners get one Bunkt for each announcement of the losers, plus the usual Bunkte for the losers' card points as far as these really stayed below the marks."),
			book.P("If both parties break their announcements, nobody wins: each gets one Bunkt for every announcement of the other, plus the inverse Bunkte, and the special tricks count as always."),
		),
		book.Rule(b("inverse"),
			book.P("If the announcing party itself stays below the mark it promised its opponents, the announcement is inversely fulfilled, and the opponents get one more Bunkt for it. Re and Contra do not count here."),
			book.P("Example: the Others announce keine 30n, which includes Contra and keine 45n, and then take only 40n. The Elders win and get 3 for the three broken announcements, 2 because the Others stayed below 60n and 45n, and 1 because the Others stayed below their own keine 45n: 6 Bunkte."),
		),
		book.Rule(b("stille-hochzeit"),
			book.P("A silent Hochzeit of a player with every Kreuz-Dame counts as a solo. Otherwise, if the Elders win, they get one Bunkt more for every player their party is short of n."),
		),
	)
}

// presetChapter is the chapter on Tupelkopf's presets.
func presetChapter() views.Chapter {
	v := func(preset string, paras ...views.Para) views.Section {
		return views.Section{ID: views.PresetAnchor(preset), Title: st.PresetTitle(preset), Body: paras}
	}
	return book.Chapter("presets", "The presets", nil,
		v("ploen", book.P("The Plön rules for any even table, with each deal's Bunkte netted into one figure.")),
		v("ploen-split", book.P("The same rules, with each party's Bunkte written down separately, so the sheet also shows what was won and what was conceded.")),
	)
}
