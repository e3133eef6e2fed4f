package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"schreiber/db"
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
	ev, err := s.store.ImportEvening(c.Request().Context(), c.Param("group"), f.Import())
	if err != nil {
		return err
	}
	return redirect(c, "/g/"+c.Param("group")+"/e/"+ev.ID)
}
