package web

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"schreiber/views"
)

// gameTable is the game's table view: the standings alone, large, for a
// phone or tablet in the middle of the table. It follows the game's event
// stream like the game page and holds no form, for scorers too.
func (s *Server) gameTable(c echo.Context, g *game) error {
	return render(c, http.StatusOK, views.TablePage(s.ctx(c), s.view(c, g, g.table, views.Form{})))
}
