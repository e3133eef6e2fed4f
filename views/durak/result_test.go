package durak

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

func TestDurakResult(t *testing.T) {
	// A series without an end, as it stands: Anna durak twice, Carl and
	// Dora once, Bo never (and one draw). Bo, with the fewest losses,
	// wins it; Carl and Dora share the second place and win nothing.
	tab := viewtest.File(t, Kind, "../../scoring/durak/testdata/classic_game.json")
	viewtest.CheckResult(t, tab, false, []viewtest.Seat{
		{Side: 0, Place: 4, Won: false, Counts: []int{2, 0}},
		{Side: 1, Place: 1, Won: true, Counts: []int{0, 0}},
		{Side: 2, Place: 2, Won: false, Counts: []int{1, 0}},
		{Side: 3, Place: 2, Won: false, Counts: []int{1, 0}},
	}, nil, nil)
	// Teams of two to two losses: the team that reached them lost. The
	// losses are the teams', whoever of them was tapped to deal.
	tab = viewtest.Game(t, Kind, `{"rules":{"preset":"teams","loss_limit":2},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"},
		viewtest.Entries(`{"kind":"durak","durak":1}`, `{"kind":"durak","durak":0}`, `{"kind":"durak","durak":3}`)...)
	viewtest.CheckResult(t, tab, true, []viewtest.Seat{
		{Side: 0, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 1, Place: 3, Won: false, Counts: []int{0, 2}},
		{Side: 0, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 1, Place: 3, Won: false, Counts: []int{0, 2}},
	}, nil, nil)
}

func TestDurakTeamsCreditTheTeam(t *testing.T) {
	// To three losses: Dora is tapped to deal for her losing team three
	// times, Carl once for his, and one deal is drawn. The tap says who
	// deals, not who was left holding cards: no player was the durak
	// alone, the teams were 1 and 3 times, and Bo's loses as Dora's.
	tab := viewtest.Game(t, Kind, `{"rules":{"preset":"teams","loss_limit":3},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, viewtest.Entries(
		`{"kind":"durak","durak":3}`, `{"kind":"durak","durak":2}`, `{"kind":"draw"}`, `{"kind":"durak","durak":3}`, `{"kind":"durak","durak":3}`)...)
	viewtest.CheckTeamResult(t, Kind, tab, true, []viewtest.Seat{
		{Side: 0, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 1, Place: 3, Won: false, Counts: []int{0, 3}},
		{Side: 0, Place: 1, Won: true, Counts: []int{0, 1}},
		{Side: 1, Place: 3, Won: false, Counts: []int{0, 3}},
	}, nil, nil)
}
