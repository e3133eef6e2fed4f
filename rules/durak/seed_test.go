package durak

import (
	"slices"
	"testing"
)

// step is one move of a worked example and whether it must be allowed.
type step struct {
	move  Move
	cards string // the move's card
	allow bool
}

func play(t *testing.T, g *Game, steps []step) {
	t.Helper()
	for i, s := range steps {
		m := s.move
		if s.cards != "" {
			m.Card = card(t, s.cards)
		}
		if r := g.Apply(m); r.Allowed != s.allow {
			t.Fatalf("step %d %v %s: allowed=%v, want %v (%s)", i+1, m.Kind, s.cards, r.Allowed, s.allow, r.Reason.String())
		}
	}
}

func atk(s int, c string) step  { return step{Move{Kind: KindAttack, Seat: s}, c, true} }
func def(i int, c string) step  { return step{Move{Kind: KindDefend, Seat: 1, Target: i}, c, true} }
func bad(m Move, c string) step { return step{m, c, false} }
func finish() step              { return step{Move{Kind: KindFinish}, "", true} }
func take() step                { return step{Move{Kind: KindTake, Seat: 1}, "", true} }

const (
	west, north, east, south = 0, 1, 2, 3
)

func TestSeedExample1WestAttacksNorthDefends(t *testing.T) {
	g := seedTable(t, TeamPlay(), "♠K ♠B ♠7 ♣9 ♥8 ♦D", "♠10 ♣10 ♣8 ♣6 ♦A ♦10", "♠D ♠8 ♣D ♥K ♦7 ♦6")
	stock := slices.Clone(g.Stock)
	play(t, g, []step{
		bad(Move{Kind: KindAttack, Seat: east}, "♦7"), // only West opens
		atk(west, "♠7"),
		bad(Move{Kind: KindDefend, Seat: north}, "♣10"),
		def(0, "♠10"),
		bad(Move{Kind: KindAttack, Seat: south}, "♠8"), // South is North's partner
		atk(east, "♦7"),
		def(1, "♦10"),
	})
	if w, e := attackCards(g, west), attackCards(g, east); len(w)+len(e) != 0 {
		t.Fatalf("West %v and East %v should have no sevens or tens left", w, e)
	}
	play(t, g, []step{finish()})
	if len(g.Discards) != 4 {
		t.Errorf("discards = %v, want the four played cards", g.Discards)
	}
	if g.Hands[west][5] != stock[0] || g.Hands[east][5] != stock[1] || !slices.Contains(g.Hands[north], stock[2]) || !slices.Contains(g.Hands[north], stock[3]) {
		t.Errorf("refill order wrong: W %v E %v N %v, stock %v", g.Hands[west], g.Hands[east], g.Hands[north], stock[:4])
	}
	if g.Attacker != north || g.Defender != east {
		t.Errorf("next bout %d→%d, want North attacking East", g.Attacker, g.Defender)
	}
}

func TestSeedExample2NorthCannotBeatAndPicksUp(t *testing.T) {
	g := seedTable(t, TeamPlay(), "♠K ♠B ♠7 ♣9 ♥8 ♦D", "♣A ♣10 ♣8 ♣6 ♦A ♦9", "♠D ♠8 ♣D ♥K ♦7 ♦6")
	stock := slices.Clone(g.Stock)
	play(t, g, []step{atk(west, "♠7")})
	for _, c := range g.Hands[north] {
		if g.CheckDefend(0, c).Allowed {
			t.Errorf("North may not beat ♠7 with %v", c)
		}
	}
	play(t, g, []step{take(), atk(east, "♦7")})
	if len(attackCards(g, west)) != 0 {
		t.Errorf("West has no seven to add, got %v", attackCards(g, west))
	}
	play(t, g, []step{finish()})
	if len(g.Hands[north]) != 8 || !slices.Contains(g.Hands[north], card(t, "♦7")) {
		t.Errorf("North holds %v, want eight cards with ♠7 and ♦7", g.Hands[north])
	}
	if g.Hands[west][5] != stock[0] || g.Hands[east][5] != stock[1] || len(g.Stock) != len(stock)-2 {
		t.Errorf("West and East should draw one each in that order")
	}
	if g.Attacker != east || g.Defender != south {
		t.Errorf("next bout %d→%d, want East attacking South", g.Attacker, g.Defender)
	}
}

func TestSeedExample3TwelveCards(t *testing.T) {
	g := seedTable(t, TeamPlay(), "♠K ♠B ♠7 ♣K ♥7 ♦B", "♠D ♠10 ♣B ♥B ♥9 ♦K", "♣9 ♣7 ♣6 ♦A ♦9 ♦7")
	play(t, g, []step{
		atk(west, "♠7"), def(0, "♠10"),
		atk(east, "♣7"), def(1, "♣B"),
		atk(east, "♦7"), def(2, "♦K"),
		atk(west, "♠B"), def(3, "♠D"),
		atk(west, "♦B"),
		bad(Move{Kind: KindDefend, Seat: north, Target: 4}, "♦K"),
		def(4, "♥9"),
		bad(Move{Kind: KindAttack, Seat: east}, "♣6"), // no six on the table
	})
	if got := attackCards(g, west); !sameSet(got, hand(t, "♠K ♣K ♥7")) {
		t.Errorf("West may throw in %v, want ♠K ♣K ♥7", got)
	}
	if got := attackCards(g, east); !sameSet(got, hand(t, "♣9 ♦9")) {
		t.Errorf("East may throw in %v, want ♣9 ♦9", got)
	}
	if lim := g.Bout.Limit(g.Rules) - len(g.Bout.Attacks); lim != 1 {
		t.Errorf("room for %d more, want one", lim)
	}
	play(t, g, []step{atk(east, "♦9"), def(5, "♥B")}) // the sixth beaten card ends the bout
	if len(g.Discards) != 12 || g.Bouts != 1 {
		t.Fatalf("bout should have ended with 12 cards out, got %d", len(g.Discards))
	}
	if len(g.Hands[west]) != 6 || len(g.Hands[east]) != 6 || len(g.Hands[north]) != 6 {
		t.Errorf("all should be refilled to six")
	}
	if g.Attacker != north || g.Defender != east {
		t.Errorf("next bout %d→%d, want North attacking East", g.Attacker, g.Defender)
	}
}

func TestSeedExample4NorthPicksUpAndNothingIsAdded(t *testing.T) {
	g := seedTable(t, TeamPlay(), "♠A ♠D ♠B ♣K ♦K ♦A", "♠K ♠9 ♠8 ♥7 ♦10 ♦9", "♠7 ♠6 ♣7 ♥B ♦8 ♦7")
	play(t, g, []step{atk(west, "♠B"), def(0, "♠K"), atk(west, "♦K")})
	if !g.CheckDefend(1, card(t, "♥7")).Allowed {
		t.Errorf("North could trump ♦K with ♥7")
	}
	play(t, g, []step{take()})
	if got := attackCards(g, west); !sameSet(got, hand(t, "♣K")) {
		t.Errorf("West may add %v, want ♣K", got)
	}
	if got := attackCards(g, east); !sameSet(got, hand(t, "♥B")) {
		t.Errorf("East may add %v, want ♥B", got)
	}
	stockBefore := len(g.Stock)
	play(t, g, []step{finish()})
	if len(g.Hands[north]) != 8 || len(g.Hands[west]) != 6 || stockBefore-len(g.Stock) != 2 {
		t.Errorf("North should hold 8, West draw two: N %v W %v", g.Hands[north], g.Hands[west])
	}
	if g.Attacker != east || g.Defender != south {
		t.Errorf("next bout %d→%d, want East attacking South", g.Attacker, g.Defender)
	}
}
