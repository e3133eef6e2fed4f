package tupelkopf

import (
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// DoppelkopfPages are how a game of Doppelkopf is drawn and entered: the
// DDV's tournament rules or the home rules, scored in points. It shares
// Tupelkopf's components, which speak of Re and Kontra, Augen and points
// when a table is scored by the DDV's rules.
var DoppelkopfPages = views.Pages{
	Draw:     views.DrawAs(func(t tupelkopf.Table) views.Table { return table{t} }),
	Referee:  DoppelkopfReferee,
	Rulebook: doppelkopfRulebook(),
}
