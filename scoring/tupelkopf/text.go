package tupelkopf

import (
	"fmt"
	"schreiber/rules/msg"
	"strings"
)

// TypeLabel names a game type for people.
func TypeLabel(t GameType) msg.Text {
	switch t {
	case Normal:
		return msg.T("normal game")
	case TrumpfSolo:
		return msg.T("Trumpfsolo")
	case BubenDamenSolo:
		return msg.T("Bubendamensolo")
	case DamenSolo:
		return msg.T("Damensolo")
	case BubenSolo:
		return msg.T("Bubensolo")
	case FarbenersatzSolo:
		return msg.T("Farbenersatzsolo")
	case Knochenloser:
		return msg.T("Knochenloser")
	case Hochzeit:
		return msg.T("Hochzeit")
	case StilleHochzeit:
		return msg.T("silent Hochzeit")
	case Schieben:
		return msg.T("Schieben")
	case Armut:
		return msg.T("Armut (redeal)")
	case ArmutGespielt:
		return msg.T("Armut played")
	}
	return msg.T("unknown game")
}

// names lists the players of party p, e.g. "Anna, Bo".
func names(g Game, d deal, p Party) string {
	var out []string
	for s, q := range d.party {
		if q == p {
			out = append(out, g.Players[s])
		}
	}
	return strings.Join(out, ", ")
}

// signed writes a change with its sign, e.g. "+3" or "−2".
func signed(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprintf("+%d", v)
}

// dealText explains a scored deal in full sentences.
func dealText(g Game, d deal, e Entry, r Result, step Step, head msg.Text) msg.Text {
	parts := []msg.Text{head}
	kind := TypeLabel(e.Type)
	if r.Solo && !e.Type.IsSolo() {
		kind = msg.T("silent Hochzeit played alone, counted as a solo")
	}
	alten, anderen := names(g, d, Alten), names(g, d, Anderen)
	parts = append(parts, msg.T("%s; the Elders (%s) took %d card points, the Others (%s) %d.",
		kind, alten, d.sunkte[Alten], anderen, d.sunkte[Anderen]))
	parts = append(parts, winnerText(d, r))
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, itemsText(r, p))
	}
	if g.Rules.Tally == TallySplit {
		parts = append(parts, msg.T("Kept per party: Elders %d, Others %d.", r.Bunkte[Alten], r.Bunkte[Anderen]))
	} else {
		net := r.Bunkte[Alten] - r.Bunkte[Anderen]
		switch {
		case net > 0:
			parts = append(parts, msg.T("Netted: %d for the Elders.", net))
		case net < 0:
			parts = append(parts, msg.T("Netted: %d for the Others.", -net))
		default:
			parts = append(parts, msg.T("Netted: the Bunkte cancel out."))
		}
	}
	if d.size[Alten] != d.size[Anderen] {
		if r.Solo {
			parts = append(parts, msg.T("A solo counts %d-fold for the soloist.", 2*d.n-1))
		} else if g.Rules.Share == SharePairwise {
			parts = append(parts, msg.T("The parties differ in size: every player settles with every opponent."))
		} else {
			parts = append(parts, msg.T("The parties differ in size: the smaller party carries the balance."))
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
	return msg.Join(parts...)
}

// winnerText says who won the deal and why.
func winnerText(d deal, r Result) msg.Text {
	half := 60 * d.n
	switch {
	case r.Winner == NoParty:
		return msg.T("Both parties failed an announcement, so neither wins; each is paid for the other's announcements.")
	case !d.fulfilled(r.Winner.Other()):
		l := r.Winner.Other()
		return msg.T("The %s failed their announcement (%s), so the %s win.",
			partyName[l], stageName(d.stage[l], d.n, l), partyName[r.Winner])
	case r.Winner == Alten:
		return msg.T("More than %d: the Elders win.", half)
	case d.sunkte[Alten] == half:
		return msg.T("A tie at %d goes to the Others.", half)
	}
	return msg.T("The Elders did not pass %d: the Others win.", half)
}

// itemsText lists a party's Bunkte of the deal.
func itemsText(r Result, p Party) msg.Text {
	var items []msg.Text
	for _, it := range r.Items {
		if it.Party == p {
			items = append(items, msg.T("%s +%d", it.Text, it.Bunkte))
		}
	}
	if len(items) == 0 {
		return msg.T("No Bunkte for the %s.", partyName[p])
	}
	return msg.T("Bunkte for the %s: %s; %d in all.", partyName[p], msg.Concat(", ", items...), r.Bunkte[p])
}

// num writes a score with a true minus sign, e.g. "−6".
func num(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprint(v)
}
