package durak

import (
	"fmt"
	"strings"

	"schreiber/scoring"
)

// dealHead opens a step: which deal, who dealt and who attacked first.
func dealHead(g Game, step Step) scoring.Text {
	if step.Attacker < 0 {
		return scoring.T("Deal %d (dealer %s):", step.Deal, g.Players[step.Dealer])
	}
	return scoring.T("Deal %d (dealer %s, %s attacked first):",
		step.Deal, g.Players[step.Dealer], g.Players[step.Attacker])
}

// drawText explains a drawn deal.
func drawText(g Game, st *Standings) scoring.Text {
	t := scoring.T("A draw: the last attack was beaten and nobody had cards left, so nobody loses.")
	dealer := g.Players[st.Dealer]
	if st.Fool < 0 {
		return scoring.Join(t, scoring.T("Nobody has lost yet, so %s deals again.", dealer))
	}
	return scoring.Join(t, scoring.T("%s, the previous loser, deals again: an old fool is worse than two new ones.", dealer), tally(st))
}

// lossText explains a deal with a durak.
func lossText(g Game, st *Standings, side int, chosen bool) scoring.Text {
	s := st.Sides[side]
	dealer := g.Players[st.Dealer]
	var parts []scoring.Text
	if g.Rules.Teams {
		parts = append(parts, scoring.T("%s lose: they still held cards when the other team had none. Loss %d for the team.",
			s.Name, s.Losses))
		if chosen {
			parts = append(parts, scoring.T("The losing team chose %s to deal.", dealer))
		} else {
			parts = append(parts, scoring.T("%s deals for the losing team.", dealer))
		}
	} else {
		parts = append(parts, scoring.T("%s is the durak, the last one holding cards: loss %d. The durak deals next.",
			s.Name, s.Losses))
	}
	parts = append(parts, tally(st))
	return scoring.Join(parts...)
}

// tally lists every side's losses.
func tally(st *Standings) scoring.Text {
	var list []string
	for _, s := range st.Sides {
		list = append(list, fmt.Sprintf("%s %d", s.Name, s.Losses))
	}
	return scoring.T("Losses: %s.", strings.Join(list, ", "))
}

// nextText says who deals and who attacks whom in the next deal.
func nextText(g Game, st *Standings) scoring.Text {
	if st.Over {
		return scoring.Text{}
	}
	return scoring.Join(scoring.T("Next:"), openingText(g, st))
}

// openingText says who deals the next deal and who attacks whom first.
func openingText(g Game, st *Standings) scoring.Text {
	dealer := g.Players[st.Dealer]
	switch {
	case st.Attacker < 0:
		return scoring.T("%s deals; the holder of the lowest trump attacks first.", dealer)
	case st.Fool >= 0 && g.Rules.NextAttack == FoolTaught:
		return scoring.T("%s deals; the fool is taught: %s, on the right, attacks %s first.",
			dealer, g.Players[st.Attacker], g.Players[st.Defender])
	}
	return scoring.T("%s deals; %s, on the dealer's left, attacks %s first.",
		dealer, g.Players[st.Attacker], g.Players[st.Defender])
}
