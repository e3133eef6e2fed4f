package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Game is one game of one kind inside an evening, with its configuration
// (house rules and setup, frozen as JSON when it starts) and its seating.
type Game struct {
	ID        string
	EveningID string
	GroupID   string
	Kind      string
	Config    string
	CreatedAt string
	Seats     []Player // in seating order
}

// CreateGame stores a game with its seating, given as player ids in order.
func (s *Store) CreateGame(ctx context.Context, eveningID, kind, config string, seating []string) (Game, error) {
	g := Game{ID: NewID(), EveningID: eveningID, Kind: kind, Config: config, CreatedAt: s.stamp()}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Game{}, fmt.Errorf("create game: %w", err)
	}
	defer tx.Rollback()
	if err := tx.QueryRowContext(ctx, `SELECT group_id FROM evenings WHERE id = ?`, eveningID).Scan(&g.GroupID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return Game{}, ErrNotFound
		}
		return Game{}, fmt.Errorf("create game: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO games (id, evening_id, kind, config, created_at) VALUES (?, ?, ?, ?, ?)`,
		g.ID, eveningID, kind, config, g.CreatedAt); err != nil {
		return Game{}, fmt.Errorf("create game: %w", err)
	}
	for i, pid := range seating {
		res, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id)
			SELECT ?, ?, id FROM players WHERE id = ? AND group_id = ?`, g.ID, i, pid, g.GroupID)
		if err != nil {
			return Game{}, fmt.Errorf("seat player: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return Game{}, fmt.Errorf("seat player %s: %w", pid, ErrNotFound)
		}
	}
	if g.Seats, err = seatsOf(ctx, tx, g.ID); err != nil {
		return Game{}, err
	}
	return g, tx.Commit()
}

// Game returns the game with id in the given group.
func (s *Store) Game(ctx context.Context, groupID, id string) (Game, error) {
	var g Game
	err := s.db.QueryRowContext(ctx, `SELECT g.id, g.evening_id, e.group_id, g.kind, g.config, g.created_at
		FROM games g JOIN evenings e ON e.id = g.evening_id WHERE g.id = ? AND e.group_id = ?`, id, groupID).
		Scan(&g.ID, &g.EveningID, &g.GroupID, &g.Kind, &g.Config, &g.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, ErrNotFound
	}
	if err != nil {
		return Game{}, fmt.Errorf("read game: %w", err)
	}
	if g.Seats, err = seatsOf(ctx, s.db, g.ID); err != nil {
		return Game{}, err
	}
	return g, nil
}

// Games returns an evening's games in the order they were started; games
// that started at the same time (an import's) in the order they were
// stored, which is the file's.
func (s *Store) Games(ctx context.Context, eveningID string) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.evening_id, e.group_id, g.kind, g.config, g.created_at
		FROM games g JOIN evenings e ON e.id = g.evening_id WHERE g.evening_id = ? ORDER BY g.created_at, g.rowid`, eveningID)
	if err != nil {
		return nil, fmt.Errorf("list games: %w", err)
	}
	var out []Game
	for rows.Next() {
		var g Game
		if err := rows.Scan(&g.ID, &g.EveningID, &g.GroupID, &g.Kind, &g.Config, &g.CreatedAt); err != nil {
			rows.Close()
			return nil, fmt.Errorf("list games: %w", err)
		}
		out = append(out, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list games: %w", err)
	}
	for i := range out {
		if out[i].Seats, err = seatsOf(ctx, s.db, out[i].ID); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func seatsOf(ctx context.Context, q dbtx, gameID string) ([]Player, error) {
	return queryPlayers(ctx, q, `SELECT p.id, p.group_id, p.name, p.archived FROM seats s JOIN players p ON p.id = s.player_id
		WHERE s.game_id = ? ORDER BY s.seat`, gameID)
}

// OpenedGame is a game as its pages open it: the game with its seating,
// the log's last seq (0 for an empty log) and what is kept around it.
type OpenedGame struct {
	Game   Game
	Seq    int
	Around Around
}

// OpenGame returns the game with id in the given group, with where its log
// stands and what is kept around it, in one query (and a second only when
// rulings were kept): what a page or a deal needs before it can use a
// replay kept in memory.
func (s *Store) OpenGame(ctx context.Context, groupID, id string) (OpenedGame, error) {
	o, _, err := s.OpenGameAs(ctx, "", groupID, id)
	return o, err
}

// Access is a device's membership of a group as a query read it: the
// device's role and the name it was given, or why it has none (ErrNotFound
// or ErrRevoked), as Membership tells them.
type Access struct {
	Role       Role
	DeviceName string
	Err        error
}

// OpenGameAs is OpenGame for a device, whose membership of the group it
// reads in the same query: a request on a game asks the database once
// before it can use a replay kept in memory. The membership is only known
// where the game is; ErrNotFound leaves it to Membership.
func (s *Store) OpenGameAs(ctx context.Context, deviceID, groupID, id string) (OpenedGame, Access, error) {
	// The game's row and what is around it are worked out once, not once
	// for every seat.
	st, err := s.prepared(ctx, s.db, `WITH o AS MATERIALIZED (SELECT g.id, g.evening_id, e.group_id, g.kind, g.config, g.created_at,
			(SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = g.id) AS seq,
			(SELECT count(*) FROM rulings WHERE game_id = g.id) AS rulings,
			`+nextGameSQL+` AS next, `+changesSQL+` AS changes,
			m.role, m.revoked_at, d.name AS device_name
			FROM games g JOIN evenings e ON e.id = g.evening_id
			LEFT JOIN memberships m ON m.device_id = ? AND m.group_id = e.group_id
			LEFT JOIN devices d ON d.id = m.device_id
			WHERE g.id = ? AND e.group_id = ?)
		SELECT o.id, o.evening_id, o.group_id, o.kind, o.config, o.created_at, o.seq, o.rulings, o.next, o.changes,
			o.role, o.revoked_at, o.device_name, p.id, p.group_id, p.name, p.archived
		FROM o LEFT JOIN seats s ON s.game_id = o.id LEFT JOIN players p ON p.id = s.player_id
		ORDER BY s.seat`)
	if err != nil {
		return OpenedGame{}, Access{}, fmt.Errorf("open game: %w", err)
	}
	rows, err := st.QueryContext(ctx, deviceID, id, groupID)
	if err != nil {
		return OpenedGame{}, Access{}, fmt.Errorf("open game: %w", err)
	}
	defer rows.Close()
	var o OpenedGame
	var role, revoked, device sql.NullString
	found := false
	for rows.Next() {
		var next, pid, pgroup, pname sql.NullString
		var archived sql.NullBool
		g := &o.Game
		if err := rows.Scan(&g.ID, &g.EveningID, &g.GroupID, &g.Kind, &g.Config, &g.CreatedAt, &o.Seq, &o.Around.Rulings,
			&next, &o.Around.Changes, &role, &revoked, &device, &pid, &pgroup, &pname, &archived); err != nil {
			return OpenedGame{}, Access{}, fmt.Errorf("open game: %w", err)
		}
		found = true
		o.Around.Next = next.String
		if pid.Valid {
			g.Seats = append(g.Seats, Player{ID: pid.String, GroupID: pgroup.String, Name: pname.String, Archived: archived.Bool})
		}
	}
	if err := rows.Err(); err != nil {
		return OpenedGame{}, Access{}, fmt.Errorf("open game: %w", err)
	}
	if !found {
		return OpenedGame{}, Access{}, ErrNotFound
	}
	rows.Close() // frees the connection for the ruling's query
	if err := s.latestRuling(ctx, id, &o.Around); err != nil {
		return OpenedGame{}, Access{}, err
	}
	m := Access{Role: Role(role.String), DeviceName: device.String}
	switch {
	case !role.Valid:
		m = Access{Err: ErrNotFound}
	case revoked.Valid:
		m = Access{Err: ErrRevoked}
	}
	return o, m, nil
}
