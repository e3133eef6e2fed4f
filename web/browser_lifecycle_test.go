package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// waitOn polls the page until the script is true, for at most a few
// seconds: what another phone did shows there without a reload.
func waitOn(t *testing.T, ctx context.Context, what, script string) {
	t.Helper()
	run(t, ctx, what, chromedp.Poll(script, nil, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(5*time.Second)))
}

// TestBrowserAGamesWholeLife plays at phone size with a viewer's phone
// open beside the scorer's: a Durak series is finished here, a Gurke game
// abandoned, a game started by mistake removed and a player renamed, and
// the viewer's open page follows each without a reload (but the removed
// game's, which reloads into a page that says it was removed).
func TestBrowserAGamesWholeLife(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer, dialog := browser(t)
	evening := browserEvening(t, scorer, app, "Lebenslauf", "Anna", "Bo", "Cai")
	group := evening[:strings.Index(evening, "/e/")]
	var viewerLink string
	run(t, scorer, "viewer link", chromedp.Navigate(group), chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID))
	viewer := phoneContext(t)
	run(t, viewer, "the viewer joins",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
	)
	open := func(what, game string) {
		run(t, viewer, what,
			chromedp.Navigate(game),
			chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
			chromedp.Evaluate(`window.stillThisPage = true`, nil),
		)
	}

	// A Durak series without an end: two deals, then finished here.
	browserNewGame(t, scorer, evening, "durak", "classic", 3)
	var durak string
	run(t, scorer, "two deals",
		chromedp.Location(&durak),
		chromedp.Click(`[data-testid=durak-1]`, chromedp.ByQuery), saved(1),
		chromedp.Click(`[data-testid=durak-2]`, chromedp.ByQuery), saved(2),
	)
	open("the viewer opens the series", durak)
	run(t, scorer, "open the end of the game",
		chromedp.Click(`[data-testid=end-actions] > summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=finish]`, chromedp.ByQuery),
	)
	fits(t, scorer, "the end of a game, folded open")
	shootAll(t, scorer, "game-end-actions")
	run(t, scorer, "finish here",
		chromedp.Evaluate(`document.querySelector("[data-testid=end-actions]").open = true`, nil),
		chromedp.Click(`[data-testid=finish]`, chromedp.ByQuery), saved(3))
	waitOn(t, scorer, "the scorer sees it finished, in view",
		`(() => { const e = document.querySelector("[data-ended=finished]"); if (!e) return false; const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight })()`)
	waitOn(t, viewer, "the viewer sees it finished", `!!document.querySelector("[data-ended=finished]") && window.stillThisPage === true`)
	fits(t, scorer, "a series finished here")
	shootAll(t, scorer, "game-finished-here")

	// A Danish Agurk, one deal, then abandoned; and taken up again.
	browserNewGame(t, scorer, evening, "gurke", "danish", 3)
	var agurk string
	run(t, scorer, "a deal", chromedp.Location(&agurk), pickQuick(0, "K"), chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery), saved(1))
	open("the viewer opens the Agurk", agurk)
	run(t, scorer, "abandon",
		chromedp.Click(`[data-testid=end-actions] > summary`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=abandon]`, chromedp.ByQuery), saved(2),
		chromedp.WaitVisible(`[data-ended=abandoned]`, chromedp.ByQuery),
	)
	waitOn(t, viewer, "the viewer sees it abandoned", `!!document.querySelector("[data-ended=abandoned]") && window.stillThisPage === true`)
	fits(t, scorer, "an abandoned game")
	shootAll(t, scorer, "game-abandoned")

	// A game started by mistake, removed; the viewer who had it open is
	// told so.
	browserNewGame(t, scorer, evening, "gurke", "danish", 3)
	var mistake string
	run(t, scorer, "where", chromedp.Location(&mistake))
	open("the viewer opens the mistake", mistake)
	run(t, scorer, "remove it",
		chromedp.Click(`[data-testid=end-actions] > summary`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=remove-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=games]`, chromedp.ByQuery),
	)
	var games int
	run(t, scorer, "the evening", chromedp.Evaluate(`document.querySelectorAll("[data-testid=evening-game]").length`, &games))
	if games != 2 {
		t.Errorf("the evening lists %d games, want 2", games)
	}
	waitOn(t, viewer, "the viewer is told the game was removed", `!!document.querySelector("[data-testid=gone]")`)
	fits(t, viewer, "a removed game")
	shootAll(t, viewer, "game-removed")

	// Bo is renamed Bodo; the viewer's open game shows the new name.
	open("the viewer opens the Agurk again", agurk)
	run(t, scorer, "rename Bo",
		chromedp.Navigate(group),
		chromedp.WaitVisible(`[data-testid=rename-player]`, chromedp.ByQuery),
		chromedp.SetValue(`#rename-who`, playerIDs(t, app, group)["Bo"], chromedp.ByID),
		chromedp.SendKeys(`[data-testid=rename-player] input[name=name]`, "Bodo", chromedp.ByQuery),
		chromedp.Submit(`[data-testid=rename-player] input[name=name]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=changes]`, chromedp.ByQuery),
	)
	waitOn(t, viewer, "the viewer sees Bodo", `document.querySelector("#board").textContent.includes("Bodo") && window.stillThisPage === true`)
	run(t, scorer, "open the changes", chromedp.Click(`[data-testid=changes] > summary`, chromedp.ByQuery))
	fits(t, scorer, "the group's names and changes")
	shootAll(t, scorer, "group-changes")
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
