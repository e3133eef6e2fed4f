package tupelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/msg"
)

// Condition is one way a Hochzeit marries a partner: the player who takes
// the X-th foreign Fehl trick ("X-ter fremder Fehl") or the X-th foreign
// trump trick ("X-ter fremder Trumpf"). A trick is foreign when someone
// other than the Hochzeiter takes it; Fehl or trump is the first card's class.
type Condition struct {
	Trump bool // a trump trick; otherwise a Fehl trick
	X     int  // counting from 1
}

// Title names the condition for people.
func (c Condition) Title() msg.Text {
	if c.Trump {
		return msg.T("foreign trump trick no. %d", c.X)
	}
	return msg.T("foreign Fehl trick no. %d", c.X)
}

// Hochzeit is an announced Hochzeit: who, with how many Kreuz-Damen (h),
// and the conditions that marry partners.
type Hochzeit struct {
	Seat       int
	Queens     int
	Conditions []Condition
}

// Window is the number of tricks within which partners can be married: h+1.
func (h Hochzeit) Window() int { return h.Queens + 1 }

// Check answers whether the announcement is allowed for n decks: h between 2
// and n, at most h−1 conditions (the partners a Hochzeiter with h Kreuz-Damen
// can be short of), each a trick number from 1 to 12 and none twice.
func (h Hochzeit) Check(n int) (rules.Ruling, error) {
	if err := (Game{N: n, Contract: Normal}).Validate(); err != nil {
		return rules.Ruling{}, err
	}
	if h.Seat < 0 || h.Seat >= 2*n {
		return rules.Ruling{}, msg.Errorf("seat", "Seat %d does not exist.", h.Seat+1)
	}
	if h.Queens < 2 || h.Queens > n {
		return rules.Deny(Ref("hochzeit"), msg.T("A Hochzeit is announced with 2 to %d Kreuz-Damen.", n)), nil
	}
	if len(h.Conditions) > h.Queens-1 {
		return rules.Deny(Ref("hochzeit"), msg.T("At most %d partners may be called with %d Kreuz-Damen.", h.Queens-1, h.Queens)), nil
	}
	for i, c := range h.Conditions {
		if c.X < 1 || c.X > 12 {
			return rules.Ruling{}, msg.Errorf("conditions", "Condition %d must name a trick from 1 to 12.", i+1)
		}
		if slices.Contains(h.Conditions[:i], c) {
			return rules.Deny(Ref("hochzeit"), msg.T("%s is called twice.", c.Title())), nil
		}
	}
	r := rules.Allow(Ref("hochzeit.window"), msg.T("The Hochzeit is in order; partners are married within the first %d tricks.", h.Window()))
	for _, c := range h.Conditions {
		if c.X > h.Window() {
			r.Reason = msg.T("Allowed, but %s can never come true within the first %d tricks.", c.Title(), h.Window())
			break
		}
	}
	return r, nil
}

// Marriage is one partner a Hochzeit married, or a condition that married nobody.
type Marriage struct {
	Condition Condition
	Seat      int // the married seat, -1 when the condition did not come true
	Trick     int // the trick (from 1) that decided it, 0 if none
	Why       rules.Ruling
}

// Married applies the conditions to the tricks played so far (only the
// first h+1 count) and returns one Marriage per condition, in order.
func (h Hochzeit) Married(tricks []Trick) []Marriage {
	out := make([]Marriage, 0, len(h.Conditions))
	for _, c := range h.Conditions {
		m := Marriage{Condition: c, Seat: -1}
		seen := 0
		for i, t := range tricks {
			if i >= h.Window() {
				break
			}
			if (t.Led == Trump) != c.Trump || t.Winner.Seat == h.Seat {
				continue
			}
			if seen++; seen == c.X {
				m.Seat, m.Trick = t.Winner.Seat, i+1
				break
			}
		}
		switch {
		case m.Seat >= 0:
			m.Why = rules.Allow(Ref("hochzeit"), msg.T("%s took trick %d, the %s: they join the Elders.", seatText(m.Seat), m.Trick, c.Title()))
		case len(tricks) >= h.Window():
			m.Why = rules.Deny(Ref("hochzeit.window"), msg.T("No %s within the first %d tricks: nobody is married by it.", c.Title(), h.Window()))
		default:
			m.Why = rules.Deny(Ref("hochzeit.window"), msg.T("The %s has not been played yet.", c.Title()))
		}
		out = append(out, m)
	}
	return out
}
