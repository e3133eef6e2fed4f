package views

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"schreiber/rules/msg"
)

// TestStoryShowsNotes: where a series notes what an entry did (a cucumber
// and a rebirth, which the change from the row before hides), the table of
// every entry shows the note instead of the change, in the table and in the
// list of a larger table alike, and the chart marks the point with it.
func TestStoryShowsNotes(t *testing.T) {
	note := msg.T("🥒 +%d → %d", 14, 13)
	s := Series{Scale: msg.T("Points"), Names: []string{"Anna", "Bo"}, Rows: [][]int{{0, 0}, {13, 12}, {13, 13}}, Entries: 2,
		Notes: [][]msg.Text{nil, nil, {{}, note}}}
	c := Ctx{Lang: EN}
	render := func(s Series, what string) string {
		var b bytes.Buffer
		var err error
		if what == "chart" {
			err = SeriesChart(c, s).Render(context.Background(), &b)
		} else {
			err = DealTable(c, s).Render(context.Background(), &b)
		}
		if err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	table := render(s, "table")
	if !strings.Contains(table, "🥒 +14 → 13") || strings.Count(table, ">+1<") != 0 {
		t.Errorf("table: %s", table)
	}
	if chart := render(s, "chart"); strings.Count(chart, `data-testid="chart-note"`) != 1 || !strings.Contains(chart, "<title>Bo: 🥒 +14 → 13</title>") {
		t.Errorf("chart: %s", chart)
	}
	wide := s
	wide.Names = []string{"Anna", "Bo", "Cai", "Dan", "Eva", "Fay", "Gus"}
	wide.Rows = [][]int{make([]int, 7), {13, 12, 0, 0, 0, 0, 0}, {13, 12, 0, 0, 0, 0, 0}}
	wide.Notes = [][]msg.Text{nil, nil, {{}, msg.T("🥒 +%d → %d", 14, 12)}}
	if len(wide.Names) <= StoryColumns {
		t.Fatalf("%d lines fit as columns", len(wide.Names))
	}
	if list := render(wide, "table"); !strings.Contains(list, "Bo 🥒 +14 → 12") {
		t.Errorf("list: %s", list)
	}
}
