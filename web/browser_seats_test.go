package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserSeatsChange plays an evening of Doppelkopf by the home rules
// on a scorer's phone in German: four at the table, then Eda arrives and
// sits down left of Bo, then Dora goes home, with the Bock round that
// 120:120 brought running across both changes. A viewer's phone, in
// English, follows every change by itself.
func TestBrowserSeatsChange(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer, _ := browser(t)
	evening := browserEvening(t, scorer, app, "Doko-Abend", "Anna", "Bo", "Cai", "Dora", "Eda")
	group := evening[:strings.Index(evening, "/e/")]
	speak(t, scorer, evening, "de")
	browserNewGame(t, scorer, evening, "doppelkopf", "doppelkopf-home", 4, chromedp.Click(`input[name=opt-pflichtsolo]`, chromedp.ByQuery))
	var game, viewerLink string
	run(t, scorer, "the game", chromedp.Location(&game))
	run(t, scorer, "the viewer link", chromedp.Navigate(group), chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID))
	run(t, scorer, "back to the game", chromedp.Navigate(game), chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))

	viewer := phoneContext(t)
	run(t, viewer, "the viewer joins in English and opens the game",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`html[lang=en] [data-testid=status]`, chromedp.ByQuery),
	)
	follows := func(seq, players int) {
		t.Helper()
		wait, cancel := context.WithTimeout(viewer, 5*time.Second)
		defer cancel()
		if err := chromedp.Run(wait, chromedp.WaitReady(fmt.Sprintf(`#board[data-seq="%d"]`, seq), chromedp.ByQuery)); err != nil {
			t.Fatalf("the viewer's board does not follow to %d: %v", seq, err)
		}
		if got, want := boardScores(t, viewer), boardScores(t, scorer); strings.Join(got, " ") != strings.Join(want, " ") || len(got) != players {
			t.Errorf("the viewer shows %v, the scorer %v", got, want)
		}
	}
	bock := func(ctx context.Context) string {
		var s string
		run(t, ctx, "the Bock state", chromedp.Evaluate(`(document.querySelector("[data-testid=status] [data-testid=bock]") || {textContent: ""}).textContent.trim()`, &s))
		return s
	}

	enterTupelkopf(t, scorer, 1, tkDeal{typ: "normal", alten: []int{0, 1}, sunkte: 150})
	enterTupelkopf(t, scorer, 2, tkDeal{typ: "normal", alten: []int{2, 3}, sunkte: 120}) // 120:120: a Bock round of four
	follows(2, 4)

	// Eda arrives and sits down left of Bo: the preview shows the table
	// and that she deals next and sits out, in view at once.
	change := func(what string, form string) string {
		t.Helper()
		var preview string
		var bottom float64
		run(t, scorer, what,
			chromedp.Navigate(game),
			chromedp.Click(`[data-testid=rules-card] summary`, chromedp.ByQuery),
			chromedp.Click(`[data-testid=seats-link]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=seats-form]`, chromedp.ByQuery),
			chromedp.Evaluate(form, nil),
			chromedp.Click(`[data-testid=seats-preview-button]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=seats-preview]`, chromedp.ByQuery),
			chromedp.Text(`[data-testid=seats-preview]`, &preview, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelector("[data-testid=seats-save]").getBoundingClientRect().bottom`, &bottom),
		)
		if bottom > 844 {
			t.Errorf("%s: the save button is %v px down, below the first screen", what, bottom)
		}
		fits(t, scorer, what)
		return preview
	}
	preview := change("Eda sits down", `
		for (const box of document.querySelectorAll("input[name=joins]")) {
			if (box.parentElement.textContent.trim() === "Eda") {
				box.closest("label").querySelector("span").click();
				document.querySelector("select[name=place_" + box.value + "]").value = "s1";
			}
		}`)
	for _, want := range []string{"Anna, Bo, Eda, Cai, Dora", "Eda gibt und setzt aus", "beginnt bei 0: Eda"} {
		if !strings.Contains(preview, want) {
			t.Errorf("the German preview lacks %q: %q", want, preview)
		}
	}
	shootPage(t, scorer, "seats-preview-de")
	shootScreen(t, scorer, "seats-preview-de-screen", "dark")
	run(t, scorer, "save the new table",
		chromedp.Click(`[data-testid=seats-save]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	follows(3, 5)
	if got := bock(scorer); got != "nächstes Spiel ×2, 4 Bockspiele insgesamt" {
		t.Errorf("Bock after Eda sat down: %q", got)
	}
	fits(t, viewer, "the viewer's table of five")
	shootPage(t, viewer, "seats-five-viewer-en")

	// Eda deals and sits out; then Cai.
	enterTupelkopf(t, scorer, 4, tkDeal{typ: "normal", alten: []int{0, 2}, sunkte: 150})
	enterTupelkopf(t, scorer, 5, tkDeal{typ: "normal", alten: []int{0, 4}, sunkte: 150})
	follows(5, 5)
	if got := bock(viewer); got != "next deal ×2, 2 Bock deals in all" {
		t.Errorf("the viewer's Bock after two Bock deals at five: %q", got)
	}

	// Dora goes home.
	preview = change("Dora goes home", `
		for (const box of document.querySelectorAll("input[name=stays]")) {
			if (box.parentElement.textContent.trim() === "Dora") {
				box.closest("label").querySelector("span").click();
			}
		}`)
	if !strings.Contains(preview, "Anna, Bo, Eda, Cai.") || !strings.Contains(preview, "behält den Stand: Dora") {
		t.Errorf("the preview of Dora's leaving: %q", preview)
	}
	run(t, scorer, "save the table of four",
		chromedp.Click(`[data-testid=seats-save]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	follows(6, 5)
	dora := boardScores(t, scorer)[3]
	enterTupelkopf(t, scorer, 7, tkDeal{typ: "normal", alten: []int{0, 1}, sunkte: 150})
	follows(7, 5)
	if got := boardScores(t, viewer)[3]; got != dora {
		t.Errorf("Dora went home with %s, has %s", dora, got)
	}
	if got := bock(viewer); got != "next deal ×2, the last Bock deal" {
		t.Errorf("the viewer's Bock at four: %q", got)
	}
	fits(t, scorer, "the table of four again")
	shootPage(t, scorer, "seats-four-again-de")
	shootScreen(t, viewer, "seats-four-again-viewer-en-screen", "dark")

	run(t, scorer, "the history names both changes", chromedp.Navigate(game+"/history"),
		chromedp.WaitVisible(`[data-testid=history-seats]`, chromedp.ByQuery))
	var history string
	run(t, scorer, "read the history", chromedp.Text(`main`, &history, chromedp.ByQuery))
	for _, want := range []string{"Setzt sich dazu, beginnt bei 0: Eda", "Geht nach Hause, behält den Stand: Dora"} {
		if !strings.Contains(history, want) {
			t.Errorf("the history lacks %q", want)
		}
	}
	fits(t, scorer, "the history with changes of seats")
	shootPage(t, scorer, "seats-history-de")
}
