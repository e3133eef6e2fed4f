package durak

import "schreiber/rules"

// ref builds a reference into the Durak rules.
func ref(section, id string) rules.Ref {
	return rules.Ref{Game: "durak", Section: section, Title: id}
}

// The rules a step of the score sheet rests on.
var (
	RefLoserDeals   = ref("durak.deal.loser-deals", "The durak deals the next deal")
	RefTeamChooses  = ref("durak.deal.team-chooses", "The losing team chooses its dealer")
	RefDraw         = ref("durak.deal.draw", "A draw: the previous loser deals again")
	RefLowestTrump  = ref("durak.opening.lowest-trump", "The lowest trump opens the first deal")
	RefLeftOfDealer = ref("durak.opening.left-of-dealer", "The player left of the dealer attacks first")
	RefFoolTaught   = ref("durak.opening.fool-taught", "The fool is taught (duraka uchat)")
	RefSeriesEnd    = ref("durak.series.end", "The series ends at the agreed number of losses")
)

// openingRef returns the rule that fixes who attacks first in the next deal.
func openingRef(r Rules, st *Standings) rules.Ref {
	switch {
	case st.Attacker < 0:
		return RefLowestTrump
	case st.Fool >= 0 && r.NextAttack == FoolTaught:
		return RefFoolTaught
	}
	return RefLeftOfDealer
}
