package tupelkopf

import (
	"slices"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
)

func TestRanking(t *testing.T) {
	tests := []struct {
		name   string
		g      Game
		seat   int
		trumps string
		fehl   map[cards.Suit]string
	}{
		{"normal game", normal2, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9",
			map[cards.Suit]string{cards.Clubs: "♣A ♣10 ♣K ♣9", cards.Spades: "♠A ♠10 ♠K ♠9", cards.Hearts: "♥A ♥K ♥9", cards.Diamonds: ""}},
		{"Trumpfsolo", Game{N: 3, Contract: Trumpfsolo}, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9",
			map[cards.Suit]string{cards.Hearts: "♥A ♥K ♥9"}},
		{"Bubendamensolo", Game{N: 2, Contract: Bubendamensolo}, 0, "♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J",
			map[cards.Suit]string{cards.Hearts: "♥A ♥10 ♥K ♥9", cards.Diamonds: "♦A ♦10 ♦K ♦9"}},
		{"Damensolo", Game{N: 2, Contract: Damensolo}, 0, "♣Q ♠Q ♥Q ♦Q",
			map[cards.Suit]string{cards.Clubs: "♣A ♣10 ♣K ♣J ♣9", cards.Diamonds: "♦A ♦10 ♦K ♦J ♦9"}},
		{"Bubensolo", Game{N: 2, Contract: Bubensolo}, 0, "♣J ♠J ♥J ♦J",
			map[cards.Suit]string{cards.Spades: "♠A ♠10 ♠K ♠Q ♠9", cards.Hearts: "♥A ♥10 ♥K ♥Q ♥9"}},
		{"Farbenersatzsolo Kreuz", Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Clubs}, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♣A ♣10 ♣K ♣9",
			map[cards.Suit]string{cards.Clubs: "", cards.Diamonds: "♦A ♦10 ♦K ♦9", cards.Hearts: "♥A ♥K ♥9"}},
		{"Farbenersatzsolo Herz", Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Hearts}, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♥A ♥K ♥9",
			map[cards.Suit]string{cards.Hearts: "", cards.Diamonds: "♦A ♦10 ♦K ♦9"}},
		{"Knochenloser", Game{N: 2, Contract: Knochenloser}, 0, "",
			map[cards.Suit]string{cards.Clubs: "♣A ♣10 ♣K ♣Q ♣J ♣9", cards.Hearts: "♥A ♥10 ♥K ♥Q ♥J ♥9"}},
		{"Thatcher", Game{N: 2, Contract: Normal, Thatcher: true}, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♦A ♦10 ♦K ♦J ♦9",
			map[cards.Suit]string{cards.Clubs: "♣A ♣10 ♣K ♣J ♣9", cards.Hearts: "♥A ♥K ♥J ♥9"}},
		{"Mandela Pik", Game{N: 2, Contract: Normal, Mandela: cards.Spades}, 0, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♠A ♠10 ♠K ♠9",
			map[cards.Suit]string{cards.Spades: "", cards.Diamonds: "♦A ♦10 ♦K ♦9"}},
		{"Schweinchen owner", Game{N: 2, Contract: Normal, Schweinchen: []int{1}}, 1, "♥10 ♦A ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦10 ♦K ♦9", nil},
		{"Schweinchen others", Game{N: 2, Contract: Normal, Schweinchen: []int{1}}, 2, "♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9", nil},
		{"Schweinchen Farbenersatzsolo Pik", Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Spades, Schweinchen: []int{0}}, 0,
			"♥10 ♠A ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♠10 ♠K ♠9", map[cards.Suit]string{cards.Diamonds: "♦A ♦10 ♦K ♦9"}},
		{"Barschel owned up", Game{N: 2, Contract: Normal, Barschel: []int{3}}, 3, "♥10 ♣Q ♠Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9",
			map[cards.Suit]string{cards.Hearts: "♥A ♥K ♥Q ♥9"}},
		{"Barschel with Thatcher", Game{N: 2, Contract: Normal, Thatcher: true, Barschel: []int{0}}, 0, "♥10 ♣Q ♠Q ♦Q ♦A ♦10 ♦K ♦J ♦9",
			map[cards.Suit]string{cards.Hearts: "♥A ♥K ♥Q ♥J ♥9"}},
		{"Barschel in Herz-Farbenersatzsolo", Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Hearts, Barschel: []int{0}}, 0,
			"♥10 ♣Q ♠Q ♦Q ♣J ♠J ♥J ♦J ♥A ♥K ♥Q ♥9", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got, want := tc.g.Ranking(tc.seat, Trump), cs(t, tc.trumps); !slices.Equal(got, want) {
				t.Errorf("trumps = %v, want %v", got, want)
			}
			for s, want := range tc.fehl {
				if got := tc.g.Ranking(tc.seat, rules.FehlOf(s)); !slices.Equal(got, cs(t, want)) {
					t.Errorf("%v = %v, want %v", s, got, want)
				}
			}
			total := 0
			for _, cl := range []Class{Trump, rules.FehlOf(cards.Clubs), rules.FehlOf(cards.Spades), rules.FehlOf(cards.Hearts), rules.FehlOf(cards.Diamonds)} {
				total += len(tc.g.Ranking(tc.seat, cl))
			}
			if total != 24 {
				t.Errorf("the classes hold %d kinds of card, want all 24", total)
			}
		})
	}
}

func TestTrumpCount(t *testing.T) {
	tests := []struct {
		g    Game
		want int
	}{
		{normal2, 26},
		{Game{N: 3, Contract: Normal}, 39},
		{Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Hearts}, 24},
		{Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Clubs}, 26},
		{Game{N: 2, Contract: Bubendamensolo}, 16},
		{Game{N: 4, Contract: Damensolo}, 16},
		{Game{N: 2, Contract: Knochenloser}, 0},
		{Game{N: 2, Contract: Normal, Thatcher: true}, 20},
	}
	for _, tc := range tests {
		if got := tc.g.TrumpCount(); got != tc.want {
			t.Errorf("%s n=%d: %d trumps, want %d", tc.g.Contract, tc.g.N, got, tc.want)
		}
	}
}

func TestWhich(t *testing.T) {
	g := Game{N: 2, Contract: Normal, Thatcher: true, Schweinchen: []int{1}}
	r := g.Which(0, one(t, "♦J"))
	expect(t, r, nil, true, "thatcher")
	if r.Reason.String() != "♦J is trump, number 9 of 10 trumps from the top." {
		t.Errorf("reason = %q", r.Reason.String())
	}
	expect(t, g.Which(0, one(t, "♣J")), nil, false, "thatcher")
	expect(t, g.Which(1, one(t, "♦A")), nil, true, "schweinchen")
	expect(t, g.Which(0, one(t, "♦A")), nil, true, "basics.trumps")
	expect(t, normal2.Which(0, one(t, "♥A")), nil, false, "basics.trumps")
	expect(t, Game{N: 2, Contract: Normal, Mandela: cards.Clubs}.Which(0, one(t, "♦K")), nil, false, "mandela")
	expect(t, Game{N: 2, Contract: Knochenloser}.Which(0, one(t, "♥10")), nil, false, "solo.fleshless")
}

func TestValidate(t *testing.T) {
	bad := []struct {
		g     Game
		field string
	}{
		{Game{N: 1, Contract: Normal}, "n"},
		{Game{N: MaxN + 1, Contract: Normal}, "n"},
		{Game{N: 2, Contract: "skat"}, "contract"},
		{Game{N: 2, Contract: Farbenersatzsolo}, "soloSuit"},
		{Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Diamonds}, "soloSuit"},
		{Game{N: 2, Contract: Normal, SoloSuit: cards.Clubs}, "soloSuit"},
		{Game{N: 2, Contract: Damensolo, Thatcher: true}, "thatcher"},
		{Game{N: 2, Contract: Normal, Mandela: cards.Hearts}, "mandela"},
		{Game{N: 2, Contract: Trumpfsolo, Mandela: cards.Clubs}, "mandela"},
		{Game{N: 2, Contract: Bubensolo, Schweinchen: []int{0}}, "schweinchen"},
		{Game{N: 2, Contract: Normal, Mandela: cards.Clubs, Schweinchen: []int{0}}, "schweinchen"},
		{Game{N: 2, Contract: Normal, Schweinchen: []int{4}}, "schweinchen"},
		{Game{N: 2, Contract: Normal, Barschel: []int{1, 1}}, "barschel"},
	}
	for _, tc := range bad {
		err := tc.g.Validate()
		if field := fieldOf(err); field != tc.field {
			t.Errorf("%+v: error field %q, want %q (%v)", tc.g, field, tc.field, err)
		}
	}
	if err := (Game{N: 3, Contract: Farbenersatzsolo, SoloSuit: cards.Spades, Thatcher: true, Schweinchen: []int{5}, Barschel: []int{0}}).Validate(); err != nil {
		t.Errorf("valid game refused: %v", err)
	}
}
