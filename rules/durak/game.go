package durak

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Game is one deal of Durak from the deal to the durak: the hands, the
// stock, the bout on the table and whose turn it is. Moves are applied with
// Attack, Defend, Take, Finish and Exchange; each returns the Ruling and
// changes nothing when the move is not allowed.
type Game struct {
	Rules     Rules
	Hands     [][]cards.Card // by seat
	Stock     []cards.Card   // the next card to draw first; the turned trump last
	TrumpCard cards.Card     // the card turned to fix the trump suit
	Trump     cards.Suit
	Discards  []cards.Card // beaten cards out of play
	Bout      Bout
	Attacker  int // the main attacker of the current bout
	Defender  int
	Bouts     int  // bouts finished so far
	Over      bool // the deal has ended
	Durak     int  // the seat of the durak (in team play: a seat of the losing team); -1 for a draw
	Log       []msg.Text

	lowHolder   int // the original holder of the lowest trump, -1 if none
	lateLow     int // seat that drew the lowest trump in the refill that emptied the stock, -1
	lateTrump   int // seat that drew the turned trump in that refill, -1
	defendedYet bool
}

// Deal starts a deal: deck is the shuffled deck (the rules' 36 or 52 cards,
// top card first), dealer the dealer's seat, players the number of players
// and durak the seat of the previous deal's durak (-1 for the first deal of
// a session). Six cards go to each player clockwise from the dealer's left;
// the next card is turned for trump and lies under the stock. With six
// players and 36 cards there is no stock and the dealer's last card is turned.
func Deal(r Rules, players, dealer, durak int, deck []cards.Card) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if err := r.ValidatePlayers(players); err != nil {
		return nil, err
	}
	if dealer < 0 || dealer >= players || durak >= players {
		return nil, msg.Errorf("dealer", "There is no such seat.")
	}
	if !sameCards(deck, r.deck()) {
		return nil, msg.Errorf("deck", "The deck must be the %d cards of the game, each once.", r.Deck)
	}
	g := &Game{Rules: r, Hands: make([][]cards.Card, players), Durak: -1, lowHolder: -1, lateLow: -1, lateTrump: -1}
	k := 0
	for range 6 {
		for i := 1; i <= players; i++ {
			s := (dealer + i) % players
			g.Hands[s] = append(g.Hands[s], deck[k])
			k++
		}
	}
	if k < len(deck) {
		g.TrumpCard = deck[k]
		g.Stock = append(slices.Clone(deck[k+1:]), deck[k])
	} else {
		g.TrumpCard = g.Hands[dealer][5]
	}
	g.Trump = g.TrumpCard.Suit
	low := cards.Of(r.lowRank(), g.Trump)
	for s, h := range g.Hands {
		if slices.Contains(h, low) {
			g.lowHolder = s
		}
	}
	g.Attacker = g.firstAttacker(dealer, durak)
	g.Defender = (g.Attacker + 1) % players
	if durak >= 0 && r.NextDeal == DurakTaught {
		g.Defender = durak
		g.Attacker = (durak - 1 + players) % players
	}
	g.startBout()
	return g, nil
}

// firstAttacker applies the rules for the first attack of the deal.
func (g *Game) firstAttacker(dealer, durak int) int {
	n := len(g.Hands)
	if durak >= 0 {
		return (durak + 1) % n
	}
	if g.Rules.FirstAttack == FirstLowestTrump {
		best, who := cards.Rank(99), -1
		for s, h := range g.Hands {
			for _, c := range h {
				if c.Suit == g.Trump && c.Rank < best {
					best, who = c.Rank, s
				}
			}
		}
		if who >= 0 {
			return who
		}
	}
	return (dealer + 1) % n
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

// in reports for every seat whether it still takes part: it holds cards or
// can still draw some.
func (g *Game) in() []bool {
	out := make([]bool, len(g.Hands))
	for s, h := range g.Hands {
		out[s] = len(h) > 0 || len(g.Stock) > 0
	}
	return out
}

func (g *Game) startBout() {
	g.Bout = Bout{DefenderStart: len(g.Hands[g.Defender]), BeforeFirstDefence: !g.defendedYet}
}

func (g *Game) logf(id string, args ...any) { g.Log = append(g.Log, msg.T(id, args...)) }

func removeCard(h []cards.Card, c cards.Card) ([]cards.Card, bool) {
	i := slices.Index(h, c)
	if i < 0 {
		return h, false
	}
	return slices.Delete(h, i, i+1), true
}

var refOver = RefEnd

func (g *Game) overRuling() rules.Ruling {
	return rules.Deny(refOver, msg.T("The deal is over."))
}
