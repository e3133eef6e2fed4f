package tupelkopf

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
	Seat  int          `json:"seat"`  // the seat that takes the trick
	Index int          `json:"index"` // position of the winning card in the trick, from 0
	Why   rules.Ruling `json:"why"`   // always Allowed; the reason and the rule
}

// checkTrick reports malformed tricks: unknown cards, seats that do not
// exist, or seats out of clockwise turn.
func (g Game) checkTrick(plays []Play, field string) error {
	if len(plays) > g.Players() {
		return msg.Errorf(field, "A trick has at most %d cards.", g.Players())
	}
	for i, p := range plays {
		if p.Seat < 0 || p.Seat >= g.Players() {
			return msg.Errorf(field, "Card %d comes from seat %d, which does not exist.", i+1, p.Seat+1)
		}
		if !InDeck(p.Card) {
			return msg.Errorf(field, "Card %d is not a Tupelkopf card.", i+1)
		}
		if i > 0 && p.Seat != (plays[0].Seat+i)%g.Players() {
			return msg.Errorf(field, "Card %d was played out of turn: seat %d plays after seat %d.",
				i+1, (plays[i-1].Seat+1)%g.Players()+1, plays[i-1].Seat+1)
		}
	}
	var played []cards.Card
	for _, p := range plays {
		played = append(played, p.Card)
	}
	return checkCopies(g.N, field, played)
}

// Winner returns who takes the trick: the highest trump, or without trumps
// the highest card of the suit led; of equal cards the first played, except
// Herz-Zehnen, where the last one played wins. An empty or malformed trick
// is an error.
func (g Game) Winner(plays []Play) (TrickWinner, error) {
	if err := g.Validate(); err != nil {
		return TrickWinner{}, err
	}
	if len(plays) == 0 {
		return TrickWinner{}, msg.Errorf("trick", "An empty trick has no winner.")
	}
	if err := g.checkTrick(plays, "trick"); err != nil {
		return TrickWinner{}, err
	}
	return g.winner(plays), nil
}

// winner is Winner on a trick known to be well formed.
func (g Game) winner(plays []Play) TrickWinner {
	led, _ := g.Place(plays[0].Seat, plays[0].Card)
	best, bestClass, bestPower := 0, led, -1
	tie := false
	for i, p := range plays {
		cl, pw := g.Place(p.Seat, p.Card)
		if cl != led && cl != Trump {
			continue
		}
		switch {
		case bestClass != Trump && cl == Trump, cl == bestClass && pw > bestPower:
			best, bestClass, bestPower, tie = i, cl, pw, false
		case cl == bestClass && pw == bestPower:
			tie = true
			if cl == Trump && pw == powerHeartsTen {
				best = i
			}
		}
	}
	w := plays[best]
	card := cardText(w.Card)
	var why rules.Ruling
	switch {
	case tie && bestClass == Trump && bestPower == powerHeartsTen:
		why = rules.Allow(Ref("play.hearts-ten"), msg.T("Of several Herz-Zehnen the last one played wins: %s takes the trick.", seatText(w.Seat)))
	case tie:
		why = rules.Allow(Ref("play.equal-cards"), msg.T("Of equal highest cards (%s) the first one played wins: %s takes the trick.", card, seatText(w.Seat)))
	case bestClass == Trump && led != Trump:
		why = rules.Allow(Ref("play.winner"), msg.T("%s is the highest trump in a trick of %s: %s takes it.", card, led.Title(), seatText(w.Seat)))
	case bestClass == Trump:
		why = rules.Allow(Ref("play.winner"), msg.T("Trump was led and %s is the highest trump: %s takes the trick.", card, seatText(w.Seat)))
	default:
		why = rules.Allow(Ref("play.winner"), msg.T("%s is the highest card of %s, the suit led: %s takes the trick.", card, led.Title(), seatText(w.Seat)))
	}
	if sec := g.orderSection(w.Seat, w.Card); !tie && (sec == "schweinchen" || sec == "barschel") {
		why.Rule = Ref(sec)
		why.Reason = msg.Join(msg.T("(%s ranks there by the %s rule.)", card, Ref(sec).Title), why.Reason)
	}
	return TrickWinner{Seat: w.Seat, Index: best, Why: why}
}

// TrickSunkte adds up the Sunkte of the cards in a trick.
func TrickSunkte(plays []Play) int {
	sum := 0
	for _, p := range plays {
		sum += Sunkte(p.Card)
	}
	return sum
}

// TupelkopfThreshold is the fewest Sunkte a trick needs to be a Tupelkopf: 15n+10.
func TupelkopfThreshold(n int) int { return 15*n + 10 }

// IsTupelkopf answers whether a trick is a Tupelkopf (15n+10 Sunkte or more).
func (g Game) IsTupelkopf(plays []Play) rules.Ruling {
	s, min := TrickSunkte(plays), TupelkopfThreshold(g.N)
	if s >= min {
		return rules.Allow(Ref("parties.tupelkopf"), msg.T("The trick holds %d card points, at least %d: it is a Tupelkopf.", s, min))
	}
	return rules.Deny(Ref("parties.tupelkopf"), msg.T("The trick holds %d card points, fewer than %d: it is no Tupelkopf.", s, min))
}

// Turn is one player about to lay a card: the seat, the cards in hand, the
// trick so far and how many unused Barschels the seat has declared.
type Turn struct {
	Seat     int
	Hand     []cards.Card
	Trick    []Play
	Barschel int
}

// checkTurn reports a turn that cannot happen: a bad trick, a full trick,
// the wrong seat, or a hand too big.
func (g Game) checkTurn(t Turn) error {
	if err := g.Validate(); err != nil {
		return err
	}
	if err := g.checkTrick(t.Trick, "trick"); err != nil {
		return err
	}
	if len(t.Trick) == g.Players() {
		return msg.Errorf("trick", "The trick is complete; nobody plays to it any more.")
	}
	if t.Seat < 0 || t.Seat >= g.Players() {
		return msg.Errorf("seat", "Seat %d does not exist.", t.Seat+1)
	}
	if len(t.Trick) > 0 && t.Seat != (t.Trick[0].Seat+len(t.Trick))%g.Players() {
		return msg.Errorf("seat", "It is not seat %d's turn.", t.Seat+1)
	}
	if len(t.Hand) > 12 {
		return msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	for _, c := range t.Hand {
		if !InDeck(c) {
			return msg.Errorf("hand", "%s is not a Tupelkopf card.", cardText(c))
		}
	}
	var played []cards.Card
	for _, p := range t.Trick {
		played = append(played, p.Card)
	}
	if err := checkCopies(g.N, "hand", t.Hand, played); err != nil {
		return err
	}
	if t.Barschel < 0 || t.Barschel > g.N {
		return msg.Errorf("barschel", "A player has between 0 and %d Barschels.", g.N)
	}
	return nil
}

// Legal answers whether seat may lay card c now. The lead is free; after it,
// a player who holds a card of the class led must lay one, unless they spend
// a Barschel. A card not in the hand or a turn that cannot happen is an error.
func (g Game) Legal(t Turn, c cards.Card) (rules.Ruling, error) {
	if err := g.checkTurn(t); err != nil {
		return rules.Ruling{}, err
	}
	if !slices.Contains(t.Hand, c) {
		return rules.Ruling{}, msg.Errorf("card", "%s is not in the hand.", cardText(c))
	}
	if len(t.Trick) == 0 {
		return rules.Allow(Ref("play.lead"), msg.T("Whoever leads may lay any card.")), nil
	}
	led := g.ClassOf(t.Trick[0].Seat, t.Trick[0].Card)
	cl := g.ClassOf(t.Seat, c)
	if cl == led {
		return rules.Allow(Ref("play.follow"), msg.T("%s follows %s.", cardText(c), led.Title())), nil
	}
	var able []cards.Card
	for _, h := range t.Hand {
		if g.ClassOf(t.Seat, h) == led {
			able = append(able, h)
		}
	}
	if len(able) == 0 {
		return rules.Allow(Ref("play.follow"), msg.T("No card of %s in hand, so any card may be laid.", led.Title())), nil
	}
	if t.Barschel > 0 {
		return rules.Allow(Ref("barschel"), msg.T("%s does not follow %s, which the Barschel allows once; next time %s must be followed, the Barschel must be owned up to.",
			cardText(c), led.Title(), led.Title())), nil
	}
	return rules.Deny(Ref("play.follow"), msg.T("%s must be followed: the hand holds %s.", led.Title(), cardsText(able))), nil
}
