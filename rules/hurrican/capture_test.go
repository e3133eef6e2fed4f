package hurrican

import (
	"testing"

	"schreiber/rules/cards"
)

func TestSeedCaptureExamples(t *testing.T) {
	tests := []struct {
		name   string
		table  string
		played string
		taken  string
		allow  bool
	}{
		{"a six takes a six", "♠6 ♣2", "♥6", "♠6", true},
		{"a jack takes a jack", "♠B ♣2", "♥B", "♠B", true},
		{"a six takes three and three", "♠3 ♣3 ♦K", "♥6", "♠3 ♣3", true},
		{"a six takes five and ace", "♠5 ♣A", "♥6", "♠5 ♣A", true},
		{"a six takes four and two", "♠4 ♣2 ♦D", "♥6", "♠4 ♣2", true},
		{"a jack takes five and three", "♠5 ♣3", "♥B", "♠5 ♣3", true},
		{"a king takes queen and ace", "♠D ♣A ♦7", "♥K", "♠D ♣A", true},
		{"a king takes four and six", "♠4 ♣6", "♥K", "♠4 ♣6", true},
		{"a king takes two, three and five", "♠2 ♣3 ♦5 ♦4", "♥K", "♠2 ♣3 ♦5", true},
		{"wrong sum", "♠2 ♣3", "♥6", "♠2 ♣3", false},
		{"suits do not matter, only values", "♥5", "♠5", "♥5", true},
		{"not on the table", "♠2", "♥2", "♣2", false},
		{"nothing named", "♠2", "♥2", "", false},
	}
	for _, tt := range tests {
		table, played := hand(t, tt.table), card(t, tt.played)
		r := CheckCapture(table, played, hand(t, tt.taken), false)
		if r.Allowed != tt.allow || r.Reason.IsZero() {
			t.Errorf("%s: %v (%s)", tt.name, r.Allowed, r.Reason.String())
		}
		if !tt.allow {
			continue
		}
		found := false
		for _, c := range Captures(table, played) {
			if sameSet(c.Cards, hand(t, tt.taken)) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: Captures misses %s: %v", tt.name, tt.taken, Captures(table, played))
		}
	}
}

func TestSeedKingTakesTheKingOnDemand(t *testing.T) {
	table := hand(t, "♠K ♣4 ♦6")
	king := card(t, "♥K")
	if r := CheckCapture(table, king, hand(t, "♣4 ♦6"), true); r.Allowed || r.Rule != RefEqual {
		t.Errorf("with the demand made, the king must take the king: %+v", r)
	}
	if r := CheckCapture(table, king, hand(t, "♣4 ♦6"), false); !r.Allowed || r.Rule != RefEqual {
		t.Errorf("without the demand the sum may be taken, with a warning: %+v", r)
	}
	if r := CheckCapture(table, king, hand(t, "♠K"), true); !r.Allowed {
		t.Errorf("the king takes the king: %+v", r)
	}
	cs := Captures(table, king)
	if len(cs) != 2 || !cs[0].Equal || cs[1].Equal {
		t.Errorf("captures %+v: the equal card first, then the sum", cs)
	}
}

func TestCapturesCount(t *testing.T) {
	tests := []struct {
		table, played string
		want          int
	}{
		{"♠A ♣A ♦A ♥A ♠2 ♣2", "♥3", 2*4 + 6*0 + 4}, // A+2 (4×2 ways) plus three aces (4 ways)
		{"♠3 ♣4", "♥6", 0},
		{"", "♥K", 0},
		{"♠K ♣K", "♥K", 2},
	}
	for _, tt := range tests {
		if got := len(Captures(hand(t, tt.table), card(t, tt.played))); got != tt.want {
			t.Errorf("%s with %s: %d captures, want %d", tt.table, tt.played, got, tt.want)
		}
	}
}

func TestSeedLayAFourToTheThree(t *testing.T) {
	table := hand(t, "♠3 ♣K")
	if r := CheckLay(table, card(t, "♦4")); !r.Allowed {
		t.Fatalf("a four may be laid next to the three: %s", r.Reason.String())
	}
	table = append(table, card(t, "♦4"))
	if r := CheckCapture(table, card(t, "♥7"), hand(t, "♠3 ♦4"), false); !r.Allowed {
		t.Errorf("the seven then takes three and four: %s", r.Reason.String())
	}
	if r := CheckLay(table, card(t, "♥7")); r.Allowed || r.Rule != RefLay {
		t.Errorf("the seven may not be laid while three and four lie there: %+v", r)
	}
	if r := CheckLay(table, card(t, "♥K")); r.Allowed {
		t.Errorf("a king may not be laid next to a king")
	}
}

func TestSeedHurrican(t *testing.T) {
	open := hand(t, "♠A ♣2 ♦3 ♥4") // ten pips: the worst opening
	king := card(t, "♠K")
	cs := Captures(open, king)
	if len(cs) != 1 || !cs[0].Clears {
		t.Fatalf("a king should clear A, 2, 3, 4: %+v", cs)
	}
	r := Two()
	if h := r.CheckHurrican(open, cs[0].Cards, false); !h.Allowed || h.Rule != RefHurrican {
		t.Errorf("clearing the table is a Hurrican: %+v", h)
	}
	if h := r.CheckHurrican(open, cs[0].Cards, true); h.Allowed || h.Rule != RefSweep {
		t.Errorf("with the deal's last card it is the final sweep: %+v", h)
	}
	r.LastCardHurrican = true
	if h := r.CheckHurrican(open, cs[0].Cards, true); !h.Allowed {
		t.Errorf("the option counts it")
	}
	if h := r.CheckHurrican(open, open[:2], false); h.Allowed {
		t.Errorf("cards remain: no Hurrican")
	}
}

func TestSeedDealPlans(t *testing.T) {
	for _, tt := range []struct {
		r    Rules
		want Plan
	}{
		{Two(), Plan{Open: 4, Rounds: 3, PerRound: 6}},
		{Four(), Plan{Open: 4, Rounds: 1, PerRound: 9}},
		{FourAll(), Plan{Open: 0, Rounds: 1, PerRound: 10}},
	} {
		p := tt.r.Plan()
		if p != tt.want || p.Open+p.Rounds*p.PerRound*tt.r.Players != 40 {
			t.Errorf("%s: %+v", tt.r.Preset, p)
		}
	}
	for _, bad := range []Rules{{Players: 3}, {Players: 2, DealAll: true}} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

func TestValues(t *testing.T) {
	want := map[cards.Rank]int{cards.Ace: 1, cards.Two: 2, cards.Seven: 7, cards.Jack: 8, cards.Queen: 9, cards.King: 10, cards.Eight: 0}
	for r, v := range want {
		if got := Value(cards.Of(r, cards.Clubs)); got != v {
			t.Errorf("%v counts %d, want %d", r, got, v)
		}
	}
}
