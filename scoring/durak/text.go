package durak

import (
	"fmt"
	"schreiber/rules/msg"
	"strings"
)

// dealHead opens a step: which deal, who dealt and who attacked first.
func dealHead(g Game, step Step) msg.Text {
	if step.Attacker < 0 {
		return msg.T("Deal %d (dealer %s):", step.Deal, g.Players[step.Dealer])
	}
	return msg.T("Deal %d (dealer %s, %s attacked first):",
		step.Deal, g.Players[step.Dealer], g.Players[step.Attacker])
}

// drawText explains a drawn deal.
func drawText(g Game, st *Standings) msg.Text {
	t := msg.T("A draw: the last attack was beaten and nobody had cards left, so nobody loses.")
	dealer := g.Players[st.Dealer]
	if st.Fool < 0 {
		return msg.Join(t, msg.T("Nobody has lost yet, so %s deals again.", dealer))
	}
	return msg.Join(t, msg.T("%s, the previous loser, deals again: an old fool is worse than two new ones.", dealer), tally(st))
}

// lossText explains a deal with a durak.
func lossText(g Game, st *Standings, side int, chosen bool) msg.Text {
	s := st.Sides[side]
	dealer := g.Players[st.Dealer]
	var parts []msg.Text
	if g.Rules.Teams {
		parts = append(parts, msg.T("%s lose: they still held cards when the other team had none. Loss %d for the team.",
			s.Name, s.Losses))
		if chosen {
			parts = append(parts, msg.T("The losing team chose %s to deal.", dealer))
		} else {
			parts = append(parts, msg.T("%s deals for the losing team.", dealer))
		}
	} else {
		parts = append(parts, msg.T("%s is the durak, the last one holding cards: loss %d. The durak deals next.",
			s.Name, s.Losses))
	}
	parts = append(parts, tally(st))
	return msg.Join(parts...)
}

// tally lists every side's losses.
func tally(st *Standings) msg.Text {
	var list []string
	for _, s := range st.Sides {
		list = append(list, fmt.Sprintf("%s %d", s.Name, s.Losses))
	}
	return msg.T("Losses: %s.", strings.Join(list, ", "))
}

// nextText says who deals and who attacks whom in the next deal.
func nextText(g Game, st *Standings) msg.Text {
	if st.Over {
		return msg.Text{}
	}
	return msg.Join(msg.T("Next:"), openingText(g, st))
}

// openingText says who deals the next deal and who attacks whom first.
func openingText(g Game, st *Standings) msg.Text {
	dealer := g.Players[st.Dealer]
	switch {
	case st.Attacker < 0:
		return msg.T("%s deals; the holder of the lowest trump attacks first.", dealer)
	case st.Fool >= 0 && g.Rules.NextAttack == FoolTaught:
		return msg.T("%s deals; the fool is taught: %s, on the right, attacks %s first.",
			dealer, g.Players[st.Attacker], g.Players[st.Defender])
	}
	return msg.T("%s deals; %s, on the dealer's left, attacks %s first.",
		dealer, g.Players[st.Attacker], g.Players[st.Defender])
}
