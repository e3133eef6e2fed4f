package db

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrConflict is returned when an entry is appended to a log that has
// changed since the form was shown.
var ErrConflict = errors.New("the game changed meanwhile")

// MaxGameEntries is how many records one game's log holds at most: a long
// evening of one game is a few hundred deals, corrections and undos. With
// it, and with a group's games started only while the group holds fewer
// than a bound (see GroupEntries), a group's size has a bound however its
// scorers enter.
const MaxGameEntries = 5000

// ErrGameFull is returned when a record would go past MaxGameEntries.
var ErrGameFull = errors.New("the game holds all the records it can")

// Action says what a log record does.
type Action string

// The log's actions.
const (
	Add  Action = "add"  // a new entry
	Edit Action = "edit" // replaces the payload of the entry it targets
	Void Action = "void" // undoes the entry it targets
)

// Record is one row of a game's append-only log.
type Record struct {
	ID        string
	GameID    string
	Seq       int
	Action    Action
	TargetID  string // for edit and void: the id of the add they change
	Payload   string
	Device    string
	CreatedAt string
}

// NewRecord is what a caller appends.
type NewRecord struct {
	Action   Action
	TargetID string
	Payload  string
	Device   string
	Nonce    string // the form's one-time token; a second append with it is ErrDuplicate
	AfterSeq int    // the log's last seq the caller saw; ErrConflict if it has grown since
}

// Append adds a record to the game's log.
//
// It is one statement, so SQLite's write lock is held for one insert: the
// row is inserted only if the log still ends at n.AfterSeq, and gets the
// next seq. Only when nothing was inserted is the nonce looked up, to tell
// a form stored already (ErrDuplicate) from a log that moved (ErrConflict);
// a nonce is never stored without its row, so the lookup after the fact
// gives the answer a check before it would have.
func (s *Store) Append(ctx context.Context, gameID string, n NewRecord) (Record, error) {
	if n.AfterSeq >= MaxGameEntries {
		return Record{}, ErrGameFull
	}
	r, args := s.newRow(gameID, n)
	// The row's seq is AfterSeq+1 exactly when it is inserted at all. An
	// Exec (no RETURNING) steps the statement to its end, where SQLite
	// commits it (or the transaction it shares, see execAppend), so a
	// failed commit is this call's error.
	res, err := s.execAppend(ctx, args)
	if err := s.appended(ctx, n, res, err); err != nil {
		return Record{}, err
	}
	r.Seq = n.AfterSeq + 1
	return r, nil
}

// appendSQL inserts a record of a game's log only if the log still ends
// where the record goes after: the arguments newRow returns.
const appendSQL = `INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, nonce, created_at)
	SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = ?) = ?`

// newRow returns the record n makes in the game's log and the arguments of
// appendSQL that insert it.
func (s *Store) newRow(gameID string, n NewRecord) (Record, []any) {
	r := Record{ID: NewID(), GameID: gameID, Action: n.Action, TargetID: n.TargetID, Payload: n.Payload,
		Device: n.Device, CreatedAt: s.stamp()}
	var target, nonce any
	if r.TargetID != "" {
		target = r.TargetID
	}
	if n.Nonce != "" {
		nonce = n.Nonce
	}
	return r, []any{r.ID, gameID, n.AfterSeq + 1, r.Action, target, r.Payload, r.Device, nonce, r.CreatedAt, gameID, n.AfterSeq}
}

// appended says what appendSQL's result and error mean: nil when the
// record was inserted.
func (s *Store) appended(ctx context.Context, n NewRecord, res sql.Result, err error) error {
	if err != nil {
		if isUnique(err) {
			// The nonce was stored already, or (on PostgreSQL, where
			// another server's append can run at once) another record took
			// the position first.
			if n.Nonce != "" && s.Saved(ctx, n.Nonce) {
				return ErrDuplicate
			}
			return ErrConflict
		}
		// The game was removed while the record was on its way.
		if isForeignKey(err) {
			return ErrNotFound
		}
		return fmt.Errorf("append entry: %w", err)
	}
	if inserted, err := res.RowsAffected(); err != nil || inserted == 0 {
		if err != nil {
			return fmt.Errorf("append entry: %w", err)
		}
		if n.Nonce != "" && s.Saved(ctx, n.Nonce) {
			return ErrDuplicate
		}
		return ErrConflict
	}
	return nil
}

// AppendSeated is Append for a record that changes who sits at the table:
// in one transaction with it, the players join (given by id, in order) get
// the seats after the game's last, marked as joined, and the joined seats
// from the index keep on that no current record seats any more are
// removed (keep < 0 removes none). A newcomer's seat then exists exactly
// while a record seats them.
func (s *Store) AppendSeated(ctx context.Context, gameID string, n NewRecord, join []string, keep int) (Record, error) {
	if n.AfterSeq >= MaxGameEntries {
		return Record{}, ErrGameFull
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Record{}, fmt.Errorf("append seating: %w", err)
	}
	defer tx.Rollback()
	if keep >= 0 {
		if _, err := tx.ExecContext(ctx, `DELETE FROM seats WHERE game_id = ? AND joined = 1 AND seat >= ?`, gameID, keep); err != nil {
			return Record{}, fmt.Errorf("append seating: %w", err)
		}
	}
	var seats int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM seats WHERE game_id = ?`, gameID).Scan(&seats); err != nil {
		return Record{}, fmt.Errorf("append seating: %w", err)
	}
	for i, pid := range join {
		res, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id, joined)
			SELECT ?, ?, p.id, 1 FROM players p JOIN evenings e ON e.group_id = p.group_id JOIN games g ON g.evening_id = e.id
			WHERE g.id = ? AND p.id = ?`, gameID, seats+i, gameID, pid)
		if err != nil {
			if isUnique(err) {
				return Record{}, ErrConflict
			}
			return Record{}, fmt.Errorf("append seating: %w", err)
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return Record{}, ErrNotFound
		}
	}
	r, args := s.newRow(gameID, n)
	res, err := tx.ExecContext(ctx, appendSQL, args...)
	if err := s.appended(ctx, n, res, err); err != nil {
		return Record{}, err
	}
	if err := tx.Commit(); err != nil {
		return Record{}, fmt.Errorf("append seating: %w", err)
	}
	r.Seq = n.AfterSeq + 1
	return r, nil
}

// Saved reports whether a record was stored with the nonce: the form that
// carried it was saved already.
func (s *Store) Saved(ctx context.Context, nonce string) bool {
	var seen int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM entries WHERE nonce = ?`, nonce).Scan(&seen)
	return err == nil && seen > 0
}

// Log returns a game's whole log in order.
func (s *Store) Log(ctx context.Context, gameID string) ([]Record, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, game_id, seq, action, coalesce(target_id, ''), payload, device, created_at
		FROM entries WHERE game_id = ? ORDER BY seq`, gameID)
	if err != nil {
		return nil, fmt.Errorf("read log: %w", err)
	}
	defer rows.Close()
	var out []Record
	for rows.Next() {
		var r Record
		if err := rows.Scan(&r.ID, &r.GameID, &r.Seq, &r.Action, &r.TargetID, &r.Payload, &r.Device, &r.CreatedAt); err != nil {
			return nil, fmt.Errorf("read log: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Current is one entry as it stands after edits: the add's id and seq,
// and the latest payload. A kept game holds one for every entry, so it
// holds nothing else of the records.
type Current struct {
	ID      string
	Seq     int
	Payload string
	Edited  bool
	// Marked says who added a mark (see Finished) and when, which the
	// pages show with it; nil for a deal.
	Marked *Marked
}

// Marked is who added a mark and when.
type Marked struct {
	Device, At string
}

// Fold replays a log's actions: it returns the entries that are not voided,
// in the order they were added, each with its latest payload. Records that
// target an unknown or voided entry are ignored.
func Fold(log []Record) []Current {
	var out []Current
	var voided []bool
	index := map[string]int{}
	for _, r := range log {
		switch r.Action {
		case Add:
			index[r.ID] = len(out)
			c := Current{ID: r.ID, Seq: r.Seq, Payload: r.Payload}
			if m := MarkOf(r.Payload); m != "" {
				c.Payload, c.Marked = m, &Marked{Device: r.Device, At: r.CreatedAt}
			}
			out = append(out, c)
			voided = append(voided, false)
		case Edit:
			if i, ok := index[r.TargetID]; ok && !voided[i] {
				out[i].Payload, out[i].Edited = r.Payload, true
			}
		case Void:
			if i, ok := index[r.TargetID]; ok {
				voided[i] = true
			}
		}
	}
	// The voided ones are marked apart from their ids, which need not be
	// set in an imported file.
	kept := out[:0]
	for i, c := range out {
		if !voided[i] {
			kept = append(kept, c)
		}
	}
	return kept
}

// The marks that end a game at the table's word: an add whose payload is
// one of these (JSON, as every payload, written compact) is not a deal but
// says the table finished the game here (a
// game whose rules set no end) or abandoned it (it counts nowhere). Like
// every add, a mark is undone by voiding it, which reopens the game; the
// log stays append-only.
const (
	Finished  = `{"mark":"finished"}`
	Abandoned = `{"mark":"abandoned"}`
)

// IsMark says whether an entry's payload is a mark rather than a deal.
func IsMark(payload string) bool { return MarkOf(payload) != "" }

// MarkOf returns the mark a payload is, written as the constants are
// (an export file may indent it), or "" for a deal.
func MarkOf(payload string) string {
	if payload == Finished || payload == Abandoned {
		return payload
	}
	if !strings.Contains(payload, `"mark"`) {
		return ""
	}
	var b bytes.Buffer
	if json.Compact(&b, []byte(payload)) != nil {
		return ""
	}
	if m := b.String(); m == Finished || m == Abandoned {
		return m
	}
	return ""
}

// MarkName is the name of the mark a payload is ("finished",
// "abandoned"), or "" for a deal.
func MarkName(payload string) string {
	switch MarkOf(payload) {
	case Finished:
		return "finished"
	case Abandoned:
		return "abandoned"
	}
	return ""
}

// Settle splits the entries that count (see Fold) into the game's deals and
// the mark that ends it: the last entry, if it is a mark. A mark before a
// later entry ends nothing and is left out, as the app never stores one
// there.
func Settle(cur []Current) (deals []Current, end Current) {
	if n := len(cur); n > 0 && IsMark(cur[n-1].Payload) {
		end = cur[n-1]
	}
	for _, c := range cur {
		if IsMark(c.Payload) {
			return slices.DeleteFunc(slices.Clone(cur), func(c Current) bool { return IsMark(c.Payload) }), end
		}
	}
	return cur, end
}

// GroupEntries counts the records of every game of the group. Each game's
// log runs from seq 1 without a gap, so its count is its last seq, which
// the log's unique index gives at once: the count costs a lookup per game,
// not a read of every record.
func (s *Store) GroupEntries(ctx context.Context, groupID string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT coalesce(sum((SELECT coalesce(max(seq), 0) FROM entries WHERE game_id = g.id)), 0)
		FROM games g JOIN evenings v ON v.id = g.evening_id WHERE v.group_id = ?`, groupID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count the group's records: %w", err)
	}
	return n, nil
}

// A correction of the house rules is an add whose payload is
// {"house_rules": config}: the game's whole config (its rules, its first
// dealer) as the kind's setup checked it, to hold for the whole game from
// its first deal; or {"house_rules": config, "from_next": true}, to hold
// from the next entry after it on, the entries before it keeping the
// rules they were played under. The latest one that counts decides the
// config the game is replayed with (see Configured); voiding it (an undo)
// brings back the one before. db stores the config untouched, as it
// stores every payload.
const houseRulesKey = `{"house_rules":`

// HouseRules returns the payload of a correction of the house rules to
// config (JSON, written compact) for the whole game.
func HouseRules(config string) string {
	return houseRulesKey + compactJSON(config) + "}"
}

// HouseRulesFromNext returns the payload of a change of the house rules to
// config from the next entry on.
func HouseRulesFromNext(config string) string {
	return houseRulesKey + compactJSON(config) + `,"from_next":true}`
}

func compactJSON(s string) string {
	var b bytes.Buffer
	if json.Compact(&b, []byte(s)) != nil {
		return s
	}
	return b.String()
}

// HouseRulesOf returns the config a correction of the house rules sets
// (written compact), and false for any other payload.
func HouseRulesOf(payload string) (string, bool) {
	config, _, ok := houseRulesOf(payload)
	return config, ok
}

// FromNext reports whether a payload changes the house rules from the next
// entry on, not for the whole game.
func FromNext(payload string) bool {
	_, next, ok := houseRulesOf(payload)
	return ok && next
}

func houseRulesOf(payload string) (config string, fromNext, ok bool) {
	if !strings.Contains(payload, `"house_rules"`) {
		return "", false, false
	}
	var p map[string]json.RawMessage
	if json.Unmarshal([]byte(payload), &p) != nil {
		return "", false, false
	}
	raw, ok := p["house_rules"]
	if !ok || len(raw) == 0 || raw[0] != '{' {
		return "", false, false
	}
	switch next, has := p["from_next"]; {
	case len(p) == 1:
	case len(p) == 2 && has && string(next) == "true":
		fromNext = true
	default:
		return "", false, false
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return "", false, false
	}
	return b.String(), fromNext, true
}

// A change of who sits at a running game's table is an add whose payload
// is {"seats": [0, 1, 4, 2, 3], "was": [0, 1, 2, 3]}: the seats at the
// table from the next entry after it on, clockwise, and the ones before
// it, each an index into the game's seats in their order (a newcomer's
// seat is added with the record, see AppendSeated). It holds from the
// next entry on, as a change of the house rules from the next entry does.
// Seating returns the payload of a change of the seats at the table to
// seats, from the seating was.
func Seating(seats, was []int) string {
	b, _ := json.Marshal(struct {
		Seats []int `json:"seats"`
		Was   []int `json:"was"`
	}{seats, was})
	return string(b)
}

// SeatingOf returns the seats a change of the seating puts at the table
// and the ones before it; false for any other payload.
func SeatingOf(payload string) (seats, was []int, ok bool) {
	if !strings.Contains(payload, `"seats"`) {
		return nil, nil, false
	}
	var p map[string]json.RawMessage
	if json.Unmarshal([]byte(payload), &p) != nil || len(p) != 2 {
		return nil, nil, false
	}
	if json.Unmarshal(p["seats"], &seats) != nil || json.Unmarshal(p["was"], &was) != nil || len(seats) == 0 || len(was) == 0 {
		return nil, nil, false
	}
	return seats, was, true
}

// SeatsInUse is how many of a game's seats its changes of the seating
// (among records, the corrections Configured returns) still need once the
// one with the id without is undone: one past the highest seat any other
// puts at the table or had there, and the one undone had there. Seats past
// it were joined by the change undone and go with it (see AppendSeated).
func SeatsInUse(records []Current, without string) int {
	n := 0
	for _, r := range records {
		seats, was, ok := SeatingOf(r.Payload)
		if !ok {
			continue
		}
		if r.ID == without {
			seats = nil
		}
		for _, seat := range append(seats, was...) {
			n = max(n, seat+1)
		}
	}
	return n
}

// phase is a part of a game played under one config, from the entry with
// the index from on, with its seating where it changed, as scoring.Phases
// reads it.
type phase struct {
	From   int             `json:"from"`
	Config json.RawMessage `json:"config"`
	Seats  []int           `json:"seats,omitempty"`
}

// phasedConfig writes the phases as the config scoring replays them
// with: the one config itself when there is one and it seats everyone.
func phasedConfig(phases []phase) string {
	kept := phases[:1]
	for _, p := range phases[1:] {
		if last := kept[len(kept)-1]; bytes.Equal(last.Config, p.Config) && slices.Equal(last.Seats, p.Seats) {
			continue
		}
		kept = append(kept, p)
	}
	phases = kept
	if len(phases) == 1 && phases[0].Seats == nil {
		return string(phases[0].Config)
	}
	b, err := json.Marshal(struct {
		Phases []phase `json:"phases"`
	}{phases})
	if err != nil {
		return string(phases[len(phases)-1].Config)
	}
	return string(b)
}

// Configured splits the corrections of the house rules and the changes
// of the seating out of the entries that count (see Fold): it returns the
// others, in order, the corrections and changes, in order, and the config
// the game is replayed with. That is config, the one the game started
// with, changed by each in turn: a correction for the whole game replaces
// the rules of every part of the game; one from the next entry holds from
// the entries after it on, the ones before keeping theirs; a change of the
// seating seats its players from the next entry on. A game with more than
// one part, or whose seating changed, is written as phases (see
// scoring.Phases).
func Configured(cur []Current, config string) (rest, corrections []Current, now string) {
	phases := []phase{{From: 0, Config: json.RawMessage(config)}}
	for i, c := range cur {
		set, next, ok := houseRulesOf(c.Payload)
		seats, was, seated := SeatingOf(c.Payload)
		if !ok && !seated {
			if corrections != nil {
				rest = append(rest, c)
			}
			continue
		}
		if corrections == nil {
			// The first correction: the entries before it are the others
			// so far. A game without one is returned as it is.
			rest = append(make([]Current, 0, len(cur)-1), cur[:i]...)
		}
		corrections = append(corrections, c)
		from := len(rest)
		last := phases[len(phases)-1]
		switch {
		case seated:
			for k := range phases {
				if phases[k].Seats == nil {
					phases[k].Seats = was
				}
			}
			last.Config, last.Seats = phases[len(phases)-1].Config, seats
		case !next:
			// For the whole game: every part takes the rules, keeping
			// its seating.
			for k := range phases {
				phases[k].Config = json.RawMessage(set)
			}
			continue
		default:
			last.Config = json.RawMessage(set)
		}
		for len(phases) > 0 && phases[len(phases)-1].From >= from {
			phases = phases[:len(phases)-1]
		}
		if len(phases) == 0 {
			from = 0
		}
		last.From = from
		phases = append(phases, last)
	}
	if len(corrections) == 0 {
		return cur, nil, config
	}
	return rest, corrections, phasedConfig(phases)
}

// Replayable folds a game's log (see Fold) into what a replay of it takes:
// the deals that count, the corrections of its house rules, the config it
// is replayed with (see Configured) and the mark that ended it at the
// table's word (see Settle). Every reader of a log replays it so.
func Replayable(log []Record, config string) (deals, corrections []Current, now string, end Current) {
	var cur []Current
	cur, corrections, now = Configured(Fold(log), config)
	deals, end = Settle(cur)
	return deals, corrections, now, end
}

// ConfiguredBefore returns the config a game was replayed with before its
// latest correction of the house rules: Configured's, as if that one had
// never been made, from what Configured returned (the entries and the
// corrections, put back in the order they were added).
func ConfiguredBefore(rest, corrections []Current, config string) string {
	if len(corrections) < 2 {
		return config
	}
	_, _, now := Configured(inOrder(rest, corrections[:len(corrections)-1]), config)
	return now
}

// ConfiguredWith returns the config a game would be replayed with if a
// record with the payload (a correction of the house rules or a change of
// the seats) were added after its others: Configured's, from what
// Configured returned.
func ConfiguredWith(rest, corrections []Current, config, payload string) string {
	all := inOrder(rest, corrections)
	seq := 0
	if len(all) > 0 {
		seq = all[len(all)-1].Seq
	}
	_, _, now := Configured(append(all, Current{Seq: seq + 1, Payload: payload}), config)
	return now
}

// inOrder puts the entries and the corrections Configured split back in
// the order they were added.
func inOrder(rest, corrections []Current) []Current {
	all := make([]Current, 0, len(rest)+len(corrections)+1)
	i, j := 0, 0
	for i < len(rest) || j < len(corrections) {
		if j == len(corrections) || (i < len(rest) && rest[i].Seq < corrections[j].Seq) {
			all = append(all, rest[i])
			i++
		} else {
			all = append(all, corrections[j])
			j++
		}
	}
	return all
}
