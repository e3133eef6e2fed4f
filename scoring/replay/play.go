package replay

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
)

// Play is how a long game of a kind is played at random, by the random-play
// tests, the benchmarks and `schreiber loadtest`: on what rules and at what
// table, and what a table might report next.
type Play struct {
	// Rules are rules (JSON object members) on top of the kind's first
	// preset that let a game last, e.g. `"deals":0`.
	Rules   string
	Players int
	// Next gives entries a table might report as the game's i-th, most
	// interesting first; a game takes the first that replays without
	// ending it. Each is an entry as JSON would encode it.
	Next func(rng *rand.Rand, i int) []any
}

// RandomGame is a game played at random: its config, its players' names
// and its entries as stored.
type RandomGame struct {
	Config  []byte
	Players []string
	Entries [][]byte
}

// ErrShort says a random game ended before it had the entries asked for:
// every entry its Play offered ended the game or did not replay.
var ErrShort = errors.New("the random game could not go on")

// Random plays a game of the kind with n entries, from the seed, by its
// Play: each entry the first of the candidates that replays without ending
// the game. A game that cannot go on comes back with the entries it has and
// ErrShort.
func (k Kind) Random(seed uint64, n int) (RandomGame, error) {
	p := k.Play
	if p.Next == nil || k.Setup.PresetRules == nil || len(k.Setup.Presets) == 0 {
		return RandomGame{}, fmt.Errorf("%s: no way to play it at random", k.Name)
	}
	rules, _ := k.Setup.PresetRules(k.Setup.Presets[0])
	if p.Rules != "" && len(rules) > 1 {
		rules = append(append(rules[:len(rules)-1:len(rules)-1], ','), p.Rules+"}"...)
	}
	config, err := k.Setup.NewGame(rules, p.Players, 0)
	if err != nil {
		return RandomGame{}, fmt.Errorf("%s: %w", k.Name, err)
	}
	g := RandomGame{Config: config}
	for i := range p.Players {
		g.Players = append(g.Players, "P"+strconv.Itoa(i+1))
	}
	at, err := k.Replay(g.Config, g.Players, nil)
	if err != nil {
		return g, fmt.Errorf("%s: %w", k.Name, err)
	}
	rng := rand.New(rand.NewPCG(seed, uint64(len(k.Name))))
	for misses, i := 0, 0; len(g.Entries) < n; i++ {
		if misses == 20 {
			return g, fmt.Errorf("%s after %d entries: %w", k.Name, len(g.Entries), ErrShort)
		}
		misses++
		for _, c := range p.Next(rng, i) {
			b, err := json.Marshal(c)
			if err != nil {
				return g, err
			}
			t, ok := at.With(b)
			if !ok {
				return g, fmt.Errorf("%s after %d entries: the game no longer replays", k.Name, len(g.Entries))
			}
			if t.Broken() == nil && !t.Summary().Over {
				g.Entries, at, misses = append(g.Entries, b), t, 0
				break
			}
		}
	}
	return g, nil
}
