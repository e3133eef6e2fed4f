package db

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestResultsAreDroppedWhenTheLogGrows(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	todo, err := s.GamesWithoutResult(ctx, g.ID, 1)
	if err != nil || len(todo) != 1 || todo[0].ID != game.ID || len(todo[0].Seats) != 3 {
		t.Fatalf("games without result: %+v, %v", todo, err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "d", AfterSeq: 0}); err != nil {
		t.Fatal(err)
	}
	seats := []SeatResult{{Seat: 0, Side: 0, Place: 2, Counts: "1,0"}, {Seat: 1, Side: 1, Place: 1, Won: true, Counts: "0,2"},
		{Seat: 2, Side: 2, Place: 3, Counts: "3,3"}}
	// Worked out from an older log: not kept.
	if err := s.KeepResult(ctx, game.ID, 1, 0, seats); err != nil {
		t.Fatal(err)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 1); len(todo) != 1 {
		t.Fatal("a result from an outdated log was kept")
	}
	if err := s.KeepResult(ctx, game.ID, 1, 1, seats); err != nil {
		t.Fatal(err)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 1); len(todo) != 0 {
		t.Fatalf("still to do: %+v", todo)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 2); len(todo) != 1 {
		t.Fatal("a result of another version counted")
	}
	lines, err := s.ResultLines(ctx, g.ID)
	if err != nil || len(lines) != 3 {
		t.Fatalf("lines: %+v, %v", lines, err)
	}
	// Seat 0 is Cai (see setupGame), seat 1 Anna.
	if lines[1].PlayerID != game.Seats[1].ID || !lines[1].Won || lines[1].Counts != "0,2" || lines[1].HeldOn != "2026-11-20" || lines[1].Kind != "gurke" {
		t.Errorf("line of seat 1: %+v", lines[1])
	}
	// A correction appends to the log: the result is gone.
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Void, TargetID: mustFirst(t, s, game.ID), Device: "d", AfterSeq: 1}); err != nil {
		t.Fatal(err)
	}
	if lines, _ := s.ResultLines(ctx, g.ID); len(lines) != 0 {
		t.Errorf("lines after the log grew: %+v", lines)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 1); len(todo) != 1 {
		t.Error("the game is not to be worked out again")
	}
	// A game without a result yet is kept as such, and not worked out at
	// every look.
	if err := s.KeepResult(ctx, game.ID, 1, 2, nil); err != nil {
		t.Fatal(err)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 1); len(todo) != 0 {
		t.Error("a game without a result is worked out again")
	}
	if err := s.DropResults(ctx); err != nil {
		t.Fatal(err)
	}
	if todo, _ := s.GamesWithoutResult(ctx, g.ID, 1); len(todo) != 1 {
		t.Error("dropped results still count")
	}
}

func mustFirst(t *testing.T, s *Store, gameID string) string {
	t.Helper()
	log, err := s.Log(context.Background(), gameID)
	if err != nil || len(log) == 0 {
		t.Fatal(err)
	}
	return log[0].ID
}

func TestEveningStakes(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	if _, err := s.EveningStakes(ctx, game.EveningID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("stakes never set: %v", err)
	}
	for _, st := range []Stakes{{UnitCents: 50, PointCents: 5}, {UnitCents: 100, PointCents: 0}} {
		if err := s.SetEveningStakes(ctx, game.EveningID, st); err != nil {
			t.Fatal(err)
		}
		if got, err := s.EveningStakes(ctx, game.EveningID); err != nil || got != st {
			t.Fatalf("stakes = %+v, %v, want %+v", got, err, st)
		}
	}
	f, err := s.ExportEvening(ctx, g.ID, game.EveningID)
	if err != nil || f.Evening.Stakes == nil || *f.Evening.Stakes != (ExportStakes{Unit: 100, Point: 0}) {
		t.Fatalf("exported stakes: %+v, %v", f.Evening.Stakes, err)
	}
	ev, err := s.ImportEvening(ctx, g.ID, f.Import())
	if err != nil {
		t.Fatal(err)
	}
	if got, err := s.EveningStakes(ctx, ev.ID); err != nil || got != (Stakes{UnitCents: 100}) {
		t.Errorf("imported stakes = %+v, %v", got, err)
	}
	bad := `{"format":"schreiber-evening","version":1,"exported_at":"x","group":"G",
		"evening":{"held_on":"2026-01-01","place":"","stakes":{"unit_cents":-1,"point_cents":0}},"games":[]}`
	if _, err := ReadExport(strings.NewReader(bad)); !errors.Is(err, ErrBadExport) {
		t.Errorf("negative stakes: %v", err)
	}
}

func TestGroupExportRoundTrip(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"kind":"quick","loser":1,"card":"K"}`, Device: "d"}); err != nil {
		t.Fatal(err)
	}
	second, err := s.CreateEvening(ctx, g.ID, "2026-12-01", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetEveningStakes(ctx, second.ID, Stakes{UnitCents: 20, PointCents: 10}); err != nil {
		t.Fatal(err)
	}
	ps, _ := s.Players(ctx, g.ID)
	if err := s.SetPlayerArchived(ctx, g.ID, ps[1].ID, true); err != nil {
		t.Fatal(err)
	}
	f, err := s.ExportGroup(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Evenings) != 2 || f.Evenings[0].Evening.HeldOn != "2026-11-20" || f.Players[1] != (ExportedPlayer{Name: "Bo", Archived: true}) {
		t.Fatalf("group file: %+v", f)
	}
	var buf bytes.Buffer
	json.NewEncoder(&buf).Encode(f)
	if kind := ExportKind(buf.Bytes()); kind != GroupExportFormat {
		t.Fatalf("kind of a group file: %q", kind)
	}
	back, err := ReadGroupExport(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	empty, err := s.CreateGroup(ctx, "Neu", nil, Creator{DeviceID: "dev-b"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ImportGroup(ctx, empty.ID, back.Import()); err != nil {
		t.Fatal(err)
	}
	again, err := s.ExportGroup(ctx, empty.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.Players, f.Players) || len(again.Evenings) != 2 {
		t.Fatalf("imported group: %+v", again)
	}
	for i := range f.Evenings {
		a, b := f.Evenings[i], again.Evenings[i]
		if !reflect.DeepEqual(a.Evening, b.Evening) || len(a.Games) != len(b.Games) {
			t.Errorf("evening %d: %+v, want %+v", i, b.Evening, a.Evening)
		}
		for gi := range a.Games {
			if !reflect.DeepEqual(a.Games[gi].Current(), b.Games[gi].Current()) || !reflect.DeepEqual(a.Games[gi].Players, b.Games[gi].Players) {
				t.Errorf("evening %d game %d differs", i, gi)
			}
		}
	}
	if err := s.ImportGroup(ctx, empty.ID, back.Import()); !errors.Is(err, ErrNotEmpty) {
		t.Errorf("importing into a group with evenings: %v", err)
	}
	if ExportKind([]byte(`{"version":1,"format":"schreiber-evening"}`)) != ExportFormat || ExportKind([]byte(`[1]`)) != "" {
		t.Error("ExportKind misreads")
	}
	broken := strings.Replace(buf.String(), `"format":"schreiber-evening"`, `"format":"other"`, 1)
	if _, err := ReadGroupExport(strings.NewReader(broken)); !errors.Is(err, ErrBadExport) {
		t.Errorf("a group file with a bad evening: %v", err)
	}
}

func TestPackedSeatsReadBack(t *testing.T) {
	seats := []SeatResult{{Seat: 0, Side: 0, Place: 2, Counts: "1,0"}, {Seat: 1, Side: 1, Place: 1, Won: true}}
	packed, err := packSeats(seats, []Player{{ID: "p0"}, {ID: "p1"}})
	if err != nil {
		t.Fatal(err)
	}
	game := ResultLine{GameID: "g", Kind: "durak"}
	lines, err := unpackSeats(game, packed, nil)
	if err != nil || len(lines) != 2 {
		t.Fatalf("%+v, %v", lines, err)
	}
	for i, l := range lines {
		if l.SeatResult != seats[i] || l.PlayerID != "p"+string(rune('0'+i)) || l.Kind != "durak" {
			t.Errorf("seat %d: %+v", i, l)
		}
	}
	for _, bad := range []string{"", "p0", "p0 0 0 x 1 ", "p0 0 0 1 2 ", "p0 0 0 1"} {
		if _, err := unpackSeats(game, bad, nil); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
	if _, err := packSeats([]SeatResult{{Seat: 2}}, []Player{{ID: "p0"}}); err == nil {
		t.Error("a seat beyond the table was packed")
	}
}
