package stats

import (
	"reflect"
	"testing"
)

// teamGames are games in teams of Anna and Carl (A, C) against Bo and Dora
// (B, D), with the results views gives them (see its team_result_test.go):
// in the first four Dora does everything her side does, in the last Bo
// and Carl sweep.
//
//	h1 hurrican  B & D won double; Dora swept 6, Anna 1
//	e1 euchre    B & D won; Dora made both marches and the lone hand, B & D euchred Anna once
//	d1 durak     A & C won; the teams were durak 1 and 3 times
//	t1 tupelkopf D 1st (two solos won, 3 deals), B 2nd (1 deal), A and C 3rd
//	h2 hurrican  A & C won single; Carl swept 3, Bo 2
func teamGames() []Line {
	line := func(game, at, kind, player string, side, place int, won bool, counts ...int) Line {
		return Line{Game: game, Evening: "e1", Date: "2025-01-10", At: at, Kind: kind, Player: player, Seats: 4,
			Side: side, Place: place, Won: won, Counts: counts}
	}
	return []Line{
		line("h1", "19:00", "hurrican", "A", 0, 3, false, 1, 0),
		line("h1", "19:00", "hurrican", "B", 1, 1, true, 0, 1),
		line("h1", "19:00", "hurrican", "C", 0, 3, false, 0, 0),
		line("h1", "19:00", "hurrican", "D", 1, 1, true, 6, 1),
		line("e1", "20:00", "euchre", "A", 0, 3, false, 0, 0, 0),
		line("e1", "20:00", "euchre", "B", 1, 1, true, 0, 1, 0),
		line("e1", "20:00", "euchre", "C", 0, 3, false, 0, 0, 0),
		line("e1", "20:00", "euchre", "D", 1, 1, true, 2, 1, 1),
		line("d1", "21:00", "durak", "A", 0, 1, true, 0, 1),
		line("d1", "21:00", "durak", "B", 1, 3, false, 0, 3),
		line("d1", "21:00", "durak", "C", 0, 1, true, 0, 1),
		line("d1", "21:00", "durak", "D", 1, 3, false, 0, 3),
		line("t1", "22:00", "tupelkopf", "A", 0, 3, false, 0, 0, 0),
		line("t1", "22:00", "tupelkopf", "B", 1, 2, false, 0, 0, 1),
		line("t1", "22:00", "tupelkopf", "C", 2, 3, false, 0, 0, 0),
		line("t1", "22:00", "tupelkopf", "D", 3, 1, true, 2, 2, 3),
		line("h2", "23:00", "hurrican", "A", 0, 1, true, 0, 0),
		line("h2", "23:00", "hurrican", "B", 1, 3, false, 2, 0),
		line("h2", "23:00", "hurrican", "C", 0, 1, true, 3, 0),
		line("h2", "23:00", "hurrican", "D", 1, 3, false, 0, 0),
	}
}

func TestTeamGamesCreditEachPartner(t *testing.T) {
	// Dora won h1, e1 and t1 (places 1, 1, 1) and lost d1 and h2 (3, 3);
	// Bo won h1 and e1 (1, 1) and lost d1, t1 and h2 (3, 2, 3). Each
	// counts the Hurricans, marches, lone hands and solos they made
	// themselves, and the games won double, the euchres and the team's
	// losses of their side.
	for _, tc := range []struct {
		player string
		all    Totals
		kinds  []KindTotals
	}{
		{"D", Totals{Games: 5, Won: 3, PlaceSum: 9}, []KindTotals{
			{Kind: "hurrican", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{6, 1}}},
			{Kind: "euchre", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{2, 1, 1}}},
			{Kind: "tupelkopf", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{2, 2, 3}}},
			{Kind: "durak", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 3}}},
		}},
		{"B", Totals{Games: 5, Won: 2, PlaceSum: 10}, []KindTotals{
			{Kind: "hurrican", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{2, 1}}},
			{Kind: "euchre", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{0, 1, 0}}},
			{Kind: "tupelkopf", Totals: Totals{Games: 1, Won: 0, PlaceSum: 2, Counts: []int{0, 0, 1}}},
			{Kind: "durak", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 3}}},
		}},
		{"C", Totals{Games: 5, Won: 2, PlaceSum: 11}, []KindTotals{
			{Kind: "hurrican", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{3, 0}}},
			{Kind: "euchre", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
			{Kind: "tupelkopf", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
			{Kind: "durak", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{0, 1}}},
		}},
	} {
		p := ForPlayer(teamGames(), tc.player, kindOrder)
		if !reflect.DeepEqual(p.All, tc.all) {
			t.Errorf("%s in all: %+v, want %+v", tc.player, p.All, tc.all)
		}
		if !reflect.DeepEqual(p.Kinds, tc.kinds) {
			t.Errorf("%s per kind =\n%+v\nwant\n%+v", tc.player, p.Kinds, tc.kinds)
		}
	}

	// Per kind the boards add up the same; players level in games, wins
	// and places (all four in Hurrican) come in the order of their ids.
	for kind, want := range map[string][]Row{
		"hurrican": {
			{Player: "A", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{1, 0}}},
			{Player: "B", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{2, 1}}},
			{Player: "C", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{3, 0}}},
			{Player: "D", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4, Counts: []int{6, 1}}},
		},
		"euchre": {
			{Player: "B", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{0, 1, 0}}},
			{Player: "D", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{2, 1, 1}}},
			{Player: "A", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
			{Player: "C", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
		},
		"durak": {
			{Player: "A", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{0, 1}}},
			{Player: "C", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{0, 1}}},
			{Player: "B", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 3}}},
			{Player: "D", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 3}}},
		},
		"tupelkopf": {
			{Player: "D", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{2, 2, 3}}},
			{Player: "B", Totals: Totals{Games: 1, Won: 0, PlaceSum: 2, Counts: []int{0, 0, 1}}},
			{Player: "A", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
			{Player: "C", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{0, 0, 0}}},
		},
	} {
		if got := Leaderboard(Filter{Kind: kind}.Apply(teamGames()), nil); !reflect.DeepEqual(got, want) {
			t.Errorf("%s board =\n%+v\nwant\n%+v", kind, got, want)
		}
	}

	// In all, Dora leads with 3 wins; Anna, Bo and Carl won 2 each, Bo
	// with the best places (10), then Anna and Carl (11) by id. No figures
	// over games of several kinds.
	wantAll := []Row{
		{Player: "D", Totals: Totals{Games: 5, Won: 3, PlaceSum: 9}},
		{Player: "B", Totals: Totals{Games: 5, Won: 2, PlaceSum: 10}},
		{Player: "A", Totals: Totals{Games: 5, Won: 2, PlaceSum: 11}},
		{Player: "C", Totals: Totals{Games: 5, Won: 2, PlaceSum: 11}},
	}
	if got := Leaderboard(teamGames(), nil); !reflect.DeepEqual(got, wantAll) {
		t.Errorf("overall board =\n%+v\nwant\n%+v", got, wantAll)
	}

	// Bo and Dora were partners in both Hurricans, Euchre and Durak and
	// won two of them together; in Tupelkopf each played alone and Dora
	// finished ahead.
	_, all, perKind := HeadToHead(teamGames(), "B", "D", kindOrder)
	if want := (Record{Games: 5, BAhead: 1, Partner: 4, Won: 2}); all != want {
		t.Errorf("Bo and Dora: %+v, want %+v", all, want)
	}
	wantKinds := []Record{
		{Kind: "hurrican", Games: 2, Partner: 2, Won: 1},
		{Kind: "euchre", Games: 1, Partner: 1, Won: 1},
		{Kind: "tupelkopf", Games: 1, BAhead: 1},
		{Kind: "durak", Games: 1, Partner: 1},
	}
	if !reflect.DeepEqual(perKind, wantKinds) {
		t.Errorf("Bo and Dora per kind = %+v", perKind)
	}
	// The same seen from Dora, and against Anna: Dora ahead in h1, e1 and
	// t1, Anna in d1 and h2.
	if _, all, _ := HeadToHead(teamGames(), "D", "B", kindOrder); all != (Record{Games: 5, AAhead: 1, Partner: 4, Won: 2}) {
		t.Errorf("Dora and Bo: %+v", all)
	}
	if _, all, _ := HeadToHead(teamGames(), "D", "A", kindOrder); all != (Record{Games: 5, AAhead: 3, BAhead: 2}) {
		t.Errorf("Dora against Anna: %+v", all)
	}
}
