package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserFollowTheTable has a scorer and a follower at one table. The
// follower watches a finished Durak series and ends up on the next game
// without touching the phone, both when the scorer taps "Next game, same
// table" and when the scorer starts a game of another kind from the
// evening's page; then, its phone laid on its side in the middle of the
// table, the table view follows the scorer's deal and reads large without
// scrolling sideways.
func TestBrowserFollowTheTable(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	scorer, dialog := browser(t)
	evening := browserEvening(t, scorer, app, "Tisch", "Anna", "Bo", "Cai")
	group := evening[:strings.Index(evening, "/e/")]
	var viewerLink, first string
	run(t, scorer, "viewer link",
		chromedp.Navigate(group),
		chromedp.Value(`#invite-viewer`, &viewerLink, chromedp.ByID),
	)
	browserNewGame(t, scorer, evening, "durak", "classic", 3, setOption("loss_limit", "1"))
	run(t, scorer, "first game", chromedp.Location(&first))

	follower := phoneContext(t)
	run(t, follower, "the follower joins and opens the game",
		chromedp.Navigate(viewerLink),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(first),
		chromedp.WaitVisible(`[data-testid=status]`, chromedp.ByQuery),
	)
	finish := func(what string) {
		t.Helper()
		run(t, scorer, what+": the deciding deal", chromedp.Click(`[data-testid=durak-1]`, chromedp.ByQuery), saved(1))
		run(t, follower, what+": the follower sees the end", chromedp.WaitVisible(`#board [data-testid=status-over]`, chromedp.ByQuery))
	}
	// arrives waits until the follower's page is the game, reached by the
	// page itself. The page navigates while it is asked, so each look that
	// fails for that is simply tried again.
	arrives := func(what, game string) {
		t.Helper()
		start := time.Now()
		for {
			var here bool
			err := chromedp.Run(follower, chromedp.Evaluate(
				fmt.Sprintf(`location.href === %q && document.readyState === "complete" && !!document.querySelector("[data-testid=status]")`, game), &here))
			if err == nil && here {
				break
			}
			// A wait, not a bound: beside other tests on two cores
			// the page may take a while to get there.
			if time.Since(start) > 30*time.Second {
				var at string
				chromedp.Run(follower, chromedp.Location(&at))
				t.Fatalf("%s: the follower is still at %s (%v)", what, at, err)
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Logf("%s after %s", what, time.Since(start).Round(time.Millisecond))
	}

	// 1. The scorer taps "Next game, same table".
	finish("first series")
	var second string
	run(t, scorer, "next game, same table",
		chromedp.Click(`[data-testid=next-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=durak-1]`, chromedp.ByQuery),
		chromedp.Location(&second),
	)
	if second == first {
		t.Fatal("the scorer stayed on the finished game")
	}
	var inView bool
	run(t, follower, "the follower is shown the way on at once",
		chromedp.WaitVisible(`[data-testid=follow-next].following`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelector("[data-testid=follow-next]").getBoundingClientRect().bottom <= window.innerHeight`, &inView),
	)
	shootPage(t, follower, "follow-next")
	if !inView {
		t.Error("the link to the next game is below the follower's first screen")
	}
	arrives("the follower is on the second game", second)

	// 2. The scorer goes back to the evening and starts Gurke there.
	finish("second series")
	browserNewGame(t, scorer, evening, "gurke", "", 3)
	var third string
	run(t, scorer, "third game", chromedp.Location(&third))
	arrives("the follower is on the Gurke game", third)

	// The table view, on a phone on its side, follows a deal.
	run(t, follower, "the table view",
		chromedp.EmulateViewport(844, 390, chromedp.EmulateScale(phoneScale())),
		chromedp.Navigate(third+"/table"),
		chromedp.WaitVisible(`[data-testid=table-view] #board`, chromedp.ByQuery),
	)
	quickDeal(t, scorer, 0, "K", 1)
	run(t, follower, "the table view shows the deal",
		chromedp.WaitReady(`[data-testid=table-view] #board[data-seq="1"]`, chromedp.ByQuery))
	for _, size := range [][2]int{{844, 390}, {390, 844}, {1024, 768}, {768, 1024}} {
		var got struct {
			Overflow, Score, Name float64
			Bottom, Height        float64
		}
		run(t, follower, fmt.Sprintf("the table view at %d×%d", size[0], size[1]),
			chromedp.EmulateViewport(int64(size[0]), int64(size[1]), chromedp.EmulateScale(phoneScale())),
			chromedp.Evaluate(`(function () {
				var rows = document.querySelectorAll("[data-testid=table-view] [data-testid=row]");
				return {
					Overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
					Score: parseFloat(getComputedStyle(document.querySelector("[data-testid=table-view] [data-testid=score]")).fontSize),
					Name: parseFloat(getComputedStyle(document.querySelector("[data-testid=table-view] .pname")).fontSize),
					Bottom: rows[rows.length - 1].getBoundingClientRect().bottom,
					Height: window.innerHeight
				};
			})()`, &got),
		)
		shootPage(t, follower, fmt.Sprintf("table-view-%dx%d", size[0], size[1]))
		if got.Overflow > 0 {
			t.Errorf("%v: the table view scrolls sideways by %v px", size, got.Overflow)
		}
		if got.Score < 30 || got.Name < 24 {
			t.Errorf("%v: scores at %v px, names at %v px: too small to read across the table", size, got.Score, got.Name)
		}
		if got.Bottom > got.Height {
			t.Errorf("%v: the standings end at %v px, below the screen's %v px", size, got.Bottom, got.Height)
		}
	}
	var back string
	run(t, follower, "back to the game",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(phoneScale())),
		chromedp.Click(`[data-testid=table-back]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#game`, chromedp.ByQuery),
		chromedp.Location(&back),
	)
	if back != third {
		t.Errorf("back from the table view at %s, want %s", back, third)
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
