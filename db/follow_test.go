package db

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

func TestAroundMovesWithRulingsAndTheNextGame(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	seats := make([]string, len(game.Seats))
	for i, p := range game.Seats {
		seats[i] = p.ID
	}
	mark := func() int {
		t.Helper()
		a, err := s.Around(ctx, game.ID)
		if err != nil {
			t.Fatal(err)
		}
		seq, err := s.LastSeq(ctx, game.ID)
		if err != nil {
			t.Fatal(err)
		}
		openedAgrees(t, s, game.GroupID, game.ID, a, seq)
		return a.Mark(seq)
	}
	if m := mark(); m != 0 {
		t.Fatalf("fresh game: mark %d, want 0", m)
	}
	if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: `{}`, Device: "Phone"}); err != nil {
		t.Fatal(err)
	}
	m1 := mark()
	if _, err := s.KeepRuling(ctx, game.ID, NewRuling{Question: `{"n":1}`, Answer: "{}", Device: "Phone"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.KeepRuling(ctx, game.ID, NewRuling{Question: `{"n":2}`, Answer: "{}", Device: "Phone"}); err != nil {
		t.Fatal(err)
	}
	m2 := mark()
	a, _ := s.Around(ctx, game.ID)
	if m2 != m1+2 || a.Rulings != 2 || a.Latest == nil || a.Latest.Question != `{"n":2}` || a.Next != "" {
		t.Fatalf("after two rulings: mark %d (before %d), %+v", m2, m1, a)
	}
	// Another kind of game in the same evening is not the table going on.
	if _, err := s.CreateGame(ctx, game.EveningID, "durak", `{}`, seats); err != nil {
		t.Fatal(err)
	}
	if a, _ := s.Around(ctx, game.ID); a.Next != "" {
		t.Fatalf("a durak game counted as the gurke game's next: %+v", a)
	}
	next, err := s.CreateGame(ctx, game.EveningID, "gurke", `{}`, seats)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateGame(ctx, game.EveningID, "gurke", `{}`, seats); err != nil {
		t.Fatal(err)
	}
	a, _ = s.Around(ctx, game.ID)
	if a.Next != next.ID || mark() != m2+1 {
		t.Fatalf("after the next game: %+v mark %d, want next %s mark %d", a, mark(), next.ID, m2+1)
	}
	if _, err := s.Around(ctx, "no-such-game"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown game: %v, want ErrNotFound", err)
	}
	if _, err := s.OpenGame(ctx, game.GroupID, "no-such-game"); !errors.Is(err, ErrNotFound) {
		t.Errorf("opening an unknown game: %v, want ErrNotFound", err)
	}
	other, err := s.CreateGroup(ctx, "Andere", []string{"Dora"}, Creator{DeviceID: "dev-b"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenGame(ctx, other.ID, game.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("opening a game from another group: %v, want ErrNotFound", err)
	}
}

// openedAgrees checks that OpenGame's one query gives what Game, LastSeq
// and Around give apart.
func openedAgrees(t *testing.T, s *Store, groupID, gameID string, a Around, seq int) {
	t.Helper()
	ctx := context.Background()
	g, err := s.Game(ctx, groupID, gameID)
	if err != nil {
		t.Fatal(err)
	}
	o, err := s.OpenGame(ctx, groupID, gameID)
	if err != nil {
		t.Fatal(err)
	}
	if want := (OpenedGame{Game: g, Seq: seq, Around: a}); !reflect.DeepEqual(o, want) {
		t.Errorf("OpenGame gave %+v, want %+v", o, want)
	}
}
