package tupelkopf

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring"
)

// seatedConfig writes a game's phases, each a config and its seating.
func seatedConfig(t *testing.T, config string, phases ...scoring.Phase) []byte {
	t.Helper()
	for i := range phases {
		if phases[i].Config == nil {
			phases[i].Config = json.RawMessage(config)
		}
	}
	b, err := json.Marshal(struct {
		Phases []scoring.Phase `json:"phases"`
	}{phases})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func payloads(entries ...string) [][]byte {
	out := make([][]byte, len(entries))
	for i, e := range entries {
		out[i] = []byte(e)
	}
	return out
}

// TestSeatsChangeDuringADoppelkopfEvening plays an evening of Doppelkopf
// under the home rules at four, then five when Eda arrives (she sits
// between Bo and Cai), then four again when Dora goes home, with a Bock
// round running across both changes.
func TestSeatsChangeDuringADoppelkopfEvening(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dora", "Eda"}
	config := `{"rules":{"preset":"doppelkopf-home","pflichtsolo":false,"deals":0},"first_dealer":0}`
	stored := seatedConfig(t, config,
		scoring.Phase{From: 0, Seats: []int{0, 1, 2, 3}},
		scoring.Phase{From: 2, Seats: []int{0, 1, 4, 2, 3}},
		scoring.Phase{From: 5, Seats: []int{0, 1, 4, 2}},
	)
	win := `{"kind":"deal","type":"normal","alten":[%d,%d],"sunkte":150}`
	tie := `{"kind":"deal","type":"normal","alten":[%d,%d],"sunkte":120}`
	entries := payloads(
		fmt.Sprintf(win, 1, 2), // 1: Anna deals; Bo and Cai win 1 each way
		fmt.Sprintf(tie, 0, 3), // 2: Bo deals; 120:120, a Bock round of four follows
		fmt.Sprintf(win, 0, 2), // 3: Eda deals and sits out; Bock deal 1
		fmt.Sprintf(win, 0, 1), // 4: Cai deals and sits out; Bock deal 2
		fmt.Sprintf(win, 4, 1), // 5: Dora deals and sits out; Bock deal 3
		fmt.Sprintf(win, 4, 2), // 6: Dora left: Anna deals at four; Bock deal 4
		fmt.Sprintf(win, 0, 1), // 7: Bo deals; no Bock
	)
	r, err := Engine.Load(stored, players, entries)
	if err != nil || r.Err != nil {
		t.Fatalf("load: %v %v", err, r.Err)
	}
	steps := Engine.Explain(r)
	wantDealers := []int{0, 1, 4, 2, 3, 0, 1}
	wantMult := []int{0, 0, 2, 2, 2, 2, 0}
	for i, s := range steps {
		if s.Dealer != wantDealers[i] || s.Multiplier != wantMult[i] {
			t.Errorf("deal %d: dealer %s ×%d, want %s ×%d", i+1, players[s.Dealer], s.Multiplier, players[wantDealers[i]], wantMult[i])
		}
	}
	// Deal 3 at five: Eda dealt and sat out; deal 6 at four: Dora is gone.
	if d := steps[2].Delta; d[4] != 0 {
		t.Errorf("Eda sat deal 3 out but scored %d", d[4])
	}
	for _, i := range []int{5, 6} {
		if d := steps[i].Delta; d[3] != 0 {
			t.Errorf("Dora went home but scored %d in deal %d", d[3], i+1)
		}
	}
	// Eda started at 0: her score is what she won from deal 3 on.
	eda := 0
	for _, s := range steps[2:] {
		eda += s.Delta[4]
	}
	if got := r.Standings.Players[4].Score; got != eda {
		t.Errorf("Eda has %d, the deals she sat in give %d", got, eda)
	}
	if got, want := r.Standings.Players[3].Score, steps[4].Scores[3]; got != want {
		t.Errorf("Dora has %d now, she left with %d", got, want)
	}
	sum := 0
	for _, p := range r.Standings.Players {
		sum += p.Score
	}
	if sum != 0 {
		t.Errorf("scores add up to %d", sum)
	}
	if r.Standings.Dealer != 4 {
		t.Errorf("next dealer %s, want Eda", players[r.Standings.Dealer])
	}
	s := Summarize(r.Game, r.Standings)
	if s.Lines[3].Status.String() != "not at the table" {
		t.Errorf("Dora's line says %+v", s.Lines[3].Status)
	}

	// A deal that names Dora once she left is refused.
	bad := append(slices.Clone(entries), []byte(fmt.Sprintf(win, 3, 0)))
	if r, _ := Engine.Load(stored, players, bad); r.Err == nil {
		t.Error("a deal with Dora after she left was accepted")
	}
}

// TestTheNextDealerWhoLeftPassesTheDeal: the next dealer goes home; the
// player after them deals, and at five the new dealer sits out.
func TestTheNextDealerWhoLeftPassesTheDeal(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dora", "Eda"}
	config := `{"rules":{"preset":"doppelkopf","pflichtsolo":false},"first_dealer":0}`
	win := `{"kind":"deal","type":"normal","alten":[%d,%d],"sunkte":150}`
	for _, c := range []struct {
		name   string
		phases []scoring.Phase
		dealer int
		active []int
	}{
		{"Bo, next to deal, leaves", []scoring.Phase{{From: 0, Seats: []int{0, 1, 2, 3}}, {From: 1, Seats: []int{0, 2, 3}}}, 2, nil},
		{"a fifth joins before Bo deals", []scoring.Phase{{From: 0, Seats: []int{0, 1, 2, 3}}, {From: 1, Seats: []int{0, 1, 2, 3, 4}}}, 1, []int{2, 3, 4, 0}},
		{"Bo leaves and Eda takes his seat", []scoring.Phase{{From: 0, Seats: []int{0, 1, 2, 3}}, {From: 1, Seats: []int{0, 4, 2, 3}}}, 4, []int{2, 3, 0, 4}},
		{"Eda sits down left of Anna, who dealt last", []scoring.Phase{{From: 0, Seats: []int{0, 1, 2, 3}}, {From: 1, Seats: []int{0, 4, 1, 2, 3}}}, 4, []int{1, 2, 3, 0}},
		{"the first dealer is gone before the first deal", []scoring.Phase{{From: 0, Seats: []int{1, 2, 3, 4}}}, 1, []int{2, 3, 4, 1}},
	} {
		entries := payloads(fmt.Sprintf(win, 1, 2))
		if c.phases[0].Seats[0] != 0 {
			entries = nil
		}
		r, err := Engine.Load(seatedConfig(t, config, c.phases...), players, entries)
		if err != nil || r.Err != nil {
			t.Fatalf("%s: %v %v", c.name, err, r.Err)
		}
		if r.Standings.Dealer != c.dealer {
			t.Errorf("%s: %s deals, want %s", c.name, players[r.Standings.Dealer], players[c.dealer])
		}
		if c.active != nil && !slices.Equal(r.Game.Active(r.Standings.Dealer), c.active) {
			t.Errorf("%s: %v get cards, want %v", c.name, r.Game.Active(r.Standings.Dealer), c.active)
		}
	}
}

// TestSeatingChecksTheTable: Doppelkopf takes four or five, Tupelkopf an
// even number; with Pflichtsoli a newcomer owes one in the deals left.
func TestSeatingChecksTheTable(t *testing.T) {
	dk := []byte(`{"rules":{"preset":"doppelkopf-home"},"first_dealer":0}`)
	tk := []byte(`{"rules":{"preset":"ploen"},"first_dealer":0}`)
	for _, c := range []struct {
		config []byte
		n      int
		ok     bool
	}{{dk, 3, false}, {dk, 4, true}, {dk, 5, true}, {dk, 6, false}, {tk, 4, true}, {tk, 5, false}, {tk, 6, true}, {tk, 2, false}} {
		if err := seating(c.config, c.n); (err == nil) != c.ok {
			t.Errorf("%s at %d: %v", c.config, c.n, err)
		}
	}
	players := []string{"Anna", "Bo", "Cai", "Dora", "Eda"}
	config := `{"rules":{"preset":"doppelkopf","deals":6},"first_dealer":0}`
	solo := `{"kind":"deal","type":"damensolo","alten":[%d],"sunkte":150}`
	// Four Pflichtsoli in the first four deals (each by the dealer's left,
	// who deals again after it), then Eda joins with two deals left.
	var e []string
	for _, s := range []int{1, 2, 3, 0} {
		e = append(e, fmt.Sprintf(solo, s))
	}
	stored := seatedConfig(t, config, scoring.Phase{From: 0, Seats: []int{0, 1, 2, 3}}, scoring.Phase{From: 4, Seats: []int{0, 1, 2, 3, 4}})
	r, err := Engine.Load(stored, players, payloads(e...))
	if err != nil || r.Err != nil {
		t.Fatalf("%v %v", err, r.Err)
	}
	if r.Standings.Forced != nil {
		t.Errorf("Eda owes one solo in two deals, yet %s is forced", players[*r.Standings.Forced])
	}
	e = append(e, `{"kind":"deal","type":"normal","alten":[1,2],"sunkte":150}`)
	r, _ = Engine.Load(stored, players, payloads(e...))
	if r.Err != nil || r.Standings.Forced == nil || *r.Standings.Forced != 4 {
		t.Errorf("with one deal left Eda must play her Pflichtsolo: %v %v", r.Err, r.Standings.Forced)
	}
}

// TestRandomSeatChanges plays random evenings of Doppelkopf under random
// home rules in which players join and leave between deals, and checks:
// the scores add up to zero, nobody away from the table scores, every
// deal is dealt by a player at the table, a newcomer starts at 0, and the
// game replayed whole gives the standings it had deal by deal.
func TestRandomSeatChanges(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 2026))
	pool := []string{"A", "B", "C", "D", "E", "F", "G"}
	changes := 0
	for game := range 60 {
		r := randomHomeRules(rng, 5)
		r.Deals, r.Rounds = 0, 0
		if rng.IntN(2) == 0 {
			r.Pflichtsolo = false
		}
		rules, _ := json.Marshal(r)
		config := fmt.Sprintf(`{"rules":%s,"first_dealer":%d}`, rules, rng.IntN(4))
		seats := rng.Perm(len(pool))[:4+rng.IntN(2)]
		phases := []scoring.Phase{{From: 0, Seats: seats}}
		var entries [][]byte
		var before Standings
		for deal := range 30 {
			if deal > 0 && rng.IntN(5) == 0 {
				seats = rng.Perm(len(pool))[:4+rng.IntN(2)]
				phases = append(phases, scoring.Phase{From: deal, Seats: seats})
				changes++
			}
			stored := seatedConfig(t, config, slices.Clone(phases)...)
			r, err := Engine.Load(stored, pool, entries)
			if err != nil || r.Err != nil {
				t.Fatalf("game %d deal %d: %v %v\n%s", game, deal, err, r.Err, stored)
			}
			if !slices.Contains(seats, r.Standings.Dealer) {
				t.Fatalf("game %d deal %d: %s deals, not at the table %v", game, deal, pool[r.Standings.Dealer], seats)
			}
			for s, p := range r.Standings.Players {
				if deal > 0 && !slices.Contains(phases[len(phases)-1].Seats, s) && p.Score != before.Players[s].Score {
					t.Fatalf("game %d deal %d: %s scored while away", game, deal, pool[s])
				}
			}
			e := randomHomeEntry(rng, r.Game, r.Standings)
			b, _ := json.Marshal(e)
			next, ok := Engine.Extend(r, b, nil)
			if !ok || next.Err != nil {
				t.Fatalf("game %d deal %d: %v %+v", game, deal, next.Err, e)
			}
			sum := 0
			step := next.Steps[len(next.Steps)-1]
			for s, d := range step.Delta {
				sum += next.Standings.Players[s].Score
				if d != 0 && !slices.Contains(seats, s) {
					t.Fatalf("game %d deal %d: %s away but scored %d", game, deal, pool[s], d)
				}
			}
			if sum != 0 {
				t.Fatalf("game %d deal %d: scores add up to %d", game, deal, sum)
			}
			entries = append(entries, b)
			before = next.Standings
		}
		stored := seatedConfig(t, config, phases...)
		whole, err := Engine.Load(stored, pool, entries)
		if err != nil || whole.Err != nil || !reflect.DeepEqual(whole.Standings, before) {
			t.Fatalf("game %d: whole %+v %v %v\ndeal by deal %+v", game, whole.Standings, err, whole.Err, before)
		}
	}
	if changes < 50 {
		t.Errorf("only %d seat changes", changes)
	}
}

// TestTupelkopfTakesTwoMoreAndLetsTwoGo: a Plön table of four takes Eda
// and Finn (six, three decks), then Anna and Bo go home (four again); the
// Bunkte of each deal go to those who had cards, and the Sunkte of a deal
// are counted with the decks at the table then.
func TestTupelkopfTakesTwoMoreAndLetsTwoGo(t *testing.T) {
	players := []string{"Anna", "Bo", "Cai", "Dora", "Eda", "Finn"}
	config := `{"rules":{"preset":"ploen"},"first_dealer":0}`
	stored := seatedConfig(t, config,
		scoring.Phase{From: 0, Seats: []int{0, 1, 2, 3}},
		scoring.Phase{From: 1, Seats: []int{0, 1, 2, 3, 4, 5}},
		scoring.Phase{From: 2, Seats: []int{2, 3, 4, 5}},
	)
	entries := payloads(
		`{"kind":"deal","type":"normal","alten":[1,2],"sunkte":150}`,
		`{"kind":"deal","type":"normal","alten":[4,5,0],"sunkte":300}`,
		`{"kind":"deal","type":"normal","alten":[2,4],"sunkte":150}`,
	)
	r, err := Engine.Load(stored, players, entries)
	if err != nil || r.Err != nil {
		t.Fatalf("%v %v", err, r.Err)
	}
	steps := Engine.Explain(r)
	played := [][]int{{0, 1, 2, 3}, {0, 1, 2, 3, 4, 5}, {2, 3, 4, 5}}
	for i, s := range steps {
		for seat, d := range s.Delta {
			if d != 0 != slices.Contains(played[i], seat) {
				t.Errorf("deal %d: %s changed by %d", i+1, players[seat], d)
			}
		}
	}
	// 300 of 360 Sunkte was possible only with three decks.
	if r.Game.Size() != 4 || len(r.Game.Active(r.Standings.Dealer)) != 4 {
		t.Errorf("the table is %d", r.Game.Size())
	}
	bad := append(slices.Clone(entries), []byte(`{"kind":"deal","type":"normal","alten":[2,4],"sunkte":300}`))
	if r, _ := Engine.Load(stored, players, bad); r.Err == nil {
		t.Error("300 Sunkte with two decks were taken")
	}
}
