package durak

import (
	"strings"
	"testing"
)

// bout is one bout of a turn-order example: who attacked whom, whether the
// defence held, and who is out of cards afterwards.
type bout struct {
	a, d     int
	defended bool
	out      []int
}

func runOrder(t *testing.T, r Rules, n int, bouts []bout, wantA, wantD int) {
	t.Helper()
	in := make([]bool, n)
	for i := range in {
		in[i] = true
	}
	for i, b := range bouts {
		for _, s := range b.out {
			in[s] = false
		}
		a, d := r.NextBout(b.a, b.d, b.defended, in)
		wa, wd := wantA, wantD
		if i+1 < len(bouts) {
			wa, wd = bouts[i+1].a, bouts[i+1].d
		}
		if a != wa || d != wd {
			t.Fatalf("after bout %d (%d→%d): next %d→%d, want %d→%d", i+1, b.a, b.d, a, d, wa, wd)
		}
	}
}

// Seats of the four-player examples: West 0, North 1, East 2, South 3.
func TestSeedEndgameFourSinglePlayers(t *testing.T) {
	runOrder(t, Classic(), 4, []bout{
		{0, 1, true, []int{1}},  // West attacks North, North defends and is out
		{2, 3, false, nil},      // East attacks South, South picks up
		{0, 2, false, []int{0}}, // West attacks East, East picks up, West is out
	}, 3, 2) // South attacks East
}

func TestSeedEndgameFourInTeams(t *testing.T) {
	runOrder(t, TeamPlay(), 4, []bout{
		{0, 1, true, []int{1}}, // West attacks North, North defends and is out
		{3, 2, false, nil},     // South takes North's turn and beats East
		{3, 0, true, nil},      // South attacks West, West defends
		{0, 3, false, nil},     // West attacks South in North's place; South picks up
	}, 2, 3) // East attacks South
}

// Seats of the six-player team example, clockwise: West 0, Northwest 1,
// North 2, East 3, Southeast 4, South 5; W, N, SE against NW, E, S.
func TestSeedEndgameSixInTeams(t *testing.T) {
	runOrder(t, TeamPlay(), 6, []bout{
		{0, 1, false, []int{0}}, // West attacks Northwest, who picks up; West is out
		{2, 3, false, nil},      // North attacks East, who picks up
		{4, 5, true, nil},       // Southeast attacks South, who defends
		{5, 2, true, nil},       // South attacks the next opponent, North, who defends
		{2, 1, false, nil},      // North attacks Northwest, who picks up
		{4, 3, false, nil},      // Southeast attacks East, who picks up
	}, 2, 5) // North attacks South
}

func TestSeedEndgameSixInTeamsSouthOutInPhase7(t *testing.T) {
	in := []bool{false, true, true, true, true, false}
	r := TeamPlay()
	if a, d := r.NextBout(2, 5, true, in); a != 1 || d != 4 {
		t.Fatalf("got %d→%d, want Northwest attacking Southeast", a, d)
	}
	checkSequence(t, r, in, 1, 4, "NW SE E N NW")
}

func TestSeedEndgameSixInTeamsEastOutInPhase6(t *testing.T) {
	in := []bool{false, true, true, false, true, true}
	r := TeamPlay()
	if a, d := r.NextBout(4, 3, true, in); a != 5 || d != 2 {
		t.Fatalf("got %d→%d, want South attacking North", a, d)
	}
	checkSequence(t, r, in, 5, 2, "S N NW SE S")
}

func TestSeedSixTeamSequenceAfterWestIsOut(t *testing.T) {
	in := []bool{false, true, true, true, true, true}
	checkSequence(t, TeamPlay(), in, 1, 2, "NW N E SE S N NW SE E N S SE NW N E")
}

func TestSeedFourTeamSequence(t *testing.T) {
	in := []bool{true, false, true, true}
	checkSequence(t, TeamPlay(), in, 2, 3, "E S W S E S W S")
}

var sixNames = []string{"W", "NW", "N", "E", "SE", "S"}

// checkSequence follows successful defences (each defender attacking next)
// and compares the attackers with want, written in compass names.
func checkSequence(t *testing.T, r Rules, in []bool, a, d int, want string) {
	t.Helper()
	names := sixNames
	if len(in) == 4 {
		names = []string{"W", "N", "E", "S"}
	}
	var got []string
	for range strings.Fields(want) {
		got = append(got, names[a])
		a, d = r.NextBout(a, d, true, in)
	}
	if g := strings.Join(got, " "); g != want {
		t.Errorf("turns %s, want %s", g, want)
	}
}

func TestNextBoutSinglePlayers(t *testing.T) {
	tests := []struct {
		name     string
		a, d     int
		defended bool
		in       []bool
		wa, wd   int
	}{
		{"defence passes the attack on", 0, 1, true, []bool{true, true, true}, 1, 2},
		{"pick-up skips the defender", 0, 1, false, []bool{true, true, true}, 2, 0},
		{"two players after a defence", 0, 1, true, []bool{true, true}, 1, 0},
		{"two players after a pick-up", 0, 1, false, []bool{true, true}, 0, 1},
		{"only one left", 0, 1, true, []bool{true, false}, -1, -1},
		{"bad seat", 5, 1, true, []bool{true, true}, -1, -1},
	}
	for _, tt := range tests {
		if a, d := Classic().NextBout(tt.a, tt.d, tt.defended, tt.in); a != tt.wa || d != tt.wd {
			t.Errorf("%s: %d→%d, want %d→%d", tt.name, a, d, tt.wa, tt.wd)
		}
	}
}

func TestJoiners(t *testing.T) {
	all := func(n int) []bool {
		in := make([]bool, n)
		for i := range in {
			in[i] = true
		}
		return in
	}
	tests := []struct {
		name string
		r    Rules
		in   []bool
		a, d int
		want []int
	}{
		{"four single players: main attacker, then from the defender's left", Classic(), all(4), 0, 1, []int{0, 2, 3}},
		{"four in teams: never the partner", TeamPlay(), all(4), 0, 1, []int{0, 2}},
		{"six single players: neighbours only", Classic(), all(6), 2, 3, []int{2, 4}},
		{"six without the neighbours rule", Rules{Deck: 36}, all(6), 2, 3, []int{2, 4, 5, 0, 1}},
		{"six in teams: the three opponents", TeamPlay(), all(6), 2, 3, []int{2, 4, 0}},
		{"five left, a neighbour out: the next one in", Classic(), []bool{true, true, false, true, true, true}, 0, 1, []int{0, 3}},
		{"four left of six: everyone", Classic(), []bool{true, true, true, true, false, false}, 0, 1, []int{0, 2, 3}},
	}
	for _, tt := range tests {
		got := tt.r.Joiners(tt.a, tt.d, tt.in)
		if len(got) != len(tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
	r := TeamPlay()
	if j := r.CheckJoin(0, 1, 3, all(4)); j.Allowed || j.Rule != RefJoin {
		t.Errorf("the defender's partner may not attack: %+v", j)
	}
	if j := r.CheckJoin(0, 1, 2, all(4)); !j.Allowed {
		t.Errorf("East may join: %+v", j)
	}
}
