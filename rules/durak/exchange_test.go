package durak

import (
	"slices"
	"testing"

	"schreiber/rules/cards"
)

func twoPlayers(t *testing.T, r Rules, a, d, stock string, low int) *Game {
	t.Helper()
	st := hand(t, stock)
	g, err := Start(r, Position{Hands: [][]cards.Card{hand(t, a), hand(t, d)}, Stock: st, TrumpCard: st[len(st)-1], Attacker: 0, Defender: 1, LowHolder: low})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestExchange(t *testing.T) {
	aceOnly := Classic()
	aceOnly.Exchange = ExchangeAceOnly
	none := Classic()
	none.Exchange = ExchangeNone
	tests := []struct {
		name  string
		r     Rules
		stock string
		seat  int
		low   int
		allow bool
	}{
		{"original holder while the stock lasts", Classic(), "♣7 ♥K", 0, 0, true},
		{"picked up, not dealt", Classic(), "♣7 ♥K", 0, -1, false},
		{"does not hold it", Classic(), "♣7 ♥K", 1, 1, false},
		{"ace only, king turned", aceOnly, "♣7 ♥K", 0, 0, false},
		{"ace only, ace turned", aceOnly, "♣7 ♥A", 0, 0, true},
		{"no exchange at this table", none, "♣7 ♥A", 0, 0, false},
	}
	for _, tt := range tests {
		g := twoPlayers(t, tt.r, "♥6 ♠7 ♠8 ♠9 ♠10 ♠B", "♦7 ♦8 ♦9 ♦10 ♦B ♦D", tt.stock, tt.low)
		r := g.Exchange(tt.seat)
		if r.Allowed != tt.allow || r.Rule != RefExchange {
			t.Errorf("%s: %+v", tt.name, r)
			continue
		}
		if tt.allow && (!slices.Contains(g.Hands[0], g.Stock[0]) && g.Stock[len(g.Stock)-1] != card(t, "♥6")) {
			t.Errorf("%s: the six should lie under the stock: %v", tt.name, g.Stock)
		}
		if tt.allow && g.Exchange(tt.seat).Allowed {
			t.Errorf("%s: a second exchange", tt.name)
		}
	}
	g := twoPlayers(t, Classic(), "♥7 ♠7", "♦7 ♦8", "♥6", -1)
	if g.Exchange(0).Allowed {
		t.Errorf("the turned card is the six itself")
	}
}

// The seed's special case: the six is drawn in the refill that uses up the
// stock, and the turned trump goes to a later player. The exchange may still
// be claimed until the next bout begins.
func TestLateExchange(t *testing.T) {
	g := twoPlayers(t, Classic(), "♠7 ♠8 ♠9 ♠10 ♠B ♠D", "♠A ♦8 ♦9 ♦10 ♦B ♦D", "♥6 ♥K", -1)
	for _, m := range []Move{{Kind: KindAttack, Seat: 0, Card: card(t, "♠7")}, {Kind: KindDefend, Seat: 1, Card: card(t, "♠A")}, {Kind: KindFinish}} {
		if r := g.Apply(m); !r.Allowed {
			t.Fatal(r.Reason.String())
		}
	}
	if len(g.Stock) != 0 || !slices.Contains(g.Hands[0], card(t, "♥6")) || !slices.Contains(g.Hands[1], card(t, "♥K")) {
		t.Fatalf("attacker should draw ♥6 and the defender ♥K: %v %v", g.Hands[0], g.Hands[1])
	}
	if r := g.CheckExchange(1); r.Allowed {
		t.Errorf("the defender does not hold the six")
	}
	late := *g
	late.Hands = [][]cards.Card{slices.Clone(g.Hands[0]), slices.Clone(g.Hands[1])}
	if r := late.Exchange(0); !r.Allowed {
		t.Fatalf("late exchange refused: %s", r.Reason.String())
	}
	if !slices.Contains(late.Hands[0], card(t, "♥K")) || !slices.Contains(late.Hands[1], card(t, "♥6")) {
		t.Errorf("the late exchange should swap ♥6 and ♥K: %v %v", late.Hands[0], late.Hands[1])
	}
	// Once the next bout begins the chance is gone.
	if r := g.Attack(g.Attacker, g.Hands[g.Attacker][0]); !r.Allowed {
		t.Fatal(r.Reason.String())
	}
	if r := g.CheckExchange(0); r.Allowed {
		t.Errorf("exchange after the next bout began")
	}
}
