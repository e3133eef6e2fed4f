package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Evening is one card evening of a group: when and where, holding games.
type Evening struct {
	ID      string
	GroupID string
	HeldOn  string // YYYY-MM-DD
	Place   string
}

// CreateEvening stores a new evening.
func (s *Store) CreateEvening(ctx context.Context, groupID, heldOn, place string) (Evening, error) {
	e := Evening{ID: NewID(), GroupID: groupID, HeldOn: heldOn, Place: place}
	if _, err := s.w.ExecContext(ctx, `INSERT INTO evenings (id, group_id, held_on, place, created_at) VALUES (?, ?, ?, ?, ?)`,
		e.ID, e.GroupID, e.HeldOn, e.Place, s.stamp()); err != nil {
		return Evening{}, fmt.Errorf("create evening: %w", err)
	}
	return e, nil
}

// Evening returns the evening with id in the given group.
func (s *Store) Evening(ctx context.Context, groupID, id string) (Evening, error) {
	var e Evening
	err := s.db.QueryRowContext(ctx, `SELECT id, group_id, held_on, place FROM evenings WHERE id = ? AND group_id = ?`, id, groupID).
		Scan(&e.ID, &e.GroupID, &e.HeldOn, &e.Place)
	if errors.Is(err, sql.ErrNoRows) {
		return Evening{}, ErrNotFound
	}
	if err != nil {
		return Evening{}, fmt.Errorf("read evening: %w", err)
	}
	return e, nil
}

// Evenings returns a group's evenings, newest first.
func (s *Store) Evenings(ctx context.Context, groupID string) ([]Evening, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, group_id, held_on, place FROM evenings WHERE group_id = ? ORDER BY held_on DESC, created_at DESC`, groupID)
	if err != nil {
		return nil, fmt.Errorf("list evenings: %w", err)
	}
	defer rows.Close()
	var out []Evening
	for rows.Next() {
		var e Evening
		if err := rows.Scan(&e.ID, &e.GroupID, &e.HeldOn, &e.Place); err != nil {
			return nil, fmt.Errorf("list evenings: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}
