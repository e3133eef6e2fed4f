package web

import (
	"errors"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// errForbidden is returned when a device may look but not change.
var errForbidden = errors.New("forbidden")

// handleError is the one place where errors become pages. The player sees
// a plain sentence in their language; the detail goes to the log only.
func (s *Server) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	status := http.StatusInternalServerError
	say := msg.T("Something went wrong on our side. Nothing you entered was lost; please try again.")
	var he *echo.HTTPError
	var gone goneError
	if errors.As(err, &gone) {
		s.log.Info("request refused", "method", c.Request().Method, "path", c.Request().URL.Path, "status", http.StatusGone, "err", err)
		if err := render(c, http.StatusGone, views.GonePage(s.ctx(c), gone.page)); err != nil {
			s.log.Error("render gone page", "err", err)
		}
		return
	}
	switch {
	case errors.Is(err, db.ErrNotFound), errors.Is(err, echo.ErrNotFound):
		status = http.StatusNotFound
		say = msg.T("There is nothing here, or this device has not joined the group it belongs to.")
	case errors.Is(err, db.ErrGameFull):
		status = http.StatusUnprocessableEntity
		say = msg.T("This game holds %d records, the most one game keeps; nothing was stored. Start the next game to play on.", db.MaxGameEntries)
	case errors.Is(err, errForbidden):
		status = http.StatusForbidden
		say = msg.T("This device may only watch this group. Ask the scorer for the scorer's link.")
	case errors.As(err, &he):
		status = he.Code
		switch {
		case status == http.StatusForbidden || status == http.StatusBadRequest && isCSRF(he):
			status = http.StatusForbidden
			say = msg.T("This form has expired. Please reload the page and send it again.")
		case status == http.StatusNotFound || status == http.StatusMethodNotAllowed:
			say = msg.T("There is nothing here.")
		case status == http.StatusRequestEntityTooLarge:
			say = msg.T("That was too much at once: the form or file is larger than Schreiber takes. Nothing was saved.")
		case status < 500:
			say = msg.T("That request was not understood.")
		}
	}
	if status >= 500 {
		s.log.Error("request failed", "method", c.Request().Method, "path", c.Request().URL.Path, "err", err)
	} else {
		s.log.Info("request refused", "method", c.Request().Method, "path", c.Request().URL.Path, "status", status, "err", err)
	}
	if err := render(c, status, views.ErrorPage(s.ctx(c), status, say)); err != nil {
		s.log.Error("render error page", "err", err)
	}
}

func isCSRF(he *echo.HTTPError) bool {
	m, _ := he.Message.(string)
	return strings.Contains(m, "csrf")
}
