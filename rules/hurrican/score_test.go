package hurrican

import (
	"testing"

	"schreiber/rules/cards"
)

func TestSeedPremiereExample(t *testing.T) {
	threeSevens := hand(t, "♠7 ♣7 ♦7 ♥K")
	sevenAndSixes := hand(t, "♠7 ♣6 ♦6 ♥6")
	if a, b := Premiere(threeSevens), Premiere(sevenAndSixes); a != 73 || b != 75 {
		t.Fatalf("Premiere %d and %d, want 73 and 75", a, b)
	}
	if Premiere(hand(t, "♠7 ♣7 ♦7 ♥7")) != 84 {
		t.Error("four sevens are the best Premiere, 84")
	}
	tl := Count([2][]cards.Card{threeSevens, sevenAndSixes}, [2]int{})
	if tl.Points != [2]int{0, 1} {
		t.Errorf("one seven and three sixes beat three sevens and a king: %v", tl.Points)
	}
}

func TestSeedPoints(t *testing.T) {
	deck := cards.Deck40()
	var hearts, rest []cards.Card
	for _, c := range deck {
		if c.Suit == cards.Hearts {
			hearts = append(hearts, c)
		} else {
			rest = append(rest, c)
		}
	}
	tests := []struct {
		name      string
		a, b      []cards.Card
		hurricans [2]int
		points    [2]int
		seven     int
	}{
		// Side 0 gets all hearts, all clubs and the ♠A (21 cards): the
		// cards, the suit, the seven and the Premiere (21+21+16 = 58 against
		// 21+21 = 42), plus two Hurricans.
		{"the cards, the suit and the seven", append(append([]cards.Card{}, hearts...), rest[:11]...), rest[11:], [2]int{2, 0}, [2]int{6, 0}, 0},
		// 20 cards each and five hearts each: no point for either. Side 1
		// has ♥7 and the Premiere (21+21+21 = 63 against 16+21+16 = 53).
		{"ties score nothing", append(append([]cards.Card{}, hearts[:5]...), rest[:15]...), append(append([]cards.Card{}, hearts[5:]...), rest[15:]...), [2]int{}, [2]int{0, 2}, 1},
	}
	for _, tt := range tests {
		tl := Count([2][]cards.Card{tt.a, tt.b}, tt.hurricans)
		if tl.Seven != tt.seven {
			t.Errorf("%s: seven with %d", tt.name, tl.Seven)
		}
		if tl.Points != tt.points {
			t.Errorf("%s: points %v, want %v (cards %v hearts %v premiere %v)", tt.name, tl.Points, tt.points, tl.Cards, tl.Hearts, tl.Premiere)
		}
		if len(tl.Why) == 0 || tl.Why[0].Reason.IsZero() {
			t.Errorf("%s: no explanation", tt.name)
		}
	}
}
