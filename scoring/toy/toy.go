// Package toy is a game that exists to prove that a game is added in its
// own folders: each hand, one player takes a point, and whoever first has
// the agreed points wins. It is one of the kinds only in a build with the
// tag toy (see scoring/games/toy.go), where every test that runs over all
// kinds runs over it too; its texts are plain, in no catalog.
package toy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/replay"
	"schreiber/scoring/stats"
)

// Rules are the toy's house rules: the points that win, 0 for no end.
type Rules struct {
	Preset string `json:"preset"`
	Target int    `json:"target"`
}

// MinPlayers and MaxPlayers are the table's size.
func (Rules) MinPlayers() int { return 2 }
func (Rules) MaxPlayers() int { return 6 }

// PresetNames lists the presets.
func PresetNames() []string { return []string{"short", "open"} }

// Preset returns the named preset.
func Preset(name string) (Rules, bool) {
	switch name {
	case "short":
		return Rules{Preset: name, Target: 5}, true
	case "open":
		return Rules{Preset: name}, true
	}
	return Rules{}, false
}

func plain(format string, args ...any) msg.Text {
	return msg.Plain(fmt.Sprintf(format, args...))
}

func refuse(field, format string, args ...any) error {
	return &msg.FieldError{Field: field, Msg: plain(format, args...)}
}

// Game is a stored game: its rules, its players and the first dealer.
type Game struct {
	Rules       Rules    `json:"rules"`
	Players     []string `json:"players,omitempty"`
	FirstDealer int      `json:"first_dealer"`
}

// Validate checks the rules, the table and the first dealer.
func (g Game) Validate() error {
	if g.Rules.Target < 0 || g.Rules.Target > 100 {
		return refuse("target", "The points to win lie between 0 (no end) and 100.")
	}
	if n := len(g.Players); n < g.Rules.MinPlayers() || n > g.Rules.MaxPlayers() {
		return refuse("players", "The toy is played by 2 to 6.")
	}
	if g.FirstDealer < 0 || g.FirstDealer >= len(g.Players) {
		return refuse("first_dealer", "The first dealer must be one of the players.")
	}
	return nil
}

// EntryKind is the kind of an entry: the toy has one, a hand.
type EntryKind string

// KindHand is a hand and who took its point.
const KindHand EntryKind = "hand"

// Entry is one hand: the seat that took the point.
type Entry struct {
	Kind EntryKind `json:"kind"`
	Seat int       `json:"seat"`
}

// DecodeEntry reads a stored entry strictly.
func DecodeEntry(b []byte) (Entry, error) {
	var e Entry
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil || e.Kind != KindHand {
		return Entry{}, refuse("kind", "This is not a hand of the toy.")
	}
	return e, nil
}

// Standings are the points after the hands so far.
type Standings struct {
	Points []int `json:"points"`
	Hand   int   `json:"hand"` // the next hand's number, from 1
	Dealer int   `json:"dealer"`
	Over   bool  `json:"over"`
	Winner int   `json:"winner"` // -1 until the game is over
}

// Step is what one hand did.
type Step struct {
	Text   msg.Text
	Seat   int
	Points []int // after the hand
}

// start are the standings before the first hand.
func start(g Game) Standings {
	return Standings{Points: make([]int, len(g.Players)), Hand: 1, Dealer: g.FirstDealer, Winner: -1}
}

// Continue applies the index-th hand to the standings of the ones before,
// leaving those as they were.
func Continue(g Game, s Standings, e Entry, index int) (Standings, Step, error) {
	var err error
	switch {
	case s.Over:
		err = refuse("seat", "The game is over.")
	case e.Seat < 0 || e.Seat >= len(g.Players):
		err = refuse("seat", "Tap who took the point.")
	}
	if err != nil {
		return s, Step{}, &scoring.EntryError{Index: index, Err: err}
	}
	s.Points = slices.Clone(s.Points)
	s.Points[e.Seat]++
	s.Hand++
	s.Dealer = (s.Dealer + 1) % len(g.Players)
	text := plain("Hand %d: %s takes a point.", index+1, g.Players[e.Seat])
	if t := g.Rules.Target; t > 0 && s.Points[e.Seat] >= t {
		s.Over, s.Winner = true, e.Seat
		text = msg.Join(text, plain("%s wins.", g.Players[e.Seat]))
	}
	return s, Step{Text: text, Seat: e.Seat, Points: s.Points}, nil
}

// Replay checks the game and applies the hands one after the other.
func Replay(g Game, entries []Entry) (Standings, []Step, error) {
	s := start(g)
	if err := g.Validate(); err != nil {
		return s, nil, err
	}
	steps := make([]Step, 0, len(entries))
	for i, e := range entries {
		next, step, err := Continue(g, s, e, i)
		if err != nil {
			return s, steps, err
		}
		s, steps = next, append(steps, step)
	}
	return s, steps, nil
}

// Summarize is the game in figures.
func Summarize(g Game, s Standings) scoring.Summary {
	sum := scoring.Summary{Columns: []msg.Text{msg.Plain("points")}, Over: s.Over}
	for seat, name := range g.Players {
		sum.Lines = append(sum.Lines, scoring.SummaryLine{Name: name, Values: []string{strconv.Itoa(s.Points[seat])}})
	}
	if s.Over {
		sum.Winners = []string{g.Players[s.Winner]}
	}
	return sum
}

func decodeGame(config []byte) (Game, error) {
	var peek struct {
		Rules struct {
			Preset string `json:"preset"`
		} `json:"rules"`
	}
	var g Game
	if json.Unmarshal(config, &peek) == nil {
		g.Rules, _ = Preset(peek.Rules.Preset)
	}
	dec := json.NewDecoder(bytes.NewReader(config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return Game{}, refuse("config", "The game's settings are not readable.")
	}
	return g, nil
}

// Engine is the toy as the generic entry points see it.
var Engine = scoring.Engine[Game, Entry, Standings, Step]{
	DecodeGame:  decodeGame,
	WithPlayers: func(g Game, players []string) Game { g.Players = players; return g },
	Validate:    Game.Validate,
	DecodeEntry: DecodeEntry,
	Replay:      Replay,
	Continue:    Continue,
	Summarize:   Summarize,
}

// Setup is how a game of the toy is set up.
var Setup = scoring.Setup{
	Presets: PresetNames(),
	PresetTitle: func(name string) msg.Text {
		if name == "short" {
			return msg.Plain("To five points")
		}
		return msg.Plain("Without an end")
	},
	PresetRules: scoring.PresetRules(Preset),
	Options: []scoring.OptionGroup{{Name: "end", Label: msg.Plain("The end"), Options: []scoring.Option{
		{Name: "target", Label: msg.Plain("Points to win (0: no end)"), Kind: scoring.OptionInt, Min: 0, Max: 100},
	}}},
	Seats:   scoring.Seats(func(b []byte) (Rules, error) { var r Rules; return r, json.Unmarshal(b, &r) }),
	NewGame: Engine.NewGame,
}

// Kind is the toy as every part of Schreiber knows it.
var Kind = replay.Kind{
	Name:    "toy",
	Title:   msg.Plain("Toy"),
	Setup:   Setup,
	Replay:  replayer.Replay,
	Figures: []stats.Figure{{Key: "points", Label: msg.Plain("Points taken")}},
	Play: replay.Play{Rules: `"target":0`, Players: 3, Next: func(rng *rand.Rand, i int) []any {
		return []any{Entry{Kind: KindHand, Seat: rng.IntN(3)}}
	}},
}

// Table is a game of the toy replayed.
type Table struct {
	replay.Quiet[Game, Entry, Standings, Step]
}

var replayer = &replay.Replayer[Game, Entry, Standings, Step]{
	Engine: Engine,
	Text:   func(s Step) msg.Text { return s.Text },
	Table:  func(q replay.Quiet[Game, Entry, Standings, Step]) replay.Table { return Table{q} },
	Chart: func(g Game, s Standings) replay.Series {
		return replay.Series{Scale: msg.Plain("Points"), Names: g.Players, Mark: g.Rules.Target,
			Rows: [][]int{make([]int, len(g.Players))}}
	},
	Row: func(s Step) []int { return s.Points },
}

func (t Table) Title() msg.Text {
	return plain("Toy · %s", Setup.PresetTitle(t.Game.Rules.Preset).Plain)
}
func (t Table) RulesLine() msg.Text { return plain("Toy to %d points", t.Game.Rules.Target) }
func (t Table) Rules() any          { return t.Game.Rules }

// Next is the next game at the same table; its winner deals first.
func (t Table) Next() ([]byte, bool) {
	if t.Err != nil || !t.Standings.Over && t.Game.Rules.Target != 0 {
		return nil, false
	}
	g := t.Game
	g.Players, g.FirstDealer = nil, max(t.Standings.Winner, 0)
	b, err := json.Marshal(g)
	return b, err == nil
}

// Result places the players by their points; the most win.
func (t Table) Result() (stats.Result, bool) {
	st := t.Standings
	if t.Err != nil || len(t.Entries) == 0 || !st.Over && t.Game.Rules.Target != 0 {
		return stats.Result{}, false
	}
	places := stats.PlacesBy(st.Points, false)
	counts := make([][]int, len(st.Points))
	for seat, p := range st.Points {
		counts[seat] = []int{p}
	}
	return replay.SideResult(st.Over, t.Standing().SideOf(len(st.Points)), places, stats.Leaders(places), counts), true
}
