package tupelkopf

import (
	"fmt"
	"schreiber/rules/msg"
	"strings"
)

// ddvText explains a deal scored under the DDV's tournament rules in full
// sentences: the parties and their Augen, what each needed and whether it
// got there, every point with its rule, the netting and every change.
func ddvText(g Game, d deal, e Entry, r Result, step Step, head msg.Text) msg.Text {
	parts := []msg.Text{head}
	kind := DDVTypeLabel(e.Type)
	switch {
	case e.Type == Hochzeit && r.Solo:
		kind = msg.T("Hochzeit played alone, counted as a solo")
	case e.Type == StilleHochzeit:
		kind = msg.T("silent Hochzeit, counted as a solo")
	case e.Type == ArmutGespielt:
		kind = msg.T("Armut played (home rule: the poor player and the taker are the Re party)")
	}
	re, kontra := names(g, d, Alten), names(g, d, Anderen)
	parts = append(parts, msg.T("%s; the Re party (%s) took %d Augen, the Kontra party (%s) %d.",
		kind, re, d.sunkte[Alten], kontra, d.sunkte[Anderen]))
	if d.noTrick[Alten] || d.noTrick[Anderen] {
		p := Alten
		if d.noTrick[Anderen] {
			p = Anderen
		}
		parts = append(parts, partyText(p, "%s took no trick."))
	} else if e.ZeroTrick {
		parts = append(parts, msg.T("The party without Augen took a trick all the same, so it was not played schwarz."))
	}
	if d.heartTens && !(g.Rules.bock() && g.Rules.BockHeartTens) {
		parts = append(parts, msg.T("Both Herz-Zehnen fell in one trick."))
	}
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, targetText(d, p, r.Targets[p]))
	}
	switch r.Winner {
	case NoParty:
		parts = append(parts, msg.T("Neither party reached its goal, so nobody wins; only the points of TSR 7.2.2 (a), (e) and (f) and the Sonderpunkte count (7.1.3)."))
	default:
		parts = append(parts, partyText(r.Winner, "So %s wins."))
	}
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, pointsText(r, p))
	}
	if g.Rules.Tally == TallySplit {
		parts = append(parts, msg.T("Kept per party: Re %d, Kontra %d.", r.Bunkte[Alten], r.Bunkte[Anderen]))
	} else {
		net := r.Bunkte[Alten] - r.Bunkte[Anderen]
		switch {
		case net > 0:
			parts = append(parts, msg.T("Netted: %d for the Re party.", net))
		case net < 0:
			parts = append(parts, msg.T("Netted: %d for the Kontra party.", -net))
		default:
			parts = append(parts, msg.T("Netted: the points cancel out."))
		}
	}
	if r.Solo {
		parts = append(parts, msg.T("A solo has no Sonderpunkte and counts three times for the soloist, once for each opponent (TSR 7.2.4)."))
	}
	if step.Multiplier > 0 {
		parts = append(parts, BockDealText(step))
	}
	parts = append(parts, ddvTail(g, d, step)...)
	return msg.Join(parts...)
}

// ddvTail ends the explanation of a deal under the DDV scoring, full or
// fast: what a solo means for the Pflichtsolo, who sat out, and every
// player's change.
func ddvTail(g Game, d deal, step Step) []msg.Text {
	parts := soloText(g, d.solo, step.SoloKind)
	for s, p := range d.party {
		if p == Out && g.seated(s) {
			parts = append(parts, msg.T("%s sits out and scores nothing (TSR 10.1.2).", g.Players[s]))
		}
	}
	var moves []string
	for s, v := range step.Delta {
		if v != 0 {
			moves = append(moves, fmt.Sprintf("%s %s → %s", g.Players[s], signed(v), num(step.Scores[s])))
		}
	}
	if len(moves) > 0 {
		parts = append(parts, msg.T("%s.", strings.Join(moves, ", ")))
	}
	return parts
}

// DDVTypeLabel names a game type as the DDV's rules call it (TSR 2.3.3):
// the Trumpfsolo is the Farbsolo in Karo, a Farbenersatzsolo a Farbsolo in
// another suit. The Knochenloser keeps the name the entry form gives it, so
// that a deal reads back as the table entered it (the TSR's Fleischloser).
func DDVTypeLabel(t GameType) msg.Text {
	switch t {
	case TrumpfSolo:
		return msg.T("Farbsolo in Karo (Trumpfsolo)")
	case FarbenersatzSolo:
		return msg.T("Farbsolo in Kreuz, Pik or Herz")
	case Armut:
		return msg.T("redeal")
	}
	return TypeLabel(t)
}

// partyText fills a party's name into a sentence; a sentence that starts
// with the name gets it capitalized.
func partyText(p Party, id string) msg.Text {
	if strings.HasPrefix(id, "%s") {
		return msg.T(id, partyDDVStart[p])
	}
	return msg.T(id, partyDDV[p])
}

// targetText says what a party needed, by which case of TSR 7.1 and why,
// and whether it reached it.
func targetText(d deal, p Party, t Target) msg.Text {
	section := 1 + int(p) // 7.1.1 for the Re party, 7.1.2 for the Kontra party
	var need msg.Text
	switch {
	case t.AllTricks:
		need = msg.T("every trick")
	case t.OneTrick:
		need = msg.T("a single trick")
	default:
		need = msg.T("%d Augen", t.Augen)
	}
	var why msg.Text
	switch t.Case {
	case 1:
		why = msg.T("nothing announced")
	case 2:
		why = msg.T("only Re announced")
	case 3:
		why = msg.T("Re and Kontra announced")
	case 4:
		why = msg.T("only Kontra announced")
	case 5, 6:
		why = msg.T("its own %s", stageName(d.stage[p], 2, p))
	default:
		why = msg.T("the opponents' %s", stageName(d.stage[p.Other()], 2, p.Other()))
	}
	done := msg.T("fell short")
	if t.Reached {
		done = msg.T("got there")
	}
	return msg.T("%s needed %s (%s; TSR 7.1.%d no. %d) and %s.", partyDDVStart[p], need, why, section, t.Case, done)
}

// pointsText lists a party's points of the deal.
func pointsText(r Result, p Party) msg.Text {
	var items []msg.Text
	for _, it := range r.Items {
		if it.Party == p {
			items = append(items, msg.T("%s +%d", it.Text, it.Bunkte))
		}
	}
	if len(items) == 0 {
		return partyText(p, "No points for %s.")
	}
	return msg.T("Points for %s: %s; %d in all.", partyDDV[p], msg.Concat(", ", items...), r.Bunkte[p])
}

// soloText says what a Pflichtsolo or Lustsolo of the soloist's seat
// means for the next deal.
func soloText(g Game, soloist int, kind string) []msg.Text {
	if kind == "" {
		return nil
	}
	name := g.Players[soloist]
	switch kind {
	case SoloPflicht:
		return []msg.Text{msg.T("This was %s's Pflichtsolo: the same dealer deals again (TSR 4.2.5).", name)}
	case SoloVorgefuehrt:
		return []msg.Text{msg.T("This was %s's Pflichtsolo, vorgeführt: the deal moves on (TSR 4.2.3, 4.2.5).", name)}
	}
	return []msg.Text{msg.T("A Lustsolo, since %s has played the Pflichtsolo: the deal moves on (TSR 4.3).", name)}
}
