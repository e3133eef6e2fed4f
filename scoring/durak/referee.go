package durak

import rd "schreiber/rules/durak"

// Referee returns the rules of play that rules/durak referees this series
// with: the classic 36-card game, in teams where the table plays in teams,
// with the table's rules for who attacks first.
func (r Rules) Referee() rd.Rules {
	out := rd.Classic()
	if r.Teams {
		out = rd.TeamPlay()
	}
	out.FirstAttack = rd.FirstLowestTrump
	if r.FirstAttack == LeftOfDealer {
		out.FirstAttack = rd.FirstLeftOfDealer
	}
	out.NextDeal = rd.UnderDurak
	if r.NextAttack == FoolTaught {
		out.NextDeal = rd.DurakTaught
	}
	return out
}
