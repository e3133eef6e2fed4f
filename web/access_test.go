package web

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// inviteLink returns the path of the group's invite link for role, as the
// scorer's group page shows it.
func inviteLink(t testing.TB, scorer *device, group, role string) string {
	t.Helper()
	ins := byTestID(scorer.get(group).doc, "invite-"+role)
	if len(ins) != 1 {
		t.Fatalf("%d %s links on the group page", len(ins), role)
	}
	return strings.TrimPrefix(attr(ins[0], "value"), scorer.app.srv.URL)
}

func TestRevokedDeviceGetsTheJoinPageAndItsStreamEnds(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	v := viewerOf(t, d, group)
	location(t, quick(d, game, 0, "K"))
	s := openStream(t, v, game, 1, "")

	devices := byTestID(d.get(group).doc, "device")
	if len(devices) != 2 {
		t.Fatalf("%d devices listed, want 2", len(devices))
	}
	// Only the other device can be removed from the list.
	if n := len(byTestID(devices[0], "revoke")) + len(byTestID(devices[1], "revoke")); n != 1 {
		t.Fatalf("%d remove buttons, want 1", n)
	}
	target := inputValue(devices[1], "device")
	if p := v.post(group+"/devices/revoke", url.Values{"device": {target}}); p.status != http.StatusForbidden {
		t.Errorf("a viewer revoking: %d", p.status)
	}
	location(t, d.post(group+"/devices/revoke", url.Values{"device": {target}}))

	got := s.ended(t)
	if len(got) == 0 || got[len(got)-1].event != "gone" {
		t.Errorf("the revoked device's stream ended with %+v, want a gone event", got)
	}
	for _, path := range []string{group, game, game + "/board", game + "/history"} {
		p := v.get(path)
		if p.status != http.StatusForbidden || len(byTestID(p.doc, "code-form")) != 1 || len(byTestID(p.doc, "join-notice")) != 1 {
			t.Errorf("%s after revoking: %d, code form %d", path, p.status, len(byTestID(p.doc, "code-form")))
		}
	}
	if p := v.post(game+"/entries", url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"5"}, "after": {"1"}}); p.status != http.StatusForbidden {
		t.Errorf("a revoked device posting: %d", p.status)
	}
	if s := openStream(t, v, game, 0, ""); s.status != http.StatusForbidden {
		t.Errorf("a revoked device's new stream: %d", s.status)
	}
	if groups := byTestID(v.get("/").doc, "groups"); len(groups) != 0 {
		t.Errorf("the start page still lists the group: %q", texts(groups))
	}
	// The history keeps the entries as they were; the scorer's list drops the device.
	if len(byTestID(d.get(group).doc, "device")) != 1 {
		t.Error("the revoked device is still listed")
	}
	if p := d.post(group+"/devices/revoke", url.Values{"device": {target}}); p.status != http.StatusNotFound {
		t.Errorf("revoking twice: %d", p.status)
	}
	// A link that still works brings it back.
	location(t, v.post(inviteLink(t, d, group, "viewer"), url.Values{}))
	if p := v.get(game); p.status != http.StatusOK {
		t.Errorf("after joining again: %d", p.status)
	}
}

func TestAScorerCannotRemoveTheirOwnDevice(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _ := newGame(t, d, "Anna", "Bo")
	members, err := app.store.Members(t.Context(), strings.TrimPrefix(group, "/g/"))
	if err != nil || len(members) != 1 {
		t.Fatalf("members %v %v", members, err)
	}
	p := d.post(group+"/devices/revoke", url.Values{"device": {members[0].ID}})
	if p.status != http.StatusUnprocessableEntity || len(byTestID(p.doc, "devices-error")) != 1 {
		t.Fatalf("revoking oneself: %d %q", p.status, texts(byTestID(p.doc, "devices-error")))
	}
	if p := d.get(group); p.status != http.StatusOK {
		t.Errorf("after trying: %d", p.status)
	}
}

func TestRotatedLinkAndCodeAnswerLikeNeverExisting(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	v := viewerOf(t, d, group)
	old := inviteLink(t, d, group, "viewer")
	oldCode := text(byTestID(d.get(group).doc, "code-viewer")[0])
	scorerLink := inviteLink(t, d, group, "scorer")
	if p := v.post(group+"/invites/viewer/rotate", url.Values{}); p.status != http.StatusForbidden {
		t.Errorf("a viewer rotating: %d", p.status)
	}
	p := d.follow(d.post(group+"/invites/viewer/rotate", url.Values{}))
	if len(byTestID(p.doc, "flash")) != 1 {
		t.Error("no word that the link is new")
	}
	fresh := inviteLink(t, d, group, "viewer")
	if fresh == old || inviteLink(t, d, group, "scorer") != scorerLink {
		t.Fatalf("after rotating the viewer link: viewer %s (was %s), scorer %s (was %s)", fresh, old, inviteLink(t, d, group, "scorer"), scorerLink)
	}
	never := app.device(t)
	never.get("/")
	missing := never.get("/join/" + strings.Repeat("a", 26))
	for _, try := range []page{never.get(old), never.post(old, url.Values{})} {
		if try.status != http.StatusNotFound || strings.Join(texts(byTestID(try.doc, "error")), "") != strings.Join(texts(byTestID(missing.doc, "error")), "") {
			t.Errorf("the old link: %d %q, a never-existing one: %d %q", try.status, texts(byTestID(try.doc, "error")),
				missing.status, texts(byTestID(missing.doc, "error")))
		}
	}
	if p := never.get("/join?code=" + url.QueryEscape(oldCode)); p.status != http.StatusNotFound || len(byTestID(p.doc, "code-error")) != 1 {
		t.Errorf("the old code: %d", p.status)
	}
	if p := never.get("/join?code=ZZZZ-ZZZZ"); p.status != http.StatusNotFound || len(byTestID(p.doc, "code-error")) != 1 ||
		inputValue(p.doc, "code") != "ZZZZ-ZZZZ" {
		t.Errorf("an unknown code: %d, typed %q", p.status, inputValue(p.doc, "code"))
	}
	// The viewer who joined with the old link stays in.
	if p := v.get(game); p.status != http.StatusOK {
		t.Errorf("the viewer after the rotation: %d", p.status)
	}
	location(t, never.post(fresh, url.Values{}))
	if p := never.get(game); p.status != http.StatusOK {
		t.Errorf("joining with the new link: %d", p.status)
	}
	if p := d.post(group+"/invites/nobody/rotate", url.Values{}); p.status != http.StatusNotFound {
		t.Errorf("rotating a role that does not exist: %d", p.status)
	}
}

func TestJoinWithATypedCode(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	code := text(byTestID(d.get(group).doc, "code-scorer")[0])
	if !regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$`).MatchString(code) {
		t.Fatalf("code %q", code)
	}
	phone := app.device(t)
	if p := phone.get("/"); len(byTestID(p.doc, "code-form")) != 1 {
		t.Error("the start page offers no code form")
	}
	// Typed in lower case, with a space for the dash.
	p := phone.get("/join?code=" + url.QueryEscape(strings.ToLower(strings.Replace(code, "-", " ", 1))))
	if p.status != http.StatusOK {
		t.Fatalf("join by code: %d", p.status)
	}
	forms := findAll(p.doc, func(n *html.Node) bool { return n.Data == "form" && strings.HasPrefix(attr(n, "action"), "/join/") })
	if len(forms) != 1 {
		t.Fatalf("%d join forms", len(forms))
	}
	location(t, phone.post(attr(forms[0], "action"), url.Values{}))
	p = phone.get(game)
	if p.status != http.StatusOK {
		t.Fatalf("after joining by code: %d", p.status)
	}
	if len(findAll(p.doc, func(n *html.Node) bool { return attr(n, "name") == "nonce" })) == 0 {
		t.Error("the scorer's code did not make a scorer: no entry form")
	}
}

func TestJoiningIsRateLimitedPerAddress(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{JoinBurst: 3, JoinEvery: time.Hour}, 0)
	d := app.device(t)
	group, _ := newGame(t, d, "Anna", "Bo")
	link := inviteLink(t, d, group, "viewer")
	phone := app.device(t)
	from := func(addr, path string) page {
		req, _ := http.NewRequest(http.MethodGet, app.srv.URL+path, nil)
		req.Header.Set("X-Forwarded-For", addr)
		return phone.do(req)
	}
	// Attempts that find their group cost nothing, and a link's token,
	// which nobody guesses, is not counted at all.
	for range 5 {
		if p := from("203.0.113.5", link); p.status != http.StatusOK {
			t.Fatalf("a good link: %d", p.status)
		}
	}
	for range 100 {
		if p := from("203.0.113.5", "/join/"+strings.Repeat("b", 26)); p.status != http.StatusNotFound {
			t.Fatalf("a wrong link: %d", p.status)
		}
	}
	for i := range 3 {
		if p := from("203.0.113.5", fmt.Sprintf("/join?code=AAAA-AAA%d", i)); p.status != http.StatusNotFound {
			t.Fatalf("wrong code %d: %d", i+1, p.status)
		}
	}
	// The wrong codes used up the address's attempts: another code waits,
	// but a good link from the same household still joins.
	p := from("203.0.113.5", "/join?code=AAAA-AAAA")
	if p.status != http.StatusTooManyRequests || p.header.Get("Retry-After") == "" || len(byTestID(p.doc, "error")) != 1 {
		t.Fatalf("the fourth code: %d, Retry-After %q", p.status, p.header.Get("Retry-After"))
	}
	if p := from("203.0.113.5", link); p.status != http.StatusOK {
		t.Errorf("a good link after a guesser's codes: %d", p.status)
	}
	if p := from("203.0.113.6", "/join?code=AAAA-AAAA"); p.status != http.StatusNotFound {
		t.Errorf("a code from another address: %d", p.status)
	}
	// Other pages are not counted.
	if p := from("203.0.113.5", "/"); p.status != http.StatusOK {
		t.Errorf("the start page from a limited address: %d", p.status)
	}
}

func TestLimiterRefillsAndGroupsIPv6(t *testing.T) {
	t.Parallel()
	l := newLimiter(2, time.Minute)
	now := time.Date(2026, 11, 20, 20, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	for i, want := range []bool{true, true, false} {
		if got := l.allow("198.51.100.1"); got != want {
			t.Errorf("attempt %d: %v", i+1, got)
		}
	}
	now = now.Add(time.Minute)
	if !l.allow("198.51.100.1") || l.allow("198.51.100.1") {
		t.Error("one attempt a minute after the burst")
	}
	// One /64 is one household.
	if !l.allow("2001:db8:1:2::1") || !l.allow("2001:db8:1:2::ffff") || l.allow("2001:db8:1:2:aaaa::1") {
		t.Error("addresses of one /64 are not counted together")
	}
	if !l.allow("2001:db8:1:3::1") {
		t.Error("another /64 is refused")
	}
	// Full buckets are forgotten when the map is full.
	now = now.Add(time.Hour)
	l.sweep(now)
	if len(l.buckets) != 0 {
		t.Errorf("%d buckets kept after all refilled", len(l.buckets))
	}
}

func TestGroupPageShowsCodesQRAndDevices(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	v := viewerOf(t, d, group)
	p := d.get(group)
	for _, role := range []string{"scorer", "viewer"} {
		qr := byTestID(p.doc, "qr-"+role)
		if len(qr) != 1 {
			t.Fatalf("%d QR codes for %s", len(qr), role)
		}
		paths := findAll(qr[0], func(n *html.Node) bool { return n.Data == "path" })
		if len(paths) != 1 || !regexp.MustCompile(`^(M\d+ \d+h\d+v1h-\d+z)+$`).MatchString(attr(paths[0], "d")) {
			t.Errorf("%s QR path: %.80q", role, attr(paths[0], "d"))
		}
		if !regexp.MustCompile(`^0 0 \d+ \d+$`).MatchString(attr(qr[0], "viewBox")) {
			t.Errorf("%s QR viewBox %q", role, attr(qr[0], "viewBox"))
		}
		if len(byTestID(p.doc, "rotate-"+role)) != 1 {
			t.Errorf("no button to replace the %s link", role)
		}
	}
	// The viewer names its phone; the scorer's list and the history of
	// later entries show the name.
	vp := v.get(group)
	if len(byTestID(vp.doc, "devices")) != 0 || len(byTestID(vp.doc, "qr-viewer")) != 0 || len(byTestID(vp.doc, "device-name")) != 1 {
		t.Error("a viewer sees the device list or the links, or cannot name the phone")
	}
	location(t, v.post(group+"/devices/name", url.Values{"name": {"  Bo's   phone "}}))
	if got := attr(byTestID(v.get(group).doc, "device-name")[0], "value"); got != "Bo's phone" {
		t.Errorf("the name field says %q", got)
	}
	list := strings.Join(texts(byTestID(d.get(group).doc, "device")), " | ")
	if !strings.Contains(list, "Bo's phone") || !strings.Contains(list, "this device") {
		t.Errorf("devices: %s", list)
	}
	location(t, d.post(group+"/devices/name", url.Values{"name": {"Anna's tablet"}}))
	location(t, quick(d, game, 0, "K"))
	if h := d.get(game + "/history"); !strings.Contains(h.body, "Anna&#39;s tablet #") {
		t.Errorf("the history does not name the device: %.300s", h.body)
	}
	if p := d.post(group+"/devices/name", url.Values{"name": {strings.Repeat("x", 41)}}); p.status != http.StatusUnprocessableEntity ||
		len(byTestID(p.doc, "devices-error")) != 1 {
		t.Errorf("a name too long: %d", p.status)
	}
}

func TestSharedLinksAvoidTheLoopbackAddress(t *testing.T) {
	t.Parallel()
	app, _ := newLiveApp(t, LiveConfig{ShareURL: "http://192.0.2.7:8080"}, 0)
	d := app.device(t)
	group, _ := newGame(t, d, "Anna", "Bo")
	p := d.get(group)
	link := attr(byTestID(p.doc, "invite-viewer")[0], "value")
	if !strings.HasPrefix(link, "http://192.0.2.7:8080/join/") {
		t.Errorf("a page opened on loopback shares %q", link)
	}
	if !strings.Contains(p.body, "192.0.2.7:8080</strong>") {
		t.Error("the code's address is not the shared one")
	}
	// Opened under another name, the page shares that name.
	req, _ := http.NewRequest(http.MethodGet, app.srv.URL+group, nil)
	req.Host = "karten.example:8080"
	for _, c := range d.client.Jar.Cookies(req.URL) {
		req.AddCookie(c)
	}
	if p := d.do(req); p.status != http.StatusOK {
		t.Fatalf("by name: %d %.300s", p.status, p.body)
	}
	if link := attr(byTestID(d.do(req).doc, "invite-viewer")[0], "value"); !strings.HasPrefix(link, "http://karten.example:8080/join/") {
		t.Errorf("a page opened by name shares %q", link)
	}
}

// TestABackgroundRefreshLeavesTheFlash: the notice of a change waits for
// the page the device opens next. A page fetching itself in the
// background (the group page following its group, on a script's fetch) or
// a part of itself (htmx) leaves it there, so that a refresh set off by
// the change itself cannot take its notice on the way to the page the
// change's form leads to.
func TestABackgroundRefreshLeavesTheFlash(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	viewerOf(t, d, group)
	devices := byTestID(d.get(group).doc, "device")
	if len(devices) != 2 {
		t.Fatalf("%d devices listed, want 2", len(devices))
	}
	location(t, d.post(group+"/devices/revoke", url.Values{"device": {inputValue(devices[1], "device")}}))
	for _, bg := range []struct {
		path    string
		headers []string
	}{
		{group, []string{"Sec-Fetch-Mode", "cors"}},
		{group, []string{"Sec-Fetch-Mode", "same-origin"}},
		{group, []string{"HX-Request", "true"}},
		{game + "/board", []string{"HX-Request", "true"}},
		{game + "/panel", []string{"HX-Request", "true", "Sec-Fetch-Mode", "cors"}},
	} {
		p := d.getWith(bg.path, bg.headers...)
		if p.status != http.StatusOK || len(byTestID(p.doc, "flash")) != 0 {
			t.Errorf("%s with %v: %d, %d flashes", bg.path, bg.headers, p.status, len(byTestID(p.doc, "flash")))
		}
	}
	p := d.getWith(group, "Sec-Fetch-Mode", "navigate")
	if f := byTestID(p.doc, "flash"); len(f) != 1 || attr(f[0], "data-section") != "devices" {
		t.Errorf("the group page opened after the background fetches shows %d flashes, want the devices' notice", len(f))
	}
	if f := byTestID(d.get(group).doc, "flash"); len(f) != 0 {
		t.Errorf("the notice shows again on the next page: %d flashes", len(f))
	}
}
