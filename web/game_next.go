package web

import (
	"encoding/json"
	"net/http"
	"slices"

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
	// The next game seats the table as it sits now, the first dealer
	// counted among them.
	seated := g.seated()
	seats := make([]string, len(seated))
	for i, seat := range seated {
		seats[i] = g.row.Seats[seat].ID
	}
	config = reseated(config, seated)
	next, err := s.store.CreateGame(c.Request().Context(), g.row.EveningID, g.row.Kind, string(config), seats)
	if err != nil {
		return err
	}
	s.publishStarted(c.Request().Context(), g.row.GroupID, next.ID)
	return redirect(c, "/g/"+g.row.GroupID+"/games/"+next.ID)
}

// reseated is a next game's config whose first dealer is given as a seat
// of the game before, for the table seated: the dealer counted among them.
func reseated(config []byte, seated []int) []byte {
	return withFirstDealer(config, max(0, slices.Index(seated, firstDealer(string(config)))))
}

// withFirstDealer is a config with another first dealer.
func withFirstDealer(config []byte, dealer int) []byte {
	var c map[string]json.RawMessage
	if json.Unmarshal(config, &c) != nil {
		return config
	}
	c["first_dealer"], _ = json.Marshal(dealer)
	out, err := json.Marshal(c)
	if err != nil {
		return config
	}
	return out
}
