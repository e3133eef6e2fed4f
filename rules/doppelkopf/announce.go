package doppelkopf

import (
	"schreiber/rules"
	"schreiber/rules/msg"
)

// Announcement is Re or Kontra (the Ansagen) or one of the Absagen.
type Announcement string

// The announcements. Re and Kontra are stage 1, the Absagen stages 2 to 5.
const (
	Re      Announcement = "re"
	Kontra  Announcement = "kontra"
	Keine90 Announcement = "keine90"
	Keine60 Announcement = "keine60"
	Keine30 Announcement = "keine30"
	Schwarz Announcement = "schwarz"
)

// Announcements lists every announcement, lowest first.
var Announcements = []Announcement{Re, Kontra, Keine90, Keine60, Keine30, Schwarz}

// Stage returns the announcement's stage from 1 to 5, 0 if unknown.
func (a Announcement) Stage() int {
	switch a {
	case Re, Kontra:
		return 1
	case Keine90:
		return 2
	case Keine60:
		return 3
	case Keine30:
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
	case Kontra:
		return msg.T("Kontra")
	case Keine90:
		return msg.T("no 90 (keine 90)")
	case Keine60:
		return msg.T("no 60 (keine 60)")
	case Keine30:
		return msg.T("no 30 (keine 30)")
	case Schwarz:
		return msg.T("schwarz")
	}
	return msg.T("unknown")
}

// StageOf returns the announcement of a stage as a party says it: Re or
// Kontra for stage 1, the Absagen above.
func StageOf(stage int, re bool) Announcement {
	switch {
	case stage == 1 && re:
		return Re
	case stage == 1:
		return Kontra
	case stage >= 2 && stage <= 5:
		return Announcements[stage]
	}
	return ""
}

// Calling is a player who wants to announce, and where the deal stands.
type Calling struct {
	Options Options
	// Re: the player belongs to the Re party (holds a Kreuz-Dame, plays the
	// solo, has the Hochzeit or married it).
	Re bool
	// InHand is the number of cards the player still holds.
	InHand int
	// Own and Other are the highest stages the player's party and the other
	// party have announced, 0 for nothing.
	Own, Other int
	// OwnReply: the party's Re or Kontra came as a reply after the deadline
	// of a first announcement, which allows the party no Absagen.
	OwnReply bool
	// Hochzeit: a Hochzeit was announced. Settled is the trick (1 to 3)
	// that found its partner or left it alone, 0 while that is open.
	Hochzeit bool
	Settled  int
}

// check reports a state of the deal that cannot be.
func (c Calling) check() error {
	if err := c.Options.Validate(); err != nil {
		return err
	}
	h := c.Options.HandSize()
	switch {
	case c.InHand < 0 || c.InHand > h:
		return msg.Errorf("inHand", "A player holds between 0 and %d cards.", h)
	case c.Own < 0 || c.Own > 5:
		return msg.Errorf("own", "Choose what your party has announced.")
	case c.Other < 0 || c.Other > 5:
		return msg.Errorf("other", "Choose what the other party has announced.")
	case c.OwnReply && c.Own == 0:
		return msg.Errorf("ownReply", "Only a party that has said Re or Kontra can have said it as a reply.")
	case c.OwnReply && c.Other == 0:
		return msg.Errorf("ownReply", "A reply answers an announcement of the other party, and it has announced nothing.")
	case c.Settled < 0 || c.Settled > 3 || c.Settled > 0 && !c.Hochzeit:
		return msg.Errorf("settled", "Only a Hochzeit is settled, by one of the first three tricks.")
	case c.Settled > 0 && c.InHand > h-c.Settled:
		return msg.Errorf("inHand", "After trick %d every player holds at most %d cards.", c.Settled, h-c.Settled)
	}
	return nil
}

// need returns how many cards a player must still hold to announce stage s
// for the first time: 11 for Re or Kontra down to 7 for schwarz (two fewer
// without nines), one fewer for every trick a Hochzeit took to settle after
// the first.
func (c Calling) need(s int) int {
	shift := 0
	if c.Hochzeit && c.Settled > 0 {
		shift = c.Settled - 1
	}
	return c.Options.HandSize() - s - shift
}

// May answers whether announcement a may be made now (TSR 6): Re by the Re
// party and Kontra by the other; an Absage only after the party's own Re or
// Kontra; each while the player holds enough cards, where an announcement
// that skips stages must be in time for the lowest one it includes; a Re or
// Kontra that answers the other party's announcement one card later than
// that one's deadline; and in a Hochzeit only once the partner is settled,
// with every deadline moved by the tricks that took.
func (c Calling) May(a Announcement) (rules.Ruling, error) {
	s := a.Stage()
	if s == 0 {
		return rules.Ruling{}, msg.Errorf("announcement", "Choose the announcement.")
	}
	if err := c.check(); err != nil {
		return rules.Ruling{}, err
	}
	switch {
	case a == Re && !c.Re:
		return rules.Deny(Ref("parties"), msg.T("Re is said by the Re party, which holds the Kreuz-Damen (or the soloist); the other party says Kontra.")), nil
	case a == Kontra && c.Re:
		return rules.Deny(Ref("parties"), msg.T("Kontra is said by the party against the Kreuz-Damen; the Re party says Re.")), nil
	case s <= c.Own:
		return rules.Deny(Ref("announce"), msg.T("Your party has already announced %s.", StageOf(c.Own, c.Re).Title())), nil
	case c.Hochzeit && c.Settled == 0:
		return rules.Deny(Ref("hochzeit"), msg.T("In a Hochzeit nobody announces until the trick that settles the partner is complete.")), nil
	case c.OwnReply && s > 1:
		return rules.Deny(Ref("announce.reply"), msg.T("Your party said %s only as a reply, after the deadline of a first announcement; a reply allows no Absagen.",
			StageOf(1, c.Re).Title())), nil
	}
	first := c.need(c.Own + 1)
	var notes []msg.Text
	if s > c.Own+1 {
		notes = append(notes, msg.T("It includes %s, which must still be in time.",
			StageOf(c.Own+1, c.Re).Title()))
	}
	if c.Hochzeit && c.Settled > 1 {
		notes = append(notes, msg.T("The Hochzeit was settled in trick %d, so every deadline is %s later.", c.Settled, cardsLater(c.Settled-1)))
	}
	if c.InHand >= first {
		return rules.Allow(Ref("announce"), msg.Join(append([]msg.Text{msg.T("“%s” may be announced while holding at least %d cards; you hold %d.", a.Title(), first, c.InHand)}, notes...)...)), nil
	}
	if s == 1 && c.Other > 0 {
		reply := c.need(c.Other) - 1
		other := StageOf(c.Other, !c.Re).Title()
		if c.InHand >= reply {
			return rules.Allow(Ref("announce.reply"), msg.Join(append([]msg.Text{msg.T("Too late for a first %s, but as a reply to the other party's %s it may be said while holding at least %d cards, one fewer than that needed; you hold %d. After a reply your party makes no Absagen.",
				a.Title(), other, reply, c.InHand)}, notes...)...)), nil
		}
		return rules.Deny(Ref("announce.reply"), msg.Join(append([]msg.Text{msg.T("Too late: even as a reply to the other party's %s, %s needs at least %d cards in hand; you hold %d.",
			other, a.Title(), reply, c.InHand)}, notes...)...)), nil
	}
	return rules.Deny(Ref("announce"), msg.Join(append([]msg.Text{msg.T("Too late: %s needs at least %d cards in hand; you hold %d.", a.Title(), first, c.InHand)}, notes...)...)), nil
}
