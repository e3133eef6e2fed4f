package durak

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Summarize flattens standings for lists and exports.
func Summarize(g Game, s Standings) scoring.Summary {
	sum := scoring.Summary{Over: s.Over, Columns: []msg.Text{msg.T("losses")}}
	forfeit := strings.TrimSpace(g.Rules.Forfeit)
	winners, _ := s.Ended()
	for i, side := range s.Sides {
		line := scoring.SummaryLine{Name: side.Name, Values: []string{fmt.Sprint(side.Losses)}}
		switch {
		case s.Over && contains(s.Payers, i) && forfeit != "":
			line.Status = msg.T("owes the forfeit: %s", forfeit)
		case s.Over && contains(s.Payers, i):
			line.Status = msg.T("lost the series")
		case !g.Rules.Teams && !g.seated(i):
			line.Status = msg.T("not at the table")
		case !s.Over && i == s.Fool:
			line.Status = msg.T("durak")
		}
		sum.Lines = append(sum.Lines, line)
		if s.Over && contains(winners, i) {
			sum.Winners = append(sum.Winners, side.Name)
		}
	}
	if s.Over {
		sum.Note = msg.T("Series over after %d deals (%d drawn).", s.Deals, s.Draws)
	} else if s.Dealer >= 0 && s.Dealer < len(g.Players) {
		sum.Note = msg.Join(msg.T("Deal %d:", s.Deal), openingText(g, &s))
	}
	return sum
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
	Quiet:     func(s Step) Step { s.Text = msg.Text{}; return s },
	Summarize: Summarize,
	Seat:      seat,
	Reseat:    reseat,
}

// decodeGame reads a stored config strictly; options it leaves out keep the
// values of the preset it names.
func decodeGame(config []byte) (Game, error) {
	var g Game
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
	return g, nil
}
