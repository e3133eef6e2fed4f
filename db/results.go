package db

import (
	"context"
	"fmt"
)

// SeatResult is how one seat of a game placed, as the statistics keep it.
// The store does not know how it was worked out; it keeps it until the
// game's log grows.
type SeatResult struct {
	Seat   int
	Side   int // the line of the standings the seat played for
	Place  int
	Won    bool
	Counts string // the kind's own figures, comma-separated
}

// ResultLine is one seat's result with the game, evening and player it
// belongs to.
type ResultLine struct {
	GameID    string
	EveningID string
	HeldOn    string
	CreatedAt string // the game's start
	Kind      string
	PlayerID  string
	SeatResult
}

// GamesWithoutResult returns the group's games that have no result of the
// given version kept: new ones, those whose log grew since, those worked
// out by another version. Each comes with its seating.
func (s *Store) GamesWithoutResult(ctx context.Context, groupID string, version int) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.evening_id, e.group_id, g.kind, g.config, g.created_at
		FROM games g JOIN evenings e ON e.id = g.evening_id
		LEFT JOIN game_results r ON r.game_id = g.id AND r.version = ?
		WHERE e.group_id = ? AND r.game_id IS NULL ORDER BY g.created_at, g.id`, version, groupID)
	if err != nil {
		return nil, fmt.Errorf("list games without result: %w", err)
	}
	var out []Game
	for rows.Next() {
		var g Game
		if err := rows.Scan(&g.ID, &g.EveningID, &g.GroupID, &g.Kind, &g.Config, &g.CreatedAt); err != nil {
			rows.Close()
			return nil, fmt.Errorf("list games without result: %w", err)
		}
		out = append(out, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list games without result: %w", err)
	}
	for i := range out {
		if out[i].Seats, err = seatsOf(ctx, s.db, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// KeepResult keeps a game's result as worked out from its log up to the
// record seq, with the given version; seats is empty for a game that has
// no result yet. When the log has grown past seq meanwhile, nothing is
// kept: the result would be out of date.
func (s *Store) KeepResult(ctx context.Context, gameID string, version, seq int, seats []SeatResult) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	defer tx.Rollback()
	var last int
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = ?`, gameID).Scan(&last); err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	if last != seq {
		return nil
	}
	for _, q := range []string{`DELETE FROM result_seats WHERE game_id = ?`, `DELETE FROM game_results WHERE game_id = ?`} {
		if _, err := tx.ExecContext(ctx, q, gameID); err != nil {
			return fmt.Errorf("keep result: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO game_results (game_id, version, seq, counted) VALUES (?, ?, ?, ?)`,
		gameID, version, seq, len(seats) > 0); err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	for _, r := range seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO result_seats (game_id, seat, side, place, won, counts) VALUES (?, ?, ?, ?, ?, ?)`,
			gameID, r.Seat, r.Side, r.Place, r.Won, r.Counts); err != nil {
			return fmt.Errorf("keep result: %w", err)
		}
	}
	return tx.Commit()
}

// ResultLines returns every seat of the group's games that have a result,
// with its player, in the order the games were played.
func (s *Store) ResultLines(ctx context.Context, groupID string) ([]ResultLine, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.evening_id, e.held_on, g.created_at, g.kind, st.player_id,
			r.seat, r.side, r.place, r.won, r.counts
		FROM evenings e JOIN games g ON g.evening_id = e.id
		JOIN result_seats r ON r.game_id = g.id
		JOIN seats st ON st.game_id = r.game_id AND st.seat = r.seat
		WHERE e.group_id = ? ORDER BY e.held_on, g.created_at, g.id, r.seat`, groupID)
	if err != nil {
		return nil, fmt.Errorf("read results: %w", err)
	}
	defer rows.Close()
	var out []ResultLine
	for rows.Next() {
		var l ResultLine
		if err := rows.Scan(&l.GameID, &l.EveningID, &l.HeldOn, &l.CreatedAt, &l.Kind, &l.PlayerID,
			&l.Seat, &l.Side, &l.Place, &l.Won, &l.Counts); err != nil {
			return nil, fmt.Errorf("read results: %w", err)
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// DropResults forgets every kept result; they are worked out again from
// the logs when next needed.
func (s *Store) DropResults(ctx context.Context) error {
	for _, q := range []string{`DELETE FROM result_seats`, `DELETE FROM game_results`} {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("drop results: %w", err)
		}
	}
	return nil
}
