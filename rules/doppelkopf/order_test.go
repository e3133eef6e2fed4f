package doppelkopf

import (
	"slices"
	"strings"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
)

func TestRanking(t *testing.T) {
	for _, c := range []struct {
		name  string
		g     Game
		seat  int
		class Class
		want  string
	}{
		// The DDV's normal game: Dullen, queens and jacks Kreuz to Karo, then Karo A 10 K 9.
		{"normal trumps", Game{Contract: Normal}, 0, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9"},
		// Hearts keep only A K 9: the ten is the Dulle, queen and jack are trumps.
		{"normal hearts", Game{Contract: Normal}, 0, rules.FehlOf(cards.Hearts), "HA HK H9"},
		// Clubs lose queen and jack to the trumps: A 10 K 9.
		{"normal clubs", Game{Contract: Normal}, 0, rules.FehlOf(cards.Clubs), "CA C10 CK C9"},
		// Without nines the Karo-Neun and every other nine leave the game.
		{"no nines", Game{Options: Options{WithoutNines: true}, Contract: Normal}, 0, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK"},
		// Spades without nines: A 10 K.
		{"no nines spades", Game{Options: Options{WithoutNines: true}, Contract: Normal}, 0, rules.FehlOf(cards.Spades), "SA S10 SK"},
		// Seat 2 has shown Schweinchen: for them the Karo-Asse rank above the Dullen.
		{"schweinchen owner", Game{Options: home, Contract: Normal, Schweinchen: []int{2}}, 2, Trump, "DA H10 CQ SQ HQ DQ CJ SJ HJ DJ D10 DK D9"},
		// Everyone else sees the order unchanged (they hold no Karo-Ass).
		{"schweinchen others", Game{Options: home, Contract: Normal, Schweinchen: []int{2}}, 1, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9"},
		// The Trumpfsolo is the normal order; Schweinchen hold there too.
		{"trumpfsolo schweinchen", Game{Options: home, Contract: Trumpfsolo, Schweinchen: []int{0}}, 0, Trump, "DA H10 CQ SQ HQ DQ CJ SJ HJ DJ D10 DK D9"},
		// A Kreuz-Solo puts clubs where Karo was; Karo becomes a plain suit.
		{"kreuz-solo", Game{Contract: KreuzSolo}, 0, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ CA C10 CK C9"},
		{"kreuz-solo karo", Game{Contract: KreuzSolo}, 0, rules.FehlOf(cards.Diamonds), "DA D10 DK D9"},
		// A Pik-Solo likewise with spades.
		{"pik-solo", Game{Contract: PikSolo}, 0, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ SA S10 SK S9"},
		// In a Herz-Solo the Dulle is already a heart: hearts add only A K 9.
		{"herz-solo", Game{Contract: HerzSolo}, 0, Trump, "H10 CQ SQ HQ DQ CJ SJ HJ DJ HA HK H9"},
		// Schweinchen in a colour solo are the aces of its suit (the app's ruling).
		{"herz-solo schweinchen", Game{Options: home, Contract: HerzSolo, Schweinchen: []int{3}}, 3, Trump, "HA H10 CQ SQ HQ DQ CJ SJ HJ DJ HK H9"},
		// Damensolo: only the eight queens; the Herz-Zehn goes back into hearts between ace and king.
		{"damensolo", Game{Contract: Damensolo}, 0, Trump, "CQ SQ HQ DQ"},
		{"damensolo hearts", Game{Contract: Damensolo}, 0, rules.FehlOf(cards.Hearts), "HA H10 HK HJ H9"},
		// Bubensolo: only the jacks; the queens rank between king and nine.
		{"bubensolo", Game{Contract: Bubensolo}, 0, Trump, "CJ SJ HJ DJ"},
		{"bubensolo karo", Game{Contract: Bubensolo}, 0, rules.FehlOf(cards.Diamonds), "DA D10 DK DQ D9"},
		// Fleischloser: no trumps at all, every suit A 10 K D B 9.
		{"fleischloser", Game{Contract: Fleischloser}, 0, Trump, ""},
		{"fleischloser clubs", Game{Contract: Fleischloser}, 0, rules.FehlOf(cards.Clubs), "CA C10 CK CQ CJ C9"},
		{"fleischloser no nines", Game{Options: Options{WithoutNines: true}, Contract: Fleischloser}, 0, rules.FehlOf(cards.Hearts), "HA H10 HK HQ HJ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := c.g.Validate(); err != nil {
				t.Fatal(err)
			}
			got := c.g.Ranking(c.seat, c.class)
			if want := cs(t, c.want); !slices.Equal(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
}

func TestWhich(t *testing.T) {
	for _, c := range []struct {
		name    string
		g       Game
		seat    int
		card    string
		allowed bool
		section string
		says    string
	}{
		// ♦A is the tenth of 13 trumps in the normal game.
		{"karo ace", Game{Contract: Normal}, 0, "DA", true, "trumps", "number 10 of 13"},
		// The Herz-Zehn is the highest trump, by the Dullen's own section.
		{"dulle", Game{Contract: Normal}, 0, "H10", true, "dullen", "number 1 of 13"},
		// ♣A heads the four kinds of clubs.
		{"plain ace", Game{Contract: Normal}, 0, "CA", false, "fehl", "number 1 of 4"},
		// In a Damensolo the Herz-Zehn is a plain heart, second after the ace.
		{"damensolo ten", Game{Contract: Damensolo}, 0, "H10", false, "solo", "number 2 of 5"},
		// Seat 1 showed Schweinchen: their ♦A is the highest trump.
		{"schwein", Game{Options: home, Contract: Normal, Schweinchen: []int{1}}, 1, "DA", true, "schweinchen", "above the Dullen"},
		// For seat 0 a ♦A stays in its usual place (a question about a card it cannot hold).
		{"not my schwein", Game{Options: home, Contract: Normal, Schweinchen: []int{1}}, 0, "DA", true, "trumps", "number 10 of 13"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := c.g.Which(c.seat, one(t, c.card))
			expect(t, r, err, c.allowed, c.section)
			if !strings.Contains(r.Reason.String(), c.says) {
				t.Errorf("reason %q does not say %q", r.Reason.String(), c.says)
			}
		})
	}
	if _, err := (Game{Options: Options{WithoutNines: true}, Contract: Normal}).Which(0, one(t, "D9")); fieldOf(err) != "card" {
		t.Errorf("a nine without nines: %v", err)
	}
}

func TestGameValidate(t *testing.T) {
	for _, c := range []struct {
		name  string
		g     Game
		field string
	}{
		// Every house rule on, seat 3 with Schweinchen: in order.
		{"fine", Game{Options: home, Contract: Normal, Schweinchen: []int{3}}, ""},
		// No such game, or none named.
		{"unknown contract", Game{Contract: "skat"}, "contract"},
		{"empty contract", Game{}, "contract"},
		// A Dullen rule that does not exist.
		{"bad dullen", Game{Options: Options{Dullen: "third"}, Contract: Normal}, "dullen"},
		// Schweinchen need the house rule...
		{"schweinchen off", Game{Contract: Normal, Schweinchen: []int{0}}, "schweinchen"},
		// ...a trump suit...
		{"schweinchen in damensolo", Game{Options: home, Contract: Damensolo, Schweinchen: []int{0}}, "schweinchen"},
		// ...and one player holding both aces.
		{"two schweinchen", Game{Options: home, Contract: Normal, Schweinchen: []int{0, 1}}, "schweinchen"},
		{"schweinchen seat", Game{Options: home, Contract: Normal, Schweinchen: []int{4}}, "schweinchen"},
	} {
		if got := fieldOf(c.g.Validate()); got != c.field {
			t.Errorf("%s: error field %q, want %q", c.name, got, c.field)
		}
	}
}
