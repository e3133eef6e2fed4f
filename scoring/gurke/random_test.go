package gurke

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// seatsFor returns player names for a table of n.
func seatsFor(n int) []string {
	names := []string{"Anna", "Bo", "Cai", "Dan", "Eva", "Fay", "Gus", "Hal", "Ida", "Jo"}
	return names[:n]
}

// TestRandomGames plays seeded random games of every preset, and of the
// presets with no ace on an ace where a forced ace counts low, and checks
// the invariants of every step.
func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(2024, 11))
	names := PresetNames()
	for _, name := range PresetNames() {
		if r, _ := Preset(name); r.NoAceOnAce {
			names = append(names, name+"+forced_ace_low")
		}
	}
	for _, name := range names {
		base, low := strings.CutSuffix(name, "+forced_ace_low")
		r, _ := Preset(base)
		r.ForcedAceLow = low
		t.Run(name, func(t *testing.T) {
			sets := multiLeads
			defer func() {
				if r.MultiLead && multiLeads == sets {
					t.Error("no set of cards was ever played")
				}
			}()
			games := 0
			for games < 25 {
				n := r.PlayersMin + rng.IntN(min(r.PlayersMax, 8)-r.PlayersMin+1)
				g := Game{Rules: r, Players: seatsFor(n), FirstDealer: rng.IntN(n)}
				deals := 60
				if r.End == "none" {
					deals = 15 // Mätäpesä never ends
				}
				entries := simulate(t, rng, g, deals)
				checkGame(t, g, entries)
				games++
			}
		})
	}
}

// checkGame replays a game and checks the invariants after every entry.
func checkGame(t *testing.T, g Game, entries []Entry) {
	t.Helper()
	s, steps, err := Replay(g, entries)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if len(steps) != len(entries) {
		t.Fatalf("%d steps for %d entries", len(steps), len(entries))
	}
	r := g.Rules
	penalties := map[int]bool{}
	for _, c := range r.Deck(len(g.Players)) {
		for _, m := range []int{1, 2, 4, 8} {
			penalties[r.Variant().Value(c)*m] = true
		}
	}
	for i, st := range steps {
		ctx := fmt.Sprintf("entry %d (%+v): %s", i, entries[i], st.Said().String())
		if st.Said().IsZero() || len(st.Rules) == 0 {
			t.Fatalf("%s: step without text or rule", ctx)
		}
		for seat, p := range st.After {
			if p.Score < 0 || (p.Status == SecondLife && p.Score < p.Floor && r.PlusPoints) {
				t.Fatalf("%s: %s below the floor: %+v", ctx, g.Players[seat], p)
			}
			if p.Cucumbers > 2 {
				t.Fatalf("%s: more than two cucumbers: %+v", ctx, p)
			}
			if p.Status != Out && r.End == "survivor" && r.outs(p.Score) && !(r.ExactReset && p.Score == r.Limit) {
				t.Fatalf("%s: %s still in at %d", ctx, g.Players[seat], p.Score)
			}
			if p.Status == Out && r.End == "all-but-one" {
				t.Fatalf("%s: nobody goes out in this variant", ctx)
			}
		}
		if entries[i].Kind == KindTrick || entries[i].Kind == KindQuick {
			changed := 0
			for seat, a := range st.After {
				b := st.Before[seat]
				if a.Losses > b.Losses {
					changed++
				}
				if d := a.Score - b.Score; d > 0 && a.Status == b.Status && a.Cucumbers == b.Cucumbers && !penalties[d] {
					t.Fatalf("%s: %s got %d, which no card of the deck costs", ctx, g.Players[seat], d)
				}
			}
			if changed == 0 {
				t.Fatalf("%s: a deal without a loser", ctx)
			}
		}
	}
	if s.Over {
		if len(s.Winners) == 0 {
			t.Fatalf("over without a winner")
		}
		if r.End == "survivor" && len(s.Living(0)) == 1 && (len(s.Winners) != 1 || s.Winner != s.Winners[0]) {
			t.Fatalf("survivor game with winners %v, winner %d", s.Winners, s.Winner)
		}
		if r.Settlement {
			sum := 0
			for seat := range s.Players {
				sum += s.Settled(seat)
			}
			if sum != 0 || len(s.Settle) != len(s.Players) {
				t.Fatalf("settlement does not add up: %v", s.Settle)
			}
		}
	} else if r.End == "survivor" && len(s.Living(0)) < 2 {
		t.Fatalf("not over with %d players in", len(s.Living(0)))
	}
	pot := 0
	for _, paid := range s.Paid {
		pot += paid
	}
	if pot != s.Pot {
		t.Fatalf("pot %d, paid %d", s.Pot, pot)
	}
	sum := Summarize(g, s)
	if len(sum.Lines) != len(g.Players) || sum.Over != s.Over || len(sum.Winners) != len(s.Winners) {
		t.Fatalf("summary %+v does not match standings", sum)
	}
}
