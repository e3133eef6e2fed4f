package tupelkopf

import (
	"bytes"
	"encoding/json"
	"fmt"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Summarize flattens standings for lists and exports.
func Summarize(g Game, s Standings) scoring.Summary {
	sum := scoring.Summary{Over: s.Over}
	split := g.Rules.Tally == TallySplit
	sum.Columns = []msg.Text{msg.T("Bunkte")}
	if g.Rules.DDV() {
		sum.Columns = []msg.Text{msg.T("points")}
	}
	if split {
		sum.Columns = append(sum.Columns, msg.T("won"), msg.T("conceded"))
	}
	sum.Columns = append(sum.Columns, msg.T("deals won"))
	if g.pflichtsolo() {
		sum.Columns = append(sum.Columns, msg.T("Pflichtsolo played"))
	}
	sitsOut := len(g.Active(s.Dealer)) < g.size()
	for i, p := range s.Players {
		if i >= len(g.Players) {
			break
		}
		line := scoring.SummaryLine{Name: g.Players[i], Values: []string{fmt.Sprint(p.Score)}}
		if split {
			line.Values = append(line.Values, fmt.Sprint(p.Plus), fmt.Sprint(p.Minus))
		}
		line.Values = append(line.Values, fmt.Sprint(p.Won))
		if g.pflichtsolo() {
			line.Values = append(line.Values, fmt.Sprint(btoi(p.Pflichtsolo)))
		}
		switch {
		case s.Over && contains(s.Winners, i):
			line.Status = msg.T("winner")
		case !g.seated(i):
			line.Status = msg.T("not at the table")
		case !s.Over && s.Forced != nil && *s.Forced == i:
			line.Status = msg.T("must play the Pflichtsolo next")
		case !s.Over && i == s.Dealer && sitsOut:
			line.Status = msg.T("deals next and sits out")
		case !s.Over && i == s.Dealer:
			line.Status = msg.T("deals next")
		}
		sum.Lines = append(sum.Lines, line)
	}
	for _, w := range s.Winners {
		if w < len(g.Players) {
			sum.Winners = append(sum.Winners, g.Players[w])
		}
	}
	if s.Over {
		sum.Note = msg.T("Game over after %d deals.", s.Deals)
		if g.Rules.Rounds > 0 && s.Deals == g.Length() {
			sum.Note = msg.T("Game over after %d rounds (%d deals).", g.Rules.Rounds, s.Deals)
		}
	} else if s.Dealer < len(g.Players) {
		sum.Note = msg.T("Deal %d: %s deals.", s.Deal, g.Players[s.Dealer])
		if sitsOut {
			sum.Note = msg.T("Deal %d: %s deals and sits out.", s.Deal, g.Players[s.Dealer])
		}
		if s.Forced != nil && *s.Forced < len(g.Players) {
			sum.Note = msg.Join(sum.Note, msg.T("%s must play the Pflichtsolo (vorgeführt).", g.Players[*s.Forced]))
		}
	}
	return sum
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Recompute is the generic entry point: config is the JSON of Game (its
// "players" field is replaced by players), entries are the stored JSON
// payloads of the entries in order. Options missing from the config's rules
// take the values of the preset it names.
func Recompute(config []byte, players []string, entries [][]byte) (scoring.Summary, error) {
	return Engine.Recompute(config, players, entries)
}

// Engine is this package as the generic entry points see it.
var Engine = scoring.Engine[Game, Entry, Standings, Step]{
	DecodeGame:  decodeGame,
	WithPlayers: func(g Game, players []string) Game { g.Players = players; return g },
	Validate:    Game.Validate,
	DecodeEntry: DecodeEntry, Replay: Replay, ReplayFrom: ReplayFrom, Continue: Continue,
	// A deal's items say what each of its points is for, each in words:
	// the game page shows them for the last deal, the history replays.
	Quiet:     func(s Step) Step { s.Text, s.Result.Items = msg.Text{}, nil; return s },
	Summarize: Summarize,
	Seat:      seat,
	Reseat:    reseat,
}

// decodeGame reads a stored config strictly; options it leaves out keep the
// values of the preset it names.
func decodeGame(config []byte) (Game, error) {
	var g Game
	// Options the config leaves out keep the values of its preset.
	var peek struct {
		Rules struct {
			Preset string `json:"preset"`
		} `json:"rules"`
	}
	if json.Unmarshal(config, &peek) == nil {
		if r, ok := Preset(peek.Rules.Preset); ok {
			g.Rules = r
		}
	}
	dec := json.NewDecoder(bytes.NewReader(config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return Game{}, msg.Errorf("config", "The game's settings are not readable: %v.", err)
	}
	// Configs written before the scoring option existed score in Bunkte.
	if g.Rules.Scoring == "" {
		g.Rules.Scoring = ScoringBunkte
	}
	return g, nil
}
