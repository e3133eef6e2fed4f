package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// tkDeal is one deal as the test taps it in.
type tkDeal struct {
	typ    string
	alten  []int
	sunkte int
	more   []string // further chips to tap: announcements and extras
}

// tap clicks the chip of an input.
func tap(selector string) chromedp.Action {
	return chromedp.Click(selector+" + span", chromedp.ByQuery)
}

// openTypes opens the fold of the games a deal can be, which shows only
// the normal game until it is tapped.
var openTypes = chromedp.Evaluate(`(() => { const f = document.querySelector("[data-testid=type-fold]"); if (f && !f.open) f.querySelector("summary").click(); return true })()`, nil)

// enterTupelkopf taps a deal into the form, saves it and waits for the
// board that follows; it returns the taps it took, typing the Sunkte aside.
func enterTupelkopf(t *testing.T, ctx context.Context, seq int, d tkDeal) int {
	t.Helper()
	var acts []chromedp.Action
	if d.typ != "normal" {
		// A normal game is the form's answer until the fold opens.
		acts = append(acts, openTypes, tap(fmt.Sprintf(`.tk-type input[value="%s"]`, d.typ)))
	}
	for _, seat := range d.alten {
		acts = append(acts, tap(fmt.Sprintf(`input[name=alten][value="%d"]`, seat)))
	}
	if d.typ != "armut" {
		acts = append(acts, chromedp.SendKeys(`#tk-sunkte`, fmt.Sprint(d.sunkte), chromedp.ByID))
	}
	for _, sel := range d.more {
		if strings.HasPrefix(sel, "summary") {
			acts = append(acts, chromedp.Click(`[data-testid=extras] > summary`, chromedp.ByQuery))
			continue
		}
		acts = append(acts, tap(sel))
	}
	acts = append(acts, chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))
	// A deal the page refuses would leave the wait hanging: fail soon.
	short, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Run(short, acts...); err != nil {
		var refused []string
		chromedp.Run(ctx, chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=form-error]")).map(e => e.textContent)`, &refused))
		t.Fatalf("deal %d (%s): %v; the page says %q", seq, d.typ, err, refused)
	}
	return len(acts) - 1 - boolInt(d.typ != "armut")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestBrowserTupelkopfGame plays a 24-deal game of Doppelkopf under the
// Plön rules at phone size with every game type, Armut included, looks at
// the preview before saving, corrects a deal and checks that no page
// scrolls sideways at 360 px.
func TestBrowserTupelkopfGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	evening := browserEvening(t, ctx, app, "Doko am Donnerstag", "Anna", "Bo", "Cai", "Dora")
	browserNewGame(t, ctx, evening, "tupelkopf", "ploen", 4, setOption("deals", "24"))
	fits(t, ctx, "Tupelkopf game page")
	shootAll(t, ctx, "tupelkopf-start")

	// The preview before saving: tap the Alten, type their Sunkte; the
	// Anderen's count follows as it is typed, the Bunkte when the field is left.
	var rest, preview string
	run(t, ctx, "preview",
		tap(`input[name=alten][value="0"]`),
		tap(`input[name=alten][value="2"]`),
		chromedp.SendKeys(`#tk-sunkte`, "151", chromedp.ByID),
		chromedp.Text(`[data-testid=rest] [data-rest-value]`, &rest, chromedp.ByQuery),
		// Typing alone brings the preview after a short pause.
		chromedp.WaitVisible(`#preview [data-testid=breakdown]`, chromedp.ByQuery),
		tap(`input[name=alten_call][value="re"]`),
		chromedp.Poll(`document.querySelector("#preview [data-testid=breakdown]").textContent.includes("announced and made: Re")`, nil),
		chromedp.Text(`#preview [data-testid=breakdown]`, &preview, chromedp.ByQuery),
	)
	if rest != "89" {
		t.Errorf("the Anderen's Sunkte while typing: %q", rest)
	}
	for _, want := range []string{"the Elders win", "keine 120 (the losers have 89)", "announced and made: Re", "Netted: 3 for the Elders"} {
		if !strings.Contains(preview, want) {
			t.Errorf("preview lacks %q: %q", want, preview)
		}
	}
	fits(t, ctx, "Tupelkopf deal form with its preview")
	shootPage(t, ctx, "tupelkopf-preview")
	run(t, ctx, "save deal 1", chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(1))

	scored := []tkDeal{
		{typ: "normal", alten: []int{1, 3}, sunkte: 130},
		{typ: "hochzeit", alten: []int{0}, sunkte: 125},
		{typ: "stille-hochzeit", alten: []int{2}, sunkte: 200},
		{typ: "schieben", alten: []int{1, 2}, sunkte: 100},
		{typ: "trumpfsolo", alten: []int{3}, sunkte: 181},
		{typ: "armut"},
		{typ: "bubendamensolo", alten: []int{0}, sunkte: 90},
		{typ: "damensolo", alten: []int{1}, sunkte: 121},
		{typ: "bubensolo", alten: []int{2}, sunkte: 150},
		{typ: "farbenersatzsolo", alten: []int{3}, sunkte: 200},
		{typ: "knochenloser", alten: []int{0}, sunkte: 60},
		{typ: "normal", alten: []int{0, 1}, sunkte: 140, more: []string{"summary",
			`input[name=anderen_foxes][value="1"]`, `input[name=karlchen][value="alten"]`, `input[name=alten_tupelkoepfe][value="1"]`}},
		{typ: "normal", alten: []int{2, 3}, sunkte: 110, more: []string{`input[name=alten_call][value="keine45"]`, `input[name=anderen_call][value="contra"]`}},
	}
	// Twelve scored deals so far and the first; ordinary ones make up the
	// 24, with a second Armut among them.
	for n := 12; n < 23; n++ {
		scored = append(scored, tkDeal{typ: "normal", alten: []int{n % 4, (n + 1) % 4}, sunkte: 100 + 7*n%130})
		if n == 17 {
			scored = append(scored, tkDeal{typ: "armut"})
		}
	}
	seq := 1
	for _, d := range scored {
		seq++
		taps := enterTupelkopf(t, ctx, seq, d)
		if d.typ == "normal" && len(d.more) == 0 && taps != 3 {
			t.Errorf("deal %d: an ordinary deal took %d taps", seq, taps)
		}
		if seq == 6 {
			var multiplier string
			// The scorer's board folds the last deal under the standings.
			run(t, ctx, "the solo's multiplier", chromedp.Click(`[data-testid=board] [data-testid=last] > summary`, chromedp.ByQuery), chromedp.Text(`[data-testid=board] [data-testid=multiplier]`, &multiplier, chromedp.ByQuery))
			if !strings.Contains(multiplier, "3-fold for Dora") {
				t.Errorf("solo multiplier: %q", multiplier)
			}
			fits(t, ctx, "board after a solo")
			shootAll(t, ctx, "tupelkopf-solo")
		}
		if seq == 7 {
			var deal string
			run(t, ctx, "after Armut", chromedp.Text(`[data-testid=deal]`, &deal, chromedp.ByQuery))
			if deal != "7 of 24" {
				t.Errorf("deal after Armut: %q, want the same deal again", deal)
			}
		}
	}
	var winner, deals string
	run(t, ctx, "game over",
		chromedp.WaitVisible(`[data-testid=winner]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=winner]`, &winner, chromedp.ByQuery),
	)
	run(t, ctx, "no more deals", chromedp.Evaluate(`document.querySelectorAll("[data-testid=deal-form], [data-testid=next]").length + ""`, &deals))
	if deals != "0" || winner == "" {
		t.Errorf("after 24 deals: winner %q, %s forms", winner, deals)
	}
	fits(t, ctx, "finished Tupelkopf game")
	shootAll(t, ctx, "tupelkopf-over")

	// Correct deal 1 through the history: the Alten had 100, not 151.
	run(t, ctx, "history",
		chromedp.Click(`a[href$="/history"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Tupelkopf history")
	var flash string
	run(t, ctx, "correct deal 1",
		chromedp.Click(`[data-testid=history] li:last-child a`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=deal-form]`, chromedp.ByQuery),
		chromedp.SetValue(`#tk-sunkte`, "", chromedp.ByID),
		chromedp.SendKeys(`#tk-sunkte`, "100", chromedp.ByID),
	)
	fits(t, ctx, "Tupelkopf correction")
	shootPage(t, ctx, "tupelkopf-correction")
	dbg, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Run(dbg, chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=flash]`, &flash, chromedp.ByQuery)); err != nil {
		var html, loc string
		chromedp.Run(ctx, chromedp.Location(&loc), chromedp.OuterHTML(`main`, &html, chromedp.ByQuery))
		t.Fatalf("DEBUG %v %s %s", err, loc, html)
	}
	if !strings.Contains(flash, "Entry 1 corrected") || !strings.Contains(flash, "→") {
		t.Errorf("after the correction: %q", flash)
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// TestBrowserTupelkopfTaps counts the taps of an ordinary deal (a normal
// game, no announcements, no extras) at tables of 4, 6, 8 and 10, the
// Sunkte typed aside: the n Alten and Save. Five is the most at up to eight
// players; at ten the Save tap can be the keyboard's Go key after the Sunkte.
func TestBrowserTupelkopfTaps(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, _ := browser(t)
	evening := browserEvening(t, ctx, app, "Große Runde", "Anna", "Bo", "Cai", "Dora", "Emil", "Fritzi", "Gerd", "Hanna", "Ines", "Jan")
	for _, players := range []int{4, 6, 8, 10} {
		browserNewGame(t, ctx, evening, "tupelkopf", "", players)
		var acts []chromedp.Action
		for seat := 0; seat < players; seat += 2 {
			acts = append(acts, tap(fmt.Sprintf(`input[name=alten][value="%d"]`, seat)))
		}
		taps := len(acts) + 1 // the Alten, then Save or Go
		sunkte := fmt.Sprint(30*players + 10)
		if players <= 8 {
			acts = append(acts, chromedp.SendKeys(`#tk-sunkte`, sunkte, chromedp.ByID), chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery))
		} else {
			// Typed last, the Sunkte end with the Go key, which saves.
			acts = append(acts, chromedp.SendKeys(`#tk-sunkte`, sunkte+"\r", chromedp.ByID))
		}
		var score string
		run(t, ctx, fmt.Sprintf("ordinary deal at %d", players), append(acts, saved(1),
			chromedp.Text(`[data-testid=board] [data-testid=score]`, &score, chromedp.ByQuery))...)
		if score != "1" {
			t.Errorf("%d players: first score %q after the deal", players, score)
		}
		if players <= 8 && taps > 5 {
			t.Errorf("%d players: %d taps", players, taps)
		}
		t.Logf("%d players: %d taps after the Sunkte are typed (%d Alten and Save)", players, taps, players/2)
		if players == 10 {
			fits(t, ctx, "Tupelkopf for ten")
			shootPage(t, ctx, "tupelkopf-ten")
		}
	}
}
