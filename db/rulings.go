package db

import (
	"context"
	"fmt"
)

// Ruling is a disputed play that the table settled with the referee and
// kept with its game. Question, Answer and Rule are JSON written by the web
// layer; the store keeps them untouched. A ruling changes no score.
type Ruling struct {
	ID        string
	GameID    string
	Question  string
	Answer    string
	Rule      string
	Device    string
	CreatedAt string
}

// NewRuling is what a caller keeps.
type NewRuling struct {
	Question string
	Answer   string
	Rule     string
	Device   string
	Nonce    string // the form's one-time token; keeping it twice is ErrDuplicate
}

// KeepRuling appends a ruling to a game's disputes.
func (s *Store) KeepRuling(ctx context.Context, gameID string, n NewRuling) (Ruling, error) {
	r := Ruling{ID: NewID(), GameID: gameID, Question: n.Question, Answer: n.Answer, Rule: n.Rule,
		Device: n.Device, CreatedAt: s.stamp()}
	var nonce any
	if n.Nonce != "" {
		nonce = n.Nonce
	}
	res, err := s.w.ExecContext(ctx, `INSERT INTO rulings (id, game_id, question, answer, rule, device, nonce, created_at)
		SELECT ?, id, ?, ?, ?, ?, ?, ? FROM games WHERE id = ?`,
		r.ID, r.Question, r.Answer, r.Rule, r.Device, nonce, r.CreatedAt, gameID)
	switch {
	case err != nil && isUnique(err):
		return Ruling{}, ErrDuplicate
	case err != nil:
		return Ruling{}, fmt.Errorf("keep ruling: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Ruling{}, fmt.Errorf("keep ruling for game %s: %w", gameID, ErrNotFound)
	}
	return r, nil
}

// Rulings returns the rulings kept with a game, oldest first.
func (s *Store) Rulings(ctx context.Context, gameID string) ([]Ruling, error) {
	return queryRulings(ctx, s.db, `SELECT id, game_id, question, answer, rule, device, created_at
		FROM rulings WHERE game_id = ? ORDER BY created_at, rowid`, gameID)
}

// EveningRulings returns the rulings kept with any game of an evening,
// oldest first.
func (s *Store) EveningRulings(ctx context.Context, eveningID string) ([]Ruling, error) {
	return queryRulings(ctx, s.db, `SELECT r.id, r.game_id, r.question, r.answer, r.rule, r.device, r.created_at
		FROM rulings r JOIN games g ON g.id = r.game_id WHERE g.evening_id = ? ORDER BY r.created_at, r.rowid`, eveningID)
}

func queryRulings(ctx context.Context, q dbtx, query string, arg string) ([]Ruling, error) {
	rows, err := q.QueryContext(ctx, query, arg)
	if err != nil {
		return nil, fmt.Errorf("read rulings: %w", err)
	}
	defer rows.Close()
	var out []Ruling
	for rows.Next() {
		var r Ruling
		if err := rows.Scan(&r.ID, &r.GameID, &r.Question, &r.Answer, &r.Rule, &r.Device, &r.CreatedAt); err != nil {
			return nil, fmt.Errorf("read rulings: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// importRulings stores the rulings of an imported game with new ids,
// keeping their times and devices.
func importRulings(ctx context.Context, q dbtx, gameID string, rs []Ruling) error {
	for i, r := range rs {
		if _, err := q.ExecContext(ctx, `INSERT INTO rulings (id, game_id, question, answer, rule, device, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, NewID(), gameID, r.Question, r.Answer, r.Rule, r.Device, r.CreatedAt); err != nil {
			return fmt.Errorf("ruling %d: %w", i+1, err)
		}
	}
	return nil
}
