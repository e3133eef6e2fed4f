package web

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	_ "modernc.org/sqlite"

	"schreiber/db"
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
	out, err := db.DumpFile(context.Background(), a.path, touchColumns)
	if err != nil {
		t.Fatal(err)
	}
	if tables := strings.Count(out, "\n== ") + 1; tables < 10 {
		t.Fatalf("only %d tables in the database", tables)
	}
	return out
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
