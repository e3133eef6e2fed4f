package gurke

import (
	"encoding/json"
	"sync"

	"schreiber/rules/msg"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Kind is Gurke as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "gurke",
	Title:   msg.T("Gurke"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: figures,
	Play:    play,
}

// Table is a game of Gurke replayed from its log.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
	choices *cardChoices // of the game's rules, which a kept game keeps
}

var _ replay.QuietTable = Table{}

// cardChoices are the cards a game's rules let a last trick contain, made
// once.
type cardChoices struct {
	once    sync.Once
	choices []CardChoice
}

// Choices are the cards the game's rules let a last trick contain, in
// the order Rules.Choices gives them.
func (t Table) Choices() []CardChoice {
	t.choices.once.Do(func() { t.choices.choices = t.Game.Rules.Choices() })
	return t.choices.choices
}

// replayer is how a game of Gurke is replayed and explained.
var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine:      Engine,
	Text:        Step.Said,
	Correctable: func(e Entry, _ Step) bool { return IsDeal(e) },
	Table: func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table {
		return Table{q, new(cardChoices)}
	},
}

// With replays the game with one more entry, decoding only that one.
func (t Table) With(payload []byte) (replay.Table, bool) {
	n, ok := t.Quiet.With(payload)
	if !ok {
		return nil, false
	}
	next := n.(Table)
	next.choices = t.choices
	return next, true
}

// ExplainAll keeps the card choices too.
func (t Table) ExplainAll() replay.Table {
	all := t.Quiet.ExplainAll().(Table)
	all.choices = t.choices
	return all
}

func (t Table) Title() msg.Text {
	return msg.Join(msg.T("Gurke ·"), PresetTitle(t.Game.Rules.Preset))
}

func (t Table) RulesLine() msg.Text { return t.Game.Rules.Describe() }
func (t Table) Rules() any          { return t.Game.Rules }

// IsDeal reports whether an entry reports a deal, the kind of entry that
// can be corrected; rebuys and Kontra rounds are undone instead.
func IsDeal(e Entry) bool { return e.Kind == KindTrick || e.Kind == KindQuick }

func (t Table) next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && t.Game.Rules.End != "none" {
		return nil, false
	}
	g := t.Game
	if t.Standings.Winner >= 0 {
		g.FirstDealer = t.Standings.Winner
	}
	g.Players = nil
	b, err := json.Marshal(g)
	return b, err == nil
}

func (t Table) Series() replay.Series   { return t.series(false) }
func (t Table) Standing() replay.Series { return t.series(true) }

func (t Table) series(standing bool) replay.Series {
	r, steps := t.Game.Rules, t.Replayed.Steps
	s := replay.Series{Scale: msg.T("Points"), Names: t.Game.Players, Low: true, Mark: r.Limit, Entries: len(steps)}
	losses := r.Count == "losses"
	if losses {
		s.Scale, s.Mark = msg.T("Losses"), 0
	}
	from := replay.SeriesFrom(len(steps), standing)
	// The rows share one array: a long game has hundreds.
	cells := make([]int, 0, (len(steps)-from+1)*len(t.Game.Players))
	row := func(ps []PlayerState) []int {
		at := len(cells)
		for i := range ps {
			if losses {
				cells = append(cells, ps[i].Losses)
			} else {
				cells = append(cells, ps[i].Score)
			}
		}
		return cells[at:len(cells):len(cells)]
	}
	if len(steps) == 0 {
		s.Rows = [][]int{row(t.Standings.Players)}
		return s
	}
	s.Rows = make([][]int, 0, len(steps)-from+1)
	s.Rows = append(s.Rows, row(steps[0].Before))
	for i, st := range steps[from:] {
		s.Rows = append(s.Rows, row(st.After))
		if len(st.Cucumbers) > 0 && !losses && !standing {
			if s.Notes == nil {
				s.Notes = make([][]msg.Text, len(steps)-from+1)
			}
			s.Notes[i+1] = cucumberNotes(st, len(t.Game.Players))
		}
	}
	return s
}

// cucumberNotes says, seat by seat, what a deal with cucumbers did where
// the change of the score hides it: "🥒 +14 → 13" for a penalty that
// brought a cucumber and a rebirth at 13, "🥒 +14" for one that put the
// player out. The cucumber comes first, so that no spreadsheet takes the
// note in a CSV for a formula.
func cucumberNotes(st Step, players int) []msg.Text {
	notes := make([]msg.Text, players)
	for _, c := range st.Cucumbers {
		if c.Seat < 0 || c.Seat >= players {
			continue
		}
		if c.Reborn {
			notes[c.Seat] = msg.T("🥒 +%d → %d", c.Penalty, st.After[c.Seat].Score)
		} else {
			notes[c.Seat] = msg.T("🥒 +%d", c.Penalty)
		}
	}
	return notes
}

// Result is the game's result (see result), worked out once for the replay.
func (t Table) Result() (stats.Result, bool) { return t.OnceResult(t.result) }

// Next is the next game's configuration (see next), made once for the
// replay.
func (t Table) Next() ([]byte, bool) { return t.OnceNext(t.next) }
