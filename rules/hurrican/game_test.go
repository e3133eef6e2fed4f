package hurrican

import (
	"errors"
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

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestDealTwo(t *testing.T) {
	deck := cards.Deck40()
	g, err := Deal(Two(), 1, deck)
	if err != nil {
		t.Fatal(err)
	}
	// Dealer 1: seat 0 gets 0-2, seat 1 gets 3-5, four open 6-9, then 10-12 and 13-15.
	if !slices.Equal(g.Table, deck[6:10]) || !slices.Equal(g.Hands[0], append(slices.Clone(deck[0:3]), deck[10:13]...)) || len(g.Stock) != 24 || g.Turn != 0 {
		t.Fatalf("deal: table %v, hand %v, stock %d", g.Table, g.Hands[0], len(g.Stock))
	}
	for _, bad := range []struct {
		r      Rules
		dealer int
		deck   []cards.Card
	}{{Two(), 2, deck}, {Two(), 0, deck[1:]}, {Rules{Players: 3}, 0, deck}, {Two(), 0, append(cards.Deck36(), cards.Deck36()[:4]...)}} {
		if _, err := Deal(bad.r, bad.dealer, bad.deck); err == nil {
			t.Errorf("deal %+v accepted", bad.r)
		}
	}
}

func TestFourAllFirstPlayerLays(t *testing.T) {
	g, err := Deal(FourAll(), 3, cards.Deck40())
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Table) != 0 || len(g.Hands[0]) != 10 {
		t.Fatalf("ten each and nothing open: %v", g.Table)
	}
	for _, m := range g.LegalMoves() {
		if len(m.Taken) > 0 {
			t.Fatalf("nothing can be taken from an empty table: %+v", m)
		}
	}
	if r := g.Lay(1, g.Hands[1][0]); r.Allowed {
		t.Error("out of turn")
	}
}

// The seed's worst case: the four open cards count ten, the first player
// clears them with a king (a Hurrican), and the other must lay a card.
func TestSeedWorstOpening(t *testing.T) {
	deck := cards.Deck40()
	pick := func(s string) {
		c := card(t, s)
		i := slices.Index(deck, c)
		deck = slices.Delete(deck, i, i+1)
	}
	open := hand(t, "♠A ♣2 ♦3 ♥4")
	first := hand(t, "♠K ♣5 ♣6 ♣7 ♦7 ♦6")
	second := hand(t, "♥K ♥5 ♥6 ♥7 ♠7 ♠6")
	for _, c := range append(append(slices.Clone(open), first...), second...) {
		pick(c.String())
	}
	ordered := append(append(append(append(append(slices.Clone(first[:3]), second[:3]...), open...), first[3:]...), second[3:]...), deck...)
	g, err := Deal(Two(), 1, ordered)
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Take(0, card(t, "♠K"), open); !r.Allowed {
		t.Fatalf("the king clears the table: %s", r.Reason.String())
	}
	if g.Hurricans[0] != 1 || len(g.Table) != 0 || len(g.Won[0]) != 5 {
		t.Fatalf("a Hurrican for the first player: %v %v", g.Hurricans, g.Won[0])
	}
	for _, m := range g.LegalMoves() {
		if len(m.Taken) > 0 {
			t.Fatal("after a Hurrican the next player must lay a card")
		}
	}
	if r := g.Lay(1, card(t, "♥K")); !r.Allowed {
		t.Fatal(r.Reason.String())
	}
	// The first player could now take the king with a king: but has none;
	// laying a card of another value is fine, a second king would be taken.
	if r := g.Lay(0, card(t, "♣5")); !r.Allowed {
		t.Fatal(r.Reason.String())
	}
	if r := g.Lay(1, card(t, "♥5")); r.Allowed || r.Rule != RefLay {
		t.Errorf("♥5 may not be laid on ♣5: %+v", r)
	}
}

// playRandom plays a whole deal with random legal moves and checks the
// invariants on the way.
func playRandom(t *testing.T, r Rules, seed uint64) *Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	deck := cards.Deck40()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	g, err := Deal(r, rng.IntN(r.Players), deck)
	if err != nil {
		t.Fatal(err)
	}
	hurricans := 0
	for steps := 0; !g.Over; steps++ {
		if steps > 40 {
			t.Fatalf("seed %d: more than 40 plays", seed)
		}
		moves := g.LegalMoves()
		if len(moves) == 0 {
			t.Fatalf("seed %d: no legal move", seed)
		}
		// Laying a card that could take is refused; so is a wrong sum.
		for _, c := range g.Hands[g.Turn] {
			if len(Captures(g.Table, c)) > 0 && g.CheckLay(g.Turn, c).Allowed {
				t.Fatalf("seed %d: %v laid though it can take", seed, c)
			}
		}
		if c := g.Hands[g.Turn][0]; len(g.Table) > 0 && g.CheckTake(g.Turn, c, g.Table).Allowed != (Value(c) == sumOf(g.Table)) {
			t.Fatalf("seed %d: taking the whole table with %v judged wrongly", seed, c)
		}
		m := moves[rng.IntN(len(moves))]
		before := len(g.Table)
		if res := g.Apply(m); !res.Allowed {
			t.Fatalf("seed %d: legal move refused: %s", seed, res.Reason.String())
		}
		if len(m.Taken) == before && before > 0 && !g.Over && sum(g.Hurricans) == hurricans {
			t.Fatalf("seed %d: clearing the table scored no Hurrican", seed)
		}
		if len(m.Taken) < before && sum(g.Hurricans) != hurricans {
			t.Fatalf("seed %d: a Hurrican with cards left on the table", seed)
		}
		hurricans = sum(g.Hurricans)
	}
	won := append(slices.Clone(g.Won[0]), g.Won[1]...)
	if len(won)+len(g.Table) != 40 || len(cards.Count(won)) != len(won) {
		t.Fatalf("seed %d: %d cards won, %d left", seed, len(won), len(g.Table))
	}
	tl := g.Tally()
	base := tl.Points[0] + tl.Points[1] - sum(g.Hurricans)
	if base > 4 || base < 1 || (len(won) == 40 && tl.Seven < 0) || tl.Cards[0]+tl.Cards[1] != len(won) {
		t.Fatalf("seed %d: tally %+v", seed, tl)
	}
	return g
}

func sumOf(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += Value(c)
	}
	return n
}

func sum(v [2]int) int { return v[0] + v[1] }

func TestRandomDeals(t *testing.T) {
	presets := []Rules{Two(), Four(), FourAll(), {Players: 2, LastCardHurrican: true}}
	total := 0
	for seed := range uint64(400) {
		g := playRandom(t, presets[seed%4], seed)
		total += sum(g.Hurricans)
	}
	if total == 0 {
		t.Error("400 random deals without a single Hurrican")
	}
}

func TestGoldenDeals(t *testing.T) {
	for _, c := range []struct {
		name string
		r    Rules
		seed uint64
	}{{"two", Two(), 1}, {"four", Four(), 2}, {"four-all", FourAll(), 3}} {
		g := playRandom(t, c.r, c.seed)
		var b strings.Builder
		fmt.Fprintf(&b, "%s, dealer %d\n", c.name, g.Dealer)
		for _, l := range g.Log {
			fmt.Fprintf(&b, "%s | %s\n", l.String(), msg.Marked(l))
		}
		tl := g.Tally()
		fmt.Fprintf(&b, "cards %v hearts %v seven %d premiere %v hurricans %v points %v\n", tl.Cards, tl.Hearts, tl.Seven, tl.Premiere, tl.Hurricans, tl.Points)
		for _, w := range tl.Why {
			fmt.Fprintf(&b, "%s | %s\n", w.Reason.String(), msg.Marked(w.Reason))
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

func TestDecodeSituation(t *testing.T) {
	s, err := DecodeSituation([]byte(`{"table":["♠D","♣A","♦4","♦6","♥K"],"hand":["SK","H7"],"last_card":true}`))
	if err != nil {
		t.Fatal(err)
	}
	if cs := s.Captures(card(t, "♠K")); len(cs) != 3 || !cs[0].Equal {
		t.Errorf("♠K takes ♥K, ♠D+♣A or ♦4+♦6: %+v", cs)
	}
	if s.CheckLay(card(t, "♠K")).Allowed || !s.CheckCapture(card(t, "♠K"), hand(t, "♦4 ♦6"), false).Allowed || s.CheckCapture(card(t, "♠K"), hand(t, "♦4 ♦6"), true).Allowed {
		t.Error("rulings on the king")
	}
	if s.CheckHurrican(s.Table).Allowed {
		t.Error("the last card sweeps without a Hurrican")
	}
	bad := []struct{ json, field string }{
		{`{`, "situation"},
		{`{"preset":"three"}`, "preset"},
		{`{"rules":{"players":3}}`, "players"},
		{`{"table":["♠8"]}`, "table[0]"},
		{`{"table":["♠7"],"hand":["♠7"]}`, "hand[0]"},
		{`{"hand":["SA","S2","S3","S4","S5","S6","S7","SB","SD","SK","CA"]}`, "hand"},
	}
	for _, b := range bad {
		_, err := DecodeSituation([]byte(b.json))
		var fe *msg.FieldError
		if !errors.As(err, &fe) || fe.Field != b.field || fe.Msg.IsZero() {
			t.Errorf("%s: %v, want a field error on %s", b.json, err, b.field)
		}
	}
}

func FuzzDecodeSituation(f *testing.F) {
	for _, s := range []string{
		`{"table":["♠D","♣A","♦4","♦6","♥K"],"hand":["SK","H7"],"last_card":true}`,
		`{"preset":"four-all","table":[],"hand":["CA"]}`,
		`{"rules":{"players":4,"last_card_hurrican":true},"table":["CA","C2","C3","C4","SA","S2","S3","S4","DA","D2","D3","D4","HA","H2","H3","H4"],"hand":["HK"]}`,
		`{}`, `0`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSituation(data)
		if err != nil {
			var fe *msg.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a field error", err)
			}
			return
		}
		for _, c := range s.Hand {
			cs := s.Captures(c)
			if (len(cs) == 0) != s.CheckLay(c).Allowed {
				t.Fatalf("lay and captures disagree for %v", c)
			}
			for _, cp := range cs {
				if !s.CheckCapture(c, cp.Cards, false).Allowed {
					t.Fatalf("capture %v refused", cp.Cards)
				}
				s.CheckHurrican(cp.Cards)
			}
		}
	})
}
