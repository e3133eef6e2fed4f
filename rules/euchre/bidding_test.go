package euchre

import (
	"strings"
	"testing"

	"schreiber/rules/cards"
)

func TestBidding(t *testing.T) {
	pass := func(s int) Call { return Call{Seat: s, Pass: true} }
	tests := []struct {
		name   string
		stick  bool
		calls  []Call
		bad    Call // refused after calls, when Seat >= 0
		trump  cards.Suit
		maker  int
		alone  bool
		done   bool
		phrase string // in the reason of the last call
	}{
		{name: "opponent orders up", calls: []Call{{Seat: 1}}, trump: cards.Hearts, maker: 1, done: true, phrase: "orders it up"},
		{name: "partner assists", calls: []Call{pass(1), {Seat: 2}}, trump: cards.Hearts, maker: 2, done: true, phrase: "assists"},
		{name: "dealer takes up", calls: []Call{pass(1), pass(2), pass(3), {Seat: 0}}, trump: cards.Hearts, maker: 0, done: true, phrase: "takes it up"},
		{name: "next in the second round", calls: []Call{pass(1), pass(2), pass(3), pass(0), {Seat: 1, Suit: cards.Diamonds, Alone: true}}, trump: cards.Diamonds, maker: 1, alone: true, done: true, phrase: "same colour"},
		{name: "crossing", calls: []Call{pass(1), pass(2), pass(3), pass(0), pass(1), {Seat: 2, Suit: cards.Spades}}, trump: cards.Spades, maker: 2, done: true, phrase: "other colour"},
		{name: "turned-down suit may not be named", calls: []Call{pass(1), pass(2), pass(3), pass(0)}, bad: Call{Seat: 1, Suit: cards.Hearts}, maker: -1},
		{name: "first round only the turned suit", calls: nil, bad: Call{Seat: 1, Suit: cards.Spades}, maker: -1},
		{name: "out of turn", calls: nil, bad: Call{Seat: 2, Pass: true}, maker: -1},
		{name: "a pass cannot be alone", calls: nil, bad: Call{Seat: 1, Pass: true, Alone: true}, maker: -1},
		{name: "all pass twice: redeal", calls: []Call{pass(1), pass(2), pass(3), pass(0), pass(1), pass(2), pass(3), pass(0)}, maker: -1, done: true, phrase: "next dealer"},
		{name: "stick the dealer", stick: true, calls: []Call{pass(1), pass(2), pass(3), pass(0), pass(1), pass(2), pass(3)}, bad: Call{Seat: 0, Pass: true}, maker: -1},
	}
	for _, tt := range tests {
		a := Auction{Dealer: 0, Up: card(t, "♥9"), UpSuit: cards.Hearts, Stick: tt.stick}
		var last string
		for i, c := range tt.calls {
			r := a.CheckCall(c)
			if !r.Allowed {
				t.Fatalf("%s: call %d refused: %s", tt.name, i+1, r.Reason.String())
			}
			last = r.Reason.String()
			a.Calls = append(a.Calls, c)
		}
		if tt.bad != (Call{}) && a.CheckCall(tt.bad).Allowed {
			t.Errorf("%s: %+v allowed", tt.name, tt.bad)
		}
		trump, maker, alone, done := a.Result()
		if trump != tt.trump || maker != tt.maker || alone != tt.alone || done != tt.done {
			t.Errorf("%s: result %v %d %v %v", tt.name, trump, maker, alone, done)
		}
		if tt.phrase != "" && !strings.Contains(last, tt.phrase) {
			t.Errorf("%s: reason %q lacks %q", tt.name, last, tt.phrase)
		}
	}
}

func TestSeedOpeningLead(t *testing.T) {
	tests := []struct {
		name          string
		dealer, maker int
		alone         bool
		want          int
	}{
		{"left of the dealer", 0, 2, false, 1},
		{"left of the dealer, dealer alone", 0, 0, true, 1},
		{"left player alone leads himself", 0, 1, true, 1},
		{"left player's partner alone: opposite the dealer leads", 0, 3, true, 2},
		{"same with dealer 2", 2, 1, true, 0},
	}
	for _, tt := range tests {
		if got := OpeningLead(tt.dealer, tt.maker, tt.alone); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestSeedScoring(t *testing.T) {
	tests := []struct {
		name   string
		tricks int
		alone  bool
		team   int
		points int
	}{
		{"partnership makes 3", 3, false, 0, 1},
		{"partnership makes 4", 4, false, 0, 1},
		{"partnership march", 5, false, 0, 2},
		{"lone hand makes 3", 3, true, 0, 1},
		{"lone hand makes 4", 4, true, 0, 1},
		{"lone hand march", 5, true, 0, 4},
		{"euchred", 2, false, 1, 2},
		{"lone hand euchred", 0, true, 1, 2},
	}
	for _, tt := range tests {
		team, points, r := Score(tt.tricks, tt.alone)
		if team != tt.team || points != tt.points || !r.Allowed {
			t.Errorf("%s: team %d, %d points", tt.name, team, points)
		}
	}
	if _, _, r := Score(6, false); r.Allowed {
		t.Error("six tricks")
	}
}

func TestSeedDrawForPartners(t *testing.T) {
	tests := []struct {
		name   string
		drawn  string
		low    [2]int
		dealer int
		redraw []int
	}{
		{"king high, ace low", "♠K ♦A ♣9 ♥Q", [2]int{1, 2}, 1, nil},
		{"seven below eight", "♠7 ♦8 ♣10 ♥J", [2]int{0, 1}, 0, nil},
		{"ties draw again", "♠9 ♦9 ♣K ♥Q", [2]int{}, 0, []int{0, 1}},
		{"a joker draws again", "Joker ♦9 ♣K ♥Q", [2]int{}, 0, []int{0}},
	}
	for _, tt := range tests {
		p, redraw, r, err := Draw(hand(t, tt.drawn))
		if err != nil {
			t.Fatal(err)
		}
		if len(tt.redraw) > 0 {
			if r.Allowed || len(redraw) != len(tt.redraw) || redraw[0] != tt.redraw[0] {
				t.Errorf("%s: redraw %v", tt.name, redraw)
			}
			continue
		}
		if !r.Allowed || p.Low != tt.low || p.Dealer != tt.dealer || len(redraw) > 0 {
			t.Errorf("%s: %+v %v", tt.name, p, redraw)
		}
	}
	if _, _, _, err := Draw(hand(t, "♠K ♦A")); err == nil {
		t.Error("two cards accepted")
	}
}
