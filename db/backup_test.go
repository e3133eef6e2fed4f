package db

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestBackupWhileWriting takes backups through one connection while another
// store, as a running server would, appends to a game's log: every copy is
// whole, holds a gap-free prefix of the log, and opens as a database with
// the same session key.
func TestBackupWhileWriting(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	path := filepath.Join(dir, "live.db")
	server, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close()
	key, err := server.SessionKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, game := setupGame(t, server)
	tool, err := OpenExisting(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer tool.Close()

	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	var appended int
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := server.Append(ctx, game.ID, NewRecord{Action: Add, Payload: fmt.Sprintf(`{"n":%d}`, appended+1),
				Device: "d", Nonce: fmt.Sprint("n", appended), AfterSeq: appended}); err != nil {
				t.Errorf("append %d: %v", appended+1, err)
				return
			}
			appended++
		}
	}()
	var counts []int
	for i := range 5 {
		copyPath := filepath.Join(dir, fmt.Sprintf("copy-%d.db", i))
		info, err := tool.Backup(ctx, copyPath, false)
		if err != nil {
			t.Fatal(err)
		}
		if info.Path != copyPath || info.Bytes == 0 || info.Groups != 1 || info.Games != 1 {
			t.Errorf("backup %d: %+v", i, info)
		}
		c, err := Open(ctx, copyPath)
		if err != nil {
			t.Fatal(err)
		}
		log, err := c.Log(ctx, game.ID)
		if err != nil {
			t.Fatal(err)
		}
		for j, r := range log {
			if r.Seq != j+1 || r.Payload != fmt.Sprintf(`{"n":%d}`, j+1) {
				t.Fatalf("backup %d: record %d is %+v", i, j, r)
			}
		}
		if len(log) != info.Entries {
			t.Errorf("backup %d: says %d entries, holds %d", i, info.Entries, len(log))
		}
		if k, err := c.SessionKey(ctx); err != nil || k != key {
			t.Errorf("backup %d: session key %q, %v", i, k, err)
		}
		c.Close()
		counts = append(counts, len(log))
		time.Sleep(5 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	if !slices.IsSorted(counts) || counts[len(counts)-1] == 0 {
		t.Errorf("entries in the backups: %v", counts)
	}
	t.Logf("entries in the backups: %v of %d appended", counts, appended)
}

func TestBackupRefusesToOverwrite(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	s := openTest(t)
	setupGame(t, s)
	if s.pg {
		backupRefusedOnPostgres(t, s)
		return
	}
	path := filepath.Join(dir, "copy.db")
	if err := os.WriteFile(path, []byte("keep me"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Backup(ctx, path, false); !errors.Is(err, ErrExists) {
		t.Errorf("backup over a file: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "keep me" {
		t.Errorf("the file was changed to %.20q", b)
	}
	info, err := s.Backup(ctx, path, true)
	if err != nil || info.Games != 1 {
		t.Fatalf("backup with replace: %+v, %v", info, err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the directory holds %d files, want only the backup", len(entries))
	}
	if _, err := s.Backup(ctx, filepath.Join(dir, "no", "such", "dir.db"), false); err == nil {
		t.Error("a backup into a missing directory did not fail")
	}
}

func TestOpenExistingCreatesNothing(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	missing := filepath.Join(dir, "typo.db")
	if _, err := OpenExisting(ctx, missing); err == nil {
		t.Error("a missing database opened")
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("opening a missing database created it: %v", err)
	}
	other := filepath.Join(dir, "other.db")
	if err := os.WriteFile(other, []byte("not a database at all, not even close to one, just text"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenExisting(ctx, other); err == nil {
		t.Error("a text file opened as a database")
	}
}

func TestRotateBackups(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	setupGame(t, s)
	if s.pg {
		backupRefusedOnPostgres(t, s)
		return
	}
	dir := filepath.Join(t.TempDir(), "backups")
	day := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	if _, _, err := s.RotateBackups(ctx, dir, 0, day); err == nil {
		t.Error("keep 0 was accepted")
	}
	wrote, _, err := s.RotateBackups(ctx, dir, 3, day)
	if err != nil || wrote != filepath.Join(dir, "schreiber-2026-11-01.db") {
		t.Fatalf("first run wrote %q, %v", wrote, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "schreiber-old.db"), []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	if wrote, removed, err := s.RotateBackups(ctx, dir, 3, day.Add(10*time.Hour)); wrote != "" || removed != nil || err != nil {
		t.Errorf("second run on the same day: wrote %q, removed %v, %v", wrote, removed, err)
	}
	for i := 1; i <= 5; i++ {
		if _, _, err := s.RotateBackups(ctx, dir, 3, day.AddDate(0, 0, i)); err != nil {
			t.Fatal(err)
		}
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{"notes.txt", "schreiber-2026-11-04.db", "schreiber-2026-11-05.db", "schreiber-2026-11-06.db", "schreiber-old.db"}
	if !slices.Equal(names, want) {
		t.Errorf("backup directory holds %v, want %v", names, want)
	}
	c, err := Open(ctx, filepath.Join(dir, "schreiber-2026-11-06.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if gs, err := c.Evenings(ctx, mustGroup(t, c)); err != nil || len(gs) != 1 {
		t.Errorf("the newest backup has evenings %v, %v", gs, err)
	}
}

func mustGroup(t *testing.T, s *Store) string {
	t.Helper()
	var id string
	if err := s.db.QueryRow(`SELECT id FROM groups`).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestKeepDailyBackupsStops runs the background rotation and checks that it
// writes at once and returns when its context ends.
func TestKeepDailyBackupsStops(t *testing.T) {
	s := openTest(t)
	if s.pg {
		backupRefusedOnPostgres(t, s)
		return
	}
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	reports := make(chan string, 10)
	done := make(chan struct{})
	go func() {
		s.KeepDailyBackups(ctx, dir, 2, time.Hour, func(wrote string, _ []string, err error) {
			if err != nil {
				t.Error(err)
			}
			reports <- wrote
		})
		close(done)
	}()
	select {
	case wrote := <-reports:
		if wrote != filepath.Join(dir, DailyBackupName(time.Now())) {
			t.Errorf("wrote %q", wrote)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no backup within 10 s")
	}
	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the rotation did not stop with its context")
	}
}

// backupRefusedOnPostgres checks that a PostgreSQL store sends its backups
// to pg_dump, writing nothing.
func backupRefusedOnPostgres(t *testing.T, s *Store) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "copy.db")
	if _, err := s.Backup(context.Background(), path, false); !errors.Is(err, ErrBackupPostgres) {
		t.Errorf("a backup on PostgreSQL: %v", err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a backup on PostgreSQL wrote a file")
	}
}
