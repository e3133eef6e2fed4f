package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/scoring"
	"schreiber/views"
)

func (s *Server) exportEvening(c echo.Context) error {
	f, err := s.store.ExportEvening(c.Request().Context(), c.Param("group"), c.Param("evening"))
	if err != nil {
		return err
	}
	body, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	name := fmt.Sprintf("schreiber-%s.json", f.Evening.HeldOn)
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	return c.Blob(http.StatusOK, "application/json", body)
}

func (s *Server) importEvening(c echo.Context) error {
	bad := func(t views.Text) error {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Error: t})
	}
	fh, err := c.FormFile("file")
	if err != nil {
		return bad(views.Text{EN: "Choose an export file to import.", DE: "Wähle eine Exportdatei zum Importieren."})
	}
	file, err := fh.Open()
	if err != nil {
		return err
	}
	defer file.Close()
	f, err := db.ReadExport(file)
	if errors.Is(err, db.ErrBadExport) {
		return bad(views.Text{EN: "This file is not an evening exported from Schreiber.", DE: "Diese Datei ist kein aus Schreiber exportierter Abend."})
	}
	if err != nil {
		return err
	}
	players, err := s.store.Players(c.Request().Context(), c.Param("group"))
	if err != nil {
		return err
	}
	if msg, refused := checkImport(&f, players); refused {
		return bad(msg)
	}
	ev, err := s.store.ImportEvening(c.Request().Context(), c.Param("group"), f.Import())
	if err != nil {
		return err
	}
	return redirect(c, "/g/"+c.Param("group")+"/e/"+ev.ID)
}

// checkImport holds an export file to what the pages allow: at most
// maxGames games, each of a kind this server plays, every player's name one
// the group could be given (it is tidied as the forms tidy it), no one
// seated twice in a game, and room in the group for the players it does not
// have yet.
func checkImport(f *db.ExportFile, players []db.Player) (views.Text, bool) {
	if len(f.Games) > maxGames {
		return scoring.T("This file holds %d games; an evening holds at most %d.",
			"Diese Datei enthält %d Spiele; ein Abend fasst höchstens %d.", len(f.Games), maxGames), true
	}
	if _, err := time.Parse(time.DateOnly, f.Evening.HeldOn); err != nil {
		return scoring.T("The file's evening has no date of the form 2026-11-20.",
			"Der Abend der Datei hat kein Datum der Form 2026-11-20."), true
	}
	if raw := f.Evening.Place; strings.TrimSpace(raw) != "" {
		place, ok := cleanName(raw, maxGroupName)
		if !ok {
			return scoring.Join(scoring.T("The file's place does not fit.", "Der Ort der Datei passt nicht."), badName(maxGroupName)), true
		}
		f.Evening.Place = place
	}
	known := map[string]bool{}
	for _, p := range players {
		known[p.Name] = true
	}
	added := map[string]bool{}
	for gi, g := range f.Games {
		if _, ok := kindOf(g.Kind); !ok {
			return scoring.T("Game %d of the file is of a kind this server does not know: %q.",
				"Spiel %d der Datei ist von einer Art, die dieser Server nicht kennt: %q.", gi+1, g.Kind), true
		}
		seated := map[string]bool{}
		for pi, raw := range g.Players {
			name, ok := cleanName(raw, maxPlayerName)
			if !ok {
				return scoring.Join(scoring.T("Game %d of the file has a player whose name the group could not be given.",
					"Spiel %d der Datei hat einen Spieler, dessen Namen die Runde nicht bekommen könnte.", gi+1), badName(maxPlayerName)), true
			}
			if seated[strings.ToLower(name)] {
				return scoring.T("Game %d of the file seats %s twice.", "Spiel %d der Datei setzt %s zweimal.", gi+1, name), true
			}
			seated[strings.ToLower(name)] = true
			f.Games[gi].Players[pi] = name
			if !known[name] {
				added[name] = true
			}
		}
	}
	return roomFor(players, len(added))
}
