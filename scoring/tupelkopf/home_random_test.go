package tupelkopf

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"schreiber/rules/lextest"
	"slices"
	"strings"
	"testing"
)

// randomHomeRules returns the DDV scoring with random home rules, a random
// length in deals or in rounds, and random Bock triggers.
func randomHomeRules(rng *rand.Rand, players int) Rules {
	r := Rules{Scoring: ScoringDDV, Tally: []Tally{TallyNet, TallySplit}[rng.IntN(2)], Share: ShareCarry,
		BockStack: []BockStack{BockStacked, BockQueued}[rng.IntN(2)]}
	r.Pflichtsolo = rng.IntN(2) == 0
	switch rng.IntN(3) {
	case 0:
		r.Deals = players + rng.IntN(30)
	case 1:
		r.Rounds = 1 + rng.IntN(5)
	}
	r.Dullen = []Dullen{"", DullenFirst, DullenSecond, DullenSecondLast}[rng.IntN(4)]
	r.Schweinchen, r.WithoutNines, r.Armut, r.HochzeitChoice = rng.IntN(2) == 0, rng.IntN(2) == 0, rng.IntN(2) == 0, rng.IntN(2) == 0
	r.SoloBonus = rng.IntN(MaxSoloBonus + 1)
	if rng.IntN(3) > 0 {
		r.Bock = true
		r.BockTie, r.BockLostCall, r.BockKontraWon = rng.IntN(2) == 0, rng.IntN(3) == 0, rng.IntN(4) == 0
		r.BockSoloLost, r.BockHeartTens = rng.IntN(2) == 0, rng.IntN(2) == 0
		r.BockHeartTens = r.BockHeartTens || !(r.BockTie || r.BockLostCall || r.BockKontraWon || r.BockSoloLost)
	}
	return r
}

// randomHomeEntry returns a valid deal for the next deal of a game with
// these standings: a fast entry now and then, otherwise a full one fitted
// to the home rules (Armut played, the Herz-Zehnen, no trick without nines
// worth less than 8 Augen).
func randomHomeEntry(rng *rand.Rand, g Game, st Standings) Entry {
	if rng.IntN(3) == 0 {
		return randomFastEntry(rng, g, st)
	}
	e := randomDDVEntry(rng, g, st)
	if e.Type == Armut {
		return e
	}
	if e.Type == Normal && g.Rules.Armut && rng.IntN(3) == 0 {
		e.Type = ArmutGespielt
	}
	e.HeartTens = rng.IntN(5) == 0
	if g.Rules.WithoutNines {
		e.ZeroTrick = false
		switch s := *e.Sunkte; {
		case s > 0 && s < 8:
			e.Sunkte = ip(8)
		case s > 232 && s < 240:
			e.Sunkte = ip(232)
		}
		for e.AltenTupelkoepfe+e.AnderenTupelkoepfe > 5 {
			if e.AltenTupelkoepfe > e.AnderenTupelkoepfe {
				e.AltenTupelkoepfe--
			} else {
				e.AnderenTupelkoepfe--
			}
		}
	}
	return e
}

// randomFastEntry returns a valid fast entry; a forced Pflichtsolo is the
// forced player's solo, won or lost.
func randomFastEntry(rng *rand.Rand, g Game, st Standings) Entry {
	active := g.Active(st.Dealer)
	size := []int{2, 2, 2, 1, 3}[rng.IntN(5)]
	solo := -1
	if st.Forced != nil {
		size, solo = 1+2*rng.IntN(2), *st.Forced
	}
	e := Entry{Kind: KindFast, Value: 1 + rng.IntN(8)}
	if rng.IntN(10) == 0 {
		e.Value = MaxFastValue
	}
	switch {
	case solo >= 0 && size == 1:
		e.Winners = []int{solo}
	case solo >= 0:
		for _, s := range active {
			if s != solo {
				e.Winners = append(e.Winners, s)
			}
		}
	default:
		for _, i := range rng.Perm(len(active))[:size] {
			e.Winners = append(e.Winners, active[i])
		}
	}
	if size == 2 {
		e.ExtrasWon, e.ExtrasLost = rng.IntN(5), rng.IntN(4)
	}
	r := g.Rules
	e.Bock = r.bock() && (r.BockTie || r.BockLostCall || r.BockKontraWon || r.BockHeartTens) && rng.IntN(4) == 0
	return e
}

// stepParties returns the party of every seat in a deal as the entry set
// it: the Alten (Re, the soloist, or a fast entry's winners of a normal
// game) and the Anderen; Out for the seat that sat out.
func stepParties(g Game, e Entry, dealer int) []Party {
	party := make([]Party, len(g.Players))
	for i := range party {
		party[i] = Out
	}
	active := g.Active(dealer)
	for _, s := range active {
		party[s] = Anderen
	}
	alten := e.Alten
	if e.Fast() {
		alten = e.Winners
		if s, ok := e.Soloist(active); ok {
			alten = []int{s}
		}
	}
	for _, s := range alten {
		party[s] = Alten
	}
	return party
}

// TestDoppelkopfHomeRandomGames plays random games under random home rules
// with full and fast entries and checks that every deal's change is what
// its explanation states: the items add up to each party's points; the
// netted points times the Bock multiplier move every player of a normal
// game, three times as far for the soloist of a solo; the text names every
// change; the dealer of five stays; the deals are zero-sum; the standings
// deal by deal are those of a replay of the whole log; entries round-trip
// through JSON; a game ends after its length, rounds or deals.
func TestDoppelkopfHomeRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 2026))
	seen := map[string]int{}
	for game := range 300 {
		players := 4 + rng.IntN(2)
		g := ddvGame(players, randomHomeRules(rng, players))
		g.FirstDealer = rng.IntN(players)
		if err := g.Validate(); err != nil {
			t.Fatalf("game %d: %v", game, err)
		}
		var entries []Entry
		st, _, _ := Replay(g, nil)
		reach := reachable(2)
		for len(entries) < 40 && !st.Over {
			e := randomHomeEntry(rng, g, st)
			b, err := json.Marshal(e)
			if err != nil {
				t.Fatal(err)
			}
			if back, err := DecodeEntry(b); err != nil || !reflect.DeepEqual(back, e) {
				t.Fatalf("game %d: round trip %+v, %v; want %+v", game, back, err, e)
			}
			entries = append(entries, e)
			dealer := st.Dealer
			step, err := apply(g, &st, e, reach, true)
			if err != nil {
				t.Fatalf("game %d: %v\nrules %+v\nentries %+v", game, err, g.Rules, entries)
			}
			checkStated(t, g, e, dealer, step)
			switch {
			case e.Fast():
				seen["fast"]++
			case e.Type == ArmutGespielt:
				seen["armut"]++
			}
			if step.Multiplier > 0 {
				seen["bock"]++
			}
			if slices.Contains(step.BockTriggers, TriggerReported) {
				seen["reported"]++
			}
		}
		if whole, _, err := Replay(g, entries); err != nil || !reflect.DeepEqual(whole, st) {
			t.Fatalf("game %d: replay %+v, %v; step by step %+v", game, whole, err, st)
		}
		if st.Over != (g.Length() > 0 && st.Deals == g.Length()) {
			t.Fatalf("game %d: over %v after %d of %d deals", game, st.Over, st.Deals, g.Length())
		}
	}
	for _, k := range []string{"fast", "armut", "bock", "reported"} {
		if seen[k] == 0 {
			t.Errorf("never seen: %s (%v)", k, seen)
		}
	}
	t.Logf("seen %v", seen)
}

// checkStated checks that a deal's change is what its explanation states.
func checkStated(t *testing.T, g Game, e Entry, dealer int, step Step) {
	t.Helper()
	if sum(step.Delta) != 0 || (len(g.Players) == 5 && step.Delta[dealer] != 0) {
		t.Fatalf("deal %d: delta %v, dealer %d", step.Deal, step.Delta, dealer)
	}
	if e.Type == Armut && !e.Fast() {
		if step.Multiplier != 0 || slices.ContainsFunc(step.Delta, func(v int) bool { return v != 0 }) {
			t.Fatalf("deal %d: a redeal moved %v", step.Deal, step.Delta)
		}
		return
	}
	r := step.Result
	var pts [2]int
	for _, it := range r.Items {
		if it.Bunkte <= 0 || it.Ref.Game != "doppelkopf" || it.Text.IsZero() {
			t.Fatalf("deal %d: item %+v", step.Deal, it)
		}
		pts[it.Party] += it.Bunkte
	}
	if pts != r.Bunkte {
		t.Fatalf("deal %d: items make %v, points %v", step.Deal, pts, r.Bunkte)
	}
	net := (r.Bunkte[Alten] - r.Bunkte[Anderen]) * max(step.Multiplier, 1)
	for s, p := range stepParties(g, e, dealer) {
		want := 0
		switch {
		case p == Out:
		case r.Solo && p == Alten:
			want = 3 * net
		case p == Alten:
			want = net
		default:
			want = -net
		}
		if step.Delta[s] != want {
			t.Fatalf("deal %d: seat %d moved %d, the points %v ×%d make %d\nentry %+v", step.Deal, s, step.Delta[s],
				r.Bunkte, step.Multiplier, want, e)
		}
		if want != 0 && !strings.Contains(step.Text.String(), fmt.Sprintf("%s %s → %s", g.Players[s], signed(want), num(step.Scores[s]))) {
			t.Fatalf("deal %d: the text does not say seat %d's %d: %s", step.Deal, s, want, step.Text.String())
		}
	}
	if step.Text.IsZero() || step.Text.String() == lextest.De(step.Text) {
		t.Fatalf("deal %d: text %+v", step.Deal, step.Text)
	}
}

// TestFastAgreesWithFull: a deal entered fast, with the value, Sonderpunkte
// and Bock mark the full entry's points give, scores exactly as the deal
// entered in full, under random home rules: the app adds the solo bonus
// itself both ways.
func TestFastAgreesWithFull(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 2026))
	compared := 0
	for range 3000 {
		players := 4 + rng.IntN(2)
		r := randomHomeRules(rng, players)
		r.Pflichtsolo, r.Deals, r.Rounds = false, 0, 0
		g := ddvGame(players, r)
		st, _, _ := Replay(g, nil)
		e := randomHomeEntry(rng, g, st)
		if e.Fast() || e.Type == Armut {
			continue
		}
		e.Kind = KindDeal
		_, full, err := Replay(g, []Entry{e})
		if err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
		res := full[0].Result
		if res.Winner == NoParty {
			continue
		}
		f := Entry{Kind: KindFast}
		for s, p := range stepParties(g, e, 0) {
			if p == res.Winner {
				f.Winners = append(f.Winners, s)
			}
		}
		for _, it := range res.Items {
			switch {
			case it.Party != res.Winner && !sonderpunkte[it.Rule]:
				t.Fatalf("%+v: the losers have %s", e, it.Rule)
			case it.Party != res.Winner:
				f.ExtrasLost += it.Bunkte
			case sonderpunkte[it.Rule]:
				f.ExtrasWon += it.Bunkte
			case it.Rule != "solo-bonus":
				f.Value += it.Bunkte
			}
		}
		for _, tr := range full[0].BockTriggers {
			f.Bock = f.Bock || tr != TriggerSoloLost
		}
		_, quick, err := Replay(g, []Entry{f})
		if err != nil {
			t.Fatalf("full %+v as fast %+v: %v", e, f, err)
		}
		if !slices.Equal(quick[0].Delta, full[0].Delta) || (quick[0].BockTriggers == nil) != (full[0].BockTriggers == nil) ||
			quick[0].Result.Solo != res.Solo {
			t.Fatalf("full %+v: %v %v; fast %+v: %v %v", e, full[0].Delta, full[0].BockTriggers, f, quick[0].Delta, quick[0].BockTriggers)
		}
		compared++
	}
	if compared < 1000 {
		t.Errorf("only %d deals compared", compared)
	}
}
