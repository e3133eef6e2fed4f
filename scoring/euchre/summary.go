package euchre

import (
	"fmt"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Summarize flattens standings for lists, the export and the command line:
// one line per partnership with its points in the game under way and, in
// a rubber, its games and rubber points.
func Summarize(g Game, s Standings) scoring.Summary {
	sum := scoring.Summary{Columns: []msg.Text{msg.T("Points")}, Over: s.Over}
	if g.Rules.Rubber {
		sum.Columns = append(sum.Columns, msg.T("Games"), msg.T("Rubber points"))
	}
	for side, st := range s.Sides {
		line := scoring.SummaryLine{Name: st.Name, Values: []string{fmt.Sprint(st.Score)}}
		if g.Rules.Rubber {
			line.Values = append(line.Values, fmt.Sprint(st.Games), fmt.Sprint(st.RubberPoints))
		}
		switch {
		case s.Over && s.Winner == side:
			line.Status = msg.T("won")
		case s.Over:
			line.Status = msg.T("lost")
		case st.AtBridge:
			line.Status = msg.T("at the bridge")
		}
		sum.Lines = append(sum.Lines, line)
	}
	switch {
	case s.Over && g.Rules.Rubber:
		sum.Winners = []string{s.Sides[s.Winner].Name}
		sum.Note = msg.T("Rubber won by a margin of %d.", s.Margin)
	case s.Over:
		sum.Winners = []string{s.Sides[s.Winner].Name}
		sum.Note = msg.T("Game won %d:%d.", s.Sides[s.Winner].Score, s.Sides[1-s.Winner].Score)
	default:
		sum.Note = msg.T("Game %d, hand %d: %s deals.", s.Game, s.Hand, g.Players[s.Dealer])
	}
	return sum
}

// Recompute is the generic entry point: config is the JSON of Game (its
// "players" field is replaced by players), entries are the stored JSON
// payloads of the entries in order. Options missing from the config's
// rules are taken from its preset.
func Recompute(config []byte, players []string, entries [][]byte) (scoring.Summary, error) {
	return Engine.Recompute(config, players, entries)
}

// Engine is this package as the generic entry points see it.
var Engine = scoring.Engine[Game, Entry, Standings, Step]{
	DecodeGame:  DecodeGame,
	WithPlayers: func(g Game, players []string) Game { g.Players = players; return g },
	Validate:    Game.Validate,
	DecodeEntry: DecodeEntry, Replay: Replay, ReplayFrom: ReplayFrom, Continue: Continue,
	Quiet:     func(s Step) Step { s.Text = msg.Text{}; return s },
	Summarize: Summarize,
}

// DecodeGame reads a game's config strictly. Options the rules leave out
// are taken from the named preset, so {"rules":{"preset":"ten"}} is a
// whole config.
func DecodeGame(b []byte) (Game, error) {
	var g Game
	if err := decodeStrict(b, &g); err != nil {
		return Game{}, err
	}
	if p, ok := Preset(g.Rules.Preset); ok {
		g = Game{Rules: p}
		if err := decodeStrict(b, &g); err != nil {
			return Game{}, err
		}
	}
	return g, nil
}
