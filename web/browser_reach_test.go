package web

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// thumbTap is one touch of a scorer: a tap on target, then keys typed
// into it where keys is not empty. A chip is tapped on the span after its
// input.
type thumbTap struct {
	target, keys string
	find         string // a script that finds the target where no selector can
	saves        bool   // the tap sends an entry: the next waits for its answer
}

// chipOf is the tap on the chip of the input selector finds.
func chipOf(selector string) thumbTap { return thumbTap{target: selector + " + span"} }

// button is the tap on the element selector finds.
func button(selector string) thumbTap { return thumbTap{target: selector} }

// sends is the tap on a button that sends an entry.
func sends(selector string) thumbTap { return thumbTap{target: selector, saves: true} }

// thumbKind is how a kind's ordinary deal is tapped in.
type thumbKind struct {
	name, game string
	// deal gives the taps of the nth deal, Save last.
	deal func(n int) []thumbTap
	// first is the first open question of a fresh deal, save its Save
	// ("" where the question's tap saves).
	first, save string
	// refuse are the taps of an entry the game refuses; nil where none
	// can be refused.
	refuse []thumbTap
	// more must be in view as well whenever the next deal is to be
	// entered: Hurrican's sweep buttons.
	more string
}

// thumb plays the taps of a scorer on one phone and counts the scrolls
// the thumb needs: before every tap its target must lie wholly on the
// screen; where it does not, the scorer scrolls it there, once.
type thumb struct {
	t       *testing.T
	ctx     context.Context
	seq     int // the log position the page shows
	taps    int
	scrolls int
	missed  []string
}

func (th *thumb) tap(what string, tp thumbTap) {
	th.t.Helper()
	if tp.find != "" {
		run(th.t, th.ctx, what+": find the target", chromedp.Evaluate(`(() => { document.querySelectorAll("[data-thumb]").forEach(e => e.removeAttribute("data-thumb")); const e = `+tp.find+`; if (e) e.setAttribute("data-thumb", ""); return true })()`, nil))
		tp.target = "[data-thumb]"
	}
	var out string
	run(th.t, th.ctx, what+": where is "+tp.target, chromedp.Evaluate(fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (!e) return "missing";
		const r = e.getBoundingClientRect();
		// A Save stuck to the screen's bottom edge covers what lies under
		// it: a target there is as out of reach as one below the edge.
		let bottom = window.innerHeight;
		for (const b of document.querySelectorAll("#game[data-wake-lock] form > button.wide[data-testid^=save]")) {
			const br = b.getBoundingClientRect();
			if (b !== e && br.height > 0 && br.top < window.innerHeight && br.bottom > r.top && getComputedStyle(b).position === "sticky") bottom = Math.min(bottom, br.top);
		}
		if (r.height > 0 && r.top >= 0 && r.bottom <= bottom) return "";
		const at = Math.round(r.top) + ".." + Math.round(r.bottom) + " of " + window.innerHeight;
		e.scrollIntoView({block: "center"});
		return at;
	})()`, tp.target), &out))
	if out == "missing" {
		th.t.Fatalf("%s: nothing to tap at %s", what, tp.target)
	}
	if out != "" {
		th.scrolls++
		th.missed = append(th.missed, what+": "+tp.target+" at "+out)
	}
	th.taps++
	acts := []chromedp.Action{chromedp.Click(tp.target, chromedp.ByQuery)}
	if tp.keys != "" {
		acts = append(acts, chromedp.SendKeys(tp.target, tp.keys, chromedp.ByQuery))
	}
	if tp.saves {
		th.seq++
		acts = append(acts, saved(th.seq))
	}
	// A refused entry would leave the wait hanging: fail soon, with what
	// the page says.
	short, cancel := context.WithTimeout(th.ctx, 15*time.Second)
	defer cancel()
	if err := chromedp.Run(short, acts...); err != nil {
		var said []string
		chromedp.Run(th.ctx, chromedp.Evaluate(`[...document.querySelectorAll("[data-testid=form-error], #preview")].map(e => e.textContent.trim())`, &said))
		th.t.Fatalf("%s: tap %s: %v; the page says %q", what, tp.target, err, said)
	}
}

// ready checks, without counting a tap, that the next deal's first
// question, its Save and what more the kind keeps in reach are on the
// screen, and with them what the last entry did and the standings.
func (th *thumb) ready(what string, k thumbKind) {
	th.t.Helper()
	for _, sel := range []string{k.first, k.save, k.more} {
		if sel != "" {
			inView(th.t, th.ctx, what+": the next tap", sel)
		}
	}
	answered(th.t, th.ctx, what)
}

// scrolled fails the test where the thumb had to scroll since the last
// look.
func (th *thumb) scrolled(what string) {
	th.t.Helper()
	if len(th.missed) > 0 {
		th.t.Errorf("%s: the scorer scrolled %d times: %s", what, len(th.missed), strings.Join(th.missed, "; "))
	}
	th.missed = nil
}

// seqOf reads the log position the game panel shows.
func seqOf(t *testing.T, ctx context.Context) int {
	t.Helper()
	var seq int
	run(t, ctx, "the log position", chromedp.Evaluate(`parseInt(document.querySelector("#game input[name=after]").value, 10)`, &seq))
	return seq
}

// TestBrowserTheNextTapIsOnScreen enters ten ordinary deals of every kind
// by taps alone, at 390×844 in English and at 360×740 in German (under
// CI; a developer's run plays each game on one of the two phones), and
// checks before every tap that its target is on the screen: a scorer
// never scrolls for the next tap. After a save, an undo, a refusal and a
// correction the next deal's first question and its Save are on the
// screen too, with the standings and the line that says what happened.
func TestBrowserTheNextTapIsOnScreen(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	gk := seatTable(t, d, "gurke", "danish", nil, "Anna", "Bo", "Cai", "Dora")
	// Each game has an evening of its own: the game an evening's table
	// plays is its newest, without a link to one started after it.
	start := func(kind, preset string) string {
		_, form := tableFormIn(t, d, gk, kind, preset)
		evening := location(t, d.post(gk.group+"/evenings", url.Values{"held_on": {"2026-11-21"}, "place": {"Plön"}}))
		return location(t, d.post(evening+"/games", form))
	}
	// Every phone plays games of its own, so that none of them ends.
	games := func() []thumbKind {
		swedish := start("gurke", "swedish")
		return []thumbKind{
			{name: "gurke, the last trick", game: start("gurke", "danish"),
				deal: func(n int) []thumbTap {
					// Everyone plays a Two; the leader changes deal by deal.
					taps := []thumbTap{chipOf(fmt.Sprintf(`[data-testid=trick-form] input[name=leader][value="%d"]`, n%4))}
					for range 4 {
						// The next player's line is the first without a card.
						taps = append(taps, thumbTap{find: `[...document.querySelectorAll("[data-testid=trick-form] .flow-item")].find(l => !l.querySelector(".flow-chips input:checked")).querySelector(".flow-chips input[value='2'] + span")`})
					}
					return append(taps, sends(`[data-testid=save-trick]`))
				},
				first: `[data-testid=trick-form] input[name=leader] + span`, save: `[data-testid=save-trick]`,
				refuse: []thumbTap{button(`[data-testid=save-trick]`)}},
			{name: "gurke, Swedish, quickly", game: swedish,
				deal: func(n int) []thumbTap {
					taps := []thumbTap{}
					if n%10 == 1 {
						taps = append(taps, button(`details.quick > summary`))
					}
					return append(taps, chipOf(fmt.Sprintf(`[data-testid=quick-form] input[name=loser][value="%d"]`, n%4)),
						chipOf(`[data-testid=quick-form] input[name=card][value="2"]`), sends(`[data-testid=save-quick]`))
				},
				first: `[data-testid=quick-form] input[name=loser] + span`, save: `[data-testid=save-quick]`,
				refuse: []thumbTap{button(`[data-testid=save-quick]`)}},
			{name: "hurrican", game: start("hurrican", "classic"),
				deal: func(n int) []thumbTap {
					// Even counts but for the ♥7, which goes to each side in
					// turn: the game runs on.
					sevens := []string{"0-6", "1-6", "0-6", "1-6"}
					if n%2 == 1 {
						sevens = []string{"1-6", "0-6", "1-6", "0-6"}
					}
					var taps []thumbTap
					if n%3 == 0 {
						taps = append(taps, sends(fmt.Sprintf(`[data-testid=hurrican-%d]`, n%4)))
					}
					taps = append(taps, thumbTap{target: `#hurrican-cards`, keys: "20"}, chipOf(`input[name=hearts][value="5"]`))
					for i, suit := range hurricanSuitKeys {
						taps = append(taps, chipOf(fmt.Sprintf(`input[name=suit-%s][value="%s"]`, suit, sevens[i])))
					}
					return append(taps, sends(`[data-testid=save-deal]`))
				},
				first: `#hurrican-cards`, save: `[data-testid=save-deal]`, more: `[data-testid=sweeps] button`,
				refuse: []thumbTap{button(`[data-testid=save-deal]`)}},
			{name: "euchre", game: start("euchre", "ten"),
				deal: func(n int) []thumbTap {
					return []thumbTap{chipOf(fmt.Sprintf(`input[name=maker][value="%d"]`, n%4)), chipOf(`input[name=tricks][value="3"]`), sends(`[data-testid=save-hand]`)}
				},
				first: `input[name=maker] + span`, save: `[data-testid=save-hand]`,
				refuse: []thumbTap{button(`[data-testid=save-hand]`)}},
			{name: "durak", game: start("durak", "classic"),
				deal: func(n int) []thumbTap {
					return []thumbTap{sends(fmt.Sprintf(`[data-testid=durak-%d]`, n%4))}
				},
				first: `[data-testid=durak-form] [data-testid^=durak-]`},
			{name: "tupelkopf", game: start("tupelkopf", "ploen"),
				deal: func(n int) []thumbTap {
					return []thumbTap{chipOf(fmt.Sprintf(`input[name=alten][value="%d"]`, n%4)), chipOf(fmt.Sprintf(`input[name=alten][value="%d"]`, (n+1)%4)),
						{target: `#tk-sunkte`, keys: fmt.Sprint(100 + 3*n)}, sends(`[data-testid=save-deal]`)}
				},
				first: `input[name=alten] + span`, save: `[data-testid=save-deal]`,
				refuse: []thumbTap{button(`[data-testid=save-deal]`)}},
			{name: "doppelkopf", game: start("doppelkopf", "doppelkopf-home"),
				deal: func(n int) []thumbTap {
					return []thumbTap{chipOf(fmt.Sprintf(`input[name=alten][value="%d"]`, n%4)), chipOf(fmt.Sprintf(`input[name=alten][value="%d"]`, (n+2)%4)),
						{target: `#tk-sunkte`, keys: fmt.Sprint(130 + n)}, sends(`[data-testid=save-deal]`)}
				},
				first: `input[name=alten] + span`, save: `[data-testid=save-deal]`,
				refuse: []thumbTap{button(`[data-testid=save-deal]`)}},
			{name: "doppelkopf, fast", game: start("doppelkopf", "doppelkopf-home"),
				deal: func(n int) []thumbTap {
					var taps []thumbTap
					if n%10 == 1 {
						taps = append(taps, chipOf(`input[name=entry][value=fast]`))
					}
					return append(taps, chipOf(fmt.Sprintf(`input[name=winners][value="%d"]`, n%4)), chipOf(fmt.Sprintf(`input[name=winners][value="%d"]`, (n+1)%4)),
						chipOf(`input[name=value][value="1"]`), sends(`[data-testid=save-deal]`))
				},
				first: `input[name=winners] + span`, save: `[data-testid=save-deal]`,
				refuse: []thumbTap{button(`[data-testid=save-deal]`)}},
		}
	}

	link := attr(byTestID(d.get(gk.group).doc, "invite-scorer")[0], "value")
	type phone struct {
		w, h int64
		lang string
	}
	var mu sync.Mutex
	var report []string
	// Each game on each phone (a size and a language) is a device of its
	// own, joined as a scorer, so that the games run side by side without
	// one phone's tabs sharing its live streams.
	// Under CI every game is played on both phones, ten deals each; a
	// developer's run plays each on one of them, in turn, four deals: the
	// first opens what a game opens once, the third is the screenshot's
	// and Hurrican's sweeps come then.
	phones := []phone{{390, 844, "en"}, {360, 740, "de"}}
	deals := 10
	if !fullProofs() {
		deals = 4
	}
	t.Run("phones", func(t *testing.T) {
		for round, ph := range phones {
			for i, k := range games() {
				if !fullProofs() && i%len(phones) != round {
					continue
				}
				what := fmt.Sprintf("%s at %d×%d in %s", k.name, ph.w, ph.h, ph.lang)
				t.Run(fmt.Sprintf("%s-%d", k.name, ph.w), func(t *testing.T) {
					t.Parallel()
					ctx, dialog := browser(t)
					joinAsScorer(t, ctx, link)
					speak(t, ctx, app.srv.URL+gk.group, ph.lang)
					run(t, ctx, "the phone's size", chromedp.EmulateViewport(ph.w, ph.h, chromedp.EmulateScale(phoneScale())))
					th := &thumb{t: t, ctx: ctx}
					run(t, ctx, what, chromedp.Navigate(app.srv.URL+k.game), chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
					th.seq = seqOf(t, ctx)
					// The page as it opens shows the board first; the thumb
					// reaches the form once, and from then on never again.
					run(t, ctx, what+": to the form", chromedp.ScrollIntoView(`#entry`, chromedp.ByQuery))
					for n := 1; n <= deals; n++ {
						for i, tp := range k.deal(10*round + n) {
							th.tap(fmt.Sprintf("%s, deal %d, tap %d", what, n, i+1), tp)
						}
						th.ready(fmt.Sprintf("%s after deal %d", what, n), k)
						if n == 3 {
							// The screen the thumb sees as the fourth deal
							// begins (Hurrican's a sweep's): light, and dark on
							// the smaller phone.
							name := fmt.Sprintf("reach-%s-%d", strings.NewReplacer(" ", "-", ",", "").Replace(k.name), ph.w)
							shootScreen(t, ctx, name, "light")
							if ph.w == 360 {
								shootScreen(t, ctx, name+"-dark", "dark")
							}
						}
					}
					perDeal := float64(th.taps) / float64(deals)
					mu.Lock()
					report = append(report, fmt.Sprintf("%s: %.1f taps and %.1f scrolls per ordinary deal", what, perDeal, float64(th.scrolls)/float64(deals)))
					mu.Unlock()
					th.scrolled(fmt.Sprintf("%s in %d deals", what, deals))

					th.tap(what+": undo", sends(`[data-testid=undo]`))
					th.ready(what+" after an undo", k)
					th.scrolled(what + " to undo")

					if k.refuse != nil {
						for i, tp := range k.refuse {
							th.tap(fmt.Sprintf("%s: refused, tap %d", what, i+1), tp)
						}
						th.scrolled(what + " to be refused")
						run(t, ctx, what+": the refusal", chromedp.WaitVisible(`[data-testid=form-error]`, chromedp.ByQuery), settled())
						inView(t, ctx, what+": the refusal", `[data-testid=form-error]`)
						for _, sel := range []string{k.first, k.save} {
							inView(t, ctx, what+": the next tap after a refusal", sel)
						}
					}
					if round == 0 || !fullProofs() {
						// Correct the first deal the way it was entered; the
						// game page that answers shows the next tap.
						run(t, ctx, what+": the correction",
							chromedp.Navigate(app.srv.URL+k.game+"/history"),
							chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
							chromedp.Click(`[data-testid=history] li:last-child a[href$="/edit"]`, chromedp.ByQuery),
							chromedp.WaitVisible(`#game form`, chromedp.ByQuery),
						)
						// The game page that answers places itself once it is
						// parsed; the board shows before that.
						run(t, ctx, what+": the correction saved",
							chromedp.Click(`#game form button.wide:not(.secondary), #game form [data-testid^=durak-]`, chromedp.ByQuery),
							chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery), loaded(), settled())
						th.ready(what+" after a correction", k)
					}
					if *dialog {
						t.Error("a script ran: a dialog opened")
					}
				})
			}
		}
	})
	slices.Sort(report)
	for _, line := range report {
		t.Log(line)
	}
}
