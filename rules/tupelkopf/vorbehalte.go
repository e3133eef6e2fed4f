package tupelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Vorbehalt is a reservation declared before the first card: a solo, a
// different way of forming the parties, or one of the politicians that
// change the cards or the play.
type Vorbehalt string

// The Vorbehalte, in the order in which they are asked.
const (
	VorbehaltSolo        Vorbehalt = "solo"
	VorbehaltArmut       Vorbehalt = "armut"
	VorbehaltSchieben    Vorbehalt = "schieben"
	VorbehaltHochzeit    Vorbehalt = "hochzeit"
	VorbehaltStrauss     Vorbehalt = "strauss"
	VorbehaltBarschel    Vorbehalt = "barschel"
	VorbehaltThatcher    Vorbehalt = "thatcher"
	VorbehaltLafontaine  Vorbehalt = "lafontaine"
	VorbehaltTrittin     Vorbehalt = "trittin"
	VorbehaltEichel      Vorbehalt = "eichel"
	VorbehaltKohl        Vorbehalt = "kohl"
	VorbehaltMandela     Vorbehalt = "mandela"
	VorbehaltSchweinchen Vorbehalt = "schweinchen"
)

// Vorbehalte lists every Vorbehalt in the order the table asks for them.
var Vorbehalte = []Vorbehalt{VorbehaltSolo, VorbehaltArmut, VorbehaltSchieben, VorbehaltHochzeit,
	VorbehaltStrauss, VorbehaltBarschel, VorbehaltThatcher, VorbehaltLafontaine, VorbehaltTrittin,
	VorbehaltEichel, VorbehaltKohl, VorbehaltMandela, VorbehaltSchweinchen}

// rank is the Vorbehalt's place in the asking order, -1 if unknown.
func (v Vorbehalt) rank() int { return slices.Index(Vorbehalte, v) }

// Title names the Vorbehalt for people.
func (v Vorbehalt) Title() msg.Text {
	switch v {
	case VorbehaltStrauss:
		return msg.T("Strauss")
	case "":
		return msg.T("nothing")
	}
	s := string(v)
	if v.rank() < 0 {
		return msg.T("unknown")
	}
	return msg.Plain(string(s[0]-'a'+'A') + s[1:])
}

// section is the rule section of the Vorbehalt.
func (v Vorbehalt) section() string {
	if v == VorbehaltSolo {
		return "solo.kinds"
	}
	if v == VorbehaltStrauss {
		return "strauss"
	}
	return string(v)
}

// oncePerDeal reports whether only one player may declare v in a deal.
func (v Vorbehalt) oncePerDeal() bool {
	switch v {
	case VorbehaltStrauss, VorbehaltBarschel, VorbehaltSchweinchen:
		return false
	}
	return true
}

// Declaration is one Vorbehalt a player declared.
type Declaration struct {
	Kind     Vorbehalt
	Seat     int
	Contract Contract   // for a solo: which one
	Suit     cards.Suit // for a Farbenersatzsolo: its suit; for a Mandela: the black suit
	// Count is the number the declaration names: a Hochzeit's Kreuz-Damen,
	// the Barschels, a Trittin's Herz-Buben, an Eichel's Karo-Neunen, a
	// Kohl's Karo-Könige. Zero means "as many as the hand allows".
	Count int
}

// AskOrder returns the seats in the order they are asked in every phase:
// left of the dealer first, then clockwise, the dealer last.
func AskOrder(players, dealer int) []int {
	if players <= 0 {
		return nil
	}
	out := make([]int, players)
	for i := range out {
		out[i] = ((dealer+1+i)%players + players) % players
	}
	return out
}

// Asking is the state of the Vorbehalt round of one deal.
type Asking struct {
	N      int
	Dealer int
	Before []Declaration // what has been declared so far, in order
}

// has returns the first earlier declaration of kind v, if any.
func (a Asking) has(v Vorbehalt) (Declaration, bool) {
	i := slices.IndexFunc(a.Before, func(d Declaration) bool { return d.Kind == v })
	if i < 0 {
		return Declaration{}, false
	}
	return a.Before[i], true
}

// solo returns the declared solo's contract, Normal if none.
func (a Asking) solo() Contract {
	if d, ok := a.has(VorbehaltSolo); ok {
		return d.Contract
	}
	return Normal
}

// check reports a round that cannot be: bad n, dealer or seats, a hand with
// foreign cards, unknown kinds, or earlier declarations out of order.
func (a Asking) check(hand []cards.Card, d Declaration) error {
	if err := (Game{N: a.N, Contract: Normal}).Validate(); err != nil {
		return err
	}
	p := 2 * a.N
	if a.Dealer < 0 || a.Dealer >= p {
		return msg.Errorf("dealer", "Seat %d does not exist.", a.Dealer+1)
	}
	if len(hand) > 12 {
		return msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	for _, c := range hand {
		if !InDeck(c) {
			return msg.Errorf("hand", "%s is not a Tupelkopf card.", cardText(c))
		}
	}
	if err := checkCopies(a.N, "hand", hand); err != nil {
		return err
	}
	for i, b := range append(slices.Clone(a.Before), d) {
		field := "before"
		if i == len(a.Before) {
			field = "declaration"
		}
		if b.Kind.rank() < 0 {
			return msg.Errorf(field, "%q is not a Vorbehalt.", string(b.Kind))
		}
		if b.Seat < 0 || b.Seat >= p {
			return msg.Errorf(field, "Seat %d does not exist.", b.Seat+1)
		}
		if b.Count < 0 || b.Count > 4*a.N {
			return msg.Errorf(field, "The number %d is out of range.", b.Count)
		}
		if b.Kind == VorbehaltSolo {
			g := Game{N: a.N, Contract: b.Contract, SoloSuit: b.Suit}
			if err := g.Validate(); err != nil {
				return err
			}
			if b.Contract == Normal {
				return msg.Errorf(field, "Name the solo.")
			}
		}
		if i > 0 && i < len(a.Before) && b.Kind.rank() < a.Before[i-1].Kind.rank() {
			return msg.Errorf("before", "The Vorbehalte are listed out of order.")
		}
	}
	return nil
}

// May answers whether the player in seat d.Seat, holding hand, may declare
// d now. Malformed input is an error; a declaration the rules forbid is a
// Ruling that is not Allowed, with the reason.
func (a Asking) May(hand []cards.Card, d Declaration) (rules.Ruling, error) {
	if err := a.check(hand, d); err != nil {
		return rules.Ruling{}, err
	}
	if r, blocked := a.blocked(d); blocked {
		return r, nil
	}
	return a.holds(hand, d), nil
}

// blocked returns the ruling when an earlier declaration or the order of
// asking rules d out.
func (a Asking) blocked(d Declaration) (rules.Ruling, bool) {
	deny := func(section, id string, args ...any) (rules.Ruling, bool) {
		return rules.Deny(Ref(section), msg.T(id, args...)), true
	}
	if _, ok := a.has(VorbehaltArmut); ok {
		return deny("armut", "An Armut was declared: the cards are dealt again.")
	}
	if n := len(a.Before); n > 0 {
		last := a.Before[n-1]
		if d.Kind.rank() < last.Kind.rank() {
			return deny("vorbehalt.order", "The turn of %s has passed: %s has already been declared, and the Vorbehalte are asked in their fixed order.",
				d.Kind.Title(), last.Kind.Title())
		}
	}
	if prev, ok := a.has(d.Kind); ok {
		if d.Kind.oncePerDeal() {
			return deny("vorbehalt.first", "Only one %s per deal: %s declared it first.", d.Kind.Title(), seatText(prev.Seat))
		}
		order := AskOrder(2*a.N, a.Dealer)
		for _, b := range a.Before {
			if b.Kind == d.Kind && slices.Index(order, d.Seat) < slices.Index(order, b.Seat) {
				return deny("vorbehalt.order", "%[1]s was asked for %[3]s before %[2]s, so that turn has passed.", seatText(d.Seat), seatText(b.Seat), d.Kind.Title())
			}
			if b.Kind == d.Kind && b.Seat == d.Seat {
				return deny("vorbehalt.order", "%s has already declared %s; declare them all at once.", seatText(d.Seat), d.Kind.Title())
			}
		}
	}
	solo := a.solo()
	_, schieben := a.has(VorbehaltSchieben)
	_, strauss := a.has(VorbehaltStrauss)
	_, thatcher := a.has(VorbehaltThatcher)
	_, mandela := a.has(VorbehaltMandela)
	switch d.Kind {
	case VorbehaltArmut, VorbehaltSchieben, VorbehaltHochzeit:
		if solo != Normal {
			return deny("vorbehalt.first", "A solo has been declared; it goes first, so there is no %s.", d.Kind.Title())
		}
		if schieben && d.Kind == VorbehaltHochzeit {
			return deny("vorbehalt.first", "Schieben has been declared; it goes first, so there is no Hochzeit.")
		}
	case VorbehaltThatcher:
		if !thatcherContract(solo) {
			return deny("thatcher", "No Thatcher in a %s; only in a secret solo, a Trumpfsolo or a Farbenersatzsolo.", solo.Title())
		}
		if schieben {
			return deny("thatcher", "No Thatcher after Schieben.")
		}
	case VorbehaltLafontaine:
		if !thatcherContract(solo) || schieben {
			return deny("lafontaine", "No Lafontaine with Schieben or in a solo other than a secret solo, a Trumpfsolo or a Farbenersatzsolo.")
		}
		if thatcher {
			return deny("thatcher", "After a Thatcher nothing triggered by jacks may be declared, so no Lafontaine.")
		}
	case VorbehaltTrittin:
		if strauss {
			return deny("strauss", "A Strauss has been declared; it prevents the Trittin.")
		}
		if thatcher {
			return deny("thatcher", "After a Thatcher nothing triggered by jacks may be declared, so no Trittin.")
		}
	case VorbehaltMandela:
		if solo != Normal || schieben {
			return deny("mandela", "A solo or Schieben prevents the Mandela.")
		}
	case VorbehaltSchweinchen:
		if !schweinchenContract(solo) {
			return deny("schweinchen", "There are no Schweinchen in a %s.", solo.Title())
		}
		if mandela {
			return deny("mandela", "After a Mandela no Schweinchen may be declared.||vorbehalte")
		}
	}
	return rules.Ruling{}, false
}
