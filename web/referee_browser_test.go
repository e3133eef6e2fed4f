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

// click clicks the visible part of a chip or a button.
func click(sel string) chromedp.Action { return chromedp.Click(sel, chromedp.ByQuery) }

// chip taps the chip of a radio or checkbox field.
func chip(field, value string) chromedp.Action {
	return click(fmt.Sprintf(`[data-field=%q] input[value=%q] + span`, field, value))
}

// card taps a card of a field's palette.
func card(field, value string) chromedp.Action {
	return click(fmt.Sprintf(`[data-palette="f-%s"] button[data-card=%q]`, field, value))
}

// askReferee taps the ask button and waits for the answer.
func askReferee(t *testing.T, ctx context.Context, what string, taps ...chromedp.Action) string {
	t.Helper()
	var verdict string
	var marked bool
	// An answer already on the page is marked, so that the wait below is for
	// the new answer and not satisfied by the old one. The last answer is
	// settled before the first tap, and the taps may ask on their own:
	// their answers are in before the mark.
	mark := chromedp.Evaluate(`document.querySelectorAll("[data-testid=answer]").forEach(function (a) { a.setAttribute("data-old", "") }); true`, &marked)
	run(t, ctx, what, append(append(append([]chromedp.Action{settled()}, taps...), settled(), mark),
		click(`[data-testid=ask]`),
		chromedp.WaitVisible(`[data-testid=answer]:not([data-old])`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=answer]:not([data-old])`, &verdict, chromedp.ByQuery))...)
	return verdict
}

// TestBrowserGurkeDispute settles a dispute at a Polish Ogórek table from
// the game's page, keeps the ruling and finds it in the history.
func TestBrowserGurkeDispute(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer := app.device(t)
	group, game := startGame(t, scorer, "polish", "Anna", "Bo", "Cai")
	var link string
	for _, in := range byTestID(scorer.get(group).doc, "invite-scorer") {
		link = attr(in, "value")
	}
	ctx, _ := browser(t)
	run(t, ctx, "join and open the game",
		chromedp.Navigate(link),
		click(`main form button[type=submit]`),
		chromedp.WaitVisible(`[data-testid=groups], #new-player`, chromedp.ByQuery),
		chromedp.Navigate(app.srv.URL+game),
		chromedp.WaitVisible(`[data-testid=ruling]`, chromedp.ByQuery),
	)
	// The most common dispute: Bo led a 9, Cai holds 5, 7 and K and wants
	// to throw the 5 away. Taps: Ruling, 9, 5, 7, K, 5, Ask.
	run(t, ctx, "open the referee", click(`[data-testid=ruling]`), chromedp.WaitVisible(`[data-testid=question]`, chromedp.ByQuery))
	fits(t, ctx, "Gurke referee")
	verdict := askReferee(t, ctx, "ask", card("trick", "9"), card("hand", "5"), card("hand", "7"), card("hand", "K"), card("play", "5"))
	if !strings.Contains(verdict, "Not allowed") || !strings.Contains(verdict, "must") {
		t.Fatalf("Polish referee says %q", verdict)
	}
	var hand string
	run(t, ctx, "the input is kept", chromedp.Value(`#f-hand`, &hand, chromedp.ByQuery))
	if hand != "5 7 K" {
		t.Errorf("hand field reads %q after asking", hand)
	}
	fits(t, ctx, "Gurke answer")
	shootReferee(t, ctx, "referee-gurke")
	run(t, ctx, "keep it",
		click(`[data-testid=keep]`),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
		click(`a[href$="/history"]`),
		chromedp.WaitVisible(`[data-testid=rulings]`, chromedp.ByQuery),
	)
	var kept string
	run(t, ctx, "read the history", chromedp.Text(`[data-testid=rulings]`, &kept, chromedp.ByQuery))
	if !strings.Contains(kept, "May I play this?") || !strings.Contains(kept, "5 7 K") || !strings.Contains(kept, "Not allowed") {
		t.Errorf("history shows %q", kept)
	}
	fits(t, ctx, "history with a ruling")
}

// TestBrowserStandaloneReferee answers a Euchre left-bower question and a
// Durak throw-in question without a game.
func TestBrowserStandaloneReferee(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, _ := browser(t)
	run(t, ctx, "from the home page",
		chromedp.Navigate(app.srv.URL+"/"),
		click(`[data-testid=referee]`),
		chromedp.WaitVisible(`[data-testid=referee-games]`, chromedp.ByQuery),
	)
	fits(t, ctx, "referee index")
	run(t, ctx, "pick Euchre", click(`a[href="/referee/euchre"]`), chromedp.WaitVisible(`[data-testid=question]`, chromedp.ByQuery))
	fits(t, ctx, "Euchre referee")
	// Hearts are trump and diamonds were led: the jack of diamonds is the
	// left bower, a trump, and does not follow diamonds.
	verdict := askReferee(t, ctx, "left bower", chip("trump", "♥"), card("trick", "♦A"),
		chip("hand", "♦J"), chip("hand", "♦9"), chip("hand", "♣A"), chip("card", "♦J"))
	if !strings.Contains(verdict, "Not allowed") || !strings.Contains(verdict, "left bower") {
		t.Fatalf("Euchre referee says %q", verdict)
	}
	var rule string
	run(t, ctx, "rule link", chromedp.AttributeValue(`[data-testid=rule]`, "href", &rule, nil, chromedp.ByQuery))
	if rule != "/rules/euchre#euchre.follow" {
		t.Errorf("the ruling links %q", rule)
	}
	fits(t, ctx, "Euchre answer")
	shootReferee(t, ctx, "referee-euchre")

	run(t, ctx, "pick Durak", chromedp.Navigate(app.srv.URL+"/referee/durak"), chromedp.WaitVisible(`[data-testid=question]`, chromedp.ByQuery))
	// ♥7 was beaten with ♥9: a nine may be thrown in, a king may not.
	verdict = askReferee(t, ctx, "throw in a nine", chip("trump", "♠"), chip("attacks", "♥7"), chip("defences", "♥9"), chip("card", "♣9"))
	if !strings.Contains(verdict, "Allowed") {
		t.Fatalf("Durak referee says %q", verdict)
	}
	verdict = askReferee(t, ctx, "throw in a king", chip("card", "♣K"))
	if !strings.Contains(verdict, "Not allowed") {
		t.Fatalf("Durak referee says %q to a king", verdict)
	}
	fits(t, ctx, "Durak answer")
	shootReferee(t, ctx, "referee-durak")
	// Doppelkopf by the home rules: of two Dullen the second wins, but
	// not in the last trick.
	run(t, ctx, "pick Doppelkopf", chromedp.Navigate(app.srv.URL+"/referee/doppelkopf?preset=home&q=winner"),
		chromedp.WaitVisible(`[data-testid=question]`, chromedp.ByQuery))
	fits(t, ctx, "Doppelkopf referee")
	verdict = askReferee(t, ctx, "two Dullen", card("trick", "♥10"), card("trick", "♥10"))
	if !strings.Contains(verdict, "Player 2") || !strings.Contains(verdict, "second") {
		t.Fatalf("Doppelkopf referee says %q to two Dullen", verdict)
	}
	shootReferee(t, ctx, "referee-doppelkopf")
	verdict = askReferee(t, ctx, "two Dullen in the last trick", chip("last", "true"))
	if !strings.Contains(verdict, "Player 1") {
		t.Fatalf("Doppelkopf referee says %q to two Dullen in the last trick", verdict)
	}
	for _, game := range []string{"gurke", "hurrican", "doppelkopf", "tupelkopf"} {
		run(t, ctx, game, chromedp.Navigate(app.srv.URL+"/referee/"+game), chromedp.WaitVisible(`[data-testid=question]`, chromedp.ByQuery))
		fits(t, ctx, game+" referee")
	}
}

// shootReferee saves screenshots of the page in both languages and colour
// schemes when SCHREIBER_SCREENSHOTS names a directory.
func shootReferee(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var here string
	run(t, ctx, "location", chromedp.Location(&here))
	for _, lang := range []string{"de", "en"} {
		run(t, ctx, "switch to "+lang,
			chromedp.Navigate(here),
			chromedp.WaitVisible(`[data-testid=answer]`, chromedp.ByQuery),
			click(`.langs summary`),
			click(fmt.Sprintf(`.langs button[value=%s]`, lang)),
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s] [data-testid=answer]`, lang), chromedp.ByQuery),
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
