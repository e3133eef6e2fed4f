package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Stakes are what an evening plays for, in cents: a game's own stake (a
// stake into the pot, a chip, a point of a settlement) and a point of a
// game without stakes of its own.
type Stakes struct {
	UnitCents  int
	PointCents int
}

// EveningStakes returns what the evening plays for, ErrNotFound when the
// table never said.
func (s *Store) EveningStakes(ctx context.Context, eveningID string) (Stakes, error) {
	var st Stakes
	err := s.db.QueryRowContext(ctx, `SELECT unit_cents, point_cents FROM evening_stakes WHERE evening_id = ?`, eveningID).
		Scan(&st.UnitCents, &st.PointCents)
	if errors.Is(err, sql.ErrNoRows) {
		return Stakes{}, ErrNotFound
	}
	if err != nil {
		return Stakes{}, fmt.Errorf("read stakes: %w", err)
	}
	return st, nil
}

// SetEveningStakes sets what the evening plays for.
func (s *Store) SetEveningStakes(ctx context.Context, eveningID string, st Stakes) error {
	return setStakes(ctx, s.w, eveningID, st, s.stamp())
}

func setStakes(ctx context.Context, q dbtx, eveningID string, st Stakes, at string) error {
	if _, err := q.ExecContext(ctx, `INSERT INTO evening_stakes (evening_id, unit_cents, point_cents, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (evening_id) DO UPDATE SET unit_cents = excluded.unit_cents,
		point_cents = excluded.point_cents, updated_at = excluded.updated_at`, eveningID, st.UnitCents, st.PointCents, at); err != nil {
		return fmt.Errorf("set stakes: %w", err)
	}
	return nil
}
