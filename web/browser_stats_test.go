package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// shootLooks saves screenshots of the current page in both languages and
// both colour schemes when SCHREIBER_SCREENSHOTS names a directory; ready
// is a selector the page shows once loaded.
func shootLooks(t *testing.T, ctx context.Context, name, ready string) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var here string
	run(t, ctx, "location", chromedp.Location(&here))
	for _, lang := range []string{"de", "en"} {
		run(t, ctx, "switch to "+lang,
			chromedp.Click(`.langs summary`, chromedp.ByQuery),
			chromedp.Click(fmt.Sprintf(`.langs button[value=%s]`, lang), chromedp.ByQuery),
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s]`, lang), chromedp.ByQuery),
			chromedp.Navigate(here),
			chromedp.WaitVisible(ready, chromedp.ByQuery),
		)
		for _, scheme := range []string{"light", "dark"} {
			var png []byte
			run(t, ctx, "screenshot "+lang+" "+scheme,
				emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
				chromedp.Sleep(200*time.Millisecond),
				chromedp.FullScreenshot(&png, 100),
			)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", name, lang, scheme)), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	run(t, ctx, "light again", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}))
}

// TestBrowserLookingBack opens, at phone size, a finished game's chart,
// the evening's ledger, a player's page and a head-to-head picked with the
// form, and checks each fits a 360 px screen.
func TestBrowserLookingBack(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Dienstagsrunde", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	var here string
	run(t, ctx, "group page", chromedp.Location(&here))
	groupPath := strings.TrimPrefix(here, app.srv.URL)
	groupID := groupPath[strings.LastIndex(groupPath, "/")+1:]
	eveningID, games := seedEvening(t, app.store, groupID, "2026-11-20", "Küche", fiveGames(t))

	// The Kurko game is over: its chart has a line for each of three.
	var lines, legend string
	run(t, ctx, "finished game",
		chromedp.Navigate(app.srv.URL+groupPath+"/games/"+games[0]),
		chromedp.WaitVisible(`[data-testid=chart] svg`, chromedp.ByQuery),
		chromedp.AttributeValue(`[data-testid=chart] svg`, "data-lines", &lines, nil, chromedp.ByQuery),
		chromedp.Text(`[data-testid=legend]`, &legend, chromedp.ByQuery),
	)
	if lines != "3" || !strings.Contains(legend, "Carl") {
		t.Errorf("chart: %s lines, legend %q", lines, legend)
	}
	var width float64
	run(t, ctx, "chart width", chromedp.Evaluate(`document.querySelector('[data-testid=chart] svg').getBoundingClientRect().width`, &width))
	if width < 300 {
		t.Errorf("the chart is %.0f px wide at 390 px", width)
	}
	fits(t, ctx, "finished game")
	shootLooks(t, ctx, "game-story", `[data-testid=chart]`)

	var payments string
	run(t, ctx, "evening ledger",
		chromedp.Navigate(app.srv.URL+groupPath+"/e/"+eveningID),
		chromedp.WaitVisible(`[data-testid=payments]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=payments]`, &payments, chromedp.ByQuery),
	)
	if !strings.Contains(payments, "Bo → Carl") || !strings.Contains(payments, "46.00") {
		t.Errorf("payments %q", payments)
	}
	fits(t, ctx, "evening")
	shootLooks(t, ctx, "evening", `[data-testid=payments]`)

	var games2 string
	run(t, ctx, "statistics and a player",
		chromedp.Navigate(app.srv.URL+groupPath+"/stats"),
		chromedp.WaitVisible(`[data-testid=board-all]`, chromedp.ByQuery),
	)
	fits(t, ctx, "statistics")
	shootLooks(t, ctx, "statistics", `[data-testid=board-all]`)
	run(t, ctx, "player page",
		chromedp.Click(`[data-testid=board-all] a.name`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=player-games]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=player-games]`, &games2, chromedp.ByQuery),
	)
	if games2 == "" {
		t.Error("the player page shows no games")
	}
	fits(t, ctx, "player")
	shootLooks(t, ctx, "player", `[data-testid=player-games]`)

	ids := playerIDs(t, app, groupPath)
	var all string
	run(t, ctx, "head-to-head",
		chromedp.Navigate(app.srv.URL+groupPath+"/h2h"),
		chromedp.WaitVisible(`[data-testid=h2h-form]`, chromedp.ByQuery),
		chromedp.SetValue(`#h2h-a`, ids["Anna"], chromedp.ByID),
		chromedp.SetValue(`#h2h-b`, ids["Bo"], chromedp.ByID),
		chromedp.Click(`[data-testid=h2h-form] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=h2h-all]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=h2h-all]`, &all, chromedp.ByQuery),
	)
	if f := strings.Fields(all); len(f) < 5 || f[len(f)-5] != "5" {
		t.Errorf("head-to-head in all: %q", all)
	}
	fits(t, ctx, "head-to-head")
	shootLooks(t, ctx, "h2h", `[data-testid=h2h-all]`)
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
