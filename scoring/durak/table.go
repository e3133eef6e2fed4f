package durak

import (
	"encoding/json"
	"slices"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Kind is Durak as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "durak",
	Title:   msg.T("Durak"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    play,
}

// Table is a series of Durak replayed from its log.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
}

var _ replay.QuietTable = Table{}

// replayer is how a series of Durak is replayed and explained.
var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine: Engine,
	Text:   func(s Step) msg.Text { return s.Text },
	Table:  func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table { return Table{q} },
	Chart: func(g Game, st Standings) replay.Series {
		s := replay.Series{Scale: msg.T("Losses"), Low: true, Mark: g.Rules.LossLimit}
		for _, side := range st.Sides {
			s.Names = append(s.Names, side.Name)
			s.Seats = append(s.Seats, side.Seats)
		}
		s.Rows = [][]int{make([]int, len(s.Names))}
		return s
	},
	Row: func(s Step) []int { return s.Losses },
}

func (t Table) Title() msg.Text {
	return msg.Join(msg.T("Durak ·"), PresetTitle(t.Game.Rules.Preset))
}

func (t Table) RulesLine() msg.Text { return t.Game.Rules.Describe() }
func (t Table) Rules() any          { return t.Game.Rules }

// Open reports whether the series' rules set no end: the table ends it.
func (r Rules) Open() bool { return r.LossLimit == 0 && r.Deals == 0 }

// next starts the next series with the same rules; whoever would deal the
// next deal of this one deals its first: the last durak.
func (t Table) next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && !t.Game.Rules.Open() {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = t.Standings.Dealer
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

// figures are Durak's own figures: the deals a player was the durak,
// playing alone, and the deals a player's team was, playing in teams. In
// teams the tap names whoever of the losing team deals next, as the team
// chooses, not who was left holding cards: the loss is the team's.
var figures = []stats.Figure{
	{Key: "durak", Label: msg.T("Times durak")},
	{Key: "team_durak", Label: msg.T("Times durak (team)"), Side: true},
}

// Ended reads a series as it ends, by its rules or at the table's word.
// Its durak is the sides that owe the forfeit: who reached the agreed
// losses, else those with the most (all of them on a tie). Of the others,
// those with the fewest losses won it. A series nobody lost, nobody won.
// See docs/rulings.md.
func (st Standings) Ended() (winners, duraks []int) {
	duraks = st.Payers
	if !st.Over {
		duraks = nil
		most := 0
		for _, s := range st.Sides {
			most = max(most, s.Losses)
		}
		for side, s := range st.Sides {
			if most > 0 && s.Losses == most {
				duraks = append(duraks, side)
			}
		}
	}
	if len(duraks) == 0 {
		return nil, nil
	}
	least := -1
	for side, s := range st.Sides {
		if !slices.Contains(duraks, side) && (least < 0 || s.Losses < least) {
			least = s.Losses
		}
	}
	for side, s := range st.Sides {
		if !slices.Contains(duraks, side) && s.Losses == least {
			winners = append(winners, side)
		}
	}
	return winners, duraks
}

// result places the sides by their losses, fewest first, and gives the
// win to the fewest (see Standings.Ended); a series without an end counts
// as it stands. Durak is played for a forfeit, not for money.
func (t Table) result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || len(t.Entries) == 0 || !st.Over && !t.Game.Rules.Open() {
		return stats.Result{}, false
	}
	losses := make([]int, len(st.Sides))
	for i, side := range st.Sides {
		losses[i] = side.Losses
	}
	winners, _ := st.Ended()
	sideOf := t.Standing().SideOf(len(t.Game.Players))
	alone, teams := make([]int, len(losses)), make([]int, len(losses))
	if t.Game.Rules.Teams {
		teams = losses
	} else {
		alone = losses
	}
	counts := replay.PerSeat(stats.Sides(alone, sideOf), stats.Sides(teams, sideOf))
	return replay.SideResult(st.Over, sideOf, stats.PlacesBy(losses, true), winners, counts), true
}

// FinishedSummary is the series' summary once the table finished it
// here: over, with who lost it, as one that reached its end.
func (t Table) FinishedSummary() scoring.Summary {
	st := t.Standings
	_, st.Payers = st.Ended()
	st.Over = true
	return Summarize(t.Game, st)
}

var _ replay.Finishing = Table{}

// Unpaid says why a Durak game moves no money in the ledger.
func (t Table) Unpaid() msg.Text {
	if f := t.Game.Rules.Forfeit; f != "" {
		return msg.T("Durak is played for a forfeit, not for money: %s.", f)
	}
	return msg.T("Durak is played for honour, not for money.")
}

// Result is the game's result (see result), worked out once for the replay.
func (t Table) Result() (stats.Result, bool) { return t.OnceResult(t.result) }

// Next is the next game's configuration (see next), made once for the
// replay.
func (t Table) Next() ([]byte, bool) { return t.OnceNext(t.next) }
