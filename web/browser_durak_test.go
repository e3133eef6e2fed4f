package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserDurakSeries plays a series of Durak to its loss limit at phone
// size, one tap a deal, and checks that the loser and the forfeit are shown
// and that no page scrolls sideways at 360 px; then it looks at a game in
// teams.
func TestBrowserDurakSeries(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	forfeit := "sing the anthem standing on a chair"
	evening := browserEvening(t, ctx, app, "Durak-Runde", "Anna", "Bo", "Cai", "Dora")
	browserNewGame(t, ctx, evening, "durak", "classic", 3, setOption("loss_limit", "3"), setOption("forfeit", forfeit))
	fits(t, ctx, "Durak series")
	var attacker string
	run(t, ctx, "first deal", chromedp.Text(`[data-testid=attacker]`, &attacker, chromedp.ByQuery))
	if attacker != "whoever holds the lowest trump" {
		t.Errorf("first attacker: %q", attacker)
	}
	// Bo, a draw, Cai, Bo, Anna, Bo: Bo reaches three losses.
	for seq, tapped := range []string{"durak-1", "draw", "durak-2", "durak-1", "durak-0", "durak-1"} {
		run(t, ctx, fmt.Sprintf("deal %d: %s", seq+1, tapped),
			chromedp.Click(`[data-testid=`+tapped+`]`, chromedp.ByQuery),
			saved(seq+1),
		)
		if seq == 2 {
			run(t, ctx, "after Cai lost", chromedp.Text(`[data-testid=attacker]`, &attacker, chromedp.ByQuery))
			if attacker != "Anna attacks Bo, under the fool" {
				t.Errorf("attacker after Cai lost: %q", attacker)
			}
			fits(t, ctx, "Durak series under way")
			shootAll(t, ctx, "durak-running")
		}
	}
	var loser, shown string
	run(t, ctx, "series over",
		chromedp.WaitVisible(`[data-testid=loser]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=loser]`, &loser, chromedp.ByQuery),
		chromedp.Text(`[data-testid=forfeit]`, &shown, chromedp.ByQuery),
	)
	if loser != "Lost the series: Bo" || !strings.Contains(shown, forfeit) {
		t.Errorf("end: %q, %q", loser, shown)
	}
	var forms string
	run(t, ctx, "no more deals", chromedp.Evaluate(`document.querySelectorAll("[data-testid=durak-form]").length + ""`, &forms))
	if forms != "0" {
		t.Error("a finished series offers a deal")
	}
	fits(t, ctx, "finished Durak series")
	shootAll(t, ctx, "durak-over")
	run(t, ctx, "history",
		chromedp.Click(`a[href$="/history"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Durak history")

	// Teams of two: partners opposite, one tap names who deals for the
	// losing team.
	browserNewGame(t, ctx, evening, "durak", "teams", 4)
	run(t, ctx, "Anna & Cai lose, Cai deals", chromedp.Click(`[data-testid=durak-2]`, chromedp.ByQuery), saved(1))
	var dealer string
	run(t, ctx, "team dealer", chromedp.Text(`[data-testid=dealer]`, &dealer, chromedp.ByQuery))
	if dealer != "Cai" {
		t.Errorf("dealer for the losing team: %q", dealer)
	}
	fits(t, ctx, "Durak in teams")
	shootAll(t, ctx, "durak-teams")
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
