package db

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// statements keeps the prepared form of the statements every deal and
// every page runs (the append, opening a game, a device's role and name):
// SQLite compiles a statement anew each time it is handed as text, which
// took about a seventh of a deal's time. database/sql prepares a kept
// statement once on each connection it runs on.
type statements struct {
	mu   sync.Mutex
	kept map[*sql.DB]map[string]*sql.Stmt
}

// prepared returns the kept statement for query on pool, preparing it on
// first use. A statement that fails to prepare is not kept.
func (s *Store) prepared(ctx context.Context, pool *sql.DB, query string) (*sql.Stmt, error) {
	s.stmts.mu.Lock()
	defer s.stmts.mu.Unlock()
	if st, ok := s.stmts.kept[pool][query]; ok {
		return st, nil
	}
	st, err := pool.PrepareContext(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("prepare statement: %w", err)
	}
	if s.stmts.kept == nil {
		s.stmts.kept = map[*sql.DB]map[string]*sql.Stmt{}
	}
	if s.stmts.kept[pool] == nil {
		s.stmts.kept[pool] = map[string]*sql.Stmt{}
	}
	s.stmts.kept[pool][query] = st
	return st, nil
}

// closeStatements closes every kept statement.
func (s *Store) closeStatements() {
	s.stmts.mu.Lock()
	defer s.stmts.mu.Unlock()
	for _, byQuery := range s.stmts.kept {
		for _, st := range byQuery {
			st.Close()
		}
	}
	s.stmts.kept = nil
}
