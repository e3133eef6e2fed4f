package db

import (
	"context"
	"strings"
	"testing"
)

// queryPlan returns how the engine runs a query (with "x" for every
// placeholder), one line per step: SQLite's EXPLAIN QUERY PLAN, or
// PostgreSQL's EXPLAIN with scans of whole tables made dear, so that on
// the tests' near-empty tables it shows the index it would use on full
// ones.
func queryPlan(t *testing.T, s *Store, query string, args ...any) string {
	t.Helper()
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	explain := "EXPLAIN QUERY PLAN "
	if s.pg {
		explain = "EXPLAIN "
		if _, err := conn.ExecContext(ctx, `SET enable_seqscan = off`); err != nil {
			t.Fatal(err)
		}
		defer conn.ExecContext(ctx, `RESET enable_seqscan`)
	}
	rows, err := conn.QueryContext(ctx, explain+query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var plan []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		detail := vals[len(vals)-1]
		if b, ok := detail.([]byte); ok {
			detail = string(b)
		}
		plan = append(plan, detail.(string))
	}
	return strings.Join(plan, "\n")
}

// Every request on a game looks up the game that followed it: the lookup
// must walk the evening's games in the order they were created from the
// game on, and stop at the first that shares a player, not sort the whole
// evening and test each of its games first.
func TestNextGameNeedsNoSort(t *testing.T) {
	s := openTest(t)
	plan := queryPlan(t, s, `SELECT `+nextGameSQL+` FROM games g WHERE g.id = ?`, "x")
	sorts := strings.Contains(plan, "TEMP B-TREE") || strings.Contains(plan, "Sort")
	if sorts || !strings.Contains(plan, "games_evening_order") {
		t.Errorf("the next game is looked up by:\n%s", plan)
	}
}
