package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// joinPhone opens an invite link on a phone and joins.
func joinPhone(t *testing.T, ctx context.Context, link string) {
	t.Helper()
	run(t, ctx, "join",
		chromedp.Navigate(link),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
	)
}

// checkedSeats lists the values of the ticked checkboxes called name.
func checkedSeats(t *testing.T, ctx context.Context, name string) []string {
	t.Helper()
	var out []string
	run(t, ctx, "the ticks of "+name, chromedp.Evaluate(fmt.Sprintf(
		`Array.from(document.querySelectorAll("#game input[name=%s]:checked")).map(i => i.value)`, name), &out))
	return out
}

// noConsoleErrors fails the test with whatever the console took since it
// was last asked.
func noConsoleErrors(t *testing.T, what string, console func() []string) {
	t.Helper()
	for _, e := range console() {
		t.Errorf("%s: %s", what, e)
	}
}

// TestBrowserARefusalKeepsWhatWasRight plays the refusals of a Doppelkopf
// table in Danish and in English. A soloist ticked for a normal game is
// refused, and the ticks are cleared and marked, so that the next try (the
// Damensolo, its soloist tapped) is saved rather than refused again, while
// the Augen typed stay. 250 Augen are refused by the app, in the page's
// language, never by the browser's own bubble, and the earlier refusal is
// gone from the page; the Re party ticked stays. A correction's notice
// leaves with the next deal saved, and an undo says what it undid, in
// view. No page of it writes an
// error to the console: not the previews a newer one overtakes, nor the
// preview of a form not yet complete.
func TestBrowserARefusalKeepsWhatWasRight(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "doppelkopf", "doppelkopf", nil, "Anna", "Bo", "Cai", "Dana")
	ctx, _ := browser(t)
	console := consoleErrors(t, ctx)
	joinPhone(t, ctx, attr(byTestID(d.get(tb.group).doc, "invite-scorer")[0], "value"))
	seq := 0
	for _, c := range []struct{ lang, normal, augen string }{
		{"da", "I et normalspil er Re-holdet de to spillere med en Kreuz-Dame.", "Der er kun 240 øjne i kortene."},
		{"en", "In a normal game the Re party is the two players with a Kreuz-Dame.", "There are only 240 Augen in the cards."},
	} {
		speak(t, ctx, app.srv.URL+tb.game, c.lang)
		run(t, ctx, c.lang+": the game", chromedp.WaitVisible(`[data-testid=deal-form]`, chromedp.ByQuery), settled())
		var forms int
		run(t, ctx, "forms the browser checks", chromedp.Evaluate(`document.querySelectorAll("form:not([novalidate])").length`, &forms))
		if forms != 0 {
			t.Errorf("%s: %d forms let the browser check them", c.lang, forms)
		}

		// Bo, who played a Damensolo, ticked for a normal game.
		run(t, ctx, c.lang+": a soloist in a normal game",
			tap(`input[name=alten][value="1"]`),
			chromedp.SendKeys(`#tk-sunkte`, "130", chromedp.ByID),
			chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=form-error]`, chromedp.ByQuery), settled())
		if say := textOf(t, ctx, `[data-testid=form-error]`); say != c.normal {
			t.Errorf("%s: the refusal says %q", c.lang, say)
		}
		inView(t, ctx, c.lang+": the refusal", `[data-testid=form-error]`)
		shootScreen(t, ctx, "refused-soloist-"+c.lang, "light")
		if got := checkedSeats(t, ctx, "alten"); len(got) != 0 {
			t.Errorf("%s: the refused ticks stay: %v", c.lang, got)
		}
		var marked bool
		var augen string
		run(t, ctx, "what stays", chromedp.Evaluate(`!!document.querySelector(".tk-alten.wrong")`, &marked),
			chromedp.Value(`#tk-sunkte`, &augen, chromedp.ByID))
		if !marked || augen != "130" {
			t.Errorf("%s: the Re party marked %v, the Augen %q", c.lang, marked, augen)
		}
		// The next try: the Damensolo, Bo tapped as its soloist.
		seq++
		run(t, ctx, c.lang+": the solo", openTypes,
			tap(`.tk-type input[value="damensolo"]`),
			tap(`input[name=alten][value="1"]`),
			chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))

		// 250 Augen: the app's own refusal, in the page's language.
		run(t, ctx, c.lang+": 250 Augen",
			tap(`input[name=alten][value="0"]`), tap(`input[name=alten][value="2"]`),
			chromedp.SendKeys(`#tk-sunkte`, "250", chromedp.ByID),
			chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=form-error]`, chromedp.ByQuery), settled())
		var errors []string
		run(t, ctx, "the refusals shown", chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=form-error], .error:not([hidden])")).map(e => e.textContent.trim())`, &errors))
		if len(errors) != 1 || errors[0] != c.augen {
			t.Errorf("%s: the page shows %q, want only %q", c.lang, errors, c.augen)
		}
		inView(t, ctx, c.lang+": the Augen refusal", `[data-testid=form-error]`)
		if got := checkedSeats(t, ctx, "alten"); strings.Join(got, ",") != "0,2" {
			t.Errorf("%s: the Re party ticked is lost: %v", c.lang, got)
		}
		seq++
		run(t, ctx, c.lang+": the Augen corrected",
			chromedp.SetValue(`#tk-sunkte`, "", chromedp.ByID),
			chromedp.SendKeys(`#tk-sunkte`, "130", chromedp.ByID),
			chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))
		// Typing a deal follows it with previews; each overtakes the one
		// before, and the form is incomplete at first.
		run(t, ctx, c.lang+": previews overtaken",
			tap(`input[name=alten][value="1"]`),
			chromedp.SendKeys(`#tk-sunkte`, "1", chromedp.ByID),
			chromedp.SendKeys(`#tk-sunkte`, "2", chromedp.ByID),
			chromedp.SendKeys(`#tk-sunkte`, "1", chromedp.ByID),
			tap(`input[name=alten][value="3"]`),
			chromedp.WaitVisible(`[data-testid=preview] [data-testid=preview-error], [data-testid=preview] p.muted`, chromedp.ByQuery),
			chromedp.Poll(`!document.querySelector(".htmx-request")`, nil, chromedp.WithPollingTimeout(5*time.Second)),
			chromedp.SetValue(`#tk-sunkte`, "", chromedp.ByID),
			tap(`input[name=alten][value="1"]`), tap(`input[name=alten][value="3"]`),
		)
		noConsoleErrors(t, c.lang, console)
	}

	// A correction's notice answers the correction only: the next deal
	// saved takes it off the page.
	run(t, ctx, "correct deal 1",
		chromedp.Navigate(app.srv.URL+tb.game+"/history"),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=history] li:last-child a`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=deal-form]`, chromedp.ByQuery),
		chromedp.SetValue(`#tk-sunkte`, "", chromedp.ByID),
		chromedp.SendKeys(`#tk-sunkte`, "140", chromedp.ByID),
		chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=deal-form]`, chromedp.ByQuery), settled(),
		// The correction is a record of the log too.
		chromedp.Evaluate(`parseInt(document.querySelector("#game input[name=after]").value, 10)`, &seq))
	seq++
	run(t, ctx, "the next deal", tap(`input[name=alten][value="0"]`), tap(`input[name=alten][value="3"]`),
		chromedp.SendKeys(`#tk-sunkte`, "150", chromedp.ByID),
		chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))
	var stale []string
	run(t, ctx, "the notices left", chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=flash], [data-testid=notice]")).map(e => e.textContent)`, &stale))
	if len(stale) != 0 {
		t.Errorf("after the next deal the page still says %q", stale)
	}
	// An undo says what it undid, in view.
	seq++
	run(t, ctx, "undo", toBottom, chromedp.Click(`[data-testid=undo]`, chromedp.ByQuery), saved(seq))
	if say := textOf(t, ctx, `[data-testid=notice]`); !strings.HasPrefix(say, "Undone: Deal ") {
		t.Errorf("the undo says %q", say)
	}
	inView(t, ctx, "the undo's notice", `[data-testid=notice]`)
	shootScreen(t, ctx, "undone", "light")
	answered(t, ctx, "after the undo")
	noConsoleErrors(t, "the correction and the undo", console)
}

// TestBrowserGroupPageAnswersInView: on a phone, every form of the group
// page answers where it was sent, in words, and the follower's evening
// page shows a renamed player within 3 s without a reload; a refusal
// there is in view too. Switching the language on the join page keeps the
// code typed.
func TestBrowserGroupPageAnswersInView(t *testing.T) {
	app := newTestApp(t)
	d := app.device(t)
	tb := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai", "Dora")
	location(t, quick(d, tb.game, 1, "K"))
	page := d.get(tb.group)
	scorer, _ := browser(t)
	console := consoleErrors(t, scorer)
	joinPhone(t, scorer, attr(byTestID(page.doc, "invite-scorer")[0], "value"))
	follower := phoneContext(t)
	followerConsole := consoleErrors(t, follower)
	joinPhone(t, follower, attr(byTestID(page.doc, "invite-viewer")[0], "value"))
	run(t, follower, "the evening",
		chromedp.Navigate(app.srv.URL+tb.evening),
		chromedp.WaitVisible(`[data-testid=games]`, chromedp.ByQuery),
		chromedp.Evaluate(`window.stillThisPage = true`, nil))

	answered := func(what, section, want string) {
		t.Helper()
		sel := fmt.Sprintf(`[data-testid=flash][data-section=%s]`, section)
		// The form loads a new page: asked afresh each time, so that the
		// question is put to the page there is, not the one left. The page
		// is asked once it has loaded, when it has scrolled to where it
		// opens: on a busy machine the words come before the scroll.
		ok := false
		for end := time.Now().Add(10 * time.Second); !ok && time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			chromedp.Run(scorer, chromedp.Evaluate(fmt.Sprintf(`document.readyState === "complete" && (document.querySelector(%q) || {}).textContent === %q`, sel, want), &ok))
		}
		if !ok {
			var say []string
			run(t, scorer, "what the page says", chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=flash]")).map(e => e.textContent)`, &say))
			t.Fatalf("%s: the page says %q, want %q beside the section %s", what, say, want, section)
		}
		inView(t, scorer, what, fmt.Sprintf(`[data-testid=flash][data-section=%s]`, section))
	}
	run(t, scorer, "the group page", chromedp.Navigate(app.srv.URL+tb.group), chromedp.WaitVisible(`#new-player`, chromedp.ByID))
	run(t, scorer, "add a player",
		chromedp.SendKeys(`#new-player`, "Emil", chromedp.ByID),
		chromedp.Click(`#players form button[type=submit]:not([class])`, chromedp.ByQuery))
	answered("a player added", "players", "Emil is on the list of players now.")

	run(t, scorer, "add a nameless player",
		chromedp.Click(`#players form button[type=submit]:not([class])`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=players-error]`, chromedp.ByQuery))
	inView(t, scorer, "the refused player", `[data-testid=players-error]`)

	run(t, scorer, "rename Anna",
		chromedp.SetValue(`#rename-who`, firstPlayerID(t, scorer, "Anna"), chromedp.ByID),
		chromedp.SendKeys(`[data-testid=rename-player] input[name=name]`, "Annika", chromedp.ByQuery))
	start := time.Now()
	run(t, scorer, "send the rename", chromedp.Click(`[data-testid=rename-player] button[type=submit]`, chromedp.ByQuery))
	answered("a player renamed", "settings", "Anna is now called Annika.")
	shootScreen(t, scorer, "group-renamed", "dark")
	wait, cancel := context.WithTimeout(follower, 3*time.Second-time.Since(start))
	err := chromedp.Run(wait, chromedp.Poll(`document.querySelector("[data-testid=games]").textContent.includes("Annika") && window.stillThisPage === true`, nil,
		chromedp.WithPollingInterval(20*time.Millisecond)))
	cancel()
	if err != nil {
		t.Errorf("the follower's evening page does not show the new name within 3 s: %v", err)
	} else {
		t.Logf("the rename reached the follower's evening page %v after it was sent", time.Since(start).Round(time.Millisecond))
	}

	run(t, scorer, "the currency",
		chromedp.SetValue(`#currency`, "EUR", chromedp.ByID),
		chromedp.Click(`[data-testid=currency-form] button[type=submit]`, chromedp.ByQuery))
	answered("the currency saved", "settings", "The group plays for EUR now.")

	run(t, scorer, "archive Emil",
		chromedp.Click(`[data-testid=players] li:last-child form button`, chromedp.ByQuery))
	answered("a player archived", "players", "Emil is archived: kept in the games played, left out of new ones.")

	run(t, scorer, "import without a file",
		chromedp.Click(`#import form button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=import-error]`, chromedp.ByQuery))
	inView(t, scorer, "the refused import", `[data-testid=import-error]`)

	// The join page keeps the code typed through a change of language.
	run(t, scorer, "the join page", chromedp.Navigate(app.srv.URL+"/join?code=K7QM-3XPA"), chromedp.WaitVisible(`main`, chromedp.ByQuery))
	speak(t, scorer, app.srv.URL+"/join?code=K7QM-3XPA", "de")
	var where string
	run(t, scorer, "where the switch led", chromedp.Location(&where))
	if !strings.HasSuffix(where, "/join?code=K7QM-3XPA") {
		t.Errorf("the language switch led to %s", where)
	}
	noConsoleErrors(t, "the scorer", func() []string {
		// The unknown code answers 404, as it should; that is not an error
		// of the page.
		var out []string
		for _, e := range console() {
			if !strings.Contains(e, "/join?code=") {
				out = append(out, e)
			}
		}
		return out
	})
	noConsoleErrors(t, "the follower", followerConsole)
}

// firstPlayerID finds the id of the player called name in the rename form.
func firstPlayerID(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	var id string
	run(t, ctx, "the id of "+name, chromedp.Evaluate(fmt.Sprintf(
		`Array.from(document.querySelectorAll("#rename-who option")).find(o => o.textContent.trim() === %q).value`, name), &id))
	return id
}
