package db

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
)

// Dump writes every row of every table as text: table by table in the
// order of their names, each row as its columns' names and values, the
// rows of a table sorted. Two dumps are the same exactly when the rows
// are. leave names columns not to write, by table (such as when a device
// was last seen). The tests use it to tell what a request changed and
// what a deletion left behind.
func (s *Store) Dump(ctx context.Context, leave map[string][]string) (string, error) {
	if s.pg {
		return dump(ctx, s.db, tablesSQLPostgres, leave)
	}
	return dump(ctx, s.db, tablesSQL, leave)
}

// The queries that list a database's tables by name.
const (
	tablesSQL         = `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
	tablesSQLPostgres = `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
)

// rowidColumn is the column PostgreSQL's tables carry where SQLite gives
// every row a rowid of its own: a dump leaves it out, as SQLite's.
const rowidColumn = "rowid"

// DumpFile is Dump of the database file at path, opened read-only, also
// while a server has it open.
func DumpFile(ctx context.Context, path string, leave map[string][]string) (string, error) {
	conn, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		return "", fmt.Errorf("dump: %w", err)
	}
	defer conn.Close()
	return dump(ctx, conn, tablesSQL, leave)
}

func dump(ctx context.Context, q dbtx, tablesQuery string, leave map[string][]string) (string, error) {
	rows, err := q.QueryContext(ctx, tablesQuery)
	if err != nil {
		return "", fmt.Errorf("dump: %w", err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return "", fmt.Errorf("dump: %w", err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	var b strings.Builder
	for _, table := range tables {
		lines, err := dumpTable(ctx, q, table, leave[table])
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "== %s (%d)\n%s\n", table, len(lines), strings.Join(lines, "\n"))
	}
	return b.String(), nil
}

// dumpTable writes a table's rows, sorted, without the columns to leave.
func dumpTable(ctx context.Context, q dbtx, table string, leave []string) ([]string, error) {
	rows, err := q.QueryContext(ctx, `SELECT * FROM "`+table+`"`)
	if err != nil {
		return nil, fmt.Errorf("dump %s: %w", table, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, fmt.Errorf("dump %s: %w", table, err)
	}
	var lines []string
	vals, ptrs := make([]any, len(cols)), make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return nil, fmt.Errorf("dump %s: %w", table, err)
		}
		var line []string
		for i, col := range cols {
			if slices.Contains(leave, col) || col == rowidColumn {
				continue
			}
			v := vals[i]
			if bs, ok := v.([]byte); ok {
				v = string(bs)
			}
			line = append(line, fmt.Sprintf("%s=%q", col, fmt.Sprint(v)))
		}
		lines = append(lines, strings.Join(line, " "))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("dump %s: %w", table, err)
	}
	slices.Sort(lines)
	return lines, nil
}
