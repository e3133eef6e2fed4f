package db

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// openSQLite opens a SQLite store whatever SCHREIBER_TEST_DB says: appends
// are committed together on SQLite only.
func openSQLite(t *testing.T) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestAppendsCommittedTogetherKeepTheirOwnAnswers commits appends of two
// games in one transaction: each is checked against the log as the ones
// before it left it, and each gets the answer it would get alone.
func TestAppendsCommittedTogetherKeepTheirOwnAnswers(t *testing.T) {
	s := openSQLite(t)
	ctx := context.Background()
	_, a := setupGame(t, s)
	_, b := setupGame(t, s)
	gone, cancel := context.WithCancel(ctx)
	cancel()
	type sent struct {
		ctx  context.Context
		game string
		n    NewRecord
		want error
	}
	all := []sent{
		{ctx, a.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d", Nonce: "a1"}, nil},
		{ctx, b.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d", Nonce: "b1"}, nil},
		// A second phone at the same position as the first.
		{ctx, a.ID, NewRecord{Action: Add, Payload: `{"n":9}`, Device: "e", Nonce: "a9"}, ErrConflict},
		{ctx, a.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d", Nonce: "a2", AfterSeq: 1}, nil},
		// The first form sent again.
		{ctx, a.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d", Nonce: "a1", AfterSeq: 2}, ErrDuplicate},
		// Its nonce at the right position: the unique nonce refuses it.
		{ctx, b.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d", Nonce: "a2", AfterSeq: 1}, ErrDuplicate},
		{ctx, "no-such-game", NewRecord{Action: Add, Payload: `{}`, Device: "d", Nonce: "x1"}, ErrNotFound},
		{gone, b.ID, NewRecord{Action: Add, Payload: `{"n":7}`, Device: "d", Nonce: "b7", AfterSeq: 1}, context.Canceled},
		{ctx, b.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d", Nonce: "b2", AfterSeq: 1}, nil},
	}
	var batch []*queuedAppend
	for _, x := range all {
		_, args := s.newRow(x.game, x.n)
		batch = append(batch, &queuedAppend{ctx: x.ctx, args: args})
	}
	s.commitAppends(batch)
	for i, x := range all {
		err := s.appended(ctx, x.n, batch[i].res, batch[i].err)
		if !errors.Is(err, x.want) || (x.want == nil) != (err == nil) {
			t.Errorf("append %d (%s, after %d): %v, want %v", i, x.n.Nonce, x.n.AfterSeq, err, x.want)
		}
	}
	for game, want := range map[string][]string{a.ID: {`{"n":1}`, `{"n":2}`}, b.ID: {`{"n":1}`, `{"n":2}`}} {
		log, err := s.Log(ctx, game)
		if err != nil || len(log) != len(want) {
			t.Fatalf("log of %s: %+v, %v", game, log, err)
		}
		for i, r := range log {
			if r.Seq != i+1 || r.Payload != want[i] {
				t.Errorf("log of %s, record %d: seq %d %s, want %d %s", game, i, r.Seq, r.Payload, i+1, want[i])
			}
		}
	}
}

// TestAFailedAppendInATransactionKeepsNoneOfIt: an error other than a
// constraint's ends the transaction, and every append in it gets the
// error, those before it too, since none of them was kept.
func TestAFailedAppendInATransactionKeepsNoneOfIt(t *testing.T) {
	s := openSQLite(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	_, first := s.newRow(game.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d", Nonce: "n1"})
	_, last := s.newRow(game.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d", Nonce: "n2", AfterSeq: 1})
	batch := []*queuedAppend{{ctx: ctx, args: first}, {ctx: ctx, args: first[:3]}, {ctx: ctx, args: last}}
	s.commitAppends(batch)
	for i, a := range batch {
		if a.err == nil {
			t.Errorf("append %d: no error", i)
		}
	}
	if log, err := s.Log(ctx, game.ID); err != nil || len(log) != 0 {
		t.Errorf("log after a failed transaction: %+v, %v", log, err)
	}
	// The writer is free again.
	if r, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "d", Nonce: "n3"}); err != nil || r.Seq != 1 {
		t.Errorf("append after: seq %d, %v", r.Seq, err)
	}
}

// TestAppendsThatWaitAreCommittedTogether holds the writer while appends
// of many tables arrive: the first commits alone once the writer is free,
// the others after it, all in one commit, and each table's log is whole.
func TestAppendsThatWaitAreCommittedTogether(t *testing.T) {
	s := openSQLite(t)
	ctx := context.Background()
	const tables = 12
	games := make([]string, tables)
	for i := range games {
		_, g := setupGame(t, s)
		games[i] = g.ID
	}
	// Prepared beforehand, so that no append waits for the writer while
	// holding the store's kept statements.
	if _, err := s.Append(ctx, games[0], NewRecord{Action: Add, Payload: `{}`, Device: "d", Nonce: "warm"}); err != nil {
		t.Fatal(err)
	}
	s.commits.mu.Lock()
	before := s.commits.commits
	s.commits.mu.Unlock()
	held, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { held.Rollback() }) // before the store closes, should the test end early
	var wg sync.WaitGroup
	errs := make([]error, tables)
	send := func(i int) {
		after := 0
		if i == 0 {
			after = 1
		}
		wg.Go(func() {
			_, errs[i] = s.Append(ctx, games[i], NewRecord{Action: Add, Payload: fmt.Sprintf(`{"t":%d}`, i), Device: "d",
				Nonce: fmt.Sprint("t", i), AfterSeq: after})
		})
	}
	// waitFor waits until the queue is as done says.
	waitFor := func(what string, done func(q *commitQueue) bool) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
			s.commits.mu.Lock()
			ok := done(&s.commits)
			s.commits.mu.Unlock()
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the queue never came to %s", what)
			}
		}
	}
	// The first table's append takes its batch, itself alone, and waits
	// for the writer; the others then arrive and wait for it.
	send(0)
	waitFor("the first append committing", func(q *commitQueue) bool { return q.busy && len(q.waiting) == 0 })
	for i := 1; i < tables; i++ {
		send(i)
	}
	waitFor(fmt.Sprint(tables-1, " appends waiting"), func(q *commitQueue) bool { return len(q.waiting) == tables-1 })
	held.Rollback()
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("table %d: %v", i, err)
		}
	}
	s.commits.mu.Lock()
	commits := s.commits.commits - before
	s.commits.mu.Unlock()
	if commits != 2 {
		t.Errorf("%d appends took %d commits, want 2", tables, commits)
	}
	for i, g := range games {
		log, err := s.Log(ctx, g)
		want := 1
		if i == 0 {
			want = 2
		}
		if err != nil || len(log) != want || log[want-1].Seq != want || log[want-1].Payload != fmt.Sprintf(`{"t":%d}`, i) {
			t.Errorf("log of table %d: %+v, %v", i, log, err)
		}
	}
}

// TestManyTablesAppendAtOnce has tables enter deals as fast as their
// answers come, two phones at each trying every position: every position
// is taken exactly once, whichever commit it shared.
func TestManyTablesAppendAtOnce(t *testing.T) {
	s := openSQLite(t)
	ctx := context.Background()
	const tables, deals, phones = 8, 30, 2
	var wg sync.WaitGroup
	won := map[string][]int{}
	var mu sync.Mutex
	for range tables {
		_, g := setupGame(t, s)
		// The phones count into the game's own slice: the map is written
		// here while the tables before this one already run.
		taken := make([]int, deals)
		won[g.ID] = taken
		for p := range phones {
			wg.Go(func() {
				for d := range deals {
					_, err := s.Append(ctx, g.ID, NewRecord{Action: Add, Payload: `{}`, Device: "d",
						Nonce: fmt.Sprintf("%s-%d-%d", g.ID, p, d), AfterSeq: d})
					switch {
					case err == nil:
						mu.Lock()
						taken[d]++
						mu.Unlock()
					case errors.Is(err, ErrConflict):
						// The other phone took the position; it is in
						// the log by the time the answer says so.
					default:
						t.Errorf("%s, deal %d: %v", g.ID, d, err)
						return
					}
					for {
						o, err := s.OpenGame(ctx, g.GroupID, g.ID)
						if err != nil || o.Seq > d {
							break
						}
						time.Sleep(100 * time.Microsecond)
					}
				}
			})
		}
	}
	wg.Wait()
	s.commits.mu.Lock()
	t.Logf("%d tables, %d positions each: %d commits", tables, deals, s.commits.commits)
	s.commits.mu.Unlock()
	for g, taken := range won {
		for d, n := range taken {
			if n != 1 {
				t.Errorf("%s, position %d: taken %d times", g, d+1, n)
			}
		}
		log, err := s.Log(ctx, g)
		if err != nil || len(log) != deals {
			t.Errorf("%s: %d records, %v", g, len(log), err)
		}
	}
}
