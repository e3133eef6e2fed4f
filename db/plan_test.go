package db

import (
	"context"
	"strings"
	"testing"
)

// Every request on a game looks up the game that followed it: the lookup
// must walk the evening's games in the order they were created from the
// game on, and stop at the first that shares a player, not sort the whole
// evening and test each of its games first.
func TestNextGameNeedsNoSort(t *testing.T) {
	s := openTest(t)
	rows, err := s.db.QueryContext(context.Background(), `EXPLAIN QUERY PLAN SELECT `+nextGameSQL+` FROM games g WHERE g.id = ?`, "x")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	all := strings.Join(plan, "\n")
	if strings.Contains(all, "TEMP B-TREE") || !strings.Contains(all, "games_evening_order") {
		t.Errorf("the next game is looked up by:\n%s", all)
	}
}
