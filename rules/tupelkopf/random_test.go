package tupelkopf

import (
	"math/rand/v2"
	"slices"
	"testing"

	"schreiber/rules/cards"
)

// randomGame picks a variant for n decks the way a table could end up with it.
func randomGame(rng *rand.Rand, n int) Game {
	g := Game{N: n, Contract: Contracts[rng.IntN(len(Contracts))]}
	if g.Contract == Farbenersatzsolo {
		g.SoloSuit = []cards.Suit{cards.Clubs, cards.Spades, cards.Hearts}[rng.IntN(3)]
	}
	if thatcherContract(g.Contract) && rng.IntN(4) == 0 {
		g.Thatcher = true
	}
	if g.Contract == Normal && rng.IntN(4) == 0 {
		g.Mandela = []cards.Suit{cards.Clubs, cards.Spades}[rng.IntN(2)]
	}
	if schweinchenContract(g.Contract) && g.Mandela == cards.NoSuit && rng.IntN(3) == 0 {
		g.Schweinchen = []int{rng.IntN(g.Players())}
	}
	return g
}

// randomDeal deals a shuffled deck; with an Eichel-like shortening every
// hand loses the same number of cards.
func randomDeal(rng *rand.Rand, g Game) [][]cards.Card {
	deck := g.Deck()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	size := 12
	if rng.IntN(5) == 0 {
		size -= 1 + rng.IntN(g.N-1)
	}
	hands := make([][]cards.Card, g.Players())
	for i := range hands {
		hands[i] = deck[i*12 : i*12+size]
	}
	return hands
}

// extrasFor declares every Barschel and a Kohl that the hands allow.
func extrasFor(rng *rand.Rand, g Game, hands [][]cards.Card) Extras {
	var x Extras
	for s, h := range hands {
		for range countOf(h, heartsQueen) / 2 {
			if rng.IntN(2) == 0 {
				x.Barschel = append(x.Barschel, s)
			}
		}
		if k := countOf(h, diamondsKing); k >= 2 && x.Kohl == nil && k <= len(h) {
			x.Kohl = &Kohl{Seat: s, Kings: 2 + rng.IntN(k-1)}
		}
	}
	return x
}

// checkWinner verifies a trick's winner against the card order directly.
func checkWinner(t *testing.T, g Game, tk Trick) {
	t.Helper()
	w := tk.Plays[tk.Winner.Index]
	if w.Seat != tk.Winner.Seat {
		t.Fatalf("winner index and seat disagree: %+v", tk.Winner)
	}
	wc, wp := g.Place(w.Seat, w.Card)
	if wc != tk.Led && wc != Trump {
		t.Fatalf("trick %v won by a card of neither the class led nor trump", tk.Plays)
	}
	for i, p := range tk.Plays {
		c, pw := g.Place(p.Seat, p.Card)
		beats := c == Trump && wc != Trump || c == wc && pw > wp
		if c == wc && pw == wp && i != tk.Winner.Index {
			last := g.HeartsTenTrump() && c == Trump && pw == powerHeartsTen
			beats = last && i > tk.Winner.Index || !last && i < tk.Winner.Index
		}
		if beats {
			t.Fatalf("trick %v: card %d beats the winner %d", tk.Plays, i, tk.Winner.Index)
		}
	}
}

func TestRandomDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	kohls, barschels, reveals := 0, 0, 0
	for deal := range 300 {
		n := 2 + rng.IntN(3)
		g := randomGame(rng, n)
		hands := randomDeal(rng, g)
		x := extrasFor(rng, g, hands)
		d, err := NewDeal(g, hands, rng.IntN(g.Players()), x)
		if err != nil {
			t.Fatalf("deal %d: %v", deal, err)
		}
		renege := 0
		var games []Game // the card order each trick was played under
		for !d.Done() {
			seat := d.ToPlay()
			hand := d.Hand(seat)
			var legal []cards.Card
			for _, c := range hand {
				r, err := d.Legal(seat, c)
				if err != nil {
					t.Fatalf("deal %d: %v", deal, err)
				}
				if r.Allowed {
					legal = append(legal, c)
				}
			}
			if len(legal) == 0 {
				t.Fatalf("deal %d: seat %d holds %v and may play nothing", deal, seat, hand)
			}
			trick := d.Current()
			c := legal[rng.IntN(len(legal))]
			if len(trick) > 0 {
				cur, _ := d.gameFor(seat)
				led := cur.ClassOf(trick[0].Seat, trick[0].Card)
				if len(legal) < len(hand) && !slices.ContainsFunc(hand, func(h cards.Card) bool { return cur.ClassOf(seat, h) == led }) {
					t.Fatalf("deal %d: a card was refused although seat %d cannot follow", deal, seat)
				}
				if cur.ClassOf(seat, c) != led && slices.ContainsFunc(hand, func(h cards.Card) bool { return cur.ClassOf(seat, h) == led }) {
					renege++
				}
			}
			if _, err := d.Play(seat, c); err != nil {
				t.Fatalf("deal %d: legal play refused: %v", deal, err)
			}
			if len(d.Current()) == 0 {
				games = append(games, d.Game())
			}
		}
		barschels += renege
		reveals += len(d.Game().Barschel)
		if renege > len(x.Barschel) {
			t.Fatalf("deal %d: %d cards did not follow with only %d Barschels", deal, renege, len(x.Barschel))
		}
		var played, dealt []cards.Card
		sunkte, want := 0, 0
		tricks := d.Tricks()
		for i, tk := range tricks {
			if i > 0 && tk.Plays[0].Seat != tricks[i-1].Winner.Seat {
				t.Fatalf("deal %d: trick %d not led by the previous winner", deal, i+1)
			}
			kohlTrick := x.Kohl != nil && tk.Winner.Why.Rule.Section == "tupelkopf.kohl"
			if kohlTrick {
				kohls++
				if i < len(tricks)-x.Kohl.Kings || tk.Winner.Seat != x.Kohl.Seat {
					t.Fatalf("deal %d: Kohl took trick %d", deal, i+1)
				}
			} else {
				checkWinner(t, games[i], tk)
			}
			if tk.Tupelkopf != (tk.Sunkte >= 15*n+10) || tk.Sunkte != TrickSunkte(tk.Plays) {
				t.Fatalf("deal %d: trick %d Sunkte %d, Tupelkopf %v", deal, i+1, tk.Sunkte, tk.Tupelkopf)
			}
			sunkte += tk.Sunkte
			for _, p := range tk.Plays {
				played = append(played, p.Card)
			}
		}
		for _, h := range hands {
			dealt = append(dealt, h...)
			for _, c := range h {
				want += Sunkte(c)
			}
		}
		if len(hands[0]) == 12 && want != 120*n {
			t.Fatalf("deal %d: a full deal holds %d Sunkte", deal, want)
		}
		if sunkte != want {
			t.Fatalf("deal %d: tricks hold %d Sunkte, the hands held %d", deal, sunkte, want)
		}
		slices.SortFunc(played, cmpCard)
		slices.SortFunc(dealt, cmpCard)
		if !slices.Equal(played, dealt) {
			t.Fatalf("deal %d: the cards played are not the cards dealt", deal)
		}
	}
	if kohls == 0 || barschels == 0 || reveals == 0 {
		t.Errorf("the random deals never exercised Kohl (%d), Barschel (%d) or owning up to it (%d)", kohls, barschels, reveals)
	}
}

func cmpCard(a, b cards.Card) int {
	if a.Suit != b.Suit {
		return int(a.Suit) - int(b.Suit)
	}
	return int(a.Rank) - int(b.Rank)
}
