package db

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// ErrInUse is returned when something is removed that holds what must be
// kept: a game with a log, an evening with games.
var ErrInUse = errors.New("holds records that are kept")

// The kinds of change a group keeps beside its games' logs.
const (
	RenameGroupChange   = "rename-group"
	RenamePlayerChange  = "rename-player"
	RemoveGameChange    = "remove-game"
	RemoveEveningChange = "remove-evening"
)

// Change is one thing a scorer changed about a group: a name, or a game or
// an evening removed while empty. Who changed it is the device as the log
// names devices.
type Change struct {
	ID        string
	GroupID   string
	Action    string
	Subject   string // the id of the group, player, game or evening
	Before    string // the old name; the removed game's kind; the removed evening's date
	After     string // the new name; the removed game's evening
	Device    string
	CreatedAt string
}

func insertChange(ctx context.Context, q dbtx, c Change) error {
	if _, err := q.ExecContext(ctx, `INSERT INTO group_changes (id, group_id, action, subject, before, after, device, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, c.ID, c.GroupID, c.Action, c.Subject, c.Before, c.After, c.Device, c.CreatedAt); err != nil {
		return fmt.Errorf("keep change: %w", err)
	}
	return nil
}

// change runs one change of the group in a transaction: do makes it and
// returns what to keep of it, which is then kept with the time and the
// device.
func (s *Store) change(ctx context.Context, groupID, device string, do func(tx *sql.Tx) (Change, error)) (Change, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Change{}, fmt.Errorf("change group: %w", err)
	}
	defer tx.Rollback()
	c, err := do(tx)
	if err != nil {
		return Change{}, err
	}
	c.ID, c.GroupID, c.Device, c.CreatedAt = NewID(), groupID, device, s.stamp()
	if err := insertChange(ctx, tx, c); err != nil {
		return Change{}, err
	}
	return c, tx.Commit()
}

// RenameGroup gives the group a new name.
func (s *Store) RenameGroup(ctx context.Context, groupID, name, device string) (Change, error) {
	return s.change(ctx, groupID, device, func(tx *sql.Tx) (Change, error) {
		var old string
		if err := tx.QueryRowContext(ctx, `SELECT name FROM groups WHERE id = ?`, groupID).Scan(&old); err != nil {
			return Change{}, notFound("rename group", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE groups SET name = ? WHERE id = ?`, name, groupID); err != nil {
			return Change{}, fmt.Errorf("rename group: %w", err)
		}
		return Change{Action: RenameGroupChange, Subject: groupID, Before: old, After: name}, nil
	})
}

// RenamePlayer gives a player of the group a new name, one no other player
// of the group has (else ErrNameTaken). The player stays the same in every
// game and result, which name players by id.
func (s *Store) RenamePlayer(ctx context.Context, groupID, playerID, name, device string) (Change, error) {
	return s.change(ctx, groupID, device, func(tx *sql.Tx) (Change, error) {
		var old string
		if err := tx.QueryRowContext(ctx, `SELECT name FROM players WHERE id = ? AND group_id = ?`, playerID, groupID).Scan(&old); err != nil {
			return Change{}, notFound("rename player", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ? WHERE id = ?`, name, NameKey(name), playerID); err != nil {
			return Change{}, fmt.Errorf("rename player: %w", nameTaken(err))
		}
		return Change{Action: RenamePlayerChange, Subject: playerID, Before: old, After: name}, nil
	})
}

// RemoveGame removes a game of the group whose log is empty and that kept
// no ruling: a game started by mistake. A game with a record in its log is
// ErrInUse: the log is kept, and such a game can only be abandoned.
func (s *Store) RemoveGame(ctx context.Context, groupID, gameID, device string) (Change, error) {
	return s.change(ctx, groupID, device, func(tx *sql.Tx) (Change, error) {
		var kind, evening string
		var records int
		err := tx.QueryRowContext(ctx, `SELECT g.kind, g.evening_id,
				(SELECT count(*) FROM entries WHERE game_id = g.id) + (SELECT count(*) FROM rulings WHERE game_id = g.id)
			FROM games g JOIN evenings e ON e.id = g.evening_id WHERE g.id = ? AND e.group_id = ?`, gameID, groupID).Scan(&kind, &evening, &records)
		if err != nil {
			return Change{}, notFound("remove game", err)
		}
		if records > 0 {
			return Change{}, ErrInUse
		}
		for _, q := range []string{`DELETE FROM result_games WHERE game_id = ?`, `DELETE FROM game_results WHERE game_id = ?`,
			`DELETE FROM seats WHERE game_id = ?`, `DELETE FROM games WHERE id = ?`} {
			if _, err := tx.ExecContext(ctx, q, gameID); err != nil {
				return Change{}, fmt.Errorf("remove game: %w", err)
			}
		}
		return Change{Action: RemoveGameChange, Subject: gameID, Before: kind, After: evening}, nil
	})
}

// RemoveEvening removes an evening of the group that has no game: one
// created by mistake. An evening with a game is ErrInUse.
func (s *Store) RemoveEvening(ctx context.Context, groupID, eveningID, device string) (Change, error) {
	return s.change(ctx, groupID, device, func(tx *sql.Tx) (Change, error) {
		var heldOn string
		var games int
		err := tx.QueryRowContext(ctx, `SELECT held_on, (SELECT count(*) FROM games WHERE evening_id = e.id)
			FROM evenings e WHERE e.id = ? AND e.group_id = ?`, eveningID, groupID).Scan(&heldOn, &games)
		if err != nil {
			return Change{}, notFound("remove evening", err)
		}
		if games > 0 {
			return Change{}, ErrInUse
		}
		for _, q := range []string{`DELETE FROM evening_stakes WHERE evening_id = ?`, `DELETE FROM evenings WHERE id = ?`} {
			if _, err := tx.ExecContext(ctx, q, eveningID); err != nil {
				return Change{}, fmt.Errorf("remove evening: %w", err)
			}
		}
		return Change{Action: RemoveEveningChange, Subject: eveningID, Before: heldOn}, nil
	})
}

// Changes returns what was changed about the group, the latest first.
func (s *Store) Changes(ctx context.Context, groupID string) ([]Change, error) {
	return queryChanges(ctx, s.db, `WHERE group_id = ? ORDER BY created_at DESC, rowid DESC`, groupID)
}

// Removal returns the change that removed the group's game or evening
// with the id; ErrNotFound if none did.
func (s *Store) Removal(ctx context.Context, groupID, subject string) (Change, error) {
	cs, err := queryChanges(ctx, s.db, `WHERE group_id = ? AND subject = ? AND action IN (?, ?)`,
		groupID, subject, RemoveGameChange, RemoveEveningChange)
	if err != nil {
		return Change{}, err
	}
	if len(cs) == 0 {
		return Change{}, ErrNotFound
	}
	return cs[0], nil
}

func queryChanges(ctx context.Context, q dbtx, where string, args ...any) ([]Change, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, group_id, action, subject, before, after, device, created_at
		FROM group_changes `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("read changes: %w", err)
	}
	defer rows.Close()
	var out []Change
	for rows.Next() {
		var c Change
		if err := rows.Scan(&c.ID, &c.GroupID, &c.Action, &c.Subject, &c.Before, &c.After, &c.Device, &c.CreatedAt); err != nil {
			return nil, fmt.Errorf("read changes: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// groupDigest is what a deleted group leaves of its id.
func groupDigest(groupID string) string {
	sum := sha256.Sum256([]byte("schreiber group " + groupID))
	return hex.EncodeToString(sum[:])
}

// DeleteGroup deletes the group and every row of it in one transaction:
// its evenings, games, seats, logs, rulings, results, stakes, players,
// invites, memberships and changes, and the devices that belonged to no
// other group. Only the digest of its id stays, with the time (see
// GroupDeleted). Freed pages are overwritten, so the database file keeps
// none of it either.
func (s *Store) DeleteGroup(ctx context.Context, groupID string) error {
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	defer conn.Close()
	// Every row of the group goes, so no reference is left dangling; the
	// checks of the foreign keys would only look, row by row, for what
	// refers to each deleted record of a log, which no index serves.
	// (SQLite's; PostgreSQL checks them by index, and frees no page.)
	if !s.pg {
		for _, p := range []string{`PRAGMA secure_delete = 1`, `PRAGMA foreign_keys = 0`} {
			if _, err := conn.ExecContext(ctx, p); err != nil {
				return fmt.Errorf("delete group: %w", err)
			}
		}
		defer func() {
			for _, p := range []string{`PRAGMA secure_delete = 0`, `PRAGMA foreign_keys = 1`} {
				conn.ExecContext(context.Background(), p)
			}
		}()
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM groups WHERE id = ?`, groupID).Scan(&n); err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	if n == 0 {
		return ErrNotFound
	}
	games := `SELECT g.id FROM games g JOIN evenings e ON e.id = g.evening_id WHERE e.group_id = ?1`
	steps := []string{
		`INSERT INTO group_deletions (group_id) VALUES (?1)`,
		`DELETE FROM result_games WHERE group_id = ?1`,
		`DELETE FROM game_results WHERE game_id IN (` + games + `)`,
		// The log's records target earlier ones: the latest go first.
		`DELETE FROM entries WHERE target_id IS NOT NULL AND game_id IN (` + games + `)`,
		`DELETE FROM entries WHERE game_id IN (` + games + `)`,
		`DELETE FROM rulings WHERE game_id IN (` + games + `)`,
		`DELETE FROM seats WHERE game_id IN (` + games + `)`,
		`DELETE FROM games WHERE evening_id IN (SELECT id FROM evenings WHERE group_id = ?1)`,
		`DELETE FROM evening_stakes WHERE evening_id IN (SELECT id FROM evenings WHERE group_id = ?1)`,
		`DELETE FROM evenings WHERE group_id = ?1`,
		`DELETE FROM players WHERE group_id = ?1`,
		`DELETE FROM invites WHERE group_id = ?1`,
		`CREATE TEMP TABLE IF NOT EXISTS deleting_devices (id TEXT PRIMARY KEY)`,
		`DELETE FROM temp.deleting_devices`,
		`INSERT INTO temp.deleting_devices SELECT device_id FROM memberships WHERE group_id = ?1`,
		`DELETE FROM memberships WHERE group_id = ?1`,
		`DELETE FROM devices WHERE id IN (SELECT id FROM temp.deleting_devices)
			AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.device_id = devices.id)`,
		`DELETE FROM temp.deleting_devices`,
		`DELETE FROM group_changes WHERE group_id = ?1`,
		`DELETE FROM groups WHERE id = ?1`,
		`DELETE FROM group_deletions WHERE group_id = ?1`,
	}
	for _, q := range steps {
		if s.pg {
			q = strings.ReplaceAll(q, "temp.", "pg_temp.")
		}
		var args []any
		if strings.Contains(q, "?") {
			args = append(args, groupID)
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("delete group: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO deleted_groups (digest, deleted_at) VALUES (?, ?)
		ON CONFLICT (digest) DO UPDATE SET deleted_at = excluded.deleted_at`,
		groupDigest(groupID), s.stamp()); err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	// The write-ahead log still holds the pages as they were; moving them
	// into the database file and emptying it leaves the deleted rows in
	// neither.
	if s.pg {
		return nil
	}
	if _, err := conn.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		return fmt.Errorf("delete group: %w", err)
	}
	return nil
}

// GroupDeleted returns when the group with the id was deleted, or
// ErrNotFound if it was not.
func (s *Store) GroupDeleted(ctx context.Context, groupID string) (string, error) {
	var at string
	err := s.db.QueryRowContext(ctx, `SELECT deleted_at FROM deleted_groups WHERE digest = ?`, groupDigest(groupID)).Scan(&at)
	if err != nil {
		return "", notFound("read deleted group", err)
	}
	return at, nil
}

// notFound turns a query's sql.ErrNoRows into ErrNotFound.
func notFound(what string, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return fmt.Errorf("%s: %w", what, err)
}
