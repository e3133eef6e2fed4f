package hurrican

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Kind is Hurrican as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "hurrican",
	Title:   msg.T("Hurrican"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    play,
}

// Table is a game of Hurrican replayed from its log.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
}

var _ replay.QuietTable = Table{}

// replayer is how a game of Hurrican is replayed and explained.
var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine:      Engine,
	Text:        func(s Step) msg.Text { return s.Text },
	From:        explainFrom,
	Correctable: func(_ Entry, s Step) bool { return s.Kind == KindDeal },
	Table:       func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table { return Table{q} },
	Chart: func(g Game, st Standings) replay.Series {
		return replay.Series{Scale: msg.T("Points"), Mark: g.Rules.Target, Rows: [][]int{{0, 0}},
			Names: []string{st.Sides[0].Name, st.Sides[1].Name}, Seats: [][]int{st.Sides[0].Seats, st.Sides[1].Seats}}
	},
	Row: func(s Step) []int { return []int{s.After[0], s.After[1]} },
	// A Hurrican is tapped the moment it is made and counts at the end of
	// its deal: the players count deals, not taps.
	Deal: func(s Step) bool { return s.Kind == KindDeal },
}

// explainFrom is where a Hurrican replay starts explaining: the
// last deal, which the board shows beside the taps that followed it.
func explainFrom(entries []Entry) int {
	for i := len(entries) - 1; i >= 0; i-- {
		if entries[i].Kind == KindDeal {
			return i
		}
	}
	return 0
}

func (t Table) Title() msg.Text     { return PresetTitle(t.Game.Rules.Preset) }
func (t Table) RulesLine() msg.Text { return t.Game.Rules.Describe() }
func (t Table) Rules() any          { return t.Game.Rules }

// next starts the next game with the same rules; the winning side deals
// first, so that the losers lead (see docs/rulings.md).
func (t Table) next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = nextDealer(len(g.Players), t.Standings.Dealer, t.Standings.Winner)
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

// nextDealer is the first seat clockwise after the last dealer
// that belongs to the winning side.
func nextDealer(players, lastDealer, winner int) int {
	for i := 1; i <= players; i++ {
		if seat := (lastDealer + i) % players; SideOf(seat) == winner {
			return seat
		}
	}
	return lastDealer
}

// Result is the game's result (see result), worked out once for the replay.
func (t Table) Result() (stats.Result, bool) { return t.OnceResult(t.result) }

// Next is the next game's configuration (see next), made once for the
// replay.
func (t Table) Next() ([]byte, bool) { return t.OnceNext(t.next) }
