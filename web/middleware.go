package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/gorilla/sessions"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
	"schreiber/views/catalog"
)

const sameSiteLax = http.SameSiteLaxMode

const sessionName = "schreiber"

// cookieMaxAge is how long a device stays signed in after its cookie was
// last written: 400 days, the most a browser keeps a cookie. A device in
// use gets its cookie written again every renewAfter, so it never ages
// out while its group plays.
const cookieMaxAge = 400 * 24 * 3600

// renewAfter is how old a device's cookie may grow before a request
// writes it again.
const renewAfter = 24 * time.Hour

// securityHeaders sets the headers every response carries. The policy
// allows scripts only from the app itself: no inline script anywhere.
func securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "+
			"connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		return next(c)
	}
}

// strictTransportSecurity tells browsers to come back only over HTTPS for
// a year: for a server behind TLS, which marks its cookies Secure.
func strictTransportSecurity(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		c.Response().Header().Set("Strict-Transport-Security", "max-age=31536000")
		return next(c)
	}
}

// csrf protects every state-changing request. The token travels in a
// hidden form field, or in the X-CSRF-Token header that htmx sends.
func (s *Server) csrf() echo.MiddlewareFunc {
	return middleware.CSRFWithConfig(middleware.CSRFConfig{
		TokenLookup:    "form:_csrf,header:X-CSRF-Token",
		CookieName:     "schreiber_csrf",
		CookiePath:     "/",
		CookieHTTPOnly: true,
		CookieSecure:   s.cfg.SecureCookies,
		CookieSameSite: http.SameSiteLaxMode,
		CookieMaxAge:   cookieMaxAge,
	})
}

// session returns the device's session; a broken or forged cookie yields a
// fresh one rather than an error.
func (s *Server) session(c echo.Context) *sessions.Session {
	if v, ok := c.Get("session").(*sessions.Session); ok {
		return v
	}
	sess, err := s.sessions.Get(c.Request(), sessionName)
	if err != nil {
		sess, _ = s.sessions.New(c.Request(), sessionName)
	}
	c.Set("session", sess)
	s.renew(c, sess)
	return sess
}

// renew writes a known device's cookie again with this response when it
// was written more than renewAfter ago (or by a version that did not note
// when), unless the handler saves the session itself. A phone that only
// plays, through htmx, would otherwise keep the cookie of the day it
// joined, and be signed out cookieMaxAge later in the middle of a game.
func (s *Server) renew(c echo.Context, sess *sessions.Session) {
	if _, known := sess.Values["device"].(string); !known {
		return
	}
	now := time.Now()
	issued, _ := sess.Values["issued"].(string)
	if at, err := strconv.ParseInt(issued, 10, 64); err == nil && now.Sub(time.Unix(at, 0)) < renewAfter {
		return
	}
	sess.Values["issued"] = strconv.FormatInt(now.Unix(), 10)
	c.Response().Before(func() {
		if saved, _ := c.Get("sessionSaved").(bool); saved {
			return
		}
		if err := sess.Save(c.Request(), c.Response()); err != nil {
			s.log.Error("renew session cookie", "err", err)
		}
	})
}

func (s *Server) saveSession(c echo.Context) error {
	c.Set("sessionSaved", true)
	return s.session(c).Save(c.Request(), c.Response())
}

// deviceID returns this device's random id, creating it on first use. The
// id is all the cookie says about the device; what it may do is kept on the
// server.
func (s *Server) deviceID(c echo.Context) string {
	sess := s.session(c)
	if id, ok := sess.Values["device"].(string); ok && id != "" {
		return id
	}
	id := db.NewID()
	sess.Values["device"] = id
	sess.Values["issued"] = strconv.FormatInt(time.Now().Unix(), 10)
	return id
}

// device returns this device's id and label, and moves memberships that an
// older cookie still carries into the database, once. Only memberships the
// device never had are added: the same old cookie, sent again after a
// scorer removed the device, must not bring it back.
func (s *Server) device(c echo.Context) (id, label string, err error) {
	id = s.deviceID(c)
	label = deviceLabel(c.Request().UserAgent(), id)
	sess := s.session(c)
	raw, ok := sess.Values["groups"].(string)
	if !ok {
		return id, label, nil
	}
	ctx := c.Request().Context()
	for _, part := range strings.Split(raw, ",") {
		gid, role, ok := strings.Cut(part, ":")
		if !ok || (role != string(db.Scorer) && role != string(db.Viewer)) {
			continue
		}
		if _, err := s.store.Group(ctx, gid); errors.Is(err, db.ErrNotFound) {
			continue
		} else if err != nil {
			return "", "", err
		}
		if err := s.store.AddMembership(ctx, id, label, gid, db.Role(role)); err != nil {
			return "", "", err
		}
	}
	delete(sess.Values, "groups")
	return id, label, s.saveSession(c)
}

// lang picks the interface language: the device's choice, else the
// browser's Accept-Language, else English.
func (s *Server) lang(c echo.Context) views.Lang {
	if l, ok := s.session(c).Values["lang"].(string); ok && catalog.Known(l) {
		return views.Lang(l)
	}
	return views.LangFromAccept(c.Request().Header.Get("Accept-Language"))
}

// ctx builds what every page needs to know about the request.
func (s *Server) ctx(c echo.Context) views.Ctx {
	token, _ := c.Get(middleware.DefaultCSRFConfig.ContextKey).(string)
	u := c.Request().URL
	vc := views.Ctx{Lang: s.lang(c), CSRF: token, Path: backPath(c.Request().Method, u.Path, u.RawQuery)}
	sess := s.session(c)
	if b, ok := sess.Values["flash"].(string); ok && b != "" && navigation(c.Request()) {
		var t msg.Text
		if json.Unmarshal([]byte(b), &t) == nil {
			vc.Flash = t
			vc.FlashAt, _ = sess.Values["flash_at"].(string)
		}
		delete(sess.Values, "flash")
		delete(sess.Values, "flash_at")
		s.saveSession(c)
	}
	return vc
}

// navigation reports whether a request is the browser opening a page,
// which shows a flash, rather than a page fetching a part of itself in the
// background (htmx, or a script's fetch, which browsers mark with a
// Sec-Fetch-Mode other than "navigate"), which leaves the flash for the
// page the device opens next. A page that follows its group refreshes
// itself when the group changes: taking the flash, that refresh could
// take the notice of the very change made, on its way to the page the
// change's form leads to. A client that sends no Sec-Fetch-Mode is taken
// as opening a page.
func navigation(r *http.Request) bool {
	if r.Header.Get("HX-Request") != "" {
		return false
	}
	m := r.Header.Get("Sec-Fetch-Mode")
	return m == "" || m == "navigate"
}

// flash leaves a message for the next page this device sees.
func (s *Server) flash(c echo.Context, t msg.Text) {
	s.flashAt(c, "", t)
}

// flashAt leaves a message for the next page this device sees, to be shown
// beside the section with the given id, where the change was made.
func (s *Server) flashAt(c echo.Context, section string, t msg.Text) {
	sess := s.session(c)
	b, _ := json.Marshal(t)
	sess.Values["flash"] = string(b)
	if section == "" {
		delete(sess.Values, "flash_at")
	} else {
		sess.Values["flash_at"] = section
	}
}

// backPath is the page the language switch returns to: the request's own
// path and query for a GET (a join page keeps the code typed), else the
// page the posted form belongs to, since a form's action cannot be
// fetched. A query too long to return to is left off.
func backPath(method, path, query string) string {
	if method == http.MethodGet || method == http.MethodHead {
		if query != "" && len(path)+1+len(query) <= maxBackPath {
			return path + "?" + query
		}
		return path
	}
	parts := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case len(parts) >= 4 && parts[0] == "g" && (parts[2] == "games" || parts[2] == "e"):
		return "/" + strings.Join(parts[:4], "/")
	case len(parts) >= 2 && parts[0] == "g":
		return "/" + strings.Join(parts[:2], "/")
	}
	return "/"
}

// maxBackPath is the longest page the language switch returns to.
const maxBackPath = 512

// sameSitePath returns back if it is a path on this site, and "/" for
// anything else: it must begin with one "/" and not a second one or a
// backslash (which browsers read as "//", another host), and hold no
// control character or space anywhere, since browsers drop tabs and line
// breaks from a URL before they read it ("/\t/evil.example" is
// "//evil.example" to them).
func sameSitePath(back string) string {
	if len(back) > maxBackPath || !strings.HasPrefix(back, "/") || !utf8.ValidString(back) {
		return "/"
	}
	if len(back) > 1 && (back[1] == '/' || back[1] == '\\') {
		return "/"
	}
	for _, r := range back {
		if unicode.IsControl(r) || unicode.IsSpace(r) {
			return "/"
		}
	}
	// A malformed escape ("%3j") would make a Location no browser reads.
	if u, err := url.ParseRequestURI(back); err != nil || u.Scheme != "" || u.Host != "" {
		return "/"
	}
	return back
}

// nonceLength is the length of a form's nonce as db.NewID makes it.
const nonceLength = 26

// validNonce reports whether a form's nonce is one the server could have
// given out: 26 characters of lower-case base32, as db.NewID makes it. A
// nonce is stored with what the form saves; anything else is no form of
// the server's.
func validNonce(nonce string) bool {
	if len(nonce) != nonceLength {
		return false
	}
	for _, r := range nonce {
		if (r < 'a' || r > 'z') && (r < '2' || r > '7') {
			return false
		}
	}
	return true
}

// badNonce is what a player is told about a form with a nonce the server
// did not give out.
var badNonce = msg.T("This form did not come from this page, so nothing was saved. Reload the page and enter it again.")
