package scoring

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
)

// A game whose house rules changed from a deal on is stored with a phased
// config: {"phases":[{"from":0,"config":…},{"from":12,"config":…}]}, each
// phase a whole config as Setup.NewGame returns it, holding from the
// entry with the index From on (the first from 0), in increasing order.
// The entries of a phase are replayed under its rules, continuing from the
// standings the earlier phases left: a deal keeps the rules it was played
// under. Any other config is one phase that holds for the whole game.

// Phase is a part of a game played under one set of house rules, and
// with one seating where the table changed it.
type Phase struct {
	From   int             `json:"from"`
	Config json.RawMessage `json:"config"`
	// Seats are the seats at the table during the phase, clockwise, as
	// indices into everyone who sat in the game; nil for all of them. A
	// game whose seating changed names them in every phase.
	Seats []int `json:"seats,omitempty"`
}

// phased is the stored form of a game's phases.
type phased struct {
	Phases []Phase `json:"phases"`
}

var phasesKey = []byte(`{"phases":`)

// Phases returns the phases of a stored config: one from 0 for a config
// that is not phased. A phased config that cannot be read, or whose
// phases are not in order from 0, is an error.
func Phases(config []byte) ([]Phase, error) {
	if !bytes.HasPrefix(bytes.TrimSpace(config), phasesKey) {
		return []Phase{{From: 0, Config: config}}, nil
	}
	var p phased
	if err := json.Unmarshal(config, &p); err != nil {
		return nil, errors.New("the phases of the house rules cannot be read")
	}
	if len(p.Phases) == 0 || p.Phases[0].From != 0 {
		return nil, errors.New("the first phase of the house rules must start at the first entry")
	}
	for i := 1; i < len(p.Phases); i++ {
		if p.Phases[i].From <= p.Phases[i-1].From {
			return nil, errors.New("the phases of the house rules are out of order")
		}
	}
	return p.Phases, nil
}

// Phased returns the stored config of the phases given: the one config
// itself if there is one phase. Phases that start at the same entry as a
// later one are left out, as the later one replaces them.
func Phased(phases []Phase) []byte {
	var kept []Phase
	for i, p := range phases {
		if i+1 < len(phases) && phases[i+1].From <= p.From {
			continue
		}
		kept = append(kept, p)
	}
	if len(kept) == 0 {
		return nil
	}
	if len(kept) == 1 && kept[0].Seats == nil {
		return slices.Clone([]byte(kept[0].Config))
	}
	kept[0].From = 0
	b, _ := json.Marshal(phased{Phases: kept})
	return b
}

// Latest returns the config the game is played under now: its last
// phase's, or config itself if it is not phased (or cannot be read).
func Latest(config []byte) []byte {
	ps, err := Phases(config)
	if err != nil {
		return config
	}
	return ps[len(ps)-1].Config
}

// gamePhase is a phase decoded: its game, seated.
type gamePhase[G any] struct {
	from  int
	game  G
	seats []int // the phase's seating, nil for everyone
}

// decodePhases decodes a stored config's phases, each seated with players.
func (e Engine[G, E, St, S]) decodePhases(config []byte, players []string) ([]gamePhase[G], error) {
	ps, err := Phases(config)
	if err != nil {
		return nil, err
	}
	out := make([]gamePhase[G], len(ps))
	for i, p := range ps {
		g, err := e.DecodeGame(p.Config)
		if err != nil {
			return nil, err
		}
		g = e.WithPlayers(g, players)
		if p.Seats != nil {
			if e.Seat == nil {
				return nil, errors.New("the players of this game cannot change seats")
			}
			if err := checkSeats(p.Seats, len(players)); err != nil {
				return nil, err
			}
			g = e.Seat(g, p.Seats)
		}
		out[i] = gamePhase[G]{from: p.From, game: g, seats: p.Seats}
	}
	return out, nil
}

// checkSeats checks a phase's seating: seats of the game, each once.
func checkSeats(seats []int, players int) error {
	seen := make([]bool, players)
	for _, s := range seats {
		if s < 0 || s >= players || seen[s] {
			return errors.New("the seating of the game cannot be read")
		}
		seen[s] = true
	}
	return nil
}

// replayPhases replays entries under the phases given, explaining the
// steps from the index from on (every one when from is 0): the first
// phase's entries as Replay would, each later one's by Continue under its
// phase's rules. It needs Continue; without it the last phase's rules hold
// for every entry.
func (e Engine[G, E, St, S]) replayPhases(phases []gamePhase[G], entries []E, from int) (St, []S, error) {
	last := phases[len(phases)-1].game
	if len(phases) == 1 || e.Continue == nil {
		if e.ReplayFrom == nil || from <= 0 {
			return e.Replay(last, entries)
		}
		return e.ReplayFrom(last, entries, from)
	}
	end := min(phases[1].from, len(entries))
	var st St
	var steps []S
	var err error
	if e.ReplayFrom == nil || from <= 0 {
		st, steps, err = e.Replay(phases[0].game, entries[:end])
	} else {
		st, steps, err = e.ReplayFrom(phases[0].game, entries[:end], min(from, end))
	}
	if err != nil {
		return st, steps, err
	}
	steps = slices.Grow(steps, len(entries)-end)
	p := 0
	for i := end; i < len(entries); i++ {
		for p+1 < len(phases) && phases[p+1].from <= i {
			st = e.reseat(phases[p], phases[p+1], st)
			p++
		}
		next, step, err := e.Continue(phases[p].game, st, entries[i], i)
		if err != nil {
			var ee *EntryError
			if !errors.As(err, &ee) {
				err = &EntryError{Index: i, Err: err}
			}
			return st, steps, err
		}
		if i < from && e.Quiet != nil {
			step = e.Quiet(step)
		}
		st, steps = next, append(steps, step)
	}
	// Phases that start after the last entry seat the next deal.
	for p+1 < len(phases) {
		st = e.reseat(phases[p], phases[p+1], st)
		p++
	}
	return st, steps, nil
}

// reseat carries the standings from one phase into the next where the
// seating changes between them.
func (e Engine[G, E, St, S]) reseat(from, to gamePhase[G], st St) St {
	if e.Reseat == nil || slices.Equal(from.seats, to.seats) {
		return st
	}
	return e.Reseat(from.game, to.game, st)
}

// Explain replays r's entries again, explaining every step, under the
// rules each was played under.
func (e Engine[G, E, St, S]) Explain(r Replayed[G, E, St, S]) []S {
	phases := r.phases
	if phases == nil {
		phases = []gamePhase[G]{{game: r.Game}}
	}
	_, steps, _ := e.replayPhases(phases, r.Entries, 0)
	return steps
}
