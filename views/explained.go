package views

import "sync"

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
