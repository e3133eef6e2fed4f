package db

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// ExportFormat and ExportVersion identify an evening export file.
const (
	ExportFormat  = "schreiber-evening"
	ExportVersion = 1
)

// ErrBadExport is returned for a file that is not a readable evening export.
var ErrBadExport = errors.New("not a Schreiber evening export")

// ExportFile is an evening as exported: docs/export-format.md describes it.
type ExportFile struct {
	Format     string         `json:"format"`
	Version    int            `json:"version"`
	ExportedAt string         `json:"exported_at"`
	Group      string         `json:"group"`
	Evening    ExportEvening  `json:"evening"`
	Games      []ExportedGame `json:"games"`
}

// ExportEvening is the evening's own data in an export.
type ExportEvening struct {
	HeldOn string `json:"held_on"`
	Place  string `json:"place"`
	// Stakes are what the evening played for, if the table said; files
	// written before stakes existed have none.
	Stakes *ExportStakes `json:"stakes,omitempty"`
}

// ExportStakes are an evening's stakes in an export, in cents.
type ExportStakes struct {
	Unit  int `json:"unit_cents"`
	Point int `json:"point_cents"`
}

// ExportedGame is one game in an export: its kind, seating, frozen
// configuration and whole log.
type ExportedGame struct {
	Kind      string           `json:"kind"`
	CreatedAt string           `json:"created_at"`
	Players   []string         `json:"players"`
	Config    json.RawMessage  `json:"config"`
	Log       []ExportedRecord `json:"log"`
	// Rulings are the disputes kept with the game; files written before
	// rulings existed have none.
	Rulings []ExportedRuling `json:"rulings,omitempty"`
}

// ExportedRuling is one ruling kept with a game, in an export.
type ExportedRuling struct {
	Question json.RawMessage `json:"question"`
	Answer   json.RawMessage `json:"answer"`
	Rule     json.RawMessage `json:"rule,omitempty"`
	Device   string          `json:"device"`
	At       string          `json:"at"`
}

// ExportedRecord is one record of a game's log in an export.
type ExportedRecord struct {
	ID      string          `json:"id"`
	Seq     int             `json:"seq"`
	Action  Action          `json:"action"`
	Target  string          `json:"target,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
	Device  string          `json:"device"`
	At      string          `json:"at"`
}

// ExportEvening collects an evening of a group into an export file.
func (s *Store) ExportEvening(ctx context.Context, groupID, eveningID string) (ExportFile, error) {
	g, err := s.Group(ctx, groupID)
	if err != nil {
		return ExportFile{}, err
	}
	ev, err := s.Evening(ctx, groupID, eveningID)
	if err != nil {
		return ExportFile{}, err
	}
	f := ExportFile{Format: ExportFormat, Version: ExportVersion, ExportedAt: s.now().UTC().Format(time.RFC3339), Group: g.Name,
		Evening: ExportEvening{HeldOn: ev.HeldOn, Place: ev.Place}, Games: []ExportedGame{}}
	switch st, err := s.EveningStakes(ctx, eveningID); {
	case err == nil:
		f.Evening.Stakes = &ExportStakes{Unit: st.UnitCents, Point: st.PointCents}
	case !errors.Is(err, ErrNotFound):
		return ExportFile{}, err
	}
	games, err := s.Games(ctx, eveningID)
	if err != nil {
		return ExportFile{}, err
	}
	for _, game := range games {
		log, err := s.Log(ctx, game.ID)
		if err != nil {
			return ExportFile{}, err
		}
		eg := ExportedGame{Kind: game.Kind, CreatedAt: game.CreatedAt, Config: json.RawMessage(game.Config),
			Players: []string{}, Log: []ExportedRecord{}}
		for _, p := range game.Seats {
			eg.Players = append(eg.Players, p.Name)
		}
		for _, r := range log {
			er := ExportedRecord{ID: r.ID, Seq: r.Seq, Action: r.Action, Target: r.TargetID, Device: r.Device, At: r.CreatedAt}
			if r.Payload != "" {
				er.Payload = json.RawMessage(r.Payload)
			}
			eg.Log = append(eg.Log, er)
		}
		if eg.Rulings, err = s.exportRulings(ctx, game.ID); err != nil {
			return ExportFile{}, err
		}
		f.Games = append(f.Games, eg)
	}
	return f, nil
}

func (s *Store) exportRulings(ctx context.Context, gameID string) ([]ExportedRuling, error) {
	rs, err := s.Rulings(ctx, gameID)
	if err != nil {
		return nil, err
	}
	var out []ExportedRuling
	for _, r := range rs {
		er := ExportedRuling{Question: rawJSON(r.Question), Answer: rawJSON(r.Answer), Device: r.Device, At: r.CreatedAt}
		if r.Rule != "" {
			er.Rule = rawJSON(r.Rule)
		}
		out = append(out, er)
	}
	return out, nil
}

// rawJSON passes stored JSON through, and writes anything else as a JSON
// string, so that an export is always valid JSON.
func rawJSON(s string) json.RawMessage {
	if json.Valid([]byte(s)) {
		return json.RawMessage(s)
	}
	b, _ := json.Marshal(s)
	return b
}

// ReadExport reads and checks an export file.
func ReadExport(r io.Reader) (ExportFile, error) {
	var f ExportFile
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return ExportFile{}, fmt.Errorf("%w: %v", ErrBadExport, err)
	}
	if err := atEnd(dec); err != nil {
		return ExportFile{}, err
	}
	if err := f.check(); err != nil {
		return ExportFile{}, err
	}
	return f, nil
}

// atEnd refuses a file with anything but white space after its JSON
// value: a second value, or garbage, would be a file half read.
func atEnd(dec *json.Decoder) error {
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: there is more after the file's JSON value", ErrBadExport)
	}
	return nil
}

// check holds a file read to the format: its name and version, and games
// whose logs fold the same wherever they are read.
func (f ExportFile) check() error {
	if f.Format != ExportFormat {
		return fmt.Errorf("%w: format is %q", ErrBadExport, f.Format)
	}
	if f.Version != ExportVersion {
		return fmt.Errorf("%w: version %d is not supported", ErrBadExport, f.Version)
	}
	if st := f.Evening.Stakes; st != nil && (st.Unit < 0 || st.Point < 0) {
		return fmt.Errorf("%w: the evening's stakes are negative", ErrBadExport)
	}
	for gi, g := range f.Games {
		if g.Kind == "" || len(g.Config) == 0 || !json.Valid(g.Config) {
			return fmt.Errorf("%w: game %d has no kind or configuration", ErrBadExport, gi+1)
		}
		seated := map[string]bool{}
		for _, name := range g.Players {
			if seated[name] {
				return fmt.Errorf("%w: game %d seats %q twice", ErrBadExport, gi+1, name)
			}
			seated[name] = true
		}
		// Ids are unique within a game, and edit and void name an add
		// before them: the log then folds the same wherever it is read.
		actions := map[string]Action{}
		for ri, r := range g.Log {
			if r.Action != Add && r.Action != Edit && r.Action != Void {
				return fmt.Errorf("%w: game %d record %d has action %q", ErrBadExport, gi+1, ri+1, r.Action)
			}
			if _, dup := actions[r.ID]; dup {
				return fmt.Errorf("%w: game %d record %d repeats the id %q", ErrBadExport, gi+1, ri+1, r.ID)
			}
			if r.Action != Add && actions[r.Target] != Add {
				return fmt.Errorf("%w: game %d record %d targets no earlier add", ErrBadExport, gi+1, ri+1)
			}
			actions[r.ID] = r.Action
		}
		for ri, r := range g.Rulings {
			if len(r.Question) == 0 || len(r.Answer) == 0 {
				return fmt.Errorf("%w: game %d ruling %d has no question or answer", ErrBadExport, gi+1, ri+1)
			}
		}
	}
	return nil
}

// StartingSeats is how many of an exported game's players sat at its
// table when it started (see StartingSeats): the others sat down during
// the game.
func (g ExportedGame) StartingSeats() int {
	var adds []string
	for _, r := range g.Log {
		if r.Action == Add {
			adds = append(adds, string(r.Payload))
		}
	}
	return StartingSeats(len(g.Players), adds)
}

// Current returns the deals of an exported game as they stand after edits
// and undos, as JSON payloads in order; a mark that finished or abandoned
// the game is not one of them.
func (g ExportedGame) Current() [][]byte {
	deals, _ := g.Settled()
	return deals
}

// Settled returns the deals of an exported game as Current does, and the
// mark that ended it at the table's word (Finished or Abandoned, written
// compact), or "" while none did.
func (g ExportedGame) Settled() (deals [][]byte, mark string) {
	_, deals, mark = g.Played()
	return deals, mark
}

// Played returns the config an exported game is replayed with (the
// latest correction of its house rules that counts, else its own: see
// HouseRules), and its deals and mark as Settled does.
func (g ExportedGame) Played() (config []byte, deals [][]byte, mark string) {
	recs := make([]Record, len(g.Log))
	for i, r := range g.Log {
		// Compact, as the app writes payloads and an import stores them: a
		// mark and a correction of the rules are then known by their text.
		payload := string(r.Payload)
		var b bytes.Buffer
		if json.Compact(&b, r.Payload) == nil {
			payload = b.String()
		}
		recs[i] = Record{ID: r.ID, Seq: r.Seq, Action: r.Action, TargetID: r.Target, Payload: payload}
	}
	cur, _, now, end := Replayable(recs, string(g.Config))
	deals = make([][]byte, len(cur))
	for i, c := range cur {
		deals[i] = []byte(c.Payload)
	}
	return []byte(now), deals, MarkOf(end.Payload)
}

// Import turns an export file into what ImportEvening stores.
func (f ExportFile) Import() EveningImport {
	in := EveningImport{HeldOn: f.Evening.HeldOn, Place: f.Evening.Place}
	if st := f.Evening.Stakes; st != nil {
		in.Stakes = &Stakes{UnitCents: st.Unit, PointCents: st.Point}
	}
	for _, g := range f.Games {
		var cfg bytes.Buffer
		if err := json.Compact(&cfg, g.Config); err != nil {
			cfg.Write(g.Config)
		}
		gi := GameImport{Kind: g.Kind, Config: cfg.String(), CreatedAt: g.CreatedAt, Seats: g.Players}
		for _, r := range g.Log {
			// Compact, as the app writes payloads: a mark (see Finished)
			// is then known by its text.
			var payload bytes.Buffer
			if err := json.Compact(&payload, r.Payload); err != nil {
				payload.Reset()
				payload.Write(r.Payload)
			}
			gi.Log = append(gi.Log, Record{ID: r.ID, Action: r.Action, TargetID: r.Target, Payload: payload.String(),
				Device: r.Device, CreatedAt: r.At})
		}
		for _, r := range g.Rulings {
			gi.Rulings = append(gi.Rulings, Ruling{Question: string(r.Question), Answer: string(r.Answer),
				Rule: string(r.Rule), Device: r.Device, CreatedAt: r.At})
		}
		in.Games = append(in.Games, gi)
	}
	return in
}
