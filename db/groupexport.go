package db

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
)

// GroupExportFormat and GroupExportVersion identify a whole group's export
// file: every evening of the group, each in the evening export format.
const (
	GroupExportFormat  = "schreiber-group"
	GroupExportVersion = 1
)

// GroupFile is a whole group as exported: docs/export-format.md describes
// it.
type GroupFile struct {
	Format     string           `json:"format"`
	Version    int              `json:"version"`
	ExportedAt string           `json:"exported_at"`
	Group      string           `json:"group"`
	Currency   string           `json:"currency,omitempty"` // ISO 4217; files without it play in euros
	Players    []ExportedPlayer `json:"players"`
	Evenings   []ExportFile     `json:"evenings"` // oldest first
	// Changes are the group's renames and removals, oldest first; files
	// written before they were kept have none.
	Changes []ExportedChange `json:"changes,omitempty"`
}

// ExportedChange is a change kept for an exported group (see Change),
// without ids: the file names players by name and holds no removed game.
type ExportedChange struct {
	Action string `json:"action"`
	Before string `json:"before,omitempty"`
	After  string `json:"after,omitempty"`
	Device string `json:"device"`
	At     string `json:"at"`
}

// ExportedPlayer is a player of an exported group.
type ExportedPlayer struct {
	Name     string `json:"name"`
	Archived bool   `json:"archived,omitempty"`
}

// ExportGroup collects a whole group into an export file: its players and
// every evening, oldest first.
func (s *Store) ExportGroup(ctx context.Context, groupID string) (GroupFile, error) {
	g, err := s.Group(ctx, groupID)
	if err != nil {
		return GroupFile{}, err
	}
	f := GroupFile{Format: GroupExportFormat, Version: GroupExportVersion, ExportedAt: s.now().UTC().Format(time.RFC3339),
		Group: g.Name, Currency: g.Currency, Players: []ExportedPlayer{}, Evenings: []ExportFile{}}
	players, err := s.Players(ctx, groupID)
	if err != nil {
		return GroupFile{}, err
	}
	for _, p := range players {
		f.Players = append(f.Players, ExportedPlayer{Name: p.Name, Archived: p.Archived})
	}
	evenings, err := s.Evenings(ctx, groupID)
	if err != nil {
		return GroupFile{}, err
	}
	for i := len(evenings) - 1; i >= 0; i-- {
		ev, err := s.ExportEvening(ctx, groupID, evenings[i].ID)
		if err != nil {
			return GroupFile{}, err
		}
		f.Evenings = append(f.Evenings, ev)
	}
	changes, err := s.Changes(ctx, groupID)
	if err != nil {
		return GroupFile{}, err
	}
	for i := len(changes) - 1; i >= 0; i-- {
		c := changes[i]
		if c.Action == RemoveGameChange {
			c.After = "" // an evening id, which the file does not keep
		}
		f.Changes = append(f.Changes, ExportedChange{Action: c.Action, Before: c.Before, After: c.After, Device: c.Device, At: c.CreatedAt})
	}
	return f, nil
}

// ReadGroupExport reads and checks a whole group's export file: the
// envelope, and every evening as ReadExport checks one.
func ReadGroupExport(r io.Reader) (GroupFile, error) {
	var evenings []ExportFile
	f, err := ScanGroupExport(r, func(_ int, ev ExportFile, _ int64) error {
		evenings = append(evenings, ev)
		return nil
	})
	if err != nil {
		return GroupFile{}, err
	}
	f.Evenings = evenings
	if f.Evenings == nil {
		f.Evenings = []ExportFile{}
	}
	return f, nil
}

// ScanGroupExport reads and checks a whole group's export file as
// ReadGroupExport does, but hands its evenings to each as they are read,
// one at a time, with their number (from 1) and how many bytes of the file
// they took, and keeps none of them: a file of years of evenings is never
// held in memory at once. The file it returns has no evenings. An error of
// each ends the reading and is returned as it is. Unknown fields, a field
// given twice and anything after the file's one JSON value are refused.
// The envelope (format, version, currency, changes) is checked once the
// whole file is read: each may have been handed evenings of a file that is
// refused after all, and must keep nothing of them until then.
func ScanGroupExport(r io.Reader, each func(n int, ev ExportFile, size int64) error) (GroupFile, error) {
	var f GroupFile
	bad := func(format string, args ...any) (GroupFile, error) {
		return GroupFile{}, fmt.Errorf("%w: "+format, append([]any{ErrBadExport}, args...)...)
	}
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return bad("not a JSON object")
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return bad("%v", err)
		}
		key, _ := t.(string)
		if seen[strings.ToLower(key)] {
			return bad("the field %q is given twice", key)
		}
		seen[strings.ToLower(key)] = true
		var field any
		switch strings.ToLower(key) {
		case "format":
			field = &f.Format
		case "version":
			field = &f.Version
		case "exported_at":
			field = &f.ExportedAt
		case "group":
			field = &f.Group
		case "currency":
			field = &f.Currency
		case "players":
			field = &f.Players
		case "changes":
			field = &f.Changes
		case "evenings":
			if err := scanEvenings(dec, each); err != nil {
				return GroupFile{}, err
			}
			continue
		default:
			return bad("unknown field %q", key)
		}
		if err := dec.Decode(field); err != nil {
			return bad("%v", err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return bad("%v", err)
	}
	if err := atEnd(dec); err != nil {
		return GroupFile{}, err
	}
	if err := f.check(); err != nil {
		return GroupFile{}, err
	}
	return f, nil
}

// scanEvenings reads the evenings array of a group file, handing every
// evening, checked, to each.
func scanEvenings(dec *json.Decoder, each func(n int, ev ExportFile, size int64) error) error {
	switch t, err := dec.Token(); {
	case err != nil:
		return fmt.Errorf("%w: %v", ErrBadExport, err)
	case t == nil:
		return nil
	case t != json.Delim('['):
		return fmt.Errorf("%w: the evenings are no list", ErrBadExport)
	}
	for n := 1; dec.More(); n++ {
		from := dec.InputOffset()
		var ev ExportFile
		if err := dec.Decode(&ev); err != nil {
			return fmt.Errorf("%w: evening %d: %v", ErrBadExport, n, err)
		}
		if err := ev.check(); err != nil {
			return fmt.Errorf("evening %d: %w", n, err)
		}
		if err := each(n, ev, dec.InputOffset()-from); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return fmt.Errorf("%w: %v", ErrBadExport, err)
	}
	return nil
}

// check holds a group file's envelope to the format.
func (f GroupFile) check() error {
	if f.Format != GroupExportFormat {
		return fmt.Errorf("%w: format is %q", ErrBadExport, f.Format)
	}
	if f.Version != GroupExportVersion {
		return fmt.Errorf("%w: version %d is not supported", ErrBadExport, f.Version)
	}
	if f.Currency != "" && !slices.Contains(Currencies, f.Currency) {
		return fmt.Errorf("%w: currency %q", ErrBadExport, f.Currency)
	}
	for i, c := range f.Changes {
		switch c.Action {
		case RenameGroupChange, RenamePlayerChange, RemoveGameChange, RemoveEveningChange:
		default:
			return fmt.Errorf("%w: change %d is %q", ErrBadExport, i+1, c.Action)
		}
		if _, err := time.Parse(time.RFC3339Nano, c.At); err != nil {
			return fmt.Errorf("%w: change %d has no time", ErrBadExport, i+1)
		}
	}
	return nil
}

// ExportKind says which kind of export a file is, from its format field:
// ExportFormat, GroupExportFormat, or "" when it cannot tell. The files put
// the format first, so only the start is read.
func ExportKind(b []byte) string {
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return ""
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return ""
		}
		if key == "format" {
			var format string
			if dec.Decode(&format) != nil {
				return ""
			}
			return format
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return ""
		}
	}
	return ""
}

// Import turns a group file into what ImportGroup stores.
func (f GroupFile) Import() GroupImport {
	in := GroupImport{Currency: f.Currency, Players: make([]PlayerImport, len(f.Players)), Evenings: make([]EveningImport, len(f.Evenings)), Changes: f.Changes}
	for i, p := range f.Players {
		in.Players[i] = PlayerImport{Name: p.Name, Archived: p.Archived}
	}
	for i, ev := range f.Evenings {
		in.Evenings[i] = ev.Import()
	}
	return in
}
