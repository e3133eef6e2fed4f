package db

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// openAtVersion makes a database file with the migrations before version
// applied, as an older Schreiber left it.
func openAtVersion(t *testing.T, path string, version int) *Store {
	t.Helper()
	s, err := open(path, "rwc")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(names)
	for _, name := range names {
		v, _ := strconv.Atoi(strings.SplitN(strings.TrimPrefix(name, "migrations/"), "_", 2)[0])
		if v >= version {
			break
		}
		if err := s.applyMigration(ctx, v, name); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// fileText is every row of every table of the database, as text.
func fileText(t *testing.T, s *Store) string {
	t.Helper()
	out, err := s.Dump(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOldInvitesAreKeptAsHashes stores links and codes in the clear as
// versions before migration 0009 did, opens the file as this version
// does, and checks that neither a token nor a code is left in any table,
// and that every link and code still finds its group and shows as before.
func TestOldInvitesAreKeptAsHashes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	s := openAtVersion(t, path, 9)
	ctx := context.Background()
	if _, err := s.w.ExecContext(ctx, `INSERT INTO groups (id, name, created_at) VALUES ('g', 'Alt', 't')`); err != nil {
		t.Fatal(err)
	}
	old := map[Role]Invite{
		Scorer: {Token: NewID(), GroupID: "g", Role: Scorer, Code: "K7QM3XPA"},
		Viewer: {Token: NewID(), GroupID: "g", Role: Viewer, Code: "Z0ZZ1Y2W"},
	}
	for _, in := range old {
		if _, err := s.w.ExecContext(ctx, `INSERT INTO invites (token, group_id, role, code, created_at) VALUES (?, 'g', ?, ?, 't')`,
			in.Token, in.Role, in.Code); err != nil {
			t.Fatal(err)
		}
	}
	retired := NewID()
	if _, err := s.w.ExecContext(ctx, `INSERT INTO invites (token, group_id, role, code, created_at, retired_at) VALUES (?, 'g', 'viewer', 'RETRD000', 't', 't')`,
		retired); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.UseInviteKey(ctx, strings.Repeat("s", 32)); err != nil {
		t.Fatal(err)
	}
	text := fileText(t, s)
	for _, secret := range []string{old[Scorer].Token, old[Scorer].Code, old[Viewer].Token, old[Viewer].Code, retired, "RETRD000"} {
		if strings.Contains(text, secret) {
			t.Errorf("%q is still in the database", secret)
		}
	}
	ins, err := s.Invites(ctx, "g")
	if err != nil || len(ins) != 2 {
		t.Fatalf("invites: %+v %v", ins, err)
	}
	for _, in := range ins {
		if in != old[in.Role] {
			t.Errorf("the %s invite shows as %+v, was %+v", in.Role, in, old[in.Role])
		}
		if got, err := s.InviteByToken(ctx, in.Token); err != nil || got != in {
			t.Errorf("the %s link finds %+v, %v", in.Role, got, err)
		}
		if got, err := s.InviteByCode(ctx, in.Code); err != nil || got != in {
			t.Errorf("the %s code finds %+v, %v", in.Role, got, err)
		}
	}
	if _, err := s.InviteByToken(ctx, retired); !errors.Is(err, ErrNotFound) {
		t.Errorf("a retired link: %v, want ErrNotFound", err)
	}

	// A second start finds nothing more to do, and changes nothing.
	s.Close()
	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UseInviteKey(ctx, strings.Repeat("s", 32)); err != nil {
		t.Fatal(err)
	}
	if again := fileText(t, s); again != text {
		t.Errorf("the second start changed the file:\n%s\nwas\n%s", again, text)
	}
}

// TestNewInvitesAreKeptAsHashes checks the invites of a new group and of a
// replaced link: the database holds neither their tokens nor their codes.
func TestNewInvitesAreKeptAsHashes(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	fresh, err := s.RotateInvite(ctx, g.ID, Viewer)
	if err != nil {
		t.Fatal(err)
	}
	ins, err := s.Invites(ctx, g.ID)
	if err != nil || len(ins) != 2 {
		t.Fatalf("invites: %+v %v", ins, err)
	}
	text := fileText(t, s)
	for _, in := range append(ins, fresh) {
		if strings.Contains(text, in.Token) || strings.Contains(text, in.Code) {
			t.Errorf("the %s invite %+v is in the database", in.Role, in)
		}
	}
}

// TestInvitesAfterTheSessionKeyChanged opens a database whose invites were
// sealed under another session key: every link still opens its group (the
// devices that the new key signed out come back through them), a used
// link is sealed again with a new code, and the group page's list replaces
// what it cannot show.
func TestInvitesAfterTheSessionKeyChanged(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	if err := s.UseInviteKey(ctx, strings.Repeat("a", 32)); err != nil {
		t.Fatal(err)
	}
	g, _ := setupGame(t, s)
	before := map[Role]Invite{}
	ins, _ := s.Invites(ctx, g.ID)
	for _, in := range ins {
		before[in.Role] = in
	}
	if err := s.UseInviteKey(ctx, strings.Repeat("b", 32)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.InviteByCode(ctx, before[Scorer].Code); !errors.Is(err, ErrNotFound) {
		t.Errorf("a code under the old key: %v, want ErrNotFound", err)
	}
	scorer, err := s.InviteByToken(ctx, before[Scorer].Token)
	if err != nil || scorer.GroupID != g.ID || scorer.Role != Scorer {
		t.Fatalf("the scorers' link under the old key: %+v %v", scorer, err)
	}
	if scorer.Code == before[Scorer].Code || NormalizeCode(scorer.Code) != scorer.Code {
		t.Errorf("the link sealed again has the code %q (was %q)", scorer.Code, before[Scorer].Code)
	}
	if got, err := s.InviteByCode(ctx, scorer.Code); err != nil || got != scorer {
		t.Errorf("the new code finds %+v, %v", got, err)
	}
	after, err := s.Invites(ctx, g.ID)
	if err != nil || len(after) != 2 {
		t.Fatalf("invites: %+v %v", after, err)
	}
	if after[0] != scorer {
		t.Errorf("the scorers' invite shows as %+v, want %+v", after[0], scorer)
	}
	if after[1].Role != Viewer || after[1].Token == before[Viewer].Token {
		t.Errorf("the viewers' invite shows as %+v, want a new one", after[1])
	}
	if _, err := s.InviteByToken(ctx, before[Viewer].Token); !errors.Is(err, ErrNotFound) {
		t.Errorf("the replaced viewers' link: %v, want ErrNotFound", err)
	}
}

// TestAddMembershipNeverBringsARemovedDeviceBack checks what an older
// cookie's list of groups can do: add a membership the device never had,
// and nothing else.
func TestAddMembershipNeverBringsARemovedDeviceBack(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	if err := s.AddMembership(ctx, "old", "old phone", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Role(ctx, "old", g.ID); err != nil || r != Viewer {
		t.Fatalf("role %q, %v", r, err)
	}
	if err := s.AddMembership(ctx, "old", "old phone", g.ID, Scorer); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Role(ctx, "old", g.ID); err != nil || r != Viewer {
		t.Errorf("after a second list: role %q, %v", r, err)
	}
	if err := s.Revoke(ctx, g.ID, "old"); err != nil {
		t.Fatal(err)
	}
	if err := s.AddMembership(ctx, "old", "old phone", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Role(ctx, "old", g.ID); !errors.Is(err, ErrRevoked) {
		t.Errorf("a removed device after its old list: %v, want ErrRevoked", err)
	}
	if err := s.Join(ctx, "old", "old phone", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Role(ctx, "old", g.ID); err != nil || r != Viewer {
		t.Errorf("a removed device through a link: role %q, %v", r, err)
	}
}

// TestNewDatabaseIsPrivate checks that a database Open creates, its
// write-ahead log and its shared-memory file can be read by their owner
// only, and that an existing file keeps its permissions.
func TestNewDatabaseIsPrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	setupGame(t, s)
	for _, name := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want -rw-------", filepath.Base(name), fi.Mode().Perm())
		}
	}

	shared := filepath.Join(dir, "shared.db")
	if err := os.WriteFile(shared, nil, 0o640); err != nil {
		t.Fatal(err)
	}
	os.Chmod(shared, 0o640)
	s2, err := Open(context.Background(), shared)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if fi, _ := os.Stat(shared); fi.Mode().Perm() != 0o640 {
		t.Errorf("an existing file: mode %v, want -rw-r-----", fi.Mode().Perm())
	}
}
