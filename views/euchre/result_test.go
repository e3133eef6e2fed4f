package euchre

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

func TestEuchreResult(t *testing.T) {
	// Bo & Dora win 6:3 with a march (hand 8) on the trump Dora made: the
	// march is hers, not Bo's. Carl (hand 3) and Dora (hand 6) made a lone
	// hand; nobody was euchred.
	tab := viewtest.File(t, Kind, "../../scoring/euchre/testdata/games/five.json")
	viewtest.CheckResult(t, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{0, 0, 0}},
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0, 1}},
		{Side: 1, Place: 1, Won: true, Counts: []int{1, 0, 1}},
	}, nil, []int{-3, 3, -3, 3})
}

func TestEuchreCreditsTheMaker(t *testing.T) {
	// Dora makes trump and marches (2), Anna's trump is euchred by Bo and
	// Dora (2), Dora goes alone and marches (4): 0:8 to five. Both marches
	// and the lone hand are Dora's; the euchre is her side's, Bo's too.
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"five"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, viewtest.Entries(
		`{"kind":"hand","maker":3,"tricks":5}`, `{"kind":"hand","maker":0,"tricks":2}`, `{"kind":"hand","maker":3,"alone":true,"tricks":5}`)...)
	viewtest.CheckTeamResult(t, Kind, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{0, 1, 0}},
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{2, 1, 1}},
	}, nil, []int{-8, 8, -8, 8})
}
