package euchre

import (
	"testing"

	"schreiber/rules/cards"
)

func TestHandAlone(t *testing.T) {
	tests := []struct {
		name     string
		calls    []Call
		sitsOut  int
		leader   int
		discards bool
	}{
		{"dealer's partner assists alone: the dealer sits out and keeps his hand", []Call{{Seat: 1, Pass: true}, {Seat: 2, Alone: true}}, 0, 1, false},
		{"the left player's partner alone: opposite the dealer leads", []Call{{Seat: 1, Pass: true}, {Seat: 2, Pass: true}, {Seat: 3, Alone: true}}, 1, 2, true},
		{"dealer takes up alone", []Call{{Seat: 1, Pass: true}, {Seat: 2, Pass: true}, {Seat: 3, Pass: true}, {Seat: 0, Alone: true}}, 2, 1, true},
	}
	for _, tt := range tests {
		h, err := Deal(Standard(), 0, cards.DeckEuchre(24, false))
		if err != nil {
			t.Fatal(err)
		}
		up := h.Auction.Up
		for _, c := range tt.calls {
			if r := h.Bid(c); !r.Allowed {
				t.Fatalf("%s: %s", tt.name, r.Reason.String())
			}
		}
		if h.SitsOut != tt.sitsOut || h.Leader != tt.leader || (h.Phase == PhaseDiscard) != tt.discards || h.Trump != up.Suit {
			t.Errorf("%s: sits out %d, leader %d, phase %s", tt.name, h.SitsOut, h.Leader, h.Phase)
			continue
		}
		if tt.discards {
			if len(h.Hands[0]) != 6 || h.Discard(up).Allowed != true || len(h.Hands[0]) != 5 || h.Kitty[0] != up {
				t.Errorf("%s: the dealer's exchange", tt.name)
			}
		}
		if r := h.CheckPlay(tt.sitsOut, h.Hands[tt.sitsOut][0]); r.Allowed || r.Rule != RefAlone {
			t.Errorf("%s: the player sitting out may not play", tt.name)
		}
		if !h.Play(tt.leader, h.LegalPlays(tt.leader)[0]).Allowed {
			t.Errorf("%s: the leader cannot lead", tt.name)
		}
	}
}

func TestRedealPassesTheDeal(t *testing.T) {
	h, err := Deal(Standard(), 3, cards.DeckEuchre(24, false))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 8 {
		if r := h.Bid(Call{Seat: (4 + i) % 4, Pass: true}); !r.Allowed {
			t.Fatal(r.Reason.String())
		}
	}
	if h.Phase != PhaseRedeal || NextDealer(h.Dealer) != 0 {
		t.Errorf("phase %s, next dealer %d", h.Phase, NextDealer(h.Dealer))
	}
	if h.Bid(Call{Seat: 0, Pass: true}).Allowed || h.Discard(h.Auction.Up).Allowed || h.Play(0, h.Hands[0][0]).Allowed {
		t.Error("moves after a redeal")
	}
	for _, bad := range []struct {
		r      Rules
		dealer int
		deck   []cards.Card
	}{{Rules{Deck: 36}, 0, cards.DeckEuchre(24, false)}, {Standard(), 4, cards.DeckEuchre(24, false)}, {Standard(), 0, cards.DeckEuchre(28, false)}} {
		if _, err := Deal(bad.r, bad.dealer, bad.deck); err == nil {
			t.Errorf("deal %+v %d accepted", bad.r, bad.dealer)
		}
	}
}
