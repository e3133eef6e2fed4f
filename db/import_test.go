package db

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// counts returns how many rows every table of the store has.
func counts(t *testing.T, s *Store) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"groups", "players", "evenings", "evening_stakes", "games", "seats", "entries", "rulings",
		"group_changes", "group_deletions", "settings", "game_results", "result_games"} {
		var n int
		if err := s.db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out[table] = n
	}
	return out
}

// importEvenings are n evenings of one game each, every game's log of
// records (at least 2) add records, the first one edited and the second
// one undone.
func importEvenings(n, records int) []EveningImport {
	var out []EveningImport
	for i := range n {
		g := GameImport{Kind: "durak", Config: "{}", CreatedAt: "2026-01-02T20:00:00Z", Seats: []string{"Anna", "Neu"}}
		for r := range records {
			g.Log = append(g.Log, Record{ID: fmt.Sprint(r), Action: Add, Payload: `{"kind":"durak","durak":1}`, Device: "d", CreatedAt: "t"})
		}
		g.Log = append(g.Log, Record{ID: "e", Action: Edit, TargetID: "0", Payload: `{}`, Device: "d", CreatedAt: "t"},
			Record{ID: "v", Action: Void, TargetID: "1", Device: "d", CreatedAt: "t"})
		g.Rulings = []Ruling{{Question: "{}", Answer: "{}", Device: "d", CreatedAt: "t"}}
		out = append(out, EveningImport{HeldOn: fmt.Sprintf("2026-01-%02d", 1+i%28), Stakes: &Stakes{UnitCents: 5}, Games: []GameImport{g}})
	}
	return out
}

// yielding yields the evenings and then, if err is not nil, err, calling
// between before every evening after the first.
func yielding(evenings []EveningImport, between func(i int), err error) iter.Seq2[EveningImport, error] {
	return func(yield func(EveningImport, error) bool) {
		for i, ev := range evenings {
			if i > 0 {
				between(i)
			}
			if !yield(ev, nil) {
				return
			}
		}
		if err != nil {
			yield(EveningImport{}, err)
		}
	}
}

// TestImportStagesOutOfSight restores a group whose evenings come one at
// a time, and looks at the group between them: nothing of the import
// shows until its last transaction, then all of it, and the staging group
// is gone.
func TestImportStagesOutOfSight(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Leer", []string{"Anna"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	before := counts(t, s)
	looked := 0
	between := func(int) {
		looked++
		if evs, err := s.Evenings(ctx, g.ID); err != nil || len(evs) > 0 {
			t.Errorf("the group shows %d evenings while the import runs (%v)", len(evs), err)
		}
		if ps, _ := s.Players(ctx, g.ID); len(ps) != 1 {
			t.Errorf("the group has %d players while the import runs", len(ps))
		}
		if n := counts(t, s)["groups"]; n != before["groups"]+1 {
			t.Errorf("%d groups while the import runs, want the staging group beside %d", n, before["groups"])
		}
	}
	in := GroupImport{Currency: "DKK", Players: []PlayerImport{{Name: "Alt", Archived: true}},
		More:    yielding(importEvenings(5, 10), between, nil),
		Changes: []ExportedChange{{Action: RenamePlayerChange, Before: "Neo", After: "Neu", Device: "d", At: "2026-01-01T00:00:00Z"}}}
	if err := s.ImportGroup(ctx, g.ID, in); err != nil {
		t.Fatal(err)
	}
	if looked != 4 {
		t.Errorf("looked %d times", looked)
	}
	after := counts(t, s)
	for table, want := range map[string]int{"groups": 0, "players": 2, "evenings": 5, "evening_stakes": 5, "games": 5, "seats": 10,
		"entries": 60, "rulings": 5, "group_changes": 1, "settings": 0, "group_deletions": 0} {
		if got := after[table] - before[table]; got != want {
			t.Errorf("%s: %d rows more, want %d", table, got, want)
		}
	}
	ps, _ := s.Players(ctx, g.ID)
	if len(ps) != 3 || ps[0].Name != "Alt" || !ps[0].Archived || ps[2].Name != "Neu" {
		t.Errorf("players %+v", ps)
	}
	changes, _ := s.Changes(ctx, g.ID)
	if len(changes) != 1 || changes[0].Subject != ps[2].ID {
		t.Errorf("changes %+v", changes)
	}
	if got, _ := s.Group(ctx, g.ID); got.Currency != "DKK" {
		t.Errorf("currency %q", got.Currency)
	}
	// The evenings of a day keep the file's order.
	evs, _ := s.Evenings(ctx, g.ID)
	if len(evs) != 5 || evs[0].HeldOn != "2026-01-05" {
		t.Errorf("evenings %+v", evs)
	}
}

// TestFailedImportLeavesNothing ends imports in the middle in every way
// they can end: an error of the file's reading, the group deleted, the
// group given an evening, a dangling target; each leaves the database as
// it was, the staging group and its rows deleted too.
func TestFailedImportLeavesNothing(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Leer", []string{"Anna"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	gone, err := s.CreateGroup(ctx, "Weg", nil, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	before := counts(t, s)
	broken := errors.New("the file broke off")
	if err := s.ImportGroup(ctx, g.ID, GroupImport{More: yielding(importEvenings(3, 600), func(int) {}, broken)}); !errors.Is(err, broken) {
		t.Errorf("a file that broke off: %v", err)
	}
	if diff := counts(t, s); !equalCounts(before, diff) {
		t.Errorf("the broken import left rows: %v, before %v", diff, before)
	}
	var late Evening
	evening := func(i int) {
		if i == 2 {
			late, _ = s.CreateEvening(ctx, g.ID, "2026-02-02", "")
		}
	}
	if err := s.ImportGroup(ctx, g.ID, GroupImport{More: yielding(importEvenings(3, 5), evening, nil)}); !errors.Is(err, ErrNotEmpty) {
		t.Errorf("an evening added meanwhile: %v", err)
	}
	if _, err := s.RemoveEvening(ctx, g.ID, late.ID, "d"); err != nil {
		t.Fatal(err)
	}
	before = counts(t, s)
	deleteGroup := func(i int) {
		if i == 1 {
			if err := s.DeleteGroup(ctx, gone.ID); err != nil {
				t.Error(err)
			}
		}
	}
	if err := s.ImportGroup(ctx, gone.ID, GroupImport{More: yielding(importEvenings(2, 5), deleteGroup, nil)}); !errors.Is(err, ErrGroupChanged) {
		t.Errorf("the group deleted meanwhile: %v", err)
	}
	in := importEvenings(1, 700)[0]
	in.Games[0].Log[len(in.Games[0].Log)-1].TargetID = "nope"
	if _, err := s.ImportEvening(ctx, g.ID, in); !errors.Is(err, ErrNotFound) {
		t.Errorf("a dangling target: %v", err)
	}
	after := counts(t, s)
	// The deleted group took its own rows with it.
	before["groups"]--
	before["group_changes"] = after["group_changes"]
	if !equalCounts(before, after) {
		t.Errorf("the failed imports left rows: %v, before %v", after, before)
	}
}

func equalCounts(a, b map[string]int) bool {
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return len(a) == len(b)
}

// leaveStaged stages an import of an evening of 50 records into the group
// and leaves it there, as a crash does.
func leaveStaged(t *testing.T, s *Store, groupID string) {
	t.Helper()
	ctx := context.Background()
	im, err := s.beginImport(ctx, groupID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := im.addEvening(ctx, importEvenings(1, 50)[0]); err != nil {
		t.Fatal(err)
	}
	if err := im.w.commit(); err != nil {
		t.Fatal(err)
	}
}

// TestStaleImportIsDropped leaves an import staged as a crash would and
// finds it deleted by the next import once it is older than staleImport,
// not before.
func TestStaleImportIsDropped(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Runde", []string{"Anna"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	before := counts(t, s)
	leaveStaged(t, s, g.ID)
	staged := counts(t, s)
	if staged["entries"] != before["entries"]+52 || staged["settings"] != before["settings"]+1 {
		t.Fatalf("staged %v", staged)
	}
	ev, err := s.ImportEvening(ctx, g.ID, importEvenings(1, 2)[0])
	if err != nil {
		t.Fatal(err)
	}
	if n := counts(t, s)["entries"]; n != staged["entries"]+4 {
		t.Errorf("an import of an hour ago was dropped too early: %d entries", n)
	}
	later := time.Now().Add(staleImport + time.Minute)
	s.SetClock(func() time.Time { return later })
	if _, err := s.ImportEvening(ctx, g.ID, importEvenings(1, 2)[0]); err != nil {
		t.Fatal(err)
	}
	after := counts(t, s)
	if after["entries"] != before["entries"]+8 || after["groups"] != before["groups"] || after["settings"] != before["settings"] {
		t.Errorf("after the stale import was dropped: %v, before %v", after, before)
	}
	if _, err := s.Evening(ctx, g.ID, ev.ID); err != nil {
		t.Errorf("the finished import is gone: %v", err)
	}
}

// TestStagedImportsAreDroppedAtStart leaves an import staged as a crash
// would: a server that starts deletes it whatever its age (on PostgreSQL,
// once it is older than staleImport), and keeps the finished ones.
func TestStagedImportsAreDroppedAtStart(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, err := s.CreateGroup(ctx, "Runde", []string{"Anna"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.ImportEvening(ctx, g.ID, importEvenings(1, 2)[0])
	if err != nil {
		t.Fatal(err)
	}
	before := counts(t, s)
	leaveStaged(t, s, g.ID)
	if s.pg {
		// On PostgreSQL another server may be storing it right now: a
		// fresh one stays, one older than staleImport goes.
		staged := counts(t, s)
		if err := s.DropStagedImports(ctx); err != nil {
			t.Fatal(err)
		}
		if after := counts(t, s); !maps.Equal(after, staged) {
			t.Errorf("a fresh staged import was dropped at a start: %v, staged %v", after, staged)
		}
		later := time.Now().Add(staleImport + time.Minute)
		s.SetClock(func() time.Time { return later })
	}
	if err := s.DropStagedImports(ctx); err != nil {
		t.Fatal(err)
	}
	if after := counts(t, s); !maps.Equal(after, before) {
		t.Errorf("after the start: %v, before the import began %v", after, before)
	}
	if _, err := s.Evening(ctx, g.ID, ev.ID); err != nil {
		t.Errorf("the finished import is gone: %v", err)
	}
}

// TestImportHoldsTheLockBriefly imports a group of 40,000 records (under
// CI; a quarter of them in a developer's run) while another group's table
// appends a record every few milliseconds: no append waits for the import
// for long.
func TestImportHoldsTheLockBriefly(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 40,000 records")
	}
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	g, err := s.CreateGroup(ctx, "Leer", nil, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	// Under CI 200 evenings of 200 records; a developer's run imports a
	// quarter of them, which takes seconds as well.
	evenings := 200
	if os.Getenv("CI") == "" {
		evenings = 50
	}
	done := make(chan error)
	start := time.Now()
	go func() { done <- s.ImportGroup(ctx, g.ID, GroupImport{Evenings: importEvenings(evenings, 200)}) }()
	var waits []time.Duration
	for {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(waits)
			worst := waits[len(waits)-1]
			t.Logf("%d records imported in %v; %d appends beside it, median %v, longest %v", evenings*200,
				time.Since(start).Round(time.Millisecond), len(waits), waits[len(waits)/2].Round(10*time.Microsecond), worst.Round(10*time.Microsecond))
			// The import takes seconds; an append waits for one short
			// transaction of it at most, with a second's margin for a
			// busy moment of the shared test machine.
			if median := waits[len(waits)/2]; median > 100*time.Millisecond || worst > time.Second {
				t.Errorf("appends waited %v in the median and %v at most", median, worst)
			}
			return
		default:
		}
		t0 := time.Now()
		if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: "{}", Device: "d", AfterSeq: len(waits)}); err != nil {
			t.Fatal(err)
		}
		waits = append(waits, time.Since(t0))
		time.Sleep(5 * time.Millisecond)
	}
}

// TestImportKeepsTheOrderOfGames imports games that all began at the same
// moment: Games lists them in the order of the import.
func TestImportKeepsTheOrderOfGames(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	in := EveningImport{HeldOn: "2026-01-02"}
	var want []string
	for i := range 12 {
		kind := fmt.Sprintf("kind%02d", i)
		in.Games = append(in.Games, GameImport{Kind: kind, Config: "{}", CreatedAt: "2026-01-02T20:00:00Z", Seats: []string{"Anna"}})
		want = append(want, kind)
	}
	ev, err := s.ImportEvening(ctx, g.ID, in)
	if err != nil {
		t.Fatal(err)
	}
	games, err := s.Games(ctx, ev.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, game := range games {
		got = append(got, game.Kind)
	}
	if !slices.Equal(got, want) {
		t.Errorf("games in the order %v", got)
	}
}

// TestReadRefusesMoreAfterTheFile reads files with something after their
// JSON value, and a group file with a field twice: each is refused.
func TestReadRefusesMoreAfterTheFile(t *testing.T) {
	evening := `{"format":"schreiber-evening","version":1,"evening":{"held_on":"2026-01-01"},"games":[]}`
	group := `{"format":"schreiber-group","version":1,"players":[],"evenings":[` + evening + `]}`
	for _, tail := range []string{"", " \n\t"} {
		if _, err := ReadExport(strings.NewReader(evening + tail)); err != nil {
			t.Errorf("evening with %q after it: %v", tail, err)
		}
		if f, err := ReadGroupExport(strings.NewReader(group + tail)); err != nil || len(f.Evenings) != 1 {
			t.Errorf("group with %q after it: %d evenings, %v", tail, len(f.Evenings), err)
		}
	}
	for _, tail := range []string{"x", "{}", "[", "null", `"more"`, "}"} {
		if _, err := ReadExport(strings.NewReader(evening + tail)); !errors.Is(err, ErrBadExport) {
			t.Errorf("evening with %q after it: %v", tail, err)
		}
		if _, err := ReadGroupExport(strings.NewReader(group + tail)); !errors.Is(err, ErrBadExport) {
			t.Errorf("group with %q after it: %v", tail, err)
		}
	}
	for _, bad := range []string{
		strings.Replace(group, `"players":[]`, `"players":[],"evenings":[]`, 1),
		strings.Replace(group, `"version":1`, `"version":1,"Version":1`, 1),
		strings.Replace(group, `"players":[]`, `"players":[],"cheat":1`, 1),
		strings.Replace(group, `"evenings":[`, `"evenings":[{"format":"schreiber-evening","version":1,"cheat":1},`, 1),
		`{"format":"schreiber-group","version":1,"evenings":{}}`,
		`["format"]`,
	} {
		if _, err := ReadGroupExport(strings.NewReader(bad)); !errors.Is(err, ErrBadExport) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	// A scan hands every evening over with its size, and ends at the first
	// error of its own, which it returns as it is.
	var sizes []int64
	stop := errors.New("stop")
	_, err := ScanGroupExport(strings.NewReader(strings.Replace(group, evening, evening+", "+evening, 1)), func(n int, ev ExportFile, size int64) error {
		sizes = append(sizes, size)
		if n == 2 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || len(sizes) != 2 || sizes[0] < int64(len(evening)) || sizes[0] > int64(len(evening))+2 {
		t.Errorf("scan: sizes %v of an evening of %d bytes, %v", sizes, len(evening), err)
	}
}

// TestImportOfANameAddedMeanwhile adds a player of a name the import adds
// while the import is staged: the import is refused as a whole, since the
// group's names are unique.
func TestImportOfANameAddedMeanwhile(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	var unique int
	indexes := `SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'players_name_key'`
	if s.pg {
		indexes = `SELECT count(*) FROM pg_indexes WHERE indexname = 'players_name_key'`
	}
	if err := s.db.QueryRow(indexes).Scan(&unique); err != nil {
		t.Fatal(err)
	}
	if unique == 0 {
		t.Skip("names are not unique in a group in this schema")
	}
	g, err := s.CreateGroup(ctx, "Leer", []string{"Anna"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	before := counts(t, s)
	meanwhile := func(i int) {
		if i == 1 {
			if _, err := s.AddPlayer(ctx, g.ID, "NEU"); err != nil {
				t.Error(err)
			}
		}
	}
	if err := s.ImportGroup(ctx, g.ID, GroupImport{More: yielding(importEvenings(2, 5), meanwhile, nil)}); !errors.Is(err, ErrGroupChanged) {
		t.Errorf("a name added meanwhile: %v", err)
	}
	before["players"]++
	if after := counts(t, s); !equalCounts(before, after) {
		t.Errorf("the refused import left rows: %v, before %v", after, before)
	}
}
