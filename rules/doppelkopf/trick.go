package doppelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Play is one card laid in a trick and the seat that laid it.
type Play struct {
	Seat int
	Card cards.Card
}

// TrickWinner is who takes a trick (or would, if the trick ended now) and why.
type TrickWinner struct {
	Seat  int          // the seat that takes the trick
	Index int          // position of the winning card in the trick, from 0
	Why   rules.Ruling // always Allowed; the reason and the rule
}

// playedCards returns the cards of a trick.
func playedCards(plays []Play) []cards.Card {
	out := make([]cards.Card, len(plays))
	for i, p := range plays {
		out[i] = p.Card
	}
	return out
}

// checkTrick reports a malformed trick: too many cards, seats that do not
// exist or play out of turn, cards not in the game or more often than twice.
func (g Game) checkTrick(field string, plays []Play) error {
	if len(plays) > Players {
		return msg.Errorf(field, "A trick has at most four cards.")
	}
	for i, p := range plays {
		if err := checkSeat(field, p.Seat); err != nil {
			return err
		}
		if i > 0 && p.Seat != (plays[0].Seat+i)%Players {
			return msg.Errorf(field, "Card %d was played out of turn.", i+1)
		}
	}
	return g.Options.checkCopies(field, playedCards(plays))
}

// Winner returns who takes the trick: the highest trump, or without trumps
// the highest card of the suit led; of two equal cards the first played,
// except where the table lets the second Dulle beat the first. last says
// whether this is the deal's last trick. An empty or malformed trick is an
// error.
func (g Game) Winner(plays []Play, last bool) (TrickWinner, error) {
	if err := g.Validate(); err != nil {
		return TrickWinner{}, err
	}
	if len(plays) == 0 {
		return TrickWinner{}, msg.Errorf("trick", "An empty trick has no winner.")
	}
	if err := g.checkTrick("trick", plays); err != nil {
		return TrickWinner{}, err
	}
	return g.winner(plays, last), nil
}

// secondDulleWins reports whether a Dulle played after an equal one beats it.
func (g Game) secondDulleWins(last bool) bool {
	switch g.Options.dullen() {
	case DullenSecond:
		return true
	case DullenSecondLast:
		return !last
	}
	return false
}

// winner is Winner on a trick known to be well formed.
func (g Game) winner(plays []Play, last bool) TrickWinner {
	led, bestPower := g.Place(plays[0].Seat, plays[0].Card)
	best, bestClass, tie := 0, led, false
	for i, p := range plays[1:] {
		cl, pw := g.Place(p.Seat, p.Card)
		switch {
		case cl != led && cl != Trump:
		case bestClass != Trump && cl == Trump, cl == bestClass && pw > bestPower:
			best, bestClass, bestPower, tie = i+1, cl, pw, false
		case cl == bestClass && pw == bestPower:
			tie = true
			if g.dulle(p.Card) && g.secondDulleWins(last) {
				best = i + 1
			}
		}
	}
	w := plays[best]
	var why rules.Ruling
	switch {
	case tie && g.dulle(w.Card):
		why = rules.Allow(Ref("dullen"), g.dullenReason(w.Seat, last))
	case tie:
		why = rules.Allow(Ref("winner"), msg.T("Of two equal highest cards (%s) the first one played wins: %s takes the trick.", w.Card, seat(w.Seat)))
	case bestClass == Trump && led != Trump:
		why = rules.Allow(Ref("winner"), msg.T("%s is the highest trump in a trick of %s: %s takes it.", w.Card, led.Title(), seat(w.Seat)))
	case bestClass == Trump:
		why = rules.Allow(Ref("winner"), msg.T("Trump was led and %s is the highest trump: %s takes the trick.", w.Card, seat(w.Seat)))
	default:
		why = rules.Allow(Ref("winner"), msg.T("%s is the highest card of %s, the suit led: %s takes the trick.", w.Card, led.Title(), seat(w.Seat)))
	}
	if g.schwein(w.Seat, w.Card) {
		why.Rule = Ref("schweinchen")
		why.Reason = msg.Join(msg.T("%s is a shown Schweinchen and ranks above the Dullen.", w.Card), why.Reason)
	}
	return TrickWinner{Seat: w.Seat, Index: best, Why: why}
}

// dullenReason explains which of two Dullen took the trick for seat s.
func (g Game) dullenReason(s int, last bool) msg.Text {
	switch {
	case g.Options.dullen() == DullenSecond:
		return msg.T("At this table the second Dulle beats the first: %s takes the trick.", seat(s))
	case g.Options.dullen() == DullenSecondLast && last:
		return msg.T("The second Dulle beats the first, but not in the last trick: here the first one wins, and %s takes the trick.", seat(s))
	case g.Options.dullen() == DullenSecondLast:
		return msg.T("The second Dulle beats the first (this is not the last trick): %s takes the trick.", seat(s))
	}
	return msg.T("Of two Dullen the first one played wins, as with any two equal cards: %s takes the trick.", seat(s))
}

// Turn is one player about to lay a card: the seat, the cards in hand and
// the trick so far.
type Turn struct {
	Seat  int
	Hand  []cards.Card
	Trick []Play
}

// checkTurn reports a turn that cannot happen: a bad or complete trick, the
// wrong seat, a hand too big or holding cards the game does not have.
func (g Game) checkTurn(t Turn) error {
	if err := g.Validate(); err != nil {
		return err
	}
	if err := g.checkTrick("trick", t.Trick); err != nil {
		return err
	}
	if len(t.Trick) == Players {
		return msg.Errorf("trick", "The trick is complete; nobody plays to it any more.")
	}
	if err := checkSeat("seat", t.Seat); err != nil {
		return err
	}
	if len(t.Trick) > 0 && t.Seat != (t.Trick[0].Seat+len(t.Trick))%Players {
		return msg.Errorf("seat", "It is not %s's turn.", seat(t.Seat))
	}
	if len(t.Hand) > g.Options.HandSize() {
		return msg.Errorf("hand", "A hand holds at most %d cards.", g.Options.HandSize())
	}
	if err := g.Options.checkCopies("hand", t.Hand); err != nil {
		return err
	}
	return g.Options.checkCopies("hand", t.Hand, playedCards(t.Trick))
}

// Legal answers whether the player may lay card c now. The lead is free;
// after it, a player who holds a card of the class led (trump, or a plain
// suit without its trumps) must lay one, and one who holds none may lay any.
// A card not in the hand or a turn that cannot happen is an error.
func (g Game) Legal(t Turn, c cards.Card) (rules.Ruling, error) {
	if err := g.checkTurn(t); err != nil {
		return rules.Ruling{}, err
	}
	if !slices.Contains(t.Hand, c) {
		return rules.Ruling{}, msg.Errorf("card", "%s is not in the hand.", c)
	}
	return g.legal(t, c), nil
}

// legal is Legal on a turn known to be well formed.
func (g Game) legal(t Turn, c cards.Card) rules.Ruling {
	if len(t.Trick) == 0 {
		return rules.Allow(Ref("lead"), msg.T("Whoever leads may lay any card."))
	}
	led := g.ClassOf(t.Trick[0].Seat, t.Trick[0].Card)
	if cl := g.ClassOf(t.Seat, c); cl == led {
		return rules.Allow(Ref("follow"), msg.T("%s follows %s.", c, led.Title()))
	}
	var able []cards.Card
	for _, h := range t.Hand {
		if g.ClassOf(t.Seat, h) == led {
			able = append(able, h)
		}
	}
	if len(able) == 0 {
		return rules.Allow(Ref("follow"), msg.T("No card of %s in hand, so any card may be laid.", led.Title()))
	}
	return rules.Deny(Ref("follow"), msg.T("%s must be followed: the hand holds %s.||doppelkopf", led.Title(), able))
}

// LegalCards returns the cards of the hand that may be laid now, in the
// hand's order.
func (g Game) LegalCards(t Turn) ([]cards.Card, error) {
	if err := g.checkTurn(t); err != nil {
		return nil, err
	}
	var out []cards.Card
	for _, c := range t.Hand {
		if g.legal(t, c).Allowed {
			out = append(out, c)
		}
	}
	return out, nil
}
