package web

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserEveningOfFiveGames plays an evening of all five games at one
// table, then opens it on a phone that joined through the scorers' link:
// every game page, the evening and a ruling show the game as entered,
// without sideways scrolling at 360 px, in both languages. With
// SCHREIBER_SCREENSHOTS set it saves the screen a phone shows of each page
// (the README's pictures).
func TestBrowserEveningOfFiveGames(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	gk := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai", "Dora")
	start := func(kind, preset string) table {
		_, form := tableFormIn(t, d, gk, kind, preset)
		return table{group: gk.group, evening: gk.evening, game: location(t, d.post(gk.evening+"/games", form))}
	}
	for _, q := range []struct {
		loser int
		card  string
	}{{1, "K"}, {3, "9"}, {0, "A"}, {2, "5"}} {
		location(t, quick(d, gk.game, q.loser, q.card))
	}
	hk := start("hurrican", "classic")
	location(t, sweep(d, hk, "1"))
	location(t, hk.enter(d, deal1()))
	ek := start("euchre", "five")
	for _, f := range []url.Values{hand("0", "3", false), passed(), hand("1", "5", false), hand("3", "4", false)} {
		location(t, ek.enter(d, f))
	}
	dk := start("durak", "classic")
	for _, f := range []url.Values{lost(2), lost(0), drawn(), lost(2)} {
		location(t, dk.enter(d, f))
	}
	tk := start("tupelkopf", "ploen")
	location(t, tk.enter(d, deal("normal", 151, []int{0, 2}, "alten_call", "re")))
	location(t, tk.enter(d, deal("damensolo", 200, []int{3})))
	location(t, tk.enter(d, deal("normal", 98, []int{1, 2})))
	keep := keepForm(ask(d, dk.game+"/referee", "beat", "trump", "♠", "attack", "♥7", "defence", "♠6"))
	location(t, d.post(dk.game+"/rulings", keep))

	ctx, dialog := browser(t)
	link := attr(byTestID(d.get(gk.group).doc, "invite-scorer")[0], "value")
	joinAsScorer(t, ctx, link)
	pages := []struct{ name, path, ready string }{
		{"gurke", gk.game, `[data-testid=board]`},
		{"hurrican", hk.game, `[data-testid=board]`},
		{"euchre", ek.game, `[data-testid=board]`},
		{"durak", dk.game, `[data-testid=latest-ruling]`},
		{"tupelkopf", tk.game, `[data-testid=board]`},
		{"evening", gk.evening, `[data-testid=games]`},
	}
	for _, lang := range []string{"en", "de"} {
		speak(t, ctx, app.srv.URL+gk.group, lang)
		for _, p := range pages {
			run(t, ctx, p.name+" in "+lang,
				chromedp.Navigate(app.srv.URL+p.path),
				chromedp.WaitVisible(p.ready, chromedp.ByQuery),
			)
			var status string
			if p.name != "evening" {
				run(t, ctx, "status of "+p.name, chromedp.Text(`[data-testid=status]`, &status, chromedp.ByQuery))
				if strings.TrimSpace(status) == "" {
					t.Errorf("%s in %s: an empty status strip", p.name, lang)
				}
			}
			fits(t, ctx, p.name+" in "+lang)
			scheme := map[string]string{"en": "light", "de": "dark"}[lang]
			shootScreen(t, ctx, fmt.Sprintf("evening-%s-%s-%s", p.name, lang, scheme), scheme)
		}
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// speak switches the browser's language on the page at url.
func speak(t testing.TB, ctx context.Context, url, lang string) {
	t.Helper()
	var marked bool
	// The page is marked before the switch, so the wait is for the page the
	// switch loads and not the one already there.
	run(t, ctx, "speak "+lang,
		chromedp.Navigate(url),
		chromedp.Evaluate(`document.documentElement.setAttribute("data-old", ""); true`, &marked),
		chromedp.Click(`.langs summary`, chromedp.ByQuery),
		chromedp.Click(fmt.Sprintf(`.langs button[value=%s]`, lang), chromedp.ByQuery),
		chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s]:not([data-old]) main`, lang), chromedp.ByQuery),
	)
}

// shootScreen saves what the phone's screen shows, 390×844, in the colour
// scheme, when SCHREIBER_SCREENSHOTS names a directory.
func shootScreen(t *testing.T, ctx context.Context, name, scheme string) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var png []byte
	run(t, ctx, "screen "+name,
		emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
		chromedp.Sleep(200*time.Millisecond),
		chromedp.CaptureScreenshot(&png),
		emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}),
	)
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
