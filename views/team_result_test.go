package views

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"schreiber/scoring/stats"
)

// The games below are played in teams by Anna and Carl (seats 0 and 2)
// against Bo and Dora (seats 1 and 3), and in each Dora does everything
// her side does: a seat is credited only with what it did itself, and
// with what its side did as a whole only through a figure marked Side,
// which Bo then shares as he shares the win. scoring/stats's
// TestTeamGamesCreditEachPartner adds these results up.

// sidesAlike says what is wrong when a Side figure differs between seats
// of one side; "" when nothing is.
func sidesAlike(r stats.Result, figures []stats.Figure) string {
	for i, f := range figures {
		if !f.Side {
			continue
		}
		bySide := map[int]int{}
		for seat, s := range r.Seats {
			if i >= len(s.Counts) {
				return fmt.Sprintf("seat %d has no %s", seat, f.Key)
			}
			if n, seen := bySide[s.Side]; seen && n != s.Counts[i] {
				return fmt.Sprintf("side %d: %s %d and %d", s.Side, f.Key, n, s.Counts[i])
			}
			bySide[s.Side] = s.Counts[i]
		}
	}
	return ""
}

// checkTeamResult checks a team game's result, and that its Side figures
// are alike for partners.
func checkTeamResult(t *testing.T, k Kind, tab Table, over bool, want []seatLine, stakes, points []int) {
	t.Helper()
	checkResult(t, tab, over, want, stakes, points)
	r, _ := tab.Result()
	if err := sidesAlike(r, k.Figures); err != "" {
		t.Error(err)
	}
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
	tab := replayGame(t, HurricanKind, `{"rules":{"preset":"classic"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, entries(
		hurricanTap("3"), hurricanTap("0"), hurricanTap("3"), hurricanSweep(""),
		hurricanTap("3"), hurricanTap("3"), hurricanTap("3"), hurricanSweep(""),
		hurricanTap("3"), hurricanSweep(""))...)
	checkTeamResult(t, HurricanKind, tab, true, []seatLine{
		{0, 3, false, []int{1, 0}},
		{1, 1, true, []int{0, 1}},
		{0, 3, false, []int{0, 0}},
		{1, 1, true, []int{6, 1}},
	}, nil, nil)

	// Counts that replace the taps. Deal 1: Dora, Bo, Dora tapped, but the
	// count says 2: one tap was wrong, nobody knows which, so Dora surely
	// swept 1 and Bo none. Deal 2: Dora tapped once and the count says 4
	// for her side and 1 for Anna & Carl, who tapped none: Dora keeps her
	// one, the rest nobody said. Deal 3: as tapped, Dora twice. 0:6, 1:14,
	// 1:20: won double.
	tab = replayGame(t, HurricanKind, `{"rules":{"preset":"classic"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, entries(
		hurricanTap("3"), hurricanTap("1"), hurricanTap("3"), hurricanSweep("[0,2]"),
		hurricanTap("3"), hurricanSweep("[1,4]"),
		hurricanTap("3"), hurricanTap("3"), hurricanSweep(""))...)
	checkTeamResult(t, HurricanKind, tab, true, []seatLine{
		{0, 3, false, []int{0, 0}},
		{1, 1, true, []int{0, 1}},
		{0, 3, false, []int{0, 0}},
		{1, 1, true, []int{4, 1}},
	}, nil, nil)
}

func TestHurricanSweptByTheTaps(t *testing.T) {
	pairs, alone := []int{0, 1, 0, 1}, []int{0, 1}
	for _, tc := range []struct {
		name   string
		sideOf []int
		tapped []int
		count  [2]int
		want   []int
	}{
		{"as tapped", pairs, []int{1, 0, 2, 3}, [2]int{3, 3}, []int{1, 0, 2, 3}},
		{"more than tapped: the rest is nobody's", pairs, []int{0, 0, 0, 1}, [2]int{2, 4}, []int{0, 0, 0, 1}},
		{"fewer than tapped: only what is sure", pairs, []int{2, 0, 1, 0}, [2]int{2, 0}, []int{1, 0, 0, 0}},
		{"fewer than tapped by one seat", pairs, []int{0, 3, 0, 0}, [2]int{0, 1}, []int{0, 1, 0, 0}},
		{"a side of one swept all its own", alone, []int{1, 0}, [2]int{3, 2}, []int{3, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := hurricanSwept(tc.sideOf, tc.tapped, tc.count); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("hurricanSwept(%v, %v) = %v, want %v", tc.tapped, tc.count, got, tc.want)
			}
		})
	}
}

func TestEuchreCreditsTheMaker(t *testing.T) {
	// Dora makes trump and marches (2), Anna's trump is euchred by Bo and
	// Dora (2), Dora goes alone and marches (4): 0:8 to five. Both marches
	// and the lone hand are Dora's; the euchre is her side's, Bo's too.
	tab := replayGame(t, EuchreKind, `{"rules":{"preset":"five"},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, entries(
		`{"kind":"hand","maker":3,"tricks":5}`, `{"kind":"hand","maker":0,"tricks":2}`, `{"kind":"hand","maker":3,"alone":true,"tricks":5}`)...)
	checkTeamResult(t, EuchreKind, tab, true, []seatLine{
		{0, 3, false, []int{0, 0, 0}},
		{1, 1, true, []int{0, 1, 0}},
		{0, 3, false, []int{0, 0, 0}},
		{1, 1, true, []int{2, 1, 1}},
	}, nil, []int{-8, 8, -8, 8})
}

func TestDurakTeamsCreditTheTeam(t *testing.T) {
	// To three losses: Dora is tapped to deal for her losing team three
	// times, Carl once for his, and one deal is drawn. The tap says who
	// deals, not who was left holding cards: no player was the durak
	// alone, the teams were 1 and 3 times, and Bo's loses as Dora's.
	tab := replayGame(t, DurakKind, `{"rules":{"preset":"teams","loss_limit":3},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, entries(
		`{"kind":"durak","durak":3}`, `{"kind":"durak","durak":2}`, `{"kind":"draw"}`, `{"kind":"durak","durak":3}`, `{"kind":"durak","durak":3}`)...)
	checkTeamResult(t, DurakKind, tab, true, []seatLine{
		{0, 1, true, []int{0, 1}},
		{1, 3, false, []int{0, 3}},
		{0, 1, true, []int{0, 1}},
		{1, 3, false, []int{0, 3}},
	}, nil, nil)
}

func TestTupelkopfCreditsTheSoloist(t *testing.T) {
	// Three deals: Dora's Trumpfsolo (128 Sunkte, won: +3, the others −1),
	// Bo and Dora's normal game (151, won: ±2), Dora's Damensolo (128,
	// won: +3, −1). Dora 8, Bo 0, Anna and Carl −4. The solos are Dora's
	// alone; Bo won the one deal he was Dora's partner in.
	tab := replayGame(t, TupelkopfKind, `{"rules":{"preset":"ploen","deals":3},"first_dealer":0}`, []string{"Anna", "Bo", "Carl", "Dora"}, entries(
		`{"kind":"deal","type":"trumpfsolo","alten":[3],"sunkte":128}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":151}`,
		`{"kind":"deal","type":"damensolo","alten":[3],"sunkte":128}`)...)
	checkTeamResult(t, TupelkopfKind, tab, true, []seatLine{
		{0, 3, false, []int{0, 0, 0}},
		{1, 2, false, []int{0, 0, 1}},
		{2, 3, false, []int{0, 0, 0}},
		{3, 1, true, []int{2, 2, 3}},
	}, nil, []int{-4, 0, -4, 8})
}

// TestSideFiguresAreMarked checks that a kind's figures a side did as a
// whole say so in their labels.
func TestSideFiguresAreMarked(t *testing.T) {
	for _, k := range []Kind{GurkeKind, HurricanKind, EuchreKind, DurakKind, TupelkopfKind} {
		for _, f := range k.Figures {
			marked := strings.HasSuffix(EN.Of(f.Label), " (side)") || strings.HasSuffix(EN.Of(f.Label), " (team)")
			markedDE := strings.HasSuffix(DE.Of(f.Label), " (Seite)") || strings.HasSuffix(DE.Of(f.Label), " (Team)")
			if f.Side != marked || f.Side != markedDE {
				t.Errorf("%s %s: side %v, label %q / %q", k.Name, f.Key, f.Side, EN.Of(f.Label), DE.Of(f.Label))
			}
		}
	}
}
