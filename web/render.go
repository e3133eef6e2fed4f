package web

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"sync"

	"github.com/a-h/templ"
	"github.com/labstack/echo/v4"

	"schreiber/static"
)

// render writes a component through a buffer, so that a failing render
// never leaves half a page behind. The buffer's length is sent as
// Content-Length, so that HEAD answers with the length of the GET. A page
// or fragment worth it goes gzipped to a browser that accepts gzip.
func render(c echo.Context, status int, comp templ.Component) error {
	var buf bytes.Buffer
	if err := comp.Render(c.Request().Context(), &buf); err != nil {
		return err
	}
	body := buf.Bytes()
	h := c.Response().Header()
	if len(body) >= gzipMin {
		h.Add("Vary", "Accept-Encoding")
		if static.AcceptsGzip(c.Request()) {
			body = gzipped(body)
			h.Set(echo.HeaderContentEncoding, "gzip")
		}
	}
	h.Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	return c.HTMLBlob(status, body)
}

// gzipMin is the smallest page worth compressing: below it the saving is
// less than a network packet.
const gzipMin = 1400

// gzipWriters are reused: a new writer allocates some hundred kilobytes.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return w
}}

// gzipped compresses a page at the fastest level: markup shrinks about
// fivefold even so, and the next deal waits for no more than that.
func gzipped(b []byte) []byte {
	var out bytes.Buffer
	out.Grow(len(b) / 4)
	w := gzipWriters.Get().(*gzip.Writer)
	w.Reset(&out)
	w.Write(b)
	w.Close()
	gzipWriters.Put(w)
	return out.Bytes()
}

// isHTMX reports whether the request came from htmx and wants a fragment.
func isHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// redirect answers a successful form post: see-other to the given page.
func redirect(c echo.Context, to string) error { return c.Redirect(http.StatusSeeOther, to) }
