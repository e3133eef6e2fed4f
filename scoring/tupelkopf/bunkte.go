package tupelkopf

import (
	"fmt"
	"strings"

	"schreiber/rules"
	"schreiber/rules/msg"
)

// partyName is a party's name: the Elders (Alten) and the Others (Anderen),
// as German tables keep calling them in any language.
var partyName = [2]msg.Text{msg.T("Elders||party"), msg.T("Others||party")}

// NoParty stands for no winning party: both parties failed an announcement.
const NoParty Party = -1

// Item is one line of a deal's Bunkte: which party gets how many, for what.
type Item struct {
	Party  Party     `json:"party"`
	Rule   string    `json:"rule"` // stable id, e.g. "keine45", "fox", "inverse"
	Bunkte int       `json:"bunkte"`
	Text   msg.Text  `json:"text"`
	Ref    rules.Ref `json:"ref"` // the rule the Bunkte rest on
}

// Result is the outcome of one deal in Bunkte per party, or under the DDV
// scoring in points per party, the Sonderpunkte of both parties included.
// Of a fast entry's normal game the winners stand in the Alten's place,
// since the entry does not say which party was Re; the soloist of a fast
// solo is the Alten.
type Result struct {
	Winner Party  `json:"winner"` // NoParty when both parties failed an announcement
	Solo   bool   `json:"solo"`   // counted as a solo: no Bunkt for winning against the Alten
	Items  []Item `json:"items"`
	Bunkte [2]int `json:"bunkte"` // Bunkte of the Alten and of the Anderen (DDV: their points)
	// Targets (DDV scoring only) says what the Re and the Kontra party
	// needed to win and whether they reached it.
	Targets []Target `json:"targets,omitempty"`
}

// threshold is the Sunkte an announcement of the given stage denies the
// opponents: they must stay below it. Stage 5 (schwarz) leaves them none.
func threshold(stage, n int) int {
	switch stage {
	case 1:
		return 60 * n
	case 2:
		return 45 * n
	case 3:
		return 30 * n
	case 4:
		return 15 * n
	}
	return 1
}

// stageName names the announcement of a stage for a party, e.g. "keine 90".
func stageName(stage, n int, p Party) string {
	switch stage {
	case 1:
		if p == Alten {
			return "Re"
		}
		return "Contra"
	case 5:
		return "schwarz"
	}
	return fmt.Sprintf("keine %d", threshold(stage, n))
}

// callList names the announcements from stage `from` up to stage `to`.
func callList(from, to, n int, p Party) string {
	var names []string
	for s := from; s <= to; s++ {
		names = append(names, stageName(s, n, p))
	}
	return strings.Join(names, ", ")
}

// fulfilled reports whether party p kept its announcement.
func (d deal) fulfilled(p Party) bool {
	return d.stage[p] == 0 || d.sunkte[p.Other()] < threshold(d.stage[p], d.n)
}

// score works out a deal's Bunkte as the seed lays them out.
func score(d deal) Result {
	r := Result{Winner: NoParty}
	r.Solo = d.typ.IsSolo() || (d.typ == StilleHochzeit && d.size[Alten] == 1)
	add := func(p Party, rule string, b int, t msg.Text) {
		if b > 0 {
			r.Items = append(r.Items, Item{Party: p, Rule: rule, Bunkte: b, Text: t, Ref: RuleRef(rule)})
			r.Bunkte[p] += b
		}
	}
	failA, failD := !d.fulfilled(Alten), !d.fulfilled(Anderen)
	switch {
	case failA && failD:
		// Both lost their announcements: each side is paid for the other's.
	case failA:
		r.Winner = Anderen
	case failD:
		r.Winner = Alten
	case d.sunkte[Alten] > 60*d.n:
		r.Winner = Alten
	default:
		r.Winner = Anderen
	}
	if r.Winner != NoParty {
		w, l := r.Winner, r.Winner.Other()
		// The seed's worked example pays the Anderen 2 + 2 + 1 when the Alten
		// fail an announcement: no Bunkt for winning against the Alten then,
		// unless the table's option says so.
		if w == Anderen && !r.Solo && (!failA || d.againstAfterFail) {
			add(w, "gegen-die-alten", 1, msg.T("won against the Elders"))
		}
		for s := 1; s <= 5; s++ {
			if d.sunkte[l] < threshold(s, d.n) {
				name := stageName(s, d.n, Anderen)
				if s == 1 {
					name = fmt.Sprintf("keine %d", 60*d.n)
				}
				add(w, ruleID(s), 1, msg.T("%s (the losers have %d)", name, d.sunkte[l]))
			}
		}
		if d.stage[w] > 0 {
			list := callList(1, d.stage[w], d.n, w)
			add(w, "announced", d.stage[w], msg.T("announced and made: %s", list))
		}
		if d.typ == StilleHochzeit && !r.Solo && w == Alten {
			short := d.n - d.size[Alten]
			add(w, "stille-hochzeit", short, msg.T("silent Hochzeit, %d partners short", short))
		}
	}
	for _, p := range []Party{Alten, Anderen} {
		if !d.fulfilled(p) {
			list := callList(1, d.stage[p], d.n, p)
			add(p.Other(), "failed", d.stage[p], msg.T("announcements of the %s failed (%s)", partyName[p], list))
		}
		inverse, first := 0, 0
		for s := 2; s <= d.stage[p]; s++ {
			if d.sunkte[p] < threshold(s, d.n) {
				if inverse == 0 {
					first = s
				}
				inverse++
			}
		}
		if inverse > 0 {
			list := callList(first, first+inverse-1, d.n, p)
			add(p.Other(), "inverse", inverse, msg.T("the %s themselves stayed below what they announced (%s)", partyName[p], list))
		}
	}
	for _, p := range []Party{Alten, Anderen} {
		add(p, "tupelkopf", d.tupel[p], msg.T("Tupelkopf tricks"))
		add(p, "fox", d.foxes[p], msg.T("foxes caught"))
		if d.karl == int(p) {
			add(p, "karlchen", 1, msg.T("Karlchen"))
		}
	}
	return r
}

// ruleID names the Bunkt for the losers staying below a stage's threshold.
func ruleID(stage int) string {
	return [...]string{"", "keine60", "keine45", "keine30", "keine15", "schwarz"}[stage]
}
