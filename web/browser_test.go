package web

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// chromium finds the browser. Debian's chromium-headless-shell comes
// first: the same engine without the browser's windows and services, it
// loads a page for about half the CPU of the full browser, which the
// suite's two cores feel. Debian's commands in /usr/bin are shell scripts
// that start the browser as their child, and a child outlives the script
// killed at the end of the tests (its pages still retrying their streams
// and spending CPU), so the binaries they start are preferred. Without a
// browser the tests skip on a laptop, but fail under CI, where they are
// required.
func chromium(t testing.TB) string {
	t.Helper()
	for _, p := range []string{"/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"} {
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("Chromium is required in CI but was not found; .ci/run installs Debian's chromium-headless-shell")
	}
	t.Skip("Chromium not found: browser tests skipped (install Debian's chromium-headless-shell or chromium to run them)")
	return ""
}

// theBrowser is the one headless Chromium the package's tests share: each
// test gets a tab in a browser context of its own (cookies, storage and
// cache apart), which costs a fraction of starting a browser.
var theBrowser struct {
	once sync.Once
	ctx  context.Context // its first tab, open while the tests run
	err  error
	stop func()
}

// sharedBrowser starts the package's Chromium on first use.
func sharedBrowser(path string) (context.Context, error) {
	theBrowser.once.Do(func() {
		// The profile is removed by hand: Chromium's helpers may still be
		// writing to it for a moment after the browser was told to quit.
		profile, err := os.MkdirTemp("", "schreiber-chromium-")
		if err != nil {
			theBrowser.err = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.UserDataDir(profile),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-quic", true),
			chromedp.WindowSize(390, 844),
		)
		// The browser leads a process group of its own, so that a
		// wrapper's child goes with it when the tests end.
		var cmd *exec.Cmd
		opts = append(opts, chromedp.ModifyCmdFunc(func(c *exec.Cmd) {
			c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
			cmd = c
		}))
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelCtx := chromedp.NewContext(actx)
		theBrowser.ctx, theBrowser.err = ctx, chromedp.Run(ctx)
		theBrowser.stop = func() {
			cancelCtx()
			cancelAlloc()
			if cmd != nil && cmd.Process != nil {
				syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			}
			for i := 0; i < 20 && os.RemoveAll(profile) != nil; i++ {
				time.Sleep(100 * time.Millisecond)
			}
		}
	})
	return theBrowser.ctx, theBrowser.err
}

// browserContextKey marks a tab's context with its browser context's id.
type browserContextKey struct{}

// openTab opens a tab in the shared browser, in the browser context id, or
// in a new one where id is "". The tab closes when the test ends, and a
// browser context it opened is thrown away with all it holds. Chromium
// opens a tab of a new browser context only in a window of its own, which
// chromedp does not ask for, so the tab is made here.
func openTab(t testing.TB, shared context.Context, id cdp.BrowserContextID) context.Context {
	t.Helper()
	owner := id == ""
	var tabID target.ID
	err := chromedp.Run(shared, chromedp.ActionFunc(func(ctx context.Context) error {
		b := cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser)
		var err error
		if owner {
			if id, err = target.CreateBrowserContext().Do(b); err != nil {
				return err
			}
		}
		tabID, err = target.CreateTarget("about:blank").WithBrowserContextID(id).WithNewWindow(true).Do(b)
		return err
	}))
	if err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	tab, cancelTab := chromedp.NewContext(shared, chromedp.WithTargetID(tabID))
	ctx, cancelTimeout := context.WithTimeout(tab, 3*time.Minute)
	t.Cleanup(func() {
		cancelTimeout()
		cancelTab()
		if owner {
			chromedp.Run(shared, chromedp.ActionFunc(func(ctx context.Context) error {
				return target.DisposeBrowserContext(id).Do(cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Browser))
			}))
		}
	})
	// The tab is attached here, with the test's context: one attached by a
	// step's shorter one would close with it.
	if err := chromedp.Run(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return context.WithValue(ctx, browserContextKey{}, id)
}

// anotherTab opens a tab beside the one of ctx, in the same browser
// context: the same phone's second tab.
func anotherTab(t testing.TB, ctx context.Context) context.Context {
	t.Helper()
	shared, _ := sharedBrowser(chromium(t))
	return openTab(t, shared, ctx.Value(browserContextKey{}).(cdp.BrowserContextID))
}

// stopBrowser ends the shared Chromium, if a test started it.
func stopBrowser() {
	if theBrowser.stop != nil {
		theBrowser.stop()
	}
}

// phoneScale is the device pixel ratio the tests' phones emulate: 2, as a
// phone's screen has, where screenshots are taken (SCHREIBER_SCREENSHOTS),
// else 1. Layout, tap targets and scrolling are measured in CSS pixels
// and come out the same; painting a quarter of the pixels makes the
// browser tests about a sixth faster.
func phoneScale() float64 {
	if os.Getenv("SCHREIBER_SCREENSHOTS") != "" {
		return 2
	}
	return 1
}

// browser opens a tab at phone size, 390×844, in a browser context of its
// own: a phone that shares nothing with another test's or another call's.
func browser(t testing.TB) (context.Context, *bool) {
	t.Helper()
	shared, err := sharedBrowser(chromium(t))
	if err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return phoneTab(t, openTab(t, shared, ""), 390, 844)
}

// phoneTab makes the tab ctx a phone's screen of w×h, and reports
// whether a script of the page opened a dialog.
func phoneTab(t testing.TB, ctx context.Context, w, h int64) (context.Context, *bool) {
	t.Helper()
	dialog := new(bool)
	chromedp.ListenTarget(ctx, func(ev any) {
		if _, ok := ev.(*cdppage.EventJavascriptDialogOpening); ok {
			*dialog = true
			go chromedp.Run(ctx, cdppage.HandleJavaScriptDialog(true))
		}
	})
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(w, h, chromedp.EmulateScale(phoneScale()))); err != nil {
		t.Fatal(err)
	}
	return ctx, dialog
}

// joinAsScorer makes the phone of the tab ctx a scorer of a group by its
// scorer's invitation link, and waits for the group's page.
func joinAsScorer(t testing.TB, ctx context.Context, link string) {
	t.Helper()
	run(t, ctx, "join as a scorer",
		chromedp.Navigate(link),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
	)
}

func run(t testing.TB, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	// A step that does not come through in minute never will; the
	// page as it stands then tells why.
	sctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := chromedp.Run(sctx, actions...); err != nil {
		// The markup's start, and the text of the whole page, which
		// reaches as far as the sections at its end.
		var dom, text string
		chromedp.Run(ctx, chromedp.Evaluate(`(document.querySelector('#game')||document.body).outerHTML.replace(/<svg.*?<\/svg>/gs, '<svg>…</svg>').slice(0, 3000)`, &dom))
		chromedp.Run(ctx, chromedp.Evaluate(`(document.querySelector('main')||document.body).innerText.replace(/\s+/g, ' ').slice(0, 4000)`, &text))
		t.Fatalf("%s: %v\nthe page: %s\nits text: %s", what, err, dom, text)
	}
}

// openQuick unfolds the quick entry, unless it is open already because the
// table entered its latest deal that way.
func openQuick() chromedp.Action {
	return chromedp.Evaluate(`(() => { const d = document.querySelector("details.quick"); if (d && !d.open) d.querySelector("summary").click(); return true })()`, nil)
}

// quickDeal enters a deal through the quick form and waits for htmx to
// swap in the board that follows from it.
func quickDeal(t *testing.T, ctx context.Context, loser int, card string, seq int) {
	t.Helper()
	run(t, ctx, fmt.Sprintf("deal %d", seq),
		openQuick(),
		chromedp.Click(fmt.Sprintf(`[data-testid=quick-form] input[name=loser][value="%d"] + span`, loser), chromedp.ByQuery),
		chromedp.Click(fmt.Sprintf(`[data-testid=quick-form] input[name=card][value="%s"] + span`, card), chromedp.ByQuery),
		chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery),
		chromedp.WaitReady(fmt.Sprintf(`#game input[name=after][value="%d"]`, seq), chromedp.ByQuery),
		settled(),
	)
}

func TestBrowserAgurkGame(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	evil := "<script>alert(1)</script>"
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Dienstagsrunde", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	for i, name := range []string{"Anna", "Bo", "Cai", evil} {
		run(t, ctx, "add "+name,
			chromedp.SendKeys(`#new-player`, name, chromedp.ByID),
			chromedp.Submit(`#new-player`, chromedp.ByID),
			chromedp.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+1), chromedp.ByQuery),
		)
	}
	fits(t, ctx, "group page")
	var players string
	run(t, ctx, "players listed", chromedp.Text(`[data-testid=players]`, &players, chromedp.ByQuery))
	if !strings.Contains(players, evil) || !strings.Contains(players, "Cai") {
		t.Fatalf("players list: %q", players)
	}
	run(t, ctx, "start evening and game",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
	)
	fits(t, ctx, "new game page")
	shootPage(t, ctx, "new-game")
	// Tick all four; the seating follows the list: the script-named player
	// sorts first, then Anna, Bo, Cai.
	run(t, ctx, "pick players",
		tickFirst(4),
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
	)
	// Deal 1 through the trick form: everyone plays a 2, Anna leads; the
	// last 2 (seat 0) takes the trick.
	run(t, ctx, "deal 1",
		chromedp.Click(`[data-testid=trick-form] input[name=leader][value="1"] + span`, chromedp.ByQuery),
		// The players follow from Vorhand, each one's ranks opening after
		// the card before is picked.
		chromedp.Click(`input[name=card-1][value="2"] + span`, chromedp.ByQuery),
		chromedp.Click(`input[name=card-2][value="2"] + span`, chromedp.ByQuery),
		chromedp.Click(`input[name=card-3][value="2"] + span`, chromedp.ByQuery),
		chromedp.Click(`input[name=card-0][value="2"] + span`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=save-trick]`, chromedp.ByQuery),
		chromedp.WaitReady(`#game input[name=after][value="1"]`, chromedp.ByQuery),
	)
	var last string
	run(t, ctx, "read step", chromedp.Text(`[data-testid=status-last]`, &last, chromedp.ByQuery))
	if !strings.Contains(last, evil) {
		t.Errorf("the step does not name the loser as text: %q", last)
	}
	seq := 1
	deal := func(loser int) {
		seq++
		quickDeal(t, ctx, loser, "A", seq)
	}
	for i := 0; i < 4; i++ {
		deal(0)
	}
	deal(1)
	// Undo deal 6 with one tap and enter it again.
	seq++
	run(t, ctx, "undo",
		chromedp.Click(`[data-testid=undo]`, chromedp.ByQuery),
		saved(seq),
	)
	// The panel fetches the story once it comes into view (here it may
	// be in view already), and the table of every entry once it is
	// unfolded: five entries count.
	var rows int
	run(t, ctx, "story",
		chromedp.ScrollIntoView(`#game section.story`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=chart] svg polyline`, chromedp.ByQuery),
		settled(),
		chromedp.Click(`details.deals summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=story-deals]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.querySelectorAll('[data-testid=story-deals] tbody tr').length`, &rows),
	)
	if rows != 5 {
		t.Errorf("%d entries in the fetched table, want 5", rows)
	}
	fits(t, ctx, "scoreboard")
	shoot(t, ctx)
	deal(1)
	for i := 0; i < 3; i++ {
		deal(1)
	}
	for i := 0; i < 4; i++ {
		deal(2)
	}
	var winner string
	run(t, ctx, "winner", chromedp.Text(`[data-testid=winner]`, &winner, chromedp.ByQuery))
	if !strings.Contains(winner, "Cai") {
		t.Fatalf("winner: %q", winner)
	}
	// Correct deal 1: Anna played a 3 and took the trick.
	run(t, ctx, "correct deal 1",
		chromedp.Click(`a[href$="/history"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=history]`, chromedp.ByQuery),
	)
	fits(t, ctx, "history")
	shootPage(t, ctx, "history")
	run(t, ctx, "open the correction",
		chromedp.Click(`[data-testid=history] li:last-child a`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=trick-form]`, chromedp.ByQuery),
		// Every card is there, so each player is one line: tapping Anna
		// opens her ranks again.
		chromedp.Click(`[data-testid=seat-1] .flow-head span`, chromedp.ByQuery),
		chromedp.Click(`input[name=card-1][value="3"] + span`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=save-trick]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=flash]`, chromedp.ByQuery),
	)
	var flash string
	run(t, ctx, "after correction",
		chromedp.Text(`[data-testid=flash]`, &flash, chromedp.ByQuery),
		chromedp.Text(`[data-testid=winner]`, &winner, chromedp.ByQuery),
	)
	if !strings.Contains(flash, "Entry 1 corrected") || !strings.Contains(winner, "Cai") {
		t.Errorf("after correcting deal 1: flash %q, winner %q", flash, winner)
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// shoot saves screenshots of the current page in both languages and both
// colour schemes when SCHREIBER_SCREENSHOTS names a directory.
func shoot(t *testing.T, ctx context.Context) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var here string
	run(t, ctx, "location", chromedp.Location(&here))
	for _, lang := range []string{"de", "en"} {
		run(t, ctx, "switch to "+lang,
			chromedp.Click(`.langs summary`, chromedp.ByQuery),
			chromedp.Click(fmt.Sprintf(`.langs button[value=%s]`, lang), chromedp.ByQuery),
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s] [data-testid=board]`, lang), chromedp.ByQuery),
			chromedp.Navigate(here),
			chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
		)
		for _, scheme := range []string{"light", "dark"} {
			var png []byte
			run(t, ctx, "screenshot "+lang+" "+scheme,
				emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
				chromedp.Sleep(200*time.Millisecond),
				chromedp.FullScreenshot(&png, 100),
			)
			name := filepath.Join(dir, fmt.Sprintf("scoreboard-%s-%s.png", lang, scheme))
			if err := os.WriteFile(name, png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	run(t, ctx, "light again", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}))
}

// fits checks that the page needs no horizontal scrolling on a 360 px wide
// phone.
func fits(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	var overflow int
	run(t, ctx, what+" at 360 px",
		chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(phoneScale())),
		chromedp.Evaluate(`document.documentElement.scrollWidth - document.documentElement.clientWidth`, &overflow),
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(phoneScale())),
	)
	if overflow > 0 {
		t.Errorf("%s scrolls sideways by %d px at 360 px", what, overflow)
	}
}

// shootPage saves a screenshot of the current page in the current language
// when SCHREIBER_SCREENSHOTS names a directory.
func shootPage(t testing.TB, ctx context.Context, name string) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var png []byte
	run(t, ctx, "screenshot "+name, chromedp.FullScreenshot(&png, 100))
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserSwedishGurka starts a Swedish Gurka game through the preset
// picker, lets a player bust and buy back in, and plays on until the last
// survivor takes the pot.
func TestBrowserSwedishGurka(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Fredagsgänget", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	for i, name := range []string{"Anna", "Bo", "Cai", "Dan"} {
		run(t, ctx, "add "+name,
			chromedp.SendKeys(`#new-player`, name, chromedp.ByID),
			chromedp.Submit(`#new-player`, chromedp.ByID),
			chromedp.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+1), chromedp.ByQuery),
		)
	}
	run(t, ctx, "new game",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		tickFirst(4),
	)
	// Picking the preset applies it at once: the options are Swedish now,
	// and the players stay picked.
	var limit string
	run(t, ctx, "pick Swedish Gurka",
		// SetValue fires the change event, as a tap on an option would.
		chromedp.SetValue(`#preset`, "swedish", chromedp.ByID),
		chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		chromedp.Value(`#opt-limit`, &limit, chromedp.ByID),
	)
	if limit != "30" {
		t.Fatalf("limit after picking Swedish: %q", limit)
	}
	fits(t, ctx, "new game page with options")
	shootPage(t, ctx, "new-game-swedish")
	run(t, ctx, "start",
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
	)
	var rules string
	run(t, ctx, "rules", chromedp.Text(`[data-testid=rules]`, &rules, chromedp.ByQuery))
	if !strings.Contains(rules, "Swedish Gurka") || !strings.Contains(rules, "one rebuy") {
		t.Errorf("rules line: %q", rules)
	}
	seq := 0
	deal := func(loser int) {
		seq++
		quickDeal(t, ctx, loser, "A", seq)
	}
	// Anna busts: 14, 28, 42.
	for range 3 {
		deal(0)
	}
	fits(t, ctx, "rebuy offer")
	shootPage(t, ctx, "swedish-bust")
	seq++
	var pot string
	run(t, ctx, "Anna buys back in",
		chromedp.Click(`[data-testid=rebuy-0]`, chromedp.ByQuery),
		chromedp.WaitReady(fmt.Sprintf(`#game input[name=after][value="%d"]`, seq), chromedp.ByQuery),
		chromedp.Text(`[data-testid=pot]`, &pot, chromedp.ByQuery),
	)
	if pot != "5" {
		t.Errorf("pot after the rebuy: %q", pot)
	}
	var notes []string
	run(t, ctx, "rebuy notes", chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=rebuy-note]")).map(n => n.textContent.trim())`, &notes))
	if strings.Join(notes, "|") != "· rebought|· rebuy left|· rebuy left|· rebuy left" {
		t.Errorf("rebuy notes: %q", notes)
	}
	// Bo and Cai bust and do not buy back in; then Anna busts for good.
	for _, loser := range []int{1, 1, 1, 2, 2, 2, 0, 0, 0} {
		deal(loser)
	}
	var winner, won string
	run(t, ctx, "winner",
		chromedp.Text(`[data-testid=winner]`, &winner, chromedp.ByQuery),
		chromedp.Text(`[data-testid=pot-won]`, &won, chromedp.ByQuery),
	)
	if !strings.Contains(winner, "Dan") || !strings.Contains(won, "5") {
		t.Errorf("winner %q, pot %q", winner, won)
	}
	run(t, ctx, "open the rules card", chromedp.Click(`[data-testid=rules-card] summary`, chromedp.ByQuery))
	fits(t, ctx, "game over with the rules card")
	shootPage(t, ctx, "swedish-over")
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// TestBrowserVariantPagesFit starts a game of each preset whose entry forms
// differ (Kontra, doubling, suited cards) and checks that its page fits a
// 360 px phone.
func TestBrowserVariantPagesFit(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, _ := browser(t)
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Runde", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	for i, name := range []string{"Annemarie", "Bartholomäus", "Cai"} {
		run(t, ctx, "add "+name,
			chromedp.SendKeys(`#new-player`, name, chromedp.ByID),
			chromedp.Submit(`#new-player`, chromedp.ByID),
			chromedp.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+1), chromedp.ByQuery),
		)
	}
	var evening string
	run(t, ctx, "evening",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Location(&evening),
	)
	for _, preset := range []string{"polish-kontra", "rassi", "icelandic", "kurko"} {
		run(t, ctx, "new game for "+preset,
			chromedp.Navigate(evening+"/games/new?kind=gurke"),
			chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
			// Set the value without a change event, so that the button
			// applies the preset, as it does without JavaScript.
			chromedp.Evaluate(fmt.Sprintf(`document.getElementById("preset").value = %q`, preset), nil),
		)
		run(t, ctx, "apply "+preset,
			chromedp.Click(`[data-testid=apply-preset]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		)
		run(t, ctx, "pick players for "+preset, tickFirst(3))
		run(t, ctx, "start "+preset,
			chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
			chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
		)
		run(t, ctx, "open the quick form of "+preset, openQuick())
		fits(t, ctx, preset+" game page")
		shootPage(t, ctx, "variant-"+preset)
	}
}
