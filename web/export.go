package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
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

// importEvening imports an evening's export file into the group as a new
// evening. The import runs beside the request (see runImport): the scorer
// gets the new evening, what is wrong with the file, or a page that
// follows a large import.
func (s *Server) importEvening(c echo.Context) error {
	fh, err := c.FormFile("file")
	if err != nil {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{Values: map[string]string{"form": "import"},
			Error: msg.T("Choose an export file to import.")})
	}
	group := c.Param("group")
	j := s.admitted(c)
	// At most importBodyLimit: the file is kept in memory for the import.
	body, err := readUpload(fh)
	if err != nil {
		s.imports.end(j, "", msg.Text{}, err)
		return err
	}
	return s.runImport(c, j, nil, func(ctx context.Context, j *importJob) (string, msg.Text, error) {
		return s.storeEvening(ctx, j, group, body)
	})
}

// readUpload reads an uploaded file whole.
func readUpload(fh *multipart.FileHeader) ([]byte, error) {
	file, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer file.Close()
	return io.ReadAll(file)
}

// notAnEvening is the message for a file that is not an evening's export.
var notAnEvening = msg.T("This file is not an evening exported from Schreiber.")

// storeEvening checks an evening's export file as a whole and stores it;
// it returns where the new evening is, or what is wrong with the file.
func (s *Server) storeEvening(ctx context.Context, j *importJob, group string, body []byte) (string, msg.Text, error) {
	j.say(msg.T("Checking the file."))
	f, err := db.ReadExport(bytes.NewReader(body))
	if errors.Is(err, db.ErrBadExport) {
		return "", notAnEvening, nil
	}
	if err != nil {
		return "", msg.Text{}, err
	}
	players, err := s.store.Players(ctx, group)
	if err != nil {
		return "", msg.Text{}, err
	}
	names := newImportNames(players)
	if say, refused := tidyEvening(&f, names); refused {
		return "", say, nil
	}
	if say, refused := roomFor(players, len(names.added)); refused {
		return "", say, nil
	}
	if say, refused := checkGames(&f); refused {
		return "", say, nil
	}
	records := 0
	for _, g := range f.Games {
		records += len(g.Log)
	}
	if say, full, err := s.groupFull(ctx, group, records); err != nil {
		return "", msg.Text{}, err
	} else if full {
		return "", say, nil
	}
	j.say(msg.T("Storing the evening."))
	ev, err := s.store.ImportEvening(ctx, group, f.Import())
	if say, refused := importRefusal(err); refused {
		return "", say, nil
	}
	if err != nil {
		return "", msg.Text{}, err
	}
	return "/g/" + group + "/e/" + ev.ID, msg.Text{}, nil
}

// importRefusal says what to tell the scorer when storing an import failed
// because of the group, not of the server.
func importRefusal(err error) (msg.Text, bool) {
	switch {
	case errors.Is(err, db.ErrNotEmpty):
		return msg.T("A group is restored only into a group without evenings."), true
	case errors.Is(err, db.ErrGroupChanged):
		return msg.T("The group changed while the file was being stored (a player of a name in the file was added, or the group was deleted). Nothing was imported; import the file again."), true
	}
	return msg.Text{}, false
}

// importNames decides which player every name of an imported file is: the
// group's player whose name has the same key (db.NameKey), else a new
// player, named as the file names them where it first meets them.
type importNames struct {
	byKey map[string]string // a key's name as the import stores it
	added map[string]bool   // the keys of the players the import adds
}

// newImportNames starts with the group's players: where two have one key
// (stored before names were compared by key), one who plays is taken.
func newImportNames(players []db.Player) *importNames {
	n := &importNames{byKey: map[string]string{}, added: map[string]bool{}}
	for _, archived := range []bool{false, true} {
		for _, p := range players {
			if k := db.NameKey(p.Name); p.Archived == archived && n.byKey[k] == "" {
				n.byKey[k] = p.Name
			}
		}
	}
	return n
}

// name tidies a name of the file as the forms tidy names and returns the
// name of the player it is; false if the group could not be given it.
func (n *importNames) name(raw string) (string, bool) {
	name, ok := cleanName(raw, maxPlayerName)
	if !ok {
		return "", false
	}
	k := db.NameKey(name)
	if known, ok := n.byKey[k]; ok {
		return known, true
	}
	n.byKey[k], n.added[k] = name, true
	return name, true
}
