package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// EveningImport is an evening read from an export file, ready to store.
type EveningImport struct {
	HeldOn string
	Place  string
	Stakes *Stakes // what the evening played for, if the file says
	Games  []GameImport
}

// GameImport is one game of an EveningImport.
type GameImport struct {
	Kind      string
	Config    string
	CreatedAt string
	Seats     []string // player names in seating order
	Log       []Record // in order; ids are only used to map targets
	Rulings   []Ruling // the disputes kept with the game
}

// ImportEvening stores an imported evening in a group in one transaction.
// Players are matched by name (created when the group has none of that
// name); every id is made new; times and devices are kept.
func (s *Store) ImportEvening(ctx context.Context, groupID string, in EveningImport) (Evening, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Evening{}, fmt.Errorf("import evening: %w", err)
	}
	defer tx.Rollback()
	ev, err := importEvening(ctx, tx, groupID, in, s.stamp())
	if err != nil {
		return Evening{}, err
	}
	return ev, tx.Commit()
}

// importEvening stores an imported evening in a group.
func importEvening(ctx context.Context, tx dbtx, groupID string, in EveningImport, now string) (Evening, error) {
	ev := Evening{ID: NewID(), GroupID: groupID, HeldOn: in.HeldOn, Place: in.Place}
	if _, err := tx.ExecContext(ctx, `INSERT INTO evenings (id, group_id, held_on, place, created_at) VALUES (?, ?, ?, ?, ?)`,
		ev.ID, groupID, ev.HeldOn, ev.Place, now); err != nil {
		return Evening{}, fmt.Errorf("import evening: %w", err)
	}
	if in.Stakes != nil {
		if err := setStakes(ctx, tx, ev.ID, *in.Stakes, now); err != nil {
			return Evening{}, err
		}
	}
	players, err := queryPlayers(ctx, tx, `SELECT id, group_id, name, archived FROM players WHERE group_id = ? ORDER BY archived, created_at`, groupID)
	if err != nil {
		return Evening{}, err
	}
	byName := map[string]string{}
	for _, p := range players {
		if _, ok := byName[p.Name]; !ok {
			byName[p.Name] = p.ID
		}
	}
	for gi, g := range in.Games {
		gameID := NewID()
		if _, err := tx.ExecContext(ctx, `INSERT INTO games (id, evening_id, kind, config, created_at) VALUES (?, ?, ?, ?, ?)`,
			gameID, ev.ID, g.Kind, g.Config, g.CreatedAt); err != nil {
			return Evening{}, fmt.Errorf("import game %d: %w", gi+1, err)
		}
		for seat, name := range g.Seats {
			pid, ok := byName[name]
			if !ok {
				p, err := addPlayer(ctx, tx, groupID, name, now)
				if err != nil {
					return Evening{}, err
				}
				pid, byName[name] = p.ID, p.ID
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id) VALUES (?, ?, ?)`, gameID, seat, pid); err != nil {
				return Evening{}, fmt.Errorf("import game %d seat %d: %w", gi+1, seat+1, err)
			}
		}
		if err := importLog(ctx, tx, gameID, g.Log); err != nil {
			return Evening{}, fmt.Errorf("import game %d: %w", gi+1, err)
		}
		if err := importRulings(ctx, tx, gameID, g.Rulings); err != nil {
			return Evening{}, fmt.Errorf("import game %d: %w", gi+1, err)
		}
	}
	return ev, nil
}

// ErrNotEmpty is returned when a whole group is imported into a group that
// has evenings already.
var ErrNotEmpty = errors.New("the group has evenings already")

// PlayerImport is a player of an imported group.
type PlayerImport struct {
	Name     string
	Archived bool
}

// ImportGroup stores a whole group's evenings, in one transaction, in a
// group that has none yet. Its players are matched by name and created
// where the group has none of that name, archived as they were; every id is
// made new.
func (s *Store) ImportGroup(ctx context.Context, groupID string, in GroupImport) error {
	players, evenings := in.Players, in.Evenings
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("import group: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM evenings WHERE group_id = ?`, groupID).Scan(&n); err != nil {
		return fmt.Errorf("import group: %w", err)
	}
	if n > 0 {
		return ErrNotEmpty
	}
	have, err := queryPlayers(ctx, tx, `SELECT id, group_id, name, archived FROM players WHERE group_id = ?`, groupID)
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, p := range have {
		known[p.Name] = true
	}
	now := s.stamp()
	for _, p := range players {
		if known[p.Name] {
			continue
		}
		known[p.Name] = true
		added, err := addPlayer(ctx, tx, groupID, p.Name, now)
		if err != nil {
			return err
		}
		if p.Archived {
			if _, err := tx.ExecContext(ctx, `UPDATE players SET archived = 1 WHERE id = ?`, added.ID); err != nil {
				return fmt.Errorf("import group: %w", err)
			}
		}
	}
	for i, in := range evenings {
		if _, err := importEvening(ctx, tx, groupID, in, now); err != nil {
			return fmt.Errorf("evening %d: %w", i+1, err)
		}
	}
	if in.Currency != "" {
		if _, err := tx.ExecContext(ctx, `UPDATE groups SET currency = ? WHERE id = ?`, in.Currency, groupID); err != nil {
			return fmt.Errorf("import group: %w", err)
		}
	}
	// The changes come without ids: a renamed player is the one of the new
	// name, a removed game or evening is none that exists.
	for _, c := range in.Changes {
		subject := ""
		switch c.Action {
		case RenameGroupChange:
			subject = groupID
		case RenamePlayerChange:
			if err := tx.QueryRowContext(ctx, `SELECT id FROM players WHERE group_id = ? AND name = ?`, groupID, c.After).Scan(&subject); err != nil && !errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("import group: %w", err)
			}
		}
		if err := insertChange(ctx, tx, Change{ID: NewID(), GroupID: groupID, Action: c.Action, Subject: subject,
			Before: c.Before, After: c.After, Device: c.Device, CreatedAt: c.At}); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func importLog(ctx context.Context, q dbtx, gameID string, recs []Record) error {
	ids := map[string]string{}
	for i, r := range recs {
		var target any
		if r.Action != Add {
			t, ok := ids[r.TargetID]
			if !ok {
				return fmt.Errorf("log record %d targets an unknown record: %w", i+1, ErrNotFound)
			}
			target = t
		}
		// Mapped after its target, so that a record never targets itself.
		id := NewID()
		ids[r.ID] = id
		if _, err := q.ExecContext(ctx, `INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, gameID, i+1, r.Action, target, r.Payload, r.Device, r.CreatedAt); err != nil {
			return fmt.Errorf("log record %d: %w", i+1, err)
		}
	}
	return nil
}
