package tupelkopf

import (
	"schreiber/scoring"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

// DoppelkopfKind is Doppelkopf on the shared game pages: the DDV's
// tournament rules or the home rules, scored in points. It shares
// Tupelkopf's engine and components, which speak of Re and Kontra, Augen
// and points when a table is scored by the DDV's rules.
var DoppelkopfKind = views.Kind{
	Name:     "doppelkopf",
	Title:    scoring.T("Doppelkopf"),
	Setup:    tupelkopf.DoppelkopfSetup,
	Replay:   replayer.Replay,
	Referee:  DoppelkopfReferee,
	Figures:  figures,
	Rulebook: doppelkopfRulebook(),
}
