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
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// phoneContext starts another phone: a browser of its own, with its own
// cookies, at phone size.
func phoneContext(t *testing.T) context.Context {
	t.Helper()
	ctx, _ := browser(t)
	return ctx
}

// TestBrowserLiveTable has a scorer, a viewer and a second scorer at one
// table, each in a browser context of its own: a deal entered by one shows
// on the others' boards within a second without a reload; the viewer is
// refused when it posts; a scorer's stale form is replaced; a replaced
// viewer link lets nobody in; a removed device loses the game.
func TestBrowserLiveTable(t *testing.T) {
	app := newTestApp(t)
	scorer, dialog := browser(t)
	run(t, scorer, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Live", chromedp.ByID),
		chromedp.SendKeys(`#group-players`, "Anna\nBo\nCai", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	var group, viewerLink, scorerLink, game string
	run(t, scorer, "links",
		chromedp.Location(&group),
		chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID),
		chromedp.Value(`#invite-scorer`, &scorerLink, chromedp.ByID),
	)
	run(t, scorer, "start a game",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		tickFirst(3),
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
		chromedp.Location(&game),
	)

	viewer := phoneContext(t)
	run(t, viewer, "the viewer joins and opens the game",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.stillThisPage = true`, nil),
	)
	var forms int
	run(t, viewer, "no forms", chromedp.Evaluate(`document.querySelectorAll("#game form").length`, &forms))
	if forms != 0 {
		t.Errorf("the viewer's page has %d forms", forms)
	}

	// The scorer enters deal 1; the viewer's board shows it within a second.
	run(t, scorer, "pick deal 1",
		openQuick(),
		chromedp.Click(`[data-testid=quick-form] input[name=loser][value="0"] + span`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=quick-form] input[name=card][value="K"] + span`, chromedp.ByQuery),
	)
	followsWithinASecond(t, scorer, viewer, "the viewer", 1)
	var last string
	var same bool
	run(t, viewer, "the viewer's strip",
		chromedp.Text(`[data-testid=status-last]`, &last, chromedp.ByQuery),
		chromedp.Evaluate(`window.stillThisPage === true`, &same),
	)
	if !strings.Contains(last, "Anna") || !same {
		t.Errorf("the viewer's strip says %q; the page was reloaded: %v", last, !same)
	}

	// The viewer tries to post anyway, with its own CSRF token: refused.
	var status int
	run(t, viewer, "the viewer posts",
		chromedp.Evaluate(`fetch(location.pathname + "/entries", {method: "POST",
			headers: {"X-CSRF-Token": JSON.parse(document.body.getAttribute("hx-headers"))["X-CSRF-Token"],
				"Content-Type": "application/x-www-form-urlencoded"},
			body: "mode=quick&loser=1&card=5&after=1"}).then(r => r.status)`, &status,
			func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
	)
	if status != 403 {
		t.Errorf("the viewer's post: %d, want 403", status)
	}

	// A second scorer enters deal 2: the first scorer's stale form is
	// replaced within a second, and says why.
	second := phoneContext(t)
	run(t, second, "the second scorer joins",
		chromedp.Navigate(scorerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
		openQuick(),
		chromedp.Click(`[data-testid=quick-form] input[name=loser][value="1"] + span`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=quick-form] input[name=card][value="A"] + span`, chromedp.ByQuery),
	)
	followsWithinASecond(t, second, scorer, "the first scorer", 2)
	run(t, scorer, "the notice", chromedp.WaitVisible(`[data-testid=notice]`, chromedp.ByQuery))
	run(t, viewer, "the viewer at deal 2", chromedp.WaitReady(`#board[data-seq="2"]`, chromedp.ByQuery))
	fits(t, viewer, "the viewer's game page")
	shootLive(t, viewer, "live-viewer")
	shootLive(t, scorer, "live-scorer")

	// The second scorer keeps a ruling: both boards show it, and the first
	// scorer's forms stay as they are, since the log did not move.
	var marked bool
	run(t, scorer, "mark the panel", chromedp.Evaluate(`document.getElementById("game").setAttribute("data-kept", "1"); true`, &marked))
	run(t, second, "keep a ruling",
		chromedp.Navigate(game+"/referee?q=play&ask=1&trick=9&hand=5+7+K&play=5"),
		chromedp.Click(`.keep-ruling button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=latest-ruling]`, chromedp.ByQuery),
	)
	for who, ctx := range map[string]context.Context{"the viewer": viewer, "the first scorer": scorer} {
		wait, cancel := context.WithTimeout(ctx, 2*time.Second)
		if err := chromedp.Run(wait, chromedp.WaitReady(`#board[data-seq="3"] [data-testid=latest-ruling]`, chromedp.ByQuery)); err != nil {
			t.Errorf("%s does not show the kept ruling: %v", who, err)
		}
		cancel()
	}
	var kept int
	run(t, scorer, "the panel stayed", chromedp.Evaluate(`document.querySelectorAll('#game[data-kept="1"] input[name=after][value="2"]').length`, &kept))
	if kept == 0 {
		t.Error("a kept ruling replaced the first scorer's forms")
	}

	// The scorer replaces the viewer link: the old one lets nobody in.
	run(t, scorer, "replace the viewer link",
		chromedp.Navigate(group),
		chromedp.Click(`[data-testid=rotate-viewer]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	var fresh string
	run(t, scorer, "the new link", chromedp.Value(`#invite-viewer`, &fresh, chromedp.ByID))
	if fresh == viewerLink {
		t.Fatal("the viewer link did not change")
	}
	stranger := phoneContext(t)
	var joinForms int
	run(t, stranger, "the old link",
		chromedp.Navigate(viewerLink),
		chromedp.WaitVisible(`[data-testid=error]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('form[action^="/join/"]').length`, &joinForms),
	)
	if joinForms != 0 {
		t.Error("the old viewer link still offers to join")
	}

	// The viewer names its phone; the scorer removes it, and the viewer's
	// open game page turns into the page to join again.
	run(t, viewer, "name the viewer's phone",
		chromedp.Navigate(group),
		chromedp.SendKeys(`#device-name`, "Bo's phone", chromedp.ByID),
		chromedp.Submit(`#device-name`, chromedp.ByID),
		chromedp.WaitVisible(`#device-name[value="Bo's phone"]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
	)
	fits(t, scorer, "the group page")
	shootLive(t, scorer, "live-group")
	run(t, scorer, "remove the viewer's phone",
		chromedp.Navigate(group),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=device]"))
			.find(li => li.textContent.includes("Bo's phone")).querySelector("[data-testid=revoke]").click()`, nil),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	run(t, viewer, "the removed phone", chromedp.WaitVisible(`[data-testid=join-notice]`, chromedp.ByQuery))
	run(t, viewer, "and the game again",
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=code-form]`, chromedp.ByQuery),
	)
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// followsWithinASecond saves the deal picked in from's quick form and waits
// for the page of to show log position seq, at most a second after the tap.
func followsWithinASecond(t *testing.T, from, to context.Context, who string, seq int) {
	t.Helper()
	tapped := time.Now()
	run(t, from, fmt.Sprintf("save deal %d", seq), chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery))
	wait, cancel := context.WithDeadline(to, tapped.Add(time.Second))
	defer cancel()
	sel := fmt.Sprintf(`#board[data-seq="%d"]`, seq)
	if err := chromedp.Run(wait, chromedp.WaitReady(sel, chromedp.ByQuery)); err != nil {
		t.Fatalf("%s does not show deal %d within a second of the tap: %v", who, seq, err)
	}
	t.Logf("%s shows deal %d %s after the tap", who, seq, time.Since(tapped).Round(time.Millisecond))
}

// shootLive saves screenshots of the current page in both languages and
// both colour schemes when SCHREIBER_SCREENSHOTS names a directory.
func shootLive(t *testing.T, ctx context.Context, name string) {
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
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s] main`, lang), chromedp.ByQuery),
			chromedp.Navigate(here),
			chromedp.WaitVisible(`main`, chromedp.ByQuery),
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
