package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// browserEvening creates a group with the players through the pages and
// starts an evening; it returns the evening's URL. Players are listed by
// name, so names in alphabetical order keep their seats.
func browserEvening(t testing.TB, ctx context.Context, app *testApp, group string, players ...string) string {
	t.Helper()
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, group, chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	for i, name := range players {
		run(t, ctx, "add "+name,
			chromedp.SendKeys(`#new-player`, name, chromedp.ByID),
			chromedp.Submit(`#new-player`, chromedp.ByID),
			chromedp.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+1), chromedp.ByQuery),
		)
	}
	var evening string
	run(t, ctx, "start evening",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Location(&evening),
	)
	return evening
}

// browserNewGame opens the new game form of a kind from the evening, picks
// the preset and the first players of the list, and runs more (option
// changes) before the game is started.
func browserNewGame(t testing.TB, ctx context.Context, evening, kind, preset string, players int, more ...chromedp.Action) {
	t.Helper()
	run(t, ctx, "new "+kind+" game",
		chromedp.Navigate(evening),
		chromedp.WaitVisible(`a[href$="games/new?kind=`+kind+`"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=`+kind+`"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
	)
	if preset != "" {
		run(t, ctx, "pick "+preset,
			chromedp.SetValue(`#preset`, preset, chromedp.ByID),
			chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		)
	}
	run(t, ctx, "pick the players", tickFirst(players))
	if len(more) > 0 {
		run(t, ctx, "change options", append([]chromedp.Action{chromedp.Click(`[data-testid=options] > summary`, chromedp.ByQuery)}, more...)...)
	}
	shootPage(t, ctx, "new-"+kind+"-"+preset)
	run(t, ctx, "start "+kind,
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
	)
}

// tickFirst leaves the first n players of the new game form ticked and the
// rest not, with a tap on each whose tick changes: the form may come with
// players ticked already (the evening's usual ones).
func tickFirst(n int) chromedp.Action {
	return chromedp.ActionFunc(func(ctx context.Context) error {
		var ticked []bool
		if err := chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=seats] input[name=player]")).map(i => i.checked)`, &ticked).Do(ctx); err != nil {
			return err
		}
		for i, on := range ticked {
			if on != (i < n) {
				if err := chromedp.Click(fmt.Sprintf(`[data-testid=seats] li:nth-child(%d) .chip span`, i+1), chromedp.ByQuery).Do(ctx); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// setOption types a number or text into an option's field, replacing what
// it held.
func setOption(name, value string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.Evaluate(fmt.Sprintf(`document.getElementById("opt-%s").value = ""`, name), nil),
		chromedp.SendKeys(`#opt-`+name, value, chromedp.ByID),
	}
}

// shootAll saves screenshots of the current page in both languages and both
// colour schemes, named after what it shows, when SCHREIBER_SCREENSHOTS
// names a directory.
func shootAll(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var here, lang string
	run(t, ctx, "location", chromedp.Location(&here), chromedp.AttributeValue(`html`, "lang", &lang, nil, chromedp.ByQuery))
	switchTo := func(l string) {
		run(t, ctx, "switch to "+l,
			chromedp.Click(`.langs summary`, chromedp.ByQuery),
			chromedp.Click(fmt.Sprintf(`.langs button[value=%s]`, l), chromedp.ByQuery),
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s] main`, l), chromedp.ByQuery),
			chromedp.Navigate(here),
			chromedp.WaitVisible(`main`, chromedp.ByQuery),
		)
	}
	// German first, then English, so that every switch changes the page's
	// language and the wait below sees the new page.
	for i, l := range []string{"de", "en"} {
		if i > 0 || lang != "de" {
			switchTo(l)
		}
		for _, scheme := range []string{"light", "dark"} {
			var png []byte
			run(t, ctx, "screenshot "+l+" "+scheme,
				emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
				chromedp.Sleep(200*time.Millisecond),
				chromedp.FullScreenshot(&png, 100),
			)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", name, l, scheme)), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if lang != "en" {
		switchTo(lang)
	}
	run(t, ctx, "light again", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}))
}

// saved waits until the game panel shows the log at seq.
func saved(seq int) chromedp.Action {
	return chromedp.Tasks{
		chromedp.WaitReady(fmt.Sprintf(`#game input[name=after][value="%d"]`, seq), chromedp.ByQuery),
		settled(),
	}
}

// loaded waits until the page has loaded whole, its scripts run.
func loaded() chromedp.Action {
	return chromedp.Poll(`document.readyState === "complete"`, nil,
		chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))
}

// settled waits until htmx has settled the content it swapped in: its
// triggers (such as the preview's) are bound only then, and a tap before
// that would change the form without asking for a preview. A person's
// finger is never that quick; a test's is.
func settled() chromedp.Action {
	return chromedp.Poll(`!document.querySelector(".htmx-settling, .htmx-swapping, .htmx-added, .htmx-request")`, nil,
		chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))
}
