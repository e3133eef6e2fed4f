package tupelkopf

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Kohl is a declared Kohl: the seat and the number of Karo-Könige it was
// declared with. If the seat still holds that many when the last Kings
// tricks begin, it takes all of them.
type Kohl struct {
	Seat  int
	Kings int
}

func (k Kohl) check(g Game) error {
	if k.Seat < 0 || k.Seat >= g.Players() {
		return msg.Errorf("kohl", "Seat %d does not exist.", k.Seat+1)
	}
	if k.Kings < 2 || k.Kings > g.N {
		return msg.Errorf("kohl", "A Kohl is declared with 2 to %d Karo-Könige.", g.N)
	}
	return nil
}

// KohlTakes answers whether the Kohl takes the tricks from now on: tricks
// is the number of tricks in the deal, done how many are finished, hand the
// Kohl player's cards now.
func (k Kohl) KohlTakes(tricks, done int, hand []cards.Card) rules.Ruling {
	left := tricks - done
	if left > k.Kings {
		return rules.Deny(Ref("kohl"), msg.T("%d tricks are left; the Kohl takes only the last %d.", left, k.Kings))
	}
	if have := countOf(hand, diamondsKing); have < left {
		return rules.Deny(Ref("kohl"), msg.T("The Kohl needs %d Karo-Könige in hand for the last tricks; there are %d.", left, have))
	}
	return rules.Allow(Ref("kohl"), msg.T("The Kohl player still holds the Karo-Könige and takes the last %d tricks.", left))
}

// EichelTricks is the number of tricks in a deal with an Eichel of w Karo-Neunen: 13−w.
func EichelTricks(w int) int { return 13 - w }

// EichelDiscard answers whether a player (not the Eichel player) may lay
// discard aside for an Eichel of w Karo-Neunen: w−1 cards from the hand,
// trumps as far as the hand has them.
func (g Game) EichelDiscard(seat int, hand []cards.Card, w int, discard []cards.Card) (rules.Ruling, error) {
	if err := g.Validate(); err != nil {
		return rules.Ruling{}, err
	}
	if w < 2 || w > g.N {
		return rules.Ruling{}, msg.Errorf("count", "An Eichel has 2 to %d Karo-Neunen.", g.N)
	}
	if len(hand) > 12 {
		return rules.Ruling{}, msg.Errorf("hand", "A hand holds at most 12 cards.")
	}
	rest := slices.Clone(hand)
	for _, c := range discard {
		i := slices.Index(rest, c)
		if i < 0 {
			return rules.Ruling{}, msg.Errorf("discard", "%s is not in the hand.", cardText(c))
		}
		rest = slices.Delete(rest, i, i+1)
	}
	if len(discard) != w-1 {
		return rules.Deny(Ref("eichel"), msg.T("Lay exactly %d cards aside.", w-1)), nil
	}
	trumps := func(cs []cards.Card) int {
		return len(slices.DeleteFunc(slices.Clone(cs), func(c cards.Card) bool { return g.ClassOf(seat, c) != Trump }))
	}
	if given, kept := trumps(discard), trumps(rest); given < w-1 && kept > 0 {
		return rules.Deny(Ref("eichel"), msg.T("Trumps must be laid aside while there are any: %d more trumps are still in hand.", kept)), nil
	}
	return rules.Allow(Ref("eichel"), msg.T("These %d cards may be laid aside for the Eichel.", w-1)), nil
}

// Rotate returns the hands after a Trittin of d Herz-Buben: d−1 times every
// player passes the whole hand to the left (the next seat clockwise).
func Rotate(hands [][]cards.Card, d int) [][]cards.Card {
	p := len(hands)
	out := make([][]cards.Card, p)
	if p == 0 {
		return out
	}
	shift := ((d-1)%p + p) % p
	for i := range hands {
		out[(i+shift)%p] = slices.Clone(hands[i])
	}
	return out
}

// GameOf returns the card order the declarations of a Vorbehalt round put
// in force: the solo's contract, a Thatcher, a Mandela and the Schweinchen.
func GameOf(n int, decls []Declaration) (Game, error) {
	g := Game{N: n, Contract: Normal}
	for _, d := range decls {
		switch d.Kind {
		case VorbehaltSolo:
			g.Contract, g.SoloSuit = d.Contract, d.Suit
		case VorbehaltThatcher:
			g.Thatcher = true
		case VorbehaltMandela:
			if d.Suit != cards.Clubs && d.Suit != cards.Spades {
				return g, msg.Errorf("mandela", "Name the black suit the Mandela makes trump.")
			}
			g.Mandela = d.Suit
		case VorbehaltSchweinchen:
			if !slices.Contains(g.Schweinchen, d.Seat) {
				g.Schweinchen = append(g.Schweinchen, d.Seat)
			}
		}
	}
	return g, g.Validate()
}

// FirstLeader returns the seat that leads the first trick: the soloist in a
// solo, else the player left of the dealer.
func FirstLeader(players, dealer int, decls []Declaration) (int, rules.Ref) {
	for _, d := range decls {
		if d.Kind == VorbehaltSolo {
			return d.Seat, Ref("solo.lead")
		}
	}
	if players <= 0 {
		return 0, Ref("play.lead")
	}
	return ((dealer+1)%players + players) % players, Ref("play.lead")
}
