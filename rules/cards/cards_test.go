package cards

import (
	"strings"
	"testing"
)

func TestDeckSizes(t *testing.T) {
	tests := []struct {
		name string
		deck []Card
		want int
	}{
		{"52", Deck52(), 52},
		{"52+3 jokers", Deck52Jokers(3), 55},
		{"36", Deck36(), 36},
		{"40", Deck40(), 40},
		{"24", Deck24(), 24},
		{"Doppelkopf", DeckDoko(2), 48},
		{"Tripelkopf", DeckDoko(3), 72},
		{"Euchre 24", DeckEuchre(24, false), 24},
		{"Euchre 28", DeckEuchre(28, false), 28},
		{"Euchre 32+joker", DeckEuchre(32, true), 33},
		{"Euchre 30", DeckEuchre(30, false), 0},
	}
	for _, tt := range tests {
		if got := len(tt.deck); got != tt.want {
			t.Errorf("%s: %d cards, want %d", tt.name, got, tt.want)
		}
		for _, c := range tt.deck {
			if !c.Valid() {
				t.Errorf("%s: invalid card %v", tt.name, c)
			}
		}
	}
	if n := Count(Deck52())[Of(Ace, Spades)]; n != 1 {
		t.Errorf("Deck52 holds ♠A %d times", n)
	}
	if n := RankCount(DeckDoko(2))[Queen]; n != 8 {
		t.Errorf("Doppelkopf deck holds %d queens, want 8", n)
	}
	for _, c := range Deck40() {
		if c.Rank >= Eight && c.Rank <= Ten {
			t.Errorf("Deck40 holds %v", c)
		}
	}
}

func TestParseRoundTrip(t *testing.T) {
	for _, c := range Deck52Jokers(1) {
		german := c.String()
		if c.Rank == Jack || c.Rank == Queen {
			german = strings.NewReplacer("J", "B", "Q", "D").Replace(german)
		}
		for _, s := range []string{c.String(), german} {
			got, err := Parse(s)
			if err != nil || got != c {
				t.Errorf("Parse(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
	}
}

func TestParseRejects(t *testing.T) {
	for _, s := range []string{"", "♥", "♥1x", "Z10", "♥11", "♥Joker", "10", "H0", "♣♣"} {
		if c, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %v, want error", s, c)
		}
	}
	for _, s := range []string{"", "1x", "11", "0", "Z"} {
		if r, err := ParseRank(s); err == nil {
			t.Errorf("ParseRank(%q) = %v, want error", s, r)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"♥10", "SB", "Joker", "", "♦A"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err == nil && !c.Valid() {
			t.Fatalf("Parse(%q) = invalid card %v", s, c)
		}
	})
}
