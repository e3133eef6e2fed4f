package web

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"schreiber/views"
)

func (s *Server) gamePage(c echo.Context, g *game) error {
	return render(c, http.StatusOK, wholePage(s.ctx(c), g, s.view(c, g, g.table, views.Form{})))
}

// gameStory is the game's story, for a panel that left it out.
func (s *Server) gameStory(c echo.Context, g *game) error {
	v := s.view(c, g, g.table, views.Form{})
	v.StoryLater = false
	return render(c, http.StatusOK, views.GameStory(s.ctx(c), v))
}

// gameDeals is the table of every entry, for a story that left it out.
func (s *Server) gameDeals(c echo.Context, g *game) error {
	return render(c, http.StatusOK, views.GameDeals(s.ctx(c), s.view(c, g, g.table, views.Form{})))
}

func (s *Server) gameBoard(c echo.Context, g *game) error {
	return render(c, http.StatusOK, views.BoardFrame(s.ctx(c), s.view(c, g, g.table, views.Form{})))
}
