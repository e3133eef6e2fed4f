package tupelkopf

import (
	"encoding/json"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
)

// Kind is Tupelkopf as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "tupelkopf",
	Title:   msg.T("Tupelkopf"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    play,
}

// Table is a game of Tupelkopf or Doppelkopf replayed from its log.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
}

var _ replay.QuietTable = Table{}

// replayer is how a game of Tupelkopf is replayed and explained.
var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine: Engine,
	Text:   func(s Step) msg.Text { return s.Text },
	Table:  func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table { return Table{q} },
	Chart: func(g Game, st Standings) replay.Series {
		s := replay.Series{Scale: msg.T("Bunkte"), Names: g.Players, Rows: [][]int{make([]int, len(st.Players))}}
		if g.Rules.DDV() {
			s.Scale = msg.T("Points")
		}
		return s
	},
	Row: func(s Step) []int { return s.Scores },
}

// Title names the game. A table of Doppelkopf scored by the DDV's rules
// plays Doppelkopf, not Tupelkopf, and is called so.
func (t Table) Title() msg.Text {
	r := t.Game.Rules
	if !r.DDV() {
		return msg.Join(msg.T("Tupelkopf ·"), PresetTitle(r.Preset))
	}
	switch r.Preset {
	case "doppelkopf":
		return msg.T("Doppelkopf · DDV tournament rules")
	case "doppelkopf-home":
		return msg.T("Doppelkopf · home rules with Bock rounds")
	}
	return msg.T("Doppelkopf · own rules")
}

func (t Table) RulesLine() msg.Text { return t.Game.Describe() }
func (t Table) Rules() any          { return t.Game.Rules }

// Next starts the next game with the same rules; the deal passes on as if
// the game went on, so whoever would deal next deals first.
func (t Table) Next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && t.Game.Length() != 0 {
		return nil, false
	}
	g := t.Game
	g.FirstDealer = t.Standings.Dealer
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

// DoppelkopfKind is Doppelkopf: the DDV's tournament rules or the home
// rules, scored in points. It shares Tupelkopf's engine and its Table.
var DoppelkopfKind = replay.Kind{
	Name:    "doppelkopf",
	Title:   msg.T("Doppelkopf"),
	Setup:   DoppelkopfSetup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    doppelkopfPlay,
}
