package durak

import (
	"slices"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

// Position sets up a deal in the middle, for a referee question about a
// given table or for a worked example: the hands by seat, the stock in the
// order it will be drawn (the turned trump last), the turned trump and who
// attacks whom. LowHolder is the seat that may exchange the lowest trump
// (-1 for none).
type Position struct {
	Hands     [][]cards.Card
	Stock     []cards.Card
	TrumpCard cards.Card
	Attacker  int
	Defender  int
	LowHolder int
	// DefendedYet says whether a bout of this deal already ended in a
	// successful defence.
	DefendedYet bool
}

// Start returns a Game at the beginning of a bout in position p.
func Start(r Rules, p Position) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	n := len(p.Hands)
	if err := r.ValidatePlayers(n); err != nil {
		return nil, err
	}
	deck := cards.Count(r.deck())
	seen := map[cards.Card]bool{}
	all := slices.Clone(p.Stock)
	for _, h := range p.Hands {
		all = append(all, h...)
	}
	for _, c := range all {
		if deck[c] == 0 || seen[c] {
			return nil, msg.Errorf("hands", "%s is not a card of this deck or appears twice.", c.String())
		}
		seen[c] = true
	}
	if !p.TrumpCard.Valid() || (len(p.Stock) > 0 && p.Stock[len(p.Stock)-1] != p.TrumpCard) {
		return nil, msg.Errorf("trump", "The turned trump must lie at the bottom of the stock.")
	}
	if p.Attacker < 0 || p.Attacker >= n || p.Defender < 0 || p.Defender >= n || p.Attacker == p.Defender ||
		len(p.Hands[p.Attacker]) == 0 || len(p.Hands[p.Defender]) == 0 || r.TeamOf(p.Attacker) == r.TeamOf(p.Defender) {
		return nil, msg.Errorf("defender", "The attacker and the defender must be opponents holding cards.")
	}
	if p.LowHolder >= n {
		return nil, msg.Errorf("low_holder", "There is no such seat.")
	}
	g := &Game{Rules: r, Stock: slices.Clone(p.Stock), TrumpCard: p.TrumpCard, Trump: p.TrumpCard.Suit,
		Attacker: p.Attacker, Defender: p.Defender, Durak: -1, lowHolder: max(p.LowHolder, -1),
		lateLow: -1, lateTrump: -1, defendedYet: p.DefendedYet}
	for _, h := range p.Hands {
		g.Hands = append(g.Hands, slices.Clone(h))
	}
	g.startBout()
	return g, nil
}
