//go:build linux

package main

import (
	"bytes"
	"database/sql"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"schreiber/db"
)

// copyGames gives the evening of the game copies copies of it, each with a
// log of records records: its first deal, undone and entered again, over
// and over. It writes straight to the database, in one transaction, with
// the server stopped.
func copyGames(t *testing.T, raw *sql.DB, gameID string, copies, records int) {
	t.Helper()
	tx, err := raw.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	var evening, kind, config, created, payload, device string
	if err := tx.QueryRow(`SELECT g.evening_id, g.kind, g.config, g.created_at, e.payload, e.device FROM games g
		JOIN entries e ON e.game_id = g.id AND e.seq = 1 WHERE g.id = ?`, gameID).Scan(&evening, &kind, &config, &created, &payload, &device); err != nil {
		t.Fatal(err)
	}
	var seats []string
	rows, err := tx.Query(`SELECT player_id FROM seats WHERE game_id = ? ORDER BY seat`, gameID)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var p string
		rows.Scan(&p)
		seats = append(seats, p)
	}
	rows.Close()
	// Rows go in 250 at a time: one statement each, not one per row.
	const batch = 250
	values := strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?, ?, ?),", batch), ",")
	add, err := tx.Prepare(`INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, created_at) VALUES ` + values)
	if err != nil {
		t.Fatal(err)
	}
	for c := range copies {
		id := db.NewID()
		at := fmt.Sprintf("2026-11-20T%02d:%02d:00Z", 18+c/60%6, c%60)
		if _, err := tx.Exec(`INSERT INTO games (id, evening_id, kind, config, created_at) VALUES (?, ?, ?, ?, ?)`, id, evening, kind, config, at); err != nil {
			t.Fatal(err)
		}
		for i, p := range seats {
			if _, err := tx.Exec(`INSERT INTO seats (game_id, seat, player_id) VALUES (?, ?, ?)`, id, i, p); err != nil {
				t.Fatal(err)
			}
		}
		var last string
		args := make([]any, 0, 8*batch)
		for seq := 1; seq <= records; seq++ {
			rid := db.NewID()
			if seq%2 == 1 {
				args = append(args, rid, id, seq, "add", nil, payload, device, at)
				last = rid
			} else {
				args = append(args, rid, id, seq, "void", last, "", device, at)
			}
			if len(args) == cap(args) {
				if _, err := add.Exec(args...); err != nil {
					t.Fatal(err)
				}
				args = args[:0]
			}
		}
		if len(args) > 0 {
			t.Fatalf("%d records are no multiple of %d", records, batch)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
}

// TestAFailedImportOnALargeDatabase runs the real program on a database of
// 120,000 records under CI (the issue measured 670,000; this builds in seconds, and
// with the deletion of staged rows scanning the log, as it did before
// migration 12, the cleanup of 20,000 staged records here scans the log
// 20,000 times: minutes, with every other table locked out). A group file of
// 20 games of 1,000 records each (under CI) is imported and made to fail: a player of
// a name in the file is added to the group while the import stores it.
// All the while another table enters deals and undoes them: every one
// answers within 200 ms at the 99th percentile, and the staged rows are
// gone when the import has failed.
func TestAFailedImportOnALargeDatabase(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "large.db")
	srv := start(t, dbPath)
	p := newPhone(t, srv)
	_, source := startGurkeOf(t, p, "Quelle", "Anna\nBo\nCai")
	_, archive := startGurkeOf(t, p, "Archiv", "Dora\nEde\nFritz")
	_, table := startGurkeOf(t, p, "Tisch", "Gerd\nHeike\nIlse")
	for _, g := range []string{source, archive, table} {
		if a := quickDeal(t, p, g, 0, "9"); a.status != http.StatusSeeOther {
			t.Fatalf("first deal: status %d", a.status)
		}
	}
	srv.stop(syscall.SIGTERM)
	raw, err := sql.Open("sqlite", "file:"+dbPath+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	built := time.Now()
	id := func(path string) string { return path[strings.LastIndex(path, "/")+1:] }
	// A developer's run builds a quarter of it: 30,000 records, 5,000
	// of them staged, which the cleanup of old would still take seconds
	// over.
	records, archived := 1000, 100
	if !fullProofs() {
		records, archived = 250, 25
	}
	copyGames(t, raw, id(source), 20, records)
	copyGames(t, raw, id(archive), archived, 1000)
	count := func() int {
		var n int
		if err := raw.QueryRow(`SELECT count(*) FROM entries`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := count()
	t.Logf("%d records written in %v", before, time.Since(built).Round(time.Millisecond))

	srv = start(t, dbPath)
	p.moveTo(srv)
	file := p.get(strings.Split(source, "/games/")[0] + "/export")
	if file.status != http.StatusOK {
		t.Fatalf("the export: status %d", file.status)
	}
	target := p.redirected("/groups", url.Values{"name": {"Ziel"}})

	// The other table: a deal, then its undo, over and over, timed; first
	// for two seconds with no import, to know what this machine's load
	// makes of them, then while the import runs and fails.
	stop := make(chan struct{})
	timings := make(chan []time.Duration)
	otherTable := func(until time.Time) {
		var took []time.Duration
		for {
			if until.IsZero() {
				select {
				case <-stop:
					timings <- took
					return
				default:
				}
			} else if time.Now().After(until) {
				timings <- took
				return
			}
			page := p.get(table)
			form := url.Values{"mode": {"quick"}, "loser": {"1"}, "card": {"K"}, "nonce": {field(page.doc, "nonce")},
				"after": {field(page.doc, "after")}, "_csrf": {field(page.doc, "_csrf")}}
			began := time.Now()
			a := p.do(http.MethodPost, table+"/entries", form)
			took = append(took, time.Since(began))
			if a.status != http.StatusSeeOther {
				t.Errorf("a deal at the other table: status %d", a.status)
			}
			page = p.get(table)
			began = time.Now()
			a = p.do(http.MethodPost, table+"/undo", url.Values{"after": {field(page.doc, "after")}, "_csrf": {field(page.doc, "_csrf")}})
			took = append(took, time.Since(began))
			if a.status != http.StatusSeeOther {
				t.Errorf("an undo at the other table: status %d", a.status)
			}
		}
	}
	go otherTable(time.Now().Add(2 * time.Second))
	quiet := <-timings
	slices.Sort(quiet)
	quietP99 := quiet[len(quiet)*99/100]
	go otherTable(time.Time{})

	answer := make(chan answer, 1)
	go func() {
		answer <- uploadGroup(t, p, target, file.body)
	}()
	// Once the import stores records, a player of a name in the file joins
	// the group: the import cannot be moved in, and is thrown away.
	deadline := time.Now().Add(60 * time.Second)
	for count() < before+1000 {
		if time.Now().After(deadline) {
			t.Fatal("the import stored nothing within 60 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if a := p.post(target+"/players", url.Values{"name": {"Anna"}}); a.status != http.StatusSeeOther {
		t.Fatalf("Anna into the group under import: status %d", a.status)
	}
	a := <-answer
	if a.status == http.StatusSeeOther && strings.Contains(a.location, "/imports/") {
		progress := a.location
		for a = p.get(progress); a.status == http.StatusAccepted; a = p.get(progress) {
			time.Sleep(200 * time.Millisecond)
		}
	}
	close(stop)
	took := <-timings
	if a.status != http.StatusUnprocessableEntity || !strings.Contains(a.body, "The group changed while the file was being stored") {
		t.Errorf("the import's answer: status %d: %.300s", a.status, a.body)
	}
	// What the import staged is gone, in the end.
	for end := time.Now().Add(30 * time.Second); count() > before+len(quiet)+len(took); {
		if time.Now().After(end) {
			t.Fatalf("%d records left of the failed import", count()-before-len(quiet)-len(took))
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The quiet table once more, after the import: a machine whose load
	// grew meanwhile (other tests beside this one) shows it here too.
	go otherTable(time.Now().Add(2 * time.Second))
	after := <-timings
	slices.Sort(after)
	afterP99 := after[len(after)*99/100]
	slices.Sort(took)
	p99 := took[len(took)*99/100]
	t.Logf("%d deals and undos at the other table: p50 %v, p99 %v, max %v (with no import: %d, p99 %v before, %v after)",
		len(took), took[len(took)/2], p99, took[len(took)-1], len(quiet), quietP99, afterP99)
	// 200 ms is the goal; a machine so loaded that the table takes more
	// than fifty ms with no import at all, before or after it, is held to
	// four times what it did then. A log scanned per staged row took
	// seconds either way.
	if limit := max(200*time.Millisecond, 4*max(quietP99, afterP99)); p99 > limit {
		t.Errorf("p99 of the other table's deals %v, want at most %v", p99, limit)
	}
}

// uploadGroup posts a group's file to the group's restore form.
func uploadGroup(t *testing.T, p *phone, group, file string) answer {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", field(p.get("/").doc, "_csrf"))
	fw, _ := mw.CreateFormFile("file", "gruppe.json")
	fw.Write([]byte(file))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, p.base+group+"/import-group", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, err := p.client.Do(req)
	if err != nil {
		t.Errorf("the upload: %v", err)
		return answer{}
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return answer{status: res.StatusCode, location: res.Header.Get("Location"), body: string(b)}
}
