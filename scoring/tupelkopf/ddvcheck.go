package tupelkopf

import (
	"schreiber/rules/msg"
	"slices"
)

// ddvAugen are the Augen of a Doppelkopf deck (TSR 2.2.2).
const ddvAugen = 240

// ddvSoloScored reports whether a deal of this type with this many players
// in the Re party is scored as a solo (TSR 7.2.4): every announced solo, a
// silent Hochzeit (4.4.5), and a Hochzeit whose player took the first three
// tricks and so played on alone (4.4.3 b).
func ddvSoloScored(t GameType, re int) bool {
	return t.IsSolo() || t == StilleHochzeit || (t == Hochzeit && re == 1)
}

// partyDDV names a party under the DDV scoring.
var partyDDV = [2]msg.Text{
	{ID: "the Re party"},
	{ID: "the Kontra party"},
}

// partyDDVStart names a party at the start of a sentence.
var partyDDVStart = [2]msg.Text{
	{ID: "The Re party"},
	{ID: "The Kontra party"},
}

// checkDDV checks the game type and the size of the Re party of a deal
// under the DDV scoring and the table's home rules, and that a deal scored
// as a solo carries no Sonderpunkte (TSR 7.2.3: only normal games have
// them).
func checkDDV(e Entry, r Rules, re int) error {
	switch e.Type {
	case Schieben:
		return msg.Errorf("type", "Schieben is not played under the DDV rules.")
	case BubenDamenSolo:
		return msg.Errorf("type", "The DDV rules know no Bubendamensolo (TSR 2.3.3).")
	case ArmutGespielt:
		if !r.Armut {
			return msg.Errorf("type", "This table does not play Armut: switch the home rule on, or enter the Armut as a redeal.")
		}
		if re != 2 {
			return msg.Errorf("alten", "In an Armut the Re party is the poor player and the one who took the trumps.")
		}
		return nil
	}
	switch {
	case e.Type.IsSolo() || e.Type == StilleHochzeit:
		if re != 1 {
			return msg.Errorf("alten", "The soloist alone is the Re party.")
		}
	case e.Type == Hochzeit:
		if re < 1 || re > 2 {
			return msg.Errorf("alten", "After a Hochzeit the Re party is the Hochzeiter and a partner, or the Hochzeiter alone.")
		}
	default:
		if re != 2 {
			return msg.Errorf("alten", "In a normal game the Re party is the two players with a Kreuz-Dame.")
		}
	}
	if !ddvSoloScored(e.Type, re) {
		return nil
	}
	extras := []struct {
		field string
		set   bool
	}{
		{"alten_tupelkoepfe", e.AltenTupelkoepfe > 0}, {"anderen_tupelkoepfe", e.AnderenTupelkoepfe > 0},
		{"alten_foxes", e.AltenFoxes > 0}, {"anderen_foxes", e.AnderenFoxes > 0}, {"karlchen", e.Karlchen != ""},
	}
	for _, x := range extras {
		if x.set {
			return msg.Errorf(x.field, "A solo has no Sonderpunkte (Doppelkopf, fox, Karlchen): they count in normal games only (TSR 7.2.3).")
		}
	}
	return nil
}

// countsDDV checks and takes over the Augen, announcements and Sonderpunkte
// of a Doppelkopf deal.
func (d *deal) countsDDV(e Entry, reach []bool) error {
	s := *e.Sunkte
	if s > ddvAugen {
		return msg.Errorf("sunkte", "There are only 240 Augen in the cards.")
	}
	if !reach[s] {
		return msg.Errorf("sunkte", "No set of cards is worth %d Augen; the cards count 0, 2, 3, 4, 10 and 11.", s)
	}
	if e.ZeroTrick && d.minTrick > 0 {
		return msg.Errorf("zero_trick", "Without nines every trick holds at least %d Augen, so none is worth nothing.", d.minTrick)
	}
	if e.ZeroTrick && s != 0 && s != ddvAugen {
		return msg.Errorf("zero_trick", "A trick without Augen matters only when one party has no Augen at all.")
	}
	if low := min(s, ddvAugen-s); low > 0 && low < d.minTrick {
		return msg.Errorf("sunkte", "Without nines every trick holds at least %d Augen: a party with a trick has %d or more, so %d:%d cannot be.",
			d.minTrick, d.minTrick, s, ddvAugen-s)
	}
	d.take(e, s, ddvAugen)
	for p := range 2 {
		field := [2]string{"alten_tupelkoepfe", "anderen_tupelkoepfe"}[p]
		if d.tupel[p]*40 > d.sunkte[p] {
			return partyErrorf(field, Party(p), "%[1]d Doppelköpfe need at least %[2]d Augen; %[4]s has %[3]d.",
				d.tupel[p], d.tupel[p]*40, d.sunkte[p])
		}
		field = [2]string{"alten_foxes", "anderen_foxes"}[p]
		if d.foxes[p]*11 > d.sunkte[p] {
			return partyErrorf(field, Party(p), "Each fox is worth 11 Augen: %[1]d foxes need %[2]d; %[4]s has %[3]d.",
				d.foxes[p], d.foxes[p]*11, d.sunkte[p])
		}
	}
	if k := d.tupel[Alten] + d.tupel[Anderen]; k > d.tricks {
		return msg.Errorf("anderen_tupelkoepfe", "A deal has only %d tricks.", d.tricks)
	} else if need := 40*k + d.minTrick*(d.tricks-k); need > ddvAugen {
		return msg.Errorf("anderen_tupelkoepfe", "Without nines every trick holds at least %d Augen: %d Doppelköpfe and the other %d tricks need %d Augen; the cards hold 240.",
			d.minTrick, k, d.tricks-k, need)
	}
	if d.foxes[Alten]+d.foxes[Anderen] > 2 {
		return msg.Errorf("anderen_foxes", "There are only 2 foxes (Karo-Asse) in the cards.")
	}
	if d.karl >= 0 && d.sunkte[d.karl] < 2 {
		return msg.Errorf("karlchen", "Karlchen needs the last trick with a Kreuz-Bube, worth 2 Augen at least.")
	}
	return nil
}

// partyErrorf is msg.Errorf for a message that names party p: its name
// is the argument after args.
func partyErrorf(field string, p Party, id string, args ...any) error {
	return &msg.FieldError{Field: field, Msg: msg.T(id, append(slices.Clone(args), partyDDV[p])...)}
}
