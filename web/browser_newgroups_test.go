package web

import (
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserGroupLimitKeepsTheForm starts a second group from a phone
// allowed one: the start page comes back, in German, saying why, with the
// name and the players as typed, and fits a 360 px phone, light and dark.
func TestBrowserGroupLimitKeepsTheForm(t *testing.T) {
	t.Parallel()
	app := newDefaultApp(t, Config{Groups: GroupLimits{PerDevice: 1}})
	ctx, _ := browser(t)
	start := func(name string) {
		run(t, ctx, "start "+name,
			chromedp.Navigate(app.srv.URL+"/"),
			chromedp.WaitVisible(`#group-name`, chromedp.ByID),
			chromedp.SendKeys(`#group-name`, name, chromedp.ByID),
			chromedp.SendKeys(`#group-players`, "Anna\nBo", chromedp.ByID),
			chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		)
	}
	run(t, ctx, "German", chromedp.Navigate(app.srv.URL+"/"),
		chromedp.Click(`.langs summary`, chromedp.ByQuery),
		chromedp.Click(`.langs button[value=de]`, chromedp.ByQuery),
		chromedp.WaitVisible(`html[lang=de]`, chromedp.ByQuery))
	start("Dienstagsrunde")
	run(t, ctx, "the first group", chromedp.WaitVisible(`#new-player`, chromedp.ByID))
	start("Mittwochsrunde im Hinterzimmer")
	var say, name, players string
	run(t, ctx, "the second refused",
		chromedp.WaitVisible(`form[action="/groups"] .error`, chromedp.ByQuery),
		chromedp.Text(`form[action="/groups"] .error`, &say, chromedp.ByQuery),
		chromedp.Value(`#group-name`, &name, chromedp.ByID),
		chromedp.Value(`#group-players`, &players, chromedp.ByID))
	if !strings.Contains(say, "Dieses Handy hat in der letzten Stunde schon so viele Runden angelegt") ||
		name != "Mittwochsrunde im Hinterzimmer" || players != "Anna\nBo" {
		t.Errorf("the refusal says %q, with %q and %q kept", say, name, players)
	}
	fits(t, ctx, "the refused start page")
	shootPage(t, ctx, "group-limit-de-light")
	run(t, ctx, "dark", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}))
	shootPage(t, ctx, "group-limit-de-dark")
	run(t, ctx, "360 px", chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(phoneScale())))
	shootPage(t, ctx, "group-limit-de-dark-360")
}
