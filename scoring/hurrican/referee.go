package hurrican

import rh "schreiber/rules/hurrican"

// Referee returns the rules of play that rules/hurrican referees this game
// with: two players, or four in partnerships, with every card dealt at
// once where the table plays the full deal.
func (g Game) Referee() rh.Rules {
	if len(g.Players) == 4 {
		if g.Rules.FullDeal {
			return rh.FourAll()
		}
		return rh.Four()
	}
	return rh.Two()
}
