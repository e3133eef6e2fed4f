package db

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestRulingsAppendOnly(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	q := `{"game":"gurke","question":"play"}`
	r, err := s.KeepRuling(ctx, game.ID, NewRuling{Question: q, Answer: `{"allowed":true}`, Rule: `{"section":"gurke.follow"}`,
		Device: "Phone", Nonce: "n1"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.KeepRuling(ctx, game.ID, NewRuling{Question: q, Answer: "{}", Device: "Phone", Nonce: "n1"}); !errors.Is(err, ErrDuplicate) {
		t.Errorf("the same form kept twice: %v, want ErrDuplicate", err)
	}
	if _, err := s.KeepRuling(ctx, "no-such-game", NewRuling{Question: q, Answer: "{}", Device: "Phone"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("ruling for an unknown game: %v, want ErrNotFound", err)
	}
	for _, stmt := range []string{`UPDATE rulings SET answer = 'x'`, `DELETE FROM rulings`} {
		if _, err := s.db.Exec(stmt); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want refused", stmt, err)
		}
	}
	got, err := s.Rulings(ctx, game.ID)
	if err != nil || len(got) != 1 || got[0].ID != r.ID || got[0].Question != q || got[0].Device != "Phone" {
		t.Fatalf("rulings = %+v, %v", got, err)
	}
	ev, err := s.EveningRulings(ctx, game.EveningID)
	if err != nil || len(ev) != 1 || ev[0].GameID != game.ID {
		t.Fatalf("evening rulings = %+v, %v", ev, err)
	}
	if log, _ := s.Log(ctx, game.ID); len(log) != 0 {
		t.Errorf("a ruling wrote %d entries to the game's log", len(log))
	}
}

func TestRulingsTravelInTheExport(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	if _, err := s.KeepRuling(ctx, game.ID, NewRuling{Question: `{"q":1}`, Answer: `{"a":2}`, Rule: `{"r":3}`, Device: "Phone"}); err != nil {
		t.Fatal(err)
	}
	f, err := s.ExportEvening(ctx, g.ID, game.EveningID)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(f); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"rulings":[{"question":{"q":1},"answer":{"a":2},"rule":{"r":3},"device":"Phone"`) {
		t.Fatalf("export lacks the ruling: %s", buf.String())
	}
	back, err := ReadExport(&buf)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.ImportEvening(ctx, g.ID, back.Import())
	if err != nil {
		t.Fatal(err)
	}
	rs, err := s.EveningRulings(ctx, ev.ID)
	if err != nil || len(rs) != 1 || rs[0].Answer != `{"a":2}` || rs[0].CreatedAt != back.Games[0].Rulings[0].At {
		t.Fatalf("imported rulings = %+v, %v", rs, err)
	}
}

func TestExportWithoutRulingsStaysReadable(t *testing.T) {
	old := `{"format":"schreiber-evening","version":1,"exported_at":"x","group":"G","evening":{"held_on":"2026-01-01","place":""},
		"games":[{"kind":"gurke","created_at":"x","players":["A","B"],"config":{"rules":{"preset":"danish"}},"log":[]}]}`
	f, err := ReadExport(strings.NewReader(old))
	if err != nil || len(f.Games) != 1 || f.Games[0].Rulings != nil {
		t.Fatalf("old file: %+v, %v", f, err)
	}
	bad := strings.Replace(old, `"log":[]`, `"log":[],"rulings":[{"device":"x","at":"y"}]`, 1)
	if _, err := ReadExport(strings.NewReader(bad)); !errors.Is(err, ErrBadExport) {
		t.Errorf("a ruling without question: %v, want ErrBadExport", err)
	}
}
