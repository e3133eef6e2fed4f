package main

import (
	"bytes"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db"
)

// TestBackupAndRestore takes a backup with the backup command while the
// server runs, restores it on another "machine" (a new directory) and finds
// every evening and game there as it stood at the backup, with the phone's
// old cookie still let in.
func TestBackupAndRestore(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "live.db")
	srv := start(t, dbPath)
	p := newPhone(t, srv)
	group, first := startGurke(t, p)
	for _, d := range []struct {
		loser int
		card  string
	}{{0, "9"}, {1, "K"}, {2, "5"}} {
		if a := quickDeal(t, p, first, d.loser, d.card); a.status != http.StatusSeeOther {
			t.Fatalf("deal: status %d", a.status)
		}
	}
	second := p.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-27"}, "place": {"Bei Bo"}})
	form := url.Values{"kind": {"gurke"}, "preset": {"swedish"}}
	page := p.get(second + "/games/new?kind=gurke")
	for i, id := range inputValues(page, "player") {
		form.Add("player", id)
		form.Set("pos-"+id, string(rune('1'+i)))
		form.Set("first_dealer", id)
	}
	other := p.redirected(second+"/games", form)
	if a := quickDeal(t, p, other, 1, "A"); a.status != http.StatusSeeOther {
		t.Fatalf("deal: status %d", a.status)
	}
	want := map[string]string{}
	for _, g := range []string{first, other} {
		want[g] = strings.Join(scores(t, p, g), " ")
	}

	backupPath := filepath.Join(t.TempDir(), "backup.db")
	out, err := exec.Command(binary(t), "backup", "-db", dbPath, backupPath).CombinedOutput()
	if err != nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "wrote "+backupPath) || !strings.Contains(string(out), "2 games, 4 entries") {
		t.Errorf("backup said %q", out)
	}
	// A deal after the backup is not in it; the backup is not overwritten
	// unless asked.
	if a := quickDeal(t, p, first, 0, "A"); a.status != http.StatusSeeOther {
		t.Fatalf("deal: status %d", a.status)
	}
	before, _ := os.ReadFile(backupPath)
	out, err = exec.Command(binary(t), "backup", "-db", dbPath, backupPath).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "exists") {
		t.Errorf("a second backup to the same file: %v, %q", err, out)
	}
	if after, _ := os.ReadFile(backupPath); !bytes.Equal(before, after) {
		t.Error("the refused backup changed the file")
	}
	srv.stop(syscall.SIGTERM)

	// Restore on another machine: copy the file, start there.
	restored := filepath.Join(t.TempDir(), "schreiber.db")
	if err := os.WriteFile(restored, before, 0o600); err != nil {
		t.Fatal(err)
	}
	srv = start(t, restored)
	p.moveTo(srv)
	if a := p.get(group); a.status != http.StatusOK || !strings.Contains(a.body, "Bei Bo") {
		t.Fatalf("the restored group page: status %d", a.status)
	}
	for g, w := range want {
		if got := strings.Join(scores(t, p, g), " "); got != w {
			t.Errorf("restored game %s: scores %q, at the backup %q", g, got, w)
		}
	}
	if h := byTestID(p.get(first+"/history").doc, "history"); len(h) != 1 ||
		len(nodes(h[0], func(n *html.Node) bool { return n.Data == "li" })) != 3 {
		t.Error("the restored game's history does not list its 3 deals")
	}
}

// inputValues returns the values of every input with the name.
func inputValues(a answer, name string) []string {
	var out []string
	for _, n := range nodes(a.doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == name }) {
		out = append(out, attrOf(n, "value"))
	}
	return out
}

func TestBackupCommandRefusesMistakes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var out, errs bytes.Buffer
	if err := run([]string{"backup", "-db", filepath.Join(dir, "live.db")}, &out, &errs); err == nil {
		t.Error("a backup without a file name did not fail")
	}
	missing := filepath.Join(dir, "typo.db")
	if err := run([]string{"backup", "-db", missing, filepath.Join(dir, "copy.db")}, &out, &errs); err == nil {
		t.Error("a backup of a missing database did not fail")
	}
	for _, p := range []string{missing, filepath.Join(dir, "copy.db")} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s exists after a failed backup", filepath.Base(p))
		}
	}
	live := filepath.Join(dir, "live.db")
	s, err := db.Open(t.Context(), live)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	copyPath := filepath.Join(dir, "copy.db")
	os.WriteFile(copyPath, []byte("old"), 0o600)
	if err := run([]string{"backup", "-db", live, copyPath}, &out, &errs); err == nil {
		t.Error("a backup over a file did not fail")
	}
	out.Reset()
	if err := run([]string{"backup", "-db", live, "-force", copyPath}, &out, &errs); err != nil {
		t.Fatalf("backup -force: %v", err)
	}
	if !strings.HasPrefix(out.String(), "wrote "+copyPath) {
		t.Errorf("backup -force said %q", out.String())
	}
}

// TestDailyBackupWhileServing starts the server with a backup directory:
// today's backup appears there, and the server still stops cleanly.
func TestDailyBackupWhileServing(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "live.db")
	dir := filepath.Join(t.TempDir(), "backups")
	srv := start(t, dbPath, "-backup-dir", dir, "-backup-keep", "3")
	want := filepath.Join(dir, db.DailyBackupName(time.Now()))
	for i := 0; ; i++ {
		if _, err := os.Stat(want); err == nil {
			break
		}
		if i == 100 {
			t.Fatalf("no daily backup %s after 10 s", want)
		}
		time.Sleep(100 * time.Millisecond)
	}
	srv.stop(syscall.SIGTERM)
	if code := srv.cmd.ProcessState.ExitCode(); code != 0 {
		t.Errorf("the server exited with %d", code)
	}
	var errs bytes.Buffer
	if err := run([]string{"serve", "-backup-dir", dir, "-backup-keep", "0"}, &errs, &errs); err == nil ||
		!strings.Contains(err.Error(), "backup-keep") {
		t.Errorf("-backup-keep 0: %v", err)
	}
}
