package tupelkopf

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"schreiber/rules/lextest"
	"strings"
	"testing"
)

// ddvTypes are the game types the DDV scoring takes, Armut (a redeal) now
// and then.
var ddvTypes = []GameType{Normal, Normal, Normal, Normal, Hochzeit, StilleHochzeit, TrumpfSolo, DamenSolo,
	BubenSolo, FarbenersatzSolo, Knochenloser, Armut}

// randomDDVEntry returns a valid deal for a game whose next deal has these
// standings.
func randomDDVEntry(rng *rand.Rand, g Game, st Standings) Entry {
	typ := ddvTypes[rng.IntN(len(ddvTypes))]
	active := g.Active(st.Dealer)
	e := Entry{Kind: KindDeal, Type: typ}
	if st.Forced != nil && typ != Armut {
		e.Type = []GameType{TrumpfSolo, DamenSolo, Knochenloser}[rng.IntN(3)]
		e.Alten = []int{*st.Forced}
	}
	if e.Type == Armut {
		return e
	}
	if e.Alten == nil {
		size := 2
		switch {
		case e.Type.IsSolo() || e.Type == StilleHochzeit:
			size = 1
		case e.Type == Hochzeit:
			size = 1 + rng.IntN(2)
		}
		perm := rng.Perm(len(active))
		for _, i := range perm[:size] {
			e.Alten = append(e.Alten, active[i])
		}
	}
	s := rng.IntN(241)
	switch {
	case rng.IntN(8) == 0:
		s = []int{0, 240}[rng.IntN(2)]
	case s == 1 || s == 239:
		s = 120
	}
	e.Sunkte = ip(s)
	e.ZeroTrick = (s == 0 || s == 240) && rng.IntN(3) == 0
	calls := []Call{NoCall, NoCall, NoCall, Keine45, Keine30, Keine15, Schwarz}
	e.AltenCall = calls[rng.IntN(len(calls))]
	if e.AltenCall == NoCall && rng.IntN(2) == 0 {
		e.AltenCall = Re
	}
	e.AnderenCall = calls[rng.IntN(len(calls))]
	if e.AnderenCall == NoCall && rng.IntN(2) == 0 {
		e.AnderenCall = Contra
	}
	if ddvSoloScored(e.Type, len(e.Alten)) {
		return e
	}
	own := [2]int{s, 240 - s}
	e.AltenTupelkoepfe = min(rng.IntN(own[0]/40+1), 6)
	e.AnderenTupelkoepfe = min(rng.IntN(own[1]/40+1), 6)
	e.AltenFoxes = rng.IntN(min(2, own[0]/11) + 1)
	e.AnderenFoxes = rng.IntN(min(2-e.AltenFoxes, own[1]/11) + 1)
	switch rng.IntN(3) {
	case 1:
		if own[0] >= 2 {
			e.Karlchen = "alten"
		}
	case 2:
		if own[1] >= 2 {
			e.Karlchen = "anderen"
		}
	}
	return e
}

// sonderpunkte are the rule ids of TSR 7.2.3; every other DDV item is a
// point of 7.2.2.
var sonderpunkte = map[string]bool{"ddv-gegen-die-alten": true, "ddv-doppelkopf": true, "ddv-fox": true, "ddv-karlchen": true}

// TestDDVRandomGames plays a few hundred random games of four and of five
// under the DDV scoring and checks the invariants: every valid deal is
// accepted; every deal is zero-sum across the players; the player sitting
// out does not move; at four every deal keeps TSR 7.3.3's even-odd rule;
// at most one party reaches its goal, nobody only when both made an
// Absage; with a winner every 7.2.2 point is the winner's; a solo has no
// Sonderpunkte and moves the soloist three times as far as each opponent;
// at the end of a game of four every Pflichtsolo is played; entries
// round-trip through JSON.
func TestDDVRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 2026))
	for game := range 300 {
		players := 4 + rng.IntN(2)
		r := Rules{Scoring: ScoringDDV, Tally: []Tally{TallyNet, TallySplit}[rng.IntN(2)], Share: ShareCarry}
		if rng.IntN(2) == 0 {
			r.Pflichtsolo, r.Deals = true, players+rng.IntN(20)
		}
		g := ddvGame(players, r)
		g.FirstDealer = rng.IntN(players)
		var entries []Entry
		st, _, _ := Replay(g, nil)
		reach := reachable(2)
		for len(entries) < 30 && !st.Over {
			e := randomDDVEntry(rng, g, st)
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			if back, err := DecodeEntry(b); err != nil || !reflect.DeepEqual(back, e) {
				t.Fatalf("game %d: round trip %+v, %v; want %+v", game, back, err, e)
			}
			entries = append(entries, e)
			step, err := apply(g, &st, e, reach, true)
			if err != nil {
				t.Fatalf("game %d: %v\nentries %+v", game, err, entries)
			}
			checkDDVStep(t, g, e, step)
		}
		// The deal-by-deal standings are those of a replay of the whole log.
		if whole, _, err := Replay(g, entries); err != nil || !reflect.DeepEqual(whole, st) {
			t.Fatalf("game %d: replay %+v, %v; step by step %+v", game, whole, err, st)
		}
		total := 0
		for _, p := range st.Players {
			total += p.Score
			if players == 4 && st.Over && r.Pflichtsolo && !p.Pflichtsolo {
				t.Fatalf("game %d: seat %d never played the Pflichtsolo", game, p.Seat)
			}
		}
		if total != 0 {
			t.Fatalf("game %d: scores add up to %d", game, total)
		}
	}
}

// checkDDVStep checks the invariants of one scored deal.
func checkDDVStep(t *testing.T, g Game, e Entry, step Step) {
	t.Helper()
	if sum(step.Delta) != 0 {
		t.Fatalf("deal %d: deltas %v", step.Deal, step.Delta)
	}
	if len(g.Players) == 5 && step.Delta[step.Dealer] != 0 {
		t.Fatalf("deal %d: the dealer sitting out moved by %d", step.Deal, step.Delta[step.Dealer])
	}
	if e.Type == Armut {
		return
	}
	if len(g.Players) == 4 {
		odd := step.Delta[0] & 1
		for _, v := range step.Delta {
			if v&1 != odd {
				t.Fatalf("deal %d: deltas %v break the even-odd rule", step.Deal, step.Delta)
			}
		}
	}
	r := step.Result
	if r.Targets[Alten].Reached && r.Targets[Anderen].Reached {
		t.Fatalf("deal %d: both parties reached their goal: %+v", step.Deal, r.Targets)
	}
	if r.Winner == NoParty {
		a, _ := e.AltenCall.Stage()
		k, _ := e.AnderenCall.Stage()
		if a < 2 || k < 2 {
			t.Fatalf("deal %d: nobody won without Absagen on both sides: %+v", step.Deal, e)
		}
	}
	total := 0
	for _, it := range r.Items {
		total += it.Bunkte
		if it.Bunkte <= 0 || !strings.HasPrefix(it.Ref.Title, "TSR 7.2") {
			t.Fatalf("deal %d: item %+v", step.Deal, it)
		}
		if sonderpunkte[it.Rule] && r.Solo {
			t.Fatalf("deal %d: a solo has Sonderpunkt %s", step.Deal, it.Rule)
		}
		if !sonderpunkte[it.Rule] && r.Winner != NoParty && it.Party != r.Winner {
			t.Fatalf("deal %d: 7.2.2 item %s for the loser", step.Deal, it.Rule)
		}
	}
	if total != r.Bunkte[0]+r.Bunkte[1] {
		t.Fatalf("deal %d: items add up to %d, points %v", step.Deal, total, r.Bunkte)
	}
	if r.Solo && g.Rules.Tally == TallyNet {
		solo := e.Alten[0]
		for _, s := range g.Active(step.Dealer) {
			if s != solo && step.Delta[solo] != -3*step.Delta[s] {
				t.Fatalf("deal %d: soloist %d, opponent %d", step.Deal, step.Delta[solo], step.Delta[s])
			}
		}
	}
	if step.Text.IsZero() || step.Text.String() == lextest.De(step.Text) {
		t.Fatalf("deal %d: text %+v", step.Deal, step.Text)
	}
}

// TestDDVHomeRandomGames plays random games under the home preset, with
// Bock rounds after random triggers, stacked or queued, and checks besides
// the invariants of every DDV deal: every deal's change is what the same
// deal changes without Bock times its multiplier (redeals 0); the
// multiplier is 2 to the number of Bock rounds pending, at most 2 when they
// queue; no Bock round has fewer than one or more than a round of deals
// left, and the pending deals agree with them; nothing is pending once the
// game is over.
func TestDDVHomeRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 2026))
	seen := map[int]int{} // deals by multiplier, to show that Bock is played
	for game := range 300 {
		players := 4 + rng.IntN(2)
		r := preset(t, "doppelkopf-home")
		r.Tally = []Tally{TallyNet, TallySplit}[rng.IntN(2)]
		r.BockStack = []BockStack{"", BockStacked, BockQueued}[rng.IntN(3)]
		r.BockTie, r.BockLostCall = rng.IntN(3) > 0, rng.IntN(3) > 0
		r.BockKontraWon, r.BockSoloLost = rng.IntN(3) == 0, rng.IntN(2) == 0
		r.BockTie = r.BockTie || !(r.BockLostCall || r.BockKontraWon || r.BockSoloLost)
		r.Pflichtsolo, r.Deals = rng.IntN(2) == 0, players+rng.IntN(30)
		g := ddvGame(players, r)
		g.FirstDealer = rng.IntN(players)
		plain := g
		plain.Rules.Bock = false
		var entries []Entry
		st, _, _ := Replay(g, nil)
		reach := reachable(2)
		for len(entries) < 40 && !st.Over {
			e := randomDDVEntry(rng, g, st)
			entries = append(entries, e)
			pending := len(st.BockQueue)
			step, err := apply(g, &st, e, reach, true)
			if err != nil {
				t.Fatalf("game %d: %v\nentries %+v", game, err, entries)
			}
			checkDDVStep(t, g, e, step)
			checkBock(t, g, st, step, pending)
		}
		_, home, err := Replay(g, entries)
		if err != nil {
			t.Fatal(err)
		}
		_, base, err := Replay(plain, entries)
		if err != nil {
			t.Fatal(err)
		}
		for i := range home {
			seen[home[i].Multiplier]++
			mult := max(home[i].Multiplier, 1)
			for s := range home[i].Delta {
				if home[i].Delta[s] != base[i].Delta[s]*mult {
					t.Fatalf("game %d, deal %d: delta %v, without Bock %v, ×%d", game, home[i].Deal, home[i].Delta,
						base[i].Delta, home[i].Multiplier)
				}
			}
		}
	}
	if seen[2] == 0 || seen[4] == 0 || seen[8] == 0 {
		t.Errorf("deals by multiplier: %v", seen)
	}
	t.Logf("deals by multiplier: %v", seen)
}

// checkBock checks the Bock invariants after one step; pending are the Bock
// deals that were pending before it.
func checkBock(t *testing.T, g Game, st Standings, step Step, pending int) {
	t.Helper()
	np := len(g.Players)
	if step.Result.Winner == NoParty && step.Result.Items == nil && step.Multiplier != 0 {
		t.Fatalf("deal %d: a redeal at ×%d", step.Deal, step.Multiplier)
	}
	if (step.Multiplier != 0) != (pending > 0 && step.Result.Targets != nil) {
		t.Fatalf("deal %d: ×%d with %d Bock deals pending", step.Deal, step.Multiplier, pending)
	}
	if m := step.Multiplier; m != 0 {
		limit := 1 << np
		if g.Rules.BockStack == BockQueued {
			limit = 2
		}
		if m < 2 || m > limit || m&(m-1) != 0 || step.BockDeal < 1 || step.BockDeal > np || step.BockOf != np {
			t.Fatalf("deal %d: ×%d, Bock deal %d of %d", step.Deal, m, step.BockDeal, step.BockOf)
		}
		if g.Rules.BockStack != BockQueued && m != 1<<step.BockRounds {
			t.Fatalf("deal %d: ×%d with %d rounds", step.Deal, m, step.BockRounds)
		}
	}
	total, most := 0, 0
	for _, left := range st.BockRounds {
		if left < 1 || left > np {
			t.Fatalf("deal %d: a Bock round with %d deals left: %v", step.Deal, left, st.BockRounds)
		}
		total, most = total+left, max(most, left)
	}
	want := most
	if g.Rules.BockStack == BockQueued {
		want = total
	}
	if len(st.BockQueue) != want || (st.Over && want > 0) {
		t.Fatalf("deal %d: pending %v for rounds %v (over %v)", step.Deal, st.BockQueue, st.BockRounds, st.Over)
	}
}
