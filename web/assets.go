package web

import (
	"github.com/labstack/echo/v4"

	"schreiber/static"
)

func (s *Server) manifest(c echo.Context) error { return serveAsset(c, "manifest.webmanifest") }
func (s *Server) icon(c echo.Context) error     { return serveAsset(c, "icon.svg") }

// serveAsset answers a fixed URL with an embedded asset.
func serveAsset(c echo.Context, name string) error {
	req := c.Request().Clone(c.Request().Context())
	req.URL.Path = static.URL(name)
	static.Handler().ServeHTTP(c.Response(), req)
	return nil
}
