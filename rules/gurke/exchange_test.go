package gurke

import (
	"errors"
	"strings"
	"testing"

	"schreiber/rules/cards"
)

func TestCheckExchange(t *testing.T) {
	tests := []struct {
		name  string
		mode  Exchange
		swap  Swap
		allow bool
	}{
		{"no exchange in the rules", ExchangeNone, Swap{Opener: true, Hand: 7, Stock: 20, Count: 2}, false},
		{"keeping is always fine", ExchangeNone, Swap{Opener: true, Hand: 7, Stock: 20}, true},
		{"Vorhand chooses freely", ExchangeForehand, Swap{Opener: true, Hand: 7, Stock: 20, Count: 5}, true},
		{"Vorhand cannot take more than the stock", ExchangeForehand, Swap{Opener: true, Hand: 7, Stock: 3, Count: 4}, false},
		{"the same number as Vorhand", ExchangeForehand, Swap{First: 3, Hand: 7, Stock: 17, Count: 3}, true},
		{"fewer than Vorhand is not allowed", ExchangeForehand, Swap{First: 3, Hand: 7, Stock: 17, Count: 2}, false},
		{"more than Vorhand is not allowed", ExchangeForehand, Swap{First: 3, Hand: 7, Stock: 17, Count: 4}, false},
		{"none when Vorhand kept the cards", ExchangeForehand, Swap{First: 0, Hand: 7, Stock: 17, Count: 1}, false},
		// The seed: with fewer cards left than Vorhand exchanged, the next
		// player exchanges what is left or nothing.
		{"short stock: all that is left", ExchangeForehand, Swap{First: 4, Hand: 7, Stock: 2, Count: 2}, true},
		{"short stock: not the full number", ExchangeForehand, Swap{First: 4, Hand: 7, Stock: 2, Count: 4}, false},
		{"short stock: not fewer than is left", ExchangeForehand, Swap{First: 4, Hand: 7, Stock: 2, Count: 1}, false},
		{"empty stock: no exchange", ExchangeForehand, Swap{First: 4, Hand: 7, Stock: 0, Count: 1}, false},
		{"empty stock: keeping is fine", ExchangeForehand, Swap{First: 4, Hand: 7, Stock: 0, Count: 0}, true},
		{"Icelandic: fewer than the first player", ExchangeForehandUpTo, Swap{First: 4, Hand: 10, Stock: 10, Count: 2}, true},
		{"Icelandic: not more than the first player", ExchangeForehandUpTo, Swap{First: 4, Hand: 10, Stock: 10, Count: 5}, false},
		{"Norwegian dealer keeps two", ExchangeDealer, Swap{Opener: true, Hand: 7, Stock: 20, Count: 5}, true},
		{"Norwegian dealer cannot keep one", ExchangeDealer, Swap{Opener: true, Hand: 7, Stock: 20, Count: 6}, false},
		{"Norwegian others: same as the dealer", ExchangeDealer, Swap{First: 5, Hand: 7, Stock: 15, Count: 5}, true},
		{"Norwegian others: not another number", ExchangeDealer, Swap{First: 5, Hand: 7, Stock: 15, Count: 3}, false},
	}
	for _, tt := range tests {
		r, err := CheckExchange(tt.mode, tt.swap)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if r.Allowed != tt.allow || r.Rule.Section != "gurke.exchange" || r.Reason.IsZero() {
			t.Errorf("%s: %+v, want allowed %v", tt.name, r, tt.allow)
		}
	}
}

func TestCheckExchangeRefusesImpossibleQuestions(t *testing.T) {
	for _, s := range []Swap{
		{Hand: 0, Count: 0}, {Hand: 7, Count: 8}, {Hand: 7, Count: -1}, {Hand: 7, Stock: -1},
		{Hand: 7, First: 9, Count: 1, Stock: 10},
	} {
		if _, err := CheckExchange(ExchangeForehand, s); !errors.Is(err, ErrExchange) {
			t.Errorf("%+v: %v, want ErrExchange", s, err)
		}
	}
	if _, err := CheckExchange("sideways", Swap{Hand: 7, Count: 1, Stock: 3}); !errors.Is(err, ErrExchange) {
		t.Errorf("unknown mode: %v", err)
	}
}

func TestRassiRedealAndDouble(t *testing.T) {
	hand := func(s string) []cards.Card {
		var out []cards.Card
		for _, f := range strings.Fields(s) {
			c, err := cards.Parse(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	if r := CheckFreeRedeal(hand("♣A ♦10 ♥9 ♠2 ♣5 ♦7")); !r.Allowed {
		t.Errorf("a hand without faces: %+v", r)
	}
	if r := CheckFreeRedeal(hand("♣A ♦10 ♥9 ♠2 ♣5 ♦B")); r.Allowed || !strings.Contains(r.Reason.String(), "Jack") {
		t.Errorf("a hand with a Jack: %+v", r)
	}
	for times, want := range []bool{true, true, false, false} {
		if r := CheckDouble(times); r.Allowed != want {
			t.Errorf("doubling after %d: %v, want %v", times, r.Allowed, want)
		}
	}
}
