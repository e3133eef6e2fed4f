package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserStatsCompleteThemselves opens the statistics while their
// results are still being worked out: the page says so, and once the
// run has ended its notice reloads it, counting every game, with no
// script of the page's own.
func TestBrowserStatsCompleteThemselves(t *testing.T) {
	t.Parallel()
	gate := newResultsGate()
	app, srv := newStatsApp(t, gate.wrap, LiveConfig{})
	srv.runs.small = 1
	ctx, dialog := browser(t)
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Dienstagsrunde", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	var here string
	run(t, ctx, "group page", chromedp.Location(&here))
	group := strings.TrimPrefix(here, app.srv.URL)
	seedEvening(t, app.store, lastSegment(group), "2026-11-20", "Küche", fiveGames(t))

	gate.held.Store(true)
	var notice string
	run(t, ctx, "statistics while the results are worked out",
		chromedp.Navigate(app.srv.URL+group+"/stats"),
		chromedp.WaitVisible(`[data-testid=results-pending]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=results-pending]`, &notice, chromedp.ByQuery),
	)
	if !strings.Contains(notice, "incomplete") {
		t.Errorf("notice %q", notice)
	}
	<-gate.arrived
	gate.held.Store(false)
	gate.gate <- struct{}{}
	runEnded(srv, group)
	var counted string
	run(t, ctx, "the page reloads itself once complete",
		chromedp.WaitVisible(`[data-testid=board-all]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=games-counted]`, &counted, chromedp.ByQuery),
	)
	if counted != "5" {
		t.Errorf("%q games counted once complete", counted)
	}
	var left int
	run(t, ctx, "no notice left", chromedp.Evaluate(`document.querySelectorAll('[data-testid=results-pending]').length`, &left))
	if left != 0 {
		t.Error("the complete page still says results are missing")
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
