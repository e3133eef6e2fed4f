package db

import (
	"context"
	"database/sql"
	"io/fs"
	"os"
	"path/filepath"
	"schreiber/db/pgtest"
	"slices"
	"strings"
	"testing"
)

// pgMigrationFiles returns the PostgreSQL migrations in order, checking
// that they carry the same version numbers as SQLite's.
func pgMigrationFiles(t *testing.T) []string {
	t.Helper()
	list := func(dir string) []string {
		var names []string
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".sql") {
				names = append(names, e.Name())
			}
		}
		slices.Sort(names)
		return names
	}
	lite, pg := list("migrations"), list(filepath.Join("migrations", "postgres"))
	version := func(names []string) []string {
		var out []string
		for _, n := range names {
			out = append(out, strings.SplitN(n, "_", 2)[0])
		}
		return out
	}
	if !slices.Equal(version(lite), version(pg)) {
		t.Fatalf("schema versions differ:\nSQLite     %v\nPostgreSQL %v", version(lite), version(pg))
	}
	return pg
}

func applyPgMigrations(t *testing.T, conn *sql.DB, names []string) {
	t.Helper()
	for _, name := range names {
		body, err := fs.ReadFile(os.DirFS("migrations/postgres"), name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(string(body)); err != nil {
			t.Fatalf("apply %s: %v", name, err)
		}
	}
}

// TestPostgresSchema applies the PostgreSQL migrations to an empty
// database and proves that the schema keeps the promises SQLite's keeps:
// the logs are append-only except while their group is deleted, one seq
// per game, one record per nonce, one working link per role, every player
// stored with its name key, a new record drops the game's kept result,
// and Doppelkopf games stored as Tupelkopf are moved to their own kind.
func TestPostgresSchema(t *testing.T) {
	c := pgtest.Shared(t)
	conn, err := sql.Open("pgx", c.Database(t, "template0"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	ctx := context.Background()
	names := pgMigrationFiles(t)
	i := slices.IndexFunc(names, func(n string) bool { return strings.HasPrefix(n, "0011_") })
	applyPgMigrations(t, conn, names[:i])
	must := func(q string, args ...any) {
		t.Helper()
		if _, err := conn.ExecContext(ctx, q, args...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	refused := func(want, q string, args ...any) {
		t.Helper()
		_, err := conn.ExecContext(ctx, q, args...)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want an error saying %q", q, err, want)
		}
	}
	must(`INSERT INTO groups (id, name, created_at) VALUES ('g', 'G', 't')`)
	must(`INSERT INTO evenings (id, group_id, held_on, created_at) VALUES ('e', 'g', '2026-11-28', 't')`)
	for _, g := range [][2]string{
		{"ddv", `{"rules":{"scoring":"ddv"}}`},
		{"preset", `{"rules":{"preset":"doppelkopf-home"}}`},
		{"plain", `{"rules":{"scoring":"tupel"}}`},
		{"broken", `not json`},
	} {
		must(`INSERT INTO games (id, evening_id, kind, config, created_at) VALUES ($1, 'e', 'tupelkopf', $2, 't')`, g[0], g[1])
	}
	applyPgMigrations(t, conn, names[i:])
	kinds := map[string]string{}
	rows, err := conn.QueryContext(ctx, `SELECT id, kind FROM games`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, kind string
		rows.Scan(&id, &kind)
		kinds[id] = kind
	}
	rows.Close()
	if kinds["ddv"] != "doppelkopf" || kinds["preset"] != "doppelkopf" || kinds["plain"] != "tupelkopf" || kinds["broken"] != "tupelkopf" {
		t.Errorf("kinds after 0011: %v", kinds)
	}

	add := `INSERT INTO entries (id, game_id, seq, action, target_id, payload, device, nonce, created_at) VALUES ($1, 'plain', $2, $3, $4, '{}', 'd', $5, 't')`
	must(add, "a", 1, "add", nil, "n1")
	refused("entries_game_id_seq_key", add, "b", 1, "add", nil, "n2")
	refused("entries_nonce_key", add, "b", 2, "add", nil, "n1")
	refused("entries_check", add, "b", 2, "edit", nil, "n3")
	must(`INSERT INTO game_results (game_id, version, seq, counted) VALUES ('plain', 1, 1, 1)`)
	must(add, "b", 2, "void", "a", "n4")
	var kept int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM game_results`).Scan(&kept); err != nil || kept != 0 {
		t.Errorf("a new record left %d kept results (%v), want 0", kept, err)
	}
	refused("entries are append-only", `UPDATE entries SET payload = 'x' WHERE id = 'a'`)
	refused("entries are append-only", `DELETE FROM entries WHERE id = 'b'`)
	must(`INSERT INTO rulings (id, game_id, question, answer, device, created_at) VALUES ('r', 'plain', 'q', 'a', 'd', 't')`)
	refused("rulings are append-only", `UPDATE rulings SET answer = 'b'`)
	refused("rulings are append-only", `DELETE FROM rulings`)
	must(`INSERT INTO group_changes (id, group_id, action, subject, device, created_at) VALUES ('c', 'g', 'rename-group', 'g', 'd', 't')`)
	refused("group changes are append-only", `UPDATE group_changes SET after = 'x'`)
	refused("group changes are append-only", `DELETE FROM group_changes`)

	refused("a player is stored with the key of its name", `INSERT INTO players (id, group_id, name, created_at) VALUES ('p', 'g', 'Anna', 't')`)
	must(`INSERT INTO players (id, group_id, name, name_key, created_at) VALUES ('p', 'g', 'Anna', 'anna', 't')`)
	refused("players_name_key", `INSERT INTO players (id, group_id, name, name_key, created_at) VALUES ('q', 'g', 'ANNA', 'anna', 't')`)

	invite := `INSERT INTO invites (token_hash, group_id, role, code_hash, created_at, retired_at) VALUES ($1, 'g', 'scorer', $2, 't', $3)`
	must(invite, "t1", "c1", nil)
	refused("invites_live_role", invite, "t2", "c2", nil)
	must(invite, "t3", "c3", "retired")

	// While the group is being deleted, and only then, its logs may go.
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`INSERT INTO group_deletions (group_id) VALUES ('g')`,
		`DELETE FROM entries WHERE target_id IS NOT NULL`, `DELETE FROM entries`, `DELETE FROM rulings`, `DELETE FROM group_changes`,
		`DELETE FROM group_deletions`} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			tx.Rollback()
			t.Fatalf("deleting the group: %s: %v", q, err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	var left int
	if err := conn.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM entries) + (SELECT count(*) FROM rulings) + (SELECT count(*) FROM group_changes)`).Scan(&left); err != nil || left != 0 {
		t.Errorf("%d rows of the logs left after the deletion (%v)", left, err)
	}
}
