package scoringtest

import (
	"reflect"
	"slices"
	"testing"

	"schreiber/scoring"
)

// CheckExtendsApart extends one kept replay of the stored entries twice,
// as a preview and then the deal do, with next[0] and next[1], the first of
// those twice again (next[2], next[3]) and the second once (next[4]), and
// checks every replay against loading its own entries: the entries, the
// standings, every step (its text aside where the engine is Quiet, which
// keeps a continued step's text only in Last) and Last whole. The first
// extension of a replay grows its slices in place and the others copy, so
// a replay that saw another's entry or step shows here.
func CheckExtendsApart[G, E, St, S any](t *testing.T, e scoring.Engine[G, E, St, S], config []byte, players []string,
	stored [][]byte, next [5][]byte) {
	t.Helper()
	base, err := e.Load(config, players, stored)
	if err != nil || base.Err != nil {
		t.Fatal(err, base.Err)
	}
	quiet := e.Quiet
	if quiet == nil {
		quiet = func(s S) S { return s }
	}
	check := func(name string, r scoring.Replayed[G, E, St, S], ok bool, payloads ...[]byte) {
		t.Helper()
		want, err := e.Load(config, players, append(slices.Clone(stored), payloads...))
		if !ok || err != nil || r.Err != nil || want.Err != nil {
			t.Fatalf("%s: %v %v %v %v", name, ok, err, r.Err, want.Err)
		}
		if !reflect.DeepEqual(r.Entries, want.Entries) || !reflect.DeepEqual(r.Standings, want.Standings) ||
			len(r.Steps) != len(want.Steps) {
			t.Fatalf("%s: %d entries, %d steps, standings %+v; want %d, %d, %+v", name, len(r.Entries), len(r.Steps),
				r.Standings, len(want.Entries), len(want.Steps), want.Standings)
		}
		for i := range r.Steps {
			if got, w := quiet(r.Steps[i]), quiet(want.Steps[i]); !reflect.DeepEqual(got, w) {
				t.Fatalf("%s: step %d is %+v, want %+v", name, i, got, w)
			}
		}
		if n := len(want.Steps); r.Last != nil && !reflect.DeepEqual(*r.Last, want.Steps[n-1]) {
			t.Fatalf("%s: last step %+v, want %+v", name, *r.Last, want.Steps[n-1])
		}
	}
	a, okA := e.Extend(base, next[0], nil)
	b, okB := e.Extend(base, next[1], nil)
	a2, okA2 := e.Extend(a, next[2], nil)
	a3, okA3 := e.Extend(a, next[3], nil)
	b2, okB2 := e.Extend(b, next[4], nil)
	check("the kept replay", base, true)
	check("its first extension", a, okA, next[0])
	check("its second extension", b, okB, next[1])
	check("the first extension's first", a2, okA2, next[0], next[2])
	check("the first extension's second", a3, okA3, next[0], next[3])
	check("the second extension's first", b2, okB2, next[1], next[4])
}
