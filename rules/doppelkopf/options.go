package doppelkopf

import (
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Dullen says which of two Herz-Zehnen (Dullen) in one trick wins.
type Dullen string

// The Dullen rules. The empty value reads as DullenFirst.
const (
	DullenFirst      Dullen = "first"       // the first one played wins, as with any equal cards (DDV)
	DullenSecond     Dullen = "second"      // the second beats the first
	DullenSecondLast Dullen = "second-last" // the second beats the first, except in the last trick
)

// Title names the Dullen rule for people.
func (d Dullen) Title() msg.Text {
	switch d {
	case DullenSecond:
		return msg.T("the second Dulle beats the first")
	case DullenSecondLast:
		return msg.T("the second Dulle beats the first, except in the last trick")
	}
	return msg.T("the first of two Dullen wins")
}

// Options are the rules a table plays by: the DDV's tournament rules, as
// far as they concern the play, and the house rules on top of them. The
// zero value is the DDV's.
type Options struct {
	Dullen Dullen
	// Schweinchen: a player holding both aces of the trump suit (the
	// Karo-Asse in the normal game) may show them; they then rank above
	// the Dullen.
	Schweinchen bool
	// WithoutNines: the nines are taken out; 40 cards, ten each.
	WithoutNines bool
	// Armut: a player with three trumps or fewer may pass them to a
	// partner who takes them; the two play as the Re party.
	Armut bool
	// ArmutLoneFox (with Armut): a lone Karo-Ass is not counted among the
	// trumps of an Armut; two, Schweinchen, are.
	ArmutLoneFox bool
	// HochzeitChoice: the Hochzeit names which trick finds the partner:
	// the first trick, the first trump trick or the first Fehl trick.
	HochzeitChoice bool
}

// PresetNames lists the variants the referee offers, the DDV's first.
func PresetNames() []string { return []string{"ddv", "home"} }

// Preset returns the named variant: "ddv", the tournament rules, or
// "home", the house rules most tables play with.
func Preset(name string) (Options, bool) {
	switch name {
	case "ddv":
		return Options{Dullen: DullenFirst}, true
	case "home":
		return Options{Dullen: DullenSecondLast, Schweinchen: true, Armut: true, HochzeitChoice: true}, true
	}
	return Options{}, false
}

// PresetTitle is a variant's name for people.
func PresetTitle(name string) msg.Text {
	if name == "home" {
		return msg.T("Doppelkopf with house rules")
	}
	return msg.T("Doppelkopf, DDV tournament rules")
}

// dullen returns the Dullen rule, the DDV's when none is set.
func (o Options) dullen() Dullen {
	if o.Dullen == "" {
		return DullenFirst
	}
	return o.Dullen
}

// Validate reports an option that is out of range.
func (o Options) Validate() error {
	switch o.dullen() {
	case DullenFirst, DullenSecond, DullenSecondLast:
		return nil
	}
	return msg.Errorf("dullen", "Choose which of two Dullen wins: the first, the second, or the second except in the last trick.")
}

// HandSize is the number of cards each player is dealt, and so the number
// of tricks of a deal: 12, or 10 without nines.
func (o Options) HandSize() int {
	if o.WithoutNines {
		return 10
	}
	return 12
}

// Kinds returns one card of every kind in the game, suit by suit.
func (o Options) Kinds() []cards.Card {
	var out []cards.Card
	for _, c := range cards.Deck24() {
		if o.InDeck(c) {
			out = append(out, c)
		}
	}
	return out
}

// Deck returns the game's deck: two of every kind, 48 cards or 40.
func (o Options) Deck() []cards.Card {
	k := o.Kinds()
	return append(k, k...)
}

// InDeck reports whether c is one of the kinds of card in the game.
func (o Options) InDeck(c cards.Card) bool {
	if !c.Valid() || c.IsJoker() || c.Rank < cards.Nine {
		return false
	}
	return c.Rank != cards.Nine || !o.WithoutNines
}

// Describe names the rules for people: the DDV's, or the house rules that
// differ from them.
func (o Options) Describe() msg.Text {
	parts := []msg.Text{}
	if o.dullen() != DullenFirst {
		parts = append(parts, o.dullen().Title())
	}
	if o.Schweinchen {
		parts = append(parts, msg.T("Schweinchen"))
	}
	if o.WithoutNines {
		parts = append(parts, msg.T("without nines"))
	}
	if o.Armut && o.ArmutLoneFox {
		parts = append(parts, msg.T("Armut, a lone fox not counted"))
	} else if o.Armut {
		parts = append(parts, msg.T("Armut"))
	}
	if o.HochzeitChoice {
		parts = append(parts, msg.T("the Hochzeit chooses its trick"))
	}
	if len(parts) == 0 {
		return msg.T("DDV tournament rules")
	}
	return msg.T("House rules: %s", msg.Concat("; ", parts...))
}
