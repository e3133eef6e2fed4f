package euchre

import (
	"slices"

	"schreiber/rules"
	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Phase is the stage a Hand is in.
type Phase string

// The phases of a hand.
const (
	PhaseJokerSuit Phase = "joker-suit" // the joker was turned: the dealer names its suit
	PhaseBidding   Phase = "bidding"
	PhaseDiscard   Phase = "discard" // the dealer took the turned card and lays one away
	PhasePlay      Phase = "play"
	PhaseDone      Phase = "done"   // five tricks played
	PhaseRedeal    Phase = "redeal" // everyone passed twice
)

// Hand is one deal of Euchre from the deal to the last trick. Moves are
// NameJokerSuit, Bid, Discard and Play; each returns its Ruling and changes
// nothing when the move is not allowed.
type Hand struct {
	Rules   Rules
	Dealer  int
	Hands   [Players][]cards.Card
	Kitty   []cards.Card // the undealt cards, the turned card first
	Auction Auction
	Phase   Phase
	Trump   cards.Suit
	Maker   int
	Alone   bool
	SitsOut int // the partner of a lone maker, or -1
	Leader  int // who leads the current trick
	Trick   []Play
	Tricks  [Players]int // tricks won by seat
	Played  []cards.Card // every card played to a trick
	Log     []msg.Text
}

// Deal starts a hand: deck is the shuffled deck of the rules (top card
// first). Five cards go to each player, one at a time from the dealer's
// left, and the next card is turned. (The seed's packets of three and two
// change which cards a player gets, not how many.)
func Deal(r Rules, dealer int, deck []cards.Card) (*Hand, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if dealer < 0 || dealer >= Players {
		return nil, msg.Errorf("dealer", "There is no such seat.")
	}
	if !sameCards(deck, r.Cards()) {
		return nil, msg.Errorf("deck", "The deck must be the cards of the game, each once.")
	}
	h := &Hand{Rules: r, Dealer: dealer, Maker: -1, SitsOut: -1}
	for i := range 5 * Players {
		s := (dealer + 1 + i) % Players
		h.Hands[s] = append(h.Hands[s], deck[i])
	}
	h.Kitty = slices.Clone(deck[5*Players:])
	h.Auction = Auction{Dealer: dealer, Up: h.Kitty[0], UpSuit: h.Kitty[0].Suit, Stick: r.StickTheDealer}
	h.Phase = PhaseBidding
	if h.Kitty[0].IsJoker() {
		h.Phase = PhaseJokerSuit
	}
	return h, nil
}

// NextDealer returns who deals after dealer: the deal passes to the left
// after every hand and after a redeal.
func NextDealer(dealer int) int { return ((dealer+1)%Players + Players) % Players }

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

func (h *Hand) logf(id string, args ...any) { h.Log = append(h.Log, msg.T(id, args...)) }

func (h *Hand) wrongPhase() rules.Ruling {
	return rules.Deny(RefTurn, msg.T("That is not possible at this stage of the hand (%v).", string(h.Phase)))
}

// NameJokerSuit lets the dealer say which suit a turned joker stands for;
// the first round of bidding then treats it as a card of that suit.
func (h *Hand) NameJokerSuit(s cards.Suit) rules.Ruling {
	if h.Phase != PhaseJokerSuit {
		return h.wrongPhase()
	}
	if !validSuit(s) {
		return rules.Deny(RefJokerUp, msg.T("Name a suit."))
	}
	h.Auction.UpSuit = s
	h.Phase = PhaseBidding
	h.logf("the dealer names %v for the turned joker", s)
	return rules.Allow(RefJokerUp, msg.T("The turned joker stands for %v in the first round.", s))
}

// Bid makes a call in the bidding (see Auction.CheckCall).
func (h *Hand) Bid(c Call) rules.Ruling {
	if h.Phase != PhaseBidding {
		return h.wrongPhase()
	}
	r := h.Auction.CheckCall(c)
	if !r.Allowed {
		return r
	}
	round := h.Auction.Round()
	if round == 1 && !c.Pass {
		c.Suit = h.Auction.UpSuit
	}
	h.Auction.Calls = append(h.Auction.Calls, c)
	h.Log = append(h.Log, r.Reason)
	trump, maker, alone, done := h.Auction.Result()
	if !done {
		return r
	}
	if maker < 0 {
		h.Phase = PhaseRedeal
		return r
	}
	h.Trump, h.Maker, h.Alone = trump, maker, alone
	if alone {
		h.SitsOut = Partner(maker)
		h.logf("%v plays alone; %v sits out", seat(maker), seat(h.SitsOut))
	}
	h.Leader = OpeningLead(h.Dealer, maker, alone)
	h.Phase = PhasePlay
	if round == 1 && h.SitsOut != h.Dealer {
		h.Hands[h.Dealer] = append(h.Hands[h.Dealer], h.Kitty[0])
		h.Phase = PhaseDiscard
	}
	return r
}

// Discard lays away one card of the dealer's after taking the turned card.
func (h *Hand) Discard(c cards.Card) rules.Ruling {
	if h.Phase != PhaseDiscard {
		return h.wrongPhase()
	}
	i := slices.Index(h.Hands[h.Dealer], c)
	if i < 0 {
		return rules.Deny(RefExchange, msg.T("The dealer does not hold %v.", c))
	}
	h.Hands[h.Dealer] = slices.Delete(h.Hands[h.Dealer], i, i+1)
	h.Kitty[0] = c
	h.Phase = PhasePlay
	h.logf("the dealer lays a card away")
	return rules.Allow(RefExchange, msg.T("The dealer keeps the turned card and lays %v away.", c))
}

// Next returns the seat due to play, or -1 outside the play.
func (h *Hand) Next() int {
	if h.Phase != PhasePlay {
		return -1
	}
	s := h.Leader
	for range h.Trick {
		s = h.after(s)
	}
	return s
}

// after returns the next seat clockwise that takes part.
func (h *Hand) after(s int) int {
	s = (s + 1) % Players
	if s == h.SitsOut {
		s = (s + 1) % Players
	}
	return s
}

// CheckPlay answers whether seat s may play c now.
func (h *Hand) CheckPlay(s int, c cards.Card) rules.Ruling {
	if h.Phase != PhasePlay {
		return h.wrongPhase()
	}
	if s == h.SitsOut {
		return rules.Deny(RefAlone, msg.T("%v sits out while the partner plays alone.", seat(s)))
	}
	if s != h.Next() {
		return rules.Deny(RefTurn, msg.T("It is the turn of %v.||euchre", seat(h.Next())))
	}
	return CheckPlay(h.Hands[s], h.Trick, c, h.Trump)
}

// Play plays c from seat s; the last card of a trick gives it to its winner,
// who leads the next.
func (h *Hand) Play(s int, c cards.Card) rules.Ruling {
	r := h.CheckPlay(s, c)
	if !r.Allowed {
		return r
	}
	h.Hands[s] = slices.DeleteFunc(h.Hands[s], func(x cards.Card) bool { return x == c })
	h.Trick = append(h.Trick, Play{Seat: s, Card: c})
	h.Played = append(h.Played, c)
	h.logf("%v plays %v", seat(s), c)
	need := Players
	if h.SitsOut >= 0 {
		need--
	}
	if len(h.Trick) == need {
		w, why := TrickRuling(h.Trick, h.Trump)
		h.Log = append(h.Log, why.Reason)
		h.Leader = h.Trick[w].Seat
		h.Tricks[h.Leader]++
		h.Trick = nil
		if len(h.Hands[h.Leader]) == 0 {
			h.Phase = PhaseDone
		}
	}
	return r
}

// LegalPlays lists the cards seat s may play now.
func (h *Hand) LegalPlays(s int) []cards.Card {
	if s < 0 || s >= Players {
		return nil
	}
	var out []cards.Card
	for _, c := range h.Hands[s] {
		if h.CheckPlay(s, c).Allowed {
			out = append(out, c)
		}
	}
	return out
}
