package tupelkopf

import (
	"fmt"
	"strings"

	"schreiber/scoring"
)

// TypeLabel names a game type for people.
func TypeLabel(t GameType) scoring.Text {
	switch t {
	case Normal:
		return scoring.T("normal game", "Normalspiel")
	case TrumpfSolo:
		return scoring.T("Trumpfsolo", "Trumpfsolo")
	case BubenDamenSolo:
		return scoring.T("Bubendamensolo", "Bubendamensolo")
	case DamenSolo:
		return scoring.T("Damensolo", "Damensolo")
	case BubenSolo:
		return scoring.T("Bubensolo", "Bubensolo")
	case FarbenersatzSolo:
		return scoring.T("Farbenersatzsolo", "Farbenersatzsolo")
	case Knochenloser:
		return scoring.T("Knochenloser", "Knochenloser")
	case Hochzeit:
		return scoring.T("Hochzeit", "Hochzeit")
	case StilleHochzeit:
		return scoring.T("silent Hochzeit", "stille Hochzeit")
	case Schieben:
		return scoring.T("Schieben", "Schieben")
	case Armut:
		return scoring.T("Armut (redeal)", "Armut (neu geben)")
	case ArmutGespielt:
		return scoring.T("Armut played", "Armut gespielt")
	}
	return scoring.T("unknown game", "unbekanntes Spiel")
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
func dealText(g Game, d deal, e Entry, r Result, step Step, head scoring.Text) scoring.Text {
	parts := []scoring.Text{head}
	kind := TypeLabel(e.Type)
	if r.Solo && !e.Type.IsSolo() {
		kind = scoring.T("silent Hochzeit played alone, counted as a solo", "stille Hochzeit allein, zählt als Solo")
	}
	alten, anderen := names(g, d, Alten), names(g, d, Anderen)
	parts = append(parts, scoring.Text{
		EN: fmt.Sprintf("%s; the Alten (%s) took %d Sunkte, the Anderen (%s) %d.",
			kind.EN, alten, d.sunkte[Alten], anderen, d.sunkte[Anderen]),
		DE: fmt.Sprintf("%s; die Alten (%s) haben %d Sunkte, die Anderen (%s) %d.",
			kind.DE, alten, d.sunkte[Alten], anderen, d.sunkte[Anderen]),
	})
	parts = append(parts, winnerText(d, r))
	for _, p := range []Party{Alten, Anderen} {
		parts = append(parts, itemsText(r, p))
	}
	if g.Rules.Tally == TallySplit {
		parts = append(parts, scoring.T("Kept per party: Alten %d, Anderen %d.",
			"Je Partei angeschrieben: die Alten %d, die Anderen %d.", r.Bunkte[Alten], r.Bunkte[Anderen]))
	} else {
		net := r.Bunkte[Alten] - r.Bunkte[Anderen]
		switch {
		case net > 0:
			parts = append(parts, scoring.T("Netted: %d for the Alten.", "Verrechnet: %d für die Alten.", net))
		case net < 0:
			parts = append(parts, scoring.T("Netted: %d for the Anderen.", "Verrechnet: %d für die Anderen.", -net))
		default:
			parts = append(parts, scoring.T("Netted: the Bunkte cancel out.", "Verrechnet: die Bunkte heben sich auf."))
		}
	}
	if d.size[Alten] != d.size[Anderen] {
		if r.Solo {
			parts = append(parts, scoring.T("A solo counts %d-fold for the soloist.",
				"Ein Solo zählt für den Solisten %d-fach.", 2*d.n-1))
		} else if g.Rules.Share == SharePairwise {
			parts = append(parts, scoring.T("The parties differ in size: every player settles with every opponent.",
				"Die Parteien sind ungleich groß: jeder Spieler rechnet mit jedem Gegner ab."))
		} else {
			parts = append(parts, scoring.T("The parties differ in size: the smaller party carries the balance.",
				"Die Parteien sind ungleich groß: die kleinere Partei trägt den Ausgleich."))
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
	return scoring.Join(parts...)
}

// winnerText says who won the deal and why.
func winnerText(d deal, r Result) scoring.Text {
	half := 60 * d.n
	switch {
	case r.Winner == NoParty:
		return scoring.T("Both parties failed an announcement, so neither wins; each is paid for the other's announcements.",
			"Beide Parteien haben eine Ansage nicht erfüllt; keine gewinnt, jede erhält Bunkte für die Ansagen der anderen.")
	case !d.fulfilled(r.Winner.Other()):
		l := r.Winner.Other()
		return scoring.T("The %s failed their announcement (%s), so the %s win.",
			"Die %s haben ihre Ansage (%s) nicht erfüllt, also gewinnen die %s.",
			partyName[l], stageName(d.stage[l], d.n, l), partyName[r.Winner])
	case r.Winner == Alten:
		return scoring.T("More than %d: the Alten win.", "Mehr als %d: die Alten gewinnen.", half)
	case d.sunkte[Alten] == half:
		return scoring.T("A tie at %d goes to the Anderen.", "Bei Gleichstand mit %d gewinnen die Anderen.", half)
	}
	return scoring.T("The Alten did not pass %d: the Anderen win.", "Die Alten kamen nicht über %d: die Anderen gewinnen.", half)
}

// itemsText lists a party's Bunkte of the deal.
func itemsText(r Result, p Party) scoring.Text {
	var en, de []string
	for _, it := range r.Items {
		if it.Party == p {
			en = append(en, fmt.Sprintf("%s +%d", it.Text.EN, it.Bunkte))
			de = append(de, fmt.Sprintf("%s +%d", it.Text.DE, it.Bunkte))
		}
	}
	if len(en) == 0 {
		return scoring.T("No Bunkte for the %s.", "Keine Bunkte für die %s.", partyName[p])
	}
	return scoring.Text{
		EN: fmt.Sprintf("Bunkte for the %s: %s; %d in all.", partyName[p], strings.Join(en, ", "), r.Bunkte[p]),
		DE: fmt.Sprintf("Bunkte für die %s: %s; zusammen %d.", partyName[p], strings.Join(de, ", "), r.Bunkte[p]),
	}
}

// num writes a score with a true minus sign, e.g. "−6".
func num(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprint(v)
}
