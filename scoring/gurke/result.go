package gurke

import (
	"cmp"
	"slices"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// figures are Gurke's own figures: the cucumbers a player took (lives
// lost) and the deals lost (last tricks taken).
var figures = []stats.Figure{
	{Key: "cucumbers", Label: msg.T("Cucumbers")},
	{Key: "lost", Label: msg.T("Deals lost")},
}

// result places the winners first, then the players still in, then those
// who went out, the later the better, and among equals the lower score (or
// fewer losses, where losses are counted). The game's own stakes are the
// pot (every stake paid in, rebuys included, against the winners' share of
// the pot) and the settlement; without them, a stake per point is paid on
// the difference to the winners' score, as the settlement would.
func (t Table) result() (stats.Result, bool) {
	r, st := t.Game.Rules, t.Standings
	if t.Err != nil || len(t.Entries) == 0 || !st.Over && r.End != "none" {
		return stats.Result{}, false
	}
	n := len(st.Players)
	values := make([]int, n)
	for seat, p := range st.Players {
		values[seat] = p.Score
		if r.Count == "losses" {
			values[seat] = p.Losses
		}
	}
	// The entry after which a player went out for the last time; 0 for a
	// player who is in at the end.
	outAt := make([]int, n)
	for i, step := range t.Replayed.Steps {
		for seat, p := range step.After {
			if seat < n && p.Status == Out && step.Before[seat].Status != Out {
				outAt[seat] = i + 1
			}
		}
	}
	for seat, p := range st.Players {
		if p.Status != Out {
			outAt[seat] = 0
		}
	}
	winners := st.Winners
	if !st.Over {
		winners = stats.Leaders(stats.PlacesBy(values, true))
	}
	places := stats.Places(n, func(a, b int) int {
		wa, wb := slices.Contains(winners, a), slices.Contains(winners, b)
		in := func(seat int) int {
			if outAt[seat] == 0 {
				return len(t.Entries) + 1
			}
			return outAt[seat]
		}
		return cmp.Or(-cmp.Compare(btoi(wa), btoi(wb)), -cmp.Compare(in(a), in(b)), cmp.Compare(values[a], values[b]))
	})
	cucumbers, lost := make([]int, n), make([]int, n)
	for seat, p := range st.Players {
		cucumbers[seat], lost[seat] = p.Cucumbers, p.Losses
	}
	sideOf := t.Standing().SideOf(n)
	res := replay.SideResult(st.Over, sideOf, places, winners, replay.PerSeat(cucumbers, lost))
	if r.Stake > 0 || r.Settlement {
		res.Stakes = make([]int, n)
		if st.Over {
			if r.Stake > 0 && len(winners) > 0 {
				share, rest := st.Pot/len(winners), st.Pot%len(winners)
				for i, w := range winners {
					res.Stakes[w] += share
					if i < rest {
						res.Stakes[w]++
					}
				}
			}
			for seat := range st.Players {
				res.Stakes[seat] += st.Settled(seat)
				if r.Stake > 0 && len(winners) > 0 {
					res.Stakes[seat] -= st.Paid[seat]
				}
			}
		}
		return res, true
	}
	res.Points = stats.Differences(values, winners, true)
	return res, true
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
