package web

import (
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"testing"

	_ "modernc.org/sqlite"
)

// touchColumns are the columns a refused request may still change: when a
// device was last seen is written on any request of a member, whatever
// the request then does. Everything else must stay as it was.
var touchColumns = map[string][]string{"devices": {"seen_at"}}

// dump returns every row of every table of the app's database as text,
// sorted, without the touch columns, so that two dumps compare equal
// exactly when a request changed nothing that matters.
func (a *testApp) dump(t testing.TB) string {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+a.path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	rows.Close()
	if len(tables) < 10 {
		t.Fatalf("only %d tables in the database: %v", len(tables), tables)
	}
	var b strings.Builder
	for _, table := range tables {
		rows, err := conn.Query(`SELECT * FROM "` + table + `"`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var line []string
			for i, col := range cols {
				if slices.Contains(touchColumns[table], col) {
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
			t.Fatal(err)
		}
		rows.Close()
		slices.Sort(lines)
		fmt.Fprintf(&b, "== %s (%d)\n%s\n", table, len(lines), strings.Join(lines, "\n"))
	}
	return b.String()
}

// sameDump reports the first line where two dumps differ.
func sameDump(before, after string) (string, bool) {
	if before == after {
		return "", true
	}
	bl, al := strings.Split(before, "\n"), strings.Split(after, "\n")
	for i := range max(len(bl), len(al)) {
		var b, a string
		if i < len(bl) {
			b = bl[i]
		}
		if i < len(al) {
			a = al[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n before: %.300s\n after:  %.300s", i+1, b, a), false
		}
	}
	return "", false
}

// queryOne reads one value from the app's database.
func (a *testApp) queryOne(t testing.TB, query string, args ...any) string {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+a.path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var v string
	if err := conn.QueryRow(query, args...).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}
