package euchre

import (
	"slices"
	"testing"

	"schreiber/rules/cards"
)

func TestSeedExampleDiamondsTrumpBowers(t *testing.T) {
	if !IsRightBower(card(t, "♦J"), cards.Diamonds) || !IsLeftBower(card(t, "♥J"), cards.Diamonds) {
		t.Fatal("with diamonds trump the right bower is ♦J and the left bower ♥J")
	}
	if IsLeftBower(card(t, "♠J"), cards.Diamonds) || SuitOf(card(t, "♥J"), cards.Diamonds) != cards.Diamonds {
		t.Fatal("♥J belongs to diamonds, ♠J does not")
	}
}

func TestTrumpOrder(t *testing.T) {
	tests := []struct {
		r     Rules
		trump cards.Suit
		want  string
	}{
		{Standard(), cards.Diamonds, "♦J ♥J ♦A ♦K ♦Q ♦10 ♦9"},
		{Rules{Deck: 28}, cards.Clubs, "♣J ♠J ♣A ♣K ♣Q ♣10 ♣9 ♣8"},
		{Rules{Deck: 32, Joker: true}, cards.Spades, "Joker ♠J ♣J ♠A ♠K ♠Q ♠10 ♠9 ♠8 ♠7"},
	}
	for _, tt := range tests {
		if got := tt.r.Order(tt.trump); !slices.Equal(got, hand(t, tt.want)) {
			t.Errorf("order of %v: %v, want %s", tt.trump, got, tt.want)
		}
	}
	if Power(card(t, "♣A"), cards.Hearts) <= Power(card(t, "♣K"), cards.Hearts) || Power(card(t, "♥9"), cards.Hearts) <= Power(card(t, "♣A"), cards.Hearts) {
		t.Error("plain ace over plain king, any trump over a plain ace")
	}
}

func TestCheckPlay(t *testing.T) {
	tests := []struct {
		name  string
		hand  string
		trick string
		card  string
		allow bool
	}{
		{"lead anything", "♠9 ♥A", "", "♥A", true},
		{"follow suit", "♠9 ♥A", "♠K", "♠9", true},
		{"must follow", "♠9 ♥A", "♠K", "♥A", false},
		{"void: trump", "♣9 ♥A", "♠K", "♥A", true},
		{"void: discard", "♣9 ♦A", "♠K", "♣9", true},
		{"left bower is trump, not diamonds", "♦J ♦9", "♦A", "♦J", false},
		{"left bower follows a trump lead", "♦J ♣9", "♥9", "♦J", true},
		{"trump led, must play the left bower", "♦J ♣9", "♥9", "♣9", false},
		{"joker led asks for trump", "♥9 ♣9", "Joker", "♣9", false},
		{"joker follows trump", "Joker ♣9", "♥K", "Joker", true},
		{"not in hand", "♣9", "", "♣A", false},
	}
	for _, tt := range tests {
		var trick []Play
		for i, c := range hand(t, tt.trick) {
			trick = append(trick, Play{Seat: i, Card: c})
		}
		r := CheckPlay(hand(t, tt.hand), trick, card(t, tt.card), cards.Hearts)
		if r.Allowed != tt.allow || r.Rule != RefFollow || r.Reason.IsZero() {
			t.Errorf("%s: %v (%s)", tt.name, r.Allowed, r.Reason.String())
		}
	}
}

func TestWinner(t *testing.T) {
	tests := []struct {
		name  string
		trick string
		want  int
	}{
		{"highest of the suit led", "♠9 ♠A ♠K ♣A", 1},
		{"off-suit ace loses", "♠9 ♣A ♦A ♠10", 3},
		{"a low trump wins", "♠A ♥9 ♠K ♠Q", 1},
		{"right bower over left", "♥A ♦J ♥J ♥K", 2},
		{"left bower over the ace of trump", "♥A ♦J ♥K ♥Q", 1},
		{"left bower led is trump", "♦J ♦A ♦K ♥9", 0},
		{"joker over everything", "♥J Joker ♦J ♥A", 1},
		{"three cards with a lone hand", "♣9 ♣10 ♠J", 2},
	}
	for _, tt := range tests {
		var trick []Play
		for i, c := range hand(t, tt.trick) {
			trick = append(trick, Play{Seat: (i + 2) % 4, Card: c})
		}
		w, r := TrickRuling(trick, cards.Hearts)
		if tt.name == "three cards with a lone hand" {
			w, r = TrickRuling(trick, cards.Clubs)
		}
		if w != tt.want || !r.Allowed || r.Rule != RefTrick {
			t.Errorf("%s: winner %d, want %d (%s)", tt.name, w, tt.want, r.Reason.String())
		}
	}
	if w := Winner(nil, cards.Hearts); w != -1 {
		t.Errorf("empty trick: %d", w)
	}
}
