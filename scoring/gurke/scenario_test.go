package gurke

import (
	"errors"
	"schreiber/rules/lextest"
	"schreiber/rules/msg"
	"slices"
	"strings"
	"testing"

	"schreiber/scoring"
)

// trick builds a trick entry from seat/card pairs.
func trick(pairs ...any) Entry {
	e := Entry{Kind: KindTrick}
	for i := 0; i+1 < len(pairs); i += 2 {
		e.Plays = append(e.Plays, Play{Seat: pairs[i].(int), Card: pairs[i+1].(string)})
	}
	return e
}

func quick(loser int, card string, matched ...int) Entry {
	return Entry{Kind: KindQuick, Loser: loser, Card: card, Matched: matched}
}

func seat(n int) *int { return &n }

func rebuy(s int) Entry { return Entry{Kind: KindRebuy, Seat: seat(s)} }

// loses is a quick entry in which seat loses with card and nobody matched.
func loses(s int, card string) Entry { return quick(s, card) }

type scenario struct {
	name     string
	rules    Rules
	players  []string
	dealer   int
	entries  []Entry
	scores   []int
	status   []Status // optional
	text     string   // substring of the last step's English text, optional
	textDE   string   // substring of the last step's German text, optional
	over     bool
	winners  []int
	errField string // the field of the expected error, "" for none
	errIndex int
	check    func(t *testing.T, s Standings)
}

func runScenarios(t *testing.T, cases []scenario) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			players := c.players
			if players == nil {
				players = []string{"Anna", "Bo", "Cai"}
			}
			g := Game{Rules: c.rules, Players: players, FirstDealer: c.dealer}
			s, steps, err := Replay(g, c.entries)
			if c.errField != "" {
				var ee *scoring.EntryError
				var fe *msg.FieldError
				if !errors.As(err, &ee) || !errors.As(err, &fe) {
					t.Fatalf("want an EntryError wrapping a FieldError on %q, got %v", c.errField, err)
				}
				if ee.Index != c.errIndex || fe.Field != c.errField {
					t.Fatalf("error at entry %d field %q (%v), want entry %d field %q", ee.Index, fe.Field, err, c.errIndex, c.errField)
				}
				if fe.Msg.IsZero() || fe.Msg.String() == lextest.De(fe.Msg) {
					t.Errorf("error message not in both languages: %+v", fe.Msg)
				}
				if len(steps) != c.errIndex {
					t.Errorf("%d steps before the error, want %d", len(steps), c.errIndex)
				}
				return
			}
			if err != nil {
				t.Fatalf("Replay: %v", err)
			}
			var got []int
			for _, p := range s.Players {
				got = append(got, p.Score)
			}
			if c.scores != nil && !slices.Equal(got, c.scores) {
				t.Errorf("scores %v, want %v", got, c.scores)
			}
			for i, st := range c.status {
				if s.Players[i].Status != st {
					t.Errorf("%s: status %v, want %v", players[i], s.Players[i].Status.Label().String(), st.Label().String())
				}
			}
			last := steps[len(steps)-1].Said()
			if !strings.Contains(last.String(), c.text) || !strings.Contains(lextest.De(last), c.textDE) {
				t.Errorf("last step\n EN %q\n DE %q\nwant %q / %q", last.String(), lextest.De(last), c.text, c.textDE)
			}
			if s.Over != c.over || !slices.Equal(s.Winners, c.winners) {
				t.Errorf("over %v winners %v, want %v %v", s.Over, s.Winners, c.over, c.winners)
			}
			if c.check != nil {
				c.check(t, s)
			}
		})
	}
}

func TestDanishScenarios(t *testing.T) {
	six := []string{"Anna", "Bo", "Cai", "Dan", "Eva", "Fay"}
	two := []string{"Anna", "Bo"}
	d := Danish()
	runScenarios(t, []scenario{
		{
			name: "seed: six players play 5, 9, 3, 9, 9, 7", rules: d, players: six,
			entries: []Entry{loses(1, "K"), loses(3, "Q"), trick(0, "5", 1, "9", 2, "3", 3, "9", 4, "9", 5, "7")},
			scores:  []int{0, 4, 0, 3, 9, 0},
			text:    "Eva took the last trick with a 9: +9 → 9. Bo also played a 9: −9 → 4. Dan also played a 9: −9 → 3.",
			textDE:  "Eva hat den letzten Stich mit einer 9 genommen: +9 → 9. Bo hat auch eine 9 gespielt: −9 → 4.",
		},
		{
			name: "seed: two players at 18 both play a 10", rules: d, players: two,
			entries: []Entry{loses(0, "9"), loses(0, "9"), loses(1, "9"), loses(1, "9"), trick(0, "10", 1, "10")},
			scores:  []int{8, 18},
			status:  []Status{Alive, SecondLife},
			text:    "Bo took the last trick with a 10: +10 → 28. First cucumber: reborn at 18, Anna's score. Anna also played a 10: −10 → 8.",
			textDE:  "Erste Gurke: wiedergeboren bei 18, dem Stand von Anna. Anna hat auch eine 10 gespielt: −10 → 8.",
		},
		{
			name: "brief: Bo reborn at Anna's 18, Cai gets 13 off", rules: d,
			entries: []Entry{loses(0, "9"), loses(0, "9"), loses(1, "10"), loses(2, "7"), loses(2, "8"),
				trick(2, "K", 0, "5", 1, "K")},
			scores: []int{18, 18, 2},
			text:   "Bo took the last trick with a King: +13 → 23. First cucumber: reborn at 18, Anna's score. Cai also played a King: −13 → 2.",
		},
		{
			name: "plus points stop at the cucumber", rules: d, players: two,
			entries: []Entry{loses(0, "Q"), loses(1, "A"), loses(1, "8"), quick(0, "K", 1)},
			// Bo: 22 → cucumber, reborn at 12; Anna 12+13=25 → cucumber reborn at 12; Bo −13 → not below 12.
			scores: []int{12, 12}, text: "(not below 12)", textDE: "(nicht unter 12)",
		},
		{
			name: "second cucumber: out, last survivor wins", rules: d, players: two,
			entries: []Entry{loses(0, "A"), loses(0, "A"), loses(0, "A"), loses(0, "A")},
			// Anna 28 → reborn at 0; 14; 28 → out.
			scores: []int{28, 0}, status: []Status{Out, Alive}, over: true, winners: []int{1},
			text: "Second cucumber: Anna is out. Bo is the last one in and wins. Bo deals first in the next game.",
			check: func(t *testing.T, s Standings) {
				if s.Winner != 1 || s.Players[0].Cucumbers != 2 || s.Dealer != 1 || s.Leader != 0 {
					t.Errorf("winner %d, cucumbers %d", s.Winner, s.Players[0].Cucumbers)
				}
			},
		},
		{
			name: "dealing skips players who are out", rules: d, dealer: 0,
			entries: []Entry{loses(1, "A"), loses(1, "A"), loses(1, "A"), loses(1, "A")},
			// Bo is out after the 4th deal; deal 5 would be dealt by Bo (seat 1): skip to Cai, Anna leads.
			status: []Status{Alive, Out, Alive}, text: "Next deal: Cai deals 7 cards, Anna leads.",
			check: func(t *testing.T, s Standings) {
				if s.Deal != 5 || s.Dealer != 2 || s.Leader != 0 || s.HandSize != 7 {
					t.Errorf("deal %d dealer %d leader %d hand %d", s.Deal, s.Dealer, s.Leader, s.HandSize)
				}
				if got := s.Living(1); !slices.Equal(got, []int{2, 0}) {
					t.Errorf("Living(1) = %v", got)
				}
			},
		},
		{name: "five Kings", rules: d, players: six, entries: []Entry{trick(0, "K", 1, "K", 2, "K", 3, "K", 4, "K", 5, "2")},
			errField: "plays[4].card"},
		{name: "a rank that does not exist", rules: d, players: two, entries: []Entry{trick(0, "Joker", 1, "2")}, errField: "plays[0].card"},
		{name: "a player twice", rules: d, entries: []Entry{trick(0, "2", 1, "3", 0, "4")}, errField: "plays[2].seat"},
		{name: "a living player missing", rules: d, entries: []Entry{trick(0, "2", 1, "3")}, errField: "plays"},
		{name: "a seat not at the table", rules: d, entries: []Entry{trick(0, "2", 1, "3", 3, "4")}, errField: "plays[2].seat"},
		{name: "not clockwise", rules: d, entries: []Entry{trick(0, "2", 2, "3", 1, "4")}, errField: "plays[1].seat"},
		{name: "an out player included", rules: d,
			entries:  []Entry{loses(1, "A"), loses(1, "A"), loses(1, "A"), loses(1, "A"), trick(0, "2", 1, "3", 2, "4")},
			errField: "plays[1].seat", errIndex: 4},
		{name: "an entry for a finished game", rules: d, players: two,
			entries:  []Entry{loses(0, "A"), loses(0, "A"), loses(0, "A"), loses(0, "A"), loses(1, "2")},
			errField: "kind", errIndex: 4},
		{name: "quick: too many of a rank", rules: d, players: six, entries: []Entry{quick(0, "A", 1, 2, 3, 4)}, errField: "matched"},
		{name: "quick: loser named again", rules: d, entries: []Entry{quick(0, "A", 0)}, errField: "matched[0]"},
		{name: "quick: no such card", rules: d, entries: []Entry{quick(0, "Z")}, errField: "card"},
		{name: "quick: loser not at the table", rules: d, entries: []Entry{quick(5, "A")}, errField: "loser"},
		{name: "quick equals trick", rules: d, players: six,
			entries: []Entry{loses(1, "K"), loses(3, "Q"), quick(4, "9", 1, 3)},
			scores:  []int{0, 4, 0, 3, 9, 0}},
		{name: "rebuy in a game without rebuys", rules: d, entries: []Entry{rebuy(0)}, errField: "kind"},
		{name: "kontra in a game without Kontra", rules: d, entries: []Entry{{Kind: KindKontra}}, errField: "kind"},
		{name: "doubling in a game without doubling", rules: d, entries: []Entry{{Kind: KindQuick, Card: "2", Doubled: []int{1}}}, errField: "doubled"},
	})
}
