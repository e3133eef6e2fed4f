package db

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"sync"
)

// SQLite makes a commit durable by syncing the write-ahead log to the
// disk, and one writer commits at a time: with a commit per record, every
// table entering a deal waits in turn for a sync of its own. Appends that
// arrive while one is being committed are committed together instead, in
// one transaction and with one sync. Each is still its own statement,
// checked against the log as the appends before it in the transaction left
// it, and each caller has its answer only once the transaction holding its
// record is on the disk. A table alone never waits for another: an append
// that finds nothing being committed is committed at once, as one
// statement.
//
// There is no goroutine of its own: the first append to arrive commits,
// and when it is done, hands the appends that came meanwhile to the first
// of them, which commits them all.

// maxCommitted is the most appends one transaction holds; more wait for
// the next.
const maxCommitted = 64

// commitQueue holds the appends waiting for their commit.
type commitQueue struct {
	mu      sync.Mutex
	waiting []*queuedAppend
	busy    bool  // an append is committing the ones before it
	commits int64 // how many commits the appends took
}

// queuedAppend is one append on its way: its arguments of appendSQL, and
// what executing them gave once its transaction is over.
type queuedAppend struct {
	ctx  context.Context
	args []any
	res  sql.Result
	err  error
	// wake gets true once the append was committed (or failed), false
	// when it is its turn to commit the appends waiting with it.
	wake chan bool
}

// execAppend executes appendSQL with args, committed with the appends that
// arrive while another is being committed (on PostgreSQL, which keeps its
// own group commit and where a failed statement ends a transaction, each
// on its own).
func (s *Store) execAppend(ctx context.Context, args []any) (sql.Result, error) {
	if s.pg {
		st, err := s.prepared(ctx, s.w, appendSQL)
		if err != nil {
			return nil, err
		}
		return st.ExecContext(ctx, args...)
	}
	a := &queuedAppend{ctx: ctx, args: args, wake: make(chan bool, 1)}
	q := &s.commits
	q.mu.Lock()
	q.waiting = append(q.waiting, a)
	lead := !q.busy
	q.busy = true
	q.mu.Unlock()
	if !lead {
		if done := <-a.wake; done {
			return a.res, a.err
		}
	}
	// This append is the first waiting: it commits the ones waiting
	// with it (it among them), then hands over to those that came since.
	q.mu.Lock()
	n := min(len(q.waiting), maxCommitted)
	// The batch keeps its array; those still waiting get one of their own.
	batch := q.waiting[:n:n]
	q.waiting = slices.Clone(q.waiting[n:])
	q.mu.Unlock()
	s.commitAndHandOver(batch, a)
	return a.res, a.err
}

// commitAndHandOver commits the batch that lead is in, wakes the others in
// it, and hands over to the first append that came meanwhile. Should the
// commit break off (a panic), every append of the batch gets an error and
// the queue goes on all the same.
func (s *Store) commitAndHandOver(batch []*queuedAppend, lead *queuedAppend) {
	q := &s.commits
	done := false
	defer func() {
		if !done {
			for _, b := range batch {
				b.res, b.err = nil, errors.New("the commit broke off")
			}
		}
		q.mu.Lock()
		q.commits++
		if len(q.waiting) > 0 {
			q.waiting[0].wake <- false
		} else {
			q.busy = false
		}
		q.mu.Unlock()
		for _, b := range batch {
			if b != lead {
				b.wake <- true
			}
		}
	}()
	s.commitAppends(batch)
	done = true
}

// commitAppends executes the appends of batch in one transaction, in
// order, and sets what each gave. An append refused by a constraint (its
// nonce stored already, its game removed) leaves the others be, as SQLite
// undoes only the refused statement; any other error, or a failed commit,
// is every append's error, as nothing of the transaction is kept.
func (s *Store) commitAppends(batch []*queuedAppend) {
	live := make([]*queuedAppend, 0, len(batch))
	for _, a := range batch {
		if err := a.ctx.Err(); err != nil {
			a.err = err
			continue
		}
		live = append(live, a)
	}
	if len(live) == 0 {
		return
	}
	// The caller that commits may go away meanwhile; the others still
	// wait for their records.
	ctx := context.WithoutCancel(live[0].ctx)
	fail := func(err error) {
		for _, a := range live {
			a.res, a.err = nil, err
		}
	}
	st, err := s.prepared(ctx, s.w, appendSQL)
	if err != nil {
		fail(err)
		return
	}
	if len(live) == 1 {
		a := live[0]
		a.res, a.err = st.ExecContext(ctx, a.args...)
		return
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		fail(err)
		return
	}
	in := tx.StmtContext(ctx, st)
	for _, a := range live {
		a.res, a.err = in.ExecContext(ctx, a.args...)
		if a.err != nil && !isUnique(a.err) && !isForeignKey(a.err) {
			err := a.err
			tx.Rollback()
			fail(err)
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(err)
	}
}
