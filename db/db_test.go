package db

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"schreiber/db/pgtest"
	"strings"
	"sync"
	"testing"
	"time"
)

func openTest(t testing.TB) *Store {
	t.Helper()
	s, _ := openTestAt(t)
	return s
}

// openTestAt is openTest, with the path (or URL) of the database, for a
// second store on it.
func openTestAt(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.db")
	if os.Getenv("SCHREIBER_TEST_DB") == "postgres" {
		path = pgtest.Shared(t).Database(t, migratedTemplate(t))
	}
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

// migratedTemplate is a PostgreSQL database with every migration applied,
// made once per test run, which each test's database copies: applying the
// migrations anew for every test would take most of its time.
func migratedTemplate(t testing.TB) string {
	t.Helper()
	templateOnce.Do(func() {
		c := pgtest.Shared(t)
		if templateErr = c.Create("schreiber_migrated", "template1"); templateErr != nil {
			return
		}
		var s *Store
		if s, templateErr = Open(context.Background(), c.DSN("schreiber_migrated")); templateErr == nil {
			templateErr = s.Close()
		}
	})
	if templateErr != nil {
		t.Fatalf("the migrated template: %v", templateErr)
	}
	return "schreiber_migrated"
}

var (
	templateOnce sync.Once
	templateErr  error
)

func TestMigrationsRunOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.db")
	files, _ := fs.Glob(migrations, "migrations/*.sql")
	for i := 0; i < 2; i++ {
		s, err := Open(context.Background(), path)
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		var n int
		if err := s.db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil || n != len(files) || n < 2 {
			t.Fatalf("open %d: %d migrations recorded, err %v", i, n, err)
		}
		var mode string
		if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
			t.Errorf("journal_mode = %q, %v", mode, err)
		}
		var fk int
		if err := s.db.QueryRow(`PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
			t.Errorf("foreign_keys = %d, %v", fk, err)
		}
		s.Close()
	}
}

func setupGame(t testing.TB, s *Store) (Group, Game) {
	t.Helper()
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Dienstagsrunde", []string{"Anna", "Bo", "Cai"}, Creator{DeviceID: "dev-a"})
	if err != nil {
		t.Fatal(err)
	}
	ps, err := s.Players(ctx, g.ID)
	if err != nil || len(ps) != 3 {
		t.Fatalf("players: %v %v", ps, err)
	}
	ev, err := s.CreateEvening(ctx, g.ID, "2026-11-20", "Küche")
	if err != nil {
		t.Fatal(err)
	}
	game, err := s.CreateGame(ctx, ev.ID, "gurke", `{"rules":{}}`, []string{ps[2].ID, ps[0].ID, ps[1].ID})
	if err != nil {
		t.Fatal(err)
	}
	return g, game
}

func TestGameSeatingAndScope(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	got, err := s.Game(ctx, g.ID, game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if names := []string{got.Seats[0].Name, got.Seats[1].Name, got.Seats[2].Name}; names[0] != "Cai" || names[1] != "Anna" || names[2] != "Bo" {
		t.Errorf("seating = %v", names)
	}
	other, _ := s.CreateGroup(ctx, "Andere", nil, Creator{DeviceID: "dev-b"})
	if _, err := s.Game(ctx, other.ID, game.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("game seen from another group: %v", err)
	}
	stranger, _ := s.AddPlayer(ctx, other.ID, "Fremd")
	if _, err := s.CreateGame(ctx, game.EveningID, "gurke", "{}", []string{stranger.ID}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seating a player of another group: %v", err)
	}
}

func TestLogAppendOnly(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	a, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d1", Nonce: "n1"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d1", Nonce: "n1", AfterSeq: 1}); !errors.Is(err, ErrDuplicate) {
		t.Errorf("same nonce twice: %v", err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d1", AfterSeq: 0}); !errors.Is(err, ErrConflict) {
		t.Errorf("stale seq: %v", err)
	}
	b, _ := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d1", AfterSeq: 1})
	c, _ := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":3}`, Device: "d2", AfterSeq: 2})
	s.Append(ctx, game.ID, NewRecord{Action: Edit, TargetID: a.ID, Payload: `{"n":10}`, Device: "d2", AfterSeq: 3})
	s.Append(ctx, game.ID, NewRecord{Action: Void, TargetID: c.ID, Device: "d2", AfterSeq: 4})
	log, err := s.Log(ctx, game.ID)
	if err != nil || len(log) != 5 {
		t.Fatalf("log: %d records, %v", len(log), err)
	}
	cur := Fold(log)
	if len(cur) != 2 || cur[0].Payload != `{"n":10}` || !cur[0].Edited || cur[1].ID != b.ID {
		t.Errorf("Fold = %+v", cur)
	}
	if _, err := s.db.Exec(`UPDATE entries SET payload = 'x'`); err == nil {
		t.Error("an entry could be updated")
	}
	if _, err := s.db.Exec(`DELETE FROM entries`); err == nil {
		t.Error("an entry could be deleted")
	}
}

func TestImportEvening(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	in := EveningImport{HeldOn: "2026-01-02", Place: "Bar", Games: []GameImport{{
		Kind: "gurke", Config: "{}", CreatedAt: "2026-01-02T20:00:00Z", Seats: []string{"Anna", "Dora"},
		Log: []Record{{ID: "x", Action: Add, Payload: "{}", Device: "d", CreatedAt: "t1"}, {ID: "y", Action: Void, TargetID: "x", Device: "d", CreatedAt: "t2"}},
	}}}
	ev, err := s.ImportEvening(ctx, g.ID, in)
	if err != nil {
		t.Fatal(err)
	}
	games, err := s.Games(ctx, ev.ID)
	if err != nil || len(games) != 1 || games[0].Seats[1].Name != "Dora" {
		t.Fatalf("games = %+v, %v", games, err)
	}
	log, _ := s.Log(ctx, games[0].ID)
	if len(log) != 2 || log[1].TargetID != log[0].ID || log[0].CreatedAt != "t1" {
		t.Errorf("log = %+v", log)
	}
	in.Games[0].Log[1].TargetID = "nope"
	if _, err := s.ImportEvening(ctx, g.ID, in); !errors.Is(err, ErrNotFound) {
		t.Errorf("dangling target: %v", err)
	}
	evs, _ := s.Evenings(ctx, g.ID)
	if len(evs) != 2 {
		t.Errorf("a failed import left %d evenings", len(evs))
	}
}

func TestSessionKeyStableAndRepaired(t *testing.T) {
	path := filepath.Join(t.TempDir(), "key.db")
	ctx := context.Background()
	var keys []string
	for range 3 {
		s, err := Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		k, err := s.SessionKey(ctx)
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
		s.Close()
	}
	if len(keys[0]) != SessionKeyLength || keys[1] != keys[0] || keys[2] != keys[0] {
		t.Fatalf("keys over three starts: %q", keys)
	}

	// A database from before the fix holds a 26-character key: it is
	// replaced once, then kept.
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.db.Exec(`UPDATE settings SET value = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' WHERE key = 'session_key'`); err != nil {
		t.Fatal(err)
	}
	repaired, err := s.SessionKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := s.SessionKey(ctx)
	if len(repaired) != SessionKeyLength || again != repaired || repaired == keys[0] {
		t.Errorf("repaired %q, then %q", repaired, again)
	}
}

func TestMemberships(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	if r, err := s.Role(ctx, "dev-a", g.ID); err != nil || r != Scorer {
		t.Errorf("creator's role = %q, %v", r, err)
	}
	if _, err := s.Role(ctx, "dev-x", g.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("stranger's role: %v", err)
	}
	// Joining with the viewer link never lowers a scorer.
	if err := s.Join(ctx, "dev-a", "Android", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Role(ctx, "dev-a", g.ID); r != Scorer {
		t.Errorf("scorer lowered to %q", r)
	}
	// A viewer is raised by the scorer link.
	s.Join(ctx, "dev-x", "iPhone", g.ID, Viewer)
	if r, _ := s.Role(ctx, "dev-x", g.ID); r != Viewer {
		t.Errorf("viewer's role = %q", r)
	}
	s.Join(ctx, "dev-x", "iPhone", g.ID, Scorer)
	if r, _ := s.Role(ctx, "dev-x", g.ID); r != Scorer {
		t.Errorf("raised viewer's role = %q", r)
	}
	other, _ := s.CreateGroup(ctx, "Andere", nil, Creator{DeviceID: "dev-x"})
	ms, err := s.Memberships(ctx, "dev-x")
	if err != nil || len(ms) != 2 || ms[0].Group.ID != other.ID || ms[1].Group.ID != g.ID {
		t.Errorf("memberships = %+v, %v", ms, err)
	}
	if err := s.TouchDevice(ctx, "dev-new", "Linux", time.Minute); err != nil {
		t.Error(err)
	}
	if ms, _ := s.Memberships(ctx, "dev-new"); len(ms) != 0 {
		t.Errorf("an unknown device belongs to %v", ms)
	}
}

// TestAppendTellsDuplicateFromConflict covers the cases the one-statement
// append sorts out after the fact: a form stored already is a duplicate
// even once the log has moved on, a stale position with a fresh nonce is a
// conflict, and neither stores anything.
func TestAppendTellsDuplicateFromConflict(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d1", Nonce: "n1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":2}`, Device: "d2", Nonce: "n2", AfterSeq: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":1}`, Device: "d1", Nonce: "n1", AfterSeq: 0}); !errors.Is(err, ErrDuplicate) {
		t.Errorf("a stored form sent again after the log moved: %v, want ErrDuplicate", err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":3}`, Device: "d1", Nonce: "n3", AfterSeq: 1}); !errors.Is(err, ErrConflict) {
		t.Errorf("a fresh form on a stale position: %v, want ErrConflict", err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":3}`, Device: "d1", Nonce: "n3", AfterSeq: 3}); !errors.Is(err, ErrConflict) {
		t.Errorf("a position past the log's end: %v, want ErrConflict", err)
	}
	log, err := s.Log(ctx, game.ID)
	if err != nil || len(log) != 2 || log[1].Seq != 2 {
		t.Fatalf("log after refused appends: %+v, %v", log, err)
	}
	r, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":3}`, Device: "d1", Nonce: "n3", AfterSeq: 2})
	if err != nil || r.Seq != 3 {
		t.Errorf("append at the end: seq %d, %v, want 3", r.Seq, err)
	}
}

// TestConcurrentAppendsTakeTurns has many goroutines append at the same
// position at once: exactly one wins each round, the others get
// ErrConflict, and the log's seqs run 1, 2, 3… without a gap.
func TestConcurrentAppendsTakeTurns(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	const rounds, writers = 10, 8
	for round := range rounds {
		results := make(chan error, writers)
		for w := range writers {
			go func() {
				_, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "d",
					Nonce: fmt.Sprintf("r%dw%d", round, w), AfterSeq: round})
				results <- err
			}()
		}
		won := 0
		for range writers {
			switch err := <-results; {
			case err == nil:
				won++
			case !errors.Is(err, ErrConflict):
				t.Fatalf("round %d: %v", round, err)
			}
		}
		if won != 1 {
			t.Fatalf("round %d: %d appends stored, want 1", round, won)
		}
	}
	log, err := s.Log(ctx, game.ID)
	if err != nil || len(log) != rounds {
		t.Fatalf("log: %d records, %v", len(log), err)
	}
	for i, r := range log {
		if r.Seq != i+1 {
			t.Errorf("record %d has seq %d", i, r.Seq)
		}
	}
}

// Two stores on one database (two servers) append to one game at the same
// position at once, again and again: each time one record is stored and
// the other store is told of the conflict, never that it was saved.
func TestTwoStoresAppendAtOnce(t *testing.T) {
	a, path := openTestAt(t)
	ctx := context.Background()
	_, game := setupGame(t, a)
	b, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	for seq := range 20 {
		errs := make(chan error, 2)
		for i, s := range []*Store{a, b} {
			go func() {
				_, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: fmt.Sprintf(`{"n":%d}`, i), Device: "d",
					Nonce: NewID(), AfterSeq: seq})
				errs <- err
			}()
		}
		stored := 0
		for range 2 {
			switch err := <-errs; {
			case err == nil:
				stored++
			case !errors.Is(err, ErrConflict):
				t.Fatalf("position %d: %v, want the conflict", seq+1, err)
			}
		}
		if stored != 1 {
			t.Fatalf("position %d: %d records stored", seq+1, stored)
		}
	}
}

// TestStartingSeats: a game whose seating changed started with the seats
// its first change had at the table; one that never changed, with all.
func TestStartingSeats(t *testing.T) {
	deal := `{"kind":"deal"}`
	for _, c := range []struct {
		adds []string
		want int
	}{
		{nil, 6},
		{[]string{deal, deal}, 6},
		{[]string{deal, Seating([]int{0, 1, 4, 2, 3}, []int{0, 1, 2, 3}), Seating([]int{0, 1, 4, 5}, []int{0, 1, 4, 2, 3})}, 4},
		{[]string{"{\n  \"was\": [0, 1, 2, 3, 4],\n  \"seats\": [0, 1, 2, 3]\n}"}, 5},
	} {
		if got := StartingSeats(6, c.adds); got != c.want {
			t.Errorf("%v: %d, want %d", c.adds, got, c.want)
		}
	}
}

// TestSeatsInUse: undoing a change of the seating keeps the seats the
// other changes use and the ones the undone change had at the table, and
// lets go of the seats it alone put there.
func TestSeatsInUse(t *testing.T) {
	rules := Current{ID: "r", Payload: HouseRules(`{"rules":{}}`)}
	first := Current{ID: "a", Payload: Seating([]int{0, 1, 4, 2, 3}, []int{0, 1, 2, 3})}
	second := Current{ID: "b", Payload: Seating([]int{0, 1, 4, 5}, []int{0, 1, 4, 2, 3})}
	for _, c := range []struct {
		records []Current
		without string
		want    int
	}{
		{[]Current{rules, first}, "a", 4},
		{[]Current{rules, first, second}, "b", 5},
		{[]Current{first, second}, "a", 6},
		{[]Current{rules}, "r", 0},
	} {
		if got := SeatsInUse(c.records, c.without); got != c.want {
			t.Errorf("without %s of %d records: %d, want %d", c.without, len(c.records), got, c.want)
		}
	}
}

// TestAppendSeated: a change of seats stores the newcomers' seats with its
// record, in one transaction; a record that lost its position stores no
// seat; undoing it removes the newcomers' seats and keeps the others.
func TestAppendSeated(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	dora, err := s.AddPlayer(ctx, g.ID, "Dora")
	if err != nil {
		t.Fatal(err)
	}
	seats := func() int {
		got, err := s.Game(ctx, g.ID, game.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(got.Seats)
	}
	deal, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"kind":"deal"}`, Device: "d", AfterSeq: 0})
	if err != nil {
		t.Fatal(err)
	}
	// A stale position: refused, and Dora has no seat.
	if _, err := s.AppendSeated(ctx, game.ID, NewRecord{Action: Add, Payload: Seating([]int{0, 1, 2, 3}, []int{0, 1, 2}), Device: "d", AfterSeq: 0},
		[]string{dora.ID}, -1); !errors.Is(err, ErrConflict) || seats() != 3 {
		t.Fatalf("a stale change of seats: %v, %d seats", err, seats())
	}
	rec, err := s.AppendSeated(ctx, game.ID, NewRecord{Action: Add, Payload: Seating([]int{0, 1, 2, 3}, []int{0, 1, 2}), Device: "d", AfterSeq: deal.Seq},
		[]string{dora.ID}, -1)
	if err != nil || seats() != 4 {
		t.Fatalf("Dora sits down: %v, %d seats", err, seats())
	}
	// Seated twice in one game: refused.
	if _, err := s.AppendSeated(ctx, game.ID, NewRecord{Action: Add, Payload: Seating([]int{0, 1, 2, 3, 4}, []int{0, 1, 2, 3}), Device: "d", AfterSeq: rec.Seq},
		[]string{dora.ID}, -1); err == nil || seats() != 4 {
		t.Fatalf("Dora seated twice: %v, %d seats", err, seats())
	}
	if _, err := s.AppendSeated(ctx, game.ID, NewRecord{Action: Void, TargetID: rec.ID, Device: "d", AfterSeq: rec.Seq}, nil, 3); err != nil || seats() != 3 {
		t.Fatalf("undo: %v, %d seats", err, seats())
	}
	log, _ := s.Log(ctx, game.ID)
	if len(log) != 3 || log[2].Action != Void {
		t.Errorf("log: %+v", log)
	}
}

// TestConfiguredSeats: changes of seats become phases with their seating,
// the seating before the first one given to the phases before it; a
// correction of the rules for the whole game keeps every seating.
func TestConfiguredSeats(t *testing.T) {
	deal := func(seq int) Current { return Current{ID: fmt.Sprint("d", seq), Seq: seq, Payload: `{"kind":"deal"}`} }
	cur := []Current{
		deal(1),
		{ID: "s", Seq: 2, Payload: Seating([]int{0, 1, 3, 2}, []int{0, 1, 2})},
		deal(3),
		{ID: "r", Seq: 4, Payload: HouseRules(`{"rules":{"limit":30}}`)},
		deal(5),
	}
	rest, corrections, now := Configured(cur, `{"rules":{"limit":21}}`)
	if len(rest) != 3 || len(corrections) != 2 {
		t.Fatalf("%d deals, %d corrections", len(rest), len(corrections))
	}
	want := `{"phases":[{"from":0,"config":{"rules":{"limit":30}},"seats":[0,1,2]},{"from":1,"config":{"rules":{"limit":30}},"seats":[0,1,3,2]}]}`
	if now != want {
		t.Errorf("config\n%s\nwant\n%s", now, want)
	}
	// Before the correction: the game's own rules, the same seating.
	if before := ConfiguredBefore(rest, corrections, `{"rules":{"limit":21}}`); !strings.Contains(before, `"seats":[0,1,3,2]`) || strings.Contains(before, "30") {
		t.Errorf("before the correction: %s", before)
	}
}
