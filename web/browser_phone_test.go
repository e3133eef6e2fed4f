package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// gameLog is the game's log as stored, for a page's URL.
func gameLog(t *testing.T, app *testApp, gameURL string) []map[string]any {
	t.Helper()
	path := gameURL[strings.Index(gameURL, "/g/"):]
	parts := strings.Split(strings.Trim(path, "/"), "/")
	log, err := app.store.Log(context.Background(), parts[3])
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for _, r := range log {
		var p map[string]any
		json.Unmarshal([]byte(r.Payload), &p)
		out = append(out, map[string]any{"seq": r.Seq, "action": string(r.Action), "payload": p})
	}
	return out
}

// checked says whether the quick form's radio button with the value is on.
func checked(t *testing.T, ctx context.Context, name, value string) bool {
	t.Helper()
	var on bool
	run(t, ctx, "read "+name, chromedp.Evaluate(fmt.Sprintf(
		`!!document.querySelector('[data-testid=quick-form] input[name=%s][value="%s"]:checked')`, name, value), &on))
	return on
}

func pickQuick(loser int, card string) chromedp.Action {
	return chromedp.Tasks{
		openQuick(),
		chromedp.Click(fmt.Sprintf(`[data-testid=quick-form] input[name=loser][value="%d"] + span`, loser), chromedp.ByQuery),
		chromedp.Click(fmt.Sprintf(`[data-testid=quick-form] input[name=card][value="%s"] + span`, card), chromedp.ByQuery),
	}
}

// TestBrowserDealSentWhileTheNetworkDrops: the server saves a deal, but its
// answer never reaches the phone. The form keeps what was entered and says
// so; sending it again (the same form, the same nonce) saves nothing twice
// and shows the saved game with "saved already".
func TestBrowserDealSentWhileTheNetworkDrops(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	ctx, _ := browser(t)
	evening := browserEvening(t, ctx, app, "Funkloch", "Anna", "Bo", "Cai")
	browserNewGame(t, ctx, evening, "gurke", "", 3)
	var game string
	run(t, ctx, "game URL", chromedp.Location(&game))

	// The browser holds every answer to an entry; the first is failed as a
	// reset connection, after the server has answered (and so committed).
	var answers atomic.Int32
	chromedp.ListenTarget(ctx, func(ev any) {
		paused, ok := ev.(*fetch.EventRequestPaused)
		if !ok {
			return
		}
		n := answers.Add(1)
		go func() {
			ex := cdp.WithExecutor(ctx, chromedp.FromContext(ctx).Target)
			if n == 1 {
				fetch.FailRequest(paused.RequestID, network.ErrorReasonConnectionReset).Do(ex)
				return
			}
			fetch.ContinueRequest(paused.RequestID).Do(ex)
		}()
	})
	run(t, ctx, "hold the answers to entries",
		fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*/entries", RequestStage: fetch.RequestStageResponse}}))

	var nonce string
	run(t, ctx, "send a deal into the dropped network",
		pickQuick(1, "7"),
		chromedp.Value(`[data-testid=quick-form] input[name=nonce]`, &nonce, chromedp.ByQuery),
		chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=unsent]`, chromedp.ByQuery),
	)
	if got := answers.Load(); got != 1 {
		t.Fatalf("%d answers held, want 1", got)
	}
	if log := gameLog(t, app, game); len(log) != 1 {
		t.Fatalf("the server holds %d records, want the 1 it saved before the answer was lost", len(log))
	}
	// The page still shows the form as it was sent: the same choices, the
	// same nonce, the log position it was built on, and the old board.
	if !checked(t, ctx, "loser", "1") || !checked(t, ctx, "card", "7") {
		t.Fatal("the form lost its choices")
	}
	var sameNonce, after string
	var note string
	run(t, ctx, "the form as it was",
		chromedp.Value(`[data-testid=quick-form] input[name=nonce]`, &sameNonce, chromedp.ByQuery),
		chromedp.Value(`[data-testid=quick-form] input[name=after]`, &after, chromedp.ByQuery),
		chromedp.Text(`[data-testid=unsent]`, &note, chromedp.ByQuery),
	)
	if sameNonce != nonce || after != "0" {
		t.Fatalf("form nonce %q (was %q), after %q", sameNonce, nonce, after)
	}
	if !strings.Contains(note, "send it again") {
		t.Errorf("the note says %q", note)
	}
	shootStates(t, ctx, "network-drop-unsent")

	// A moment later the network is back; the same form goes again.
	var notice string
	run(t, ctx, "send the same form again",
		chromedp.Sleep(300*time.Millisecond),
		chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery),
		saved(1),
		chromedp.Text(`[data-testid=notice]`, &notice, chromedp.ByQuery),
	)
	if notice != "This deal was saved already; it was not saved twice." {
		t.Errorf("notice %q", notice)
	}
	if log := gameLog(t, app, game); len(log) != 1 {
		t.Fatalf("after sending again the server holds %d records, want 1", len(log))
	}
	var hidden bool
	run(t, ctx, "the note is gone", chromedp.Evaluate(`!document.querySelector("[data-testid=unsent]") || document.querySelector("[data-testid=unsent]").hidden`, &hidden))
	if !hidden {
		t.Error("the note still shows after the answer came")
	}
	shootStates(t, ctx, "network-drop-saved-already")
	if got := answers.Load(); got != 2 {
		t.Errorf("%d answers, want 2", got)
	}
	// A fresh deal is saved as usual.
	run(t, ctx, "the next deal", fetch.Disable())
	quickDeal(t, ctx, 2, "K", 2)
	if log := gameLog(t, app, game); len(log) != 2 {
		t.Fatalf("after the next deal the server holds %d records, want 2", len(log))
	}
	if os.Getenv("SCHREIBER_SCREENSHOTS") != "" {
		// The German note, for the screenshots: the same event htmx
		// raises when an answer is lost.
		run(t, ctx, "the note in German",
			chromedp.Click(`.langs summary`, chromedp.ByQuery),
			chromedp.Click(`.langs button[value=de]`, chromedp.ByQuery),
			chromedp.WaitVisible(`html[lang=de] [data-testid=board]`, chromedp.ByQuery),
			pickQuick(1, "7"),
			chromedp.Evaluate(`(function () { var f = document.querySelector("[data-testid=quick-form]");
				f.dispatchEvent(new CustomEvent("htmx:sendError", {bubbles: true, detail: {elt: f}})); })()`, nil),
			chromedp.WaitVisible(`[data-testid=unsent]`, chromedp.ByQuery),
		)
		shootStates(t, ctx, "network-drop-unsent")
	}
}

// together holds the first two posts of entries until both have arrived,
// so that two phones' deals reach the server at the same moment.
type together struct {
	next    http.Handler
	arrived atomic.Int32
	all     chan struct{}
}

func (g *together) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/entries") {
		switch g.arrived.Add(1) {
		case 1:
			select {
			case <-g.all:
			case <-time.After(20 * time.Second):
			}
		case 2:
			close(g.all)
		}
	}
	g.next.ServeHTTP(w, r)
}

// TestBrowserTwoScorersAtOnce: two scorers, each on a phone of their own,
// send a deal for the same game at the same moment. Exactly one is saved;
// the other phone's form comes back with its choices and the new standings.
func TestBrowserTwoScorersAtOnce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	gate := &together{next: app.srv.Config.Handler, all: make(chan struct{})}
	srv := httptest.NewServer(gate)
	t.Cleanup(srv.Close)
	gated := *app
	gated.srv = srv

	one, _ := browser(t)
	evening := browserEvening(t, one, &gated, "Zwei Schreiber", "Anna", "Bo", "Cai")
	browserNewGame(t, one, evening, "gurke", "", 3)
	var game, link string
	run(t, one, "game URL", chromedp.Location(&game))
	group := game[:strings.Index(game, "/games/")]
	run(t, one, "the scorers' link",
		chromedp.Navigate(group),
		chromedp.Value(`#invite-scorer`, &link, chromedp.ByID),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=board]`, chromedp.ByQuery),
	)
	two := phoneContext(t)
	run(t, two, "the second scorer joins and opens the game",
		chromedp.Navigate(link),
		chromedp.Click(`form[action^="/join/"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-testid=evenings]`, chromedp.ByQuery),
		chromedp.Navigate(game),
		chromedp.WaitVisible(`[data-testid=quick-form]`, chromedp.ByQuery),
	)
	run(t, one, "the first picks Anna and a King", pickQuick(0, "K"))
	run(t, two, "the second picks Bo and a Seven", pickQuick(1, "7"))

	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, ctx := range []context.Context{one, two} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = chromedp.Run(ctx, chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery), saved(1))
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("phone %d: %v", i+1, err)
		}
	}
	if n := gate.arrived.Load(); n != 2 {
		t.Fatalf("%d posts arrived, want 2 at once", n)
	}
	log := gameLog(t, app, game)
	if len(log) != 1 {
		t.Fatalf("%d records saved, want exactly 1: %v", len(log), log)
	}
	// Who won is up to the database; the other phone is the loser.
	winner, loser, kept := one, two, [2]string{"1", "7"}
	if fmt.Sprint(log[0]["payload"].(map[string]any)["loser"]) == "1" {
		winner, loser, kept = two, one, [2]string{"0", "K"}
	}
	var winnerErr int
	run(t, winner, "the saved phone", chromedp.Evaluate(`document.querySelectorAll("[data-testid=form-error]").length`, &winnerErr))
	if winnerErr != 0 {
		t.Error("the phone whose deal was saved shows an error")
	}
	var say string
	var scoresWinner, scoresLoser []string
	run(t, loser, "the refused phone",
		chromedp.Text(`[data-testid=form-error]`, &say, chromedp.ByQuery),
		chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=score]")).map(e => e.textContent.trim())`, &scoresLoser),
	)
	run(t, winner, "the saved standings",
		chromedp.Evaluate(`Array.from(document.querySelectorAll("[data-testid=score]")).map(e => e.textContent.trim())`, &scoresWinner))
	if !strings.Contains(say, "Someone else entered something meanwhile") {
		t.Errorf("the refused phone says %q", say)
	}
	if !checked(t, loser, "loser", kept[0]) || !checked(t, loser, "card", kept[1]) {
		t.Error("the refused phone's form lost its choices")
	}
	if fmt.Sprint(scoresLoser) != fmt.Sprint(scoresWinner) || len(scoresLoser) != 3 {
		t.Errorf("the refused phone shows %v, the saved one %v", scoresLoser, scoresWinner)
	}
	shootStates(t, loser, "two-scorers-refused")
	// The refused phone sends its deal again, now on the new standings.
	run(t, loser, "send again", chromedp.Click(`[data-testid=save-quick]`, chromedp.ByQuery), saved(2))
	if log := gameLog(t, app, game); len(log) != 2 {
		t.Fatalf("%d records after sending again, want 2", len(log))
	}
}

// shootStates saves the page as it stands, light and dark, without
// reloading it, when SCHREIBER_SCREENSHOTS names a directory.
func shootStates(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("SCHREIBER_SCREENSHOTS")
	if dir == "" {
		return
	}
	var lang string
	run(t, ctx, "language", chromedp.AttributeValue(`html`, "lang", &lang, nil, chromedp.ByQuery))
	for _, scheme := range []string{"light", "dark"} {
		var png []byte
		run(t, ctx, "screenshot "+scheme,
			emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}),
			chromedp.Sleep(200*time.Millisecond),
			chromedp.FullScreenshot(&png, 100),
		)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", name, lang, scheme)), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(t, ctx, "light again", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}))
}
