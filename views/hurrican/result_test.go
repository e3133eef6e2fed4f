package hurrican

import (
	"testing"

	"schreiber/views/viewtest"
)

// The team games below are played by Anna and Carl (seats 0 and 2)
// against Bo and Dora (seats 1 and 3), and in each Dora does everything
// her side does: a seat is credited only with what it did itself, and
// with what its side did as a whole only through a figure marked Side,
// which Bo then shares as he shares the win. scoring/stats's
// TestTeamGamesCreditEachPartner adds these results up.

func TestHurricanResult(t *testing.T) {
	// Anna wins 16:13, single: Bo pays the 10 chips. Hurricans per deal
	// 3:3, 1:1, 1:1, 2:1.
	tab := viewtest.File(t, Kind, "../../scoring/hurrican/testdata/games/two_players.json")
	viewtest.CheckResult(t, tab, true, []viewtest.Seat{
		{Side: 0, Place: 1, Won: true, Counts: []int{7, 0}},
		{Side: 1, Place: 2, Won: false, Counts: []int{6, 0}},
	}, []int{10, -10}, nil)
}

func hurricanTap(seat string) string { return `{"kind":"hurrican","seat":` + seat + `}` }

// hurricanSweep is a deal's count in which Bo & Dora win every card and
// point but what the Hurricans give: Karte 12:28, Farbe 2:8, the Schöne
// Sieben and the Premiere (every Seven); hurricans, when given, replace
// the taps.
func hurricanSweep(hurricans string) string {
	e := `{"kind":"deal","cards":[12,28],"hearts":[2,8],"seven_of_hearts":1,` +
		`"best":[{"clubs":"6","spades":"6","hearts":"6","diamonds":"6"},{"clubs":"7","spades":"7","hearts":"7","diamonds":"7"}]`
	if hurricans != "" {
		e += `,"hurricans":` + hurricans
	}
	return e + "}"
}

func TestHurricanPairsCreditTheSweeper(t *testing.T) {
	// Deal 1: Dora, Anna, Dora sweep: 0+1 and 4+2, 1:6. Deal 2: Dora
	// sweeps three times, 4+3: 1:13. Deal 3: once more, 4+1: 1:18, won by
	// Bo & Dora with Anna & Carl below 8, double. Dora swept 6, Anna 1, Bo and Carl
	// none; Bo shares the game won double.
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"classic"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, viewtest.Entries(
		hurricanTap("3"), hurricanTap("0"), hurricanTap("3"), hurricanSweep(""),
		hurricanTap("3"), hurricanTap("3"), hurricanTap("3"), hurricanSweep(""),
		hurricanTap("3"), hurricanSweep(""))...)
	viewtest.CheckTeamResult(t, Kind, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{1, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{6, 1}},
	}, nil, nil)

	// Counts that replace the taps. Deal 1: Dora, Bo, Dora tapped, but the
	// count says 2: one tap was wrong, nobody knows which, so Dora surely
	// swept 1 and Bo none. Deal 2: Dora tapped once and the count says 4
	// for her side and 1 for Anna & Carl, who tapped none: Dora keeps her
	// one, the rest nobody said. Deal 3: as tapped, Dora twice. 0:6, 1:14,
	// 1:20: won double.
	tab = viewtest.Game(t, Kind, `{"rules":{"preset":"classic"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, viewtest.Entries(
		hurricanTap("3"), hurricanTap("1"), hurricanTap("3"), hurricanSweep("[0,2]"),
		hurricanTap("3"), hurricanSweep("[1,4]"),
		hurricanTap("3"), hurricanTap("3"), hurricanSweep(""))...)
	viewtest.CheckTeamResult(t, Kind, tab, true, []viewtest.Seat{
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 0, Place: 3, Won: false, Counts: []int{0, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{4, 1}},
	}, nil, nil)
}
