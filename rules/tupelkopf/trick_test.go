package tupelkopf

import (
	"testing"

	"schreiber/rules/cards"
)

func TestWinner(t *testing.T) {
	tests := []struct {
		name    string
		g       Game
		first   int
		trick   string
		seat    int
		section string
	}{
		{"highest of the suit led", normal2, 0, "♣K ♣A ♣9 ♣10", 1, "play.winner"},
		{"first of two equal aces", normal2, 0, "♣A ♣9 ♣A ♣K", 0, "play.equal-cards"},
		{"trump beats the suit led", normal2, 2, "♠A ♦9 ♠A ♠10", 3, "play.winner"},
		{"higher trump", normal2, 0, "♦A ♣J ♦Q ♦10", 2, "play.winner"},
		{"last Herz-Zehn wins", normal2, 1, "♥10 ♣Q ♥10 ♦A", 3, "play.hearts-ten"},
		{"Herz-Zehn beats Kreuz-Dame", normal2, 0, "♣Q ♥10 ♣Q ♦9", 1, "play.winner"},
		{"off-suit card never wins", normal2, 0, "♣9 ♠A ♥A ♣K", 3, "play.winner"},
		{"Herz-Zehn led in Damensolo is hearts", Game{N: 2, Contract: Damensolo}, 0, "♥10 ♥A ♥10 ♥K", 1, "play.winner"},
		{"first Herz-Zehn wins where it is not trump", Game{N: 2, Contract: Bubensolo}, 0, "♥10 ♥K ♥10 ♥9", 0, "play.equal-cards"},
		{"Knochenloser queen over jack", Game{N: 2, Contract: Knochenloser}, 0, "♣J ♣Q ♣9 ♦A", 1, "play.winner"},
		{"Thatcher jack follows its suit", Game{N: 2, Contract: Normal, Thatcher: true}, 0, "♣K ♣J ♣A ♣9", 2, "play.winner"},
		{"Thatcher Karo-Bube is a small trump", Game{N: 2, Contract: Normal, Thatcher: true}, 0, "♣A ♦J ♦9 ♣10", 1, "play.winner"},
		{"Schweinchen beats Kreuz-Dame", Game{N: 2, Contract: Normal, Schweinchen: []int{2}}, 0, "♣Q ♦A ♦A ♠Q", 2, "schweinchen"},
		{"Mandela: Karo is plain", Game{N: 2, Contract: Normal, Mandela: cards.Clubs}, 0, "♦K ♦A ♣9 ♦10", 2, "play.winner"},
		{"Barschel queen is hearts", Game{N: 2, Contract: Normal, Barschel: []int{1}}, 0, "♥K ♥Q ♥A ♥9", 2, "play.winner"},
		{"Barschel queen loses to King", Game{N: 2, Contract: Normal, Barschel: []int{1}}, 0, "♥K ♥Q ♥9 ♥9", 0, "play.winner"},
		{"six players, three Herz-Zehnen", Game{N: 3, Contract: Normal}, 4, "♥10 ♥10 ♣Q ♥10 ♦A ♣Q", 1, "play.hearts-ten"},
		{"incomplete trick", normal2, 3, "♠10 ♠A", 0, "play.winner"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, err := tc.g.Winner(tr(t, tc.g.Players(), tc.first, tc.trick))
			expect(t, w.Why, err, true, tc.section)
			if w.Seat != tc.seat {
				t.Errorf("winner seat %d, want %d (%s)", w.Seat, tc.seat, w.Why.Reason.String())
			}
		})
	}
}

func TestWinnerErrors(t *testing.T) {
	tests := []struct {
		name  string
		trick []Play
		field string
	}{
		{"empty", nil, "trick"},
		{"out of turn", []Play{{0, one(t, "♣A")}, {2, one(t, "♣K")}}, "trick"},
		{"no such seat", []Play{{4, one(t, "♣A")}}, "trick"},
		{"not a Tupelkopf card", []Play{{0, cards.Of(cards.Eight, cards.Clubs)}}, "trick"},
		{"too many cards", tr(t, 4, 0, "♣A ♣A ♣K ♣K ♣9"), "trick"},
	}
	for _, tc := range tests {
		if _, err := normal2.Winner(tc.trick); fieldOf(err) != tc.field {
			t.Errorf("%s: error %v, want field %q", tc.name, err, tc.field)
		}
	}
}

func TestLegal(t *testing.T) {
	tests := []struct {
		name     string
		g        Game
		first    int
		trick    string
		seat     int
		hand     string
		barschel int
		card     string
		allowed  bool
		section  string
	}{
		{"lead anything", normal2, 0, "", 0, "♣A ♦9", 0, "♣A", true, "play.lead"},
		{"follow the suit led", normal2, 0, "♣K", 1, "♣A ♦9", 0, "♣A", true, "play.follow"},
		{"must follow the suit led", normal2, 0, "♣K", 1, "♣A ♦9", 0, "♦9", false, "play.follow"},
		{"trump is not the suit led", normal2, 0, "♣K", 1, "♣A ♣Q", 0, "♣Q", false, "play.follow"},
		{"must follow trump", normal2, 0, "♦9", 1, "♥10 ♥A", 0, "♥A", false, "play.follow"},
		{"Herz-Zehn is trump", normal2, 0, "♦9", 1, "♥10 ♥A", 0, "♥10", true, "play.follow"},
		{"Herz-Zehn does not follow hearts", normal2, 0, "♥A", 1, "♥10 ♥9", 0, "♥10", false, "play.follow"},
		{"void may play anything", normal2, 0, "♠A", 1, "♥10 ♥9", 0, "♥9", true, "play.follow"},
		{"Damensolo: Herz-Zehn follows hearts", Game{N: 2, Contract: Damensolo}, 0, "♥A", 1, "♥10 ♣Q", 0, "♥10", true, "play.follow"},
		{"Damensolo: jack follows clubs", Game{N: 2, Contract: Damensolo}, 0, "♣A", 1, "♣J ♦Q", 0, "♦Q", false, "play.follow"},
		{"Thatcher: jack follows its suit", Game{N: 2, Contract: Normal, Thatcher: true}, 0, "♠A", 1, "♠J ♦Q", 0, "♠J", true, "play.follow"},
		{"Thatcher: Karo-Bube is trump", Game{N: 2, Contract: Normal, Thatcher: true}, 0, "♦Q", 1, "♦J ♠K", 0, "♠K", false, "play.follow"},
		{"Mandela: Karo must be followed", Game{N: 2, Contract: Normal, Mandela: cards.Spades}, 0, "♦A", 1, "♦9 ♠9", 0, "♠9", false, "play.follow"},
		{"Barschel spares following once", normal2, 0, "♣K", 1, "♣A ♦9 ♥Q ♥Q", 1, "♦9", true, "barschel"},
		{"Barschel owned up: queen follows hearts", Game{N: 2, Contract: Normal, Barschel: []int{1}}, 0, "♥A", 1, "♥Q ♣Q", 0, "♣Q", false, "play.follow"},
		{"Barschel owned up: queen does not follow trump", Game{N: 2, Contract: Normal, Barschel: []int{1}}, 0, "♦A", 1, "♥Q ♣9", 0, "♣9", true, "play.follow"},
		{"Schweinchen is trump", Game{N: 2, Contract: Normal, Schweinchen: []int{1}}, 0, "♣Q", 1, "♦A ♣A", 0, "♣A", false, "play.follow"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			turn := Turn{Seat: tc.seat, Hand: cs(t, tc.hand), Trick: tr(t, tc.g.Players(), tc.first, tc.trick), Barschel: tc.barschel}
			r, err := tc.g.Legal(turn, one(t, tc.card))
			expect(t, r, err, tc.allowed, tc.section)
		})
	}
}

func TestLegalErrors(t *testing.T) {
	hand := cs(t, "♣A ♦9")
	tests := []struct {
		name  string
		turn  Turn
		card  cards.Card
		field string
	}{
		{"card not in hand", Turn{Seat: 0, Hand: hand}, one(t, "♣K"), "card"},
		{"not your turn", Turn{Seat: 2, Hand: hand, Trick: tr(t, 4, 0, "♣K")}, one(t, "♣A"), "seat"},
		{"trick complete", Turn{Seat: 0, Hand: hand, Trick: tr(t, 4, 0, "♣K ♣K ♣9 ♣9")}, one(t, "♣A"), "trick"},
		{"no such seat", Turn{Seat: -1, Hand: hand}, one(t, "♣A"), "seat"},
		{"foreign card in hand", Turn{Seat: 0, Hand: []cards.Card{cards.JokerCard}}, cards.JokerCard, "hand"},
		{"too many Barschels", Turn{Seat: 0, Hand: hand, Barschel: 3}, one(t, "♣A"), "barschel"},
	}
	for _, tc := range tests {
		if _, err := normal2.Legal(tc.turn, tc.card); fieldOf(err) != tc.field {
			t.Errorf("%s: error %v, want field %q", tc.name, err, tc.field)
		}
	}
}

func TestTupelkopfTrick(t *testing.T) {
	tests := []struct {
		n     int
		trick string
		want  bool
	}{
		{2, "♥10 ♦10 ♣10 ♠9", false},      // 30 Sunkte, 40 needed
		{2, "♣A ♣A ♣10 ♣K", false},        // 36
		{2, "♣A ♣A ♥10 ♣9", false},        // 32
		{2, "♣A ♣A ♥10 ♣10", true},        // 42
		{3, "♣A ♣A ♥10 ♣10 ♣9 ♣9", false}, // 42, 55 needed
		{3, "♣A ♣A ♥10 ♣10 ♦A ♣K", true},  // 57
	}
	for _, tc := range tests {
		g := Game{N: tc.n, Contract: Normal}
		r := g.IsTupelkopf(tr(t, g.Players(), 0, tc.trick))
		expect(t, r, nil, tc.want, "parties.tupelkopf")
	}
	if TupelkopfThreshold(2) != 40 || TupelkopfThreshold(5) != 85 {
		t.Errorf("threshold 15n+10 wrong: %d, %d", TupelkopfThreshold(2), TupelkopfThreshold(5))
	}
}

func TestSunkteOfDeck(t *testing.T) {
	for n := 2; n <= 5; n++ {
		sum := 0
		for _, c := range cards.DeckDoko(n) {
			sum += Sunkte(c)
		}
		if sum != 120*n {
			t.Errorf("n=%d: deck holds %d Sunkte, want %d", n, sum, 120*n)
		}
	}
}
