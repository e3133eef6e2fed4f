package db

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/db/pgtest"
)

// A SQLite file with groups, evenings, games and their logs (corrections and
// undos among them), rulings, devices and their memberships, links, a
// renamed player and a deleted group moves into an empty PostgreSQL
// database whole: every table holds the same rows afterwards, the session
// key included, and the copy goes on working there. A database that
// holds groups already is refused.
func TestCopyIntoPostgres(t *testing.T) {
	ctx := context.Background()
	from, err := Open(ctx, filepath.Join(t.TempDir(), "from.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { from.Close() })
	group, game := setupGame(t, from)
	var last Record
	for i := range 5 {
		if last, err = from.Append(ctx, game.ID, NewRecord{Action: Add, Payload: fmt.Sprintf(`{"n":%d}`, i), Device: "d",
			Nonce: NewID(), AfterSeq: i}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := from.Append(ctx, game.ID, NewRecord{Action: Void, TargetID: last.ID, Device: "d", AfterSeq: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := from.KeepRuling(ctx, game.ID, NewRuling{Question: "q", Answer: "a", Rule: "r", Device: "d", Nonce: NewID()}); err != nil {
		t.Fatal(err)
	}
	if err := from.Join(ctx, "dev-b", "Phone", group.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if _, err := from.RotateInvite(ctx, group.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	players, _ := from.Players(ctx, group.ID)
	if _, err := from.RenamePlayer(ctx, group.ID, players[0].ID, "Anne", "d"); err != nil {
		t.Fatal(err)
	}
	gone, _ := setupGame(t, from)
	if err := from.DeleteGroup(ctx, gone.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := from.SessionKey(ctx); err != nil {
		t.Fatal(err)
	}

	to, err := Open(ctx, pgtest.Shared(t).Database(t, "template1"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { to.Close() })
	copied, err := from.CopyTo(ctx, to)
	if err != nil {
		t.Fatal(err)
	}
	if copied["entries"] != 6 || copied["rulings"] != 1 || copied["memberships"] != 2 {
		t.Errorf("copied %v", copied)
	}
	was, err := from.Dump(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	now, err := to.Dump(ctx, map[string][]string{})
	if err != nil {
		t.Fatal(err)
	}
	// Each engine keeps its own list of migrations, applied when it was
	// made; every other table must be the same.
	if a, b := withoutTable(was, "schema_migrations"), withoutTable(now, "schema_migrations"); a != b {
		wl, nl := strings.Split(a, "\n"), strings.Split(b, "\n")
		for i := range max(len(wl), len(nl)) {
			if i >= len(wl) || i >= len(nl) || wl[i] != nl[i] {
				t.Fatalf("the copy differs from the file at line %d:\nfile: %q\ncopy: %q", i+1, wl[min(i, len(wl)-1)], nl[min(i, len(nl)-1)])
			}
		}
	}
	// It goes on there: the next record of the log, the log as it was.
	if _, err := to.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{"n":9}`, Device: "d", AfterSeq: 6}); err != nil {
		t.Errorf("the next record on the copy: %v", err)
	}
	if _, err := from.CopyTo(ctx, to); !errors.Is(err, ErrTargetInUse) {
		t.Errorf("a copy into a database with groups: %v", err)
	}
}

// withoutTable is a Dump without the named table's section.
func withoutTable(dump, table string) string {
	var out []string
	skip := false
	for _, line := range strings.Split(dump, "\n") {
		if strings.HasPrefix(line, "== ") {
			skip = strings.HasPrefix(line, "== "+table+" ")
		}
		if !skip {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}
