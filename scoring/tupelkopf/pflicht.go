package tupelkopf

import "schreiber/rules/msg"

// pflichtsolo reports whether the game keeps the DDV's compulsory solos.
func (g Game) pflichtsolo() bool { return g.Rules.DDV() && g.Rules.Pflichtsolo }

// forced returns the seat that must play its Pflichtsolo in the next deal:
// once the Pflichtsoli still owed are as many as the deals left, the first
// player who owes one, from the left of the dealer, is "vorgeführt" (TSR
// 4.2.3); the dealer himself comes last. At a table of five only the four
// who get cards can be; nil when nobody must.
func (g Game) forced(st *Standings) *int {
	if !g.pflichtsolo() || g.Length() == 0 || st.Over {
		return nil
	}
	owed := 0
	for s, p := range st.Players {
		if !p.Pflichtsolo && g.seated(s) {
			owed++
		}
	}
	if owed == 0 || owed < g.Length()-st.Deals {
		return nil
	}
	for _, s := range g.Active(st.Dealer) {
		if !st.Players[s].Pflichtsolo {
			return &s
		}
	}
	return nil
}

// checkForced refuses anything but the forced player's solo in a deal that
// must be a vorgeführtes Pflichtsolo.
func (g Game) checkForced(st *Standings, e Entry, d deal) error {
	if st.Forced == nil {
		return nil
	}
	name := g.Players[*st.Forced]
	field := [2]string{"type", "alten"}
	if e.Fast() {
		field = [2]string{"winners", "winners"}
	}
	if d.solo < 0 {
		return msg.Errorf(field[0], "%s must play the Pflichtsolo now: the solos owed fill the deals left.", name)
	}
	if d.solo != *st.Forced {
		return msg.Errorf(field[1], "The soloist must be %s, whose Pflichtsolo is due now.", name)
	}
	return nil
}

// playSolo says what kind of solo a deal is and marks a Pflichtsolo as
// played: a player's first solo is the Pflichtsolo, since a Lustsolo may
// come only after it (TSR 4.3.1). A silent Hochzeit or a Hochzeit played
// alone is scored as a solo but is no Pflichtsolo (4.4.3 b, 4.4.5); a
// fast entry's solo is an announced one.
func (g Game) playSolo(st *Standings, d deal) string {
	if !g.pflichtsolo() || d.solo < 0 {
		return ""
	}
	p := &st.Players[d.solo]
	switch {
	case p.Pflichtsolo:
		return SoloLust
	case st.Forced != nil:
		p.Pflichtsolo = true
		return SoloVorgefuehrt
	}
	p.Pflichtsolo = true
	return SoloPflicht
}
