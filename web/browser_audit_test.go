package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"schreiber/views/catalog"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"
)

// auditScript lists what is wrong with the page as a phone shows it: an
// element that makes it wider than the screen, a tap target smaller than
// 44×44 px, a link inside a sentence smaller than 24×24 px, two targets
// closer than 8 px, a target inside another smaller than 24×24 px, and a
// word of a long name (see auditNames) broken across lines. A target is
// every link and button, every field, summary and chip, and whatever a
// role, a tabindex or htmx makes tappable; a hidden radio button or
// checkbox counts through the label that is tapped instead.
const auditScript = `((NAMES) => {
  const out = [];
  const doc = document.documentElement, width = doc.clientWidth;
  const name = e => e.tagName.toLowerCase() + (e.getAttribute("data-testid") ? "[data-testid=" + e.getAttribute("data-testid") + "]" : "") +
    (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/).join(".") : "") +
    ' "' + (e.innerText || e.value || e.getAttribute("aria-label") || "").trim().slice(0, 30).replace(/\s+/g, " ") + '"';
  const shown = e => {
    if (e.closest("details:not([open]) > :not(summary)")) return false;
    const s = getComputedStyle(e);
    if (s.visibility === "hidden" || s.display === "none") return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  if (doc.scrollWidth > width) {
    const wide = Array.from(document.querySelectorAll("body *")).filter(e => shown(e) && e.getBoundingClientRect().right > width + 0.5);
    const inner = wide.filter(e => !wide.some(o => o !== e && e.contains(o)));
    out.push("wider than the screen by " + (doc.scrollWidth - width) + " px: " + inner.slice(0, 3).map(name).join(", "));
  }
  // Everything a finger can tap: every link and button, every field, every
  // fold, and whatever a script or htmx makes tappable or the keyboard
  // can reach. A radio button or checkbox counts through its label (the
  // one around it or the one naming it). Left out only what no finger can
  // reach: a button kept off the screen for the Enter key alone, hidden
  // from readers and the keyboard.
  const tappable = "a[href], a[hx-get], button, input:not([type=hidden]), select, textarea, summary, label[for], " +
    "[role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], " +
    "[tabindex]:not([tabindex='-1']), [hx-get], [hx-post], [hx-put], [hx-patch], [hx-delete]";
  const labelOf = e => {
    if (!e.matches("input[type=radio], input[type=checkbox]")) return e;
    return e.closest("label") || (e.id && document.querySelector('label[for="' + CSS.escape(e.id) + '"]')) || e;
  };
  const unreachable = e => e.closest("[aria-hidden=true]") && e.tabIndex < 0;
  let targets = Array.from(document.querySelectorAll(tappable))
    .filter(e => !e.matches("label[for]") || (document.getElementById(e.htmlFor) || e).matches("input[type=radio], input[type=checkbox]"))
    .filter(e => !unreachable(e))
    .map(labelOf)
    .filter((e, i, all) => all.indexOf(e) === i && shown(e));
  // A target inside another (a button in a fold's summary, a link in a
  // chip) is aimed at on its own: 24×24 px at least; the spacing and the
  // size of 44 px are the outer one's.
  const inner = targets.filter(e => targets.some(o => o !== e && o.contains(e)));
  inner.forEach(e => {
    const r = e.getBoundingClientRect();
    if (r.width < 23.5 || r.height < 23.5) out.push("a target of " + Math.round(r.width) + "×" + Math.round(r.height) + " px inside another: " + name(e));
  });
  targets = targets.filter(e => !inner.includes(e));
  // A link inside a sentence is read, not aimed at: it is not a target
  // (as WCAG's rule on target size has it).
  const inSentence = e => {
    if (e.tagName !== "A" || getComputedStyle(e).display !== "inline") return false;
    const block = e.parentElement.closest("p, li, dd, td, div, section");
    return !!block && block.innerText.trim().length > e.innerText.trim().length + 3;
  };
  // It still takes a finger: 24×24 px at least.
  targets.filter(inSentence).forEach(e => {
    const r = e.getBoundingClientRect();
    if (r.width < 23.5 || r.height < 23.5) out.push("a link of " + Math.round(r.width) + "×" + Math.round(r.height) + " px in a sentence: " + name(e));
  });
  targets = targets.filter(e => !inSentence(e));
  // A name breaks between its words or not at all: no word of the long
  // names may lie on two lines.
  const words = new Set(NAMES.flatMap(n => n.split(/[\s\-\/]+/)).filter(w => w.length > 3));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !shown(node.parentElement)) continue;
    const re = /[^\s\-\/·,:()]+/g;
    let m;
    while ((m = re.exec(node.data))) {
      if (!words.has(m[0])) continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) out.push("the name's word " + m[0] + " broken across lines in " + name(node.parentElement));
    }
  }
  const rects = targets.map(e => e.getBoundingClientRect());
  targets.forEach((e, i) => {
    const r = rects[i];
    if (r.width < 43.5 || r.height < 43.5) out.push("a target of " + Math.round(r.width) + "×" + Math.round(r.height) + " px: " + name(e));
  });
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = rects[i], b = rects[j];
      const dx = Math.max(0, Math.max(a.left, b.left) - Math.min(a.right, b.right));
      const dy = Math.max(0, Math.max(a.top, b.top) - Math.min(a.bottom, b.bottom));
      if (Math.max(dx, dy) < 7.5) out.push("targets " + Math.round(Math.max(dx, dy)) + " px apart: " + name(targets[i]) + " and " + name(targets[j]));
    }
  }
  return out;
})`

// auditNames gives the tour's players names of 24 characters, the longest
// a table is likely to type: two words, or one long double name.
func auditNames() map[string]string {
	long := map[string]string{}
	for _, n := range []string{"Anna", "Bo", "Carl", "Dora", "Eva", "Finn", "Gerd", "Hans", "Ida", "Jan", "Kai", "Lena"} {
		l := []rune(n + " Schwarzenbergerhausener")
		long[n] = string(l[:24])
	}
	long["Bo"] = "Bartholomäus-Maximiliane"
	long["Carl"] = "Maximiliane/e-Charlottes"
	return long
}

// pageTour seeds a group with an evening of a game of every kind, seated
// with long names, and returns the group and every GET route of the router
// filled with its ids: each game, its first entry, each kind. Routes whose
// path ends in one of skip are left out; a route with a parameter the tour
// cannot fill fails the test, so that no new route is left out.
func pageTour(t *testing.T, app *testApp, d *device, skip ...string) (group string, paths []string) {
	t.Helper()
	long := auditNames()
	group = location(t, d.post("/groups", map[string][]string{"name": {"Die Dienstagsrunde vom Hinterzimmer"}}))
	groupID := group[strings.LastIndex(group, "/")+1:]
	games := fiveGames(t)
	for i := range games {
		if games[i].kind == "tupelkopf" {
			games[i].kind = "doppelkopf" // the game file is scored by the DDV
		}
	}
	games = append(games, games[0], fileGame(t, "tupelkopf", "../scoring/tupelkopf/testdata/tripelkopf_game.json"))
	for i := range games {
		seats := make([]string, len(games[i].seats))
		for j, n := range games[i].seats {
			if l, ok := long[n]; ok {
				n = l
			}
			seats[j] = n
		}
		games[i].seats = seats
	}
	eveningID, gameIDs := seedEvening(t, app.store, groupID, "2026-11-20", "Im Hinterzimmer der Gaststätte", games)
	ctx := context.Background()
	players, err := app.store.Players(ctx, groupID)
	if err != nil {
		t.Fatal(err)
	}
	invites, err := app.store.Invites(ctx, groupID)
	if err != nil || len(invites) == 0 {
		t.Fatalf("invites %v, %v", invites, err)
	}
	// Every value a parameter takes: each game, so that every kind's pages
	// are seen, and each kind.
	var entries [][2]string // game, its first entry that can be corrected
	for _, id := range gameIDs {
		log, err := app.store.Log(ctx, id)
		if err != nil || len(log) == 0 {
			t.Fatalf("log of %s: %v, %v", id, log, err)
		}
		for _, r := range log {
			if d.get(group+"/games/"+id+"/entries/"+r.ID+"/edit").status == http.StatusOK {
				entries = append(entries, [2]string{id, r.ID})
				break
			}
		}
	}
	var kindNames, refereed []string
	for _, k := range kinds {
		kindNames = append(kindNames, k.Name)
		if k.Referee != nil {
			refereed = append(refereed, k.Name)
		}
	}

	e, err := New(app.store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Groups: manyGroups})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
routes:
	for _, r := range e.Routes() {
		if r.Method != http.MethodGet || seen[r.Path] {
			continue
		}
		seen[r.Path] = true
		for _, np := range skip {
			if strings.HasSuffix(r.Path, np) || r.Path == np {
				continue routes
			}
		}
		expanded := []string{r.Path}
		fill := func(param string, values ...string) {
			var next []string
			for _, p := range expanded {
				if !strings.Contains(p, param) {
					next = append(next, p)
					continue
				}
				for _, v := range values {
					next = append(next, strings.Replace(p, param, v, 1))
				}
			}
			expanded = next
		}
		if strings.Contains(r.Path, ":entry") {
			var es []string
			for _, ge := range entries {
				es = append(es, strings.Replace(strings.Replace(r.Path, ":game", ge[0], 1), ":entry", ge[1], 1))
			}
			expanded = es
		}
		if strings.HasPrefix(r.Path, "/referee/") {
			fill(":game", refereed...)
			fill(":kind", refereed...)
		}
		if strings.HasPrefix(r.Path, "/rules/") {
			fill(":game", kindNames...)
			fill(":kind", kindNames...)
		}
		fill(":game", gameIDs...)
		fill(":group", groupID)
		fill(":evening", eveningID)
		fill(":player", players[0].ID)
		fill(":token", invites[0].Token)
		for _, p := range expanded {
			if strings.Contains(p, ":") {
				t.Errorf("route %s: the test has no value for a parameter of %s", r.Path, p)
				continue
			}
			if strings.HasSuffix(p, "/h2h") {
				// The two players with the longest names, side by side.
				paths = append(paths, p, p+"?a="+players[0].ID+"&b="+players[1].ID)
				continue
			}
			if strings.HasSuffix(p, "/games/new") {
				for _, k := range kindNames {
					paths = append(paths, p+"?kind="+k)
				}
				continue
			}
			paths = append(paths, p)
		}
	}
	if len(paths) < 30 {
		t.Fatalf("only %d pages to look at: %v", len(paths), paths)
	}
	return group, paths
}

// TestBrowserEveryPageFitsAPhone opens every page a phone opens, walked from
// the router's GET routes and filled with a seeded evening of a game of
// every kind with names of 24 characters (pageTour), in every language the
// app speaks at 360 px and, under CI, in English at 390 px (which
// languages see which pages is said below).
// No page may be wider than the screen, have a tap target under 44×44 px
// (a link inside a sentence under 24×24 px), two targets closer than 8 px,
// a word of a name broken across lines, or write an error to the browser's
// console; a failure names the page and the element. A new GET route this
// test cannot fill fails it.
func TestBrowserEveryPageFitsAPhone(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	// Not pages: the assets, streams, fragments a page fetches into
	// itself (seen there), downloads, the join pages of a phone that is
	// not a member yet (seen by the join tests), and an import's progress,
	// the group's page while an import runs (seen by the import tests).
	group, paths := pageTour(t, app, d, "/static/*", "/manifest.webmanifest", "/icon.svg", "/healthz", "/events", "/board",
		"/panel", "/story", "/deals", "/csv", "/export", "/join", "/join/:token", "/imports/:import")

	link := attr(byTestID(d.get(group).doc, "invite-scorer")[0], "value")
	// Under CI: English at both widths, to see the phone as most tables
	// hold it. At the narrower width, where long words show, German and
	// Finnish (whose words run longest) see every page, and the other
	// languages share the pages out between them, each page in one of
	// them. A developer's run sees every page once at 360 px, the nine
	// languages sharing the pages out between them.
	var rest []string
	for _, l := range catalog.Languages {
		if !fullProofs() || l.Code != "en" && l.Code != "de" && l.Code != "fi" {
			rest = append(rest, l.Code)
		}
	}
	type look struct {
		lang  string
		width int64
		paths []string
	}
	var looks []look
	if fullProofs() {
		looks = append(looks, look{"en", 360, paths}, look{"en", 390, paths}, look{"de", 360, paths}, look{"fi", 360, paths})
	}
	for i, lang := range rest {
		var share []string
		for j, p := range paths {
			if j%len(rest) == i {
				share = append(share, p)
			}
		}
		looks = append(looks, look{lang, 360, share})
	}
	var long []string
	for _, n := range auditNames() {
		long = append(long, n)
	}
	b, _ := json.Marshal(long)
	names := string(b)
	// Each language and width is a phone of its own, joined as a scorer,
	// in a tab of its own: the looks are apart (a phone's language is its
	// own), so they run side by side. The group's pages are only read.
	var pages atomic.Int64
	t.Run("looks", func(t *testing.T) {
		for _, l := range looks {
			t.Run(fmt.Sprint(l.lang, "-", l.width), func(t *testing.T) {
				t.Parallel()
				bctx, _ := browser(t)
				joinAsScorer(t, bctx, link)
				console := consoleErrors(t, bctx)
				speak(t, bctx, app.srv.URL+group, l.lang)
				run(t, bctx, fmt.Sprint("phone of ", l.width), chromedp.EmulateViewport(l.width, 844, chromedp.EmulateScale(phoneScale())))
				failures := 0
				for _, p := range l.paths {
					var problems []string
					run(t, bctx, p,
						chromedp.Navigate(app.srv.URL+p),
						chromedp.WaitVisible(`main`, chromedp.ByQuery),
						chromedp.Evaluate(auditScript+"("+names+")", &problems),
					)
					pages.Add(1)
					problems = append(problems, console()...)
					for _, pr := range problems {
						failures++
						if failures <= 60 {
							t.Errorf("%s at %d px in %s: %s", p, l.width, l.lang, pr)
						}
					}
				}
				if failures > 60 {
					t.Errorf("and %d more", failures-60)
				}
			})
		}
	})
	t.Logf("%d pages looked at %d times in %d languages", len(paths), pages.Load(), len(catalog.Languages))
}
