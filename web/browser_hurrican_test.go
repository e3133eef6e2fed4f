package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// hurricanTaps is a deal's count as the test taps it in: side 0's cards
// and hearts, the side with each suit's Seven (clubs, spades, hearts,
// diamonds), the other side's best card of each suit, and the Hurricans
// where they are typed instead of tapped.
type hurricanTaps struct {
	cards, hearts, sevens string
	best                  [4]string
	hurricans             []string
}

// countHurrican taps a count into the deal form, waits for the preview of
// its points, saves it and waits for the board that follows. It returns
// the touches it took: taps, and a key for every digit typed.
func countHurrican(t *testing.T, ctx context.Context, seq int, d hurricanTaps) int {
	t.Helper()
	var acts []chromedp.Action
	touches := 0
	if d.cards != "" {
		acts = append(acts, chromedp.SendKeys(`#hurrican-cards`, d.cards, chromedp.ByID))
		touches += 1 + len(d.cards)
	}
	acts = append(acts, tap(fmt.Sprintf(`input[name=hearts][value="%s"]`, d.hearts)))
	touches++
	// One tap a suit: the side with the Seven and the other side's best
	// card are one chip.
	for i, suit := range hurricanSuitKeys {
		acts = append(acts, tap(fmt.Sprintf(`input[name=suit-%s][value="%s-%s"]`, suit, d.sevens[i:i+1], d.best[i])))
		touches++
	}
	if d.hurricans != nil {
		acts = append(acts, chromedp.Click(`[data-testid=deal-form] details.quick > summary`, chromedp.ByQuery))
		for side, n := range d.hurricans {
			acts = append(acts, setField(fmt.Sprintf("hurricans-%d", side), n))
		}
	}
	acts = append(acts, chromedp.WaitVisible(`#preview [data-testid=count-total]`, chromedp.ByQuery))
	short, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Run(short, acts...); err != nil {
		var said string
		chromedp.Run(ctx, chromedp.Evaluate(`document.getElementById("preview").textContent`, &said))
		t.Fatalf("count %d: %v; the preview says %q", seq, err, said)
	}
	run(t, ctx, fmt.Sprintf("save count %d", seq), chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery), saved(seq))
	return touches + 1
}

// setField replaces what a field of the page holds by typing value.
func setField(id, value string) chromedp.Action {
	return chromedp.Tasks{
		chromedp.Evaluate(fmt.Sprintf(`document.getElementById(%q).value = ""`, id), nil),
		chromedp.SendKeys(`#`+id, value, chromedp.ByID),
	}
}

// TestBrowserHurricanGame plays a game of Hurrican for chips to its winner
// at phone size: sweeps tapped as they happen (one undone), three counts
// checked in the preview before they are saved, a correction from the
// history and the next game; no page scrolls sideways at 360 px.
func TestBrowserHurricanGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	evening := browserEvening(t, ctx, app, "Hurrican-Abend", "Anna", "Bo", "Carl", "Dora")
	run(t, ctx, "the new game form",
		chromedp.Navigate(evening+"/games/new?kind=hurrican"),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=options] > summary`, chromedp.ByQuery),
	)
	fits(t, ctx, "new Hurrican game with its options")
	shootAll(t, ctx, "hurrican-new")
	browserNewGame(t, ctx, evening, "hurrican", "classic", 2, setOption("chips", "10"))
	fits(t, ctx, "Hurrican game page")
	run(t, ctx, "Bo sweeps, Anna's tap is a slip and undone",
		chromedp.Click(`[data-testid=hurrican-1]`, chromedp.ByQuery), saved(1),
		chromedp.Click(`[data-testid=hurrican-0]`, chromedp.ByQuery), saved(2),
		chromedp.Click(`[data-testid=undo]`, chromedp.ByQuery), saved(3),
	)
	if to := textOf(t, ctx, `[data-testid=row]:nth-child(2) [data-testid=to-go]`); !strings.Contains(to, "Hurricans this deal: 1") {
		t.Errorf("Bo's pending sweep: %q", to)
	}
	t.Logf("the count form is %d px tall before anything is tapped", heightOf(t, ctx, `[data-testid=deal-form]`))
	touches := countHurrican(t, ctx, 4, hurricanTaps{cards: "22", hearts: "6", sevens: "0101", best: [4]string{"6", "A", "6", "B"}})
	// The cards typed (a tap and two digits), the hearts, a tap a suit and
	// Save.
	if touches > 9 {
		t.Errorf("an ordinary count took %d touches, want at most 9", touches)
	}
	// The scorer's board folds the last count under the standings.
	run(t, ctx, "unfold the last count", chromedp.Click(`[data-testid=last-count] > summary`, chromedp.ByQuery))
	if got := textOf(t, ctx, `[data-testid=count-premiere]`); !strings.Contains(got, "66:78") {
		t.Errorf("the board's last count: %q", got)
	}
	fits(t, ctx, "Hurrican after a deal")
	shootAll(t, ctx, "hurrican-running")
	// The second count, looked at in the preview before it is saved.
	run(t, ctx, "fill the second count",
		chromedp.SendKeys(`#hurrican-cards`, "18", chromedp.ByID),
		tap(`input[name=hearts][value="4"]`),
		tap(`input[name=suit-clubs][value="1-6"]`),
		chromedp.WaitVisible(`#preview [data-testid=preview-error]`, chromedp.ByQuery),
	)
	t.Logf("the count form is %d px tall with one suit tapped", heightOf(t, ctx, `[data-testid=deal-form]`))
	fits(t, ctx, "a count half done")
	countHurrican(t, ctx, 5, hurricanTaps{cards: "", hearts: "4", sevens: "1010", best: [4]string{"6", "6", "6", "6"}})
	if got := strings.Join(scoresIn(t, ctx), " "); got != "3 5" {
		t.Errorf("after two deals: %s", got)
	}
	run(t, ctx, "Anna sweeps", chromedp.Click(`[data-testid=hurrican-0]`, chromedp.ByQuery), saved(6))
	run(t, ctx, "fill the last count",
		chromedp.SendKeys(`#hurrican-cards`, "30", chromedp.ByID),
		tap(`input[name=hearts][value="7"]`),
	)
	shootPage(t, ctx, "hurrican-preview")
	countHurrican(t, ctx, 7, hurricanTaps{hearts: "7", sevens: "0000", best: [4]string{"6", "6", "6", "6"}, hurricans: []string{"9", "0"}})
	winner, chips := textOf(t, ctx, `[data-testid=winner]`), textOf(t, ctx, `[data-testid=chips]`)
	if !strings.Contains(winner, "Anna") || chips != "Bo pays Anna 20 chips" || !strings.Contains(textOf(t, ctx, `[data-testid=stake]`), "double") {
		t.Errorf("end: %q, %q", winner, chips)
	}
	fits(t, ctx, "Hurrican won")
	shootAll(t, ctx, "hurrican-over")
	// Correct the second count: 20 cards each, so nobody has the Karte.
	run(t, ctx, "history",
		chromedp.Click(`a[href$="/history"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Hurrican history")
	run(t, ctx, "open the correction of deal 2",
		chromedp.Evaluate(`document.querySelectorAll('[data-testid=history] a[href$="/edit"]')[1].click()`, nil),
		chromedp.WaitVisible(`[data-testid=deal-form]`, chromedp.ByQuery),
	)
	fits(t, ctx, "Hurrican correction")
	shootPage(t, ctx, "hurrican-correction")
	run(t, ctx, "correct the cards",
		setField("hurrican-cards", "20"),
		chromedp.Click(`[data-testid=save-deal]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	if flash := textOf(t, ctx, `[data-testid=flash]`); !strings.Contains(flash, "Entry 3 corrected") || !strings.Contains(flash, "Bo 5 → 4") {
		t.Errorf("after the correction: %q", flash)
	}
	run(t, ctx, "next game",
		chromedp.Click(`[data-testid=next-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=dealer]`, chromedp.ByQuery),
	)
	if dealer := textOf(t, ctx, `[data-testid=dealer]`); dealer != "Anna" {
		t.Errorf("the next game's dealer: %q, want the winner", dealer)
	}
	fits(t, ctx, "the next Hurrican game")
	// Four in two pairs, every card dealt: a sweep for Carl counts for
	// Anna & Carl.
	browserNewGame(t, ctx, evening, "hurrican", "full-deal", 4)
	run(t, ctx, "Carl sweeps", chromedp.Click(`[data-testid=hurrican-2]`, chromedp.ByQuery), saved(1))
	if to := textOf(t, ctx, `[data-testid=row]:nth-child(1) [data-testid=to-go]`); !strings.Contains(to, "Hurricans this deal: 1") {
		t.Errorf("Anna & Carl's pending sweep: %q", to)
	}
	fits(t, ctx, "Hurrican for four")
	shootAll(t, ctx, "hurrican-four")
	t.Logf("an ordinary Hurrican count takes %d touches", touches)
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// scoresIn reads the board's scores.
func scoresIn(t *testing.T, ctx context.Context) []string {
	t.Helper()
	var out []string
	run(t, ctx, "scores", chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=score]")).map(n => n.textContent.trim())`, &out))
	return out
}

// textOf reads the text of the first element sel matches.
func textOf(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	var s string
	run(t, ctx, "read "+sel, chromedp.Text(sel, &s, chromedp.ByQuery))
	return strings.TrimSpace(s)
}
