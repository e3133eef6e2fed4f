package web

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserRulesPages opens the rules pages at phone size: nothing
// scrolls sideways at 360 px, the table of every Gurke preset scrolls
// inside its own box with its first column fixed, a link to a #section
// lands on that section, and the comparison follows a picked preset.
func TestBrowserRulesPages(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	for _, path := range []string{"/rules", "/rules/gurke", "/rules/hurrican", "/rules/euchre", "/rules/durak", "/rules/doppelkopf", "/rules/tupelkopf"} {
		run(t, ctx, "open "+path,
			chromedp.Navigate(app.srv.URL+path),
			chromedp.WaitVisible(`h1`, chromedp.ByQuery),
		)
		fits(t, ctx, path)
	}

	// The table of every preset is wider than its box, which scrolls; the
	// first column stays where it is when the box scrolls.
	var box struct {
		Scroll, Client    float64
		Before, After     float64
		Page, PageVisible float64
	}
	run(t, ctx, "scroll the table of every preset",
		chromedp.Navigate(app.srv.URL+"/rules/gurke#compare-all"),
		chromedp.WaitVisible(`[data-testid=compare-all]`, chromedp.ByQuery),
		chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(phoneScale())),
		chromedp.Evaluate(`(() => {
			const box = document.querySelector("[data-testid=compare-all]");
			const cell = box.querySelector("tbody tr:nth-child(2) > th");
			const before = cell.getBoundingClientRect().left;
			box.scrollLeft = 400;
			return {Scroll: box.scrollWidth, Client: box.clientWidth, Before: before,
				After: cell.getBoundingClientRect().left,
				Page: document.documentElement.scrollWidth, PageVisible: document.documentElement.clientWidth};
		})()`, &box),
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(phoneScale())),
	)
	if box.Scroll <= box.Client {
		t.Errorf("the table of every preset is %v px wide in a box of %v px: nothing to scroll", box.Scroll, box.Client)
	}
	if math.Abs(box.Before-box.After) > 1 {
		t.Errorf("the option column moved from %v to %v px when the table scrolled", box.Before, box.After)
	}
	if box.Page > box.PageVisible {
		t.Errorf("the page is %v px wide at 360 px", box.Page)
	}

	// A link with a #section lands on that section, from another page and
	// within the page.
	lands := func(what, id string) {
		t.Helper()
		var top float64
		var scrolled float64
		run(t, ctx, what,
			chromedp.Sleep(300*time.Millisecond),
			chromedp.Evaluate(fmt.Sprintf(`document.getElementById(%q).getBoundingClientRect().top`, id), &top),
			chromedp.Evaluate(`window.scrollY`, &scrolled),
		)
		if scrolled <= 0 || top < -1 || top > 40 {
			t.Errorf("%s: #%s is %v px from the top after scrolling %v px", what, id, top, scrolled)
		}
	}
	run(t, ctx, "follow a ruling's link",
		chromedp.Navigate(app.srv.URL+"/rules"),
		chromedp.WaitVisible(`[data-testid=rulebooks]`, chromedp.ByQuery),
		chromedp.Navigate(app.srv.URL+"/rules/gurke#gurke.follow.ace"),
		chromedp.WaitVisible(`#gurke\.follow\.ace`, chromedp.ByQuery),
	)
	lands("a ruling's link", "gurke.follow.ace")
	var highlighted string
	run(t, ctx, "the section is marked", chromedp.Evaluate(
		`getComputedStyle(document.getElementById("gurke.follow.ace")).backgroundColor`, &highlighted))
	if highlighted == "" || highlighted == "rgba(0, 0, 0, 0)" {
		t.Errorf("the section a link lands on is not marked: background %q", highlighted)
	}
	run(t, ctx, "tap the contents", chromedp.Click(`[data-testid=toc] a[href="#scoring"]`, chromedp.ByQuery))
	lands("the contents", "scoring")
	run(t, ctx, "the referee's rule",
		chromedp.Navigate(app.srv.URL+"/referee/gurke?preset=danish&q=play&ask=1&trick=9&hand=5+7+K&play=7"),
		chromedp.WaitVisible(`[data-testid=answer] [data-testid=rule]`, chromedp.ByQuery),
		chromedp.Click(`[data-testid=answer] [data-testid=rule]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#gurke\.follow`, chromedp.ByQuery),
	)
	lands("the referee's link", "gurke.follow")
	run(t, ctx, "a Doppelkopf rule", chromedp.Navigate(app.srv.URL+"/rules/doppelkopf#ddv.7.2.2a.below90"),
		chromedp.WaitVisible(`h1`, chromedp.ByQuery))
	lands("a DDV section", "ddv.7.2.2a.below90")

	// Picking a preset compares it; with scripts the picker sends itself.
	var heads string
	run(t, ctx, "compare Danish with Polish",
		chromedp.Navigate(app.srv.URL+"/rules/gurke#compare"),
		chromedp.WaitVisible(`#vs-1`, chromedp.ByID),
		// A picked preset sends the form by itself: the page comes back
		// with the preset selected.
		chromedp.Evaluate(`(() => { const s = document.getElementById("vs-1"); s.value = "polish";
			s.dispatchEvent(new Event("change", {bubbles: true})); })()`, nil),
		chromedp.WaitReady(`#vs-1 option[value=polish][selected]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=compare-picked] thead`, &heads, chromedp.ByQuery),
	)
	if !strings.Contains(heads, "Polish Ogórek") || !strings.Contains(heads, "Danish Agurk") {
		t.Errorf("the comparison after picking Polish: %q", heads)
	}
	fits(t, ctx, "the comparison")
	shootRules(t, ctx, app.srv.URL)
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}

// shootRules saves screenshots of the rules pages in both languages and
// both colour schemes when SCHREIBER_SCREENSHOTS names a directory: the top
// of every page, the Gurke comparison, and a section a link lands on.
func shootRules(t *testing.T, ctx context.Context, base string) {
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	shots := map[string]string{
		"rules":            "/rules",
		"rules-gurke":      "/rules/gurke",
		"rules-compare":    "/rules/gurke?vs=danish&vs=swedish-modern&vs=icelandic#compare",
		"rules-all":        "/rules/gurke#compare-all",
		"rules-section":    "/rules/gurke#gurke.score.plus",
		"rules-hurrican":   "/rules/hurrican#hurrican.count.premiere",
		"rules-euchre":     "/rules/euchre#compare",
		"rules-durak":      "/rules/durak#durak.throw-in.join",
		"rules-tupelkopf":  "/rules/tupelkopf#tupelkopf.basics.trumps",
		"rules-ddv":        "/rules/doppelkopf#ddv",
		"rules-doppelkopf": "/rules/doppelkopf#doppelkopf.bock",
	}
	for _, lang := range []string{"de", "en"} {
		run(t, ctx, "switch to "+lang,
			chromedp.Navigate(base+"/rules"),
			chromedp.Click(`.langs summary`, chromedp.ByQuery),
			chromedp.Click(fmt.Sprintf(`.langs button[value=%s]`, lang), chromedp.ByQuery),
			chromedp.WaitVisible(fmt.Sprintf(`html[lang=%s]`, lang), chromedp.ByQuery),
		)
		for name, path := range shots {
			for _, scheme := range []string{"light", "dark"} {
				var png []byte
				run(t, ctx, "screenshot "+name,
					emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
					chromedp.Navigate(base+path),
					chromedp.WaitVisible(`h1`, chromedp.ByQuery),
					chromedp.Sleep(200*time.Millisecond),
					chromedp.CaptureScreenshot(&png),
				)
				file := filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", name, lang, scheme))
				if err := os.WriteFile(file, png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	run(t, ctx, "light again", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}))
}

// TestBrowserRulesCardLeadsToTheRules starts a game with a changed house
// rule: the rules card says what the table plays, and its link lands on the
// preset's section of the rules page.
func TestBrowserRulesCardLeadsToTheRules(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, dialog := browser(t)
	run(t, ctx, "create group",
		chromedp.Navigate(app.srv.URL+"/"),
		chromedp.SendKeys(`#group-name`, "Runde", chromedp.ByID),
		chromedp.Click(`form[action="/groups"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#new-player`, chromedp.ByID),
	)
	for i, name := range []string{"Anna", "Bo", "Cai"} {
		run(t, ctx, "add "+name,
			chromedp.SendKeys(`#new-player`, name, chromedp.ByID),
			chromedp.Submit(`#new-player`, chromedp.ByID),
			chromedp.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+1), chromedp.ByQuery),
		)
	}
	run(t, ctx, "a Swedish game to 20",
		chromedp.Click(`form[action$="/evenings"] button[type=submit]`, chromedp.ByQuery),
		chromedp.WaitVisible(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.Click(`a[href$="games/new?kind=gurke"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=seats]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("preset").value = "swedish"`, nil),
		chromedp.Click(`[data-testid=apply-preset]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=applied]`, chromedp.ByQuery),
		chromedp.Evaluate(`document.getElementById("opt-limit").value = "20"`, nil),
		tickFirst(3),
		chromedp.Click(`[data-testid=start-game]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
	)
	var plays string
	run(t, ctx, "open the rules card",
		chromedp.Click(`[data-testid=rules-card] summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=rules-plays]`, chromedp.ByQuery),
		chromedp.Text(`[data-testid=rules-plays]`, &plays, chromedp.ByQuery),
	)
	if plays != "Your table plays Swedish Gurka, differing in: Limit: 20 (preset: 30)." {
		t.Errorf("the rules card says %q", plays)
	}
	fits(t, ctx, "the game page with its rules card open")
	shootPage(t, ctx, "rules-card")
	var top float64
	run(t, ctx, "follow the rules card's link",
		chromedp.Click(`[data-testid=rules-link]`, chromedp.ByQuery),
		chromedp.WaitVisible(`#preset-swedish`, chromedp.ByQuery),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Evaluate(`document.getElementById("preset-swedish").getBoundingClientRect().top`, &top),
	)
	if top < -1 || top > 40 {
		t.Errorf("the preset's section is %v px from the top", top)
	}
	if *dialog {
		t.Error("a script ran: a dialog opened")
	}
}
