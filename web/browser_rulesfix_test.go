package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserRulesCorrection plays ten deals of Danish Agurk on a scorer's
// phone in German, corrects the preset to Swedish Gurka through its
// preview, and has a viewer's phone, in English, follow the correction
// live: its page shows the corrected rules and scores by itself.
func TestBrowserRulesCorrection(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer, _ := browser(t)
	var group, viewerLink, game string
	run(t, scorer, "create group in German",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.Click(`.langs summary`, chromedp.ByQuery),
		chromedp.Click(`.langs button[value=de]`, chromedp.ByQuery),
		chromedp.WaitVisible(`html[lang=de] #group-name`, chromedp.ByQuery),
		chromedp.SendKeys(`#group-name`, "Agurk", chromedp.ByID),
		chromedp.SendKeys(`#group-players`, "Anna\nBo\nCai", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
		chromedp.Location(&group),
		chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID),
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		tickFirst(3),
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
		chromedp.Location(&game),
	)
	viewer := phoneContext(t)
	run(t, viewer, "the viewer joins in English and opens the game",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`html[lang=en] [data-testid=status]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.stillThisPage = true`, nil),
	)
	// Anna passes 21 once: Danish Agurk costs her a life there, Swedish
	// Gurka (to 30) does not.
	deals := []struct {
		loser int
		card  string
	}{{0, "K"}, {1, "5"}, {2, "4"}, {0, "Q"}, {1, "3"}, {2, "6"}, {1, "2"}, {2, "3"}, {0, "2"}, {1, "4"}}
	for i, d := range deals {
		quickDeal(t, scorer, d.loser, d.card, i+1)
	}
	danish := boardScores(t, scorer)

	run(t, scorer, "the correction's preview",
		chromedp.Navigate(game),
		chromedp.Click(`[data-testid=rules-card] summary`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=rules-fix-link]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=rules-fix-form]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("preset").value = "swedish"`, nil),
		chromedp.Click(`[data-testid=apply-preset]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=rules-fix-preview]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=rules-preview]`, chromedp.ByQuery),
	)
	var preview string
	var top float64
	run(t, scorer, "read the preview",
		chromedp.Text(`[data-testid=rules-preview]`, &preview, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector("[data-testid=rules-fix-save]").getBoundingClientRect().bottom`, &top),
	)
	for _, want := range []string{"Variante", "Schwedische", "jetzt", "berichtigt"} {
		if !strings.Contains(preview, want) {
			t.Errorf("the German preview lacks %q: %q", want, preview)
		}
	}
	if top > 844 {
		t.Errorf("the save button is %v px down, below the first screen", top)
	}
	fits(t, scorer, "the correction's preview")
	shootPage(t, scorer, "rules-fix-preview-de")

	run(t, scorer, "save the correction",
		chromedp.Click(`[data-testid=rules-fix-save]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	swedish := boardScores(t, scorer)
	if strings.Join(swedish, " ") == strings.Join(danish, " ") {
		t.Errorf("the correction changed no score: %v", swedish)
	}
	// The viewer follows by itself: its page loads anew, since the title
	// and the rules card changed with the board.
	wait, cancel := context.WithTimeout(viewer, 5*time.Second)
	defer cancel()
	if err := chromedp.Run(wait, chromedp.WaitReady(`#board[data-seq="11"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("the viewer's board does not follow the correction: %v", err)
	}
	if got := boardScores(t, viewer); strings.Join(got, " ") != strings.Join(swedish, " ") {
		t.Errorf("the viewer shows %v, the scorer %v", got, swedish)
	}
	var title string
	run(t, viewer, "the viewer's title", chromedp.Text(`h1`, &title, chromedp.ByQuery))
	if !strings.Contains(title, "Swedish") {
		t.Errorf("the viewer's page is titled %q", title)
	}
	fits(t, viewer, "the viewer's corrected game")
	shootPage(t, viewer, "rules-fix-viewer-en")
	// Rules that end the game earlier are refused, naming the entry that
	// no longer fits, in view at once.
	var refusal string
	var bottom float64
	run(t, scorer, "a correction that does not fit",
		chromedp.Navigate(game+"/rules"),
		chromedp.WaitVisible(`[data-testid=rules-fix-form]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("preset").value = "danish-sudden"`, nil),
		chromedp.Click(`[data-testid=apply-preset]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=rules-fix-preview]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=rules-fix-error]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=rules-fix-error]`, &refusal, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector("[data-testid=rules-fix-error]").getBoundingClientRect().bottom`, &bottom),
	)
	if !strings.Contains(refusal, "Eintrag 5") || bottom > 844 {
		t.Errorf("the refusal says %q, %v px down", refusal, bottom)
	}
	var saves int
	run(t, scorer, "nothing to save", chromedp.Evaluate(`document.querySelectorAll("[data-testid=rules-fix-save]").length`, &saves))
	if saves != 0 {
		t.Error("rules that do not fit are offered to save")
	}
	fits(t, scorer, "the refused correction")
	shootPage(t, scorer, "rules-fix-refused-de")
	run(t, scorer, "the history in German", chromedp.Navigate(game+"/history"),
		chromedp.WaitVisible(`[data-testid=history-rules]`, chromedp.ByQuery))
	fits(t, scorer, "the history with a correction")
	shootPage(t, scorer, "rules-fix-history-de")

	// From the next deal on the table raises the limit to 40: no score
	// changes, the viewer follows, and the next deal counts under it.
	var when string
	run(t, scorer, "a change from the next deal on",
		chromedp.Navigate(game+"/rules"),
		chromedp.WaitVisible(`[data-testid=rules-when]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=when-next] + span`, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("opt-limit").value = "40"`, nil),
		chromedp.Click(`[data-testid=rules-fix-preview]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=rules-preview-when]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=rules-preview-when]`, &when, chromedp.ByQuery),
	)
	if !strings.Contains(when, "Ab dem nächsten Spiel") {
		t.Errorf("the preview of a change from the next deal on says %q", when)
	}
	var saveBottom float64
	run(t, scorer, "where its save button is", chromedp.Evaluate(`document.querySelector("[data-testid=rules-fix-save]").getBoundingClientRect().bottom`, &saveBottom))
	if saveBottom > 844 {
		t.Errorf("the save button of a change from the next deal on is %v px down, below the first screen", saveBottom)
	}
	fits(t, scorer, "the preview of a change from the next deal on")
	shootPage(t, scorer, "rules-next-preview-de")
	shootScreen(t, scorer, "rules-next-preview-de-screen", "dark")
	run(t, scorer, "save the change",
		chromedp.Click(`[data-testid=rules-fix-save]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	if got := boardScores(t, scorer); strings.Join(got, " ") != strings.Join(swedish, " ") {
		t.Errorf("a change from the next deal on changed the scores: %v, were %v", got, swedish)
	}
	wait2, cancel2 := context.WithTimeout(viewer, 5*time.Second)
	defer cancel2()
	if err := chromedp.Run(wait2, chromedp.WaitReady(`#board[data-seq="12"]`, chromedp.ByQuery)); err != nil {
		t.Fatalf("the viewer's board does not follow the change: %v", err)
	}
	run(t, scorer, "the history names the change", chromedp.Navigate(game+"/history"),
		chromedp.WaitVisible(`[data-testid=history-rules]`, chromedp.ByQuery))
	var history string
	run(t, scorer, "read the history", chromedp.Text(`main`, &history, chromedp.ByQuery))
	if !strings.Contains(history, "ab dem nächsten Spiel") {
		t.Errorf("the history does not say the change holds from the next deal on")
	}
}

// boardScores reads every player's score off a phone's board.
func boardScores(t *testing.T, ctx context.Context) []string {
	t.Helper()
	var out []string
	run(t, ctx, "scores", chromedp.Evaluate(`[...document.querySelectorAll("[data-testid=score]")].map(e => e.textContent.trim())`, &out))
	return out
}
