package doppelkopf

import (
	"fmt"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Finding is the trick that finds a Hochzeit's partner.
type Finding string

// The findings. The DDV knows only FindFirst; with the house rule the
// Hochzeit names one of them.
const (
	// FindFirst: the first trick that somebody else takes.
	FindFirst Finding = "first"
	// FindTrump: the first trick led with a trump that somebody else takes.
	FindTrump Finding = "trump"
	// FindFehl: the first trick led with a plain suit that somebody else takes.
	FindFehl Finding = "fehl"
)

// Findings lists the findings, the DDV's first.
var Findings = []Finding{FindFirst, FindTrump, FindFehl}

// Title names the finding for people.
func (f Finding) Title() msg.Text {
	switch f {
	case FindTrump:
		return msg.T("the first trump trick")
	case FindFehl:
		return msg.T("the first Fehl trick")
	}
	return msg.T("the first trick")
}

// matches reports whether a trick led with a card of class led counts.
func (f Finding) matches(led Class) bool {
	switch f {
	case FindTrump:
		return led == Trump
	case FindFehl:
		return led != Trump
	}
	return true
}

// HochzeitWindow is the number of tricks within which a Hochzeit finds its
// partner; after them the Hochzeit plays alone.
const HochzeitWindow = 3

// Hochzeit is an announced Hochzeit: who holds both Kreuz-Damen and which
// trick finds the partner ("" reads as FindFirst).
type Hochzeit struct {
	Seat    int
	Finding Finding
}

// Marriage is what the tricks so far say about a Hochzeit.
type Marriage struct {
	Partner int  // the partner's seat, -1 when none (yet)
	Alone   bool // no partner within the first three tricks: the Hochzeit plays alone
	Settled int  // the trick (1 to 3) that settled it, 0 while open
	Winners []TrickWinner
	Why     rules.Ruling
}

// checkTricks reports tricks that cannot be: incomplete or malformed ones,
// a trick not led by the winner of the one before, a Kreuz-Dame played by
// anyone but the Hochzeit, and cards more often than the game holds them.
func (g Game) checkTricks(h Hochzeit, tricks [][]Play) error {
	if len(tricks) > g.Options.HandSize() {
		return msg.Errorf("tricks", "A deal has %d tricks.", g.Options.HandSize())
	}
	var all []cards.Card
	for i, t := range tricks {
		field := fmt.Sprintf("tricks[%d]", i)
		if len(t) != Players {
			return msg.Errorf(field, "Trick %d needs all four cards.", i+1)
		}
		if err := g.checkTrick(field, t); err != nil {
			return err
		}
		for _, p := range t {
			if p.Card == cards.Of(cards.Queen, cards.Clubs) && p.Seat != h.Seat {
				return msg.Errorf(field, "%s plays a Kreuz-Dame in trick %d, but the Hochzeit holds both.", seat(p.Seat), i+1)
			}
		}
		if i > 0 {
			if w := g.winner(tricks[i-1], i-1 == g.Options.HandSize()-1); t[0].Seat != w.Seat {
				return msg.Errorf(field, "Trick %d must be led by %s, who took trick %d.", i+1, seat(w.Seat), i)
			}
		}
		all = append(all, playedCards(t)...)
	}
	return g.Options.checkCopies("tricks", all)
}

// Marry answers who marries a Hochzeit, given the tricks played so far
// (TSR 4.4): the first trick within the first three that somebody other
// than the Hochzeit takes; with the house rule, the first such trick of the
// kind the Hochzeit named. If none of the first three tricks finds a
// partner, the Hochzeit plays alone and the third trick settles it. The
// game is the normal game; tricks are complete and in order.
func (g Game) Marry(h Hochzeit, tricks [][]Play) (Marriage, error) {
	if err := g.Validate(); err != nil {
		return Marriage{}, err
	}
	if g.Contract != Normal {
		return Marriage{}, msg.Errorf("contract", "A Hochzeit is played with the cards of the normal game.")
	}
	if err := checkSeat("hochzeit", h.Seat); err != nil {
		return Marriage{}, err
	}
	f := h.Finding
	if f == "" {
		f = FindFirst
	}
	switch {
	case f != FindFirst && f != FindTrump && f != FindFehl:
		return Marriage{}, msg.Errorf("finding", "Choose the trick that finds the partner.")
	case f != FindFirst && !g.Options.HochzeitChoice:
		return Marriage{}, msg.Errorf("finding", "At this table the first trick somebody else takes finds the partner; the Hochzeit names no other.")
	}
	if err := g.checkTricks(h, tricks); err != nil {
		return Marriage{}, err
	}
	m := Marriage{Partner: -1}
	for i, t := range tricks {
		m.Winners = append(m.Winners, g.winner(t, i == g.Options.HandSize()-1))
	}
	rule := msg.T("At this table %s that somebody other than the Hochzeit takes within the first three finds the partner.", f.Title())
	if f == FindFirst {
		rule = msg.T("The first trick within the first three that somebody other than the Hochzeit takes finds the partner.")
	}
	for i, w := range m.Winners {
		if i >= HochzeitWindow {
			break
		}
		led := g.ClassOf(tricks[i][0].Seat, tricks[i][0].Card)
		if f.matches(led) && w.Seat != h.Seat {
			m.Partner, m.Settled = w.Seat, i+1
			m.Why = rules.Allow(Ref("hochzeit"), msg.Join(rule, msg.T("Trick %d went to %s, who plays with %s as the Re party.", i+1, seat(w.Seat), seat(h.Seat)), m.deadlines()))
			return m, nil
		}
	}
	if len(tricks) >= HochzeitWindow {
		m.Alone, m.Settled = true, HochzeitWindow
		m.Why = rules.Deny(Ref("hochzeit"), msg.Join(rule, msg.T("None of the first three tricks found one: %s plays alone against the other three, as a solo.", seat(h.Seat)), m.deadlines()))
		return m, nil
	}
	m.Why = rules.Deny(Ref("hochzeit"), msg.Join(rule, msg.T("No partner yet after %d tricks; nobody may announce until it is settled.", len(tricks))))
	return m, nil
}

// deadlines says how the settling trick moves the announcements.
func (m Marriage) deadlines() msg.Text {
	if m.Settled <= 1 {
		return msg.T("Announcements are open now, with the usual deadlines.")
	}
	return msg.T("Announcements are open now; as trick %d settled it, every deadline is %s later than usual.", m.Settled, cardsLater(m.Settled-1))
}
