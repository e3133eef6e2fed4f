package hurrican

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
	winner  int // None while running
	stake   int
	tie     bool
	dealer  int
	errAt   int    // index of the failing entry, -1 for none
	field   string // the field the error names
	say     string // a phrase the last step's English text contains
}

func withRules(g Game, f func(*Rules)) Game { f(&g.Rules); return g }

func scenarios() []scenario {
	full := four()
	full.Rules = FullDealRules()
	seedBest := Entry{Kind: KindDeal, Cards: []int{20, 20}, Hearts: []int{5, 5}, SevenOfHearts: ip(0),
		Best: []Best{{Clubs: "7", Spades: "7", Hearts: "7", Diamonds: "K"}, {Clubs: "6", Spades: "6", Hearts: "6", Diamonds: "7"}}}
	return []scenario{
		{name: "seed: three Sevens and a King (73) lose the Premiere to a Seven and three Sixes (75)", game: two(),
			entries: []Entry{seedBest}, scores: [2]int{1, 1}, winner: None, dealer: 1, errAt: -1,
			say: "Premiere 73:75 to Bo"},
		{name: "seed: the Karte needs 21 cards", game: two(),
			entries: []Entry{deal(21, 5, 1, None, nil)}, scores: [2]int{1, 1}, winner: None, dealer: 1, errAt: -1,
			say: "Karte 21:19 to Anna"},
		{name: "seed: 20:20 cards score no Karte", game: two(),
			entries: []Entry{deal(20, 5, 1, None, nil)}, scores: [2]int{0, 1}, winner: None, dealer: 1, errAt: -1,
			say: "Karte 20:20 to nobody"},
		{name: "seed: the Farbe needs six hearts", game: two(),
			entries: []Entry{deal(20, 6, 1, None, nil)}, scores: [2]int{1, 1}, winner: None, dealer: 1, errAt: -1,
			say: "Farbe 6:4 to Anna"},
		{name: "seed: 5:5 hearts score no Farbe", game: two(),
			entries: []Entry{deal(20, 5, 0, None, nil)}, scores: [2]int{1, 0}, winner: None, dealer: 1, errAt: -1,
			say: "Farbe 5:5 to nobody"},
		{name: "seed: the Schöne Sieben is a point of its own", game: two(),
			entries: []Entry{deal(20, 4, 1, None, nil)}, scores: [2]int{0, 2}, winner: None, dealer: 1, errAt: -1,
			say: "Schöne Sieben to Bo"},
		{name: "seed: every Hurrican is a point", game: two(),
			entries: []Entry{tap(1), tap(0), tap(1), deal(20, 5, 0, None, nil)}, scores: [2]int{2, 2}, winner: None,
			dealer: 1, errAt: -1, say: "Hurricans 1:2"},
		{name: "seed: first to 16 wins; the loser below 8 makes it double", game: two(),
			entries: []Entry{deal(30, 6, 0, 0, []int{11, 0}), deal(22, 6, 0, 0, []int{1, 1})},
			scores:  [2]int{20, 1}, winner: 0, stake: 2, dealer: 1, errAt: -1, say: "counts double"},
		{name: "seed: playing for ten chips, a double game wins 20", game: withRules(two(), func(r *Rules) { r.Chips = 10 }),
			entries: []Entry{deal(30, 6, 0, 0, []int{11, 0}), deal(22, 6, 0, 0, []int{1, 1})},
			scores:  [2]int{20, 1}, winner: 0, stake: 2, dealer: 1, errAt: -1, say: "Bo pays 20 chips."},
		{name: "seed: a loser with 8 makes it a single game", game: two(),
			entries: []Entry{deal(24, 4, 1, 1, []int{3, 5}), deal(30, 6, 0, 0, []int{10, 0})},
			scores:  [2]int{18, 8}, winner: 0, stake: 1, dealer: 1, errAt: -1, say: "Game won by Anna with 18 (target 16)."},
		{name: "seed: four play in partnerships, partners opposite", game: four(),
			entries: []Entry{tap(2), tap(0), tap(3), deal(24, 6, 0, 0, nil)}, scores: [2]int{6, 1}, winner: None,
			dealer: 1, errAt: -1, say: "Anna & Carl +6: 0 → 6; Bo & Dora +1: 0 → 1."},
		{name: "seed: four with all cards dealt allow 19 Hurricans", game: full,
			entries: []Entry{lopsided(0, 19)}, scores: [2]int{23, 0}, winner: 0, stake: 2,
			dealer: 0, errAt: -1},
		{name: "the leader's side may sweep 18 times with four open cards", game: two(),
			entries: []Entry{lopsided(1, 18)}, scores: [2]int{0, 22}, winner: 1, stake: 2, errAt: -1},
		{name: "the leader's side cannot sweep 19 times with four open cards", game: two(),
			entries: []Entry{lopsided(1, 19)}, errAt: 0, field: "hurricans[1]"},
		{name: "the dealer's side never sweeps with the last card", game: two(),
			entries: []Entry{lopsided(0, 18)}, errAt: 0, field: "hurricans[0]"},
		{name: "the full deal's first card is laid, not a sweep", game: withRules(four(), func(r *Rules) { r.FullDeal = true }),
			entries: []Entry{lopsided(1, 20)}, errAt: 0, field: "hurricans[1]"},
		{name: "a 19th tapped Hurrican of the leader's side is refused", game: two(),
			entries: append(repeat(tap(1), 18), tap(1)), errAt: 18, field: "seat"},
		{name: "both over 16: counting the Karte first decides", game: two(),
			entries: []Entry{deal(20, 5, 0, None, []int{8, 9}), deal(20, 5, 0, None, []int{5, 6}), deal(21, 6, 1, 1, []int{1, 2})},
			scores:  [2]int{18, 19}, winner: 0, stake: 1, dealer: 0, errAt: -1, say: "reached first by Anna: game won"},
		{name: "both over 16: the tapped Hurricans' order decides", game: two(),
			entries: []Entry{deal(20, 5, 0, None, []int{8, 9}), deal(20, 5, 0, None, []int{4, 5}),
				tap(1), tap(1), tap(0), deal(20, 5, 0, None, nil)},
			scores: [2]int{16, 16}, winner: 1, stake: 1, dealer: 0, errAt: -1, say: "reached first by Bo: game won"},
		{name: "both over 16, option higher: the higher total wins", game: withRules(two(), func(r *Rules) { r.Finish = FinishHigher }),
			entries: []Entry{deal(20, 5, 0, None, []int{8, 9}), deal(20, 5, 0, None, []int{5, 6}), deal(21, 6, 1, 1, []int{1, 2})},
			scores:  [2]int{18, 19}, winner: 1, stake: 1, dealer: 0, errAt: -1, say: "the higher total, 18:19, wins: game won by Bo"},
		{name: "level over the target: the game goes on", game: withRules(two(), func(r *Rules) { r.Finish = FinishHigher }),
			entries: []Entry{deal(20, 5, 0, None, []int{8, 9}), deal(20, 5, 0, None, []int{5, 6}), deal(21, 6, 1, 1, []int{1, 1})},
			scores:  [2]int{18, 18}, winner: None, tie: true, dealer: 1, errAt: -1, say: "the game goes on"},
		{name: "level over the target: the next deal's better side wins", game: withRules(two(), func(r *Rules) { r.Finish = FinishHigher }),
			entries: []Entry{deal(20, 5, 0, None, []int{8, 9}), deal(20, 5, 0, None, []int{5, 6}), deal(21, 6, 1, 1, []int{1, 1}),
				deal(20, 5, 0, None, nil)},
			scores: [2]int{19, 18}, winner: 0, stake: 1, dealer: 1, errAt: -1, say: "the higher total, 19:18, wins: game won by Anna"},
		{name: "nothing after the end", game: two(),
			entries: []Entry{deal(30, 6, 0, 0, []int{12, 0}), tap(0)}, errAt: 1, field: "kind"},
		{name: "cards must add up to 40", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Cards[1] = 21; return e }()}, errAt: 0, field: "cards"},
		{name: "hearts must add up to 10", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Hearts[1] = 4; return e }()}, errAt: 0, field: "hearts"},
		{name: "the ♥7 side's best heart is the Seven", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.SevenOfHearts = ip(1); return e }()},
			errAt:   0, field: "best[1].hearts"},
		{name: "only one Seven of hearts", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Best[1].Hearts = "7"; return e }()},
			errAt:   0, field: "best[1].hearts"},
		{name: "a side with hearts has a best heart", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Best[1].Hearts = ""; return e }()},
			errAt:   0, field: "best[1].hearts"},
		{name: "a side without hearts has no best heart", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 10, 0, 0, nil); e.Best[1].Hearts = "K"; return e }()},
			errAt:   0, field: "best[1].hearts"},
		{name: "a best King of hearts allows three hearts at most", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Best[1].Hearts = "K"; return e }()},
			errAt:   0, field: "hearts[1]"},
		{name: "every suit's Seven is won by someone", game: two(),
			entries: []Entry{func() Entry { e := deal(20, 5, 0, None, nil); e.Best[0].Clubs = "5"; return e }()},
			errAt:   0, field: "best[0].clubs"},
		{name: "a Hurrican wins at least two cards", game: two(),
			entries: []Entry{deal(10, 4, 1, 1, []int{6, 0})}, errAt: 0, field: "hurricans[0]"},
		{name: "a tapped Hurrican names a seat at the table", game: two(),
			entries: []Entry{tap(2)}, errAt: 0, field: "seat"},
	}
}

// lopsided is a deal in which side takes 38 cards, every heart and every
// Seven, and makes h Hurricans; the other side keeps a Six of clubs and of
// spades.
func lopsided(side, h int) Entry {
	best := make([]Best, 2)
	best[side] = Best{Clubs: "7", Spades: "7", Hearts: "7", Diamonds: "7"}
	best[1-side] = Best{Clubs: "6", Spades: "6"}
	c := []int{38, 38}
	c[1-side] = 2
	hearts := []int{10, 10}
	hearts[1-side] = 0
	return Entry{Kind: KindDeal, Cards: c, Hearts: hearts, SevenOfHearts: ip(side), Best: best, Hurricans: []int{h * (1 - side), h * side}}
}

func TestMaxHurricans(t *testing.T) {
	g := two()
	s, _, _ := Replay(g, nil)
	if side, total := MaxHurricans(g, s); side != [2]int{17, 18} || total != 18 {
		t.Errorf("two players, Anna deals: %v %d", side, total)
	}
	g = four()
	g.Rules.FullDeal = true
	g.FirstDealer = 1
	s, _, _ = Replay(g, nil)
	if side, total := MaxHurricans(g, s); side != [2]int{19, 19} || total != 19 {
		t.Errorf("full deal: %v %d", side, total)
	}
}

func repeat(e Entry, n int) []Entry {
	out := make([]Entry, n)
	for i := range out {
		out[i] = e
	}
	return out
}

func TestScenarios(t *testing.T) {
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) {
			s, steps, err := Replay(sc.game, sc.entries)
			if sc.errAt >= 0 {
				if err == nil {
					t.Fatalf("want an error at entry %d, got none", sc.errAt)
				}
				var ee *scoring.EntryError
				if !errors.As(err, &ee) || ee.Index != sc.errAt {
					t.Fatalf("want the error at entry %d, got %v", sc.errAt, err)
				}
				if f := fieldOf(t, err); f != sc.field {
					t.Fatalf("error names field %q, want %q (%v)", f, sc.field, err)
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
			if s.Over != (sc.winner != None) || s.Winner != sc.winner {
				t.Errorf("over %v winner %d, want winner %d", s.Over, s.Winner, sc.winner)
			}
			if s.Stake != sc.stake || s.Double != (sc.stake == 2) {
				t.Errorf("stake %d double %v, want stake %d", s.Stake, s.Double, sc.stake)
			}
			if s.Tie != sc.tie {
				t.Errorf("tie %v, want %v", s.Tie, sc.tie)
			}
			if s.Dealer != sc.dealer {
				t.Errorf("next dealer %d, want %d", s.Dealer, sc.dealer)
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
