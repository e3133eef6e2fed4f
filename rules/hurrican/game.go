package hurrican

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Game is one deal of Hurrican (a "Spielgang") from the deal to the final
// sweep. Moves are Take and Lay; each returns its Ruling and changes nothing
// when the move is not allowed.
type Game struct {
	Rules     Rules
	Dealer    int
	Table     []cards.Card
	Hands     [][]cards.Card
	Stock     []cards.Card    // cards still to be dealt in later rounds
	Won       [2][]cards.Card // the cards each side has taken
	Hurricans [2]int
	Turn      int // the seat to play
	Round     int // the round of dealing, from 1
	Over      bool
	Log       []msg.Text

	lastTaker int // the seat that took last, -1
}

// Deal starts a deal from deck, the shuffled 40 cards (top first). The
// player left of the dealer plays first. With two players each gets three,
// four go open on the table, each gets three more; the rest waits for the
// later rounds. With four, the open cards (if any) come first, then each
// player's cards.
func Deal(r Rules, dealer int, deck []cards.Card) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if dealer < 0 || dealer >= r.Players {
		return nil, msg.Errorf("dealer", "There is no such seat.")
	}
	if !sameCards(deck, cards.Deck40()) {
		return nil, msg.Errorf("deck", "The deck must be the 40 cards of Hurrican, each once.")
	}
	g := &Game{Rules: r, Dealer: dealer, Hands: make([][]cards.Card, r.Players), lastTaker: -1, Round: 1}
	g.Turn = (dealer + 1) % r.Players
	p := r.Plan()
	k := 0
	give := func(n int) {
		for i := 1; i <= r.Players; i++ {
			s := (dealer + i) % r.Players
			g.Hands[s] = append(g.Hands[s], deck[k:k+n]...)
			k += n
		}
	}
	if r.Players == 2 {
		give(3)
		g.Table = slices.Clone(deck[k : k+4])
		k += 4
		give(3)
	} else {
		g.Table = slices.Clone(deck[k : k+p.Open])
		k += p.Open
		give(p.PerRound)
	}
	g.Stock = slices.Clone(deck[k:])
	return g, nil
}

func sameCards(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	ca, cb := cards.Count(a), cards.Count(b)
	for c, n := range cb {
		if ca[c] != n {
			return false
		}
	}
	return true
}

func (g *Game) logf(id string, args ...any) { g.Log = append(g.Log, msg.T(id, args...)) }

// lastCard reports whether the card about to be played is the deal's last.
func (g *Game) lastCard() bool {
	if len(g.Stock) > 0 {
		return false
	}
	n := 0
	for _, h := range g.Hands {
		n += len(h)
	}
	return n == 1
}

func (g *Game) check(s int, c cards.Card) (rules.Ruling, bool) {
	switch {
	case g.Over:
		return rules.Deny(RefTurn, msg.T("The deal is over.||hurrican")), false
	case s != g.Turn:
		return rules.Deny(RefTurn, msg.T("It is the turn of %v.", seat(g.Turn))), false
	case !slices.Contains(g.Hands[s], c):
		return rules.Deny(RefTurn, msg.T("%v does not hold %v.||hurrican", seat(s), c)), false
	}
	return rules.Ruling{}, true
}

// CheckTake answers whether seat s may take taken from the table with c.
// The opponent's demand for the equal card is taken as not made; ask
// CheckCapture with demand set when it is.
func (g *Game) CheckTake(s int, c cards.Card, taken []cards.Card) rules.Ruling {
	if r, ok := g.check(s, c); !ok {
		return r
	}
	return CheckCapture(g.Table, c, taken, false)
}

// Take plays c from seat s and takes taken from the table.
func (g *Game) Take(s int, c cards.Card, taken []cards.Card) rules.Ruling {
	r := g.CheckTake(s, c, taken)
	if !r.Allowed {
		return r
	}
	h := g.Rules.CheckHurrican(g.Table, taken, g.lastCard())
	for _, t := range taken {
		i := slices.Index(g.Table, t)
		g.Table = slices.Delete(g.Table, i, i+1)
	}
	g.play(s, c)
	side := Side(s)
	g.Won[side] = append(g.Won[side], c)
	g.Won[side] = append(g.Won[side], taken...)
	g.lastTaker = s
	g.logf("%v takes %v with %v", seat(s), taken, c)
	if h.Allowed {
		g.Hurricans[side]++
		g.Log = append(g.Log, h.Reason)
	}
	g.advance()
	return r
}

// CheckLay answers whether seat s may lay c on the table.
func (g *Game) CheckLay(s int, c cards.Card) rules.Ruling {
	if r, ok := g.check(s, c); !ok {
		return r
	}
	return CheckLay(g.Table, c)
}

// Lay plays c from seat s onto the table.
func (g *Game) Lay(s int, c cards.Card) rules.Ruling {
	r := g.CheckLay(s, c)
	if !r.Allowed {
		return r
	}
	g.play(s, c)
	g.Table = append(g.Table, c)
	g.logf("%v lays %v", seat(s), c)
	g.advance()
	return r
}

func (g *Game) play(s int, c cards.Card) {
	i := slices.Index(g.Hands[s], c)
	g.Hands[s] = slices.Delete(g.Hands[s], i, i+1)
}

// advance passes the turn, deals the next round when every hand is empty,
// and makes the final sweep at the end of the deal.
func (g *Game) advance() {
	g.Turn = (g.Turn + 1) % g.Rules.Players
	for _, h := range g.Hands {
		if len(h) > 0 {
			return
		}
	}
	if len(g.Stock) > 0 {
		n := g.Rules.Plan().PerRound
		for i := 1; i <= g.Rules.Players; i++ {
			s := (g.Dealer + i) % g.Rules.Players
			g.Hands[s] = append(g.Hands[s], g.Stock[:n]...)
			g.Stock = g.Stock[n:]
		}
		g.Round++
		g.logf("round %d is dealt", g.Round)
		return
	}
	g.Over = true
	if len(g.Table) > 0 && g.lastTaker >= 0 {
		side := Side(g.lastTaker)
		g.Won[side] = append(g.Won[side], g.Table...)
		g.logf("%v, who took last, gets the rest: %v (no Hurrican)", seat(g.lastTaker), g.Table)
		g.Table = nil
	}
}

// Move is one play as a value: Taken empty means laying the card down.
type Move struct {
	Seat  int
	Card  cards.Card
	Taken []cards.Card
}

// LegalMoves lists every capture and every allowed lay of the player due.
func (g *Game) LegalMoves() []Move {
	if g.Over {
		return nil
	}
	var out []Move
	for _, c := range g.Hands[g.Turn] {
		cs := Captures(g.Table, c)
		for _, cp := range cs {
			out = append(out, Move{Seat: g.Turn, Card: c, Taken: cp.Cards})
		}
		if len(cs) == 0 {
			out = append(out, Move{Seat: g.Turn, Card: c})
		}
	}
	return out
}

// Apply makes m: a capture when it names cards to take, else a lay.
func (g *Game) Apply(m Move) rules.Ruling {
	if len(m.Taken) > 0 {
		return g.Take(m.Seat, m.Card, m.Taken)
	}
	return g.Lay(m.Seat, m.Card)
}
