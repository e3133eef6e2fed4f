package stats

import (
	"reflect"
	"strings"
	"testing"
)

// history is a small group's five games, worked through by hand below:
//
//	g1 2024-01-05 gurke     A 1st (won), B 2nd, C 3rd
//	g2 2024-01-05 durak     B and C not durak (won, level 1st), A durak (3rd)
//	g3 2024-02-10 euchre    A & B won (1st), C & D lost (3rd)
//	g4 2024-02-10 tupelkopf B 1st (won), C 2nd, D 3rd, A 4th
//	g5 2024-03-01 gurke     A 1st (won), C 2nd, B 3rd
func history() []Line {
	line := func(game, evening, date, at, kind, player string, seats, side, place int, won bool, counts ...int) Line {
		return Line{Game: game, Evening: evening, Date: date, At: at, Kind: kind, Player: player, Seats: seats,
			Side: side, Place: place, Won: won, Counts: counts}
	}
	return []Line{
		line("g1", "e1", "2024-01-05", "19:00", "gurke", "A", 3, 0, 1, true, 0, 2),
		line("g1", "e1", "2024-01-05", "19:00", "gurke", "B", 3, 1, 2, false, 1, 3),
		line("g1", "e1", "2024-01-05", "19:00", "gurke", "C", 3, 2, 3, false, 2, 5),
		line("g2", "e1", "2024-01-05", "21:00", "durak", "A", 3, 0, 3, false, 4),
		line("g2", "e1", "2024-01-05", "21:00", "durak", "B", 3, 1, 1, true, 1),
		line("g2", "e1", "2024-01-05", "21:00", "durak", "C", 3, 2, 1, true, 1),
		line("g3", "e2", "2024-02-10", "19:00", "euchre", "A", 4, 0, 1, true, 1, 0),
		line("g3", "e2", "2024-02-10", "19:00", "euchre", "B", 4, 0, 1, true, 0, 1),
		line("g3", "e2", "2024-02-10", "19:00", "euchre", "C", 4, 1, 3, false, 0, 0),
		line("g3", "e2", "2024-02-10", "19:00", "euchre", "D", 4, 1, 3, false, 0, 0),
		line("g4", "e2", "2024-02-10", "20:30", "tupelkopf", "A", 4, 0, 4, false, 0, 0, 3),
		line("g4", "e2", "2024-02-10", "20:30", "tupelkopf", "B", 4, 1, 1, true, 1, 1, 5),
		line("g4", "e2", "2024-02-10", "20:30", "tupelkopf", "C", 4, 2, 2, false, 0, 0, 4),
		line("g4", "e2", "2024-02-10", "20:30", "tupelkopf", "D", 4, 3, 3, false, 0, 0, 4),
		line("g5", "e3", "2024-03-01", "19:00", "gurke", "A", 3, 0, 1, true, 1, 1),
		line("g5", "e3", "2024-03-01", "19:00", "gurke", "B", 3, 1, 3, false, 2, 6),
		line("g5", "e3", "2024-03-01", "19:00", "gurke", "C", 3, 2, 2, false, 0, 4),
	}
}

var kindOrder = []string{"gurke", "hurrican", "euchre", "tupelkopf", "durak"}

func TestLeaderboardByHand(t *testing.T) {
	rows := Leaderboard(history(), nil)
	// A and B both won 3 of 5; B's places (2,1,1,1,3: 1.6 on average)
	// beat A's (1,3,1,4,1: 2.0). C won 1 of 5, D none of 2. Over games of
	// several kinds the kinds' own figures are not added up.
	want := []Row{
		{Player: "B", Totals: Totals{Games: 5, Won: 3, PlaceSum: 8}},
		{Player: "A", Totals: Totals{Games: 5, Won: 3, PlaceSum: 10}},
		{Player: "C", Totals: Totals{Games: 5, Won: 1, PlaceSum: 11}},
		{Player: "D", Totals: Totals{Games: 2, Won: 0, PlaceSum: 6}},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Fatalf("Leaderboard =\n%+v\nwant\n%+v", rows, want)
	}
	if got := rows[0].AveragePlace(); got != 1.6 {
		t.Errorf("B's average place = %v", got)
	}
	if got := rows[0].WinRate(); got != 0.6 {
		t.Errorf("B's win rate = %v", got)
	}
	// Gurke alone: A won both; B (2nd, 3rd) and C (3rd, 2nd) won none with
	// the same places, so B comes first by the id.
	gurke := Leaderboard(Filter{Kind: "gurke"}.Apply(history()), nil)
	wantGurke := []Row{
		{Player: "A", Totals: Totals{Games: 2, Won: 2, PlaceSum: 2, Counts: []int{1, 3}}},
		{Player: "B", Totals: Totals{Games: 2, Won: 0, PlaceSum: 5, Counts: []int{3, 9}}},
		{Player: "C", Totals: Totals{Games: 2, Won: 0, PlaceSum: 5, Counts: []int{2, 9}}},
	}
	if !reflect.DeepEqual(gurke, wantGurke) {
		t.Fatalf("Gurke leaderboard =\n%+v\nwant\n%+v", gurke, wantGurke)
	}
}

func TestFilterByDate(t *testing.T) {
	var games []string
	for _, l := range (Filter{From: "2024-02-01", To: "2024-02-10"}).Apply(history()) {
		if l.Player == "A" {
			games = append(games, l.Game)
		}
	}
	if !reflect.DeepEqual(games, []string{"g3", "g4"}) {
		t.Errorf("February's games = %v", games)
	}
	if n := len((Filter{From: "2024-03-02"}).Apply(history())); n != 0 {
		t.Errorf("%d lines after the last evening", n)
	}
}

func TestForPlayerByHand(t *testing.T) {
	a := ForPlayer(history(), "A", kindOrder)
	if a.All.Games != 5 || a.All.Won != 3 || a.All.AveragePlace() != 2 {
		t.Errorf("A in all: %+v", a.All)
	}
	// Won, lost, won, lost, won.
	if a.Current != 1 || a.LongestWins != 1 || a.LongestDry != 1 {
		t.Errorf("A's streaks: current %d, wins %d, dry %d", a.Current, a.LongestWins, a.LongestDry)
	}
	// First in g1, g3 and g5; g3 at the larger table. Last in g2 and g4;
	// g4 at the larger table.
	if a.Best == nil || a.Best.Game != "g3" || a.Worst == nil || a.Worst.Game != "g4" {
		t.Errorf("A's best %+v, worst %+v", a.Best, a.Worst)
	}
	wantKinds := []KindTotals{
		{Kind: "gurke", Totals: Totals{Games: 2, Won: 2, PlaceSum: 2, Counts: []int{1, 3}}},
		{Kind: "euchre", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1, Counts: []int{1, 0}}},
		{Kind: "tupelkopf", Totals: Totals{Games: 1, Won: 0, PlaceSum: 4, Counts: []int{0, 0, 3}}},
		{Kind: "durak", Totals: Totals{Games: 1, Won: 0, PlaceSum: 3, Counts: []int{4}}},
	}
	if !reflect.DeepEqual(a.Kinds, wantKinds) {
		t.Errorf("A per kind =\n%+v\nwant\n%+v", a.Kinds, wantKinds)
	}
	wantEvenings := []EveningTotals{
		{Evening: "e3", Date: "2024-03-01", Totals: Totals{Games: 1, Won: 1, PlaceSum: 1}},
		{Evening: "e2", Date: "2024-02-10", Totals: Totals{Games: 2, Won: 1, PlaceSum: 5}},
		{Evening: "e1", Date: "2024-01-05", Totals: Totals{Games: 2, Won: 1, PlaceSum: 4}},
	}
	if !reflect.DeepEqual(a.Evenings, wantEvenings) {
		t.Errorf("A's evenings =\n%+v\nwant\n%+v", a.Evenings, wantEvenings)
	}

	// B: lost, won, won, won, lost.
	b := ForPlayer(history(), "B", kindOrder)
	if b.Current != -1 || b.LongestWins != 3 || b.LongestDry != 1 || b.All.Won != 3 || b.All.PlaceSum != 8 {
		t.Errorf("B: %+v", b)
	}
	// C: lost, won, lost, lost, lost.
	c := ForPlayer(history(), "C", kindOrder)
	if c.Current != -3 || c.LongestWins != 1 || c.LongestDry != 3 {
		t.Errorf("C's streaks: current %d, wins %d, dry %d", c.Current, c.LongestWins, c.LongestDry)
	}
	if none := ForPlayer(history(), "nobody", kindOrder); none.Best != nil || none.All.Games != 0 || none.Current != 0 {
		t.Errorf("a player without games: %+v", none)
	}
}

func TestLastEvenings(t *testing.T) {
	var lines []Line
	for i := range LastEvenings + 2 {
		date := "2024-05-0" + string(rune('1'+i))
		lines = append(lines, Line{Game: date, Evening: date, Date: date, Kind: "durak", Player: "A", Seats: 2, Place: 1, Won: true})
	}
	p := ForPlayer(lines, "A", kindOrder)
	if len(p.Evenings) != LastEvenings || p.Evenings[0].Date != "2024-05-07" || p.Evenings[LastEvenings-1].Date != "2024-05-03" {
		t.Errorf("last evenings: %+v", p.Evenings)
	}
	if p.LongestWins != LastEvenings+2 || p.Current != LastEvenings+2 {
		t.Errorf("streak over %d wins: %d, current %d", LastEvenings+2, p.LongestWins, p.Current)
	}
}

func TestHeadToHeadByHand(t *testing.T) {
	meetings, all, perKind := HeadToHead(history(), "A", "B", kindOrder)
	var games []string
	for _, m := range meetings {
		games = append(games, m.A.Game)
	}
	if !reflect.DeepEqual(games, []string{"g5", "g4", "g3", "g2", "g1"}) {
		t.Errorf("meetings, latest first: %v", games)
	}
	// A ahead in g1 and g5, B in g2 and g4, partners who won in g3.
	if want := (Record{Games: 5, AAhead: 2, BAhead: 2, Partner: 1, Won: 1}); all != want {
		t.Errorf("A against B: %+v, want %+v", all, want)
	}
	wantKinds := []Record{
		{Kind: "gurke", Games: 2, AAhead: 2},
		{Kind: "euchre", Games: 1, Partner: 1, Won: 1},
		{Kind: "tupelkopf", Games: 1, BAhead: 1},
		{Kind: "durak", Games: 1, BAhead: 1},
	}
	if !reflect.DeepEqual(perKind, wantKinds) {
		t.Errorf("per kind = %+v", perKind)
	}
	// B ahead in g1, g3 and g4, C in g5; both were not the durak in g2:
	// level.
	_, bc, _ := HeadToHead(history(), "B", "C", kindOrder)
	if want := (Record{Games: 5, AAhead: 3, BAhead: 1, Level: 1}); bc != want {
		t.Errorf("B against C: %+v, want %+v", bc, want)
	}
	if m, _, _ := HeadToHead(history(), "A", "A", kindOrder); len(m) != 0 {
		t.Errorf("a player met themselves: %v", m)
	}
	if m, r, _ := HeadToHead(history(), "A", "nobody", kindOrder); len(m) != 0 || r.Games != 0 {
		t.Errorf("a player met nobody: %v %+v", m, r)
	}
}

func TestLeaderboardBreaksTiesByName(t *testing.T) {
	lines := []Line{
		{Game: "g1", Kind: "durak", Player: "p1", Place: 1, Won: true},
		{Game: "g1", Kind: "durak", Player: "p2", Place: 1, Won: true},
		{Game: "g1", Kind: "durak", Player: "p3", Place: 3},
	}
	var got []string
	for _, r := range Leaderboard(lines, map[string]string{"p1": "Zora", "p2": "Anna", "p3": "Bo"}) {
		got = append(got, r.Player)
	}
	if strings.Join(got, " ") != "p2 p1 p3" {
		t.Errorf("order %v, want p2 p1 p3", got)
	}
}
