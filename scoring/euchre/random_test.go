package euchre

import (
	"math/rand/v2"
	"testing"
)

// randomEntry is a hand as a table might report it.
func randomEntry(rng *rand.Rand) Entry {
	if rng.IntN(20) == 0 {
		return pass
	}
	tricks := []int{0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 5}[rng.IntN(11)]
	return Entry{Kind: KindHand, Maker: ip(rng.IntN(4)), Alone: rng.IntN(7) == 0, Tricks: ip(tricks)}
}

func TestRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 2))
	for n := range 400 {
		g := table(PresetNames()[n%4])
		g.FirstDealer = rng.IntN(4)
		if n%3 == 0 {
			g.Rules.LoneEuchred = 4
		}
		var entries []Entry
		for range 500 {
			entries = append(entries, randomEntry(rng))
		}
		s, steps, err := Replay(g, entries)
		if err == nil || fieldOf(t, err) != "kind" {
			t.Fatalf("game %d: 500 hands did not end it, or the hand after the end was not refused: %v", n, err)
		}
		if !s.Over || s.Winner == None {
			t.Fatalf("game %d: not over", n)
		}
		games := 0
		for i, st := range steps {
			e := entries[i]
			if st.Kind == KindPass {
				if st.Points != [2]int{} || st.After != st.Before {
					t.Fatalf("game %d step %d: a pass scored", n, i)
				}
			} else {
				makers := SideOf(*e.Maker)
				side := makers
				if *e.Tricks < 3 {
					side = 1 - makers
				}
				p := st.Points[side]
				if st.Points[1-side] != 0 || (p != 1 && p != 2 && p != 4) || p == 4 && !e.Alone {
					t.Fatalf("game %d step %d: %+v scored %v", n, i, e, st.Points)
				}
				if st.After[side] != st.Before[side]+p || st.After[1-side] != st.Before[1-side] {
					t.Fatalf("game %d step %d: %v + %v ≠ %v", n, i, st.Before, st.Points, st.After)
				}
			}
			if st.GameOver {
				games++
				if st.After[0] < g.Rules.Target && st.After[1] < g.Rules.Target {
					t.Fatalf("game %d step %d: a game ended below the target", n, i)
				}
			} else if st.After[0] >= g.Rules.Target || st.After[1] >= g.Rules.Target {
				t.Fatalf("game %d step %d: the target was reached but the game goes on", n, i)
			}
		}
		if games != len(s.Results) || (s.Sides[0].Games+s.Sides[1].Games) != games {
			t.Fatalf("game %d: %d games ended, %d results", n, games, len(s.Results))
		}
		w, l := s.Sides[s.Winner], s.Sides[1-s.Winner]
		if g.Rules.Rubber {
			if w.Games != 2 || l.Games > 1 || s.Margin != 2+w.RubberPoints-l.RubberPoints || s.Margin < 1 {
				t.Fatalf("game %d: rubber %+v margin %d", n, s.Sides, s.Margin)
			}
		} else if games != 1 || w.Score < g.Rules.Target || l.Score >= g.Rules.Target || s.Margin != 0 {
			t.Fatalf("game %d: single game %+v", n, s.Sides)
		}
		sum := Summarize(g, s)
		if !sum.Over || len(sum.Winners) != 1 || sum.Winners[0] != w.Name {
			t.Fatalf("game %d: summary %+v", n, sum)
		}
		if want := (g.FirstDealer + len(steps) - 1) % 4; s.Dealer != want {
			t.Fatalf("game %d: dealer %d after %d deals, want %d", n, s.Dealer, len(steps), want)
		}
	}
}
