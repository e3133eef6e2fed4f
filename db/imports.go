package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"
	"time"
)

// EveningImport is an evening read from an export file, ready to store.
type EveningImport struct {
	HeldOn string
	Place  string
	Stakes *Stakes // what the evening played for, if the file says
	Games  []GameImport
}

// GameImport is one game of an EveningImport.
type GameImport struct {
	Kind      string
	Config    string
	CreatedAt string
	Seats     []string // player names in seating order
	Log       []Record // in order; ids are only used to map targets
	Rulings   []Ruling // the disputes kept with the game
}

// ErrNotEmpty is returned when a whole group is imported into a group that
// has evenings already.
var ErrNotEmpty = errors.New("the group has evenings already")

// ErrGroupChanged is returned when an import cannot be moved into its group
// because the group changed while it was stored: a player of a name the
// import adds was added meanwhile, or the group was deleted. Nothing of the
// import is kept.
var ErrGroupChanged = errors.New("the group changed while the import was stored")

// PlayerImport is a player of an imported group.
type PlayerImport struct {
	Name     string
	Archived bool
}

// GroupImport is a group file as ImportGroup stores it.
type GroupImport struct {
	Currency string // "" keeps the group's
	Players  []PlayerImport
	Evenings []EveningImport
	// More yields evenings to store after Evenings, read one at a time
	// from a file too large to hold at once. An error it yields ends the
	// import, which then keeps nothing.
	More     iter.Seq2[EveningImport, error]
	Changes  []ExportedChange
	Progress func(evenings int) // if set, told how many evenings are stored, after each
}

// importSlice is about how long one transaction of an import holds the
// database's write lock: it takes no more rows once it has held it this
// long. Every other write (a deal at another table) waits for at most
// one slice and a commit, never for the whole import. After each of its
// transactions the import pauses for importPause: on two cores, the
// tables' requests then find a core free, and the disk the import's
// commits keep busy.
const (
	importSlice = 10 * time.Millisecond
	importPause = 5 * time.Millisecond
)

// staleImport is how old a staged import must be before the next import
// deletes it as left behind by a crash. An import ends long before (the
// web layer gives it ten minutes).
const staleImport = time.Hour

// stagePrefix starts the settings key that records a staged import, with
// the time it began: what a crash leaves is found by it.
const stagePrefix = "import-stage:"

// stagedImport is an import under way. It stores an export file's
// evenings, games, logs and rulings out of sight, in a staging group of
// its own that no device belongs to, in transactions of about an
// importSlice each. Its last transaction, which
// moves the staged evenings and the players it added into the group, is
// short whatever the size of the file: until then no page shows any of it.
// A failed import deletes what it staged, again in short transactions, so
// that the group gets all of a file or nothing of it.
type stagedImport struct {
	s     *Store
	group string // the group the import goes into
	stage string // the staging group's id
	now   string
	// byName maps a player's name to the player's id: the group's players,
	// and the players the import adds (kept in the staging group).
	byName map[string]string
	w      stageWriter
	// evenings counts the evenings staged, for their created_at: see
	// addEvening.
	evenings int
}

// beginImport checks that the group exists, deletes imports a crash left
// staged, and opens the staging group.
func (s *Store) beginImport(ctx context.Context, groupID string) (*stagedImport, error) {
	if err := s.dropImportsOlderThan(ctx, staleImport); err != nil {
		return nil, err
	}
	im := &stagedImport{s: s, group: groupID, stage: NewID(), now: s.stamp(), byName: map[string]string{}}
	im.w.s = s
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("begin import: %w", err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM groups WHERE id = ?`, groupID).Scan(&n); err != nil {
		return nil, fmt.Errorf("begin import: %w", err)
	}
	if n == 0 {
		return nil, ErrNotFound
	}
	players, err := queryPlayers(ctx, tx, `SELECT id, group_id, name, archived FROM players WHERE group_id = ? ORDER BY archived, created_at`, groupID)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		if _, ok := im.byName[p.Name]; !ok {
			im.byName[p.Name] = p.ID
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO groups (id, name, created_at) VALUES (?, ?, ?)`, im.stage, "import "+groupID, im.now); err != nil {
		return nil, fmt.Errorf("begin import: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value) VALUES (?, ?)`, stagePrefix+im.stage, im.now); err != nil {
		return nil, fmt.Errorf("begin import: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("begin import: %w", err)
	}
	return im, nil
}

// player returns the id of the player of the name, staging a new player
// when neither the group nor the import has one of that name.
func (im *stagedImport) player(ctx context.Context, name string, archived bool) (string, error) {
	if id, ok := im.byName[name]; ok {
		return id, nil
	}
	q, err := im.w.tx(ctx)
	if err != nil {
		return "", err
	}
	p, err := addPlayer(ctx, q, im.stage, name, im.now)
	if err != nil {
		return "", err
	}
	if archived {
		if err := im.w.exec(ctx, `UPDATE players SET archived = 1 WHERE id = ?`, p.ID); err != nil {
			return "", fmt.Errorf("import player: %w", err)
		}
	}
	im.byName[name] = p.ID
	return p.ID, nil
}

// addEvening stages an evening with its games. Evenings of an import get
// created_at stamps a nanosecond apart, written at a fixed width, so that
// evenings of one day keep the order of the file.
func (im *stagedImport) addEvening(ctx context.Context, in EveningImport) (Evening, error) {
	ev := Evening{ID: NewID(), GroupID: im.group, HeldOn: in.HeldOn, Place: in.Place}
	created := im.s.now().UTC().Add(time.Duration(im.evenings)).Format("2006-01-02T15:04:05.000000000Z07:00")
	im.evenings++
	if err := im.w.exec(ctx, `INSERT INTO evenings (id, group_id, held_on, place, created_at) VALUES (?, ?, ?, ?, ?)`,
		ev.ID, im.stage, ev.HeldOn, ev.Place, created); err != nil {
		return Evening{}, fmt.Errorf("import evening: %w", err)
	}
	if in.Stakes != nil {
		if err := im.w.exec(ctx, `INSERT INTO evening_stakes (evening_id, unit_cents, point_cents, updated_at) VALUES (?, ?, ?, ?)`,
			ev.ID, in.Stakes.UnitCents, in.Stakes.PointCents, im.now); err != nil {
			return Evening{}, fmt.Errorf("import evening: %w", err)
		}
	}
	for gi, g := range in.Games {
		if err := im.addGame(ctx, ev.ID, g); err != nil {
			return Evening{}, fmt.Errorf("import game %d: %w", gi+1, err)
		}
	}
	return ev, nil
}

// addGame stages a game in the evening: its row, seats, log and rulings.
// Games are inserted in the order of the file, which their rowid keeps
// where two began at the same time.
func (im *stagedImport) addGame(ctx context.Context, eveningID string, g GameImport) error {
	gameID := NewID()
	if err := im.w.exec(ctx, `INSERT INTO games (id, evening_id, kind, config, created_at) VALUES (?, ?, ?, ?, ?)`,
		gameID, eveningID, g.Kind, g.Config, g.CreatedAt); err != nil {
		return err
	}
	starting := startingSeats(g)
	for seat, name := range g.Seats {
		pid, err := im.player(ctx, name, false)
		if err != nil {
			return err
		}
		if err := im.w.exec(ctx, `INSERT INTO seats (game_id, seat, player_id, joined) VALUES (?, ?, ?, ?)`, gameID, seat, pid, seat >= starting); err != nil {
			return fmt.Errorf("seat %d: %w", seat+1, err)
		}
	}
	if err := im.addLog(ctx, gameID, g.Log); err != nil {
		return err
	}
	if len(g.Rulings) > 0 {
		tx, err := im.w.tx(ctx)
		if err != nil {
			return err
		}
		if err := importRulings(ctx, tx, gameID, g.Rulings); err != nil {
			return err
		}
		return im.w.yield()
	}
	return nil
}

// logBatch is how many records of a log go into one INSERT: enough to
// save most of the statements' cost, few enough that one INSERT is over
// well within an importSlice.
const logBatch = 16

// addLog stages a game's log, logBatch records a statement, with new ids;
// targets are mapped to the new ids of the records they name.
func (im *stagedImport) addLog(ctx context.Context, gameID string, recs []Record) error {
	ids := map[string]string{}
	for start := 0; start < len(recs); start += logBatch {
		batch := recs[start:min(start+logBatch, len(recs))]
		args := make([]any, 0, 8*len(batch))
		for i, r := range batch {
			var target any
			if r.Action != Add {
				t, ok := ids[r.TargetID]
				if !ok {
					return fmt.Errorf("log record %d targets an unknown record: %w", start+i+1, ErrNotFound)
				}
				target = t
			}
			// Mapped after its target, so that a record never targets itself.
			id := NewID()
			ids[r.ID] = id
			args = append(args, id, gameID, start+i+1, r.Action, target, r.Payload, r.Device, r.CreatedAt)
		}
		query := `INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, created_at) VALUES ` +
			strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?), ", len(batch)), ", ")
		if err := im.w.exec(ctx, query, args...); err != nil {
			return fmt.Errorf("log records %d to %d: %w", start+1, start+len(batch), err)
		}
	}
	return nil
}

// commit moves what the import staged into its group in one short
// transaction: the evenings and the players it added. With into, the
// group must still have no evening (else ErrNotEmpty) and gets the file's
// currency and changes too. A player of a name the import adds that the
// group got meanwhile is ErrGroupChanged.
func (im *stagedImport) commit(ctx context.Context, into *GroupImport) error {
	if err := im.w.commit(); err != nil {
		return err
	}
	tx, err := im.s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("finish import: %w", err)
	}
	defer tx.Rollback()
	var groups int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM groups WHERE id = ?`, im.group).Scan(&groups); err != nil {
		return fmt.Errorf("finish import: %w", err)
	}
	if groups == 0 {
		return ErrGroupChanged
	}
	if into != nil {
		if err := mustBeEmpty(ctx, tx, im.group); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE players SET group_id = ? WHERE group_id = ?`, im.group, im.stage); err != nil {
		if isUnique(err) {
			return ErrGroupChanged
		}
		return fmt.Errorf("finish import: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE evenings SET group_id = ? WHERE group_id = ?`, im.group, im.stage); err != nil {
		return fmt.Errorf("finish import: %w", err)
	}
	if into != nil {
		if err := finishGroup(ctx, tx, im.group, *into); err != nil {
			return err
		}
	}
	for _, q := range []string{`DELETE FROM groups WHERE id = ?`, `DELETE FROM settings WHERE key = '` + stagePrefix + `' || ?`} {
		if _, err := tx.ExecContext(ctx, q, im.stage); err != nil {
			return fmt.Errorf("finish import: %w", err)
		}
	}
	return tx.Commit()
}

// mustBeEmpty returns ErrNotEmpty if the group has an evening.
func mustBeEmpty(ctx context.Context, q dbtx, groupID string) error {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM evenings WHERE group_id = ?`, groupID).Scan(&n); err != nil {
		return fmt.Errorf("import group: %w", err)
	}
	if n > 0 {
		return ErrNotEmpty
	}
	return nil
}

// finishGroup gives a restored group the file's currency and keeps its
// changes. The changes come without ids: a renamed player is the one of
// the new name, a removed game or evening is none that exists.
func finishGroup(ctx context.Context, tx *sql.Tx, groupID string, in GroupImport) error {
	if in.Currency != "" {
		if _, err := tx.ExecContext(ctx, `UPDATE groups SET currency = ? WHERE id = ?`, in.Currency, groupID); err != nil {
			return fmt.Errorf("import group: %w", err)
		}
	}
	for _, c := range in.Changes {
		subject := ""
		switch c.Action {
		case RenameGroupChange:
			subject = groupID
		case RenamePlayerChange:
			if err := tx.QueryRowContext(ctx, `SELECT id FROM players WHERE group_id = ? AND name = ?`, groupID, c.After).Scan(&subject); err != nil && !errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("import group: %w", err)
			}
		}
		if err := insertChange(ctx, tx, Change{ID: NewID(), GroupID: groupID, Action: c.Action, Subject: subject,
			Before: c.Before, After: c.After, Device: c.Device, CreatedAt: c.At}); err != nil {
			return err
		}
	}
	return nil
}

// abortUnless deletes what the import staged unless it was stored: after
// an error, and after a panic, which would otherwise leave the write
// connection in the import's transaction. It deletes on a context of its
// own, so that an import whose request was cancelled leaves nothing
// either.
func (im *stagedImport) abortUnless(stored *bool) {
	if *stored {
		return
	}
	im.w.rollback()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// What cannot be deleted now is deleted as stale by a later import.
	_ = im.s.dropStage(ctx, im.stage)
}

// ImportEvening stores an imported evening in a group. Players are matched
// by name (created when the group has none of that name); every id is made
// new; times and devices are kept. The evening is staged in short
// transactions and shows in the group, whole, only once it is all stored
// (see stagedImport): a failed import leaves nothing.
func (s *Store) ImportEvening(ctx context.Context, groupID string, in EveningImport) (Evening, error) {
	im, err := s.beginImport(ctx, groupID)
	if err != nil {
		return Evening{}, err
	}
	stored := false
	defer im.abortUnless(&stored)
	ev, err := im.addEvening(ctx, in)
	if err != nil {
		return Evening{}, err
	}
	if err := im.commit(ctx, nil); err != nil {
		return Evening{}, err
	}
	stored = true
	return ev, nil
}

// ImportGroup stores a whole group's evenings in a group that has none
// yet. Its players are matched by name and created where the group has
// none of that name, archived as they were; every id is made new. As with
// ImportEvening, everything is staged in short transactions and shows in
// the group only once it is all stored: the group gets the whole file or
// nothing of it.
func (s *Store) ImportGroup(ctx context.Context, groupID string, in GroupImport) error {
	// A group with evenings is refused before anything is staged; commit
	// asks again.
	if err := mustBeEmpty(ctx, s.db, groupID); err != nil {
		return err
	}
	im, err := s.beginImport(ctx, groupID)
	if err != nil {
		return err
	}
	stored := false
	defer im.abortUnless(&stored)
	if err := im.addGroup(ctx, in); err != nil {
		return err
	}
	stored = true
	return nil
}

// addGroup stages the group file's players and evenings and commits them.
func (im *stagedImport) addGroup(ctx context.Context, in GroupImport) error {
	for _, p := range in.Players {
		if _, err := im.player(ctx, p.Name, p.Archived); err != nil {
			return err
		}
	}
	stored := 0
	add := func(ev EveningImport) error {
		if _, err := im.addEvening(ctx, ev); err != nil {
			return fmt.Errorf("evening %d: %w", stored+1, err)
		}
		// Reading the next evening takes a while: the lock is not held
		// meanwhile.
		if err := im.w.commit(); err != nil {
			return err
		}
		stored++
		if in.Progress != nil {
			in.Progress(stored)
		}
		return nil
	}
	for _, ev := range in.Evenings {
		if err := add(ev); err != nil {
			return err
		}
	}
	if in.More != nil {
		for ev, err := range in.More {
			if err != nil {
				return err
			}
			if err := add(ev); err != nil {
				return err
			}
		}
	}
	return im.commit(ctx, &in)
}

// stageWriter runs an import's writes in transactions of about an
// importSlice each: the first write opens one, the first write after the
// slice is over commits it. Statements are prepared once per transaction.
type stageWriter struct {
	s     *Store
	open  *sql.Tx
	began time.Time
	stmts map[string]*sql.Stmt
}

// tx returns the open transaction, opening one if none is.
func (w *stageWriter) tx(ctx context.Context) (*sql.Tx, error) {
	if w.open != nil {
		return w.open, nil
	}
	tx, err := w.s.w.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("import: %w", err)
	}
	w.open, w.began, w.stmts = tx, time.Now(), map[string]*sql.Stmt{}
	return tx, nil
}

// exec runs a statement of the import, and commits once the transaction
// has held the lock for a slice.
func (w *stageWriter) exec(ctx context.Context, query string, args ...any) error {
	tx, err := w.tx(ctx)
	if err != nil {
		return err
	}
	st, ok := w.stmts[query]
	if !ok {
		if st, err = tx.PrepareContext(ctx, query); err != nil {
			return err
		}
		w.stmts[query] = st
	}
	if _, err := st.ExecContext(ctx, args...); err != nil {
		return err
	}
	return w.yield()
}

// yield commits the open transaction once it has held the lock for a
// slice, so that the writes waiting for it go first.
func (w *stageWriter) yield() error {
	if w.open != nil && time.Since(w.began) >= importSlice {
		return w.commit()
	}
	return nil
}

// commit commits the open transaction, if there is one.
func (w *stageWriter) commit() error {
	if w.open == nil {
		return nil
	}
	tx := w.open
	w.open, w.stmts = nil, nil
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("import: %w", err)
	}
	time.Sleep(importPause)
	return nil
}

// rollback drops the open transaction, if there is one.
func (w *stageWriter) rollback() {
	if w.open != nil {
		w.open.Rollback()
		w.open, w.stmts = nil, nil
	}
}

// dropBatch is how many rows one transaction of dropStage deletes.
const dropBatch = 500

// dropStage deletes a staged import: every row of the staging group, in
// transactions of at most dropBatch rows each, and the group itself. The
// staging group is marked as being deleted (group_deletions), the only way
// the log's and the rulings' rows may be deleted.
func (s *Store) dropStage(ctx context.Context, stage string) error {
	if _, err := s.w.ExecContext(ctx, `INSERT OR IGNORE INTO group_deletions (group_id) VALUES (?)`, stage); err != nil {
		return fmt.Errorf("drop import: %w", err)
	}
	// Each statement deletes at most ?2 rows of the staging group (?1).
	games := `SELECT g.id FROM games g JOIN evenings e ON e.id = g.evening_id WHERE e.group_id = ?1`
	ofGames := func(table, key string) string {
		return `DELETE FROM ` + table + ` WHERE ` + key + ` IN (SELECT t.` + key + ` FROM ` + table + ` t JOIN games g ON g.id = t.game_id
			JOIN evenings e ON e.id = g.evening_id WHERE e.group_id = ?1 LIMIT ?2)`
	}
	batches := []string{
		ofGames("result_games", "game_id"),
		ofGames("game_results", "game_id"),
		// The log's records target earlier ones: those that target go first.
		`DELETE FROM entries WHERE rowid IN (SELECT rowid FROM entries WHERE target_id IS NOT NULL AND game_id IN (` + games + `) LIMIT ?2)`,
		`DELETE FROM entries WHERE rowid IN (SELECT rowid FROM entries WHERE game_id IN (` + games + `) LIMIT ?2)`,
		ofGames("rulings", "rowid"),
		ofGames("seats", "rowid"),
		`DELETE FROM games WHERE rowid IN (SELECT g.rowid FROM games g JOIN evenings e ON e.id = g.evening_id WHERE e.group_id = ?1 LIMIT ?2)`,
		`DELETE FROM evening_stakes WHERE evening_id IN (SELECT s.evening_id FROM evening_stakes s JOIN evenings e ON e.id = s.evening_id
			WHERE e.group_id = ?1 LIMIT ?2)`,
		`DELETE FROM evenings WHERE rowid IN (SELECT rowid FROM evenings WHERE group_id = ?1 LIMIT ?2)`,
		`DELETE FROM players WHERE rowid IN (SELECT rowid FROM players WHERE group_id = ?1 LIMIT ?2)`,
	}
	for _, q := range batches {
		for {
			res, err := s.w.ExecContext(ctx, q, stage, dropBatch)
			if err != nil {
				return fmt.Errorf("drop import: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				break
			}
		}
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("drop import: %w", err)
	}
	defer tx.Rollback()
	for _, q := range []string{`DELETE FROM groups WHERE id = ?`, `DELETE FROM group_deletions WHERE group_id = ?`,
		`DELETE FROM settings WHERE key = '` + stagePrefix + `' || ?`} {
		if _, err := tx.ExecContext(ctx, q, stage); err != nil {
			return fmt.Errorf("drop import: %w", err)
		}
	}
	return tx.Commit()
}

// DropStagedImports deletes every import that was staged and never
// finished. A server calls it as it starts, when no import of its own runs:
// a crash (kill -9, power) left them, and they would otherwise wait for
// the next import to be thrown away. On PostgreSQL, where another server
// may be storing an import right now, only those older than staleImport
// go, as at every import.
func (s *Store) DropStagedImports(ctx context.Context) error {
	if s.pg {
		return s.dropImportsOlderThan(ctx, staleImport)
	}
	return s.dropImportsOlderThan(ctx, -1)
}

// dropImportsOlderThan deletes the imports that were staged more than age
// ago and never finished: a crash left them.
func (s *Store) dropImportsOlderThan(ctx context.Context, age time.Duration) error {
	rows, err := s.db.QueryContext(ctx, `SELECT key, value FROM settings WHERE key LIKE ?`, stagePrefix+"%")
	if err != nil {
		return fmt.Errorf("find stale imports: %w", err)
	}
	var stale []string
	for rows.Next() {
		var key, began string
		if err := rows.Scan(&key, &began); err != nil {
			rows.Close()
			return fmt.Errorf("find stale imports: %w", err)
		}
		if t, err := time.Parse(time.RFC3339Nano, began); err != nil || s.now().Sub(t) > age {
			stale = append(stale, strings.TrimPrefix(key, stagePrefix))
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("find stale imports: %w", err)
	}
	for _, stage := range stale {
		if err := s.dropStage(ctx, stage); err != nil {
			return err
		}
	}
	return nil
}

// startingSeats is how many of an imported game's seats it started with:
// those its first change of the seating had at the table before, and
// their seats' predecessors; all of them if its seating never changed.
// The others joined during the game (see AppendSeated).
func startingSeats(g GameImport) int {
	var adds []string
	for _, r := range g.Log {
		if r.Action == Add {
			adds = append(adds, r.Payload)
		}
	}
	return StartingSeats(len(g.Seats), adds)
}

// StartingSeats is how many of a game's seats it started with, given how
// many it has and the payloads of its log's adds, in order: the seats its
// first change of the seating had at the table before, else all of them.
func StartingSeats(seats int, adds []string) int {
	for _, p := range adds {
		if _, was, ok := SeatingOf(p); ok {
			return min(seats, slices.Max(was)+1)
		}
	}
	return seats
}
