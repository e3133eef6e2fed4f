package web

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// heightOf is how tall the element selector finds is on the page, in CSS
// pixels, 0 when it is not there or folded away.
func heightOf(t *testing.T, ctx context.Context, selector string) int {
	t.Helper()
	var h float64
	run(t, ctx, "measure "+selector, chromedp.Evaluate(fmt.Sprintf(
		`(() => { const e = document.querySelector(%q); return e ? e.getBoundingClientRect().height : 0 })()`, selector), &h))
	return int(h + 0.5)
}

// present reports whether selector finds an element on the page.
func present(t *testing.T, ctx context.Context, selector string) bool {
	t.Helper()
	var ok bool
	run(t, ctx, "look for "+selector, chromedp.Evaluate(fmt.Sprintf(`!!document.querySelector(%q)`, selector), &ok))
	return ok
}

// trickTaps are the taps of a last trick: the leader, then every player's
// card in the order the form lists the players, which starts at Vorhand.
func trickTaps(t *testing.T, ctx context.Context, leader int, cards map[int]string) []chromedp.Action {
	t.Helper()
	var seats []string
	run(t, ctx, "the players' lines", chromedp.Evaluate(
		`[...document.querySelectorAll("[data-testid=trick-form] .flow-item")].map(e => e.dataset.testid.slice(5))`, &seats))
	acts := []chromedp.Action{tap(fmt.Sprintf(`[data-testid=trick-form] input[name=leader][value="%d"]`, leader))}
	for _, seat := range seats {
		acts = append(acts, tap(fmt.Sprintf(`input[name=card-%s][value="%s"]`, seat, cards[atoi(seat)])))
	}
	return acts
}

// onePhoneScreen is the height of a 390×844 phone's screen less the
// browser's own bars, about what a form may take to be entered without
// scrolling.
const onePhoneScreen = 760

// TestBrowserGurkeEntry enters Gurke deals at phone size the two ways: the
// last trick, one player's line after the other, and the quick entry, which
// stays open and first once the table used it, on the next panel and after
// a reload. Each form shows what the deal would do before it is saved and
// takes about one screen.
func TestBrowserGurkeEntry(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	evening := browserEvening(t, ctx, app, "Gurkenrunde", "Anna", "Bo", "Cai", "Dora")
	browserNewGame(t, ctx, evening, "gurke", "", 4)
	if h := heightOf(t, ctx, `[data-testid=trick-form]`); h > onePhoneScreen {
		t.Errorf("the last-trick entry is %d px tall", h)
	} else {
		t.Logf("last-trick entry: %d px tall before a card is picked", h)
	}
	if present(t, ctx, `details.quick[open]`) {
		t.Error("a new game opens the quick entry")
	}
	// Deal 1, Bo leads the last trick: Bo 5, Cai K, Dora 5, Anna K. The
	// last King, Anna's, takes it. Vorhand is Bo, so the lines follow
	// from Bo; each opens when the one before has its card.
	taps := trickTaps(t, ctx, 1, map[int]string{1: "5", 2: "K", 3: "5", 0: "K"})
	run(t, ctx, "deal 1 as a trick", append(taps,
		chromedp.WaitVisible(`[data-testid=trick-form] [data-testid=preview] [data-testid=last]`, chromedp.ByQuery))...)
	preview := textOf(t, ctx, `[data-testid=trick-form] [data-testid=preview]`)
	if !strings.Contains(preview, "Anna") || !strings.Contains(preview, "Not saved yet") {
		t.Errorf("the trick's preview: %q", preview)
	}
	h := heightOf(t, ctx, `[data-testid=trick-form]`)
	t.Logf("last-trick entry: %d px tall filled in, with its preview", h)
	if h > onePhoneScreen {
		t.Errorf("the filled last-trick entry is %d px tall", h)
	}
	fits(t, ctx, "the last-trick entry")
	shootPage(t, ctx, "gurke-trick-entry")
	run(t, ctx, "save deal 1", chromedp.Click(`[data-testid=save-trick]`, chromedp.ByQuery), saved(1))
	trickCount := len(taps) + 1
	if present(t, ctx, `details.quick[open]`) {
		t.Error("after a trick, the quick entry is open")
	}
	// Deal 2 the quick way: Cai took it with an Ace.
	run(t, ctx, "deal 2 quickly", openQuick(),
		tap(`[data-testid=quick-form] input[name=loser][value="2"]`),
		tap(`[data-testid=quick-form] input[name=card][value="A"]`),
		chromedp.WaitVisible(`[data-testid=quick-form] [data-testid=preview] [data-testid=last]`, chromedp.ByQuery),
	)
	if p := textOf(t, ctx, `[data-testid=quick-form] [data-testid=preview]`); !strings.Contains(p, "Cai") {
		t.Errorf("the quick preview: %q", p)
	}
	run(t, ctx, "save deal 2", chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery), saved(2))
	// The table chose the quick entry: it is open and first now, the
	// last-trick entry folded below it.
	if !present(t, ctx, `#entry > details.quick[open]:first-of-type`) || !present(t, ctx, `details.trick-more:not([open]) [data-testid=trick-form]`) {
		t.Error("after a quick deal the quick entry is not open and first")
	}
	h = heightOf(t, ctx, `#entry`)
	t.Logf("deal section with the quick entry first: %d px tall", h)
	if h > onePhoneScreen {
		t.Errorf("the quick entry's section is %d px tall", h)
	}
	// Deal 3 takes three taps: the loser, the card, Save.
	quick := []chromedp.Action{
		tap(`[data-testid=quick-form] input[name=loser][value="3"]`),
		tap(`[data-testid=quick-form] input[name=card][value="Q"]`),
		chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery),
	}
	run(t, ctx, "deal 3 in three taps", append(quick, saved(3))...)
	if !present(t, ctx, `details.quick[open]`) {
		t.Error("the quick entry folded after its second deal")
	}
	// The choice is the game's: a fresh load shows it too.
	var here string
	run(t, ctx, "where", chromedp.Location(&here))
	run(t, ctx, "reload", chromedp.Navigate(here), chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
	if !present(t, ctx, `#entry > details.quick[open]:first-of-type`) {
		t.Error("after a reload the quick entry is not open and first")
	}
	fits(t, ctx, "the quick entry first")
	shootPage(t, ctx, "gurke-quick-entry")
	// Back to the last trick: unfold it and enter deal 4 (Dora leads:
	// Dora 3, Anna 3, Bo 2, Cai 3; Cai's Three, the last, takes it).
	run(t, ctx, "unfold the last trick", chromedp.Click(`details.trick-more > summary`, chromedp.ByQuery))
	run(t, ctx, "deal 4 as a trick", append(trickTaps(t, ctx, 3, map[int]string{3: "3", 0: "3", 1: "2", 2: "3"}),
		chromedp.WaitVisible(`[data-testid=trick-form] [data-testid=preview] [data-testid=last]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=save-trick]`, chromedp.ByQuery), saved(4))...)
	if present(t, ctx, `details.quick[open]`) || present(t, ctx, `details.trick-more`) {
		t.Error("after a trick deal the last-trick entry does not lead again")
	}
	if s := textOf(t, ctx, `[data-testid=status-last]`); !strings.Contains(s, "Cai") {
		t.Errorf("deal 4: %q", s)
	}
	t.Logf("taps per ordinary deal: last trick %d (4 players), quick %d once chosen", trickCount, len(quick))
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
