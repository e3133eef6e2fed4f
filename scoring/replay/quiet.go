package replay

import (
	"sync"

	"schreiber/rules/msg"
	"schreiber/scoring"
	"schreiber/scoring/stats"
)

// explained is the whole of a replayed game's steps, every one with its
// text. A game is replayed explaining only its last step, the one the game
// page shows (LastStep); the history asks for the others, and they are made
// then, once, by replaying the decoded entries again with every text.
type explained[S any] struct {
	from  int // the steps before it have no text in the quiet replay
	once  sync.Once
	steps []S
	// The summary is made once for the replay too: a kept game is asked
	// for it by every page that shows the game.
	summaryOnce sync.Once
	summary     scoring.Summary
	// So are its result and the next game (see Quiet.Once).
	resultOnce sync.Once
	result     stats.Result
	resultOK   bool
	nextOnce   sync.Once
	next       []byte
	nextOK     bool
}

// LastStep is where a kind's quiet replay starts explaining: the last entry.
func LastStep[E any](entries []E) int { return max(len(entries)-1, 0) }

// get returns every step with its text: quiet itself if it has them all,
// else full's answer, made on the first call.
func (x *explained[S]) get(quiet []S, full func() []S) []S {
	if x == nil || x.from == 0 {
		return quiet
	}
	x.once.Do(func() { x.steps = full() })
	return x.steps
}

// QuietTable is a Table replayed quietly, as every kind's table embedding
// a Quiet is: it says its latest step without explaining the others, which
// the game page shows, and explains them all when asked. Each kind's
// package asserts that its table is one.
type QuietTable interface {
	Table
	LastText() msg.Text
	ExplainAll() Table
}

// ExplainAll returns the table with the text of every step made now, as
// an eager replay would have it. The pages never need it; it shows that
// what they draw from a quiet replay is what they would draw from a full
// one.
func ExplainAll(t Table) Table {
	if x, ok := t.(QuietTable); ok {
		return x.ExplainAll()
	}
	return t
}

// Replayer is how a kind replays its games quietly, and what every kind's
// Table shares: its engine, where the explaining starts, what a step says
// and whether the history offers to correct it, and the kind's table
// around a replay. A kind's Replay is its Replayer's.
type Replayer[G, E, St, S any] struct {
	Engine scoring.Engine[G, E, St, S]
	From   func([]E) int // where the explaining starts; nil: LastStep
	Text   func(S) msg.Text
	// Correctable tells whether the history offers to correct an entry
	// and its step; nil: every one.
	Correctable func(E, S) bool
	// Table is the kind's table around a replay, which embeds it.
	Table func(Quiet[G, E, St, S]) Table
	// Chart is the head of the game's Series (its scale, lines, seats,
	// mark) with the row of its start; Row is a step's row. A table whose
	// rows are not one per step draws its Series and Standing itself.
	Chart func(G, St) Series
	Row   func(S) []int
	// Deal tells whether a step is a deal, where a kind's log holds other
	// entries between its deals that change no score (a Hurrican tapped
	// during the deal): the Series then draws and counts the deals alone
	// and says so (Series.Deals). Nil: every step is a row.
	Deal func(S) bool
}

// Replay decodes and replays a stored game, as Kind.Replay.
func (k *Replayer[G, E, St, S]) Replay(config []byte, players []string, entries [][]byte) (Table, error) {
	var from int
	r, err := k.Engine.LoadFrom(config, players, entries, func(es []E) int {
		from = k.from(es)
		return from
	})
	return k.Table(k.wrap(r, from)), err
}

func (k *Replayer[G, E, St, S]) from(es []E) int {
	if k.From == nil {
		return LastStep(es)
	}
	return k.From(es)
}

// wrap holds a replay explained from the step from on.
func (k *Replayer[G, E, St, S]) wrap(r scoring.Replayed[G, E, St, S], from int) Quiet[G, E, St, S] {
	if r.Last != nil {
		// Extended quietly: the last of the steps has no text either,
		// only r.Last has.
		from = len(r.Entries)
	}
	q := Quiet[G, E, St, S]{r, &explained[S]{from: from}, k}
	if q.Err != nil {
		// A game that stops at a bad entry shows the step before it:
		// explain them all.
		q = q.full()
	}
	return q
}

// Quiet is a kind's game replayed quietly, its other steps explained when
// asked: what every kind's Table embeds. It gives the Table what needs no
// more than the engine: With, Steps, Series, Standing, Summary and Broken.
type Quiet[G, E, St, S any] struct {
	scoring.Replayed[G, E, St, S]
	all  *explained[S]
	kind *Replayer[G, E, St, S]
}

// With replays the game with one more entry, decoding only that one.
func (q Quiet[G, E, St, S]) With(payload []byte) (Table, bool) {
	r, ok := q.kind.Engine.Extend(q.Replayed, payload, q.kind.from)
	if !ok {
		return nil, false
	}
	return q.kind.Table(q.kind.wrap(r, q.kind.from(r.Entries))), true
}

// ExplainAll is the table with the text of every step made now.
func (q Quiet[G, E, St, S]) ExplainAll() Table { return q.kind.Table(q.full()) }

// full is the replay with the text of every step made now.
func (q Quiet[G, E, St, S]) full() Quiet[G, E, St, S] {
	q.Replayed.Steps, q.all, q.Replayed.Last = q.Explained(), nil, nil
	return q
}

// LastText is the latest step's text, which the quiet replay explained or
// an extension kept beside the steps.
func (q Quiet[G, E, St, S]) LastText() msg.Text {
	if last, ok := q.LastStep(); ok {
		return q.kind.Text(last)
	}
	return msg.Text{}
}

// LastStep is the latest step whole, as the game page shows it: the one an
// extension kept beside the steps, which hold it quietly, or else the last
// of the steps, which the quiet replay explained. False for a game without
// steps.
func (q Quiet[G, E, St, S]) LastStep() (S, bool) {
	if q.Replayed.Last != nil {
		return *q.Replayed.Last, true
	}
	if n := len(q.Replayed.Steps); n > 0 {
		return q.Replayed.Steps[n-1], true
	}
	var none S
	return none, false
}

// Explained are every step with its text.
func (q Quiet[G, E, St, S]) Explained() []S {
	return q.all.get(q.Replayed.Steps, func() []S {
		return q.kind.Engine.Explain(q.Replayed)
	})
}

// Steps are the history's lines, one for every entry.
func (q Quiet[G, E, St, S]) Steps() []Step {
	steps := q.Explained()
	out := make([]Step, len(steps))
	for i, st := range steps {
		out[i] = Step{Text: q.kind.Text(st), Correctable: q.kind.Correctable == nil || q.kind.Correctable(q.Entries[i], st)}
	}
	return out
}

// Summary is the game in figures, for the export.
func (q Quiet[G, E, St, S]) Summary() scoring.Summary {
	if q.all == nil {
		return q.kind.Engine.Summarize(q.Game, q.Standings)
	}
	q.all.summaryOnce.Do(func() { q.all.summary = q.kind.Engine.Summarize(q.Game, q.Standings) })
	return q.all.summary
}

// Series is how the game stood at its start and after every entry.
func (q Quiet[G, E, St, S]) Series() Series { return q.series(false) }

// Standing is the Series with only its first row and its last.
func (q Quiet[G, E, St, S]) Standing() Series { return q.series(true) }

func (q Quiet[G, E, St, S]) series(standing bool) Series {
	steps := q.Replayed.Steps
	s := q.kind.Chart(q.Game, q.Standings)
	if q.kind.Deal == nil {
		s.Entries = len(steps)
		for _, st := range steps[SeriesFrom(len(steps), standing):] {
			s.Rows = append(s.Rows, q.kind.Row(st))
		}
		return s
	}
	s.Deals = true
	for _, st := range steps {
		if q.kind.Deal(st) {
			s.Entries++
			if !standing {
				s.Rows = append(s.Rows, q.kind.Row(st))
			}
		}
	}
	if standing && s.Entries > 0 {
		// The entries after the last deal change no score: the last
		// step's row is where every line stands.
		s.Rows = append(s.Rows, q.kind.Row(steps[len(steps)-1]))
	}
	return s
}

// Broken is why the stored entries do not replay; nil when they do.
func (q Quiet[G, E, St, S]) Broken() error { return q.Err }

// OnceResult returns what result gives, made once for the replay: a kind's
// Result is its result made once, however many pages and lists ask.
func (q Quiet[G, E, St, S]) OnceResult(result func() (stats.Result, bool)) (stats.Result, bool) {
	if q.all == nil {
		return result()
	}
	q.all.resultOnce.Do(func() { q.all.result, q.all.resultOK = result() })
	return q.all.result, q.all.resultOK
}

// OnceNext returns what next gives, made once for the replay, as
// OnceResult does for a kind's Next.
func (q Quiet[G, E, St, S]) OnceNext(next func() ([]byte, bool)) ([]byte, bool) {
	if q.all == nil {
		return next()
	}
	q.all.nextOnce.Do(func() { q.all.next, q.all.nextOK = next() })
	return q.all.next, q.all.nextOK
}
