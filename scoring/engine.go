package scoring

// Engine gathers what every game's scoring package offers, so that the
// generic entry points are written once: G is the package's Game, E its
// Entry, St its Standings and S its Step.
type Engine[G, E, St, S any] struct {
	DecodeGame  func(config []byte) (G, error) // reads a stored config
	WithPlayers func(g G, players []string) G  // seats the players by name
	DecodeEntry func([]byte) (E, error)
	Replay      func(G, []E) (St, []S, error)
	Summarize   func(G, St) Summary
}

// Recompute decodes a stored game (config is the JSON of its Game, whose
// players are replaced by players) and its entries as stored, replays them
// and summarizes the standings. A bad entry comes back as an *EntryError.
func (e Engine[G, E, St, S]) Recompute(config []byte, players []string, entries [][]byte) (Summary, error) {
	g, err := e.DecodeGame(config)
	if err != nil {
		return Summary{}, err
	}
	g = e.WithPlayers(g, players)
	list := make([]E, len(entries))
	for i, b := range entries {
		if list[i], err = e.DecodeEntry(b); err != nil {
			return Summary{}, &EntryError{Index: i, Err: err}
		}
	}
	st, _, err := e.Replay(g, list)
	if err != nil {
		return Summary{}, err
	}
	return e.Summarize(g, st), nil
}
