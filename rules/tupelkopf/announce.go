package tupelkopf

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// Announcement is one of the announcements (Ansagen).
type Announcement string

// The announcements. Re and Contra are stage 1; the others stages 2 to 5.
const (
	Re      Announcement = "re"
	Contra  Announcement = "contra"
	Keine45 Announcement = "keine45"
	Keine30 Announcement = "keine30"
	Keine15 Announcement = "keine15"
	Schwarz Announcement = "schwarz"
)

// Stage returns the announcement's stage from 1 to 5, 0 if unknown.
func (a Announcement) Stage() int {
	switch a {
	case Re, Contra:
		return 1
	case Keine45:
		return 2
	case Keine30:
		return 3
	case Keine15:
		return 4
	case Schwarz:
		return 5
	}
	return 0
}

// Title names the announcement for people.
func (a Announcement) Title() msg.Text {
	switch a {
	case Re:
		return msg.T("Re")
	case Contra:
		return msg.T("Contra")
	case Keine45:
		return msg.T("no 45n")
	case Keine30:
		return msg.T("no 30n")
	case Keine15:
		return msg.T("no 15n")
	case Schwarz:
		return msg.T("schwarz")
	}
	return msg.T("unknown")
}

// Calling is a player who wants to announce, and where the deal stands.
type Calling struct {
	Done    int  // tricks finished
	OnTable int  // cards of the next trick already on the table
	Alten   bool // the player holds a Kreuz-Dame (or is the soloist)
	// PartyStage is the highest stage the player's party has announced, 0 if none.
	PartyStage int
}

// May answers whether announcement a may be made now: stage s until the
// first card of trick s+1 lies on the table, stages may be skipped, Re only
// by the Alten and Contra only by the others, and each call must raise the
// party's earlier ones.
func (c Calling) May(a Announcement) (rules.Ruling, error) {
	s := a.Stage()
	if s == 0 {
		return rules.Ruling{}, msg.Errorf("announcement", "%q is not an announcement.", string(a))
	}
	if c.Done < 0 || c.Done > 12 || c.OnTable < 0 || c.OnTable >= 2*MaxN || c.PartyStage < 0 || c.PartyStage > 5 {
		return rules.Ruling{}, msg.Errorf("done", "The state of the deal is out of range.")
	}
	if a == Re && !c.Alten {
		return rules.Deny(Ref("announce.party"), msg.T("Re is said by the Elders; without a Kreuz-Dame say Contra.")), nil
	}
	if a == Contra && c.Alten {
		return rules.Deny(Ref("announce.party"), msg.T("Contra is said by the players without a Kreuz-Dame; the Elders say Re.")), nil
	}
	if s <= c.PartyStage {
		return rules.Deny(Ref("announce.order"), msg.T("The party has already announced that much or more.")), nil
	}
	if c.Done > s || c.Done == s && c.OnTable > 0 {
		return rules.Deny(Ref("announce.deadline"), msg.T("Too late: %s (stage %d) may be made only until the first card of trick %d is on the table.", a.Title(), s, s+1)), nil
	}
	r := rules.Allow(Ref("announce.deadline"), msg.T("%s (stage %d) may be made until the first card of trick %d is on the table.", a.Title(), s, s+1))
	if s > c.PartyStage+1 && s > 1 {
		r.Reason = msg.T("%s (stage %d) may be made until the first card of trick %d is on the table; skipping stages is allowed, and it includes the lower ones.",
			a.Title(), s, s+1)
	}
	return r, nil
}
