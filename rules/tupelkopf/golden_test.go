package tupelkopf

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// transcript plays a whole deal with a fixed seed, always laying the first
// legal card of a shuffled hand, and writes down every trick.
func transcript(t *testing.T, seed uint64, g Game, withExtras bool) string {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	g.Schweinchen = slices.Clone(g.Schweinchen) // goldenExtras picks the seat
	deck := g.Deck()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	hands := make([][]cards.Card, g.Players())
	for i := range hands {
		hands[i] = deck[i*12 : i*12+12]
	}
	var x Extras
	if withExtras {
		x = goldenExtras(g, hands)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "game: n=%d %s soloSuit=%v thatcher=%v mandela=%v schweinchen=%v\n", g.N, g.Contract, g.SoloSuit, g.Thatcher, g.Mandela, g.Schweinchen)
	fmt.Fprintf(&b, "trumps: %v\n", g.Ranking(-1, Trump))
	fmt.Fprintf(&b, "barschel declared: %v", x.Barschel)
	if x.Kohl != nil {
		fmt.Fprintf(&b, ", kohl: seat %d with %d", x.Kohl.Seat+1, x.Kohl.Kings)
	}
	b.WriteString("\n")
	for i, h := range hands {
		fmt.Fprintf(&b, "seat %d: %v\n", i+1, h)
	}
	d, err := NewDeal(g, hands, 0, x)
	if err != nil {
		t.Fatal(err)
	}
	taken := make([]int, g.Players())
	for !d.Done() {
		seat := d.ToPlay()
		hand := d.Hand(seat)
		rng.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
		if x.Kohl != nil && seat == x.Kohl.Seat { // keep the Karo-Könige for the Kohl
			slices.SortStableFunc(hand, func(a, b cards.Card) int {
				return countOf([]cards.Card{a}, diamondsKing) - countOf([]cards.Card{b}, diamondsKing)
			})
		}
		owned := len(d.Game().Barschel)
		for _, c := range hand {
			r, err := d.Legal(seat, c)
			if err != nil {
				t.Fatal(err)
			}
			if r.Allowed {
				if r.Rule.Section != "tupelkopf.play.follow" && r.Rule.Section != "tupelkopf.play.lead" {
					fmt.Fprintf(&b, "  seat %d plays %v: %s [%s]\n", seat+1, c, r.Reason.String(), r.Rule.Section)
				}
				if _, err := d.Play(seat, c); err != nil {
					t.Fatal(err)
				}
				if len(d.Game().Barschel) > owned {
					fmt.Fprintf(&b, "  seat %d owns up to the Barschel: %s\n", seat+1, r.Reason.String())
				}
				break
			}
		}
	}
	for i, tk := range d.Tricks() {
		var cs []string
		for _, p := range tk.Plays {
			cs = append(cs, fmt.Sprintf("%d:%v", p.Seat+1, p.Card))
		}
		mark := ""
		if tk.Tupelkopf {
			mark = " TUPELKOPF"
		}
		taken[tk.Winner.Seat] += tk.Sunkte
		fmt.Fprintf(&b, "trick %2d (%s led): %s -> seat %d, %d Sunkte%s\n    %s [%s]\n    %s\n",
			i+1, tk.Led.Title().String(), strings.Join(cs, " "), tk.Winner.Seat+1, tk.Sunkte, mark,
			tk.Winner.Why.Reason.String(), tk.Winner.Why.Rule.Section, msg.Marked(tk.Winner.Why.Reason))
	}
	fmt.Fprintf(&b, "Sunkte taken per seat: %v\n", taken)
	return b.String()
}

// goldenExtras declares every Barschel the hands allow, the first Kohl
// with all its Karo-Könige, and makes the holder of the most aces of the
// trump suit the Schweinchen when the game has one.
func goldenExtras(g Game, hands [][]cards.Card) Extras {
	var x Extras
	best, most := -1, 1
	for s, h := range hands {
		for range countOf(h, heartsQueen) / 2 {
			x.Barschel = append(x.Barschel, s)
		}
		if k := countOf(h, diamondsKing); k >= 2 && x.Kohl == nil {
			x.Kohl = &Kohl{Seat: s, Kings: k}
		}
		if k := countOf(h, cards.Of(cards.Ace, g.TrumpSuit())); k > most && len(g.Schweinchen) > 0 {
			best, most = s, k
		}
	}
	if best >= 0 {
		g.Schweinchen[0] = best
	}
	return x
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name   string
		seed   uint64
		g      Game
		extras bool
	}{
		{"doppelkopf-normal", 1, Game{N: 2, Contract: Normal}, false},
		{"tripelkopf-schweinchen-barschel-kohl", 7, Game{N: 3, Contract: Normal, Schweinchen: []int{2}}, true},
		{"doppelkopf-damensolo", 5, Game{N: 2, Contract: Damensolo}, false},
		{"tripelkopf-thatcher-mandela", 8, Game{N: 3, Contract: Normal, Thatcher: true, Mandela: cards.Spades}, true},
		{"quadrupelkopf-knochenloser", 13, Game{N: 4, Contract: Knochenloser}, true},
		{"doppelkopf-herz-farbenersatzsolo", 21, Game{N: 2, Contract: Farbenersatzsolo, SoloSuit: cards.Hearts}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := transcript(t, tc.seed, tc.g, tc.extras)
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from the golden file; run go test -update and review the diff\n%s", tc.name, got)
			}
		})
	}
}
