package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// enterDoppelkopfFast taps a deal into the fast entry (switching to it if
// the form shows the full one), saves it and waits for the board that
// follows; it returns the taps it took.
func enterDoppelkopfFast(t *testing.T, ctx context.Context, seq int, winners []int, value int, bock bool) int {
	t.Helper()
	var fast bool
	run(t, ctx, "the form's mode", chromedp.Evaluate(`document.querySelector("input[name=entry][value=fast]").checked`, &fast))
	var acts []chromedp.Action
	if !fast {
		acts = append(acts, tap(`input[name=entry][value=fast]`))
	}
	for _, seat := range winners {
		acts = append(acts, tap(fmt.Sprintf(`input[name=winners][value="%d"]`, seat)))
	}
	acts = append(acts, tap(fmt.Sprintf(`input[name=value][value="%d"]`, value)))
	if bock {
		acts = append(acts, tap(`input[name=bock]`))
	}
	acts = append(acts, chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))
	short, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Run(short, acts...); err != nil {
		var refused []string
		chromedp.Run(ctx, chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=form-error]")).map(e => e.textContent)`, &refused))
		t.Fatalf("fast deal %d: %v; the page says %q", seq, err, refused)
	}
	return len(acts) - 1
}

// TestBrowserDoppelkopfHomeRules plays twelve deals of Doppelkopf by the
// home rules at phone size, in German, with a viewer's phone open beside
// the scorer's: 120:120 brings a Bock round, a lost Re in it a second one
// on top (Doppelbock), a Damensolo and a deal entered fast follow. The
// viewer's status strip shows the Bock state as it changes, without a
// reload, and the final scores are the ones worked out by hand below.
func TestBrowserDoppelkopfHomeRules(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer, dialog := browser(t)
	evening := browserEvening(t, scorer, app, "Doko-Runde", "Anna", "Bo", "Cai", "Dora")
	group := evening[:strings.Index(evening, "/e/")]
	speak(t, scorer, evening, "de")
	browserNewGame(t, scorer, evening, "doppelkopf", "doppelkopf-home", 4,
		setOption("deals", "12"), chromedp.Click(`input[name=opt-pflichtsolo]`, chromedp.ByQuery))
	var game, viewerLink string
	run(t, scorer, "the game", chromedp.Location(&game))
	run(t, scorer, "the viewer link", chromedp.Navigate(group), chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID))
	run(t, scorer, "back to the game", chromedp.Navigate(game), chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
	var title string
	run(t, scorer, "title", chromedp.Text(`h1`, &title, chromedp.ByQuery))
	if title != "Doppelkopf · Hausregeln mit Bockrunden" {
		t.Errorf("title %q", title)
	}
	fits(t, scorer, "Doppelkopf game page")
	shootAll(t, scorer, "doppelkopf-start")

	viewer := phoneContext(t)
	run(t, viewer, "the viewer joins and opens the game",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.stillThisPage = true`, nil),
	)
	speak(t, viewer, game, "de")
	run(t, viewer, "mark the page", chromedp.Evaluate(`window.stillThisPage = true`, nil))
	viewerBock := func(want string) {
		t.Helper()
		waitOn(t, viewer, "the viewer's Bock: "+want, fmt.Sprintf(
			`(document.querySelector("[data-testid=status] [data-testid=bock]") || {textContent: ""}).textContent.trim() === %q && window.stillThisPage === true`, want))
	}

	// Anna 0, Bo 1, Cai 2, Dora 3; the scores after each deal, worked out
	// by the DDV's values (TSR 7.2) and the home rules' Bock:
	//  1 Re Anna+Bo 150: won 1                                   1  1 −1 −1
	//  2 Re Cai+Dora 120: Kontra wins at 120, won 1 + gegen die
	//    Alten 1 = 2; 120:120 brings a Bock round (deals 3–6)    3  3 −3 −3
	//  3 Re Anna+Cai 130: 1 × 2                                  5  1 −1 −5
	//  4 Re Bo+Dora 100 with Re announced: Kontra wins, won 1 +
	//    Re 2 + gegen die Alten 1 = 4 × 2 = 8; the lost Re brings
	//    a second round on top: deals 5–6 ×4, 7–8 ×2             13 −7  7 −13
	//  5 Re Anna+Bo 160: won 1 + Kontra below 90 1 = 2 × 4        21  1 −1 −21
	//  6 Re Cai+Dora 121: 1 × 4                                  17 −3  3 −17
	//  7 Re Anna+Dora 140: 1 × 2                                 19 −5  1 −15
	//  8 Re Bo+Cai 140: 1 × 2                                    17 −3  3 −17
	//  9 Damensolo Bo 130: won 1, threefold for the soloist      16  0  2 −18
	// 10 fast: Anna and Cai win, the table counted 3             19 −3  5 −21
	// 11 fast: Cai and Dora win, the table counted 2 (won 1 and
	//    gegen die Alten 1, Re Anna+Bo having taken 100 Augen)    17 −5  7 −19
	// 12 Re Cai+Dora 200: won 1 + below 90 + below 60 = 3        14 −8 10 −16
	full := []tkDeal{
		{typ: "normal", alten: []int{0, 1}, sunkte: 150},
		{typ: "normal", alten: []int{2, 3}, sunkte: 120},
		{typ: "normal", alten: []int{0, 2}, sunkte: 130},
		{typ: "normal", alten: []int{1, 3}, sunkte: 100, more: []string{`input[name=alten_call][value="re"]`}},
		{typ: "normal", alten: []int{0, 1}, sunkte: 160},
		{typ: "normal", alten: []int{2, 3}, sunkte: 121},
		{typ: "normal", alten: []int{0, 3}, sunkte: 140},
		{typ: "normal", alten: []int{1, 2}, sunkte: 140},
		{typ: "damensolo", alten: []int{1}, sunkte: 130},
	}
	bockAfter := map[int]string{
		2: "nächstes Spiel ×2, 4 Bockspiele insgesamt",
		4: "nächstes Spiel ×4, 4 Bockspiele insgesamt",
		6: "nächstes Spiel ×2, 2 Bockspiele insgesamt",
		8: "",
	}
	fullTaps := 0
	for i, d := range full {
		seq := i + 1
		taps := enterTupelkopf(t, scorer, seq, d)
		if seq == 1 {
			fullTaps = taps
		}
		if want, ok := bockAfter[seq]; ok {
			viewerBock(want)
		}
		if seq == 4 {
			fits(t, scorer, "Doppelkopf under Doppelbock")
			shootAll(t, scorer, "doppelkopf-doppelbock")
		}
	}
	firstFast := enterDoppelkopfFast(t, scorer, 10, []int{0, 2}, 3, false)
	fits(t, scorer, "Doppelkopf after a fast entry")
	shootAll(t, scorer, "doppelkopf-fast")
	// The form stays on the fast entry: the next ordinary deal is two
	// winners, the value and Save.
	var stays bool
	run(t, scorer, "the mode stays", chromedp.Evaluate(`document.querySelector("input[name=entry][value=fast]").checked`, &stays))
	if !stays {
		t.Error("after a fast entry the form went back to the full one")
	}
	fastTaps := enterDoppelkopfFast(t, scorer, 11, []int{2, 3}, 2, false)
	run(t, scorer, "back to the full entry", tap(`input[name=entry][value=full]`))
	enterTupelkopf(t, scorer, 12, tkDeal{typ: "normal", alten: []int{2, 3}, sunkte: 200})
	t.Logf("taps for an ordinary deal: full entry %d and the Augen typed, fast entry %d (the first %d, switching to it)",
		fullTaps, fastTaps, firstFast)
	if fullTaps != 3 || fastTaps != 4 || firstFast != 5 {
		t.Errorf("an ordinary deal took %d taps entered in full, %d fast (%d switching)", fullTaps, fastTaps, firstFast)
	}

	var scores []string
	run(t, viewer, "the viewer's final board",
		chromedp.Poll(`document.querySelector("[data-testid=winner]") !== null`, nil),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=board] [data-testid=score]")).map(e => e.textContent.trim())`, &scores),
	)
	if got := strings.Join(scores, " "); got != "14 −8 10 −16" {
		t.Errorf("final scores %s, want 14 −8 10 −16", got)
	}
	var same bool
	run(t, viewer, "no reload", chromedp.Evaluate(`window.stillThisPage === true`, &same))
	if !same {
		t.Error("the viewer's page was reloaded")
	}
	fits(t, scorer, "Doppelkopf at its end")
	shootAll(t, scorer, "doppelkopf-end")
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
