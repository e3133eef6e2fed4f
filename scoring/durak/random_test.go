package durak

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// randomGame is a series of the named preset at a random table, with a
// random limit of losses and sometimes of deals.
func randomGame(rng *rand.Rand, preset string) Game {
	r, _ := Preset(preset)
	players := 2 + rng.IntN(5)
	if r.Teams {
		players = 4 + 2*rng.IntN(2)
	}
	r.LossLimit = rng.IntN(6)
	if rng.IntN(3) == 0 {
		r.Deals = 1 + rng.IntN(12)
	}
	g := Game{Rules: r, FirstDealer: rng.IntN(players)}
	for i := range players {
		g.Players = append(g.Players, string(rune('A'+i)))
	}
	return g
}

// randomDeal is the next deal of a series standing at st as a table might
// report it: mostly a durak, sometimes a draw, the attacker given where the
// rules leave it open and now and then where they do not.
func randomDeal(rng *rand.Rand, g Game, st Standings) Entry {
	players := len(g.Players)
	e := Entry{Kind: KindDraw}
	if rng.IntN(8) > 0 {
		e = Entry{Kind: KindDurak, Durak: ip(rng.IntN(players))}
		if g.Rules.Teams && rng.IntN(2) == 0 {
			e.Dealer = ip((*e.Durak + 2*rng.IntN(players/2)) % players)
		}
	}
	if st.Attacker < 0 {
		e.Attacker = ip(rng.IntN(players))
	} else if rng.IntN(3) == 0 {
		e.Attacker = ip(st.Attacker)
	}
	return e
}

// TestRandomSeries replays a few hundred random series and checks the
// invariants: every deal has one losing side or is a draw, losses and draws
// add up to the deals, the durak (or a player of the losing team) deals
// next, a known attacker sits next to the dealer and attacks an opponent, and
// a finished series has exactly one side at the limit.
func TestRandomSeries(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1998))
	presets := PresetNames()
	for series := range 400 {
		g := randomGame(rng, presets[rng.IntN(len(presets))])
		r, players := g.Rules, len(g.Players)
		var entries []Entry
		st, _, err := Replay(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		for deal := 0; deal < 30 && !st.Over; deal++ {
			e := randomDeal(rng, g, st)
			b, _ := json.Marshal(e)
			back, err := DecodeEntry(b)
			if err != nil || !reflect.DeepEqual(back, e) {
				t.Fatalf("series %d: round trip %+v, %v; want %+v", series, back, err, e)
			}
			entries = append(entries, e)
			prev := st
			prev.Sides = nil
			step, err := apply(g, &st, e)
			if err != nil {
				t.Fatalf("series %d deal %d: %v", series, deal, err)
			}
			if e.Kind == KindDraw {
				if step.Loser != -1 || st.Dealer != prev.Dealer || st.Fool != prev.Fool {
					t.Fatalf("series %d deal %d: draw moved the deal: %+v", series, deal, st)
				}
			} else if step.Loser != sideOf(r, *e.Durak) || sideOf(r, st.Dealer) != step.Loser || st.Fool != step.Loser {
				t.Fatalf("series %d deal %d: durak %d, loser %d, dealer %d", series, deal, *e.Durak, step.Loser, st.Dealer)
			}
			total := st.Draws
			for _, s := range st.Sides {
				total += s.Losses
			}
			if total != st.Deals || st.Deals != len(entries) || st.Deal != st.Deals+1 {
				t.Fatalf("series %d: %d losses and draws for %d deals", series, total, st.Deals)
			}
			if st.Over {
				break
			}
			if st.Attacker >= 0 {
				next := (st.Dealer+1)%players == st.Attacker || (st.Dealer+players-1)%players == st.Attacker
				if !next || sideOf(r, st.Attacker) == sideOf(r, st.Defender) {
					t.Fatalf("series %d: dealer %d attacker %d defender %d", series, st.Dealer, st.Attacker, st.Defender)
				}
			} else if st.Fool >= 0 || r.FirstAttack != LowestTrump {
				t.Fatalf("series %d: attacker unknown after a durak", series)
			}
		}
		full, _, err := Replay(g, entries)
		if err != nil || !reflect.DeepEqual(full, st) {
			t.Fatalf("series %d: replay %+v, %v; step by step %+v", series, full, err, st)
		}
		if st.Over && r.Deals > 0 && len(entries) == r.Deals && (r.LossLimit == 0 || len(st.Payers) != 1 || st.Sides[st.Payers[0]].Losses < r.LossLimit) {
			most := 0
			for _, s := range st.Sides {
				most = max(most, s.Losses)
			}
			for i, s := range st.Sides {
				if (s.Losses == most && most > 0) != contains(st.Payers, i) {
					t.Fatalf("series %d: payers %v, losses %+v", series, st.Payers, st.Sides)
				}
			}
		} else if st.Over {
			if len(st.Payers) != 1 || st.Sides[st.Payers[0]].Losses != r.LossLimit {
				t.Fatalf("series %d: payers %v at limit %d", series, st.Payers, r.LossLimit)
			}
			for i, s := range st.Sides {
				if i != st.Payers[0] && s.Losses >= r.LossLimit {
					t.Fatalf("series %d: side %d also at %d losses", series, i, s.Losses)
				}
			}
			least := -1
			for i, s := range st.Sides {
				if i != st.Payers[0] && (least < 0 || s.Losses < least) {
					least = s.Losses
				}
			}
			var want []string
			for i, s := range st.Sides {
				if i != st.Payers[0] && s.Losses == least {
					want = append(want, s.Name)
				}
			}
			if sum := Summarize(g, st); !reflect.DeepEqual(sum.Winners, want) {
				t.Fatalf("series %d: winners %v, want the fewest losses %v", series, sum.Winners, want)
			}
		} else if (r.LossLimit > 0 || r.Deals > 0) && len(entries) < 30 {
			t.Fatalf("series %d stopped early", series)
		}
	}
}
