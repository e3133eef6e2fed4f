package tupelkopf

import (
	"slices"
	"testing"

	"schreiber/rules"
	"schreiber/rules/cards"
)

// TestSeedExamples holds every worked example and every example-like
// statement of the seed, each named after it.
func TestSeedExamples(t *testing.T) {
	n4 := Game{N: 4, Contract: Normal}
	tests := []struct {
		name    string
		run     func(t *testing.T) (rules.Ruling, error)
		allowed bool
		section string
	}{
		{"two Kreuz-Asse, Kreuz led, no trump: the first one wins", func(t *testing.T) (rules.Ruling, error) {
			w, err := normal2.Winner(tr(t, 4, 0, "♣K ♣A ♣A ♣9"))
			if w.Seat != 1 {
				t.Errorf("winner %d, want seat 1", w.Seat)
			}
			return w.Why, err
		}, true, "play.equal-cards"},
		{"Herz-Zehnen: the last one played is the highest", func(t *testing.T) (rules.Ruling, error) {
			w, err := normal2.Winner(tr(t, 4, 0, "♥10 ♥10 ♣Q ♦9"))
			if w.Seat != 1 {
				t.Errorf("winner %d, want seat 1", w.Seat)
			}
			return w.Why, err
		}, true, "play.hearts-ten"},
		{"Doppelkopf: a trick of 31 Sunkte is no Tupelkopf (40 needed)", func(t *testing.T) (rules.Ruling, error) {
			return normal2.IsTupelkopf(tr(t, 4, 0, "♣A ♥10 ♣10 ♠9")), nil
		}, false, "parties.tupelkopf"},
		{"Doppelkopf: a trick of 42 Sunkte is a Tupelkopf", func(t *testing.T) (rules.Ruling, error) {
			return normal2.IsTupelkopf(tr(t, 4, 0, "♣A ♥10 ♣10 ♠A")), nil
		}, true, "parties.tupelkopf"},
		{"schwarz as the only announcement after the fifth trick", func(t *testing.T) (rules.Ruling, error) {
			return Calling{Done: 5, OnTable: 0, Alten: true}.May(Schwarz)
		}, true, "announce.deadline"},
		{"schwarz too late once trick six has begun", func(t *testing.T) (rules.Ruling, error) {
			return Calling{Done: 5, OnTable: 1, Alten: true}.May(Schwarz)
		}, false, "announce.deadline"},
		{"Re and keine 45n: the Alten say Re", func(t *testing.T) (rules.Ruling, error) {
			return Calling{Done: 0, OnTable: 3, Alten: true}.May(Re)
		}, true, "announce.deadline"},
		{"Re and keine 45n: then keine 45n before trick three", func(t *testing.T) (rules.Ruling, error) {
			return Calling{Done: 2, OnTable: 0, Alten: true, PartyStage: 1}.May(Keine45)
		}, true, "announce.deadline"},
		{"Re and keine 45n: the Anderen cannot say Re", func(t *testing.T) (rules.Ruling, error) {
			return Calling{Done: 0, Alten: false}.May(Re)
		}, false, "announce.party"},
		{"Herzsolo has only 24 trumps", func(t *testing.T) (rules.Ruling, error) {
			g := Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Hearts}
			if c := g.TrumpCount(); c != 24 {
				t.Errorf("Herzsolo has %d trumps, want 24", c)
			}
			return g.Which(0, one(t, "♥K")), nil
		}, true, "solo.colour"},
		{"Bubendamensolo: the Herz-Zehn follows the Herz-As", func(t *testing.T) (rules.Ruling, error) {
			g := Game{N: 2, Contract: Bubendamensolo}
			if got := g.Ranking(0, rules.FehlOf(cards.Hearts)); !slices.Equal(got[:2], cs(t, "♥A ♥10")) {
				t.Errorf("hearts = %v", got)
			}
			return g.Which(0, one(t, "♥10")), nil
		}, false, "solo.queens-jacks"},
		{"Knochenloser: As, Zehn, König, Dame, Bube, Neun", func(t *testing.T) (rules.Ruling, error) {
			g := Game{N: 2, Contract: Knochenloser}
			if got := g.Ranking(0, rules.FehlOf(cards.Spades)); !slices.Equal(got, cs(t, "♠A ♠10 ♠K ♠Q ♠J ♠9")) {
				t.Errorf("spades = %v", got)
			}
			return g.Which(0, one(t, "♣Q")), nil
		}, false, "solo.fleshless"},
		{"Thatcher: the Karo-Bube is the second lowest trump", func(t *testing.T) (rules.Ruling, error) {
			g := Game{N: 2, Contract: Normal, Thatcher: true}
			tr := g.Ranking(0, Trump)
			if tr[len(tr)-2] != one(t, "♦J") {
				t.Errorf("trumps = %v", tr)
			}
			return g.Which(0, one(t, "♦J")), nil
		}, true, "thatcher"},
		{"Mandela: the Herz-Zehnen stay the highest trumps", func(t *testing.T) (rules.Ruling, error) {
			return Game{N: 2, Contract: Normal, Mandela: cards.Clubs}.Which(0, one(t, "♥10")), nil
		}, true, "basics.trumps"},
		{"Mandela: the Karo-König is plain but still makes a Kohl", func(t *testing.T) (rules.Ruling, error) {
			return Asking{N: 2, Dealer: 0}.May(cs(t, "♦K ♦K ♣K ♣K ♠K"), Declaration{Kind: VorbehaltKohl, Seat: 1})
		}, true, "kohl"},
		{"Schweinchen in a Farbenersatzsolo are the aces of the new trump suit", func(t *testing.T) (rules.Ruling, error) {
			a := Asking{N: 2, Dealer: 3, Before: []Declaration{{Kind: VorbehaltSolo, Seat: 2, Contract: Farbenersatzsolo, Suit: cards.Spades}}}
			return a.May(cs(t, "♠A ♠A ♦A"), Declaration{Kind: VorbehaltSchweinchen, Seat: 2})
		}, true, "schweinchen"},
		{"Schweinchen: only the declarer's Karo-Asse", func(t *testing.T) (rules.Ruling, error) {
			return Game{N: 2, Contract: Normal, Schweinchen: []int{0}}.Which(1, one(t, "♦A")), nil
		}, true, "basics.trumps"},
		{"Armut: no Armut when someone plays a solo", func(t *testing.T) (rules.Ruling, error) {
			a := Asking{N: 2, Dealer: 3, Before: []Declaration{{Kind: VorbehaltSolo, Seat: 2, Contract: Damensolo}}}
			return a.May(cs(t, "♣9 ♣9 ♠9 ♠9 ♥9"), Declaration{Kind: VorbehaltArmut, Seat: 3})
		}, false, "vorbehalt.first"},
		{"Hochzeit in 5-Tupelkopf: only the first player asked marries", func(t *testing.T) (rules.Ruling, error) {
			a := Asking{N: 5, Dealer: 9, Before: []Declaration{{Kind: VorbehaltHochzeit, Seat: 2}}}
			return a.May(cs(t, "♣Q ♣Q"), Declaration{Kind: VorbehaltHochzeit, Seat: 6})
		}, false, "vorbehalt.first"},
		{"Hochzeit with 4 Damen in 4-Tupelkopf: five tricks for three partners", func(t *testing.T) (rules.Ruling, error) {
			h := Hochzeit{Seat: 0, Queens: 4, Conditions: []Condition{{X: 1}, {X: 2}, {Trump: true, X: 2}}}
			if h.Window() != 5 {
				t.Errorf("window %d, want 5", h.Window())
			}
			return h.Check(4)
		}, true, "hochzeit.window"},
		{"Hochzeit: the twelfth Fehl is a silly call", func(t *testing.T) (rules.Ruling, error) {
			h := Hochzeit{Seat: 0, Queens: 2, Conditions: []Condition{{X: 12}}}
			m := h.Married(hochzeitTricks(t, n4, 12))
			if m[0].Seat != -1 {
				t.Errorf("the twelfth Fehl married seat %d", m[0].Seat)
			}
			return m[0].Why, nil
		}, false, "hochzeit.window"},
		{"Barschel: four Herz-Damen make two Barschels", func(t *testing.T) (rules.Ruling, error) {
			return Asking{N: 4, Dealer: 0}.May(cs(t, "♥Q ♥Q ♥Q ♥Q"), Declaration{Kind: VorbehaltBarschel, Seat: 1, Count: 2})
		}, true, "barschel"},
		{"Lafontaine swaps n-1 times", func(t *testing.T) (rules.Ruling, error) {
			if LafontaineSwaps(3) != 2 {
				t.Errorf("Lafontaine swaps %d times with n=3", LafontaineSwaps(3))
			}
			return Asking{N: 3, Dealer: 0}.May(cs(t, "♣J ♣J ♣J"), Declaration{Kind: VorbehaltLafontaine, Seat: 4})
		}, true, "lafontaine"},
		{"Eichel of w Karo-Neunen: 13-w tricks", func(t *testing.T) (rules.Ruling, error) {
			if EichelTricks(3) != 10 {
				t.Errorf("Eichel with 3 gives %d tricks", EichelTricks(3))
			}
			return Asking{N: 3, Dealer: 0}.May(cs(t, "♦9 ♦9 ♦9"), Declaration{Kind: VorbehaltEichel, Seat: 4})
		}, true, "eichel"},
		{"Strauss prevents Genscher", func(t *testing.T) (rules.Ruling, error) {
			m := Moment{N: 2, Seat: 0, Hand: cs(t, "♦J ♦J"), Declared: []Declaration{{Kind: VorbehaltStrauss, Seat: 1}}, FewestCards: 12}
			return m.MayGenscher()
		}, false, "strauss"},
		{"Genscher while every player still has seven cards", func(t *testing.T) (rules.Ruling, error) {
			return Moment{N: 2, Seat: 0, Hand: cs(t, "♦J ♦J ♣9 ♣9 ♠9 ♠9 ♥9"), FewestCards: 7}.MayGenscher()
		}, true, "gemeinheit.genscher"},
		{"Genscher too late with six cards", func(t *testing.T) (rules.Ruling, error) {
			return Moment{N: 2, Seat: 0, Hand: cs(t, "♦J ♦J ♣9 ♣9 ♠9 ♠9 ♥9"), FewestCards: 6}.MayGenscher()
		}, false, "gemeinheit.genscher"},
		{"Gerhardt asks for a Herz-Zehn when about to lead", func(t *testing.T) (rules.Ruling, error) {
			return Moment{N: 2, Seat: 0, Hand: cs(t, "♦10 ♦10 ♣9"), Leading: true, FewestCards: 3}.MayGerhardt()
		}, true, "gemeinheit.gerhardt"},
		{"Gerhardt only once", func(t *testing.T) (rules.Ruling, error) {
			return Moment{N: 3, Seat: 0, Hand: cs(t, "♦10 ♦10 ♣9"), Leading: true, GerhardtDone: true, FewestCards: 3}.MayGerhardt()
		}, false, "gemeinheit.gerhardt"},
		{"Lambsdorff takes the Sunkte but not the special Bunkte", func(t *testing.T) (rules.Ruling, error) {
			tk := Trick{Plays: tr(t, 4, 0, "♣A ♥10 ♣10 ♠A"), Winner: TrickWinner{Seat: 1}, Sunkte: 42, Tupelkopf: true}
			res := Lambsdorff(tk, 3)
			if res.SunkteTo != 3 || res.Sunkte != 42 || res.SpecialTo != 1 || res.Leads != 1 {
				t.Errorf("Lambsdorff = %+v", res)
			}
			return res.Why, nil
		}, true, "gemeinheit.lambsdorff"},
		{"Trittin rotates d-1 times", func(t *testing.T) (rules.Ruling, error) {
			hands := [][]cards.Card{cs(t, "♥J ♥J ♥J"), cs(t, "♣9"), cs(t, "♠9"), cs(t, "♥9"), cs(t, "♦9"), cs(t, "♣K")}
			got := Rotate(hands, 3)
			if !slices.Equal(got[2], hands[0]) || !slices.Equal(got[0], hands[4]) {
				t.Errorf("after two rotations seat 3 holds %v, seat 1 holds %v", got[2], got[0])
			}
			return Asking{N: 3, Dealer: 5}.May(hands[0], Declaration{Kind: VorbehaltTrittin, Seat: 0, Count: 3})
		}, true, "trittin"},
		{"Kohl takes the last k tricks while holding k Karo-Könige", func(t *testing.T) (rules.Ruling, error) {
			return Kohl{Seat: 2, Kings: 2}.KohlTakes(12, 10, cs(t, "♦K ♦K")), nil
		}, true, "kohl"},
		{"Kohl lost with a Karo-König played", func(t *testing.T) (rules.Ruling, error) {
			return Kohl{Seat: 2, Kings: 2}.KohlTakes(12, 10, cs(t, "♦K ♣9")), nil
		}, false, "kohl"},
		{"Schieben: not enough willing players means a redeal", func(t *testing.T) (rules.Ruling, error) {
			res, err := Schieben(3, 1, []bool{false, true, false, false, false})
			if !res.Redeal || res.Alten != nil {
				t.Errorf("Schieben = %+v", res)
			}
			return res.Why, err
		}, false, "schieben.pass"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := tc.run(t)
			expect(t, r, err, tc.allowed, tc.section)
		})
	}
}

// hochzeitTricks returns k finished tricks, alternately Fehl and trump led,
// each won by the next seat after the Hochzeiter at seat 0.
func hochzeitTricks(t *testing.T, g Game, k int) []Trick {
	t.Helper()
	var out []Trick
	for i := range k {
		led := rules.FehlOf(cards.Clubs)
		if i%2 == 1 {
			led = Trump
		}
		out = append(out, Trick{Led: led, Winner: TrickWinner{Seat: 1 + i%(g.Players()-1)}})
	}
	return out
}
