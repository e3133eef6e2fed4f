package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// location returns where a redirect points, failing the test otherwise.
func location(t testing.TB, p page) string {
	t.Helper()
	if p.status != http.StatusSeeOther {
		t.Fatalf("status %d, want 303; body: %.600s", p.status, p.body)
	}
	return p.header.Get("Location")
}

// newGame creates a group with the players, an evening and a Danish Agurk
// game with all of them seated in the given order, the first dealing.
func newGame(t testing.TB, d *device, players ...string) (group, game string) {
	t.Helper()
	group, evening, form := startForm(t, d, "danish", players...)
	return group, location(t, d.post(evening+"/games", form))
}

// startForm creates a group with the players and an evening, and returns
// the new game form's fields for the preset with all of them seated in the
// given order, the first dealing.
func startForm(t testing.TB, d *device, preset string, players ...string) (group, evening string, form url.Values) {
	t.Helper()
	group = location(t, d.post("/groups", url.Values{"name": {"Dienstag"}, "players": {strings.Join(players, "\n")}}))
	evening = location(t, d.post(group+"/evenings", url.Values{"held_on": {"2026-11-20"}, "place": {"Küche"}}))
	newPage := d.get(evening + "/games/new?kind=gurke")
	ids := map[string]string{}
	for _, li := range findAll(newPage.doc, func(n *html.Node) bool { return n.Data == "li" && hasAttr(n, "data-seat") }) {
		box := findAll(li, func(n *html.Node) bool { return attr(n, "name") == "player" })
		ids[text(findAll(li, func(n *html.Node) bool { return n.Data == "span" })[0])] = attr(box[0], "value")
	}
	form = url.Values{"kind": {"gurke"}, "preset": {preset}}
	for i, name := range players {
		id, ok := ids[name]
		if !ok {
			t.Fatalf("player %q not offered; have %v", name, ids)
		}
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
		if i == 0 {
			form.Set("first_dealer", id)
		}
	}
	return group, evening, form
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

// quick enters a deal as loser and card; the form fields come from the page.
func quick(d *device, game string, loser int, card string, matched ...int) page {
	p := d.get(game)
	form := url.Values{"mode": {"quick"}, "loser": {fmt.Sprint(loser)}, "card": {card},
		"nonce": {inputValue(p.doc, "nonce")}, "after": {inputValue(p.doc, "after")}}
	for _, m := range matched {
		form.Add("matched", fmt.Sprint(m))
	}
	return d.post(game+"/entries", form)
}

func scores(p page) []string { return texts(byTestID(p.doc, "score")) }

func TestPagesCarrySecurityHeadersAndNoInlineScript(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	for _, path := range []string{"/", game, game + "/history"} {
		p := d.get(path)
		if p.status != http.StatusOK {
			t.Fatalf("%s: %d", path, p.status)
		}
		csp := p.header.Get("Content-Security-Policy")
		for _, want := range []string{"script-src 'self'", "frame-ancestors 'none'", "default-src 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") {
			t.Errorf("%s: CSP allows inline code", path)
		}
		if p.header.Get("X-Content-Type-Options") != "nosniff" || p.header.Get("Referrer-Policy") == "" {
			t.Errorf("%s: missing nosniff or Referrer-Policy", path)
		}
		for _, s := range findAll(p.doc, func(n *html.Node) bool { return n.Data == "script" }) {
			if attr(s, "src") == "" || text(s) != "" {
				t.Errorf("%s: inline script", path)
			}
		}
		for _, n := range findAll(p.doc, func(n *html.Node) bool { return true }) {
			for _, a := range n.Attr {
				if strings.HasPrefix(a.Key, "on") || a.Key == "style" || strings.HasPrefix(a.Key, "hx-on") {
					t.Errorf("%s: <%s %s> would break the CSP", path, n.Data, a.Key)
				}
			}
		}
	}
}

func TestCookiesAreHttpOnlyAndLax(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	p := d.post("/groups", url.Values{"name": {"X"}})
	cookies := p.header.Values("Set-Cookie")
	if len(cookies) == 0 {
		t.Fatal("no session cookie set")
	}
	for _, c := range cookies {
		if !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "SameSite=Lax") {
			t.Errorf("cookie %q lacks HttpOnly or SameSite=Lax", c)
		}
	}
}

func TestStateChangesNeedCSRFToken(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo")
	for _, path := range []string{"/groups", group + "/players", group + "/evenings", game + "/entries", game + "/undo", "/lang"} {
		for _, token := range []string{"", "forged"} {
			p := d.post(path, url.Values{"_csrf": {token}, "name": {"Mallory"}})
			if p.status != http.StatusForbidden {
				t.Errorf("POST %s with token %q: %d, want 403", path, token, p.status)
			}
		}
	}
	if got := d.get(group); !strings.Contains(got.body, "Dienstag") || strings.Contains(got.body, "Mallory") {
		t.Error("a forged request changed the group")
	}
}

func TestStrangersAndViewers(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	owner := app.device(t)
	group, game := newGame(t, owner, "Anna", "Bo")
	stranger := app.device(t)
	for _, path := range []string{group, game, game + "/history"} {
		if p := stranger.get(path); p.status != http.StatusNotFound {
			t.Errorf("stranger GET %s: %d, want 404", path, p.status)
		}
	}
	if p := stranger.post(game+"/entries", url.Values{"mode": {"quick"}}); p.status != http.StatusNotFound {
		t.Errorf("stranger POST: %d, want 404", p.status)
	}
	page := owner.get(group)
	viewerLink, scorerLink := inputValue(page.doc, ""), ""
	for _, in := range findAll(page.doc, func(n *html.Node) bool {
		return n.Data == "input" && attr(n, "readonly") != "" || hasAttr(n, "readonly")
	}) {
		switch attr(in, "data-testid") {
		case "invite-viewer":
			viewerLink = attr(in, "value")
		case "invite-scorer":
			scorerLink = attr(in, "value")
		}
	}
	if viewerLink == "" || scorerLink == "" || viewerLink == scorerLink {
		t.Fatalf("invite links: viewer %q scorer %q", viewerLink, scorerLink)
	}
	viewer := app.device(t)
	join := strings.TrimPrefix(viewerLink, app.srv.URL)
	if p := viewer.get(join); p.status != http.StatusOK {
		t.Fatalf("join page: %d", p.status)
	}
	if loc := location(t, viewer.post(join, url.Values{})); loc != group {
		t.Errorf("joined into %s, want %s", loc, group)
	}
	p := viewer.get(game)
	if p.status != http.StatusOK || len(byTestID(p.doc, "board")) != 1 {
		t.Fatalf("viewer cannot see the board: %d", p.status)
	}
	if len(byTestID(p.doc, "trick-form")) != 0 || len(byTestID(p.doc, "undo")) != 0 {
		t.Error("viewer is shown the entry form or undo")
	}
	if p := quick(viewer, game, 0, "K"); p.status != http.StatusForbidden {
		t.Errorf("viewer entered a deal: %d", p.status)
	}
	if p := viewer.post(group+"/players", url.Values{"name": {"Eve"}}); p.status != http.StatusForbidden {
		t.Errorf("viewer added a player: %d", p.status)
	}
	// The scorer link lifts a viewer to scorer.
	viewer.post(strings.TrimPrefix(scorerLink, app.srv.URL), url.Values{})
	if p := quick(viewer, game, 0, "K"); p.status != http.StatusSeeOther {
		t.Errorf("after the scorer link: %d", p.status)
	}
}

func TestGurkeGameToTheEnd(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "A"))
	p := d.get(game)
	if got := scores(p); strings.Join(got, " ") != "14 0 0" {
		t.Fatalf("scores after one deal: %v", got)
	}
	if last := texts(byTestID(p.doc, "status-last")); len(last) != 1 || !strings.Contains(last[0], "Anna") || !strings.Contains(last[0], "14") {
		t.Errorf("last step: %v", last)
	}
	if dealer := texts(byTestID(p.doc, "dealer")); len(dealer) != 1 || dealer[0] != "Bo" {
		t.Errorf("next dealer: %v, want Bo", dealer)
	}
	// Anna reaches 28: first cucumber, reborn at the highest other score (0).
	location(t, quick(d, game, 0, "A"))
	if got := scores(d.get(game)); strings.Join(got, " ") != "0 0 0" {
		t.Errorf("after the first cucumber: %v", got)
	}
	// Out go Anna, then Bo; Cai wins.
	for _, loser := range []int{0, 0, 1, 1, 1, 1} {
		location(t, quick(d, game, loser, "A"))
	}
	p = d.get(game)
	if w := texts(byTestID(p.doc, "winner")); len(w) != 1 || !strings.Contains(w[0], "Cai") {
		t.Fatalf("winner: %v; body %.300s", w, p.body)
	}
	if len(byTestID(p.doc, "trick-form")) != 0 {
		t.Error("a finished game still offers the entry form")
	}
	// The history has every entry with time and device.
	h := d.get(game + "/history")
	if rows := findAll(byTestID(h.doc, "history")[0], func(n *html.Node) bool { return n.Data == "li" }); len(rows) != 8 {
		t.Errorf("history has %d rows, want 8", len(rows))
	}
	// Undo brings the game back to life.
	location(t, d.post(game+"/undo", url.Values{"after": {"8"}}))
	p = d.get(game)
	if len(byTestID(p.doc, "winner")) != 0 || len(byTestID(p.doc, "trick-form")) != 1 {
		t.Error("after undo the game is still over")
	}
	if f := texts(byTestID(p.doc, "flash")); len(f) != 1 || !strings.HasPrefix(f[0], "Undone") {
		t.Errorf("undo flash: %v", f)
	}
	// A second undo with the same stale form changes nothing.
	d.post(game+"/undo", url.Values{"after": {"8"}})
	if got := len(findAll(byTestID(d.get(game+"/history").doc, "history")[0], func(n *html.Node) bool { return n.Data == "li" })); got != 9 {
		t.Errorf("a stale undo was carried out: %d records", got)
	}
}

func TestGurkeRefusesBadEntriesAndKeepsTheForm(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	p := d.get(game)
	form := url.Values{"mode": {"trick"}, "leader": {"1"}, "card-1": {"9"}, "card-2": {"K"},
		"nonce": {inputValue(p.doc, "nonce")}, "after": {"0"}}
	res := d.post(game+"/entries", form)
	if res.status != http.StatusUnprocessableEntity {
		t.Fatalf("missing player: %d", res.status)
	}
	if e := texts(byTestID(res.doc, "form-error")); len(e) != 1 || !strings.Contains(e[0], "Anna") {
		t.Errorf("error: %v", e)
	}
	checked := findAll(res.doc, func(n *html.Node) bool { return attr(n, "name") == "card-2" && hasAttr(n, "checked") })
	if len(checked) != 1 || attr(checked[0], "value") != "K" {
		t.Error("the form lost the cards already tapped")
	}
	for _, bad := range []url.Values{
		{"mode": {"quick"}, "loser": {"7"}, "card": {"K"}},
		{"mode": {"quick"}, "loser": {"0"}, "card": {"Z"}},
		{"mode": {"quick"}, "loser": {"0"}},
		{"mode": {"trick"}, "leader": {"x"}},
		{"mode": {"nonsense"}},
	} {
		bad.Set("after", "0")
		if r := d.post(game+"/entries", bad); r.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: %d, want 422", bad, r.status)
		}
	}
	if got := scores(d.get(game)); strings.Join(got, " ") != "0 0 0" {
		t.Errorf("a refused entry changed the scores: %v", got)
	}
	// The same form sent twice is stored once.
	form.Set("card-0", "K")
	location(t, d.post(game+"/entries", form))
	form.Set("after", "1")
	location(t, d.post(game+"/entries", form))
	if got := scores(d.get(game)); strings.Join(got, " ") != "13 0 0" {
		t.Errorf("double submit: %v", got)
	}
}

func TestGurkeEditReplaysLaterEntries(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo")
	location(t, quick(d, game, 0, "10"))
	location(t, quick(d, game, 1, "5"))
	h := d.get(game + "/history")
	var edit string
	for _, a := range findAll(h.doc, func(n *html.Node) bool { return n.Data == "a" && strings.HasSuffix(attr(n, "href"), "/edit") }) {
		edit = attr(a, "href") // the list is newest first: the last link is entry 1
	}
	if edit == "" {
		t.Fatal("no correction link in the history")
	}
	ep := d.get(edit)
	if ep.status != http.StatusOK || len(byTestID(ep.doc, "quick-form")) != 1 {
		t.Fatalf("edit page: %d", ep.status)
	}
	action := strings.TrimSuffix(edit, "/edit")
	p := d.follow(d.post(action, url.Values{"mode": {"quick"}, "loser": {"0"}, "card": {"K"}, "after": {"2"}}))
	if got := scores(p); strings.Join(got, " ") != "13 5" {
		t.Errorf("after correcting entry 1: %v", got)
	}
	if f := texts(byTestID(p.doc, "flash")); len(f) != 1 || !strings.Contains(f[0], "Anna 10 → 13") {
		t.Errorf("flash after the correction: %v", f)
	}
}

func TestHTMXGetsFragments(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo")
	p := d.get(game)
	form := url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"7"}, "nonce": {inputValue(p.doc, "nonce")}, "after": {"0"}}
	res := d.post(game+"/entries", form, "HX-Request", "true")
	if res.status != http.StatusOK || strings.Contains(res.body, "<html") || !strings.Contains(res.body, `id="game"`) {
		t.Fatalf("htmx entry: %d %.300s", res.status, res.body)
	}
	if got := scores(res); strings.Join(got, " ") != "0 7" {
		t.Errorf("fragment scores: %v", got)
	}
	bad := d.post(game+"/entries", url.Values{"mode": {"quick"}, "after": {"1"}}, "HX-Request", "true")
	if bad.status != http.StatusUnprocessableEntity || strings.Contains(bad.body, "<html") || len(byTestID(bad.doc, "form-error")) != 1 {
		t.Errorf("htmx error: %d %.300s", bad.status, bad.body)
	}
}

func TestNamesAreEscaped(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	evil := "<script>alert(1)</script>"
	_, game := newGame(t, d, evil, "Bo")
	p := d.get(game)
	if strings.Contains(p.body, evil) {
		t.Fatal("a player's name reached the page unescaped")
	}
	if !strings.Contains(text(p.doc), evil) {
		t.Error("the name is not shown as text")
	}
}

func TestLanguage(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	req, _ := http.NewRequest(http.MethodGet, app.srv.URL+"/", nil)
	req.Header.Set("Accept-Language", "de-AT,de;q=0.9,en;q=0.5")
	if p := d.do(req); !strings.Contains(p.body, `lang="de"`) || !strings.Contains(p.body, "Runde anlegen") {
		t.Error("Accept-Language de did not give German")
	}
	location(t, d.post("/lang", url.Values{"lang": {"en"}, "back": {"/"}}))
	if p := d.do(req); !strings.Contains(p.body, `lang="en"`) {
		t.Error("the switch did not override Accept-Language")
	}
	if loc := location(t, d.post("/lang", url.Values{"lang": {"de"}, "back": {"//evil.example"}})); loc != "/" {
		t.Errorf("open redirect to %q", loc)
	}
}
