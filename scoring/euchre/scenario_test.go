package euchre

import (
	"errors"
	"schreiber/rules/lextest"
	"strings"
	"testing"

	"schreiber/scoring"
)

type scenario struct {
	name    string
	game    Game
	entries []Entry
	scores  [2]int
	games   [2]int
	winner  int // None while running
	margin  int
	dealer  int
	bridge  int // side at the bridge, None for neither
	errAt   int // index of the failing entry, -1 for none
	field   string
	say     string // a phrase of the last step's English text
}

func scenarios() []scenario {
	loneFour := table("ten")
	loneFour.Rules.LoneEuchred = 4
	at := func(dealer int, g Game) Game { g.FirstDealer = dealer; return g }
	return []scenario{
		{name: "seed: makers with 3 tricks score 1", game: table("ten"), entries: []Entry{hand(0, 3)},
			scores: [2]int{1, 0}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "Anna & Carl +1: 0 → 1."},
		{name: "seed: makers with 4 tricks score 1", game: table("ten"), entries: []Entry{hand(3, 4)},
			scores: [2]int{0, 1}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "Dora made trump with Bo and they took 4 tricks."},
		{name: "seed: makers with all 5 tricks score 2", game: table("ten"), entries: []Entry{hand(2, 5)},
			scores: [2]int{2, 0}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "a march"},
		{name: "seed: a lone hand with 3 or 4 tricks scores 1", game: table("ten"), entries: []Entry{alone(1, 3), alone(1, 4)},
			scores: [2]int{0, 2}, winner: None, dealer: 2, bridge: None, errAt: -1, say: "Bo went alone and took 4 tricks."},
		{name: "seed: a lone hand with all 5 tricks scores 4", game: table("ten"), entries: []Entry{alone(0, 5)},
			scores: [2]int{4, 0}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "Anna & Carl +4: 0 → 4."},
		{name: "seed: euchred makers give the defenders 2", game: table("ten"), entries: []Entry{hand(0, 2), hand(1, 0)},
			scores: [2]int{2, 2}, winner: None, dealer: 2, bridge: None, errAt: -1, say: "Bo made trump with Dora; they took 0 of the 5 tricks and were euchred. Anna & Carl +2: 0 → 2."},
		{name: "seed: a euchred lone hand gives the defenders 2", game: table("ten"), entries: []Entry{alone(0, 1)},
			scores: [2]int{0, 2}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "Bo & Dora +2"},
		{name: "option: a euchred lone hand gives the defenders 4", game: loneFour, entries: []Entry{alone(0, 2)},
			scores: [2]int{0, 4}, winner: None, dealer: 1, bridge: None, errAt: -1, say: "Bo & Dora +4"},
		{name: "seed: first to 5 wins the 5-point game", game: table("five"), entries: []Entry{alone(0, 5), hand(1, 1)},
			scores: [2]int{6, 0}, games: [2]int{1, 0}, winner: 0, dealer: 1, bridge: None, errAt: -1, say: "Anna & Carl win the game 6:0."},
		{name: "seed: first to 7 wins the 7-point game", game: table("seven"), entries: []Entry{alone(0, 5), hand(1, 1), hand(1, 3)},
			scores: [2]int{6, 1}, winner: None, dealer: 3, bridge: None, errAt: -1},
		{name: "seed: first to 10 wins the 10-point game", game: table("ten"), entries: []Entry{alone(0, 5), alone(2, 5), hand(0, 5)},
			scores: [2]int{10, 0}, games: [2]int{1, 0}, winner: 0, dealer: 2, bridge: None, errAt: -1},
		{name: "seed: at the bridge with 4 against 2", game: table("five"), entries: []Entry{hand(0, 0), hand(0, 5), hand(0, 5)},
			scores: [2]int{4, 2}, winner: None, dealer: 3, bridge: 0, errAt: -1, say: "Anna & Carl are at the bridge: 4 against 2."},
		{name: "seed: at the bridge, 4 against 2", game: table("five"), entries: []Entry{hand(1, 0), hand(0, 5)},
			scores: [2]int{4, 0}, winner: None, dealer: 2, bridge: 0, errAt: -1, say: "Anna & Carl are at the bridge: 4 against 0."},
		{name: "seed: 4 against 3 is not the bridge", game: table("five"), entries: []Entry{hand(0, 0), hand(0, 3), hand(0, 5), hand(1, 5)},
			scores: [2]int{3, 4}, winner: None, dealer: 0, bridge: None, errAt: -1},
		{name: "no bridge in the 10-point game", game: table("ten"), entries: []Entry{hand(1, 0), hand(0, 5)},
			scores: [2]int{4, 0}, winner: None, dealer: 2, bridge: None, errAt: -1},
		{name: "seed: all passed, the deal moves on", game: at(3, table("ten")), entries: []Entry{pass, pass},
			winner: None, dealer: 1, bridge: None, errAt: -1, say: "everyone passed twice"},
		{name: "seed: the rubber's margin is 2 plus the winner's rubber points minus the loser's", game: table("rubber"),
			entries: []Entry{alone(0, 5), hand(0, 3), hand(1, 5), hand(1, 4), alone(1, 5), hand(0, 4), hand(0, 0), hand(0, 0), hand(1, 5)},
			games:   [2]int{1, 2}, scores: [2]int{1, 6}, winner: 1, margin: 4, dealer: 0, bridge: None, errAt: -1,
			say: "win game 3, 6:1; rubber points for it: 2, as the losers had 1. That is their second game: they win the rubber by 2 + 5 − 3 = 4."},
		{name: "seed: a won game counts 3 rubber points when the loser has 0", game: table("rubber"),
			entries: []Entry{alone(0, 5), alone(0, 5), alone(2, 5), alone(2, 5)},
			games:   [2]int{2, 0}, scores: [2]int{8, 0}, winner: 0, margin: 8, dealer: 3, bridge: None, errAt: -1},
		{name: "nothing after the end", game: table("five"), entries: []Entry{alone(0, 5), alone(0, 5), pass},
			errAt: 2, field: "kind"},
		{name: "a maker at a seat of the table", game: table("five"), entries: []Entry{hand(4, 3)}, errAt: 0, field: "maker"},
		{name: "at most 5 tricks", game: table("five"), entries: []Entry{hand(0, 6)}, errAt: 0, field: "tricks"},
		{name: "a pass has no maker", game: table("five"), entries: []Entry{{Kind: KindPass, Maker: ip(1)}}, errAt: 0, field: "kind"},
	}
}

func TestScenarios(t *testing.T) {
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) {
			s, steps, err := Replay(sc.game, sc.entries)
			if sc.errAt >= 0 {
				var ee *scoring.EntryError
				if !errors.As(err, &ee) || ee.Index != sc.errAt {
					t.Fatalf("want an error at entry %d, got %v", sc.errAt, err)
				}
				if f := fieldOf(t, err); f != sc.field {
					t.Fatalf("error names %q, want %q (%v)", f, sc.field, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(steps) != len(sc.entries) {
				t.Fatalf("%d steps for %d entries", len(steps), len(sc.entries))
			}
			if got := s.Scores(); got != sc.scores {
				t.Errorf("scores %v, want %v", got, sc.scores)
			}
			if got := [2]int{s.Sides[0].Games, s.Sides[1].Games}; got != sc.games {
				t.Errorf("games %v, want %v", got, sc.games)
			}
			if s.Over != (sc.winner != None) || s.Winner != sc.winner || s.Margin != sc.margin {
				t.Errorf("over %v winner %d margin %d, want winner %d margin %d", s.Over, s.Winner, s.Margin, sc.winner, sc.margin)
			}
			if s.Dealer != sc.dealer {
				t.Errorf("next dealer %d, want %d", s.Dealer, sc.dealer)
			}
			for side := range 2 {
				if s.Sides[side].AtBridge != (sc.bridge == side) {
					t.Errorf("side %d at the bridge: %v", side, s.Sides[side].AtBridge)
				}
			}
			last := steps[len(steps)-1].Text
			if !strings.Contains(last.String(), sc.say) {
				t.Errorf("last step %q lacks %q", last.String(), sc.say)
			}
			if last.IsZero() || lextest.De(last) == last.String() {
				t.Errorf("last step has no German text: %q", lextest.De(last))
			}
		})
	}
}
