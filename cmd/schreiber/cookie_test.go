package main

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/securecookie"

	"schreiber/db"
)

// The tests in this file make session cookies as the server makes them,
// but dated as they like: a cookie carries the time it was written, signed
// with it, and the server refuses one that is older than it allows.

// sessionCookie is the name of the session cookie.
const sessionCookie = "schreiber"

// cookieKey derives a key of the cookies from the session key, as the
// server does. Were this ever to change, every phone would be signed out.
func cookieKey(secret, purpose string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	fmt.Fprint(m, "schreiber session ", purpose)
	return m.Sum(nil)
}

// makeCookie returns the session cookie with the values, written at the
// time given: gob, encrypted with AES in counter mode, then dated and
// signed with HMAC-SHA-256, as gorilla/securecookie does.
func makeCookie(t *testing.T, secret string, values map[any]any, at time.Time) string {
	t.Helper()
	plain, err := securecookie.GobEncoder{}.Serialize(values)
	if err != nil {
		t.Fatal(err)
	}
	block, err := aes.NewCipher(cookieKey(secret, "encrypt"))
	if err != nil {
		t.Fatal(err)
	}
	iv := make([]byte, block.BlockSize())
	rand.Read(iv)
	cipher.NewCTR(block, iv).XORKeyStream(plain, plain)
	signed := fmt.Sprintf("%s|%d|%s", sessionCookie, at.Unix(), base64.URLEncoding.EncodeToString(append(iv, plain...)))
	mac := hmac.New(sha256.New, cookieKey(secret, "auth"))
	mac.Write([]byte(signed))
	return base64.URLEncoding.EncodeToString(append([]byte(signed[len(sessionCookie)+1:]+"|"), mac.Sum(nil)...))
}

// readCookie returns a session cookie's values and the time it was
// written.
func readCookie(t *testing.T, secret, cookie string) (map[any]any, time.Time) {
	t.Helper()
	raw, err := base64.URLEncoding.DecodeString(cookie)
	if err != nil {
		t.Fatal(err)
	}
	parts := bytes.SplitN(raw, []byte("|"), 3)
	if len(parts) != 3 {
		t.Fatalf("cookie %q is not dated and signed", cookie)
	}
	mac := hmac.New(sha256.New, cookieKey(secret, "auth"))
	fmt.Fprintf(mac, "%s|%s|%s", sessionCookie, parts[0], parts[1])
	if !hmac.Equal(mac.Sum(nil), parts[2]) {
		t.Fatal("the cookie's signature does not hold")
	}
	at, err := strconv.ParseInt(string(parts[0]), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := base64.URLEncoding.DecodeString(string(parts[1]))
	if err != nil {
		t.Fatal(err)
	}
	block, _ := aes.NewCipher(cookieKey(secret, "encrypt"))
	iv, plain := sealed[:block.BlockSize()], sealed[block.BlockSize():]
	cipher.NewCTR(block, iv).XORKeyStream(plain, plain)
	values := map[any]any{}
	if err := (securecookie.GobEncoder{}).Deserialize(plain, &values); err != nil {
		t.Fatal(err)
	}
	return values, time.Unix(at, 0)
}

// sessionKeyOf reads the session key the server generated and keeps in
// its database.
func sessionKeyOf(t *testing.T, dbPath string) string {
	t.Helper()
	conn := openRead(t, dbPath)
	defer conn.Close()
	var key string
	if err := conn.QueryRow(`SELECT value FROM settings WHERE key = 'session_key'`).Scan(&key); err != nil {
		t.Fatal(err)
	}
	return key
}

// scorerOf returns the id of the device that created the group.
func scorerOf(t *testing.T, dbPath, group string) string {
	t.Helper()
	conn := openRead(t, dbPath)
	defer conn.Close()
	var id string
	if err := conn.QueryRow(`SELECT device_id FROM memberships WHERE group_id = ? AND role = 'scorer' ORDER BY joined_at LIMIT 1`,
		strings.TrimPrefix(group, "/g/")).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// phoneWithCookie is a phone that has only the session cookie given, and
// a CSRF cookie of its own, whose token it returns.
func phoneWithCookie(t *testing.T, s *server, cookie string) (*phone, string) {
	t.Helper()
	p := newPhone(t, s)
	u, _ := url.Parse(s.base)
	csrf := db.NewID()
	p.client.Jar.SetCookies(u, []*http.Cookie{{Name: sessionCookie, Value: cookie, Path: "/"}, {Name: "schreiber_csrf", Value: csrf, Path: "/"}})
	return p, csrf
}

// send makes one request of the phone with the headers given (name, value,
// ...) and returns the answer with the session cookie it sets, "" for none.
func send(t *testing.T, p *phone, method, path string, form url.Values, headers ...string) (status int, body, set string) {
	t.Helper()
	var r io.Reader
	if form != nil {
		r = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, p.base+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := p.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	for _, c := range res.Cookies() {
		if c.Name == sessionCookie {
			set = c.Value
		}
	}
	return res.StatusCode, string(b), set
}

// TestOldCookiesStillReachTheirGroup gives a phone the cookie of the
// group's scorer as it was written 31, 200 and 399 days ago: each reaches
// the group, and is written again, dated today. One of 401 days is past
// the 400 days a cookie lives.
func TestOldCookiesStillReachTheirGroup(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "old.db")
	srv := start(t, dbPath)
	owner := newPhone(t, srv)
	group := owner.redirected("/groups", url.Values{"name": {"Dienstag"}})
	key, id := sessionKeyOf(t, dbPath), scorerOf(t, dbPath, group)
	for _, days := range []int{31, 200, 399} {
		written := time.Now().AddDate(0, 0, -days)
		p, _ := phoneWithCookie(t, srv, makeCookie(t, key, map[any]any{"device": id}, written))
		status, body, set := send(t, p, http.MethodGet, group, nil)
		if status != http.StatusOK {
			t.Errorf("a cookie of %d days ago: status %d: %.300s", days, status, body)
			continue
		}
		if set == "" {
			t.Errorf("a cookie of %d days ago was not written again", days)
			continue
		}
		values, at := readCookie(t, key, set)
		if time.Since(at) > time.Minute || values["device"] != id {
			t.Errorf("a cookie of %d days ago was written again as %v, dated %v", days, values, at)
		}
	}
	p, _ := phoneWithCookie(t, srv, makeCookie(t, key, map[any]any{"device": id}, time.Now().AddDate(0, 0, -401)))
	if status, _, _ := send(t, p, http.MethodGet, group, nil); status != http.StatusNotFound {
		t.Errorf("a cookie of 401 days ago: status %d, want 404", status)
	}
}

// TestPlayingWritesTheCookieOnceADay plays deals through htmx, which never
// saves the session itself, with a cookie written a day and an hour ago:
// the first deal's answer writes it again, dated now; the next deal's,
// within the day, does not.
func TestPlayingWritesTheCookieOnceADay(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "play.db")
	srv := start(t, dbPath)
	owner := newPhone(t, srv)
	group, game := startGurke(t, owner)
	key, id := sessionKeyOf(t, dbPath), scorerOf(t, dbPath, group)
	yesterday := time.Now().Add(-25 * time.Hour)
	p, csrf := phoneWithCookie(t, srv, makeCookie(t, key,
		map[any]any{"device": id, "lang": "de", "issued": strconv.FormatInt(yesterday.Unix(), 10)}, yesterday))
	deal := func(after int) string {
		status, body, set := send(t, p, http.MethodPost, game+"/entries", url.Values{"mode": {"quick"}, "loser": {strconv.Itoa(after % 3)},
			"card": {"9"}, "nonce": {db.NewID()}, "after": {strconv.Itoa(after)}}, "HX-Request", "true", "X-CSRF-Token", csrf)
		if status != http.StatusOK {
			t.Fatalf("deal %d: status %d: %.300s", after+1, status, body)
		}
		return set
	}
	set := deal(0)
	if set == "" {
		t.Fatal("a day of play did not write the cookie again")
	}
	values, at := readCookie(t, key, set)
	issued, _ := strconv.ParseInt(fmt.Sprint(values["issued"]), 10, 64)
	if time.Since(at) > time.Minute || time.Since(time.Unix(issued, 0)) > time.Minute || values["device"] != id || values["lang"] != "de" {
		t.Errorf("the cookie written again: %v, dated %v", values, at)
	}
	if set := deal(1); set != "" {
		t.Error("the next deal within the day wrote the cookie again")
	}
	if status, _, set := send(t, p, http.MethodGet, group, nil); status != http.StatusOK || set != "" {
		t.Errorf("the group page within the day: status %d, cookie written: %t", status, set != "")
	}
}

// TestOldCookieAfterARemovalGetsTheJoinPage gives a phone a cookie of the
// kind written before devices were kept on the server, which lists its
// groups itself. Its first visit moves the membership to the server and
// drops the list; once a scorer removed the device, the same cookie sent
// again gets the way to join, not the group.
func TestOldCookieAfterARemovalGetsTheJoinPage(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "legacy.db")
	srv := start(t, dbPath)
	owner := newPhone(t, srv)
	group := owner.redirected("/groups", url.Values{"name": {"Dienstag"}})
	key, device := sessionKeyOf(t, dbPath), db.NewID()
	old := makeCookie(t, key, map[any]any{"device": device, "groups": strings.TrimPrefix(group, "/g/") + ":viewer"}, time.Now().Add(-time.Hour))

	p, _ := phoneWithCookie(t, srv, old)
	status, body, set := send(t, p, http.MethodGet, group, nil)
	if status != http.StatusOK {
		t.Fatalf("the old cookie's first visit: status %d: %.300s", status, body)
	}
	if set == "" {
		t.Fatal("the old cookie's first visit left the cookie as it was")
	}
	if values, _ := readCookie(t, key, set); values["groups"] != nil || values["device"] != device {
		t.Errorf("the cookie after the move: %v", values)
	}
	if loc := owner.redirected(group+"/devices/revoke", url.Values{"device": {device}}); loc != group+"#devices" {
		t.Fatalf("removing the device led to %q", loc)
	}
	for name, cookie := range map[string]string{"the old cookie sent again": old, "the cookie it was given": set} {
		p, _ := phoneWithCookie(t, srv, cookie)
		a := p.get(group)
		if a.status != http.StatusForbidden || len(byTestID(a.doc, "join-notice")) != 1 || len(byTestID(a.doc, "code-form")) != 1 {
			t.Errorf("%s after the removal: status %d, want 403 and the way to join: %.300s", name, a.status, a.body)
		}
	}
	conn := openRead(t, dbPath)
	defer conn.Close()
	var revoked int
	if err := conn.QueryRow(`SELECT count(*) FROM memberships WHERE device_id = ? AND revoked_at IS NOT NULL`, device).Scan(&revoked); err != nil || revoked != 1 {
		t.Errorf("the removed device's membership: %d removed, %v", revoked, err)
	}
}
