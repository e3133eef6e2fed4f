package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestResubmittedNonceSaysSavedAlready: a deal sent twice with the same
// nonce is stored once, and the second answer says so, on the page the
// redirect leads to without JavaScript and inside the panel htmx swaps in,
// in the reader's language.
func TestResubmittedNonceSaysSavedAlready(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	p := d.get(game)
	form := url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"7"},
		"nonce": {inputValue(p.doc, "nonce")}, "after": {inputValue(p.doc, "after")}, "_csrf": {d.csrf()}}
	if got := d.post(game+"/entries", form); got.status != http.StatusSeeOther {
		t.Fatalf("first post: %d %.300s", got.status, got.body)
	}
	stored := app.dump(t)
	cases := []struct {
		name, lang, want string
		htmx             bool
	}{
		{"no-JS, English", "en", "This deal was saved already; it was not saved twice.", false},
		{"no-JS, German", "de", "Dieses Spiel war schon gespeichert; es wurde nicht doppelt gespeichert.", false},
		{"htmx, English", "en", "This deal was saved already; it was not saved twice.", true},
		{"htmx, German", "de", "Dieses Spiel war schon gespeichert; es wurde nicht doppelt gespeichert.", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			headers := []string{"Accept-Language", tc.lang}
			if tc.htmx {
				headers = append(headers, "HX-Request", "true")
			}
			again := d.post(game+"/entries", form, headers...)
			var said []string
			if tc.htmx {
				if again.status != http.StatusOK {
					t.Fatalf("htmx resubmit: %d %.300s", again.status, again.body)
				}
				if strings.Contains(again.body, "<html") {
					t.Fatal("htmx got a whole page, not the panel")
				}
				said = texts(byTestID(again.doc, "notice"))
			} else {
				req, _ := http.NewRequest(http.MethodGet, app.srv.URL+location(t, again), nil)
				req.Header.Set("Accept-Language", tc.lang)
				said = texts(byTestID(d.do(req).doc, "flash"))
			}
			if len(said) != 1 || said[0] != tc.want {
				t.Fatalf("said %q, want %q", said, tc.want)
			}
			if diff, same := sameDump(stored, app.dump(t)); !same {
				t.Fatalf("the resubmitted deal changed the database: %s", diff)
			}
			// The message is said once: the next page is quiet.
			if next := d.get(game); len(byTestID(next.doc, "flash"))+len(byTestID(next.doc, "notice")) != 0 {
				t.Fatal("the message came back on the next page")
			}
		})
	}
}
