package doppelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Vorbehalt is what a player declares when the table asks before the first
// card: healthy (nothing), a solo, an Armut or a Hochzeit.
type Vorbehalt string

// The Vorbehalte, in the order in which they go first.
const (
	// VorbehaltGesund: nothing to declare.
	VorbehaltGesund Vorbehalt = ""
	// VorbehaltVorgefuehrt: the player still owes a Pflichtsolo and the
	// deals left are no more than the solos owed, so they must play it now.
	VorbehaltVorgefuehrt Vorbehalt = "vorgefuehrt"
	// VorbehaltPflichtsolo: the player's first solo of the game, which
	// pays their duty.
	VorbehaltPflichtsolo Vorbehalt = "pflichtsolo"
	// VorbehaltLustsolo: a solo beyond the duty.
	VorbehaltLustsolo Vorbehalt = "lustsolo"
	// VorbehaltArmut: three trumps or fewer, to be passed to a partner
	// (house rule).
	VorbehaltArmut Vorbehalt = "armut"
	// VorbehaltHochzeit: both Kreuz-Damen in one hand, the partner still
	// to be found.
	VorbehaltHochzeit Vorbehalt = "hochzeit"
)

// Vorbehalte lists every Vorbehalt, healthy first and then in the order in
// which they go first.
var Vorbehalte = []Vorbehalt{VorbehaltGesund, VorbehaltVorgefuehrt, VorbehaltPflichtsolo, VorbehaltLustsolo,
	VorbehaltArmut, VorbehaltHochzeit}

// Title names the Vorbehalt for people.
func (v Vorbehalt) Title() msg.Text {
	switch v {
	case VorbehaltGesund:
		return msg.T("healthy (nothing)")
	case VorbehaltVorgefuehrt:
		return msg.T("Pflichtsolo, vorgeführt")
	case VorbehaltPflichtsolo:
		return msg.T("Pflichtsolo")
	case VorbehaltLustsolo:
		return msg.T("Lustsolo (a solo beyond the duty)")
	case VorbehaltArmut:
		return msg.T("Armut")
	case VorbehaltHochzeit:
		return msg.T("Hochzeit")
	}
	return msg.T("unknown")
}

// IsSolo reports whether the Vorbehalt is a solo.
func (v Vorbehalt) IsSolo() bool {
	return v == VorbehaltVorgefuehrt || v == VorbehaltPflichtsolo || v == VorbehaltLustsolo
}

// AskOrder returns the seats in the order the table asks them: left of the
// dealer first, then clockwise, the dealer last.
func AskOrder(dealer int) []int {
	out := make([]int, Players)
	for i := range out {
		out[i] = ((dealer+1+i)%Players + Players) % Players
	}
	return out
}

// Asking is the Vorbehalt round of one deal: the table's rules, the dealer
// and what each seat declared.
type Asking struct {
	Options  Options
	Dealer   int
	Declared []Vorbehalt // by seat; seats beyond the list are healthy
}

// Outcome is the game a Vorbehalt round leads to.
type Outcome struct {
	Kind   Vorbehalt    // the Vorbehalt played, VorbehaltGesund for a normal game
	Seat   int          // who plays it, -1 for a normal game
	Leader int          // who leads the first trick
	Why    rules.Ruling // what is played and why
	Lead   rules.Ruling // who leads and why
}

// check reports a round that cannot be.
func (a Asking) check() error {
	if err := a.Options.Validate(); err != nil {
		return err
	}
	if err := checkSeat("dealer", a.Dealer); err != nil {
		return err
	}
	if len(a.Declared) > Players {
		return msg.Errorf("declared", "Four players are asked.")
	}
	forced := 0
	for i, v := range a.Declared {
		switch {
		case !slices.Contains(Vorbehalte, v):
			return msg.Errorf("declared", "%s declared something that is no Vorbehalt.", seat(i))
		case v == VorbehaltArmut && !a.Options.Armut:
			return msg.Errorf("declared", "%s declared an Armut, but this table plays without Armut.", seat(i))
		case v == VorbehaltVorgefuehrt:
			if forced++; forced > 1 {
				return msg.Errorf("declared", "Only one player at a time is vorgeführt.")
			}
		}
	}
	return nil
}

// Decide answers which Vorbehalt is played (TSR 4.1): a player who is
// vorgeführt plays their Pflichtsolo whatever the others hold; otherwise a
// Pflichtsolo goes before a Lustsolo, a solo before an Armut (a house rule)
// and that before a Hochzeit; of two equal Vorbehalte the player asked first
// (from the dealer's left) goes first. It also says who leads: the soloist
// in a Pflichtsolo, the player left of the dealer in every other game.
func (a Asking) Decide() (Outcome, error) {
	if err := a.check(); err != nil {
		return Outcome{}, err
	}
	declared := func(s int) Vorbehalt {
		if s < len(a.Declared) {
			return a.Declared[s]
		}
		return VorbehaltGesund
	}
	order := AskOrder(a.Dealer)
	o := Outcome{Kind: VorbehaltGesund, Seat: -1, Leader: order[0]}
	for _, v := range Vorbehalte[1:] {
		if i := slices.IndexFunc(order, func(s int) bool { return declared(s) == v }); i >= 0 {
			o.Kind, o.Seat = v, order[i]
			break
		}
	}
	others := 0
	for s := range Players {
		if declared(s) != VorbehaltGesund && s != o.Seat {
			others++
		}
	}
	o.Why = a.why(o, others)
	o.Lead = rules.Allow(Ref("lead"), msg.T("In this game %s, left of the dealer, leads the first trick.", seat(o.Leader)))
	if o.Kind == VorbehaltVorgefuehrt || o.Kind == VorbehaltPflichtsolo {
		o.Leader = o.Seat
		o.Lead = rules.Allow(Ref("lead"), msg.T("In a Pflichtsolo the soloist, %s, leads the first trick.", seat(o.Seat)))
	}
	return o, nil
}

// why explains the outcome; others is the number of players whose
// declaration gave way.
func (a Asking) why(o Outcome, others int) rules.Ruling {
	gaveWay := msg.Text{}
	if others > 0 {
		gaveWay = msg.T("What the others declared gives way to it.")
	}
	switch o.Kind {
	case VorbehaltVorgefuehrt:
		return rules.Allow(Ref("pflichtsolo"), msg.Join(msg.T("Vorgeführt is %s: they still owe their Pflichtsolo and must play it in this deal, whatever anyone else holds.", seat(o.Seat)), gaveWay))
	case VorbehaltPflichtsolo:
		return rules.Allow(Ref("vorbehalte"), msg.Join(msg.T("A Pflichtsolo goes before every other Vorbehalt, and of several the one asked first: %s plays a Pflichtsolo.", seat(o.Seat)), gaveWay))
	case VorbehaltLustsolo:
		return rules.Allow(Ref("vorbehalte"), msg.Join(msg.T("With no Pflichtsolo declared, a Lustsolo goes first, and of several the one asked first: %s plays a Lustsolo.", seat(o.Seat)), gaveWay))
	case VorbehaltArmut:
		return rules.Allow(Ref("armut"), msg.Join(msg.T("No solo was declared, so the Armut goes first (also before a Hochzeit): %s offers their trumps; whoever takes them plays with them as Re, and if nobody does, the cards are dealt again.", seat(o.Seat)), gaveWay))
	case VorbehaltHochzeit:
		return rules.Allow(Ref("hochzeit"), msg.Join(msg.T("No solo was declared, so the Hochzeit of %s is played: the partner is found in the first three tricks.", seat(o.Seat)), gaveWay))
	}
	return rules.Allow(Ref("vorbehalte"), msg.T("Everyone is healthy: a normal game, the Kreuz-Damen against the rest."))
}

// ArmutMost is the most trumps a hand may hold for an Armut.
const ArmutMost = 3

// MayDeclare answers whether a player holding hand may declare v: a
// Hochzeit needs both Kreuz-Damen, an Armut (where the table plays it) at
// most three trumps of the normal game, and a solo may be declared on any
// hand. Saying nothing with both Kreuz-Damen is a silent Hochzeit.
func (o Options) MayDeclare(v Vorbehalt, hand []cards.Card) (rules.Ruling, error) {
	if err := o.Validate(); err != nil {
		return rules.Ruling{}, err
	}
	if !slices.Contains(Vorbehalte, v) {
		return rules.Ruling{}, msg.Errorf("kind", "Choose the Vorbehalt.")
	}
	if len(hand) != o.HandSize() {
		return rules.Ruling{}, msg.Errorf("hand", "Enter the whole hand as dealt: %d cards.", o.HandSize())
	}
	if err := o.checkCopies("hand", hand); err != nil {
		return rules.Ruling{}, err
	}
	normal := Game{Options: o, Contract: Normal}
	var trumps []cards.Card
	for _, c := range hand {
		if normal.ClassOf(-1, c) == Trump {
			trumps = append(trumps, c)
		}
	}
	queens := 0
	for _, c := range hand {
		if c == cards.Of(cards.Queen, cards.Clubs) {
			queens++
		}
	}
	switch v {
	case VorbehaltHochzeit:
		if queens < 2 {
			return rules.Deny(Ref("hochzeit"), msg.T("A Hochzeit needs both Kreuz-Damen in one hand.")), nil
		}
		return rules.Allow(Ref("hochzeit"), msg.T("The hand holds both Kreuz-Damen: a Hochzeit may be declared.")), nil
	case VorbehaltArmut:
		if !o.Armut {
			return rules.Deny(Ref("armut"), msg.T("This table plays without Armut.")), nil
		}
		if fox := cards.Of(cards.Ace, cards.Diamonds); o.ArmutLoneFox && countOf(trumps, fox) == 1 {
			trumps = slices.DeleteFunc(trumps, func(c cards.Card) bool { return c == fox })
			if len(trumps) <= ArmutMost {
				return rules.Allow(Ref("armut"), msg.T("Leaving the lone fox aside, as this table does, the hand holds %d trumps, no more than three: an Armut may be declared.", len(trumps))), nil
			}
		}
		if len(trumps) > ArmutMost {
			return rules.Deny(Ref("armut"), msg.T("An Armut needs three trumps or fewer; the hand holds %d: %s.", len(trumps), trumps)), nil
		}
		return rules.Allow(Ref("armut"), msg.T("The hand holds %d trumps, no more than three: an Armut may be declared.", len(trumps))), nil
	case VorbehaltGesund:
		if queens == 2 {
			return rules.Allow(Ref("hochzeit"), msg.T("Saying nothing with both Kreuz-Damen is allowed: it is a silent Hochzeit, played alone against the other three.")), nil
		}
		return rules.Allow(Ref("vorbehalte"), msg.T("Nothing to declare: the player is healthy.")), nil
	}
	return rules.Allow(Ref("solo"), msg.T("A solo may be declared with any hand.")), nil
}

// countOf counts the copies of c in hand.
func countOf(hand []cards.Card, c cards.Card) int {
	n := 0
	for _, h := range hand {
		if h == c {
			n++
		}
	}
	return n
}
