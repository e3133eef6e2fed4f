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

// TestTheNextGameIsTheTablesWhateverItsKind plays two tables at one
// evening: a game follows another when it seats any of its players, of
// whatever kind, and FollowedBy finds the games a new one follows.
func TestTheNextGameIsTheTablesWhateverItsKind(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	_, game := setupGame(t, s)
	ids := func(g Game) []string {
		out := make([]string, len(g.Seats))
		for i, p := range g.Seats {
			out[i] = p.ID
		}
		return out
	}
	seats := ids(game)
	others, err := s.AddPlayer(ctx, game.GroupID, "Xaver")
	if err != nil {
		t.Fatal(err)
	}
	next := func(id string) string {
		t.Helper()
		a, err := s.Around(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		o, err := s.OpenGame(ctx, game.GroupID, id)
		if err != nil {
			t.Fatal(err)
		}
		if o.Around.Next != a.Next {
			t.Errorf("OpenGame's next %q, Around's %q", o.Around.Next, a.Next)
		}
		return a.Next
	}
	followed := func(id string) []string {
		t.Helper()
		got, err := s.FollowedBy(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	// Another table at the same evening: no player in common.
	apart, err := s.CreateGame(ctx, game.EveningID, "durak", `{}`, []string{others.ID})
	if err != nil {
		t.Fatal(err)
	}
	if n := next(game.ID); n != "" {
		t.Fatalf("a game of other players counted as the table's next: %s", n)
	}
	if got := followed(apart.ID); len(got) != 0 {
		t.Errorf("the other table's game follows %v", got)
	}
	// The table goes on with Durak, one player fewer and Xaver joining.
	durak, err := s.CreateGame(ctx, game.EveningID, "durak", `{}`, append([]string{others.ID}, seats[1:]...))
	if err != nil {
		t.Fatal(err)
	}
	if n := next(game.ID); n != durak.ID {
		t.Fatalf("next of the gurke game: %q, want the durak game %s", n, durak.ID)
	}
	if n := next(apart.ID); n != durak.ID {
		t.Errorf("next of Xaver's game: %q, want the durak game %s", n, durak.ID)
	}
	if got := followed(durak.ID); !reflect.DeepEqual(got, []string{game.ID, apart.ID}) {
		t.Errorf("the durak game follows %v, want %v", got, []string{game.ID, apart.ID})
	}
	// A later game leaves the first next game as it was.
	later, err := s.CreateGame(ctx, game.EveningID, "gurke", `{}`, seats)
	if err != nil {
		t.Fatal(err)
	}
	if n := next(game.ID); n != durak.ID {
		t.Errorf("after a later game, next of the gurke game: %q, want %s", n, durak.ID)
	}
	if got := followed(later.ID); !reflect.DeepEqual(got, []string{durak.ID}) {
		t.Errorf("the later game follows %v, want the durak game", got)
	}
	if got := followed("no-such-game"); len(got) != 0 {
		t.Errorf("an unknown game follows %v", got)
	}
}

// TestOpenGameAsReadsTheMembership opens a game for devices of every
// standing in its group: each gets the game OpenGame gives and what
// Membership says of it (a scorer with a name, a viewer, a revoked device,
// a stranger). A game of another group is not found, whatever the device.
func TestOpenGameAsReadsTheMembership(t *testing.T) {
	s := openTest(t)
	ctx := context.Background()
	g, game := setupGame(t, s)
	for _, err := range []error{
		s.AddMembership(ctx, "dev-v", "viewer phone", g.ID, Viewer),
		s.AddMembership(ctx, "dev-r", "gone phone", g.ID, Scorer),
		s.Revoke(ctx, g.ID, "dev-r"),
		s.RenameDevice(ctx, "dev-a", "Annas Telefon"),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	want, err := s.OpenGame(ctx, g.ID, game.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, device := range []string{"dev-a", "dev-v", "dev-r", "stranger", ""} {
		o, a, err := s.OpenGameAs(ctx, device, g.ID, game.ID)
		if err != nil {
			t.Fatalf("%q: %v", device, err)
		}
		if !reflect.DeepEqual(o, want) {
			t.Errorf("%q: OpenGameAs gave %+v, want OpenGame's %+v", device, o, want)
		}
		role, name, err := s.Membership(ctx, device, g.ID)
		if a != (Access{Role: role, DeviceName: name, Err: err}) {
			t.Errorf("%q: OpenGameAs read %+v, Membership %q %q %v", device, a, role, name, err)
		}
	}
	other, err := s.CreateGroup(ctx, "Andere Runde", []string{"Xaver"}, Creator{DeviceID: "dev-a"})
	if err != nil {
		t.Fatal(err)
	}
	for _, group := range []string{other.ID, "nowhere"} {
		if _, _, err := s.OpenGameAs(ctx, "dev-a", group, game.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("the game opened in group %s: %v, want ErrNotFound", group, err)
		}
	}
}
