package db

import (
	"context"
	"database/sql"
	"fmt"
)

// Player is a member of a group.
type Player struct {
	ID       string
	GroupID  string
	Name     string
	Archived bool
}

// dbtx is what *sql.DB and *sql.Tx have in common.
type dbtx interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func addPlayer(ctx context.Context, q dbtx, groupID, name, at string) (Player, error) {
	p := Player{ID: NewID(), GroupID: groupID, Name: name}
	if _, err := q.ExecContext(ctx, `INSERT INTO players (id, group_id, name, created_at) VALUES (?, ?, ?, ?)`,
		p.ID, groupID, name, at); err != nil {
		return Player{}, fmt.Errorf("add player: %w", err)
	}
	return p, nil
}

// AddPlayer adds a player to a group.
func (s *Store) AddPlayer(ctx context.Context, groupID, name string) (Player, error) {
	return addPlayer(ctx, s.w, groupID, name, s.stamp())
}

// SetPlayerArchived archives a player (hidden when starting games, kept in
// every game that has them) or brings them back.
func (s *Store) SetPlayerArchived(ctx context.Context, groupID, playerID string, archived bool) error {
	res, err := s.w.ExecContext(ctx, `UPDATE players SET archived = ? WHERE id = ? AND group_id = ?`, archived, playerID, groupID)
	if err != nil {
		return fmt.Errorf("archive player: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// Players returns a group's players by name, archived ones included.
func (s *Store) Players(ctx context.Context, groupID string) ([]Player, error) {
	return queryPlayers(ctx, s.db, `SELECT id, group_id, name, archived FROM players WHERE group_id = ? ORDER BY name COLLATE NOCASE, id`, groupID)
}

func queryPlayers(ctx context.Context, q dbtx, query string, args ...any) ([]Player, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list players: %w", err)
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ID, &p.GroupID, &p.Name, &p.Archived); err != nil {
			return nil, fmt.Errorf("list players: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
