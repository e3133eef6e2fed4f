package tupelkopf

import (
	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// figures are Tupelkopf's own figures: solos played and won, deals won,
// and deals played. All are counted per seat: a solo is the soloist's
// alone, and the parties change from deal to deal, so a deal won counts
// for each player of the party that won it, as a game won counts for each
// partner. Deals played are those a player had cards in and that were
// scored: in a game that players joined or left, each is counted for the
// deals they sat in.
var figures = []stats.Figure{
	{Key: "solos", Label: msg.T("Solos played")},
	{Key: "solos_won", Label: msg.T("Solos won")},
	{Key: "deals_won", Label: msg.T("Deals won")},
	{Key: "deals_played", Label: msg.T("Deals played")},
}

// Result places the players by their score, the highest first; a game
// without an end counts as it stands. The scores add up to zero, so a stake
// per Bunkt (or per point under the DDV scoring) is paid on them as they
// are.
func (t Table) Result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || len(t.Entries) == 0 || !st.Over && t.Game.Length() != 0 {
		return stats.Result{}, false
	}
	n := len(st.Players)
	scores, solos, won, dealsWon, played := make([]int, n), make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	for seat, p := range st.Players {
		scores[seat], solos[seat], dealsWon[seat], played[seat] = p.Score, p.Solos, p.Won, p.Won+p.Lost
	}
	for i := range t.Replayed.Steps {
		step := &t.Replayed.Steps[i]
		if !step.Result.Solo || step.Result.Winner != Alten || i >= len(t.Entries) {
			continue
		}
		// A fast solo names its soloist among the winners; a silent
		// Hochzeit, scored as a solo, names its player as the Alten.
		seats := t.Entries[i].Alten
		if soloist, ok := t.Game.SoloistAt(t.Entries[i], step.Dealer); ok {
			seats = []int{soloist}
		}
		for _, seat := range seats {
			if seat >= 0 && seat < n {
				won[seat]++
			}
		}
	}
	places := stats.PlacesBy(scores, false)
	winners := st.Winners
	if !st.Over {
		winners = stats.Leaders(places)
	}
	res := replay.SideResult(st.Over, t.Standing().SideOf(n), places, winners, replay.PerSeat(solos, won, dealsWon, played))
	if stats.Sum(scores) == 0 {
		res.Points = scores
	}
	return res, true
}
