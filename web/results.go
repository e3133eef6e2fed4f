package web

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"schreiber/db"
	"schreiber/scoring/games"
	"schreiber/scoring/replay"
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

const (
	// defaultResultsWait is how long a page waits for the results it
	// lacks before it shows those that are ready: long enough for the
	// few games a table changed since the last look, short enough that
	// the first look after every result was dropped (5,000 games replay
	// in about 4.5 s) answers at once.
	defaultResultsWait = 100 * time.Millisecond
	// defaultSmallRun is how many games may still be left of a run for a
	// page to wait for its end after all: a few dozen replays take a few
	// dozen milliseconds, and a page that counts them all is worth them.
	defaultSmallRun = 50
)

// errStopped ends a run when the server stops.
var errStopped = errors.New("the server is stopping")

// resultRuns work out in the background the results the store lacks, one
// run per group at most. The request that finds results missing starts
// the run; every request for the group meanwhile joins it. A page waits a
// little for its run (see awaitResults) and then shows what is ready, so
// that no request replays a group's whole history; the run goes on
// without it, and ends when its games are done or the server stops.
type resultRuns struct {
	wait  time.Duration // how long a page waits; defaultResultsWait when zero
	small int           // games left that a page waits for; defaultSmallRun when zero

	mu      sync.Mutex
	byGroup map[string]*resultRun
}

// resultRun is one group's run.
type resultRun struct {
	began time.Time     // before it looked for the games to work out
	done  chan struct{} // closed when it ends
	err   error         // why it ended before its last game; read once done
	total atomic.Int64  // games to work out; −1 until they are found
	kept  atomic.Int64  // games whose result is kept so far
}

// resultRun returns the group's run under way, or starts one.
func (s *Server) resultRun(groupID string) *resultRun {
	s.runs.mu.Lock()
	defer s.runs.mu.Unlock()
	if r := s.runs.byGroup[groupID]; r != nil {
		return r
	}
	if s.runs.byGroup == nil {
		s.runs.byGroup = map[string]*resultRun{}
	}
	r := &resultRun{began: time.Now(), done: make(chan struct{})}
	r.total.Store(-1)
	s.runs.byGroup[groupID] = r
	go s.work(groupID, r)
	return r
}

// work is a run: it finds the group's games without a kept result and
// works them out. It has a context of its own, so that the request that
// started it may go away; the server's stop channel ends it between
// games.
func (s *Server) work(groupID string, r *resultRun) {
	defer func() {
		// Out of the list first: whoever the end wakes starts afresh.
		s.runs.mu.Lock()
		delete(s.runs.byGroup, groupID)
		s.runs.mu.Unlock()
		close(r.done)
	}()
	ctx := context.Background()
	todo, err := s.store.GamesWithoutResult(ctx, groupID, replay.ResultsVersion)
	if err == nil {
		r.total.Store(int64(len(todo)))
		err = s.keepMissing(ctx, todo, r)
	}
	switch {
	case errors.Is(err, errStopped):
		s.log.Info("results left for later", "group", groupID, "kept", r.kept.Load(), "of", len(todo))
	case err != nil:
		s.log.Error("working out results", "group", groupID, "err", err)
	}
	r.err = err
}

// keepMissing replays the games and keeps their results, in batches: one
// transaction for many games, none holding the database for long, and
// the replays done outside them.
func (s *Server) keepMissing(ctx context.Context, todo []db.Game, r *resultRun) error {
	var kept []db.KeptResult
	for i, g := range todo {
		if s.stopping() {
			return errStopped
		}
		log, err := s.store.Log(ctx, g.ID)
		if err != nil {
			return err
		}
		seq := 0
		if len(log) > 0 {
			seq = log[len(log)-1].Seq
		}
		kept = append(kept, db.KeptResult{GameID: g.ID, Seq: seq, Seats: seatResults(g, log)})
		if len(kept) == keepBatch || i == len(todo)-1 {
			if err := s.store.KeepResults(ctx, replay.ResultsVersion, kept); err != nil {
				return err
			}
			r.kept.Add(int64(len(kept)))
			kept = kept[:0]
		}
	}
	return nil
}

// stopping reports whether the server has been asked to stop.
func (s *Server) stopping() bool {
	select {
	case <-s.stop:
		return true
	default:
		return false
	}
}

// awaitResults starts or joins the group's run and waits for it as long
// as a page may: until it ends, or for the results wait, and then on only
// if few games are left. It returns what is still missing; the zero
// Pending when every result is kept.
func (s *Server) awaitResults(ctx context.Context, groupID string) (views.Pending, error) {
	r := s.resultRun(groupID)
	wait, small := s.runs.wait, s.runs.small
	if wait <= 0 {
		wait = defaultResultsWait
	}
	if small <= 0 {
		small = defaultSmallRun
	}
	budget := time.NewTimer(wait)
	defer budget.Stop()
	expired := budget.C
	for {
		select {
		case <-r.done:
			if r.err != nil && !errors.Is(r.err, errStopped) {
				return views.Pending{}, r.err
			}
			return r.pending(), nil
		case <-ctx.Done():
			return views.Pending{}, ctx.Err()
		case <-expired:
			total := r.total.Load()
			if total < 0 || total-r.kept.Load() > int64(small) {
				return r.pending(), nil
			}
			expired = nil
		}
	}
}

// pending is what of the run's work is still to do.
func (r *resultRun) pending() views.Pending {
	select {
	case <-r.done:
		if r.err == nil {
			return views.Pending{}
		}
	default:
	}
	total := r.total.Load()
	if total < 0 {
		return views.Pending{Missing: true}
	}
	return views.Pending{Missing: true, Total: int(total), Done: int(r.kept.Load())}
}

// results returns a line per player and game of the group's games that
// have a result, in the order they were played, once every result is
// kept: it waits for the group's run, and for one that began after it was
// asked, however long that takes. For a download, which must not be
// partial; the pages use awaitResults and keptResults.
func (s *Server) results(ctx context.Context, groupID string) ([]stats.Line, error) {
	asked := time.Now()
	for {
		r := s.resultRun(groupID)
		select {
		case <-r.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if r.err != nil {
			return nil, r.err
		}
		if !r.began.Before(asked) {
			return s.keptResults(ctx, groupID)
		}
	}
}

// keptResults returns a line per player and game of the group's games
// whose result is kept, in the order they were played.
func (s *Server) keptResults(ctx context.Context, groupID string) ([]stats.Line, error) {
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
func replayStored(g db.Game, log []db.Record) (replay.Table, db.Current, bool) {
	k, ok := games.Lookup(g.Kind)
	if !ok {
		return nil, db.Current{}, false
	}
	cur, _, config, end := db.Replayable(log, g.Config)
	t, err := k.Replay([]byte(config), seatNames(g), payloads(cur))
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
