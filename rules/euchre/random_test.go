package euchre

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

// playRandom deals one hand with a fixed seed and plays it with random calls
// and random legal cards, checking the invariants on the way.
func playRandom(t *testing.T, r Rules, seed uint64) *Hand {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 11))
	deck := r.Cards()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	h, err := Deal(r, int(seed%4), deck)
	if err != nil {
		t.Fatal(err)
	}
	if h.Phase == PhaseJokerSuit {
		if h.NameJokerSuit(cards.Suits[rng.IntN(4)]).Allowed != true {
			t.Fatal("naming the joker's suit refused")
		}
	}
	for h.Phase == PhaseBidding {
		s := h.Auction.Next()
		c := Call{Seat: s, Pass: rng.IntN(4) > 0, Alone: rng.IntN(5) == 0}
		if !c.Pass && h.Auction.Round() == 2 {
			c.Suit = cards.Suits[rng.IntN(4)]
		}
		if c.Pass {
			c.Alone = false
		}
		want := h.Auction.CheckCall(c).Allowed
		if got := h.Bid(c).Allowed; got != want {
			t.Fatalf("seed %d: Bid and CheckCall disagree", seed)
		}
	}
	if h.Phase == PhaseRedeal {
		return h
	}
	if h.Phase == PhaseDiscard {
		d := h.Hands[h.Dealer]
		if !h.Discard(d[rng.IntN(len(d))]).Allowed {
			t.Fatal("discard refused")
		}
	}
	for h.Phase == PhasePlay {
		s := h.Next()
		legal := h.LegalPlays(s)
		if len(legal) == 0 {
			t.Fatalf("seed %d: seat %d has no legal card: %v", seed, s, h.Hands[s])
		}
		for _, c := range h.Hands[s] {
			if !containsCard(legal, c) && h.CheckPlay(s, c).Allowed {
				t.Fatalf("seed %d: LegalPlays and CheckPlay disagree on %v", seed, c)
			}
		}
		if o := (s + 1) % 4; o != s && h.Play(o, legal[0]).Allowed && o != s {
			t.Fatalf("seed %d: seat %d played out of turn", seed, o)
		}
		trick := append([]Play{}, h.Trick...)
		c := legal[rng.IntN(len(legal))]
		if !h.Play(s, c).Allowed {
			t.Fatalf("seed %d: legal card refused", seed)
		}
		if len(h.Trick) == 0 {
			checkTrick(t, append(trick, Play{Seat: s, Card: c}), h.Leader, h.Trump)
		}
	}
	return h
}

func containsCard(h []cards.Card, c cards.Card) bool {
	for _, x := range h {
		if x == c {
			return true
		}
	}
	return false
}

// checkTrick compares the engine's winner with a plain reading of the card
// order: the best trump, else the best card of the suit led.
func checkTrick(t *testing.T, trick []Play, winner int, trump cards.Suit) {
	t.Helper()
	best := -1
	for i, p := range trick {
		if IsTrump(p.Card, trump) && (best < 0 || !IsTrump(trick[best].Card, trump) || Power(p.Card, trump) > Power(trick[best].Card, trump)) {
			best = i
		}
	}
	if best < 0 {
		led := SuitOf(trick[0].Card, trump)
		best = 0
		for i, p := range trick {
			if SuitOf(p.Card, trump) == led && p.Card.Rank > trick[best].Card.Rank {
				best = i
			}
		}
	}
	if trick[best].Seat != winner {
		t.Fatalf("trick %v won by %d, want %d", trick, winner, trick[best].Seat)
	}
}

func TestRandomHands(t *testing.T) {
	presets := []Rules{Standard(), {Deck: 28}, {Deck: 32}, {Deck: 24, Joker: true}, {Deck: 32, Joker: true, StickTheDealer: true}}
	played, redeals := 0, 0
	for seed := range uint64(400) {
		r := presets[seed%uint64(len(presets))]
		h := playRandom(t, r, seed)
		if h.Phase == PhaseRedeal {
			redeals++
			continue
		}
		played++
		tricks, cardsPlayed := 0, 4
		if h.Alone {
			cardsPlayed = 3
		}
		for _, n := range h.Tricks {
			tricks += n
		}
		if tricks != 5 || len(h.Played) != 5*cardsPlayed || len(cards.Count(h.Played)) != len(h.Played) {
			t.Fatalf("seed %d: %d tricks, %d cards played", seed, tricks, len(h.Played))
		}
		if h.SitsOut >= 0 && (h.Tricks[h.SitsOut] != 0 || len(h.Hands[h.SitsOut]) != 5) {
			t.Fatalf("seed %d: the player sitting out took part", seed)
		}
		team, points, why := h.Result()
		mt := h.Tricks[h.Maker] + h.Tricks[Partner(h.Maker)]
		if !why.Allowed || (mt >= 3) != (team == Team(h.Maker)) || points < 1 || points > 4 {
			t.Fatalf("seed %d: result %d %d for %d maker tricks", seed, team, points, mt)
		}
	}
	if played < 100 || redeals == 0 {
		t.Errorf("%d hands played, %d redeals: the random bidding is off", played, redeals)
	}
}

func TestGoldenHands(t *testing.T) {
	for _, c := range []struct {
		name string
		r    Rules
		seed uint64
	}{
		{"standard", Standard(), 1},
		{"standard-alone", Standard(), 11},
		{"deck32", Rules{Preset: "32", Deck: 32}, 3},
		{"joker-turned", Rules{Preset: "joker", Deck: 24, Joker: true}, 0},
	} {
		h := playRandom(t, c.r, c.seed)
		var b strings.Builder
		fmt.Fprintf(&b, "%d cards, joker %v, dealer %d, turned %v\n", c.r.Deck, c.r.Joker, h.Dealer, h.Auction.Up)
		for _, l := range h.Log {
			fmt.Fprintf(&b, "%s | %s\n", l.String(), msg.Marked(l))
		}
		if team, points, why := h.Result(); why.Allowed {
			fmt.Fprintf(&b, "team %d scores %d: %s\n", team, points, why.Reason.String())
		} else {
			fmt.Fprintf(&b, "phase %s\n", h.Phase)
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
