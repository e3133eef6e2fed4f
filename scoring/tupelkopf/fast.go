package tupelkopf

import (
	"schreiber/rules/msg"
	"slices"
)

// takeFast checks a fast entry against its game and seats its parties in
// d: the winners of a normal game in the Alten's place, the soloist always
// as the Alten. What the entry's shape allows was checked by checkShape.
func (d *deal) takeFast(e Entry, r Rules, players int) error {
	if !r.DDV() {
		return msg.Errorf("kind", "The fast entry belongs to Doppelkopf under the DDV's points; enter Tupelkopf deals in full.")
	}
	for _, s := range e.Winners {
		if s >= players {
			return msg.Errorf("winners", "Seat %d does not exist at a table of %d.", s+1, players)
		}
		if d.party[s] == Out {
			return msg.Errorf("winners", "Seat %d deals and sits this deal out.", s+1)
		}
	}
	if e.Bock {
		if !r.bock() {
			return msg.Errorf("bock", "This game plays no Bock rounds.")
		}
		if !r.BockTie && !r.BockLostCall && !r.BockKontraWon && !r.BockHeartTens {
			return msg.Errorf("bock", "Here only a lost solo brings a Bock round, and the app sees that from who won.")
		}
	}
	d.fast, d.value, d.bock, d.soloBonus = true, e.Value, e.Bock, r.SoloBonus
	d.winner = Alten
	if len(e.Winners) == 3 {
		d.winner = Anderen
	}
	for s, p := range d.party {
		switch {
		case p == Out:
		case slices.Contains(e.Winners, s) == (d.winner == Alten):
			d.party[s] = Alten
		default:
			d.party[s] = Anderen
		}
	}
	for _, p := range d.party {
		if p != Out {
			d.size[p]++
		}
	}
	if d.size[Alten] == 1 {
		d.solo = slices.Index(d.party, Alten)
	}
	d.extras[d.winner], d.extras[d.winner.Other()] = e.ExtrasWon, e.ExtrasLost
	return nil
}

// scoreFast turns a fast entry into points: the value the table counted
// and a home rule's solo bonus for the winners, and each side's
// Sonderpunkte.
func scoreFast(d deal) Result {
	w := d.winner
	r := Result{Winner: w, Solo: d.size[Alten] == 1}
	add := func(p Party, rule string, pts int, t msg.Text) {
		if pts > 0 {
			r.Items = append(r.Items, Item{Party: p, Rule: rule, Bunkte: pts, Text: t, Ref: DDVRuleRef(rule)})
			r.Bunkte[p] += pts
		}
	}
	add(w, "fast-value", d.value, msg.T("the game's value as the table counted it"))
	if r.Solo {
		add(w, "solo-bonus", d.soloBonus, soloBonusText)
	}
	add(w, "fast-extras", d.extras[w], msg.T("Sonderpunkte of the winners"))
	add(w.Other(), "fast-extras", d.extras[w.Other()], msg.T("Sonderpunkte of the losers"))
	return r
}

// soloBonusText names the solo bonus item.
var soloBonusText = msg.T("solo bonus (home rule)")

// fastText explains a fast entry: what the table reported, how the value,
// the solo bonus and the Sonderpunkte make what each winner gets, and what
// Bock and a solo's threefold share make of it.
func fastText(g Game, d deal, r Result, step Step, head msg.Text) msg.Text {
	parts := []msg.Text{head, fastOutcome(g, d)}
	w := r.Winner
	net := r.Bunkte[w] - r.Bunkte[w.Other()]
	counted := []msg.Text{msg.T("The table counted %d", d.value)}
	if r.Solo && d.soloBonus > 0 {
		counted = append(counted, msg.T("solo bonus +%d (home rule) → %d", d.soloBonus, d.value+d.soloBonus))
	}
	if d.extras[Alten] > 0 || d.extras[Anderen] > 0 {
		counted = append(counted, msg.T("Sonderpunkte %d:%d → %s", d.extras[w], d.extras[w.Other()], num(net)))
	}
	sum := msg.Concat("; ", counted...)
	if r.Solo {
		parts = append(parts, msg.T("%s.", sum))
	} else {
		parts = append(parts, msg.T("%s for each winner.", sum))
	}
	if g.Rules.Tally == TallySplit && d.extras[w.Other()] > 0 {
		parts = append(parts, msg.T("Kept per party: winners %d, losers %d.",
			r.Bunkte[w], r.Bunkte[w.Other()]))
	}
	if m := step.Multiplier; m > 0 {
		b := g.Rules.bocked(r, m)
		if worth := b[w] - b[w.Other()]; r.Solo {
			parts = append(parts, BockDealText(step), msg.T("So the solo is worth %s.", num(worth)))
		} else {
			parts = append(parts, BockDealText(step), msg.T("So %s for each winner.", num(worth)))
		}
	}
	if r.Solo {
		parts = append(parts, msg.T("A solo counts three times for the soloist, once for each opponent (TSR 7.2.4)."))
	}
	parts = append(parts, ddvTail(g, d, step)...)
	return msg.Join(parts...)
}

// FastOutcome says who won a deal entered fast, e.g. "Entered fast: Anna
// and Bo won."; dealer is the deal's dealer. It is "" for a full entry and
// for an entry that does not fit the game.
func (g Game) FastOutcome(e Entry, dealer int) msg.Text {
	if !e.Fast() {
		return msg.Text{}
	}
	d, err := check(e, g.Rules, len(g.Players), g.Active(dealer), nil)
	if err != nil {
		return msg.Text{}
	}
	return fastOutcome(g, d)
}

// fastOutcome says who won a deal entered fast: the winners of a normal
// game, or the soloist and whether the solo was won.
func fastOutcome(g Game, d deal) msg.Text {
	w := d.winner
	winners := playerList(g, d, w)
	switch {
	case d.size[Alten] != 1:
		return msg.T("Entered fast: %s won.", winners)
	case w == Alten:
		return msg.T("Entered fast: %s played a solo and won it.", g.Players[d.solo])
	}
	return msg.T("Entered fast: %s played a solo and lost it to %s.", g.Players[d.solo], winners)
}

// playerList names the players of party p, "Anna and Bo" or "Anna, Bo and
// Cai".
func playerList(g Game, d deal, p Party) msg.Text {
	var who []string
	for s, q := range d.party {
		if q == p {
			who = append(who, g.Players[s])
		}
	}
	return msg.Names(who...)
}
