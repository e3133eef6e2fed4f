package views

import (
	st "schreiber/scoring/tupelkopf"
)

// tupelkopfBunkte is the chapter on the Plön Bunkte.
func tupelkopfBunkte() Chapter {
	b := st.RuleRef
	return chapter("bunkte", "Bunkte", "Bunkte", nil,
		rule(st.RuleRef(""),
			p("A deal is worth Bunkte, balance points. Each item below is one Bunkt for the party that earns it; the thresholds are for all n decks, so at four players keine 60n means keine 120. Both parties may earn Bunkte in the same deal, say one for the losers staying below 45n and the other for a caught fox.",
				"Ein Spiel ist Bunkte wert, Bilanzpunkte. Jeder Posten unten ist ein Bunkt für die Partei, die ihn verdient; die Schwellen gelten für alle n Blätter, zu viert heißt keine 60n also keine 120. Beide Parteien können im selben Spiel Bunkte bekommen, etwa die eine, weil die Verlierer unter 45n blieben, die andere für einen gefangenen Fuchs."),
			p("A table either nets them into one figure per deal or writes each party's Bunkte down separately. Every player of a party scores its Bunkte; where the parties differ in size, the smaller party balances the larger one, or, if the table prefers, every player settles with every opponent.",
				"Ein Tisch verrechnet sie entweder zu einer Zahl je Spiel oder schreibt die Bunkte jeder Partei getrennt auf. Jeder Spieler einer Partei schreibt ihre Bunkte; sind die Parteien ungleich groß, gleicht die kleinere die größere aus, oder, wenn der Tisch das lieber mag, rechnet jeder Spieler mit jedem Gegner ab."),
		),
		rule(b("gegen-die-alten"),
			p("The Anderen have won against the Alten: one Bunkt. Not in a solo, and not when the Alten lost only by breaking their own announcement, unless the table agrees otherwise.",
				"Die Anderen haben gegen die Alten gewonnen: ein Bunkt. Nicht im Solo und nicht, wenn die Alten nur verloren haben, weil sie ihre eigene Ansage nicht erfüllt haben, es sei denn, der Tisch vereinbart es anders."),
		),
		rule(b("keine60"),
			p("The losers did not reach 60n Sunkte. Every win on Sunkte earns this Bunkt, since the losers then hold less than half.",
				"Die Verlierer haben keine 60n Sunkte erreicht. Jeder Sieg nach Sunkten bringt diesen Bunkt, denn die Verlierer haben dann weniger als die Hälfte."),
		),
		rule(b("keine45"),
			p("The losers did not reach 45n Sunkte: one more Bunkt.", "Die Verlierer haben keine 45n Sunkte erreicht: ein weiterer Bunkt."),
		),
		rule(b("keine30"),
			p("The losers did not reach 30n Sunkte: one more Bunkt.", "Die Verlierer haben keine 30n Sunkte erreicht: ein weiterer Bunkt."),
		),
		rule(b("keine15"),
			p("The losers did not reach 15n Sunkte: one more Bunkt.", "Die Verlierer haben keine 15n Sunkte erreicht: ein weiterer Bunkt."),
		),
		rule(b("schwarz"),
			p("The losers took not a single Sunkt: one more Bunkt. A trick of nines alone is worth nothing, so a party can be schwarz and still own a trick.",
				"Die Verlierer haben keinen einzigen Sunkt bekommen: ein weiterer Bunkt. Ein Stich aus lauter Neunen ist nichts wert, eine Partei kann also schwarz sein und trotzdem einen Stich haben."),
		),
		rule(b("tupelkopf"),
			p("One Bunkt for every trick of 15n+10 Sunkte or more a party took.", "Ein Bunkt für jeden Stich mit 15n+10 Sunkten oder mehr, den eine Partei gemacht hat."),
		),
		rule(b("fox"),
			p("One Bunkt for every Karo-Ass of the other party, a fox, that ends up in one's own tricks. Schweinchen count as foxes too.",
				"Ein Bunkt für jedes Karo-Ass der anderen Partei, einen Fuchs, das in den eigenen Stichen landet. Auch Schweinchen zählen als Füchse."),
		),
		rule(b("karlchen"),
			p("One Bunkt when one's own party took the last trick with a Kreuz-Bube.", "Ein Bunkt, wenn die eigene Partei den letzten Stich mit einem Kreuz-Buben gemacht hat."),
		),
		rule(b("announced"),
			p("Every announcement kept is worth one more Bunkt, and a high announcement counts every stage below it: keine 30n kept is three Bunkte, for Re or Contra, keine 45n and keine 30n.",
				"Jede erfüllte Ansage ist einen Bunkt mehr wert, und eine hohe Ansage zählt jede Stufe darunter mit: erfülltes keine 30n sind drei Bunkte, für Re oder Contra, keine 45n und keine 30n."),
		),
		rule(b("failed"),
			p("A party that breaks its announcement loses the deal. The winners get one Bunkt for each announcement of the losers, plus the usual Bunkte for the losers' Sunkte as far as these really stayed below the marks.",
				"Eine Partei, die ihre Ansage nicht erfüllt, verliert das Spiel. Die Gewinner bekommen einen Bunkt für jede Ansage der Verlierer, dazu die üblichen Bunkte für die Sunkte der Verlierer, soweit diese wirklich unter den Schwellen blieben."),
			p("If both parties break their announcements, nobody wins: each gets one Bunkt for every announcement of the other, plus the inverse Bunkte, and the special tricks count as always.",
				"Erfüllen beide Parteien ihre Ansagen nicht, gewinnt niemand: Jede bekommt einen Bunkt für jede Ansage der anderen, dazu die inversen Bunkte, und die besonderen Stiche zählen wie immer."),
		),
		rule(b("inverse"),
			p("If the announcing party itself stays below the mark it promised its opponents, the announcement is inversely fulfilled, and the opponents get one more Bunkt for it. Re and Contra do not count here.",
				"Bleibt die ansagende Partei selbst unter der Schwelle, die sie ihren Gegnern zugedacht hat, ist die Ansage invers erfüllt, und die Gegner bekommen dafür einen Bunkt mehr. Re und Contra zählen hier nicht."),
			p("Example: the Anderen announce keine 30n, which includes Contra and keine 45n, and then take only 40n. The Alten win and get 3 for the three broken announcements, 2 because the Anderen stayed below 60n and 45n, and 1 because the Anderen stayed below their own keine 45n: 6 Bunkte.",
				"Beispiel: Die Anderen sagen keine 30n an, was Contra und keine 45n einschließt, und bekommen dann nur 40n. Die Alten gewinnen und erhalten 3 für die drei gebrochenen Ansagen, 2, weil die Anderen unter 60n und 45n blieben, und 1, weil die Anderen selbst unter ihrem keine 45n blieben: 6 Bunkte."),
		),
		rule(b("stille-hochzeit"),
			p("A silent Hochzeit of a player with every Kreuz-Dame counts as a solo. Otherwise, if the Alten win, they get one Bunkt more for every player their party is short of n.",
				"Eine stille Hochzeit mit allen Kreuz-Damen zählt als Solo. Sonst bekommen die Alten, wenn sie gewinnen, einen Bunkt mehr für jeden Spieler, der ihrer Partei an n fehlt."),
		),
	)
}

// tupelkopfPresetChapter is the chapter on Tupelkopf's presets.
func tupelkopfPresetChapter() Chapter {
	v := func(preset string, paras ...Para) Section {
		return Section{ID: PresetAnchor(preset), Title: st.PresetTitle(preset), Body: paras}
	}
	return chapter("presets", "The presets", "Die Vorgaben", nil,
		v("ploen", p("The Plön rules for any even table, with each deal's Bunkte netted into one figure.",
			"Die Plöner Regel für jeden geraden Tisch, die Bunkte jedes Spiels zu einer Zahl verrechnet.")),
		v("ploen-split", p("The same rules, with each party's Bunkte written down separately, so the sheet also shows what was won and what was conceded.",
			"Dieselben Regeln, die Bunkte jeder Partei getrennt aufgeschrieben, sodass der Zettel auch zeigt, was gewonnen und was abgegeben wurde.")),
	)
}
