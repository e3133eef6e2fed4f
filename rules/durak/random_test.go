package durak

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playRandom deals with a fixed seed and plays random legal moves to the
// end, checking the invariants after every move.
func playRandom(t *testing.T, r Rules, players int, seed uint64) *Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	deck := r.deck()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	g, err := Deal(r, players, rng.IntN(players), -1, deck)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; !g.Over; step++ {
		if step > 5000 {
			t.Fatalf("seed %d: no end after %d moves", seed, step)
		}
		moves := g.LegalMoves()
		if len(moves) == 0 {
			t.Fatalf("seed %d: no legal move in a running deal", seed)
		}
		// A random card from the deck for a random seat must be judged
		// consistently and leave the game untouched when refused.
		probe := deck[rng.IntN(len(deck))]
		ps := rng.IntN(players)
		before := total(g)
		if g.CheckAttack(ps, probe).Allowed && !g.has(ps, probe) {
			t.Fatalf("seed %d: attack with %v allowed for a seat that lacks it", seed, probe)
		}
		if g.Attack(ps, probe).Allowed != containsMove(moves, Move{Kind: KindAttack, Seat: ps, Card: probe}) {
			t.Fatalf("seed %d: Attack and LegalMoves disagree on %v", seed, probe)
		}
		if total(g) != before {
			t.Fatalf("seed %d: cards lost", seed)
		}
		moves = g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		if res := g.Apply(m); !res.Allowed {
			t.Fatalf("seed %d: legal move %+v refused: %s", seed, m, res.Reason.String())
		}
		checkInvariants(t, g, deck)
	}
	if !g.Over {
		return g
	}
	for s, h := range g.Hands {
		holds := len(h) > 0
		loses := g.Durak >= 0 && r.TeamOf(s) == r.TeamOf(g.Durak)
		if holds && !loses {
			t.Fatalf("seed %d: seat %d still holds cards but the durak is %d", seed, s, g.Durak)
		}
	}
	if g.Durak >= 0 && len(g.Hands[g.Durak]) == 0 {
		t.Fatalf("seed %d: the durak holds no cards", seed)
	}
	return g
}

func containsMove(ms []Move, m Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func total(g *Game) int {
	n := len(g.Stock) + len(g.Discards) + len(g.Bout.Cards())
	for _, h := range g.Hands {
		n += len(h)
	}
	return n
}

func checkInvariants(t *testing.T, g *Game, deck []cards.Card) {
	t.Helper()
	all := append(append([]cards.Card{}, g.Stock...), g.Discards...)
	all = append(all, g.Bout.Cards()...)
	for _, h := range g.Hands {
		all = append(all, h...)
	}
	if !sameCards(all, deck) {
		t.Fatalf("cards not conserved: %d cards", len(all))
	}
	if len(g.Bout.Attacks) > g.Bout.Limit(g.Rules) || len(g.Bout.Attacks) > 6 {
		t.Fatalf("bout holds %d attacking cards, limit %d", len(g.Bout.Attacks), g.Bout.Limit(g.Rules))
	}
	for i, d := range g.Bout.Defences {
		if d != (cards.Card{}) && !Beats(g.Bout.Attacks[i], d, g.Trump) {
			t.Fatalf("%v lies on %v but does not beat it", d, g.Bout.Attacks[i])
		}
	}
	if !g.Over && g.Rules.TeamOf(g.Attacker) == g.Rules.TeamOf(g.Defender) {
		t.Fatalf("attacker %d and defender %d are partners", g.Attacker, g.Defender)
	}
}

func TestRandomDeals(t *testing.T) {
	five := Classic()
	five.FirstDefenceFive = true
	five.Exchange = ExchangeAceOnly
	configs := []struct {
		r       Rules
		players int
	}{
		{Classic(), 2}, {Classic(), 3}, {Classic(), 4}, {five, 5}, {Classic(), 6},
		{TeamPlay(), 4}, {TeamPlay(), 6}, {Big(), 5}, {Big(), 6},
	}
	draws, games := 0, 0
	for seed := range uint64(300) {
		c := configs[seed%uint64(len(configs))]
		g := playRandom(t, c.r, c.players, seed)
		games++
		if g.Durak < 0 {
			draws++
		}
	}
	if draws == games {
		t.Errorf("every one of %d deals was a draw", games)
	}
}

func TestGoldenDeals(t *testing.T) {
	for _, c := range []struct {
		name    string
		r       Rules
		players int
		seed    uint64
	}{
		{"classic-2", Classic(), 2, 1},
		{"classic-4", Classic(), 4, 2},
		{"teams-4", TeamPlay(), 4, 3},
		{"teams-6", TeamPlay(), 6, 4},
		{"big-5", Big(), 5, 5},
	} {
		g := playRandom(t, c.r, c.players, c.seed)
		var b strings.Builder
		fmt.Fprintf(&b, "%s, %d players, trump %v\n", c.r.Preset, c.players, g.Trump)
		for _, l := range g.Log {
			fmt.Fprintf(&b, "%s | %s\n", l.String(), msg.Marked(l))
		}
		path := filepath.Join("testdata", c.name+".golden")
		if *update {
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if string(want) != b.String() {
			t.Errorf("%s differs from %s; run go test -update and review the diff", c.name, path)
		}
	}
}
