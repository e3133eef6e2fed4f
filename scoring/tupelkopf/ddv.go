package tupelkopf

import "schreiber/rules/msg"

// Target is what a party needed to win a deal under the DDV's tournament
// rules, TSR 7.1.1 (the Re party) and 7.1.2 (the Kontra party).
type Target struct {
	Augen     int  `json:"augen,omitempty"`      // Augen needed; 0 when tricks decide
	AllTricks bool `json:"all_tricks,omitempty"` // every trick: the party itself said schwarz
	OneTrick  bool `json:"one_trick,omitempty"`  // a single trick: the opponents said schwarz
	Case      int  `json:"case"`                 // the case's number in TSR 7.1.1 or 7.1.2, 1 to 8
	Reached   bool `json:"reached"`
}

// absageMark is the Augen an Absage of the given stage (2 keine 90, 3 keine
// 60, 4 keine 30) says the opponents will stay below (TSR 6.3.1).
func absageMark(stage int) int { return [...]int{0, 0, 90, 60, 30}[stage] }

// againstMark is the Augen a party must reach against the opponents' Absage
// of the given stage (2 to 5) to earn a point for it (TSR 7.2.2 e and f):
// 120 against keine 90, 90 against keine 60, 60 against keine 30, 30
// against schwarz.
func againstMark(stage int) int { return 180 - 30*stage }

// target works out what party p needed, following the cases of TSR 7.1.1
// and 7.1.2 in their order of strength: the party's own Absage binds it
// (cases 5 and 6); otherwise an Absage of the opponents lowers what it
// needs (7 and 8); otherwise Re and Kontra decide between 121 and 120 (1 to 4).
func (d deal) target(p Party) Target {
	own, opp := d.stage[p], d.stage[p.Other()]
	var t Target
	switch {
	case own == 5:
		t = Target{AllTricks: true, Case: 6}
	case own >= 2:
		t = Target{Augen: ddvAugen - absageMark(own) + 1, Case: 5}
	case opp == 5:
		t = Target{OneTrick: true, Case: 8}
	case opp >= 2:
		t = Target{Augen: absageMark(opp), Case: 7}
	default:
		re, kontra := d.stage[Alten] == 1, d.stage[Anderen] == 1
		switch {
		case re && kontra:
			t.Case = 3
		case re:
			t.Case = 2
		case kontra:
			t.Case = 4
		default:
			t.Case = 1
		}
		// The Re party needs 121 and the Kontra party 120, the other way
		// round when only Kontra was said: saying it draws the game to you.
		t.Augen = 121
		if (p == Anderen) != (t.Case == 4) {
			t.Augen = 120
		}
	}
	switch {
	case t.AllTricks:
		t.Reached = d.noTrick[p.Other()]
	case t.OneTrick:
		t.Reached = !d.noTrick[p]
	default:
		t.Reached = d.sunkte[p] >= t.Augen
	}
	return t
}

// ddvRuleBelow names the point for the losers staying below 90, 60, 30.
var ddvRuleBelow = [3]string{"ddv-below90", "ddv-below60", "ddv-below30"}

// scoreDDV works out a deal's points under TSR 7.1 and 7.2.
func scoreDDV(d deal) Result {
	r := Result{Winner: NoParty, Solo: ddvSoloScored(d.typ, d.size[Alten])}
	add := func(p Party, rule string, pts int, t msg.Text) {
		if pts > 0 {
			r.Items = append(r.Items, Item{Party: p, Rule: rule, Bunkte: pts, Text: t, Ref: DDVRuleRef(rule)})
			r.Bunkte[p] += pts
		}
	}
	r.Targets = []Target{d.target(Alten), d.target(Anderen)}
	switch {
	case r.Targets[Alten].Reached:
		r.Winner = Alten
	case r.Targets[Anderen].Reached:
		r.Winner = Anderen
	}
	if r.Winner != NoParty {
		w := r.Winner
		add(w, "ddv-won", 1, msg.T("won"))
		d.belowPoints(w, add)
		if d.stage[Alten] >= 1 {
			add(w, "ddv-re", 2, msg.T("Re announced"))
		}
		if d.stage[Anderen] >= 1 {
			add(w, "ddv-kontra", 2, msg.T("Kontra announced"))
		}
		for _, p := range []Party{Alten, Anderen} {
			if d.stage[p] >= 2 {
				list := callList(2, d.stage[p], 2, p)
				add(w, ddvRuleAbsagen[p], d.stage[p]-1, msg.T(
					[2]string{"%s announced by the Re party", "%s announced by the Kontra party"}[p], list))
			}
		}
	} else {
		// TSR 7.1.3: nobody won, so only 7.2.2 (a), (e), (f) and the
		// Sonderpunkte count; each party is paid for what it achieved.
		d.belowPoints(Alten, add)
		d.belowPoints(Anderen, add)
	}
	for _, p := range []Party{Alten, Anderen} {
		var reached []msg.Text
		for s := 2; s <= d.stage[p.Other()]; s++ {
			if d.sunkte[p] >= againstMark(s) {
				reached = append(reached, msg.T("%d against %s", againstMark(s), stageName(s, 2, p.Other())))
			}
		}
		if len(reached) > 0 {
			add(p, ddvRuleAgainst[p], len(reached), msg.T("Augen reached: %s", msg.Concat(", ", reached...)))
		}
	}
	if r.Solo {
		// A home rule's bonus raises what the winner of a solo gets; a
		// solo that nobody won has no value to raise.
		if r.Winner != NoParty {
			add(r.Winner, "solo-bonus", d.soloBonus, soloBonusText)
		}
		return r
	}
	if r.Winner == Anderen {
		add(Anderen, "ddv-gegen-die-alten", 1, msg.T("won against the Kreuz-Damen (gegen die Alten)"))
	}
	for _, p := range []Party{Alten, Anderen} {
		add(p, "ddv-doppelkopf", d.tupel[p], msg.T("Doppelkopf (a trick of 40 Augen or more)"))
		add(p, "ddv-fox", d.foxes[p], msg.T("fox (Karo-Ass) of the opponents caught"))
		if d.karl == int(p) {
			add(p, "ddv-karlchen", 1, msg.T("Karlchen took the last trick"))
		}
	}
	return r
}

// ddvRuleAbsagen and ddvRuleAgainst name the points for each party's
// Absagen (TSR 7.2.2 c, d) and for Augen reached against them (e, f).
var (
	ddvRuleAbsagen = [2]string{"ddv-re-absagen", "ddv-kontra-absagen"}
	ddvRuleAgainst = [2]string{"ddv-re-against", "ddv-kontra-against"}
)

// belowPoints gives party p a point for each of 90, 60 and 30 its
// opponents stayed below, and one if they took no trick (TSR 7.2.2 a).
func (d deal) belowPoints(p Party, add func(Party, string, int, msg.Text)) {
	o := p.Other()
	for i, mark := range []int{90, 60, 30} {
		if d.sunkte[o] < mark {
			add(p, ddvRuleBelow[i], 1, msg.T("below %d (%s has %d)", mark, partyDDV[o], d.sunkte[o]))
		}
	}
	if d.noTrick[o] {
		add(p, "ddv-schwarz", 1, msg.T("schwarz (%s took no trick)", partyDDV[o]))
	}
}
