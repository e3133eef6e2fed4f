package main

import (
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

// TestLanguageSwitchReturnsOnlyToThisSite sends the language switch back
// to pages of every kind: a page of this site is where it returns, and
// anything a browser could read as another site, or that carries control
// characters or spaces into the Location header, returns to "/".
func TestLanguageSwitchReturnsOnlyToThisSite(t *testing.T) {
	t.Parallel()
	srv := start(t, filepath.Join(t.TempDir(), "lang.db"))
	p := newPhone(t, srv)
	for back, want := range map[string]string{
		"/":                              "/",
		"/g/abc":                         "/g/abc",
		"/g/abc/games/def":               "/g/abc/games/def",
		"/rules/gurke?x=1#deal":          "/rules/gurke?x=1#deal",
		"/\t/evil.example":               "/",
		"/\n/evil.example":               "/",
		"/\r/evil.example":               "/",
		"//evil.example":                 "/",
		"/\\evil.example":                "/",
		"\\/evil.example":                "/",
		"/ /evil.example":                "/",
		"/\u00a0/evil.example":           "/",
		"/\u2028/evil.example":           "/",
		"https://evil.example/":          "/",
		"evil.example":                   "/",
		"":                               "/",
		"/g/x\r\nSet-Cookie: a=b":        "/",
		"/g/x\x00":                       "/",
		"/g/x\x7f":                       "/",
		"/g/x\x1b[31m":                   "/",
		"/g/x y":                         "/",
		"/g/\xff":                        "/",
		"/g/x%3jzz":                      "/",
		"/g/x%2Fy":                       "/g/x%2Fy",
		"/g/" + strings.Repeat("a", 509): "/g/" + strings.Repeat("a", 509),
		"/g/" + strings.Repeat("a", 510): "/",
	} {
		a := p.post("/lang", url.Values{"lang": {"de"}, "back": {back}})
		if a.status != http.StatusSeeOther || a.location != want {
			t.Errorf("back %.40q: status %d to %.40q, want 303 to %.40q", back, a.status, a.location, want)
		}
	}
}

// TestStrictTransportSecurityWithSecureCookies checks that a server that
// marks its cookies Secure, being behind TLS, tells browsers to come back
// only over HTTPS, on every answer; and that one without says nothing of
// the kind, since it may be reached over plain HTTP on purpose.
func TestStrictTransportSecurityWithSecureCookies(t *testing.T) {
	t.Parallel()
	for _, secure := range []bool{true, false} {
		var args []string
		if secure {
			args = append(args, "-secure-cookies")
		}
		srv := start(t, filepath.Join(t.TempDir(), "hsts.db"), args...)
		for _, path := range []string{"/", "/healthz", "/no-such-page", "/join/nothing"} {
			res, err := http.Get(srv.base + path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			got := res.Header.Get("Strict-Transport-Security")
			if secure && got != "max-age=31536000" || !secure && got != "" {
				t.Errorf("secure cookies %t, GET %s: Strict-Transport-Security %q", secure, path, got)
			}
		}
	}
}
