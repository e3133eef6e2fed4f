package tupelkopf

import (
	"fmt"
	"strings"

	"schreiber/scoring"
)

// ddvText explains a deal scored under the DDV's tournament rules in full
// sentences: the parties and their Augen, what each needed and whether it
// got there, every point with its rule, the netting and every change.
func ddvText(g Game, d deal, e Entry, r Result, step Step, head scoring.Text) scoring.Text {
	parts := []scoring.Text{head}
	kind := DDVTypeLabel(e.Type)
	switch {
	case e.Type == Hochzeit && r.Solo:
		kind = scoring.T("Hochzeit played alone, counted as a solo", "Hochzeit allein gespielt, zählt als Solo")
	case e.Type == StilleHochzeit:
		kind = scoring.T("silent Hochzeit, counted as a solo", "stille Hochzeit, zählt als Solo")
	case e.Type == ArmutGespielt:
		kind = scoring.T("Armut played (home rule: the poor player and the taker are the Re party)",
			"Armut gespielt (Hausregel: der arme Spieler und der Übernehmer sind die Re-Partei)")
	}
	re, kontra := names(g, d, Alten), names(g, d, Anderen)
	parts = append(parts, scoring.Text{
		EN: fmt.Sprintf("%s; the Re party (%s) took %d Augen, the Kontra party (%s) %d.",
			kind.EN, re, d.sunkte[Alten], kontra, d.sunkte[Anderen]),
		DE: fmt.Sprintf("%s; die Re-Partei (%s) hat %d Augen, die Kontra-Partei (%s) %d.",
			kind.DE, re, d.sunkte[Alten], kontra, d.sunkte[Anderen]),
	})
	if d.noTrick[Alten] || d.noTrick[Anderen] {
		p := Alten
		if d.noTrick[Anderen] {
			p = Anderen
		}
		parts = append(parts, partyText(p, "%s took no trick.", "%s bekam keinen Stich."))
	} else if e.ZeroTrick {
		parts = append(parts, scoring.T("The party without Augen took a trick all the same, so it was not played schwarz.",
			"Die Partei ohne Augen bekam trotzdem einen Stich, also wurde sie nicht schwarz gespielt."))
	}
	if d.heartTens && !(g.Rules.bock() && g.Rules.BockHeartTens) {
		parts = append(parts, scoring.T("Both Herz-Zehnen fell in one trick.", "Beide Herz-Zehnen fielen in einem Stich."))
	}
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, targetText(d, p, r.Targets[p]))
	}
	switch r.Winner {
	case NoParty:
		parts = append(parts, scoring.T("Neither party reached its goal, so nobody wins; only the points of TSR 7.2.2 (a), (e) and (f) and the Sonderpunkte count (7.1.3).",
			"Keine Partei hat ihr Ziel erreicht, also gewinnt keine; es zählen nur die Punkte aus TSR 7.2.2 (a), (e) und (f) und die Sonderpunkte (7.1.3)."))
	default:
		parts = append(parts, partyText(r.Winner, "So %s wins.", "Also gewinnt %s."))
	}
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, pointsText(r, p))
	}
	if g.Rules.Tally == TallySplit {
		parts = append(parts, scoring.T("Kept per party: Re %d, Kontra %d.",
			"Je Partei angeschrieben: Re %d, Kontra %d.", r.Bunkte[Alten], r.Bunkte[Anderen]))
	} else {
		net := r.Bunkte[Alten] - r.Bunkte[Anderen]
		switch {
		case net > 0:
			parts = append(parts, scoring.T("Netted: %d for the Re party.", "Verrechnet: %d für die Re-Partei.", net))
		case net < 0:
			parts = append(parts, scoring.T("Netted: %d for the Kontra party.", "Verrechnet: %d für die Kontra-Partei.", -net))
		default:
			parts = append(parts, scoring.T("Netted: the points cancel out.", "Verrechnet: die Punkte heben sich auf."))
		}
	}
	if r.Solo {
		parts = append(parts, scoring.T("A solo has no Sonderpunkte and counts three times for the soloist, once for each opponent (TSR 7.2.4).",
			"Ein Solo hat keine Sonderpunkte und zählt für den Solisten dreifach, für jeden Gegenspieler einfach (TSR 7.2.4)."))
	}
	if step.Multiplier > 0 {
		parts = append(parts, BockDealText(step))
	}
	parts = append(parts, ddvTail(g, d, step)...)
	return scoring.Join(parts...)
}

// ddvTail ends the explanation of a deal under the DDV scoring, full or
// fast: what a solo means for the Pflichtsolo, who sat out, and every
// player's change.
func ddvTail(g Game, d deal, step Step) []scoring.Text {
	parts := soloText(g, d.solo, step.SoloKind)
	for s, p := range d.party {
		if p == Out {
			parts = append(parts, scoring.T("%s sits out and scores nothing (TSR 10.1.2).",
				"%s setzt aus und bekommt keine Punkte (TSR 10.1.2).", g.Players[s]))
		}
	}
	var moves []string
	for s, v := range step.Delta {
		if v != 0 {
			moves = append(moves, fmt.Sprintf("%s %s → %s", g.Players[s], signed(v), num(step.Scores[s])))
		}
	}
	if len(moves) > 0 {
		parts = append(parts, scoring.T("%s.", "%s.", strings.Join(moves, ", ")))
	}
	return parts
}

// DDVTypeLabel names a game type as the DDV's rules call it (TSR 2.3.3):
// the Trumpfsolo is the Farbsolo in Karo, a Farbenersatzsolo a Farbsolo in
// another suit, the Knochenloser the Fleischloser.
func DDVTypeLabel(t GameType) scoring.Text {
	switch t {
	case TrumpfSolo:
		return scoring.T("Farbsolo in Karo (Trumpfsolo)", "Farbsolo in Karo (Trumpfsolo)")
	case FarbenersatzSolo:
		return scoring.T("Farbsolo in Kreuz, Pik or Herz", "Farbsolo in Kreuz, Pik oder Herz")
	case Knochenloser:
		return scoring.T("Fleischloser", "Fleischloser")
	case Armut:
		return scoring.T("redeal", "neu gegeben")
	}
	return TypeLabel(t)
}

// partyText fills a party's name into a sentence in each language.
func partyText(p Party, en, de string) scoring.Text {
	return scoring.Text{EN: upper(fmt.Sprintf(en, partyDDV[p].EN)), DE: upper(fmt.Sprintf(de, partyDDV[p].DE))}
}

// upper capitalizes a sentence that starts with a party's name.
func upper(s string) string {
	if strings.HasPrefix(s, "the ") {
		return "The " + s[4:]
	}
	if strings.HasPrefix(s, "die ") {
		return "Die " + s[4:]
	}
	return s
}

// targetText says what a party needed, by which case of TSR 7.1 and why,
// and whether it reached it.
func targetText(d deal, p Party, t Target) scoring.Text {
	section := 1 + int(p) // 7.1.1 for the Re party, 7.1.2 for the Kontra party
	var need [2]string
	switch {
	case t.AllTricks:
		need = [2]string{"every trick", "alle Stiche"}
	case t.OneTrick:
		need = [2]string{"a single trick", "einen Stich"}
	default:
		need = [2]string{fmt.Sprintf("%d Augen", t.Augen), fmt.Sprintf("%d Augen", t.Augen)}
	}
	var why [2]string
	switch t.Case {
	case 1:
		why = [2]string{"nothing announced", "nichts angesagt"}
	case 2:
		why = [2]string{"only Re announced", "nur Re angesagt"}
	case 3:
		why = [2]string{"Re and Kontra announced", "Re und Kontra angesagt"}
	case 4:
		why = [2]string{"only Kontra announced", "nur Kontra angesagt"}
	case 5, 6:
		name := stageName(d.stage[p], 2, p)
		why = [2]string{"its own " + name, "eigene Absage " + name}
	default:
		name := stageName(d.stage[p.Other()], 2, p.Other())
		why = [2]string{"the opponents' " + name, "Absage " + name + " der Gegenpartei"}
	}
	done := [2]string{"fell short", "hat es verfehlt"}
	if t.Reached {
		done = [2]string{"got there", "hat es geschafft"}
	}
	return scoring.Text{
		EN: upper(fmt.Sprintf("%s needed %s (%s; TSR 7.1.%d no. %d) and %s.", partyDDV[p].EN, need[0], why[0], section, t.Case, done[0])),
		DE: upper(fmt.Sprintf("%s brauchte %s (%s; TSR 7.1.%d Nr. %d) und %s.", partyDDV[p].DE, need[1], why[1], section, t.Case, done[1])),
	}
}

// pointsText lists a party's points of the deal.
func pointsText(r Result, p Party) scoring.Text {
	var en, de []string
	for _, it := range r.Items {
		if it.Party == p {
			en = append(en, fmt.Sprintf("%s +%d", it.Text.EN, it.Bunkte))
			de = append(de, fmt.Sprintf("%s +%d", it.Text.DE, it.Bunkte))
		}
	}
	if len(en) == 0 {
		return partyText(p, "No points for %s.", "Keine Punkte für %s.")
	}
	return scoring.Text{
		EN: fmt.Sprintf("Points for %s: %s; %d in all.", partyDDV[p].EN, strings.Join(en, ", "), r.Bunkte[p]),
		DE: fmt.Sprintf("Punkte für %s: %s; zusammen %d.", partyDDV[p].DE, strings.Join(de, ", "), r.Bunkte[p]),
	}
}

// soloText says what a Pflichtsolo or Lustsolo of the soloist's seat
// means for the next deal.
func soloText(g Game, soloist int, kind string) []scoring.Text {
	if kind == "" {
		return nil
	}
	name := g.Players[soloist]
	switch kind {
	case SoloPflicht:
		return []scoring.Text{scoring.T("This was %s's Pflichtsolo: the same dealer deals again (TSR 4.2.5).",
			"Das war das Pflichtsolo von %s: derselbe Geber gibt noch einmal (TSR 4.2.5).", name)}
	case SoloVorgefuehrt:
		return []scoring.Text{scoring.T("This was %s's Pflichtsolo, vorgeführt: the deal moves on (TSR 4.2.3, 4.2.5).",
			"Das war das vorgeführte Pflichtsolo von %s: der nächste Spieler gibt (TSR 4.2.3, 4.2.5).", name)}
	}
	return []scoring.Text{scoring.T("A Lustsolo, since %s has played the Pflichtsolo: the deal moves on (TSR 4.3).",
		"Ein Lustsolo, denn %s hat das Pflichtsolo schon gespielt: der nächste Spieler gibt (TSR 4.3).", name)}
}
