package web

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"schreiber/rules/msg"
	"schreiber/views"
)

func (s *Server) nextGame(c echo.Context, g *game) error {
	if g.around.Next != "" {
		// Another phone of the table started it already: one next game,
		// however many press the button.
		return redirect(c, "/g/"+g.row.GroupID+"/games/"+g.around.Next)
	}
	config, ok := g.table.Next()
	if !ok || !g.table.Summary().Over && g.end.ID == "" {
		return s.refused(c, msg.T("This game is still running."))
	}
	full, err := s.eveningFull(c, g.row.EveningID)
	if err != nil {
		return err
	}
	say := tooManyGames
	if !full {
		if say, full, err = s.groupFull(c.Request().Context(), g.row.GroupID, 0); err != nil {
			return err
		}
	}
	if full {
		vc := s.ctx(c)
		vc.Flash = say
		return render(c, http.StatusUnprocessableEntity, wholePage(vc, g, s.view(c, g, g.table, views.Form{})))
	}
	seats := make([]string, len(g.row.Seats))
	for i, p := range g.row.Seats {
		seats[i] = p.ID
	}
	next, err := s.store.CreateGame(c.Request().Context(), g.row.EveningID, g.row.Kind, string(config), seats)
	if err != nil {
		return err
	}
	s.publishStarted(c.Request().Context(), g.row.GroupID, next.ID)
	return redirect(c, "/g/"+g.row.GroupID+"/games/"+next.ID)
}
