// Package viewtest holds what the tests of the games' views share:
// replaying a game through its kind, checking its result, and asking a
// referee what a player might send.
package viewtest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"schreiber/scoring/stats"
	"schreiber/views"
	"schreiber/views/catalog"
)

// Main runs a package's tests rendering strictly: a message a catalog
// lacks shows as catalog.Missing.
func Main(m *testing.M) {
	catalog.SetStrict(true)
	os.Exit(m.Run())
}

// Replay replays a game given as config and entries through the kind,
// failing the test on any error.
func Replay(t *testing.T, k views.Kind, config []byte, players []string, entries [][]byte) views.Table {
	t.Helper()
	tab, err := k.Table(config, players, entries)
	if err != nil || tab.Broken() != nil {
		t.Fatalf("replay: %v %v", err, tab.Broken())
	}
	return tab
}

// Game replays a game whose config and entries are written as strings.
func Game(t *testing.T, k views.Kind, config string, players []string, entries ...[]byte) views.Table {
	t.Helper()
	return Replay(t, k, []byte(config), players, entries)
}

// Golden reads a scoring package's test game ({"game": …, "entries": […]}):
// its config, its players and its entries as stored.
func Golden(t testing.TB, path string) (config []byte, players []string, entries [][]byte) {
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
	if err := json.Unmarshal(f.Game, &seating); err != nil {
		t.Fatal(err)
	}
	for _, e := range f.Entries {
		entries = append(entries, e)
	}
	return f.Game, seating.Players, entries
}

// File replays a scoring package's test game through the kind.
func File(t *testing.T, k views.Kind, path string) views.Table {
	t.Helper()
	config, players, entries := Golden(t, path)
	return Replay(t, k, config, players, entries)
}

// Entries are stored entries written as strings.
func Entries(lines ...string) [][]byte {
	out := make([][]byte, len(lines))
	for i, l := range lines {
		out[i] = []byte(l)
	}
	return out
}

// Seat is a result's seat as the tests compare it.
type Seat struct {
	Side, Place int
	Won         bool
	Counts      []int
}

// seats are a result's seats, for short comparisons.
func seats(r stats.Result) []Seat {
	out := make([]Seat, len(r.Seats))
	for i, s := range r.Seats {
		out[i] = Seat{s.Side, s.Place, s.Won, s.Counts}
	}
	return out
}

// CheckResult checks a game's result seat by seat, and that its money
// adds up to zero.
func CheckResult(t *testing.T, tab views.Table, over bool, want []Seat, stakes, points []int) {
	t.Helper()
	r, ok := tab.Result()
	if !ok {
		t.Fatal("no result")
	}
	if r.Over != over {
		t.Errorf("over = %v, want %v", r.Over, over)
	}
	if got := seats(r); !reflect.DeepEqual(got, want) {
		t.Errorf("seats =\n%+v\nwant\n%+v", got, want)
	}
	if !reflect.DeepEqual(r.Stakes, stakes) || !reflect.DeepEqual(r.Points, points) {
		t.Errorf("stakes %v, points %v; want %v, %v", r.Stakes, r.Points, stakes, points)
	}
	if stats.Sum(r.Stakes) != 0 || stats.Sum(r.Points) != 0 {
		t.Errorf("money does not add up to zero: stakes %v, points %v", r.Stakes, r.Points)
	}
}

// SidesAlike says what is wrong when a Side figure differs between seats
// of one side; "" when nothing is.
func SidesAlike(r stats.Result, figures []stats.Figure) string {
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

// CheckTeamResult checks a team game's result, and that its Side figures
// are alike for partners.
func CheckTeamResult(t *testing.T, k views.Kind, tab views.Table, over bool, want []Seat, stakes, points []int) {
	t.Helper()
	CheckResult(t, tab, over, want, stakes, points)
	r, _ := tab.Result()
	if err := SidesAlike(r, k.Figures); err != "" {
		t.Error(err)
	}
}

// Ask asks q, failing the test on a panic.
func Ask(t *testing.T, q views.Question, f url.Values) (a views.Answer, err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s with %v panics: %v", q.Name, f, r)
		}
	}()
	return q.Ask(f)
}

// Value picks what a player might send for a field: one of its chips, a
// number in its range, or junk.
func Value(rng *rand.Rand, f views.Field, junk []string) []string {
	pick := func() string {
		if len(f.Chips) > 0 && rng.IntN(4) > 0 {
			return f.Chips[rng.IntN(len(f.Chips))].Value
		}
		if f.Kind == views.FieldNumber && rng.IntN(3) > 0 {
			return strconv.Itoa(f.Min + rng.IntN(f.Max-f.Min+1))
		}
		if f.Kind == views.FieldCheck {
			return []string{"true", "", "yes"}[rng.IntN(3)]
		}
		return junk[rng.IntN(len(junk))]
	}
	switch f.Kind {
	case views.FieldCards:
		var parts []string
		for range rng.IntN(8) {
			parts = append(parts, pick())
		}
		return []string{strings.Join(parts, " ")}
	case views.FieldCardSet, views.FieldMany:
		var out []string
		for range rng.IntN(7) {
			out = append(out, pick())
		}
		return out
	}
	return []string{pick()}
}
