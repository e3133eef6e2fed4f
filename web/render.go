package web

import (
	"bytes"
	"net/http"
	"strconv"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"
)

// render writes a component through a buffer, so that a failing render
// never leaves half a page behind. The buffer's length is sent as
// Content-Length, so that HEAD answers with the length of the GET.
func render(c echo.Context, status int, comp templ.Component) error {
	var buf bytes.Buffer
	if err := comp.Render(c.Request().Context(), &buf); err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(buf.Len()))
	return c.HTMLBlob(status, buf.Bytes())
}

// isHTMX reports whether the request came from htmx and wants a fragment.
func isHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// redirect answers a successful form post: see-other to the given page.
func redirect(c echo.Context, to string) error { return c.Redirect(http.StatusSeeOther, to) }
