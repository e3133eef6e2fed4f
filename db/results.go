package db

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
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
//
// One query reads the games with their seats, a row per seat in seating
// order: five thousand games are one statement, not five thousand and one.
func (s *Store) GamesWithoutResult(ctx context.Context, groupID string, version int) ([]Game, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.id, g.evening_id, e.group_id, g.kind, g.config, g.created_at,
			p.id, p.group_id, p.name, p.archived
		FROM games g JOIN evenings e ON e.id = g.evening_id
		LEFT JOIN game_results r ON r.game_id = g.id AND r.version = ?
		LEFT JOIN seats s ON s.game_id = g.id LEFT JOIN players p ON p.id = s.player_id
		WHERE e.group_id = ? AND r.game_id IS NULL ORDER BY g.created_at, g.rowid, s.seat`, version, groupID)
	if err != nil {
		return nil, fmt.Errorf("list games without result: %w", err)
	}
	defer rows.Close()
	var out []Game
	for rows.Next() {
		var g Game
		var pid, pgroup, pname sql.NullString
		var archived sql.NullBool
		if err := rows.Scan(&g.ID, &g.EveningID, &g.GroupID, &g.Kind, &g.Config, &g.CreatedAt, &pid, &pgroup, &pname, &archived); err != nil {
			return nil, fmt.Errorf("list games without result: %w", err)
		}
		if n := len(out); n == 0 || out[n-1].ID != g.ID {
			out = append(out, g)
		}
		if pid.Valid {
			last := &out[len(out)-1]
			last.Seats = append(last.Seats, Player{ID: pid.String, GroupID: pgroup.String, Name: pname.String, Archived: archived.Bool})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list games without result: %w", err)
	}
	return out, nil
}

// KeptResult is a game's result as worked out from its log up to the
// record Seq; Seats is empty for a game that has no result yet.
type KeptResult struct {
	GameID string
	Seq    int
	Seats  []SeatResult
}

// KeepResult keeps a game's result as worked out from its log up to the
// record seq, with the given version; seats is empty for a game that has
// no result yet. When the log has grown past seq meanwhile, nothing is
// kept: the result would be out of date.
func (s *Store) KeepResult(ctx context.Context, gameID string, version, seq int, seats []SeatResult) error {
	return s.KeepResults(ctx, version, []KeptResult{{GameID: gameID, Seq: seq, Seats: seats}})
}

// KeepResults keeps the results of many games in one transaction, each as
// KeepResult does.
func (s *Store) KeepResults(ctx context.Context, version int, results []KeptResult) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	defer tx.Rollback()
	for _, r := range results {
		if err := keepResult(ctx, tx, version, r); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func keepResult(ctx context.Context, tx *sql.Tx, version int, k KeptResult) error {
	gameID, seq, seats := k.GameID, k.Seq, k.Seats
	var last int
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = ?`, gameID).Scan(&last); err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	if last != seq {
		return nil
	}
	for _, q := range []string{`DELETE FROM result_games WHERE game_id = ?`, `DELETE FROM game_results WHERE game_id = ?`} {
		if _, err := tx.ExecContext(ctx, q, gameID); err != nil {
			return fmt.Errorf("keep result: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO game_results (game_id, version, seq, counted) VALUES (?, ?, ?, ?)`,
		gameID, version, seq, len(seats) > 0); err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	if len(seats) == 0 {
		return nil
	}
	players, err := seatsOf(ctx, tx, gameID)
	if err != nil {
		return err
	}
	packed, err := packSeats(seats, players)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO result_games (group_id, held_on, created_at, game_id, evening_id, kind, seats)
		SELECT e.group_id, e.held_on, g.created_at, g.id, e.id, g.kind, ? FROM games g JOIN evenings e ON e.id = g.evening_id
		WHERE g.id = ?`, packed, gameID); err != nil {
		return fmt.Errorf("keep result: %w", err)
	}
	return nil
}

// packSeats writes a game's seats as result_games keeps them: a seat per
// line, its player id, side, place, won (0 or 1) and figures between
// spaces.
func packSeats(seats []SeatResult, players []Player) (string, error) {
	var b strings.Builder
	for i, r := range seats {
		if r.Seat < 0 || r.Seat >= len(players) || strings.ContainsAny(r.Counts, " \n") {
			return "", fmt.Errorf("keep result: seat %d of %d, figures %q", r.Seat, len(players), r.Counts)
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		won := 0
		if r.Won {
			won = 1
		}
		fmt.Fprintf(&b, "%s %d %d %d %d %s", players[r.Seat].ID, r.Seat, r.Side, r.Place, won, r.Counts)
	}
	return b.String(), nil
}

// unpackSeats reads what packSeats wrote into lines of the game. It cuts
// the text field by field rather than splitting it: the statistics read
// twenty thousand seats per page.
func unpackSeats(game ResultLine, packed string, out []ResultLine) ([]ResultLine, error) {
	bad := func() ([]ResultLine, error) {
		return out, fmt.Errorf("read results of game %s: %q", game.GameID, packed)
	}
	for rest, more := packed, true; more; {
		var seat string
		seat, rest, more = strings.Cut(rest, "\n")
		l := game
		var field string
		var ok bool
		if l.PlayerID, seat, ok = strings.Cut(seat, " "); !ok {
			return bad()
		}
		for _, n := range []*int{&l.Seat, &l.Side, &l.Place} {
			field, seat, ok = strings.Cut(seat, " ")
			v, err := strconv.Atoi(field)
			if !ok || err != nil {
				return bad()
			}
			*n = v
		}
		if field, l.Counts, ok = strings.Cut(seat, " "); !ok || (field != "0" && field != "1") {
			return bad()
		}
		l.Won = field == "1"
		out = append(out, l)
	}
	return out, nil
}

// ResultLines returns every seat of the group's games that have a result,
// with its player, in the order the games were played.
func (s *Store) ResultLines(ctx context.Context, groupID string) ([]ResultLine, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT game_id, evening_id, held_on, created_at, kind, seats
		FROM result_games WHERE group_id = ? ORDER BY held_on, created_at, game_id`, groupID)
	if err != nil {
		return nil, fmt.Errorf("read results: %w", err)
	}
	defer rows.Close()
	var out []ResultLine
	for rows.Next() {
		var g ResultLine
		var packed string
		if err := rows.Scan(&g.GameID, &g.EveningID, &g.HeldOn, &g.CreatedAt, &g.Kind, &packed); err != nil {
			return nil, fmt.Errorf("read results: %w", err)
		}
		if out, err = unpackSeats(g, packed, out); err != nil {
			return nil, err
		}
	}
	return out, rows.Err()
}

// DropResults forgets every kept result; they are worked out again from
// the logs when next needed.
func (s *Store) DropResults(ctx context.Context) error {
	for _, q := range []string{`DELETE FROM result_games`, `DELETE FROM game_results`} {
		if _, err := s.w.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("drop results: %w", err)
		}
	}
	return nil
}
