package web

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/views"
)

// TestEveryKindTellsItsStory opens each seeded game and finds the chart
// with a line per player or side, and a row per entry with its change.
func TestEveryKindTellsItsStory(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	group, _, games := seededGroup(t, app, d)
	seeded := fiveGames(t)
	for i, tc := range []struct {
		lines int
		scale string
		mark  bool
	}{
		{3, "Points", true},  // Kurko, to its limit
		{2, "Points", true},  // Hurrican, to 16
		{2, "Points", true},  // Euchre, two sides to 5
		{2, "Losses", true},  // Durak, two teams to two losses
		{4, "Bunkte", false}, // Plön without an end
	} {
		p := d.get(group + "/games/" + games[i])
		if p.status != http.StatusOK {
			t.Fatalf("%s: %d", seeded[i].kind, p.status)
		}
		chart := byTestID(p.doc, "chart")
		if len(chart) != 1 {
			t.Errorf("%s: %d charts", seeded[i].kind, len(chart))
			continue
		}
		polylines := findAll(chart[0], func(n *html.Node) bool { return n.Data == "polyline" })
		if len(polylines) != tc.lines || len(byTestID(chart[0], "legend")) != 1 {
			t.Errorf("%s: %d lines, want %d", seeded[i].kind, len(polylines), tc.lines)
		}
		if got := attr(findAll(chart[0], func(n *html.Node) bool { return n.Data == "svg" })[0], "aria-label"); got != tc.scale {
			t.Errorf("%s: scale %q, want %q", seeded[i].kind, got, tc.scale)
		}
		if (len(byTestID(chart[0], "chart-mark")) == 1) != tc.mark {
			t.Errorf("%s: mark shown %v", seeded[i].kind, !tc.mark)
		}
		// Every entry has a row (a sweep and a deal make two in Hurrican).
		rows := findAll(byTestID(p.doc, "story-deals")[0], func(n *html.Node) bool { return n.Data == "tr" && n.Parent.Data == "tbody" })
		if len(rows) != len(seeded[i].entries) {
			t.Errorf("%s: %d rows for %d entries", seeded[i].kind, len(rows), len(seeded[i].entries))
		}
	}
	// The Kurko table: Anna's three kings count 13 each.
	p := d.get(group + "/games/" + games[0])
	first := findAll(byTestID(p.doc, "story-deals")[0], func(n *html.Node) bool { return n.Data == "tr" && n.Parent.Data == "tbody" })[0]
	if got := cells(first); !strings.HasPrefix(got, "1|13 +13|0 ·|0 ·") {
		t.Errorf("first entry %q", got)
	}
	// A running game has its story too, from its first entry on.
	if p := d.get(group + "/games/" + games[4]); len(byTestID(p.doc, "story")) != 1 {
		t.Error("a running game without a story")
	}
}

// TestResultsRebuiltFromTheLogGiveTheSameFigures drops the kept results
// and finds the same figures once they are worked out again from the logs.
func TestResultsRebuiltFromTheLogGiveTheSameFigures(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	group, _, _ := seededGroup(t, app, d)
	groupID := group[strings.LastIndex(group, "/")+1:]
	for i := range 3 {
		seedEvening(t, app.store, groupID, "2026-12-0"+strconv.Itoa(i+1), "", fiveGames(t))
	}
	ids := playerIDs(t, app, group)
	pages := []string{"/stats/csv", "/stats?kind=euchre", "/players/" + ids["Dora"], "/h2h?a=" + ids["Anna"] + "&b=" + ids["Bo"]}
	before := map[string]string{}
	for _, path := range pages {
		before[path] = d.get(group + path).body
	}
	ctx := context.Background()
	if kept, _ := app.store.GamesWithoutResult(ctx, groupID, views.ResultsVersion); len(kept) != 0 {
		t.Fatalf("%d games without a kept result after the pages", len(kept))
	}
	if err := app.store.DropResults(ctx); err != nil {
		t.Fatal(err)
	}
	if todo, _ := app.store.GamesWithoutResult(ctx, groupID, views.ResultsVersion); len(todo) != 20 {
		t.Fatalf("%d games to rebuild, want 20", len(todo))
	}
	for _, path := range pages {
		if got := d.get(group + path).body; got != before[path] {
			t.Errorf("%s differs once rebuilt from the log", path)
		}
	}
}
