package db

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"
)

// TestDoppelkopfGamesStoredAsTupelkopf takes a database back to before
// migration 11, with Doppelkopf games stored as Tupelkopf as then they
// were, and opens it: games scored by the DDV's rules, named in the config
// or left to a Doppelkopf preset, are Doppelkopf, in the kept results too;
// Plön's Tupelkopf and other kinds stay what they are.
func TestDoppelkopfGamesStoredAsTupelkopf(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.CreateGroup(ctx, "Alt", []string{"Anna", "Bo", "Cai", "Dora"}, Creator{DeviceID: "d"})
	if err != nil {
		t.Fatal(err)
	}
	e, err := s.CreateEvening(ctx, g.ID, "2026-11-20", "")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := s.Players(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	var seats []string
	for _, p := range ps {
		seats = append(seats, p.ID)
	}
	games := map[string]struct{ kind, config, want string }{
		"ddv":     {"tupelkopf", `{"rules":{"preset":"doppelkopf","scoring":"ddv"},"first_dealer":0}`, "doppelkopf"},
		"preset":  {"tupelkopf", `{"rules":{"preset":"doppelkopf-home"},"first_dealer":0}`, "doppelkopf"},
		"ploen":   {"tupelkopf", `{"rules":{"preset":"ploen","scoring":"bunkte"},"first_dealer":0}`, "tupelkopf"},
		"bunkte":  {"tupelkopf", `{"rules":{"preset":"doppelkopf","scoring":"bunkte"},"first_dealer":0}`, "tupelkopf"},
		"gurke":   {"gurke", `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, "gurke"},
		"already": {"doppelkopf", `{"rules":{"preset":"doppelkopf"},"first_dealer":0}`, "doppelkopf"},
	}
	ids := map[string]string{}
	for name, c := range games {
		game, err := s.CreateGame(ctx, e.ID, c.kind, c.config, seats)
		if err != nil {
			t.Fatal(err)
		}
		ids[name] = game.ID
	}
	s.Close()

	raw, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`DELETE FROM schema_migrations WHERE version = 11`,
		`INSERT INTO game_results (game_id, version, seq, counted) VALUES ('` + ids["ddv"] + `', 1, 0, 1)`,
		`INSERT INTO result_games (group_id, held_on, created_at, game_id, evening_id, kind, seats)
			VALUES ('` + g.ID + `', '2026-11-20', 't', '` + ids["ddv"] + `', '` + e.ID + `', 'tupelkopf', '')`,
	} {
		if _, err := raw.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	raw.Close()

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for name, c := range games {
		game, err := s.Game(ctx, g.ID, ids[name])
		if err != nil {
			t.Fatal(err)
		}
		if game.Kind != c.want {
			t.Errorf("%s: kind %s, want %s", name, game.Kind, c.want)
		}
	}
	var kept string
	if err := s.db.QueryRow(`SELECT kind FROM result_games WHERE game_id = ?`, ids["ddv"]).Scan(&kept); err != nil || kept != "doppelkopf" {
		t.Errorf("the kept result is of kind %q (%v), want doppelkopf", kept, err)
	}
}
