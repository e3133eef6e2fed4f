package views

import (
	"sync"

	"schreiber/scoring"
)

// explained is the whole of a replayed game's steps, every one with its
// text. A game is replayed explaining only its last step, the one the game
// page shows (lastStep); the history asks for the others, and they are made
// then, once, by replaying the decoded entries again with every text.
type explained[S any] struct {
	from  int // the steps before it have no text in the quiet replay
	once  sync.Once
	steps []S
}

// lastStep is where a kind's quiet replay starts explaining: the last entry.
func lastStep[E any](entries []E) int { return max(len(entries)-1, 0) }

// get returns every step with its text: quiet itself if it has them all,
// else full's answer, made on the first call.
func (x *explained[S]) get(quiet []S, full func() []S) []S {
	if x == nil || x.from == 0 {
		return quiet
	}
	x.once.Do(func() { x.steps = full() })
	return x.steps
}

// ExplainAll returns the table with the text of every step made now, as
// an eager replay would have it. The pages never need it; it shows that
// what they draw from a quiet replay is what they would draw from a full
// one.
func ExplainAll(t Table) Table {
	if x, ok := t.(interface{ explainAll() Table }); ok {
		return x.explainAll()
	}
	return t
}

// quietKind is how a kind replays its games quietly: its engine, where the
// explaining starts, and a step's text.
type quietKind[G, E, St, S any] struct {
	engine scoring.Engine[G, E, St, S]
	from   func([]E) int
	text   func(S) Text
}

// quiet is a kind's game replayed quietly, its other steps explained when
// asked: what every kind's table embeds.
type quiet[G, E, St, S any] struct {
	scoring.Replayed[G, E, St, S]
	all  *explained[S]
	kind *quietKind[G, E, St, S]
}

// load decodes and replays a stored game.
func (k *quietKind[G, E, St, S]) load(config []byte, players []string, entries [][]byte) (quiet[G, E, St, S], error) {
	var from int
	r, err := k.engine.LoadFrom(config, players, entries, func(es []E) int {
		from = k.from(es)
		return from
	})
	return k.wrap(r, from), err
}

// wrap holds a replay explained from the step from on.
func (k *quietKind[G, E, St, S]) wrap(r scoring.Replayed[G, E, St, S], from int) quiet[G, E, St, S] {
	if r.Last != nil {
		// Extended quietly: the last of the steps has no text either,
		// only r.Last has.
		from = len(r.Entries)
	}
	q := quiet[G, E, St, S]{r, &explained[S]{from: from}, k}
	if q.Err != nil {
		// A game that stops at a bad entry shows the step before it:
		// explain them all.
		q = q.full()
	}
	return q
}

// with replays the game with one more entry, decoding only that one.
func (q quiet[G, E, St, S]) with(payload []byte) (quiet[G, E, St, S], bool) {
	r, ok := q.kind.engine.Extend(q.Replayed, payload, q.kind.from)
	if !ok {
		return q, false
	}
	return q.kind.wrap(r, q.kind.from(r.Entries)), true
}

// full is the replay with the text of every step made now.
func (q quiet[G, E, St, S]) full() quiet[G, E, St, S] {
	q.Replayed.Steps, q.all, q.Replayed.Last = q.steps(), nil, nil
	return q
}

// lastText is the latest step's text, which the quiet replay explained or
// an extension kept beside the steps.
func (q quiet[G, E, St, S]) lastText() Text {
	if q.Replayed.Last != nil {
		return q.kind.text(*q.Replayed.Last)
	}
	if n := len(q.Replayed.Steps); n > 0 {
		return q.kind.text(q.Replayed.Steps[n-1])
	}
	return Text{}
}

// steps are every step with its text.
func (q quiet[G, E, St, S]) steps() []S {
	return q.all.get(q.Replayed.Steps, func() []S {
		_, steps, _ := q.kind.engine.Replay(q.Game, q.Entries)
		return steps
	})
}
