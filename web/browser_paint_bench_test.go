package web

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// paintWatch is installed in a page: it notes when a board of a later log
// position than the one shown has been swapped in and painted (the frame
// after it), and when the page was tapped, as milliseconds since the epoch, comparable between pages of
// one machine.
const paintWatch = `(() => {
  window.__painted = 0; window.__tapped = 0;
  document.addEventListener("click", () => { window.__tapped = performance.timeOrigin + performance.now(); }, { capture: true, once: true });
  const seq = () => { const b = document.getElementById("board"); return b ? parseInt(b.getAttribute("data-log"), 10) : 0; };
  const from = seq();
  const obs = new MutationObserver(() => {
    if (window.__painted || seq() <= from) return;
    requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.timeOrigin + performance.now(); }, 0));
    obs.disconnect();
  });
  obs.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-log"] });
  return true;
})()`

// BenchmarkSaveToPaint measures, in Chromium with its CPU slowed four times
// as a phone's, the time from tapping a Durak deal's one button to the new
// standings painted on the scorer's phone and on a follower's, over 50
// deals; it reports the p50 and p95 of both. Run it with
//
//	go test ./web -run X -bench BenchmarkSaveToPaint -benchtime 1x
func BenchmarkSaveToPaint(b *testing.B) {
	const deals = 50
	app := newTestApp(b)
	scorer, _ := browser(b)
	follower, _ := browser(b)
	evening := browserEvening(b, scorer, app, "Messung", "Anna", "Bo", "Cai")
	browserNewGame(b, scorer, evening, "durak", "classic", 3,
		chromedp.Evaluate(`document.getElementById("opt-loss_limit").value = ""`, nil),
		chromedp.SendKeys(`#opt-loss_limit`, "99", chromedp.ByID))
	var game string
	run(b, scorer, "game", chromedp.Location(&game))
	group := game[strings.Index(game, "/g/"):strings.Index(game, "/games/")]
	var link string
	run(b, scorer, "viewer link",
		chromedp.Navigate(app.srv.URL+group),
		chromedp.Value(`[data-testid=invite-viewer]`, &link, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
	run(b, follower, "follow",
		chromedp.Navigate(link),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		// The group's page, which the join leads to: a navigation started
		// before that one ends would be aborted.
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery))
	for _, ctx := range [2]context.Context{scorer, follower} {
		run(b, ctx, "a phone's CPU", emulation.SetCPUThrottlingRate(4))
	}
	var own, theirs []float64
	b.ResetTimer()
	for range b.N {
		own, theirs = own[:0], theirs[:0]
		for i := range deals {
			var ok bool
			var tapped, mine, followed float64
			run(b, follower, "watch", chromedp.Evaluate(paintWatch, &ok))
			run(b, scorer, "watch", chromedp.Evaluate(paintWatch, &ok),
				chromedp.WaitVisible(`[data-testid=durak-1]`, chromedp.ByQuery),
				chromedp.Click(fmt.Sprintf(`[data-testid=durak-%d]`, i%3), chromedp.ByQuery),
				chromedp.Poll(`window.__painted`, &mine, chromedp.WithPollingInterval(time.Millisecond), chromedp.WithPollingTimeout(20*time.Second)),
				chromedp.Evaluate(`window.__tapped`, &tapped))
			run(b, follower, "followed",
				chromedp.Poll(`window.__painted`, &followed, chromedp.WithPollingInterval(time.Millisecond), chromedp.WithPollingTimeout(20*time.Second)))
			own = append(own, mine-tapped)
			theirs = append(theirs, followed-tapped)
		}
	}
	b.StopTimer()
	slices.Sort(own)
	slices.Sort(theirs)
	pct := func(xs []float64, p float64) float64 { return xs[int(p*float64(len(xs)-1)+0.5)] }
	b.ReportMetric(pct(own, 0.5), "scorer-p50-ms")
	b.ReportMetric(pct(own, 0.95), "scorer-p95-ms")
	b.ReportMetric(pct(theirs, 0.5), "follower-p50-ms")
	b.ReportMetric(pct(theirs, 0.95), "follower-p95-ms")
}
