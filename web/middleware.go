package web

import (
	"errors"
	"net/http"
	"strings"

	"github.com/gorilla/sessions"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"schreiber/db"
	"schreiber/views"
)

const sameSiteLax = http.SameSiteLaxMode

const sessionName = "schreiber"

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
		CookieMaxAge:   400 * 24 * 3600,
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
	return sess
}

func (s *Server) saveSession(c echo.Context) error {
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
	return id
}

// device returns this device's id and label, and moves memberships that an
// older cookie still carries into the database, once.
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
		if err := s.store.Join(ctx, id, label, gid, db.Role(role)); err != nil {
			return "", "", err
		}
	}
	delete(sess.Values, "groups")
	return id, label, s.saveSession(c)
}

// lang picks the interface language: the device's choice, else the
// browser's Accept-Language, else English.
func (s *Server) lang(c echo.Context) views.Lang {
	if l, ok := s.session(c).Values["lang"].(string); ok && (l == "de" || l == "en") {
		return views.Lang(l)
	}
	return views.LangFromAccept(c.Request().Header.Get("Accept-Language"))
}

// ctx builds what every page needs to know about the request.
func (s *Server) ctx(c echo.Context) views.Ctx {
	token, _ := c.Get(middleware.DefaultCSRFConfig.ContextKey).(string)
	vc := views.Ctx{Lang: s.lang(c), CSRF: token, Path: backPath(c.Request().Method, c.Request().URL.Path)}
	sess := s.session(c)
	if en, ok := sess.Values["flash_en"].(string); ok && en != "" {
		de, _ := sess.Values["flash_de"].(string)
		vc.Flash = views.Text{EN: en, DE: de}
		delete(sess.Values, "flash_en")
		delete(sess.Values, "flash_de")
		s.saveSession(c)
	}
	return vc
}

// flash leaves a message for the next page this device sees.
func (s *Server) flash(c echo.Context, t views.Text) {
	sess := s.session(c)
	sess.Values["flash_en"] = t.EN
	sess.Values["flash_de"] = t.DE
}

// backPath is the page the language switch returns to: the request's own
// path for a GET, else the page the posted form belongs to, since a form's
// action cannot be fetched.
func backPath(method, path string) string {
	if method == http.MethodGet || method == http.MethodHead {
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
