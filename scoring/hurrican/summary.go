package hurrican

import (
	"fmt"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Summarize flattens standings for lists, the export and the command line:
// one line per side with its points.
func Summarize(g Game, s Standings) scoring.Summary {
	sum := scoring.Summary{
		Columns: []msg.Text{msg.T("Points")},
		Over:    s.Over,
	}
	for side, st := range s.Sides {
		var status msg.Text
		switch {
		case s.Over && s.Winner == side:
			status = msg.T("won")
		case s.Over:
			status = msg.T("lost")
			if s.Double {
				status = msg.T("lost, double")
			}
		case st.Hurricans > 0:
			status = msg.T("Hurricans this deal: %d", st.Hurricans)
		}
		sum.Lines = append(sum.Lines, scoring.SummaryLine{
			Name: st.Name, Values: []string{fmt.Sprint(st.Score)}, Status: status,
		})
	}
	switch {
	case s.Over:
		sum.Winners = []string{s.Sides[s.Winner].Name}
		sum.Note = msg.T("The game counts single.")
		if s.Double {
			sum.Note = msg.T("The game counts double.")
		}
		if s.Chips > 0 {
			sum.Note = msg.Join(sum.Note, msg.T("%s pays %s %d chips.",
				s.Sides[1-s.Winner].Name, s.Sides[s.Winner].Name, s.Chips))
		}
	case s.Tie:
		sum.Note = msg.T("Level over the target: play on.")
	default:
		sum.Note = msg.T("Deal %d: %s deals.||hurrican", s.Deal, g.Players[s.Dealer])
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
// are taken from the named preset, so {"rules":{"preset":"classic"}} is a
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
