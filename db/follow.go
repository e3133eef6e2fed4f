package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Around is what a game's open pages show besides its log: the rulings
// kept with it, the game the table went on to, and the changes to its
// group (a player renamed, a game removed). Together with the log they give
// the pages a position that never goes back (see Mark).
type Around struct {
	Rulings int     // how many rulings were kept with the game
	Latest  *Ruling // the last of them, if any
	Next    string  // the game the table went on to, if any (see nextGameSQL)
	Changes int     // how many changes the group keeps
}

// changesSQL counts the changes kept for the group of the evening e.
const changesSQL = `(SELECT count(*) FROM group_changes WHERE group_id = e.group_id)`

// nextGameSQL selects the game that followed the game g: the first game
// started later in the same evening that seats any of g's players, of any
// kind. A table that finishes a Gurke game and goes on with Durak has gone
// on just as much as one that plays Gurke again, and sharing a player is
// what tells it from another table playing at the same evening. Being the
// first later game, it never changes once there is one, so the pages'
// mark (see Around.Mark) never goes back.
const nextGameSQL = `(SELECT n.id FROM games n WHERE n.evening_id = g.evening_id AND n.rowid > g.rowid
	AND EXISTS (SELECT 1 FROM seats a JOIN seats b ON b.game_id = n.id AND b.player_id = a.player_id WHERE a.game_id = g.id)
	ORDER BY n.rowid LIMIT 1)`

// Mark is the position of a game's open pages: the log's last seq plus
// every ruling kept, the game that followed, and twice every change to the
// group. Each append, kept ruling, next game or change moves it forward by
// at least one: a removed game, which can only be one with an empty log,
// takes away at most the one of a next game, and its change adds two.
func (a Around) Mark(lastSeq int) int {
	m := lastSeq + a.Rulings + 2*a.Changes
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
		`+nextGameSQL+`, `+changesSQL+`
		FROM games g JOIN evenings e ON e.id = g.evening_id WHERE g.id = ?`, gameID).Scan(&a.Rulings, &next, &a.Changes)
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

// FollowedBy lists the games of the evening that the game followed: those
// whose next game it is, so that a newly started game can be announced on
// the pages of the games the table just finished.
func (s *Store) FollowedBy(ctx context.Context, gameID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id FROM games g JOIN games x ON x.id = ?
		WHERE g.evening_id = x.evening_id AND g.rowid < x.rowid AND `+nextGameSQL+` = x.id
		ORDER BY g.rowid`, gameID)
	if err != nil {
		return nil, fmt.Errorf("games before %s: %w", gameID, err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("games before %s: %w", gameID, err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("games before %s: %w", gameID, err)
	}
	return ids, nil
}
