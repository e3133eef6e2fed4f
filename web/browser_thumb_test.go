package web

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// inView says which of the elements that match selector do not lie wholly
// inside the phone's screen as it is scrolled now; none must match.
func inView(t *testing.T, ctx context.Context, what, selector string) {
	t.Helper()
	var out []string
	run(t, ctx, "where is "+what, chromedp.Evaluate(fmt.Sprintf(`(() => {
		const els = Array.from(document.querySelectorAll(%q));
		if (!els.length) return ["nothing matches"];
		return els.filter(e => {
			const r = e.getBoundingClientRect();
			return r.top < 0 || r.bottom > window.innerHeight || r.height === 0;
		}).map(e => (e.getAttribute("data-testid") || e.className) + " at " + Math.round(e.getBoundingClientRect().top) + ".." + Math.round(e.getBoundingClientRect().bottom) + " of " + window.innerHeight);
	})()`, selector), &out))
	if len(out) > 0 {
		t.Errorf("%s: not in view: %v", what, out)
	}
}

// toBottom scrolls to the end of the page, where a thumb is after
// filling in a long form.
var toBottom = chromedp.Evaluate(`window.scrollTo(0, document.documentElement.scrollHeight); true`, nil)

// TestBrowserTheAnswerIsInView: on every kind's running game, the first
// screen shows every player's name and standing; and after a saved deal,
// an undo and a refused entry, each sent from the bottom of the page, what
// changed is in view: the line that says what happened and the standings,
// or the refusal's message.
func TestBrowserTheAnswerIsInView(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	gk := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai", "Dora")
	start := func(kind, preset string) table {
		_, form := tableFormIn(t, d, gk, kind, preset)
		return table{group: gk.group, evening: gk.evening, game: location(t, d.post(gk.evening+"/games", form))}
	}
	location(t, quick(d, gk.game, 1, "K"))
	hk := start("hurrican", "classic")
	location(t, hk.enter(d, deal1()))
	ek := start("euchre", "five")
	location(t, ek.enter(d, hand("0", "3", false)))
	dk := start("durak", "classic")
	location(t, dk.enter(d, lost(2)))
	tk := start("tupelkopf", "ploen")
	location(t, tk.enter(d, deal("normal", 151, []int{0, 2}, "alten_call", "re")))

	ctx, _ := browser(t)
	link := attr(byTestID(d.get(gk.group).doc, "invite-scorer")[0], "value")
	joinAsScorer(t, ctx, link)
	games := []struct {
		name, path string
		save       []chromedp.Action // enters an ordinary deal
		refuse     []chromedp.Action // sends an entry the game refuses; nil where none can be
	}{
		{"gurke", gk.game,
			[]chromedp.Action{pickQuick(2, "7"), chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery)},
			[]chromedp.Action{openQuick(), toBottom, chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery)}},
		{"hurrican", hk.game,
			[]chromedp.Action{chromedp.Click(`[data-testid=hurrican-0]`, chromedp.ByQuery)},
			[]chromedp.Action{chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery)}},
		{"euchre", ek.game,
			[]chromedp.Action{tap(`input[name=maker][value="1"]`), tap(`input[name=tricks][value="3"]`), chromedp.Click(`[data-testid=save-hand]`, chromedp.ByQuery)},
			[]chromedp.Action{chromedp.Click(`[data-testid=save-hand]`, chromedp.ByQuery)}},
		{"durak", dk.game,
			[]chromedp.Action{chromedp.Click(`[data-testid=durak-1]`, chromedp.ByQuery)},
			nil},
		{"tupelkopf", tk.game,
			[]chromedp.Action{tap(`input[name=alten][value="1"]`), tap(`input[name=alten][value="3"]`),
				chromedp.SendKeys(`#tk-sunkte`, "130", chromedp.ByID), chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery)},
			[]chromedp.Action{chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery)}},
	}
	for _, lang := range []string{"en", "de"} {
		speak(t, ctx, app.srv.URL+gk.group, lang)
		for _, g := range games {
			what := g.name + " in " + lang
			var seq int
			run(t, ctx, what,
				chromedp.Navigate(app.srv.URL+g.path),
				chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
				chromedp.Evaluate(`parseInt(document.querySelector("#game input[name=after]").value, 10)`, &seq),
			)
			// A fold the page brings open (the quick entry, once the table
			// uses it) must not move the page: two frames on, it is still
			// at its top.
			var scrolled float64
			run(t, ctx, what+": the first screen stays", chromedp.Evaluate(
				`new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY))))`, &scrolled,
				func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
			if scrolled != 0 {
				t.Errorf("%s: the page moved by itself to %v px", what, scrolled)
			}
			inView(t, ctx, what+": the first screen's names", `[data-testid=board] [data-testid=row] .pname`)
			inView(t, ctx, what+": the first screen's standings", `[data-testid=board] [data-testid=row] [data-testid=score]`)
			inView(t, ctx, what+": the first screen's dealer", `[data-testid=status] [data-testid=dealer]`)

			seq++
			run(t, ctx, what+": save", append(append([]chromedp.Action{toBottom}, g.save...), saved(seq))...)
			answered(t, ctx, what+" after a save")

			seq++
			run(t, ctx, what+": undo", toBottom, chromedp.Click(`[data-testid=undo]`, chromedp.ByQuery), saved(seq))
			answered(t, ctx, what+" after an undo")

			if g.refuse == nil {
				continue
			}
			run(t, ctx, what+": refused", append(append([]chromedp.Action{toBottom}, g.refuse...),
				chromedp.WaitVisible(`[data-testid=form-error]`, chromedp.ByQuery), settled())...)
			inView(t, ctx, what+": the refusal", `[data-testid=form-error]`)
			var marked bool
			run(t, ctx, what+": the form marked", chromedp.Evaluate(`!!document.querySelector("form.refused")`, &marked))
			if !marked {
				t.Errorf("%s: the refused form is not marked", what)
			}
			if g.name == "gurke" {
				// The fold of the full entry, opened with a tap, shows its
				// Save rather than open below the screen's edge.
				run(t, ctx, what+": the full entry", chromedp.Click(`details.trick-more summary`, chromedp.ByQuery))
				wait, cancel := context.WithTimeout(ctx, 3*time.Second)
				err := chromedp.Run(wait, chromedp.Poll(`document.querySelector("[data-testid=save-trick]").getBoundingClientRect().bottom <= window.innerHeight`, nil))
				cancel()
				if err != nil {
					inView(t, ctx, what+": the full entry's Save", `[data-testid=save-trick]`)
				}
			}
		}
	}
}

// answered checks that the line saying what happened and every standing
// are in view.
func answered(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	inView(t, ctx, what+": the result line", `[data-testid=status-last]`)
	inView(t, ctx, what+": the standings", `[data-testid=board] [data-testid=row] [data-testid=score]`)
}
