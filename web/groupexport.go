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

// groupImportBodyLimit bounds a whole group's export file: years of
// evenings, every deal of them.
const groupImportBodyLimit = "64M"

func (s *Server) exportGroup(c echo.Context) error {
	f, err := s.store.ExportGroup(c.Request().Context(), c.Param("group"))
	if err != nil {
		return err
	}
	body, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return err
	}
	name := fmt.Sprintf("schreiber-group-%s.json", time.Now().Format(time.DateOnly))
	c.Response().Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(len(body)))
	return c.Blob(http.StatusOK, "application/json", body)
}

// importGroup restores a whole group's export into this group, which must
// have no evening yet; the file is held to the same limits as an evening's.
func (s *Server) importGroup(c echo.Context) error {
	bad := func(t views.Text) error {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Error: t})
	}
	fh, err := c.FormFile("file")
	if err != nil {
		return bad(scoring.T("Choose a group's export file to restore.", "Wähle die Exportdatei einer Runde zum Übernehmen."))
	}
	file, err := fh.Open()
	if err != nil {
		return err
	}
	defer file.Close()
	f, err := db.ReadGroupExport(file)
	if errors.Is(err, db.ErrBadExport) {
		return bad(scoring.T("This file is not a group backed up from Schreiber.", "Diese Datei ist keine aus Schreiber gesicherte Runde."))
	}
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	players, err := s.store.Players(ctx, c.Param("group"))
	if err != nil {
		return err
	}
	if msg, refused := checkGroupImport(&f, players); refused {
		return bad(msg)
	}
	switch err := s.store.ImportGroup(ctx, c.Param("group"), f.Import()); {
	case errors.Is(err, db.ErrNotEmpty):
		return bad(scoring.T("A group is restored only into a group without evenings.", "Eine Runde wird nur in eine Runde ohne Abende übernommen."))
	case err != nil:
		return err
	}
	return redirect(c, "/g/"+c.Param("group"))
}

// checkGroupImport holds a group file to what the pages allow: every
// evening as an evening's import is held, and room in the group for every
// player it does not have yet, archived ones counted as if they played.
func checkGroupImport(f *db.GroupFile, players []db.Player) (views.Text, bool) {
	known := map[string]bool{}
	for _, p := range players {
		known[p.Name] = true
	}
	added := map[string]bool{}
	for i := range f.Players {
		name, ok := cleanName(f.Players[i].Name, maxPlayerName)
		if !ok {
			return scoring.T("The file lists a player without a name or with more than %d characters.",
				"Die Datei nennt einen Spieler ohne Namen oder mit mehr als %d Zeichen.", maxPlayerName), true
		}
		f.Players[i].Name = name
		if !known[name] {
			added[strings.ToLower(name)] = true
		}
	}
	for i := range f.Evenings {
		if msg, refused := checkImport(&f.Evenings[i], players); refused {
			return scoring.Join(scoring.T("Evening %d:", "Abend %d:", i+1), msg), true
		}
		for _, g := range f.Evenings[i].Games {
			for _, name := range g.Players {
				if !known[name] {
					added[strings.ToLower(name)] = true
				}
			}
		}
	}
	return roomFor(players, len(added))
}
