package gurke

import (
	"encoding/json"
	"fmt"
	"strings"

	"schreiber/rules/msg"
	"schreiber/scoring"
)

// Validate checks the rules, the seating and the first dealer.
func (g Game) Validate() error {
	if err := g.Rules.Validate(); err != nil {
		return err
	}
	n := len(g.Players)
	if n < g.Rules.PlayersMin || n > g.Rules.PlayersMax {
		return msg.Errorf("players", "These rules are for %d to %d players, not %d.", g.Rules.PlayersMin, g.Rules.PlayersMax, n)
	}
	seen := map[string]bool{}
	for i, p := range g.Players {
		name := strings.ToLower(strings.TrimSpace(p))
		if name == "" {
			return msg.Errorf(fmt.Sprintf("players[%d]", i), "Every player needs a name.")
		}
		if seen[name] {
			return msg.Errorf(fmt.Sprintf("players[%d]", i), "%s sits at the table twice.", p)
		}
		seen[name] = true
	}
	if g.FirstDealer < 0 || g.FirstDealer >= n {
		return msg.Errorf("first_dealer", "The first dealer must be one of the players.")
	}
	return nil
}

// Recompute is the generic entry point: config is the JSON of Game (its
// "players" field is replaced by players), entries are the stored JSON
// payloads of the entries in order.
func Recompute(config []byte, players []string, entries [][]byte) (scoring.Summary, error) {
	return Engine.Recompute(config, players, entries)
}

// Engine is this package as the generic entry points see it.
var Engine = scoring.Engine[Game, Entry, Standings, Step]{
	DecodeGame:  decodeGame,
	WithPlayers: func(g Game, players []string) Game { g.Players = players; return g },
	Validate:    Game.Validate,
	DecodeEntry: DecodeEntry, Replay: Replay, ReplayFrom: ReplayFrom, Continue: Continue,
	Quiet:     func(s Step) Step { s.Text = nil; return s },
	Summarize: Summarize,
}

// decodeGame reads a stored config; its rules are read on top of their preset.
func decodeGame(config []byte) (Game, error) {
	var g Game
	if err := json.Unmarshal(config, &g); err != nil {
		return Game{}, msg.Errorf("rules", "The game's settings cannot be read.")
	}
	return g, nil
}
