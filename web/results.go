package web

import (
	"context"
	"strconv"
	"strings"

	"schreiber/db"
	"schreiber/scoring/stats"
	"schreiber/views"
)

// statsStore is what the pages that look back need from the database.
type statsStore interface {
	GamesWithoutResult(ctx context.Context, groupID string, version int) ([]db.Game, error)
	KeepResults(ctx context.Context, version int, results []db.KeptResult) error
	ResultLines(ctx context.Context, groupID string) ([]db.ResultLine, error)
	EveningStakes(ctx context.Context, eveningID string) (db.Stakes, error)
	SetEveningStakes(ctx context.Context, eveningID string, st db.Stakes) error
	ExportGroup(ctx context.Context, groupID string) (db.GroupFile, error)
	ImportGroup(ctx context.Context, groupID string, in db.GroupImport) error
}

// keepBatch is how many games' results are kept in one transaction.
const keepBatch = 200

// results returns a line per player and game of the group's games that
// have a result, in the order they were played. The store keeps every
// game's result as worked out from its log; those it lacks (a game whose
// log grew, a game never looked at, results of an older version) are
// worked out here first by replaying the game.
func (s *Server) results(ctx context.Context, groupID string) ([]stats.Line, error) {
	todo, err := s.store.GamesWithoutResult(ctx, groupID, views.ResultsVersion)
	if err != nil {
		return nil, err
	}
	// Kept in batches: one transaction for many games, none holding the
	// database for long.
	var kept []db.KeptResult
	for i, g := range todo {
		log, err := s.store.Log(ctx, g.ID)
		if err != nil {
			return nil, err
		}
		seq := 0
		if len(log) > 0 {
			seq = log[len(log)-1].Seq
		}
		kept = append(kept, db.KeptResult{GameID: g.ID, Seq: seq, Seats: seatResults(g, log)})
		if len(kept) == keepBatch || i == len(todo)-1 {
			if err := s.store.KeepResults(ctx, views.ResultsVersion, kept); err != nil {
				return nil, err
			}
			kept = kept[:0]
		}
	}
	rows, err := s.store.ResultLines(ctx, groupID)
	if err != nil {
		return nil, err
	}
	lines := make([]stats.Line, len(rows))
	for i, r := range rows {
		lines[i] = stats.Line{Game: r.GameID, Evening: r.EveningID, Date: r.HeldOn, At: r.CreatedAt, Kind: r.Kind,
			Player: r.PlayerID, Side: r.Side, Place: r.Place, Won: r.Won, Counts: splitCounts(r.Counts)}
	}
	// The rows come game by game: a game's size is its run of rows.
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && lines[j].Game == lines[i].Game {
			j++
		}
		for k := i; k < j; k++ {
			lines[k].Seats = j - i
		}
		i = j
	}
	return lines, nil
}

// seatResults replays a stored game and returns its result as the store
// keeps it; none while it counts nowhere (see counted).
func seatResults(g db.Game, log []db.Record) []db.SeatResult {
	r, ok := gameResult(g, log)
	if !ok {
		return nil
	}
	out := make([]db.SeatResult, len(r.Seats))
	for seat, rs := range r.Seats {
		out[seat] = db.SeatResult{Seat: seat, Side: rs.Side, Place: rs.Place, Won: rs.Won, Counts: joinCounts(rs.Counts)}
	}
	return out
}

// gameResult replays a stored game into the result it counts with.
func gameResult(g db.Game, log []db.Record) (stats.Result, bool) {
	t, end, ok := replayStored(g, log)
	if !ok {
		return stats.Result{}, false
	}
	r, ok := counted(t, end)
	if !ok || len(r.Seats) != len(g.Seats) {
		return stats.Result{}, false
	}
	return r, true
}

// replayStored replays a stored game through its kind, with the mark that
// ended it at the table's word, if any; false for a kind the server does
// not know or a config it cannot read.
func replayStored(g db.Game, log []db.Record) (views.Table, db.Current, bool) {
	k, ok := kindOf(g.Kind)
	if !ok {
		return nil, db.Current{}, false
	}
	cur, end := db.Settle(db.Fold(log))
	t, err := k.Replay([]byte(g.Config), seatNames(g), payloads(cur))
	return t, end, err == nil
}

// joinCounts and splitCounts write a kind's figures as the store keeps
// them: numbers with commas between.
func joinCounts(counts []int) string {
	parts := make([]string, len(counts))
	for i, n := range counts {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

func splitCounts(s string) []int {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	out := make([]int, len(parts))
	for i, p := range parts {
		out[i], _ = strconv.Atoi(p)
	}
	return out
}

// kindNames lists the kinds in the order a table sees them.
func kindNames() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.Name
	}
	return out
}
