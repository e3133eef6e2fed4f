package tupelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Moment is a player in the middle of a deal who wants to show a
// Gemeinheit: what was declared before the first card, the hand now, and
// what the player has already done.
type Moment struct {
	N        int
	Seat     int
	Hand     []cards.Card
	Declared []Declaration // the Vorbehalte of this deal
	// FewestCards is the fewest cards any player holds at this moment.
	FewestCards int
	// Leading is set when it is the player's turn to lead.
	Leading bool
	// GerhardtDone is set once the player has led normally after starting a
	// Gerhardt, or finished one.
	GerhardtDone bool
	// LambsdorffsShown counts the player's Lambsdorffs already shown.
	LambsdorffsShown int
}

func (m Moment) check() error {
	if err := (Game{N: m.N, Contract: Normal}).Validate(); err != nil {
		return err
	}
	if m.Seat < 0 || m.Seat >= 2*m.N {
		return msg.Errorf("seat", "Seat %d does not exist.", m.Seat+1)
	}
	if len(m.Hand) > 12 || m.FewestCards < 0 || m.FewestCards > 12 {
		return msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	for _, c := range m.Hand {
		if !InDeck(c) {
			return msg.Errorf("hand", "%s is not a Tupelkopf card.", cardText(c))
		}
	}
	return checkCopies(m.N, "hand", m.Hand)
}

func (m Moment) declared(v Vorbehalt) bool {
	return slices.ContainsFunc(m.Declared, func(d Declaration) bool { return d.Kind == v })
}

// blockedBy returns a denial when a Strauß, a Thatcher (for Gemeinheiten
// triggered by jacks) or a Mandela (for Gerhardt) rules the Gemeinheit out.
func (m Moment) blockedBy(name msg.Text, byJacks, byMandela bool) (rules.Ruling, bool) {
	switch {
	case m.declared(VorbehaltStrauss):
		return rules.Deny(Ref("strauss"), msg.T("A Strauss was declared: no %s in this deal.", name)), true
	case byJacks && m.declared(VorbehaltThatcher):
		return rules.Deny(Ref("thatcher"), msg.T("After a Thatcher nothing triggered by jacks may be used: no %s.", name)), true
	case byMandela && m.declared(VorbehaltMandela):
		return rules.Deny(Ref("mandela"), msg.T("After a Mandela there is no %s.", name)), true
	}
	return rules.Ruling{}, false
}

// GenscherPartners is the number of partners a Genscher names: the rest of
// a party of n.
func GenscherPartners(n int) int { return n - 1 }

// MayGenscher answers whether the player may show a Genscher now: all n
// Karo-Buben in hand while every player still holds at least seven cards.
func (m Moment) MayGenscher() (rules.Ruling, error) {
	if err := m.check(); err != nil {
		return rules.Ruling{}, err
	}
	if r, ok := m.blockedBy(msg.T("Genscher"), true, false); ok {
		return r, nil
	}
	ref := Ref("gemeinheit.genscher")
	if k := countOf(m.Hand, diamondsJack); k < m.N {
		return rules.Deny(ref, msg.T("A Genscher needs all %d Karo-Buben in hand; there are %d.", m.N, k)), nil
	}
	if m.FewestCards < 7 {
		return rules.Deny(ref, msg.T("Too late: a player holds fewer than seven cards.")), nil
	}
	return rules.Allow(ref, msg.T("Genscher: the player names %d new partners; together they are the Elders from now on.", GenscherPartners(m.N))), nil
}

// MayGerhardt answers whether the player may start a Gerhardt now: two or
// more Karo-Zehnen, about to lead, and no Gerhardt before in this deal.
func (m Moment) MayGerhardt() (rules.Ruling, error) {
	if err := m.check(); err != nil {
		return rules.Ruling{}, err
	}
	if r, ok := m.blockedBy(msg.T("Gerhardt"), false, true); ok {
		return r, nil
	}
	ref := Ref("gemeinheit.gerhardt")
	switch k := countOf(m.Hand, diamondsTen); {
	case k < 2:
		return rules.Deny(ref, msg.T("A Gerhardt needs at least two Karo-Zehnen; there are %d.", k)), nil
	case m.GerhardtDone:
		return rules.Deny(ref, msg.T("A player gives the Gerhardt only once.")), nil
	case !m.Leading:
		return rules.Deny(ref, msg.T("A Gerhardt is given only when it is the player's turn to lead.")), nil
	}
	return rules.Allow(ref, msg.T("Gerhardt: each Karo-Zehn goes to another player for a card the player names.")), nil
}

// MayLambsdorff answers whether the player may show a Lambsdorff after a
// trick: a pair of Pik-Buben in hand not shown before.
func (m Moment) MayLambsdorff() (rules.Ruling, error) {
	if err := m.check(); err != nil {
		return rules.Ruling{}, err
	}
	if r, ok := m.blockedBy(msg.T("Lambsdorff"), true, false); ok {
		return r, nil
	}
	ref := Ref("gemeinheit.lambsdorff")
	if pairs := countOf(m.Hand, spadesJack) / 2; pairs <= m.LambsdorffsShown {
		return rules.Deny(ref, msg.T("Each Lambsdorff is a pair of Pik-Buben in hand; there is no pair left that was not shown.")), nil
	}
	return rules.Allow(ref, msg.T("Lambsdorff: the trick's card points go to the player who shows it.")), nil
}

// LambsdorffResult is where a trick's value goes after a Lambsdorff.
type LambsdorffResult struct {
	SunkteTo  int // the Lambsdorff player gets the trick's Sunkte
	Sunkte    int
	SpecialTo int // the winner keeps the special Bunkte (Tupelkopf, fox, Karlchen)
	Leads     int // the winner still leads the next trick
	Why       rules.Ruling
}

// Lambsdorff applies a Lambsdorff shown by seat to a finished trick.
func Lambsdorff(t Trick, seat int) LambsdorffResult {
	return LambsdorffResult{SunkteTo: seat, Sunkte: t.Sunkte, SpecialTo: t.Winner.Seat, Leads: t.Winner.Seat,
		Why: rules.Allow(Ref("gemeinheit.lambsdorff"), msg.T("The %d card points of the trick go to %s; %s keeps the special Bunkte and leads next.", t.Sunkte, seatText(seat), seatText(t.Winner.Seat)))}
}

// LafontaineSwaps is how often a Lafontaine may swap a card of a trick it
// just won for one from the hand: n−1 times.
func LafontaineSwaps(n int) int { return n - 1 }

// GenscherParty checks the partners a Genscher at seat names and returns the
// new Alten: the Genscher first, then the partners.
func GenscherParty(n, seat int, partners []int) ([]int, error) {
	if err := (Game{N: n, Contract: Normal}).Validate(); err != nil {
		return nil, err
	}
	if seat < 0 || seat >= 2*n {
		return nil, msg.Errorf("seat", "Seat %d does not exist.", seat+1)
	}
	if len(partners) != GenscherPartners(n) {
		return nil, msg.Errorf("partners", "A Genscher names %d partners.", GenscherPartners(n))
	}
	alten := []int{seat}
	for _, p := range partners {
		if p < 0 || p >= 2*n {
			return nil, msg.Errorf("partners", "Seat %d does not exist.", p+1)
		}
		if slices.Contains(alten, p) {
			return nil, msg.Errorf("partners", "Seat %d is named twice or is the Genscher.", p+1)
		}
		alten = append(alten, p)
	}
	return alten, nil
}

// Karlchen answers whether the last trick t counts as a Karlchen: won with
// a Kreuz-Bube, unless a Thatcher is in force or the Kreuz-Bube served the
// Lafontaine of seat lafontaine (-1 for none).
func (g Game) Karlchen(t Trick, lafontaine int) rules.Ruling {
	if len(t.Plays) == 0 || t.Winner.Index < 0 || t.Winner.Index >= len(t.Plays) {
		return rules.Deny(Ref("parties.karlchen"), msg.T("The trick is empty."))
	}
	w := t.Plays[t.Winner.Index]
	switch {
	case w.Card != clubsJack:
		return rules.Deny(Ref("parties.karlchen"), msg.T("The last trick was won with %s, not a Kreuz-Bube.", cardText(w.Card)))
	case g.Thatcher:
		return rules.Deny(Ref("thatcher"), msg.T("With a Thatcher there is no Karlchen."))
	case w.Seat == lafontaine:
		return rules.Deny(Ref("lafontaine"), msg.T("A Kreuz-Bube that serves a Lafontaine makes no Karlchen."))
	}
	return rules.Allow(Ref("parties.karlchen"), msg.T("%s won the last trick with a Kreuz-Bube: Karlchen.", seatText(w.Seat)))
}
