package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Around is what a game's open pages show besides its log: the rulings
// kept with it and the game the table went on to. Both only ever grow, so
// together with the log they give the pages a position that never goes
// back (see Mark).
type Around struct {
	Rulings int     // how many rulings were kept with the game
	Latest  *Ruling // the last of them, if any
	Next    string  // the first later game of the same kind in the evening, if any
}

// Mark is the position of a game's open pages: the log's last seq plus
// every ruling kept and the game that followed. Each append, kept ruling
// or next game moves it forward by at least one.
func (a Around) Mark(lastSeq int) int {
	m := lastSeq + a.Rulings
	if a.Next != "" {
		m++
	}
	return m
}

// Around reads the rulings kept with a game and the game that followed it.
func (s *Store) Around(ctx context.Context, gameID string) (Around, error) {
	var a Around
	var next sql.NullString
	err := s.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM rulings WHERE game_id = g.id),
		(SELECT n.id FROM games n WHERE n.evening_id = g.evening_id AND n.kind = g.kind AND n.rowid > g.rowid
			ORDER BY n.rowid LIMIT 1)
		FROM games g WHERE g.id = ?`, gameID).Scan(&a.Rulings, &next)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Around{}, fmt.Errorf("game %s: %w", gameID, ErrNotFound)
	case err != nil:
		return Around{}, fmt.Errorf("around game %s: %w", gameID, err)
	}
	a.Next = next.String
	if err := s.latestRuling(ctx, gameID, &a); err != nil {
		return Around{}, err
	}
	return a, nil
}

// latestRuling sets a.Latest to the last ruling kept with the game, if
// a.Rulings says there is one.
func (s *Store) latestRuling(ctx context.Context, gameID string, a *Around) error {
	if a.Rulings == 0 {
		return nil
	}
	rs, err := queryRulings(ctx, s.db, `SELECT id, game_id, question, answer, rule, device, created_at
		FROM rulings WHERE game_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`, gameID)
	if err != nil {
		return err
	}
	if len(rs) > 0 {
		a.Latest = &rs[0]
	}
	return nil
}
