package web

import (
	"github.com/labstack/echo/v4"

	"schreiber/static"
)

func (s *Server) manifest(c echo.Context) error { return serveAsset(c, "manifest.webmanifest") }
func (s *Server) icon(c echo.Context) error     { return serveAsset(c, "icon.svg") }

// asset serves the embedded files under their hashed URLs; an unknown or
// stale URL gets the app's own 404 page, in the reader's language.
func (s *Server) asset(c echo.Context) error {
	if !static.Serves(c.Request().URL.Path) {
		return echo.ErrNotFound
	}
	static.Handler().ServeHTTP(c.Response(), c.Request())
	return nil
}

// serveAsset answers a fixed URL with an embedded asset.
func serveAsset(c echo.Context, name string) error {
	req := c.Request().Clone(c.Request().Context())
	req.URL.Path = static.URL(name)
	static.Handler().ServeHTTP(c.Response(), req)
	return nil
}
