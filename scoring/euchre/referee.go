package euchre

import re "schreiber/rules/euchre"

// Referee returns the rules of play that rules/euchre referees a game of
// these rules with. The house rules here are about scoring only, so every
// game is played with the seed's 24 cards, no joker, and a new deal when
// all pass twice.
func (r Rules) Referee() re.Rules { return re.Standard() }
