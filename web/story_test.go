package web

import (
	"context"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/replay"
	"schreiber/views"
)

// TestEveryKindTellsItsStory opens each seeded game and finds the chart
// with a line per player or side, and a row per entry with its change.
func TestEveryKindTellsItsStory(t *testing.T) {
	t.Parallel()
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
		// Every deal has a row; the mark of a game finished here is none,
		// and neither is a Hurrican tapped during a deal, which is part of
		// the deal.
		rows := findAll(byTestID(p.doc, "story-deals")[0], func(n *html.Node) bool { return n.Data == "tr" && n.Parent.Data == "tbody" })
		deals := slices.DeleteFunc(slices.Clone(seeded[i].entries), func(e string) bool {
			return db.IsMark(e) || strings.Contains(strings.Join(strings.Fields(e), ""), `"kind":"hurrican"`)
		})
		if len(rows) != len(deals) {
			t.Errorf("%s: %d rows for %d deals", seeded[i].kind, len(rows), len(deals))
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
	t.Parallel()
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
	if kept, _ := app.store.GamesWithoutResult(ctx, groupID, replay.ResultsVersion); len(kept) != 0 {
		t.Fatalf("%d games without a kept result after the pages", len(kept))
	}
	if err := app.store.DropResults(ctx); err != nil {
		t.Fatal(err)
	}
	if todo, _ := app.store.GamesWithoutResult(ctx, groupID, replay.ResultsVersion); len(todo) != 20 {
		t.Fatalf("%d games to rebuild, want 20", len(todo))
	}
	for _, path := range pages {
		if got := d.get(group + path).body; got != before[path] {
			t.Errorf("%s differs once rebuilt from the log", path)
		}
	}
}

// TestPanelFetchesTheStoryWhenShown posts deals as a phone does and finds
// the panel it answers with the same size after 5 deals and after 200:
// the story (chart and every entry) is a stand-in that fetches it, and
// what it fetches is what the whole page shows.
func TestPanelFetchesTheStoryWhenShown(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	players := []string{"Anna", "Bo", "Cai", "Dora"}
	_, game := newGame(t, d, players...)
	gameID := game[strings.LastIndex(game, "/")+1:]
	token := d.csrf()
	deal := func(i int) page {
		t.Helper()
		form := url.Values{"_csrf": {token}, "mode": {"quick"}, "loser": {strconv.Itoa(i % 4)}, "card": {"2"},
			"nonce": {db.NewID()}, "after": {strconv.Itoa(i)}}
		for s := range 4 {
			if s != i%4 {
				form.Add("matched", strconv.Itoa(s))
			}
		}
		p := d.post(game+"/entries", form, "HX-Request", "true")
		if p.status != http.StatusOK {
			t.Fatalf("deal %d: %d %.300s", i, p.status, p.body)
		}
		return p
	}
	var short page
	for i := range 5 {
		short = deal(i)
	}
	for i := 5; i < 199; i++ {
		if _, err := app.store.Append(context.Background(), gameID, db.NewRecord{Action: db.Add, Payload: dealPayload(i), Device: "t", AfterSeq: i}); err != nil {
			t.Fatal(err)
		}
	}
	long := deal(199)
	if len(long.body) > len(short.body)+200 {
		t.Errorf("the panel grows with the game: %d bytes after 5 deals, %d after 200", len(short.body), len(long.body))
	}
	for _, p := range []page{short, long} {
		if len(byTestID(p.doc, "chart")) != 0 || len(byTestID(p.doc, "story-deals")) != 0 {
			t.Fatal("the panel draws the story itself")
		}
		later := byTestID(p.doc, "story-later")
		if len(later) != 1 || attr(later[0], "hx-get") != game+"/story" || attr(later[0], "hx-trigger") != "intersect once" {
			t.Fatalf("no stand-in fetching the story: %.300s", p.body)
		}
	}
	// What the stand-in fetches: the chart, and a stand-in for the table.
	story := d.getWith(game+"/story", "HX-Request", "true")
	if story.status != http.StatusOK || len(byTestID(story.doc, "chart")) != 1 || len(byTestID(story.doc, "story-deals")) != 0 {
		t.Fatalf("story: %d %.300s", story.status, story.body)
	}
	// The stand-in has the story's legend and count of entries already:
	// only the chart's box is empty, so nothing moves when it comes.
	if a, b := outer(byTestID(long.doc, "legend")[0]), outer(byTestID(story.doc, "legend")[0]); a != b {
		t.Errorf("the stand-in's legend %s differs from the story's %s", a, b)
	}
	summary := func(doc *html.Node) string {
		deals := findAll(doc, func(n *html.Node) bool { return n.Data == "details" && attr(n, "class") == "deals" })
		return text(findAll(deals[0], func(n *html.Node) bool { return n.Data == "summary" })[0])
	}
	if a, b := summary(long.doc), summary(story.doc); a != b || !strings.Contains(a, "(200)") {
		t.Errorf("the stand-in says %q, the story %q", a, b)
	}
	deals := byTestID(story.doc, "deals-later")
	if len(deals) != 1 || attr(deals[0].Parent, "hx-get") != game+"/deals" {
		t.Fatalf("no stand-in fetching every entry: %.500s", story.body)
	}
	// The table it fetches is the one the whole page shows.
	rows := func(doc *html.Node) []*html.Node {
		return findAll(doc, func(n *html.Node) bool { return n.Data == "tr" && n.Parent.Data == "tbody" })
	}
	fetched := d.getWith(game+"/deals", "HX-Request", "true")
	whole := d.get(game)
	if got := len(rows(fetched.doc)); got != 200 {
		t.Errorf("%d rows fetched for 200 deals", got)
	}
	table := byTestID(whole.doc, "story-deals")
	if len(table) != 1 || len(byTestID(whole.doc, "story-later")) != 0 {
		t.Fatal("the whole page does not show the story itself")
	}
	if outer(table[0]) != outer(byTestID(fetched.doc, "story-deals")[0]) {
		t.Error("the fetched table differs from the page's")
	}
	if outer(byTestID(whole.doc, "chart")[0]) != outer(byTestID(story.doc, "chart")[0]) {
		t.Error("the fetched chart differs from the page's")
	}
}

// outer is a node's markup.
func outer(n *html.Node) string {
	var b strings.Builder
	html.Render(&b, n)
	return b.String()
}

// TestStandingIsWhereTheSeriesEnds checks, for random games of every kind
// at every length, that the Standing a stand-in's legend draws from has
// the Series' names, scale and seats, its count of entries and its last
// row.
func TestStandingIsWhereTheSeriesEnds(t *testing.T) {
	t.Parallel()
	for _, k := range kinds {
		g := newRandomGame(t, k, 11, 40)
		for n := 0; n <= len(g.entries); n++ {
			tb, err := k.Table(g.config, g.players, g.entries[:n])
			if err != nil {
				t.Fatal(err)
			}
			all, end := tb.Series(), tb.Standing()
			if all.Entries != len(all.Rows)-1 || end.Entries != all.Entries {
				t.Fatalf("%s after %d entries: %d rows, Entries %d, Standing's %d", k.Name, n, len(all.Rows), all.Entries, end.Entries)
			}
			if len(end.Rows) != min(len(all.Rows), 2) {
				t.Fatalf("%s after %d entries: the Standing has %d rows", k.Name, n, len(end.Rows))
			}
			if !reflect.DeepEqual(end.Rows[len(end.Rows)-1], all.Rows[len(all.Rows)-1]) || !reflect.DeepEqual(end.Rows[0], all.Rows[0]) {
				t.Fatalf("%s after %d entries: the Standing's rows %v are not the Series' first and last of %v", k.Name, n, end.Rows, all.Rows)
			}
			// The notes go with the rows, which only the Series has.
			end.Rows, all.Rows, end.Notes, all.Notes = nil, nil, nil, nil
			if !reflect.DeepEqual(end, all) {
				t.Fatalf("%s after %d entries: the Standing %+v differs from the Series %+v", k.Name, n, end, all)
			}
			if !reflect.DeepEqual(views.Legend(tb.Standing()), views.Legend(tb.Series())) {
				t.Fatalf("%s after %d entries: the legends differ", k.Name, n)
			}
		}
	}
}
