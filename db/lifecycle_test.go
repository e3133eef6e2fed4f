package db

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestDeleteGroupLeavesTheRulesOn: deleting a group turns the foreign keys
// off and the overwriting of freed pages on for its own connection only;
// afterwards the writer checks references again, and the logs of the other
// groups stay append-only.
func TestDeleteGroupLeavesTheRulesOn(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	doomed, game := setupGame(t, s)
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"kind":"quick"}`, Device: "d"}); err != nil {
		t.Fatal(err)
	}
	_, other := setupGame(t, s)
	if _, err := s.Append(ctx, other.ID, NewRecord{Action: Add, Payload: `{"kind":"quick"}`, Device: "d"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteGroup(ctx, doomed.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteGroup(ctx, doomed.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleting it again: %v", err)
	}
	if _, err := s.GroupDeleted(ctx, doomed.ID); err != nil {
		t.Errorf("the deleted group is not known as deleted: %v", err)
	}
	if _, err := s.GroupDeleted(ctx, other.GroupID); !errors.Is(err, ErrNotFound) {
		t.Errorf("the other group counts as deleted: %v", err)
	}
	for i := 0; i < 3; i++ { // every connection of the writer's pool
		if _, err := s.w.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id) VALUES ('nope', 9, 'nope')`); !isForeignKey(err) {
			t.Fatalf("a seat of no game was stored: %v", err)
		}
	}
	if _, err := s.w.ExecContext(ctx, `DELETE FROM entries WHERE game_id = ?`, other.ID); err == nil {
		t.Error("another group's log could be deleted")
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM entries`).Scan(&n); err != nil || n != 1 {
		t.Errorf("%d records left, want the other group's 1 (%v)", n, err)
	}
}

// TestDeletingRecordsFindsTheirCorrectionsByIndex checks how SQLite finds
// the records that point at a deleted one (a correction, an undo), as it
// must for every record a deletion removes: through an index. A scan of
// the whole log per deleted record held the write lock for seconds while
// a failed import was thrown away.
func TestDeletingRecordsFindsTheirCorrectionsByIndex(t *testing.T) {
	s := openTest(t)
	if plan := queryPlan(t, s, `SELECT 1 FROM entries WHERE target_id = ?`, "x"); !strings.Contains(plan, "entries_target") {
		t.Errorf("the records pointing at one are found by %q", plan)
	}
}
