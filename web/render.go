package web

import (
	"bytes"
	"net/http"
	"strconv"

	"github.com/a-h/templ"
	"github.com/klauspost/compress/gzip"
	"github.com/labstack/echo/v4"

	"schreiber/static"
)

// render writes a component through a buffer, so that a failing render
// never leaves half a page behind. The buffer's length is sent as
// Content-Length, so that HEAD answers with the length of the GET. A page
// or fragment worth it goes gzipped to a browser that accepts gzip.
func render(c echo.Context, status int, comp templ.Component) error {
	buf := renderBuffers.get()
	defer renderBuffers.put(buf)
	if err := comp.Render(c.Request().Context(), buf); err != nil {
		return err
	}
	body := buf.Bytes()
	h := c.Response().Header()
	if len(body) >= gzipMin {
		h.Add("Vary", "Accept-Encoding")
		if static.AcceptsGzip(c.Request()) {
			out := renderBuffers.get()
			defer renderBuffers.put(out)
			body = gzipInto(out, body)
			h.Set(echo.HeaderContentEncoding, "gzip")
		}
	}
	h.Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	// The response copies the body before it returns, so the buffers can
	// go back then.
	return c.HTMLBlob(status, body)
}

// gzipMin is the smallest page worth compressing: below it the saving is
// less than a network packet.
const gzipMin = 1400

// freeList keeps a few values for reuse. Unlike a sync.Pool it is not
// emptied by the collector, which under a burst of deals runs every few
// milliseconds: a pool then hands out a new value nearly every time.
type freeList[T any] struct {
	free  chan T
	new   func() T
	reset func(T) bool // readies a value for reuse; false drops it
}

func newFreeList[T any](n int, new func() T, reset func(T) bool) *freeList[T] {
	return &freeList[T]{free: make(chan T, n), new: new, reset: reset}
}

func (f *freeList[T]) get() T {
	select {
	case v := <-f.free:
		return v
	default:
		return f.new()
	}
}

func (f *freeList[T]) put(v T) {
	if !f.reset(v) {
		return
	}
	select {
	case f.free <- v:
	default:
	}
}

// maxKeptBuffer is the largest buffer kept for the next page: the rare
// page larger than that (a long history) gets a buffer of its own.
const maxKeptBuffer = 256 << 10

// renderBuffers hold pages while they are rendered and compressed; a few
// per core are enough, since a request holds at most two.
var renderBuffers = newFreeList(8, func() *bytes.Buffer { return new(bytes.Buffer) },
	func(b *bytes.Buffer) bool { b.Reset(); return b.Cap() <= maxKeptBuffer })

// gzipWriters are reused: a new writer allocates some hundred kilobytes.
var gzipWriters = newFreeList(2, func() *gzip.Writer {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return w
}, func(*gzip.Writer) bool { return true })

// gzipInto compresses a page into out at the fastest level and returns
// the compressed bytes: markup shrinks about fivefold even so, and the
// next deal waits for no more than that.
func gzipInto(out *bytes.Buffer, b []byte) []byte {
	out.Grow(len(b) / 4)
	w := gzipWriters.get()
	w.Reset(out)
	w.Write(b)
	w.Close()
	w.Reset(nil) // let go of out
	gzipWriters.put(w)
	return out.Bytes()
}

// isHTMX reports whether the request came from htmx and wants a fragment.
func isHTMX(c echo.Context) bool { return c.Request().Header.Get("HX-Request") == "true" }

// redirect answers a successful form post: see-other to the given page.
func redirect(c echo.Context, to string) error { return c.Redirect(http.StatusSeeOther, to) }
