package euchre

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Kind is Euchre as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "euchre",
	Title:   msg.T("Euchre"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    play,
}

// Table is a game (or a rubber) of Euchre replayed from its log.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
}

var _ replay.QuietTable = Table{}

// replayer is how a game (or a rubber) of Euchre is replayed and explained.
var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine: Engine,
	Text:   func(s Step) msg.Text { return s.Text },
	Table:  func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table { return Table{q} },
	Chart: func(g Game, st Standings) replay.Series {
		return replay.Series{Scale: msg.T("Points"), Mark: g.Rules.Target, Rows: [][]int{{0, 0}},
			Names: []string{st.Sides[0].Name, st.Sides[1].Name}, Seats: [][]int{st.Sides[0].Seats[:], st.Sides[1].Seats[:]}}
	},
	Row: func(s Step) []int { return []int{s.After[0], s.After[1]} },
}

func (t Table) Title() msg.Text     { return PresetTitle(t.Game.Rules.Preset) }
func (t Table) RulesLine() msg.Text { return t.Game.Rules.Describe() }
func (t Table) Rules() any          { return t.Game.Rules }

// next starts the next game (or rubber) with the same rules; the deal
// passes on to the left, as it does between the games of a rubber (see
// docs/rulings.md).
func (t Table) next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = (t.Standings.Dealer + 1) % Players
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

// Players is the size of every Euchre table: two partnerships.
const Players = 4

// Result is the game's result (see result), worked out once for the replay.
func (t Table) Result() (stats.Result, bool) { return t.OnceResult(t.result) }

// Next is the next game's configuration (see next), made once for the
// replay.
func (t Table) Next() ([]byte, bool) { return t.OnceNext(t.next) }
