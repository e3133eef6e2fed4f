package views

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"schreiber/scoring/stats"
)

// replayFile replays a scoring package's test game ({"game": …,
// "entries": […]}) through the kind.
func replayFile(t *testing.T, k Kind, path string) Table {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Game    json.RawMessage   `json:"game"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	var seating struct {
		Players []string `json:"players"`
	}
	json.Unmarshal(f.Game, &seating)
	entries := make([][]byte, len(f.Entries))
	for i, e := range f.Entries {
		entries[i] = e
	}
	return replayGame(t, k, string(f.Game), seating.Players, entries...)
}

// replayGame replays a game given as config and entries.
func replayGame(t *testing.T, k Kind, config string, players []string, entries ...[]byte) Table {
	t.Helper()
	tab, err := k.Replay([]byte(config), players, entries)
	if err != nil || tab.Broken() != nil {
		t.Fatalf("replay: %v %v", err, tab.Broken())
	}
	return tab
}

func entries(lines ...string) [][]byte {
	out := make([][]byte, len(lines))
	for i, l := range lines {
		out[i] = []byte(l)
	}
	return out
}

// seatsOf writes a result's seats as "place won counts" per seat, for
// short comparisons.
type seatLine struct {
	Side, Place int
	Won         bool
	Counts      []int
}

func seatsOf(r stats.Result) []seatLine {
	out := make([]seatLine, len(r.Seats))
	for i, s := range r.Seats {
		out[i] = seatLine{s.Side, s.Place, s.Won, s.Counts}
	}
	return out
}

func checkResult(t *testing.T, tab Table, over bool, want []seatLine, stakes, points []int) {
	t.Helper()
	r, ok := tab.Result()
	if !ok {
		t.Fatal("no result")
	}
	if r.Over != over {
		t.Errorf("over = %v, want %v", r.Over, over)
	}
	if got := seatsOf(r); !reflect.DeepEqual(got, want) {
		t.Errorf("seats =\n%+v\nwant\n%+v", got, want)
	}
	if !reflect.DeepEqual(r.Stakes, stakes) || !reflect.DeepEqual(r.Points, points) {
		t.Errorf("stakes %v, points %v; want %v, %v", r.Stakes, r.Points, stakes, points)
	}
	if stats.Sum(r.Stakes) != 0 || stats.Sum(r.Points) != 0 {
		t.Errorf("money does not add up to zero: stakes %v, points %v", r.Stakes, r.Points)
	}
}

func TestGurkeResultKurkoSettlement(t *testing.T) {
	// Anna takes three kings (39), then Bo three queens (36): both are past
	// the limit, Cai wins with 0 and the others pay the difference.
	tab := replayGame(t, GurkeKind, `{"rules":{"preset":"kurko"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"}, entries(
		`{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`,
		`{"kind":"quick","loser":1,"card":"Q"}`, `{"kind":"quick","loser":1,"card":"Q"}`, `{"kind":"quick","loser":1,"card":"Q"}`)...)
	checkResult(t, tab, true, []seatLine{
		{0, 3, false, []int{0, 3}},
		{1, 2, false, []int{0, 3}},
		{2, 1, true, []int{0, 0}},
	}, []int{-39, -36, 75}, nil)
}

func TestGurkeResultPotAndPoints(t *testing.T) {
	// Swedish: one stake each into the pot; Anna, then Bo go out, each
	// with a cucumber, and Cai takes the pot of three.
	quick := func(seat int) string { return `{"kind":"quick","loser":` + string(rune('0'+seat)) + `,"card":"K"}` }
	tab := replayGame(t, GurkeKind, `{"rules":{"preset":"swedish"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"},
		entries(quick(0), quick(0), quick(0), quick(1), quick(1), quick(1))...)
	checkResult(t, tab, true, []seatLine{
		{0, 3, false, []int{1, 3}},
		{1, 2, false, []int{1, 3}},
		{2, 1, true, []int{0, 0}},
	}, []int{-1, -1, 2}, nil)

	// Mätäpesä has no end: it counts as it stands, the fewest losses
	// first; a stake per point is paid on the losses between.
	tab = replayGame(t, GurkeKind, `{"rules":{"preset":"matapesa"},"first_dealer":0}`, []string{"Anna", "Bo", "Cai"},
		entries(`{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":0,"card":"K"}`, `{"kind":"quick","loser":1,"card":"K"}`)...)
	checkResult(t, tab, false, []seatLine{
		{0, 3, false, []int{0, 2}},
		{1, 2, false, []int{0, 1}},
		{2, 1, true, []int{0, 0}},
	}, nil, []int{-2, -1, 3})

	running := replayGame(t, GurkeKind, `{"rules":{"preset":"danish"},"first_dealer":0}`, []string{"Anna", "Bo"},
		entries(`{"kind":"quick","loser":0,"card":"K"}`)...)
	if _, ok := running.Result(); ok {
		t.Error("a running game of Danish Agurk has a result")
	}
	fresh := replayGame(t, GurkeKind, `{"rules":{"preset":"matapesa"},"first_dealer":0}`, []string{"Anna", "Bo"})
	if _, ok := fresh.Result(); ok {
		t.Error("a game without an entry has a result")
	}
}

func TestHurricanResult(t *testing.T) {
	// Anna wins 16:13, single: Bo pays the 10 chips. Hurricans per deal
	// 3:3, 1:1, 1:1, 2:1.
	tab := replayFile(t, HurricanKind, "../scoring/hurrican/testdata/games/two_players.json")
	checkResult(t, tab, true, []seatLine{
		{0, 1, true, []int{7, 0}},
		{1, 2, false, []int{6, 0}},
	}, []int{10, -10}, nil)
}

func TestEuchreResult(t *testing.T) {
	// Bo & Dora win 6:3 with a march (hand 8) on the trump Dora made: the
	// march is hers, not Bo's. Carl (hand 3) and Dora (hand 6) made a lone
	// hand; nobody was euchred.
	tab := replayFile(t, EuchreKind, "../scoring/euchre/testdata/games/five.json")
	checkResult(t, tab, true, []seatLine{
		{0, 3, false, []int{0, 0, 0}},
		{1, 1, true, []int{0, 0, 0}},
		{0, 3, false, []int{0, 0, 1}},
		{1, 1, true, []int{1, 0, 1}},
	}, nil, []int{-3, 3, -3, 3})
}

func TestDurakResult(t *testing.T) {
	// A series without an end, as it stands: Anna durak twice, Carl and
	// Dora once, Bo never (and one draw).
	tab := replayFile(t, DurakKind, "../scoring/durak/testdata/classic_game.json")
	checkResult(t, tab, false, []seatLine{
		{0, 4, false, []int{2, 0}},
		{1, 1, true, []int{0, 0}},
		{2, 2, true, []int{1, 0}},
		{3, 2, true, []int{1, 0}},
	}, nil, nil)
	// Teams of two to two losses: the team that reached them lost. The
	// losses are the teams', whoever of them was tapped to deal.
	tab = replayGame(t, DurakKind, `{"rules":{"preset":"teams","loss_limit":2},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"},
		entries(`{"kind":"durak","durak":1}`, `{"kind":"durak","durak":0}`, `{"kind":"durak","durak":3}`)...)
	checkResult(t, tab, true, []seatLine{
		{0, 1, true, []int{0, 1}},
		{1, 3, false, []int{0, 2}},
		{0, 1, true, []int{0, 1}},
		{1, 3, false, []int{0, 2}},
	}, nil, nil)
}

func TestTupelkopfResult(t *testing.T) {
	// Plön rules without an end, after the seed's deals: Bo leads with 11.
	// Dora's Trumpfsolo and Carl's stille Hochzeit were won, Bo's
	// Knochenloser lost.
	tab := replayFile(t, TupelkopfKind, "../scoring/tupelkopf/testdata/doppelkopf_game.json")
	checkResult(t, tab, false, []seatLine{
		{0, 2, false, []int{0, 0, 3}},
		{1, 1, true, []int{1, 0, 4}},
		{2, 3, false, []int{1, 1, 5}},
		{3, 4, false, []int{1, 1, 3}},
	}, nil, []int{-1, 11, -3, -7})
}

// TestEveryKindsResultFitsItsFigures checks for every kind's golden games
// that a result has a seat for every player, places in range, as many
// counts as the kind has figures, a side's figures alike for all its
// seats, and money that adds up to zero.
func TestEveryKindsResultFitsItsFigures(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		dir  string
	}{
		{HurricanKind, "../scoring/hurrican/testdata/games"},
		{EuchreKind, "../scoring/euchre/testdata/games"},
		{DurakKind, "../scoring/durak/testdata"},
		{TupelkopfKind, "../scoring/tupelkopf/testdata"},
	} {
		files, _ := os.ReadDir(tc.dir)
		seen := 0
		for _, f := range files {
			if !strings.HasSuffix(f.Name(), ".json") || strings.Contains(f.Name(), "golden") {
				continue
			}
			tab := replayFile(t, tc.kind, tc.dir+"/"+f.Name())
			r, ok := tab.Result()
			if !ok {
				continue
			}
			seen++
			n := len(r.Seats)
			for seat, s := range r.Seats {
				if s.Place < 1 || s.Place > n || len(s.Counts) != len(tc.kind.Figures) {
					t.Errorf("%s seat %d: %+v", f.Name(), seat, s)
				}
			}
			if err := sidesAlike(r, tc.kind.Figures); err != "" {
				t.Errorf("%s: %s", f.Name(), err)
			}
			if stats.Sum(r.Stakes) != 0 || stats.Sum(r.Points) != 0 {
				t.Errorf("%s: money does not add up: %v %v", f.Name(), r.Stakes, r.Points)
			}
		}
		if seen == 0 {
			t.Errorf("%s: no game with a result", tc.kind.Name)
		}
	}
}
