package tupelkopf

import (
	"slices"

	"schreiber/rules/msg"
)

// BockStack says what a further Bock round does while Bock deals are still
// pending (home rules; the DDV has no Bock rounds).
type BockStack string

// The two ways further Bock rounds are added.
const (
	// BockStacked: overlapping Bock rounds multiply, ×4 with two
	// (Doppelbock), ×8 with three.
	BockStacked BockStack = "stack"
	// BockQueued: a further Bock round waits until the pending ones are
	// played, so no deal counts more than twice.
	BockQueued BockStack = "queue"
)

// BockScope says what a Bock deal multiplies (home rules).
type BockScope string

// The two things a Bock deal may multiply.
const (
	// BockWhole: the deal's whole value, Sonderpunkte included (also "").
	BockWhole BockScope = "deal"
	// BockGame: the game points only; the Sonderpunkte count once.
	BockGame BockScope = "game"
)

// sonderRules are the items of a deal's result that are Sonderpunkte (TSR
// 7.2.3, and a fast entry's Sonderpunkte), which a Bock deal under
// BockGame counts once.
var sonderRules = []string{"ddv-gegen-die-alten", "ddv-doppelkopf", "ddv-fox", "ddv-karlchen", "fast-extras"}

// sonderOf returns each party's Sonderpunkte in a result.
func sonderOf(r Result) [2]int {
	var out [2]int
	for _, it := range r.Items {
		if slices.Contains(sonderRules, it.Rule) && (it.Party == Alten || it.Party == Anderen) {
			out[it.Party] += it.Bunkte
		}
	}
	return out
}

// bocked is what each party's points come to in a Bock deal of multiplier
// m: all of them m times, or under BockGame the game points m times and the
// Sonderpunkte once.
func (r Rules) bocked(res Result, m int) [2]int {
	out := res.Bunkte
	var once [2]int
	if r.BockScope == BockGame {
		once = sonderOf(res)
	}
	for p := range out {
		out[p] = (out[p]-once[p])*m + once[p]
	}
	return out
}

// The Bock triggers, named after the options that switch them on; a step
// lists the ones its deal fulfilled.
const (
	TriggerTie       = "bock_tie"        // the deal ended 120:120 Augen
	TriggerLostCall  = "bock_lost_call"  // a party that announced Re or Kontra did not win
	TriggerKontraWon = "bock_kontra_won" // the Kontra party won after announcing Kontra
	TriggerSoloLost  = "bock_solo_lost"  // a deal scored as a solo was not won by the soloist
	TriggerHeartTens = "bock_heart_tens" // both Herz-Zehnen fell in one trick
	// TriggerReported: a fast entry says the deal fulfilled one of the
	// triggers switched on that the engine cannot see in it.
	TriggerReported = "bock_reported"
)

// bock reports whether the game plays Bock rounds.
func (r Rules) bock() bool { return r.DDV() && r.Bock }

// bockTriggers lists the triggers a scored deal fulfilled, in option order.
// Of a fast entry the engine sees only a lost solo; the rest the table
// reports.
func (r Rules) bockTriggers(d deal, res Result) []string {
	if !r.bock() {
		return nil
	}
	var out []string
	if d.fast {
		if r.BockSoloLost && res.Solo && res.Winner != Alten {
			out = append(out, TriggerSoloLost)
		}
		if d.bock {
			out = append(out, TriggerReported)
		}
		return out
	}
	if r.BockTie && d.sunkte[Alten] == d.sunkte[Anderen] {
		out = append(out, TriggerTie)
	}
	lost := func(p Party) bool { return d.stage[p] >= 1 && res.Winner != p }
	if r.BockLostCall && (lost(Alten) || lost(Anderen)) {
		out = append(out, TriggerLostCall)
	}
	if r.BockKontraWon && res.Winner == Anderen && d.stage[Anderen] >= 1 {
		out = append(out, TriggerKontraWon)
	}
	if r.BockSoloLost && res.Solo && res.Winner != Alten {
		out = append(out, TriggerSoloLost)
	}
	if r.BockHeartTens && d.heartTens {
		out = append(out, TriggerHeartTens)
	}
	return out
}

// bockQueue turns the deals left of each Bock round into the multiplier of
// each upcoming deal, next deal first; nil when no Bock deal is pending.
func bockQueue(rounds []int, stack BockStack) []int {
	var out []int
	if stack == BockQueued {
		for _, left := range rounds {
			for range left {
				out = append(out, 2)
			}
		}
		return out
	}
	for i := 0; ; i++ {
		k := 0
		for _, left := range rounds {
			if left > i {
				k++
			}
		}
		if k == 0 {
			return out
		}
		out = append(out, 1<<k)
	}
}

// bockDeal is where the next deal stands under Bock: its multiplier (1
// when it is no Bock deal) and its place in the oldest running round.
func (g Game) bockDeal(st *Standings) (mult, place int) {
	if len(st.BockQueue) == 0 {
		return 1, 0
	}
	// A round that began at a larger table counts its first deals
	// as its first place.
	return st.BockQueue[0], max(1, g.size()-st.BockRounds[0]+1)
}

// playBock uses up the deal just scored from the pending Bock rounds
// (unless used is false: a Pflichtsolo at a table where it uses up none)
// and adds a round if it fulfilled a trigger. A round is one deal by every
// seat, so as many deals as players sit at the table (five at a table of
// five, where each deals once and sits out once). Once the game is over,
// whatever is pending lapses.
func (g Game) playBock(st *Standings, triggered, used bool) {
	var rounds []int
	for i, left := range st.BockRounds {
		if used && (i == 0 || g.Rules.BockStack != BockQueued) {
			left--
		}
		if left > 0 {
			rounds = append(rounds, left)
		}
	}
	if triggered {
		rounds = append(rounds, g.size())
	}
	if st.Over {
		rounds = nil
	}
	st.BockRounds = rounds
	st.BockQueue = bockQueue(rounds, g.Rules.BockStack)
}

// TriggerText names a Bock trigger (TriggerTie, …), e.g. "120:120".
func TriggerText(id string) msg.Text { return bockReasons[id] }

// bockReasons names the triggers.
var bockReasons = map[string]msg.Text{
	TriggerTie:       {ID: "120:120"},
	TriggerLostCall:  {ID: "an announcement lost"},
	TriggerKontraWon: {ID: "Kontra announced and won"},
	TriggerSoloLost:  {ID: "a solo lost"},
	TriggerHeartTens: {ID: "both Herz-Zehnen in one trick"},
	TriggerReported:  {ID: "reported by the table"},
}

// BockDealText says that a deal was played under Bock and what that did,
// e.g. "Bock deal 2 of 4: every point counts twice.".
func BockDealText(step Step) msg.Text {
	if step.BockGameOnly {
		return bockGameText(step)
	}
	if step.Multiplier == 2 && step.BockRounds == 1 {
		return msg.T("Bock deal %d of %d: every point counts twice.",
			step.BockDeal, step.BockOf)
	}
	if step.Multiplier == 2 {
		return msg.T("Bock deal %d of %d, %d Bock rounds pending one after the other: every point counts twice.",
			step.BockDeal, step.BockOf, step.BockRounds)
	}
	return msg.T("Bock deal %d of %d with %d Bock rounds overlapping: every point counts %d times.",
		step.BockDeal, step.BockOf, step.BockRounds, step.Multiplier)
}

// bockGameText is BockDealText at a table where Bock multiplies the game
// points only.
func bockGameText(step Step) msg.Text {
	if step.Multiplier == 2 && step.BockRounds == 1 {
		return msg.T("Bock deal %d of %d: the game points count twice, the Sonderpunkte once.",
			step.BockDeal, step.BockOf)
	}
	if step.Multiplier == 2 {
		return msg.T("Bock deal %d of %d, %d Bock rounds pending one after the other: the game points count twice, the Sonderpunkte once.",
			step.BockDeal, step.BockOf, step.BockRounds)
	}
	return msg.T("Bock deal %d of %d with %d Bock rounds overlapping: the game points count %d times, the Sonderpunkte once.",
		step.BockDeal, step.BockOf, step.BockRounds, step.Multiplier)
}

// bockKeptText says that a Pflichtsolo used up no Bock deal.
func bockKeptText(place, of int) msg.Text {
	return msg.T("At this table a Pflichtsolo uses up no Bock deal: the next deal is still Bock deal %d of %d.", place, of)
}

// bockTriggerText says why a deal brings a Bock round and how it joins the
// rounds still pending; pending are the Bock deals left before it.
func bockTriggerText(g Game, triggers []string, pending int, over bool) msg.Text {
	var reasons []msg.Text
	for _, t := range triggers {
		reasons = append(reasons, bockReasons[t])
	}
	why := msg.Capital(msg.Concat(", ", reasons...))
	var then msg.Text
	switch {
	case over:
		then = msg.T("a Bock round would follow, but the game is over.")
	case pending == 0:
		then = msg.T("a Bock round of %d deals follows.", g.size())
	case g.Rules.BockStack == BockQueued:
		then = msg.T("a Bock round of %d deals follows after the %d Bock deals still pending.", g.size(), pending)
	default:
		then = msg.T("a Bock round of %d deals follows and doubles the %d Bock deals still pending once more.",
			g.size(), pending)
	}
	return msg.Concat(": ", why, then)
}

// bockLapseText says that the game ended with Bock deals pending.
func bockLapseText(pending int) msg.Text {
	if pending == 1 {
		return msg.T("The game is over; the Bock deal still pending lapses.")
	}
	return msg.T("The game is over; the %d Bock deals still pending lapse.", pending)
}

// bockRedealText says that a redeal leaves the pending Bock deals as they are.
func bockRedealText(mult, place, of int) msg.Text {
	return msg.T("A redeal uses up no Bock deal: the new deal is still Bock deal %d of %d, at ×%d.", place, of, mult)
}

// describeBock is the Bock part of Describe, e.g. "Bock rounds after
// 120:120, an announcement lost; Doppelbock when they overlap;".
func (r Rules) describeBock() msg.Text {
	var reasons []msg.Text
	for _, t := range []struct {
		on bool
		id string
	}{{r.BockTie, TriggerTie}, {r.BockLostCall, TriggerLostCall}, {r.BockKontraWon, TriggerKontraWon},
		{r.BockSoloLost, TriggerSoloLost}, {r.BockHeartTens, TriggerHeartTens}} {
		if t.on {
			reasons = append(reasons, bockReasons[t.id])
		}
	}
	how := msg.T("Doppelbock when they overlap;")
	if r.BockStack == BockQueued {
		how = msg.T("one after the other;")
	}
	var scope, pflicht msg.Text
	if r.BockScope == BockGame {
		scope = msg.T("Bock doubles the game points only;")
	}
	if r.BockPflichtFree && r.Pflichtsolo {
		pflicht = msg.T("a Pflichtsolo uses up no Bock deal;")
	}
	return msg.Join(msg.T("Bock rounds after %s,", msg.Concat(", ", reasons...)), how, scope, pflicht)
}
