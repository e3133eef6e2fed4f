package gurke

import (
	"slices"
	"testing"

	"schreiber/rules/lextest"
	"schreiber/scoring/replay"
	"schreiber/scoring/scoringtest"
)

// seriesOf replays entries as a stored game and returns its Series.
func seriesOf(t *testing.T, g Game, entries ...Entry) replay.Series {
	t.Helper()
	return scoringtest.Stored(t, Kind, g, g.Players, entries...).Series()
}

// notes writes a series' notes of every row, in English and German.
func notes(s replay.Series) (en, de [][]string) {
	for i := range s.Rows {
		var rowEN, rowDE []string
		if i < len(s.Notes) {
			for _, n := range s.Notes[i] {
				rowEN, rowDE = append(rowEN, n.String()), append(rowDE, lextest.De(n))
			}
		}
		en, de = append(en, rowEN), append(de, rowDE)
	}
	return en, de
}

// TestSeriesShowsTheCucumbers: the chart, the table of every entry and the
// CSV draw the Series, whose rows hold the scores after each deal. A
// cucumber and a rebirth hide in them: Bo at 12 takes an Ace (+14 → 26)
// and is reborn at Anna's 13, a change of +1; or at his own 12, no change
// at all. The Series notes what happened.
func TestSeriesShowsTheCucumbers(t *testing.T) {
	three := Game{Rules: Danish(), Players: []string{"Anna", "Bo", "Cai"}}
	s := seriesOf(t, three, loses(0, "K"), loses(1, "Q"), loses(1, "A"))
	if got := s.Rows[3]; !slices.Equal(got, []int{13, 13, 0}) {
		t.Fatalf("rows %v", s.Rows)
	}
	en, de := notes(s)
	if !slices.Equal(en[3], []string{"", "🥒 +14 → 13", ""}) || !slices.Equal(de[3], en[3]) {
		t.Errorf("notes %q / %q", en, de)
	}
	for i := range 3 {
		if len(en[i]) != 0 {
			t.Errorf("row %d noted: %q", i, en[i])
		}
	}

	two := Game{Rules: Danish(), Players: []string{"Anna", "Bo"}}
	s = seriesOf(t, two, loses(0, "Q"), loses(1, "Q"), loses(1, "A"), loses(1, "A"))
	en, _ = notes(s)
	// Reborn at Anna's 12, where Bo stood: the change is none.
	if s.Rows[3][1] != s.Rows[2][1] || !slices.Equal(en[3], []string{"", "🥒 +14 → 12"}) {
		t.Errorf("rows %v, notes %q", s.Rows, en)
	}
	// 26 again: the second cucumber puts Bo out.
	if !slices.Equal(en[4], []string{"", "🥒 +14"}) || s.Rows[4][1] != 26 {
		t.Errorf("notes %q", en)
	}

	// Counting losses, there are no cucumbers to note.
	losses, _ := Preset("matapesa")
	if s := seriesOf(t, Game{Rules: losses, Players: []string{"Anna", "Bo"}}, loses(0, "A"), loses(0, "A")); s.Notes != nil {
		t.Errorf("notes counting losses: %v", s.Notes)
	}
}
