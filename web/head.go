package web

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// answerHead lets every GET route answer HEAD as well, with the same status
// and headers: echo routes GET only. Each HEAD route finds the GET route of
// the request's path and runs it, with the middleware of its group; net/http
// knows the request is a HEAD and drops the body. Called after every route
// is registered, it covers routes added later without a change here.
func answerHead(e *echo.Echo) {
	head := map[string]bool{}
	for _, r := range e.Routes() {
		if r.Method == http.MethodHead {
			head[r.Path] = true
		}
	}
	for _, r := range e.Routes() {
		if r.Method != http.MethodGet || head[r.Path] {
			continue
		}
		e.HEAD(r.Path, func(c echo.Context) error {
			e.Router().Find(http.MethodGet, echo.GetPath(c.Request()), c)
			return c.Handler()(c)
		})
	}
}
