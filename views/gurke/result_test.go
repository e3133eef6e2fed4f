package gurke

import (
	"schreiber/views/viewtest"
	"testing"
)

func TestGurkeResultKurkoSettlement(t *testing.T) {
	// Anna takes three kings (39), then Bo three queens (36): both are past
	// the limit, Cai wins with 0 and the others pay the difference.
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"kurko"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"}, viewtest.Entries(
		`{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`,
		`{"kind":"quick","loser":1,"card":"Q"}`, `{"kind":"quick","loser":1,"card":"Q"}`, `{"kind":"quick","loser":1,"card":"Q"}`)...)
	viewtest.CheckResult(t, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 3}},
		{Side: 1, Place: 2, Won: false, Counts: []int{0, 3}},
		{Side: 2, Place: 1, Won: true, Counts: []int{0, 0}},
	}, []int{-39, -36, 75}, nil)
}

func TestGurkeResultPotAndPoints(t *testing.T) {
	// Swedish: one stake each into the pot; Anna, then Bo go out, each
	// with a cucumber, and Cai takes the pot of three.
	quick := func(seat int) string { return `{"kind":"quick","loser":` + string(rune('0'+seat)) + `,"card":"K"}` }
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"swedish"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"},
		viewtest.Entries(quick(0), quick(0), quick(0), quick(1), quick(1), quick(1))...)
	viewtest.CheckResult(t, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{1, 3}},
		{Side: 1, Place: 2, Won: false, Counts: []int{1, 3}},
		{Side: 2, Place: 1, Won: true, Counts: []int{0, 0}},
	}, []int{-1, -1, 2}, nil)

	// Mätäpesä has no end: it counts as it stands, the fewest losses
	// first; a stake per point is paid on the losses between.
	tab = viewtest.Game(t, Kind, `{"rules":{"preset":"matapesa"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"},
		viewtest.Entries(`{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":1,"card":"K"}`)...)
	viewtest.CheckResult(t, tab, false, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 2}},
		{Side: 1, Place: 2, Won: false, Counts: []int{0, 1}},
		{Side: 2, Place: 1, Won: true, Counts: []int{0, 0}},
	}, nil, []int{-2, -1, 3})

	running := viewtest.Game(t, Kind, `{"rules":{"preset":"danish"},"first_dealer":0}`, []string{"Anna", "Bo"},
		viewtest.Entries(`{"kind":"quick","loser":0,"card":"K"}`)...)
	if _, ok := running.Result(); ok {
		t.Error("a running game of Danish Agurk has a result")
	}
	fresh := viewtest.Game(t, Kind, `{"rules":{"preset":"matapesa"},"first_dealer":0}`, []string{"Anna", "Bo"})
	if _, ok := fresh.Result(); ok {
		t.Error("a game without an entry has a result")
	}
}
