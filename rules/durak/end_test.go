package durak

import (
	"testing"

	"schreiber/rules/cards"
)

func TestEndOfDeal(t *testing.T) {
	tests := []struct {
		name      string
		r         Rules
		hands     []string
		moves     []Move
		durak     int
		over      bool
		attacker  int
		defender  int
		movesText []string
	}{
		{name: "all out at once is a draw", r: Classic(), hands: []string{"♠7", "♠8"},
			moves: []Move{{Kind: KindAttack, Seat: 0}, {Kind: KindDefend, Seat: 1}}, movesText: []string{"♠7", "♠8"}, durak: -1, over: true},
		{name: "the last with cards is the durak", r: Classic(), hands: []string{"♠7", "♠8 ♠9"},
			moves: []Move{{Kind: KindAttack, Seat: 0}, {Kind: KindDefend, Seat: 1}, {Kind: KindFinish}}, movesText: []string{"♠7", "♠8", ""}, durak: 1, over: true},
		{name: "picking up the last card", r: Classic(), hands: []string{"♠9", "♠8", "♣7"},
			moves: []Move{{Kind: KindAttack, Seat: 0}, {Kind: KindTake, Seat: 1}, {Kind: KindFinish}}, movesText: []string{"♠9", "", ""}, over: false, attacker: 2, defender: 1},
		{name: "a team is out", r: TeamPlay(), hands: []string{"♠7", "♠8", "", "♣7"},
			moves: []Move{{Kind: KindAttack, Seat: 0}, {Kind: KindDefend, Seat: 1}, {Kind: KindFinish}}, movesText: []string{"♠7", "♠8", ""}, durak: 3, over: true},
	}
	for _, tt := range tests {
		var hands [][]cards.Card
		for _, h := range tt.hands {
			hands = append(hands, hand(t, h))
		}
		g, err := Start(tt.r, Position{Hands: hands, TrumpCard: card(t, "♥A"), Attacker: 0, Defender: 1, LowHolder: -1})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		for i, m := range tt.moves {
			if tt.movesText[i] != "" {
				m.Card = card(t, tt.movesText[i])
			}
			if r := g.Apply(m); !r.Allowed && !g.Over {
				t.Fatalf("%s: move %d: %s", tt.name, i+1, r.Reason.String())
			}
		}
		if g.Over != tt.over {
			t.Errorf("%s: over=%v", tt.name, g.Over)
			continue
		}
		if tt.over && g.Durak != tt.durak {
			t.Errorf("%s: durak %d, want %d", tt.name, g.Durak, tt.durak)
		}
		if !tt.over && (g.Attacker != tt.attacker || g.Defender != tt.defender) {
			t.Errorf("%s: next %d→%d, want %d→%d", tt.name, g.Attacker, g.Defender, tt.attacker, tt.defender)
		}
		if tt.over && g.Apply(Move{Kind: KindFinish}).Allowed {
			t.Errorf("%s: a move after the end", tt.name)
		}
	}
}

func TestDeal(t *testing.T) {
	deck := cards.Deck36()
	g, err := Deal(Classic(), 4, 3, -1, deck)
	if err != nil {
		t.Fatal(err)
	}
	// Dealer 3: seat 0 gets deck[0], seat 1 deck[1], …; deck[24] is turned.
	if g.Hands[0][0] != deck[0] || g.Hands[2][1] != deck[6] || len(g.Stock) != 12 || g.TrumpCard != deck[24] || g.Stock[11] != deck[24] {
		t.Fatalf("deal wrong: %v / %v", g.Hands, g.Stock)
	}
	// The holder of the lowest trump attacks first.
	low, who := cards.Rank(99), -1
	for s, h := range g.Hands {
		for _, c := range h {
			if c.Suit == g.Trump && c.Rank < low {
				low, who = c.Rank, s
			}
		}
	}
	if g.Attacker != who || g.Defender != (who+1)%4 {
		t.Errorf("first attacker %d, want the holder of the lowest trump %d", g.Attacker, who)
	}
	if g, _ := Deal(Classic(), 4, 3, 2, deck); g.Attacker != 3 || g.Defender != 0 {
		t.Errorf("later deal: %d→%d, want left of the durak attacking", g.Attacker, g.Defender)
	}
	taught := Classic()
	taught.NextDeal = DurakTaught
	if g, _ := Deal(taught, 4, 2, 2, deck); g.Attacker != 1 || g.Defender != 2 {
		t.Errorf("the durak is taught: %d→%d, want the player on his right attacking him", g.Attacker, g.Defender)
	}
	six, err := Deal(Classic(), 6, 5, -1, deck)
	if err != nil || len(six.Stock) != 0 || six.TrumpCard != six.Hands[5][5] {
		t.Errorf("six players: no stock and the dealer's last card turned: %v", err)
	}
	for _, bad := range []struct {
		r       Rules
		players int
		deck    []cards.Card
	}{
		{Classic(), 1, deck}, {Classic(), 7, deck}, {TeamPlay(), 5, deck}, {Classic(), 4, deck[1:]}, {Big(), 4, deck}, {Rules{}, 4, deck},
	} {
		if _, err := Deal(bad.r, bad.players, 0, -1, bad.deck); err == nil {
			t.Errorf("Deal(%+v, %d players, %d cards) accepted", bad.r, bad.players, len(bad.deck))
		}
	}
}
