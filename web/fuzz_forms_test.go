package web

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// FuzzPostForms sends arbitrary forms, headers and import files to every
// form the router takes, as a scorer of the group, through the real router
// over a real database. No answer may be a server error, a redirect must
// stay on this site, and the page a redirect leads to must show, down to
// the games of an imported evening.
func FuzzPostForms(f *testing.F) {
	app := newTestApp(f)
	d := app.device(f)
	group, game := newGame(f, d, "Anna", "Bo", "Cai")
	location(f, quick(d, game, 0, "K"))
	evening := linkTo(d.get(game).doc, group+"/e/", 4)
	ctx := context.Background()
	gid := strings.TrimPrefix(group, "/g/")
	players, err := app.store.Players(ctx, gid)
	if err != nil {
		f.Fatal(err)
	}
	log, err := app.store.Log(ctx, game[strings.LastIndex(game, "/")+1:])
	if err != nil || len(log) == 0 {
		f.Fatal(log, err)
	}
	invites, err := app.store.Invites(ctx, gid)
	if err != nil {
		f.Fatal(err)
	}
	export := d.get(evening + "/export").body
	token := d.csrf()
	newGameForm := url.Values{"kind": {"gurke"}, "preset": {"danish"}, "first_dealer": {players[0].ID}}
	for i, p := range players {
		newGameForm.Add("player", p.ID)
		newGameForm.Set("pos-"+p.ID, fmt.Sprint(i+1))
	}
	forms := []struct{ path, seed string }{
		{"/groups", "name=Runde&players=Anna%0ABo"},
		{"/lang", "lang=de&back=/g/x"},
		{"/lang", "lang=en&back=//example.com/"},
		{group + "/players", "name=Dora"},
		{group + "/players/" + players[1].ID + "/archive", "archived=1"},
		{group + "/evenings", "held_on=2026-11-27&place=Bei+Bo"},
		{evening + "/games", newGameForm.Encode()},
		{game + "/entries", "mode=quick&loser=1&card=A&nonce=aaaaaaaaaaaaaaaaaaaaaaaaaa&after=1"},
		{game + "/preview", "mode=trick&leader=1&card-0=5&card-1=9&card-2=K"},
		{game + "/undo", "after=1"},
		{game + "/entries/" + log[0].ID, "mode=quick&loser=2&card=Q&after=1"},
		{game + "/next", ""},
		{"/join/" + invites[0].Token, ""},
		{group + "/devices/name", "name=Annas+Handy"},
		{group + "/devices/revoke", "device=" + log[0].ID},
		{group + "/invites/viewer/rotate", ""},
		{group + "/import", export},
	}
	for i, fm := range forms {
		f.Add(uint8(i), fm.seed, "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile")
	}
	f.Add(uint8(len(forms)-1), `{"format":"schreiber-evening","version":1,"games":[{"kind":"gurke","players":["A","A"],"config":{}}]}`, "de")
	f.Fuzz(func(t *testing.T, which uint8, body, header string) {
		fm := forms[int(which)%len(forms)]
		header = strings.Map(func(r rune) rune {
			if r < ' ' || r == 0x7f {
				return -1
			}
			return r
		}, header)
		var req *http.Request
		if strings.HasSuffix(fm.path, "/import") {
			var b bytes.Buffer
			mw := multipart.NewWriter(&b)
			mw.WriteField("_csrf", token)
			fw, _ := mw.CreateFormFile("file", "evening.json")
			fw.Write([]byte(body))
			mw.Close()
			req, _ = http.NewRequest(http.MethodPost, app.srv.URL+fm.path, &b)
			req.Header.Set("Content-Type", mw.FormDataContentType())
		} else {
			req, _ = http.NewRequest(http.MethodPost, app.srv.URL+fm.path, strings.NewReader(body+"&_csrf="+url.QueryEscape(token)))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		req.Header.Set("User-Agent", header)
		req.Header.Set("Accept-Language", header)
		if which >= 128 {
			req.Header.Set("HX-Request", "true")
		}
		d.t = t
		p := d.do(req)
		if p.status >= 500 {
			t.Fatalf("POST %s %q: status %d", fm.path, body, p.status)
		}
		if p.status != http.StatusSeeOther {
			return
		}
		to := p.header.Get("Location")
		if !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") || strings.HasPrefix(to, "/\\") {
			t.Fatalf("POST %s %q: redirect off the site to %q", fm.path, body, to)
		}
		shown := d.get(to)
		if shown.status >= 500 {
			t.Fatalf("POST %s %q: the page it leads to, %s: status %d", fm.path, body, to, shown.status)
		}
		if !strings.HasSuffix(fm.path, "/import") {
			return
		}
		for _, a := range findAll(shown.doc, func(n *html.Node) bool { return n.Data == "a" }) {
			href := attr(a, "href")
			if !strings.HasPrefix(href, group+"/games/") {
				continue
			}
			for _, page := range []string{href, href + "/history", href + "/board"} {
				if g := d.get(page); g.status >= 500 {
					t.Fatalf("imported %q: %s: status %d", body, page, g.status)
				}
			}
		}
	})
}
