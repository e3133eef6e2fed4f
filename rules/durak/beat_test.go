package durak

import (
	"testing"

	"schreiber/rules/cards"
)

func TestBeats(t *testing.T) {
	tests := []struct {
		attack, defence string
		want            bool
	}{
		{"♠7", "♠10", true},  // higher, same suit
		{"♠10", "♠7", false}, // lower, same suit
		{"♠7", "♣A", false},  // other suit, no trump
		{"♦B", "♥9", true},   // any trump beats a plain card
		{"♦B", "♥6", true},   // even the lowest trump
		{"♥9", "♥B", true},   // a higher trump
		{"♥B", "♥9", false},  // a lower trump
		{"♥6", "♠A", false},  // a plain ace never beats a trump
		{"♠A", "♠A", false},  // not higher
	}
	for _, tt := range tests {
		a, d := card(t, tt.attack), card(t, tt.defence)
		if got := Beats(a, d, cards.Hearts); got != tt.want {
			t.Errorf("Beats(%s, %s) = %v, want %v", tt.attack, tt.defence, got, tt.want)
		}
		r := CheckBeat(a, d, cards.Hearts)
		if r.Allowed != tt.want || r.Rule != RefBeat || r.Reason.IsZero() {
			t.Errorf("CheckBeat(%s, %s) = %+v", tt.attack, tt.defence, r)
		}
	}
}

func TestThrowInLimits(t *testing.T) {
	six := hand(t, "♠6 ♠7 ♣6 ♣7 ♦6 ♦7")
	bout := func(n, start int, first bool) Bout {
		b := Bout{DefenderStart: start, BeforeFirstDefence: first}
		for i := range n {
			b.Attacks = append(b.Attacks, six[i])
			b.Defences = append(b.Defences, cards.Card{})
		}
		return b
	}
	five := Classic()
	five.FirstDefenceFive = true
	tests := []struct {
		name  string
		r     Rules
		b     Bout
		card  string
		allow bool
		ref   string
	}{
		{"open with anything", Classic(), bout(0, 6, false), "♥A", true, RefAttack.Section},
		{"rank on the table", Classic(), bout(1, 6, false), "♥6", true, RefThrowRank.Section},
		{"rank not on the table", Classic(), bout(1, 6, false), "♥8", false, RefThrowRank.Section},
		{"sixth card", Classic(), bout(5, 6, false), "♥6", true, RefThrowRank.Section},
		{"seventh card", Classic(), bout(6, 6, false), "♥6", false, RefThrowLimit.Section},
		{"defender began with three", Classic(), bout(3, 3, false), "♥6", false, RefThrowLimit.Section},
		{"five before the first defence", five, bout(5, 6, true), "♥6", false, RefFirstFive.Section},
		{"six after the first defence", five, bout(5, 6, false), "♥6", true, RefThrowRank.Section},
		{"five rule off", Classic(), bout(5, 6, true), "♥6", true, RefThrowRank.Section},
	}
	for _, tt := range tests {
		r := tt.b.CheckThrowIn(tt.r, card(t, tt.card))
		if r.Allowed != tt.allow || r.Rule.Section != tt.ref {
			t.Errorf("%s: %v %s (%s), want %v %s", tt.name, r.Allowed, r.Rule.Section, r.Reason.String(), tt.allow, tt.ref)
		}
	}
	b := bout(1, 6, false)
	b.Defences[0] = card(t, "♠9")
	if !b.CheckThrowIn(Classic(), card(t, "♣9")).Allowed {
		t.Errorf("the rank of a defending card may be thrown in")
	}
	if b.CheckDefend(cards.Hearts, 0, card(t, "♠10")).Allowed {
		t.Errorf("a beaten card cannot be beaten again")
	}
	if b.CheckDefend(cards.Hearts, 3, card(t, "♠10")).Allowed || b.CheckDefend(cards.Hearts, -1, card(t, "♠10")).Allowed {
		t.Errorf("no such attacking card")
	}
}

func TestFirstDefenceFiveInGame(t *testing.T) {
	r := Classic()
	r.FirstDefenceFive = true
	g, err := Start(r, Position{Hands: [][]cards.Card{hand(t, "♠6 ♣6 ♦6 ♥6 ♠7 ♣7"), hand(t, "♠A ♣A ♦A ♠K ♣K ♦K")},
		Stock: hand(t, "♥A"), TrumpCard: card(t, "♥A"), Attacker: 0, Defender: 1, LowHolder: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"♠6", "♣6", "♦6", "♥6"} {
		if r := g.Attack(0, card(t, c)); !r.Allowed {
			t.Fatalf("%s: %s", c, r.Reason.String())
		}
	}
	g.Bout.Attacks = append(g.Bout.Attacks, card(t, "♠7"))
	g.Bout.Defences = append(g.Bout.Defences, cards.Card{})
	g.Hands[0] = hand(t, "♣7")
	if r := g.CheckAttack(0, card(t, "♣7")); r.Allowed || r.Rule != RefFirstFive {
		t.Errorf("a sixth card before the first defence: %+v", r)
	}
}
