package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// euchreHand taps a hand into the form (the maker, alone or not, the
// makers' tricks), waits for the preview of its points, saves it and waits
// for the board that follows. It returns the taps it took.
func euchreHand(t *testing.T, ctx context.Context, seq, maker int, alone bool, tricks int) int {
	t.Helper()
	acts := []chromedp.Action{tap(fmt.Sprintf(`input[name=maker][value="%d"]`, maker))}
	if alone {
		acts = append(acts, tap(`input[name=alone]`))
	}
	acts = append(acts, tap(fmt.Sprintf(`input[name=tricks][value="%d"]`, tricks)),
		chromedp.WaitVisible(`#preview [data-testid=preview-points]`, chromedp.ByQuery))
	short, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Run(short, acts...); err != nil {
		t.Fatalf("hand %d: %v", seq, err)
	}
	run(t, ctx, fmt.Sprintf("save hand %d", seq), chromedp.Click(`[data-testid=save-hand]`, chromedp.ByQuery), saved(seq))
	return len(acts) // the taps, the last of them being the save
}

// TestBrowserEuchreGame plays a five-point game of Euchre to its winners at
// phone size (a passed deal, the bridge, a euchred lone hand), corrects a
// hand from the history, starts the next game and looks at a rubber; no
// page scrolls sideways at 360 px.
func TestBrowserEuchreGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	evening := browserEvening(t, ctx, app, "Euchre-Runde", "Anna", "Bo", "Carl", "Dora")
	run(t, ctx, "the new game form",
		chromedp.Navigate(evening+"/games/new?kind=euchre"),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=options] > summary`, chromedp.ByQuery),
	)
	fits(t, ctx, "new Euchre game with its options")
	shootAll(t, ctx, "euchre-new")
	browserNewGame(t, ctx, evening, "euchre", "five", 4)
	fits(t, ctx, "Euchre game page")
	taps := euchreHand(t, ctx, 1, 0, false, 5)
	run(t, ctx, "all passed", chromedp.Click(`[data-testid=all-passed]`, chromedp.ByQuery), saved(2))
	euchreHand(t, ctx, 3, 1, false, 3)
	euchreHand(t, ctx, 4, 2, false, 4)
	euchreHand(t, ctx, 5, 0, false, 3)
	if bridge := textOf(t, ctx, `[data-testid=bridge]`); bridge != "at the bridge" {
		t.Errorf("bridge: %q", bridge)
	}
	fits(t, ctx, "Euchre at the bridge")
	shootAll(t, ctx, "euchre-running")
	// Dora goes alone and is euchred: Anna & Carl win 6:1.
	run(t, ctx, "fill the last hand",
		tap(`input[name=maker][value="3"]`), tap(`input[name=alone]`), tap(`input[name=tricks][value="2"]`),
		chromedp.WaitVisible(`#preview [data-testid=preview-winner]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Euchre preview of the last hand")
	shootPage(t, ctx, "euchre-preview")
	run(t, ctx, "save the last hand", chromedp.Click(`[data-testid=save-hand]`, chromedp.ByQuery), saved(6))
	if winner, won := textOf(t, ctx, `[data-testid=winner]`), textOf(t, ctx, `[data-testid=won]`); !strings.Contains(winner, "Anna & Carl") || won != "Game won 6:1" {
		t.Errorf("end: %q %q", winner, won)
	}
	fits(t, ctx, "Euchre won")
	shootAll(t, ctx, "euchre-over")
	run(t, ctx, "history",
		chromedp.Click(`a[href$="/history"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Euchre history")
	run(t, ctx, "open the correction of hand 3",
		chromedp.Evaluate(`document.querySelectorAll('[data-testid=history] a[href$="/edit"]')[3].click()`, nil),
		chromedp.WaitVisible(`[data-testid=hand-form]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Euchre correction")
	run(t, ctx, "Bo's side took all five",
		tap(`input[name=tricks][value="5"]`),
		chromedp.Click(`[data-testid=save-hand]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	if flash := textOf(t, ctx, `[data-testid=flash]`); !strings.Contains(flash, "Entry 3 corrected") || !strings.Contains(flash, "Bo & Dora 1 → 2") {
		t.Errorf("after the correction: %q", flash)
	}
	run(t, ctx, "next game",
		chromedp.Click(`[data-testid=next-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=dealer]`, chromedp.ByQuery),
	)
	if dealer := textOf(t, ctx, `[data-testid=dealer]`); dealer != "Carl" {
		t.Errorf("the next game's dealer: %q", dealer)
	}
	// A rubber: a lone march and a won game show the rubber's columns.
	browserNewGame(t, ctx, evening, "euchre", "rubber", 4)
	euchreHand(t, ctx, 1, 2, true, 5)
	euchreHand(t, ctx, 2, 1, false, 1)
	if results := textOf(t, ctx, `[data-testid=results]`); !strings.Contains(results, "Game 1: Anna & Carl 6:0, 3 rubber points") {
		t.Errorf("rubber results: %q", results)
	}
	fits(t, ctx, "Euchre rubber")
	shootAll(t, ctx, "euchre-rubber")
	t.Logf("an ordinary Euchre hand takes %d taps", taps)
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
