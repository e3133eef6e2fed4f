package tupelkopf

import (
	"schreiber/views/viewtest"
	"testing"
)

// The team games below are played by Anna and Carl (seats 0 and 2)
// against Bo and Dora (seats 1 and 3), and in each Dora does everything
// her side does: a seat is credited only with what it did itself, and
// with what its side did as a whole only through a figure marked Side,
// which Bo then shares as he shares the win. scoring/stats's
// TestTeamGamesCreditEachPartner adds these results up.

func TestTupelkopfResult(t *testing.T) {
	// Plön rules without an end, after the seed's deals: Bo leads with 11.
	// Dora's Trumpfsolo and Carl's stille Hochzeit were won, Bo's
	// Knochenloser lost.
	tab := viewtest.File(t, Kind, "../../scoring/tupelkopf/testdata/doppelkopf_game.json")
	viewtest.CheckResult(t, tab, false, []viewtest.Seat{
		{Side: 0, Place: 2, Won: false, Counts: []int{0, 0, 3, 8}},
		{Side: 1, Place: 1, Won: true, Counts: []int{1, 0, 4, 8}},
		{Side: 2, Place: 3, Won: false, Counts: []int{1, 1, 5, 8}},
		{Side: 3, Place: 4, Won: false, Counts: []int{1, 1, 3, 8}},
	}, nil, []int{-1, 11, -3, -7})
}

func TestTupelkopfCreditsTheSoloist(t *testing.T) {
	// Three deals: Dora's Trumpfsolo (128 Sunkte, won: +3, the others −1),
	// Bo and Dora's normal game (151, won: ±2), Dora's Damensolo (128,
	// won: +3, −1). Dora 8, Bo 0, Anna and Carl −4. The solos are Dora's
	// alone; Bo won the one deal he was Dora's partner in.
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"ploen","deals":3},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, viewtest.Entries(
		`{"kind":"deal","type":"trumpfsolo","alten":[3],"sunkte":128}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":151}`,
		`{"kind":"deal","type":"damensolo","alten":[3],"sunkte":128}`)...)
	viewtest.CheckTeamResult(t, Kind, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0, 0, 3}},
		{Side: 1, Place: 2, Won: false, Counts: []int{0, 0, 1, 3}},
		{Side: 2, Place: 3, Won: false, Counts: []int{0, 0, 0, 3}},
		{Side: 3, Place: 1, Won: true, Counts: []int{2, 2, 3, 3}},
	}, nil, []int{-4, 0, -4, 8})
}
