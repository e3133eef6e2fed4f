package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/gorilla/securecookie"
	"github.com/gorilla/sessions"
)

// TestOldCookieMembershipsMoveToTheServer checks that a cookie written
// before devices were kept on the server, which listed the device's groups
// itself, still reaches those groups, and that the list leaves the cookie.
func TestOldCookieMembershipsMoveToTheServer(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	owner := app.device(t)
	group := location(t, owner.post("/groups", url.Values{"name": {"Dienstag"}}))
	gid := strings.TrimPrefix(group, "/g/")

	key := strings.Repeat("k", 32)
	ss := sessions.NewCookieStore(deriveKey(key, "auth"), deriveKey(key, "encrypt"))
	old, err := securecookie.EncodeMulti(sessionName, map[any]any{"device": "oldphone", "groups": gid + ":viewer,nosuchgroup:scorer"}, ss.Codecs...)
	if err != nil {
		t.Fatal(err)
	}
	phone := app.device(t)
	u, _ := url.Parse(app.srv.URL)
	phone.client.Jar.SetCookies(u, []*http.Cookie{{Name: sessionName, Value: old, Path: "/"}})

	if p := phone.get(group); p.status != http.StatusOK {
		t.Fatalf("old cookie: GET %s: status %d", group, p.status)
	}
	if r, err := app.store.Role(t.Context(), "oldphone", gid); err != nil || r != "viewer" {
		t.Errorf("stored role %q, %v", r, err)
	}
	var now string
	for _, c := range phone.client.Jar.Cookies(u) {
		if c.Name == sessionName {
			now = c.Value
		}
	}
	values := map[any]any{}
	if err := securecookie.DecodeMulti(sessionName, now, &values, ss.Codecs...); err != nil {
		t.Fatal(err)
	}
	if _, ok := values["groups"]; ok || values["device"] != "oldphone" {
		t.Errorf("cookie after the move: %v", values)
	}
	if p := phone.post(group+"/players", url.Values{"name": {"Eve"}}); p.status != http.StatusForbidden {
		t.Errorf("a viewer from an old cookie added a player: status %d", p.status)
	}
}

// TestStrangerCookieReachesNothing checks that a device id the server has
// never seen in a group gets the same 404 as no cookie at all.
func TestStrangerCookieReachesNothing(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	owner := app.device(t)
	group := location(t, owner.post("/groups", url.Values{"name": {"Dienstag"}}))
	stranger := app.device(t)
	stranger.get("/")
	if p := stranger.get(group); p.status != http.StatusNotFound {
		t.Errorf("stranger: status %d", p.status)
	}
	if p := stranger.post("/groups", url.Values{"name": {"Eigene"}}); p.status != http.StatusSeeOther {
		t.Fatalf("stranger creates a group: status %d", p.status)
	}
	if p := stranger.get(group); p.status != http.StatusNotFound {
		t.Errorf("stranger with a group of its own: status %d", p.status)
	}
}
