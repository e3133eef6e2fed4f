package tupelkopf

import (
	"slices"
	"testing"

	"schreiber/rules/cards"
)

func decl(kind Vorbehalt, seat int) Declaration { return Declaration{Kind: kind, Seat: seat} }

func soloDecl(seat int, c Contract) Declaration {
	return Declaration{Kind: VorbehaltSolo, Seat: seat, Contract: c}
}

func TestAskOrder(t *testing.T) {
	if got := AskOrder(6, 2); !slices.Equal(got, []int{3, 4, 5, 0, 1, 2}) {
		t.Errorf("AskOrder(6, 2) = %v", got)
	}
	if got := AskOrder(4, 3); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("AskOrder(4, 3) = %v", got)
	}
	if AskOrder(0, 1) != nil {
		t.Error("AskOrder of no players should be empty")
	}
}

func TestMayDeclare(t *testing.T) {
	weak := "♣9 ♣9 ♠9 ♠9 ♥9 ♣K ♠K ♥K ♥A ♠A ♦9 ♦K" // 2 trumps, 5 nines
	tests := []struct {
		name    string
		n       int
		before  []Declaration
		hand    string
		d       Declaration
		allowed bool
		section string
	}{
		{"solo by anyone", 2, nil, weak, soloDecl(1, Damensolo), true, "solo.kinds"},
		{"second solo", 2, []Declaration{soloDecl(0, Bubensolo)}, weak, soloDecl(1, Damensolo), false, "vorbehalt.first"},
		{"Armut with n+3 nines", 2, nil, weak, decl(VorbehaltArmut, 1), true, "armut"},
		{"Armut with too few nines", 4, nil, weak, decl(VorbehaltArmut, 1), false, "armut"},
		{"Armut after a solo", 2, []Declaration{soloDecl(0, Trumpfsolo)}, weak, decl(VorbehaltArmut, 1), false, "vorbehalt.first"},
		{"nothing after Armut", 2, []Declaration{decl(VorbehaltArmut, 0)}, "♠Q ♠Q", decl(VorbehaltStrauss, 1), false, "armut"},
		{"Schieben with two trumps", 2, nil, weak, decl(VorbehaltSchieben, 1), true, "schieben"},
		{"Schieben with four trumps and one Fuchs", 2, nil, "♦A ♦9 ♣J ♦K ♣A", decl(VorbehaltSchieben, 1), true, "schieben"},
		{"no Schieben with four trumps and no Fuchs", 2, nil, "♦10 ♦9 ♣J ♦K ♣A", decl(VorbehaltSchieben, 1), false, "schieben"},
		{"no Schieben with four trumps and two Füchse", 2, nil, "♦A ♦A ♣J ♦K ♣A", decl(VorbehaltSchieben, 1), false, "schieben"},
		{"no Schieben with five trumps", 2, nil, "♦A ♦9 ♣J ♦K ♥10", decl(VorbehaltSchieben, 1), false, "schieben"},
		{"Hochzeit with two Kreuz-Damen", 2, nil, "♣Q ♣Q", decl(VorbehaltHochzeit, 1), true, "hochzeit"},
		{"Hochzeit with one Kreuz-Dame", 2, nil, "♣Q ♠Q", decl(VorbehaltHochzeit, 1), false, "hochzeit"},
		{"Hochzeit must name the true count", 3, nil, "♣Q ♣Q ♣Q", Declaration{Kind: VorbehaltHochzeit, Seat: 1, Count: 2}, false, "hochzeit"},
		{"no Hochzeit after Schieben", 2, []Declaration{decl(VorbehaltSchieben, 0)}, "♣Q ♣Q", decl(VorbehaltHochzeit, 1), false, "vorbehalt.first"},
		{"no Hochzeit after a solo", 2, []Declaration{soloDecl(0, Knochenloser)}, "♣Q ♣Q", decl(VorbehaltHochzeit, 1), false, "vorbehalt.first"},
		{"Strauss", 2, nil, "♠Q ♠Q", decl(VorbehaltStrauss, 2), true, "strauss"},
		{"two Strauss", 4, []Declaration{decl(VorbehaltStrauss, 1)}, "♠Q ♠Q", decl(VorbehaltStrauss, 2), true, "strauss"},
		{"Strauss asked before the earlier one", 4, []Declaration{decl(VorbehaltStrauss, 3)}, "♠Q ♠Q", decl(VorbehaltStrauss, 2), false, "vorbehalt.order"},
		{"Barschel", 2, nil, "♥Q ♥Q", decl(VorbehaltBarschel, 0), true, "barschel"},
		{"two Barschels need four Herz-Damen", 3, nil, "♥Q ♥Q ♥Q", Declaration{Kind: VorbehaltBarschel, Count: 2}, false, "barschel"},
		{"Thatcher in the normal game", 3, nil, "♦Q ♦Q ♦Q", decl(VorbehaltThatcher, 0), true, "thatcher"},
		{"Thatcher needs all Karo-Damen", 3, nil, "♦Q ♦Q", decl(VorbehaltThatcher, 0), false, "thatcher"},
		{"Thatcher in a Farbenersatzsolo", 2, []Declaration{{Kind: VorbehaltSolo, Contract: Farbenersatzsolo, Suit: cards.Clubs}}, "♦Q ♦Q", decl(VorbehaltThatcher, 1), true, "thatcher"},
		{"no Thatcher in a Bubendamensolo", 2, []Declaration{soloDecl(0, Bubendamensolo)}, "♦Q ♦Q", decl(VorbehaltThatcher, 1), false, "thatcher"},
		{"no Thatcher with Schieben", 2, []Declaration{decl(VorbehaltSchieben, 0)}, "♦Q ♦Q", decl(VorbehaltThatcher, 1), false, "thatcher"},
		{"Lafontaine", 2, nil, "♣J ♣J", decl(VorbehaltLafontaine, 1), true, "lafontaine"},
		{"no Lafontaine after Thatcher", 2, []Declaration{decl(VorbehaltThatcher, 0)}, "♣J ♣J", decl(VorbehaltLafontaine, 1), false, "thatcher"},
		{"no Lafontaine in a Damensolo", 2, []Declaration{soloDecl(0, Damensolo)}, "♣J ♣J", decl(VorbehaltLafontaine, 1), false, "lafontaine"},
		{"Lafontaine in a Trumpfsolo", 2, []Declaration{soloDecl(0, Trumpfsolo)}, "♣J ♣J", decl(VorbehaltLafontaine, 1), true, "lafontaine"},
		{"no Lafontaine with Schieben", 2, []Declaration{decl(VorbehaltSchieben, 0)}, "♣J ♣J", decl(VorbehaltLafontaine, 1), false, "lafontaine"},
		{"Trittin", 3, nil, "♥J ♥J ♥J", Declaration{Kind: VorbehaltTrittin, Count: 2}, true, "trittin"},
		{"Trittin needs two Herz-Buben", 3, nil, "♥J", decl(VorbehaltTrittin, 0), false, "trittin"},
		{"Strauss blocks Trittin", 2, []Declaration{decl(VorbehaltStrauss, 1)}, "♥J ♥J", decl(VorbehaltTrittin, 0), false, "strauss"},
		{"Thatcher blocks Trittin", 2, []Declaration{decl(VorbehaltThatcher, 1)}, "♥J ♥J", decl(VorbehaltTrittin, 0), false, "thatcher"},
		{"Eichel", 2, nil, "♦9 ♦9", decl(VorbehaltEichel, 0), true, "eichel"},
		{"Eichel with one Karo-Neun", 2, nil, "♦9", decl(VorbehaltEichel, 0), false, "eichel"},
		{"second Eichel", 4, []Declaration{decl(VorbehaltEichel, 0)}, "♦9 ♦9", decl(VorbehaltEichel, 1), false, "vorbehalt.first"},
		{"Kohl with two of three", 3, nil, "♦K ♦K ♦K", Declaration{Kind: VorbehaltKohl, Count: 2}, true, "kohl"},
		{"Kohl with more than in hand", 3, nil, "♦K ♦K", Declaration{Kind: VorbehaltKohl, Count: 3}, false, "kohl"},
		{"Mandela", 2, nil, "♣K ♣K ♠K", Declaration{Kind: VorbehaltMandela}, true, "mandela"},
		{"Mandela with the wrong suit", 2, nil, "♣K ♣K ♠K", Declaration{Kind: VorbehaltMandela, Suit: cards.Spades}, false, "mandela"},
		{"Mandela tie needs a suit", 2, nil, "♣K ♣K ♠K ♠K", Declaration{Kind: VorbehaltMandela}, false, "mandela"},
		{"Mandela tie with a suit", 2, nil, "♣K ♣K ♠K ♠K", Declaration{Kind: VorbehaltMandela, Suit: cards.Spades}, true, "mandela"},
		{"Mandela with too few kings", 3, nil, "♣K ♣K ♠K ♠K", Declaration{Kind: VorbehaltMandela}, false, "mandela"},
		{"solo prevents Mandela", 2, []Declaration{soloDecl(0, Trumpfsolo)}, "♣K ♣K ♠K", decl(VorbehaltMandela, 1), false, "mandela"},
		{"Schieben prevents Mandela", 2, []Declaration{decl(VorbehaltSchieben, 0)}, "♣K ♣K ♠K", decl(VorbehaltMandela, 1), false, "mandela"},
		{"Schweinchen", 2, nil, "♦A ♦A", decl(VorbehaltSchweinchen, 3), true, "schweinchen"},
		{"Schweinchen need two", 2, nil, "♦A ♠A", decl(VorbehaltSchweinchen, 3), false, "schweinchen"},
		{"Schweinchen in a Trumpfsolo", 2, []Declaration{soloDecl(0, Trumpfsolo)}, "♦A ♦A", decl(VorbehaltSchweinchen, 3), true, "schweinchen"},
		{"no Schweinchen in a Damensolo", 2, []Declaration{soloDecl(0, Damensolo)}, "♦A ♦A", decl(VorbehaltSchweinchen, 3), false, "schweinchen"},
		{"no Schweinchen after Mandela", 2, []Declaration{{Kind: VorbehaltMandela, Suit: cards.Clubs}}, "♦A ♦A", decl(VorbehaltSchweinchen, 3), false, "mandela"},
		{"too late for Barschel after Kohl", 2, []Declaration{{Kind: VorbehaltKohl, Count: 2}}, "♥Q ♥Q", decl(VorbehaltBarschel, 3), false, "vorbehalt.order"},
		{"two Schweinchen players", 4, []Declaration{decl(VorbehaltSchweinchen, 0)}, "♦A ♦A", decl(VorbehaltSchweinchen, 2), true, "schweinchen"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Asking{N: tc.n, Dealer: 2*tc.n - 1, Before: tc.before}
			r, err := a.May(cs(t, tc.hand), tc.d)
			expect(t, r, err, tc.allowed, tc.section)
		})
	}
}

func TestMayDeclareErrors(t *testing.T) {
	tests := []struct {
		name  string
		a     Asking
		hand  []cards.Card
		d     Declaration
		field string
	}{
		{"bad n", Asking{N: 1}, nil, decl(VorbehaltStrauss, 0), "n"},
		{"bad dealer", Asking{N: 2, Dealer: 4}, nil, decl(VorbehaltStrauss, 0), "dealer"},
		{"unknown kind", Asking{N: 2}, nil, decl("kaiser", 0), "declaration"},
		{"bad seat", Asking{N: 2}, nil, decl(VorbehaltStrauss, 7), "declaration"},
		{"solo without a name", Asking{N: 2}, nil, soloDecl(0, Normal), "declaration"},
		{"colour solo without suit", Asking{N: 2}, nil, soloDecl(0, Farbenersatzsolo), "soloSuit"},
		{"earlier ones out of order", Asking{N: 2, Before: []Declaration{decl(VorbehaltKohl, 0), decl(VorbehaltStrauss, 1)}}, nil, decl(VorbehaltMandela, 0), "before"},
		{"foreign card", Asking{N: 2}, []cards.Card{cards.Of(cards.Two, cards.Clubs)}, decl(VorbehaltStrauss, 0), "hand"},
	}
	for _, tc := range tests {
		if _, err := tc.a.May(tc.hand, tc.d); fieldOf(err) != tc.field {
			t.Errorf("%s: error %v, want field %q", tc.name, err, tc.field)
		}
	}
}

func TestGameOf(t *testing.T) {
	g, err := GameOf(2, []Declaration{{Kind: VorbehaltSolo, Seat: 1, Contract: Farbenersatzsolo, Suit: cards.Spades},
		decl(VorbehaltThatcher, 2), decl(VorbehaltSchweinchen, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if g.Contract != Farbenersatzsolo || g.SoloSuit != cards.Spades || !g.Thatcher || !slices.Equal(g.Schweinchen, []int{0}) {
		t.Errorf("GameOf = %+v", g)
	}
	if _, err := GameOf(2, []Declaration{decl(VorbehaltMandela, 0)}); fieldOf(err) != "mandela" {
		t.Errorf("Mandela without suit: %v", err)
	}
	if _, err := GameOf(2, []Declaration{soloDecl(0, Damensolo), decl(VorbehaltThatcher, 1)}); fieldOf(err) != "thatcher" {
		t.Errorf("Thatcher in Damensolo: %v", err)
	}
	if s, ref := FirstLeader(4, 3, []Declaration{soloDecl(2, Bubensolo)}); s != 2 || ref.Section != "tupelkopf.solo.lead" {
		t.Errorf("soloist should lead: %d %s", s, ref.Section)
	}
	if s, _ := FirstLeader(4, 3, nil); s != 0 {
		t.Errorf("left of the dealer should lead: %d", s)
	}
}
