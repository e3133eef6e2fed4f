package db

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// ErrTargetInUse is returned by CopyTo for a database that holds groups.
var ErrTargetInUse = errors.New("the database to copy into already holds groups")

// CopyTo copies every row of this SQLite store into to, a PostgreSQL store
// whose schema is made (Open made it) and which holds no group yet: every
// group, player, evening, game, seat and record of every log, every ruling,
// device, membership, link and change, and the session key, so that the
// phones stay signed in. The tables are copied in the order their
// migrations made them, which is the order of their references, and each
// table's rows in the order they were stored, which PostgreSQL's rowid
// column then keeps. It is one transaction: a failure leaves to as it was.
// It returns the rows copied per table.
func (s *Store) CopyTo(ctx context.Context, to *Store) (map[string]int, error) {
	if s.pg || !to.pg {
		return nil, errors.New("copy: from a SQLite file into a PostgreSQL database only")
	}
	var groups int
	if err := to.db.QueryRowContext(ctx, `SELECT count(*) FROM groups`).Scan(&groups); err != nil {
		return nil, fmt.Errorf("copy: %w", err)
	}
	if groups > 0 {
		return nil, ErrTargetInUse
	}
	tables, err := s.tablesInOrder(ctx)
	if err != nil {
		return nil, err
	}
	tx, err := to.w.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("copy: %w", err)
	}
	defer tx.Rollback()
	// The target's own session key, made as it opened, gives way to the
	// file's.
	if _, err := tx.ExecContext(ctx, `DELETE FROM settings`); err != nil {
		return nil, fmt.Errorf("copy: %w", err)
	}
	copied := map[string]int{}
	for _, table := range tables {
		n, err := s.copyTable(ctx, tx, table)
		if err != nil {
			return nil, err
		}
		copied[table] = n
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("copy: %w", err)
	}
	return copied, nil
}

// tablesInOrder lists the store's tables in the order they were made,
// but for the list of migrations, which each engine keeps for itself.
func (s *Store) tablesInOrder(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
		AND name <> 'schema_migrations' ORDER BY rowid`)
	if err != nil {
		return nil, fmt.Errorf("copy: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, fmt.Errorf("copy: %w", err)
		}
		out = append(out, name)
	}
	return out, rows.Err()
}

// copyTable copies one table's rows into tx, in the order they were
// stored, and returns how many.
func (s *Store) copyTable(ctx context.Context, tx dbtx, table string) (int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT * FROM "`+table+`" ORDER BY rowid`)
	if err != nil && strings.Contains(err.Error(), "rowid") {
		// A table WITHOUT ROWID is read in the order of its key.
		rows, err = s.db.QueryContext(ctx, `SELECT * FROM "`+table+`"`)
	}
	if err != nil {
		return 0, fmt.Errorf("copy %s: %w", table, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return 0, fmt.Errorf("copy %s: %w", table, err)
	}
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ")
	insert := `INSERT INTO "` + table + `" ("` + strings.Join(cols, `", "`) + `") VALUES (` + marks + `)`
	vals, ptrs := make([]any, len(cols)), make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	n := 0
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return n, fmt.Errorf("copy %s: %w", table, err)
		}
		if _, err := tx.ExecContext(ctx, insert, vals...); err != nil {
			return n, fmt.Errorf("copy %s, row %d: %w", table, n+1, err)
		}
		n++
	}
	return n, rows.Err()
}
