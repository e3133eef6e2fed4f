package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestTmpShot(t *testing.T) {
	app := newTestApp(t)
	ctx, _ := browser(t)
	evening := browserEvening(t, ctx, app, "Doko", "Anna", "Bo", "Cai", "Dora")
	group := evening[:strings.Index(evening, "/e/")]
	speak(t, ctx, evening, "en")
	browserNewGame(t, ctx, evening, "doppelkopf", "doppelkopf-home", 4, setOption("deals", "4"), chromedp.Click(`input[name=opt-pflichtsolo]`, chromedp.ByQuery))
	var game string
	run(t, ctx, "loc", chromedp.Location(&game))
	enterTupelkopf(t, ctx, 1, tkDeal{typ: "normal", alten: []int{0, 1}, sunkte: 120})
	enterTupelkopf(t, ctx, 2, tkDeal{typ: "damensolo", alten: []int{1}, sunkte: 150})
	enterDoppelkopfFast(t, ctx, 3, []int{0, 2}, 2, false)
	shootScreen(t, ctx, "tmp-fast-form", "light")
	enterDoppelkopfFast(t, ctx, 4, []int{1, 3}, 3, true)
	shootScreen(t, ctx, "tmp-over", "dark")
	for name, path := range map[string]string{"history": game + "/history", "evening": evening, "stats": group + "/stats", "rules": "/rules/doppelkopf", "new": evening + "/games/new?kind=doppelkopf"} {
		if !strings.HasPrefix(path, "http") {
			path = app.srv.URL + path
		}
		run(t, ctx, name, chromedp.Navigate(path), chromedp.WaitVisible(`main`, chromedp.ByQuery))
		shootScreen(t, ctx, "tmp-"+name, "light")
		fits(t, ctx, name)
	}
}
