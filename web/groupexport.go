package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/rules/msg"
	"schreiber/views"
)

// groupImportBodyLimit bounds a whole group's export file: years of
// evenings, every deal of them.
const groupImportBodyLimit = "64M"

// Limits on a group's export file beside its size: evenings, each of them
// no larger than an evening's own import takes (importBodyLimit), and
// changes. Each is far above what years of weekly evenings give, and keeps
// the last transaction of an import, which moves the evenings into the
// group and keeps the changes, short.
const (
	maxImportEvenings = 5000
	maxImportEvening  = 8_000_000 // bytes: importBodyLimit, "8M", which echo reads as 8,000,000
	maxImportChanges  = 1000
)

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
// The import runs beside the request (see runImport), from a copy of the
// file that it reads twice: once to check every evening, once to store
// them, holding one evening at a time.
func (s *Server) importGroup(c echo.Context) error {
	fh, err := c.FormFile("file")
	if err != nil {
		return s.renderGroup(c, http.StatusUnprocessableEntity, views.FormState{
			Error: msg.T("Choose a group's export file to restore.")})
	}
	group := c.Param("group")
	j := s.admitted(c)
	path, err := keepUpload(fh, s.cfg.UploadDir)
	if err != nil {
		s.imports.end(j, "", msg.Text{}, err)
		return err
	}
	return s.runImport(c, j, func() { os.Remove(path) }, func(ctx context.Context, j *importJob) (string, msg.Text, error) {
		return s.restoreGroup(ctx, j, group, path)
	})
}

// keepUpload copies an uploaded file to a file of its own in dir, which
// outlives the request (the upload's is removed with it), and returns its
// path.
func keepUpload(fh *multipart.FileHeader, dir string) (string, error) {
	in, err := fh.Open()
	if err != nil {
		return "", err
	}
	defer in.Close()
	out, err := os.CreateTemp(dir, "schreiber-import-*.json")
	if err != nil {
		return "", fmt.Errorf("keep upload: %w", err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		os.Remove(out.Name())
		return "", fmt.Errorf("keep upload: %w", err)
	}
	if err := out.Close(); err != nil {
		os.Remove(out.Name())
		return "", fmt.Errorf("keep upload: %w", err)
	}
	return out.Name(), nil
}

// notAGroup is the message for a file that is not a group's export.
var notAGroup = msg.T("This file is not a group backed up from Schreiber.")

// errRefused ends the reading of a file that checkGroupEvening refused.
var errRefused = errors.New("refused")

// restoreGroup checks a group's export file, every evening with every
// game replayed, and then stores it; it returns the group's page, or what
// is wrong with the file.
func (s *Server) restoreGroup(ctx context.Context, j *importJob, group, path string) (string, msg.Text, error) {
	players, err := s.store.Players(ctx, group)
	if err != nil {
		return "", msg.Text{}, err
	}
	names := newImportNames(players)
	evenings := 0
	var refusal msg.Text
	f, err := scanFile(path, func(n int, ev db.ExportFile, size int64) error {
		j.say(msg.T("Checking evening %d of the file.", n))
		if say, refused := checkGroupEvening(n, size, &ev, names, true); refused {
			refusal = say
			return errRefused
		}
		evenings = n
		return nil
	})
	switch {
	case errors.Is(err, errRefused):
		return "", refusal, nil
	case errors.Is(err, db.ErrBadExport):
		return "", notAGroup, nil
	case err != nil:
		return "", msg.Text{}, err
	}
	if say, refused := checkGroupFile(&f, names); refused {
		return "", say, nil
	}
	if say, refused := roomFor(players, len(names.added)); refused {
		return "", say, nil
	}
	in := db.GroupImport{Currency: f.Currency, Players: make([]db.PlayerImport, len(f.Players)), Changes: f.Changes,
		More: readEvenings(path, names),
		Progress: func(n int) {
			j.say(msg.T("%d of %d evenings stored.", n, evenings))
		}}
	for i, p := range f.Players {
		in.Players[i] = db.PlayerImport{Name: p.Name, Archived: p.Archived}
	}
	j.say(msg.T("Storing the evenings."))
	err = s.store.ImportGroup(ctx, group, in)
	if say, refused := importRefusal(err); refused {
		return "", say, nil
	}
	if err != nil {
		return "", msg.Text{}, err
	}
	return "/g/" + group, msg.Text{}, nil
}

// scanFile reads the group file at path as db.ScanGroupExport does.
func scanFile(path string, each func(n int, ev db.ExportFile, size int64) error) (db.GroupFile, error) {
	file, err := os.Open(path)
	if err != nil {
		return db.GroupFile{}, err
	}
	defer file.Close()
	return db.ScanGroupExport(file, each)
}

// errStop ends the reading of a file whose evenings are no longer wanted.
var errStop = errors.New("stop")

// readEvenings reads the checked group file at path again, evening by
// evening, tidied as the check tidied them, for the store.
func readEvenings(path string, names *importNames) iter.Seq2[db.EveningImport, error] {
	return func(yield func(db.EveningImport, error) bool) {
		_, err := scanFile(path, func(n int, ev db.ExportFile, size int64) error {
			if _, refused := checkGroupEvening(n, size, &ev, names, false); refused {
				return fmt.Errorf("evening %d of the file reads differently the second time", n)
			}
			if !yield(ev.Import(), nil) {
				return errStop
			}
			return nil
		})
		if err != nil && !errors.Is(err, errStop) {
			yield(db.EveningImport{}, err)
		}
	}
}

// checkGroupEvening holds evening n of a group file (size bytes of it) to
// the limits of a group's import and to what an evening's import is held
// to; without replay, it only tidies it again (see tidyEvening).
func checkGroupEvening(n int, size int64, ev *db.ExportFile, names *importNames, replay bool) (msg.Text, bool) {
	if n > maxImportEvenings {
		return msg.T("The file holds more than %d evenings, the most a group's import takes.", maxImportEvenings), true
	}
	if size > maxImportEvening {
		return msg.T("Evening %d of the file is larger than %d MB, the most an evening's import takes.", n, maxImportEvening/1_000_000), true
	}
	check := checkEvening
	if !replay {
		check = tidyEvening
	}
	if say, refused := check(ev, names); refused {
		return msg.Join(msg.T("Evening %d:", n), say), true
	}
	return msg.Text{}, false
}

// checkGroupFile holds the rest of a group file to what the pages allow:
// its players' names (archived ones counted as if they played) and its
// changes.
func checkGroupFile(f *db.GroupFile, names *importNames) (msg.Text, bool) {
	for i := range f.Players {
		name, ok := names.name(f.Players[i].Name)
		if !ok {
			return msg.T("The file lists a player without a name or with more than %d characters.", maxPlayerName), true
		}
		f.Players[i].Name = name
	}
	if len(f.Changes) > maxImportChanges {
		return msg.T("The file holds %d changes of the group; an import takes at most %d.", len(f.Changes), maxImportChanges), true
	}
	for i := range f.Changes {
		c := &f.Changes[i]
		device, ok := importDevice(c.Device)
		if !ok {
			return msg.Join(msg.T("Change %d of the file:", i+1), badDevice), true
		}
		c.Device = device
		for _, text := range []*string{&c.Before, &c.After} {
			if strings.TrimSpace(*text) == "" {
				continue
			}
			tidy, ok := cleanName(*text, maxImportChange)
			if !ok {
				return msg.Join(msg.T("Change %d of the file:", i+1), badName(maxImportChange)), true
			}
			*text = tidy
		}
		if !importTime(c.At) {
			return msg.T("Change %d of the file has no time of the form 2026-11-20T19:02:44Z.", i+1), true
		}
	}
	return msg.Text{}, false
}
