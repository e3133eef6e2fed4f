package gurke

import (
	"strconv"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Describe returns the rules in one line for the scoreboard.
func (r Rules) Describe() msg.Text {
	parts := []msg.Text{msg.T("%d cards a hand", r.HandSize)}
	switch {
	case r.Count == "losses":
		parts = append(parts, msg.T("losses counted"))
	case r.End == "all-but-one":
		parts = append(parts, msg.T("ends when all but one have %d", r.Limit))
	case r.End == "first" && r.OutAt == "exceed":
		parts = append(parts, msg.T("ends when someone is over %d", r.Limit))
	case r.End == "first":
		parts = append(parts, msg.T("ends when someone reaches %d", r.Limit))
	case r.OutAt == "exceed":
		parts = append(parts, msg.T("out over %d", r.Limit))
	default:
		parts = append(parts, msg.T("out at %d", r.Limit))
	}
	if r.Lives == 2 {
		parts = append(parts, msg.T("second life"))
	}
	if r.PlusPoints {
		parts = append(parts, msg.T("plus points"))
	}
	if r.Penalize == "all" {
		parts = append(parts, msg.T("equal highest all pay"))
	}
	if r.AceLowLast {
		parts = append(parts, msg.T("aces low in the last trick"))
	}
	if r.Rebuy != "none" {
		parts = append(parts, msg.T("one rebuy"))
	}
	if r.Kontra {
		parts = append(parts, msg.T("Kontra"))
	}
	if r.Doubles {
		parts = append(parts, msg.T("doubling"))
	}
	if r.Settlement {
		parts = append(parts, msg.T("losers pay the difference"))
	}
	if base, ok := Preset(r.Preset); ok {
		if diff := r.Diff(base); len(diff) > 0 {
			parts = append(parts, msg.T("%d house options changed", len(diff)))
		}
	}
	t := PresetTitle(r.Preset)
	if len(parts) == 0 {
		return t
	}
	return msg.T("%s: %s", t, msg.Concat(", ", parts...))
}

// Summarize flattens standings for lists and exports.
func Summarize(g Game, s Standings) scoring.Summary {
	r := g.Rules
	sum := scoring.Summary{Over: s.Over}
	if r.Count == "losses" {
		sum.Columns = []msg.Text{msg.T("Losses")}
	} else {
		sum.Columns = []msg.Text{msg.T("Points")}
	}
	if r.Lives == 2 {
		sum.Columns = append(sum.Columns, msg.T("Cucumbers"))
	}
	if r.Settlement && s.Over {
		sum.Columns = append(sum.Columns, msg.T("Settlement"))
	}
	for i, ps := range s.Players {
		if i >= len(g.Players) {
			break
		}
		line := scoring.SummaryLine{Name: g.Players[i], Status: ps.Status.Label()}
		if r.Count == "losses" {
			line.Values = []string{strconv.Itoa(ps.Losses)}
		} else {
			line.Values = []string{strconv.Itoa(ps.Score)}
		}
		if r.Lives == 2 {
			line.Values = append(line.Values, strconv.Itoa(ps.Cucumbers))
		}
		if r.Settlement && s.Over {
			line.Values = append(line.Values, strconv.Itoa(s.Settled(i)))
		}
		if ps.RebuyOpen {
			line.Status = msg.T("out, may buy back in")
		}
		sum.Lines = append(sum.Lines, line)
	}
	for _, w := range s.Winners {
		if w < len(g.Players) {
			sum.Winners = append(sum.Winners, g.Players[w])
		}
	}
	switch {
	case s.Pot > 0 && s.Over && len(sum.Winners) > 0:
		sum.Note = msg.T("%s takes the pot of %d.", names(g, s.Winners), s.Pot)
	case s.Pot > 0:
		sum.Note = msg.T("Pot: %d.", s.Pot)
	}
	if !s.Over && len(s.Players) > 0 && s.Dealer < len(g.Players) && s.Leader < len(g.Players) {
		sum.Note = msg.Join(sum.Note, msg.T("Deal %d: %s deals %d cards, %s leads.",
			s.Deal, g.Players[s.Dealer], s.HandSize, g.Players[s.Leader]))
	}
	return sum
}
