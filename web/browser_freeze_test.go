package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserManyGamePagesInOneTab opens twelve game pages one after
// another in one tab, then again, and three tabs on three games: every page
// is shown within a second. A page that left its live stream open would use
// up the browser's few connections to the server, and the seventh page
// would wait for a minute.
func TestBrowserManyGamePagesInOneTab(t *testing.T) {
	app := newTestApp(t)
	ctx, _ := browser(t)
	evening := browserEvening(t, ctx, app, "Zwölf Spiele", "Anna", "Bo", "Cai")
	// One game through the pages, eleven more of the same beside it.
	browserNewGame(t, ctx, evening, "gurke", "", 3)
	var first string
	run(t, ctx, "game URL", chromedp.Location(&first))
	parts := strings.Split(first[strings.Index(first, "/g/"):], "/")
	row, err := app.store.Game(context.Background(), parts[2], parts[4])
	if err != nil {
		t.Fatal(err)
	}
	var seating []string
	for _, p := range row.Seats {
		seating = append(seating, p.ID)
	}
	games := []string{first}
	for i := 1; i < 12; i++ {
		g, err := app.store.CreateGame(context.Background(), row.EveningID, row.Kind, row.Config, seating)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, strings.TrimSuffix(first, row.ID)+g.ID)
	}
	open := func(ctx context.Context, url, what string) time.Duration {
		start := time.Now()
		run(t, ctx, what, chromedp.Navigate(url), chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
		return time.Since(start)
	}
	var took []string
	for round := 0; round < 2; round++ {
		for i, g := range games {
			d := open(ctx, g, fmt.Sprintf("round %d, game %d", round+1, i+1))
			took = append(took, d.Round(time.Millisecond).String())
			if d > time.Second {
				t.Fatalf("round %d, game %d took %v to show; all so far: %s", round+1, i+1, d, strings.Join(took, " "))
			}
		}
	}
	t.Logf("pages shown in %s", strings.Join(took, " "))

	// Three tabs on three games, and a fourth, in front, then opens the
	// rest in turn.
	var tabs []context.Context
	for i := 0; i < 4; i++ {
		tab := anotherTab(t, ctx)
		tabs = append(tabs, tab)
		if d := open(tab, games[i], fmt.Sprintf("tab %d", i+1)); d > time.Second {
			t.Fatalf("tab %d took %v to show its game", i+1, d)
		}
	}
	for i, g := range games[4:] {
		if d := open(tabs[3], g, fmt.Sprintf("tab 4, game %d", i+5)); d > time.Second {
			t.Fatalf("with three more tabs open, game %d took %v to show", i+5, d)
		}
	}
}
