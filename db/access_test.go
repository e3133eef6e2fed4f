package db

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func TestRotateInviteRetiresTheOldLinkAndCode(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, _ := setupGame(t, s)
	before, err := s.Invites(ctx, g.ID)
	if err != nil || len(before) != 2 {
		t.Fatalf("invites: %v %v", before, err)
	}
	var viewer Invite
	for _, in := range before {
		if len(in.Code) != CodeLength || NormalizeCode(in.Code) != in.Code {
			t.Errorf("code %q of the %s link is not a code", in.Code, in.Role)
		}
		if in.Role == Viewer {
			viewer = in
		}
	}
	if err := s.Join(ctx, "dev-v", "viewer phone", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	fresh, err := s.RotateInvite(ctx, g.ID, Viewer)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Token == viewer.Token || fresh.Code == viewer.Code || fresh.Role != Viewer {
		t.Fatalf("rotation gave %+v for %+v", fresh, viewer)
	}
	if _, err := s.InviteByToken(ctx, viewer.Token); !errors.Is(err, ErrNotFound) {
		t.Errorf("old token: %v, want ErrNotFound", err)
	}
	if _, err := s.InviteByCode(ctx, viewer.Code); !errors.Is(err, ErrNotFound) {
		t.Errorf("old code: %v, want ErrNotFound", err)
	}
	if in, err := s.InviteByCode(ctx, fresh.Code); err != nil || in.Token != fresh.Token {
		t.Errorf("new code: %+v %v", in, err)
	}
	after, _ := s.Invites(ctx, g.ID)
	if len(after) != 2 {
		t.Fatalf("%d working links after rotating, want 2", len(after))
	}
	if r, err := s.Role(ctx, "dev-v", g.ID); err != nil || r != Viewer {
		t.Errorf("the viewer who joined before is out: %q %v", r, err)
	}
	if _, err := s.RotateInvite(ctx, "no-such-group", Viewer); !errors.Is(err, ErrNotFound) {
		t.Errorf("rotating a missing group's link: %v", err)
	}
}

func TestRevokeKeepsTheLogAndLetsALinkBringTheDeviceBack(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	if err := s.Join(ctx, "dev-b", "Android Chrome #devb", g.ID, Scorer); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "Bo's phone #devb"}); err != nil {
		t.Fatal(err)
	}
	members, err := s.Members(ctx, g.ID)
	if err != nil || len(members) != 2 || members[1].ID != "dev-b" || members[1].Role != Scorer {
		t.Fatalf("members: %+v %v", members, err)
	}
	if err := s.Revoke(ctx, g.ID, "dev-b"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Role(ctx, "dev-b", g.ID); !errors.Is(err, ErrRevoked) {
		t.Errorf("role after revoking: %v, want ErrRevoked", err)
	}
	if err := s.Revoke(ctx, g.ID, "dev-b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("revoking twice: %v", err)
	}
	if ms, _ := s.Memberships(ctx, "dev-b"); len(ms) != 0 {
		t.Errorf("a revoked device still lists the group: %+v", ms)
	}
	if ms, _ := s.Members(ctx, g.ID); len(ms) != 1 {
		t.Errorf("a revoked device is still listed: %+v", ms)
	}
	log, _ := s.Log(ctx, game.ID)
	if len(log) != 1 || log[0].Device != "Bo's phone #devb" {
		t.Errorf("log after revoking: %+v", log)
	}
	// Back in through the viewer's link: a viewer now, not the scorer it was.
	if err := s.Join(ctx, "dev-b", "Android Chrome #devb", g.ID, Viewer); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Role(ctx, "dev-b", g.ID); err != nil || r != Viewer {
		t.Errorf("role after joining again: %q %v", r, err)
	}
}

func TestDeviceNames(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	setupGame(t, s)
	if err := s.RenameDevice(ctx, "dev-a", "Anna's phone"); err != nil {
		t.Fatal(err)
	}
	d, err := s.Device(ctx, "dev-a")
	if err != nil || d.Name != "Anna's phone" || d.FirstSeen == "" || d.LastSeen == "" {
		t.Fatalf("device: %+v %v", d, err)
	}
	if err := s.RenameDevice(ctx, "nobody", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("renaming an unknown device: %v", err)
	}
	if _, err := s.Device(ctx, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Errorf("reading an unknown device: %v", err)
	}
}

func TestNormalizeCode(t *testing.T) {
	for typed, want := range map[string]string{
		"K7QM3XPA":   "K7QM3XPA",
		"k7qm-3xpa":  "K7QM3XPA",
		" k7qm 3xpa": "K7QM3XPA",
		"O1IL-ABCD":  "0111ABCD",
		"K7QM3XP":    "",
		"K7QM3XPAB":  "",
		"K7QU3XPA":   "",
		"K7QM3XP!":   "",
		"":           "",
	} {
		if got := NormalizeCode(typed); got != want {
			t.Errorf("NormalizeCode(%q) = %q, want %q", typed, got, want)
		}
	}
}

func TestLastSeq(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	if n, err := s.LastSeq(ctx, game.ID); err != nil || n != 0 {
		t.Fatalf("empty log: %d %v", n, err)
	}
	for i := range 3 {
		if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "d", AfterSeq: i}); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := s.LastSeq(ctx, game.ID); err != nil || n != 3 {
		t.Fatalf("after three: %d %v", n, err)
	}
}

// TestMigrationGivesOldLinksCodes applies the migrations before 0004, stores
// links the way older versions did, then opens the file as this version
// does: every old link gets its own code, and keeps working.
func TestMigrationGivesOldLinksCodes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := open(path, "rwc")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(migrations, "migrations/*.sql")
	sort.Strings(names)
	for _, name := range names {
		v, _ := strconv.Atoi(strings.SplitN(strings.TrimPrefix(name, "migrations/"), "_", 2)[0])
		if v >= 4 {
			break
		}
		if err := s.applyMigration(ctx, v, name); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO groups (id, name, created_at) VALUES ('g', 'Alt', 't')`); err != nil {
		t.Fatal(err)
	}
	for i, role := range []string{"scorer", "viewer"} {
		if _, err := s.db.ExecContext(ctx, `INSERT INTO invites (token, group_id, role, created_at) VALUES (?, 'g', ?, 't')`,
			"tok"+strconv.Itoa(i), role); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ins, err := s.Invites(ctx, "g")
	if err != nil || len(ins) != 2 {
		t.Fatalf("invites: %+v %v", ins, err)
	}
	code := regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{8}$`)
	if !code.MatchString(ins[0].Code) || !code.MatchString(ins[1].Code) || ins[0].Code == ins[1].Code {
		t.Errorf("codes after the migration: %q %q", ins[0].Code, ins[1].Code)
	}
	if in, err := s.InviteByToken(ctx, "tok1"); err != nil || in.Role != Viewer {
		t.Errorf("old link after the migration: %+v %v", in, err)
	}
}
