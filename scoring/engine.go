package scoring

import (
	"encoding/json"
	"schreiber/rules/msg"
	"strconv"
	"sync/atomic"
)

// Engine gathers what every game's scoring package offers, so that the
// generic entry points are written once: G is the package's Game, E its
// Entry, St its Standings and S its Step.
type Engine[G, E, St, S any] struct {
	DecodeGame  func(config []byte) (G, error) // reads a stored config
	WithPlayers func(g G, players []string) G  // seats the players by name
	Validate    func(G) error                  // checks the rules, the seating and the first dealer
	DecodeEntry func([]byte) (E, error)
	Replay      func(G, []E) (St, []S, error)
	// ReplayFrom is Replay explaining only the steps from the index on,
	// the texts of earlier steps left empty; nil explains all.
	ReplayFrom func(G, []E, int) (St, []S, error)
	// Continue applies the index-th entry to the standings the earlier ones
	// gave, as Replay would, without changing them; nil replays them all.
	Continue func(g G, st St, e E, index int) (St, S, error)
	// Quiet returns a step as a kept game holds it once it is no longer
	// the last: without its text, and without anything else only its
	// explanation shows. With it, Extend keeps the new step whole only in
	// Replayed.Last and puts it in Steps quiet, and a replay explaining
	// from an index on keeps the steps before it quiet.
	Quiet     func(S) S
	Summarize func(G, St) Summary
	// Seat seats a phase's game (see Phase.Seats): seats are the indices
	// into the game's players of those at the table, clockwise; nil for a
	// kind whose players cannot change seats during a game.
	Seat func(g G, seats []int) G
	// Reseat carries the standings the phase played under from left into
	// the phase played under to, which seats other players: who deals
	// next, who sits out. Needed with Seat.
	Reseat func(from, to G, st St) St
}

// Replayed is a stored game decoded and replayed.
type Replayed[G, E, St, S any] struct {
	Game      G
	Entries   []E
	Standings St
	Steps     []S
	// Err says why the entries do not replay, an *EntryError naming the
	// first entry that cannot be read or does not fit; nil if they all do.
	Err error
	// Last is set by an Extend whose engine has Quiet: the last step with
	// its text, which the last of Steps has not.
	Last *S
	// phases are the parts of the game played under other house rules,
	// in order (see Phases); nil when one set of rules, Game's, holds for
	// the whole game. Game is the last phase's.
	phases []gamePhase[G]
	// tail is claimed by the first Extend of this replay: that one may
	// append its entry and step in the spare capacity of Entries and
	// Steps, which no holder of this replay reads past their lengths;
	// every other Extend copies them. A kept replay then grows by one
	// entry without a copy of the whole game. Nil: always copy.
	tail *atomic.Bool
}

// grow appends x to s: in place if mine, else to a copy, leaving s's spare
// capacity to whoever owns it.
func grow[T any](s []T, x T, mine bool) []T {
	if !mine {
		s = s[:len(s):len(s)]
	}
	return append(s, x)
}

// Load decodes a stored game (config is the JSON of its Game, whose players
// are replaced by players) and its entries as stored, and replays them. Only
// a config that cannot be read is an error; entries that do not replay are
// reported in Err, with the standings of a game that has none.
func (e Engine[G, E, St, S]) Load(config []byte, players []string, entries [][]byte) (Replayed[G, E, St, S], error) {
	return e.LoadFrom(config, players, entries, nil)
}

// LoadFrom is Load explaining only the steps from the index from returns
// (given the decoded entries) on; nil from explains all. The standings and
// every step's numbers are the same either way: only texts nobody reads
// are left out.
func (e Engine[G, E, St, S]) LoadFrom(config []byte, players []string, entries [][]byte, from func([]E) int) (Replayed[G, E, St, S], error) {
	r := Replayed[G, E, St, S]{tail: new(atomic.Bool)}
	phases, err := e.decodePhases(config, players)
	if err != nil {
		return r, err
	}
	r.Game = phases[len(phases)-1].game
	if len(phases) > 1 {
		r.phases = phases
	}
	r.Entries = make([]E, len(entries))
	for i, b := range entries {
		if r.Entries[i], err = e.DecodeEntry(b); err != nil {
			r.Err = &EntryError{Index: i, Err: err}
			r.Standings, _, _ = e.Replay(r.Game, nil)
			return r, nil
		}
	}
	e.replay(&r, from)
	return r, nil
}

// Extend returns the replay of r's game with one more entry (as stored)
// after r's entries, explaining as LoadFrom does. Only the new entry is
// decoded: r's are reused, and r is left as it was. With Continue, only
// the new entry is applied, and r's steps keep the texts they had. False if r did not
// replay, as then its entries are not all known.
func (e Engine[G, E, St, S]) Extend(r Replayed[G, E, St, S], payload []byte, from func([]E) int) (Replayed[G, E, St, S], bool) {
	if r.Err != nil {
		return r, false
	}
	mine := r.tail != nil && r.tail.CompareAndSwap(false, true)
	out := Replayed[G, E, St, S]{Game: r.Game, phases: r.phases, tail: new(atomic.Bool)}
	entry, err := e.DecodeEntry(payload)
	out.Entries = grow(r.Entries, entry, mine)
	if err != nil {
		out.Err = &EntryError{Index: len(r.Entries), Err: err}
		out.Standings, _, _ = e.Replay(out.Game, nil)
		return out, true
	}
	if e.Continue == nil {
		e.replay(&out, from)
		return out, true
	}
	st, step, err := e.Continue(r.Game, r.Standings, entry, len(r.Entries))
	out.Standings, out.Steps, out.Err = st, r.Steps, err
	if err == nil {
		if e.Quiet != nil {
			whole := step
			out.Last, step = &whole, e.Quiet(step)
		}
		out.Steps = grow(r.Steps, step, mine)
	}
	return out, true
}

// replay replays r's decoded entries into r.
func (e Engine[G, E, St, S]) replay(r *Replayed[G, E, St, S], from func([]E) int) {
	explain := 0
	if from != nil && e.ReplayFrom != nil {
		explain = from(r.Entries)
	}
	phases := r.phases
	if phases == nil {
		phases = []gamePhase[G]{{game: r.Game}}
	}
	r.Standings, r.Steps, r.Err = e.replayPhases(phases, r.Entries, explain)
	if e.Quiet != nil {
		for i := range r.Steps[:min(explain, len(r.Steps))] {
			r.Steps[i] = e.Quiet(r.Steps[i])
		}
	}
}

// Recompute decodes a stored game (config is the JSON of its Game, whose
// players are replaced by players) and its entries as stored, replays them
// and summarizes the standings. A bad entry comes back as an *EntryError.
func (e Engine[G, E, St, S]) Recompute(config []byte, players []string, entries [][]byte) (Summary, error) {
	r, err := e.Load(config, players, entries)
	if err != nil {
		return Summary{}, err
	}
	if r.Err != nil {
		return Summary{}, r.Err
	}
	return e.Summarize(r.Game, r.Standings), nil
}

// NewGame checks the rules a table picked (JSON; options left out are the
// preset's) for a table of players with the first dealer in the given seat,
// and returns the configuration to store: the game without its players,
// who are kept with the seating.
func (e Engine[G, E, St, S]) NewGame(rules []byte, players, firstDealer int) ([]byte, error) {
	config, err := json.Marshal(struct {
		Rules       json.RawMessage `json:"rules"`
		FirstDealer int             `json:"first_dealer"`
	}{rules, firstDealer})
	if err != nil {
		return nil, msg.Errorf("rules", "The rules cannot be read.")
	}
	g, err := e.DecodeGame(config)
	if err != nil {
		return nil, err
	}
	names := make([]string, players)
	for i := range names {
		names[i] = strconv.Itoa(i + 1)
	}
	if err := e.Validate(e.WithPlayers(g, names)); err != nil {
		return nil, err
	}
	return json.Marshal(e.WithPlayers(g, nil))
}
