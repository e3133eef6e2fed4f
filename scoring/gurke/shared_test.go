package gurke

import (
	"maps"
	"reflect"
	"slices"
	"testing"

	"schreiber/rules"
)

// TestSharedRulesKeepOneListOfEach checks that equal lists of rules come
// back as one shared list with the same rules, and different lists as
// different ones, whatever the caller does to its own list afterwards.
func TestSharedRulesKeepOneListOfEach(t *testing.T) {
	a := []rules.Ref{{Game: "gurke", Section: "test.a", Title: "A"}}
	b := []rules.Ref{{Game: "gurke", Section: "test.a", Title: "A"},
		{Game: "gurke", Section: "test.b", Title: "B"}}
	first := sharedRules(a)
	a[0].Section = "changed"
	again := sharedRules([]rules.Ref{{Game: "gurke", Section: "test.a", Title: "A"}})
	if &first[0] != &again[0] || first[0].Section != "test.a" {
		t.Fatalf("equal lists are not one: %v at %p, %v at %p", first, &first[0], again, &again[0])
	}
	two := sharedRules(b)
	if !slices.Equal(two, b) || &two[0] == &first[0] {
		t.Fatalf("a longer list came back as %v", two)
	}
	if sharedRules(nil) != nil {
		t.Fatal("no rules came back as a list")
	}
}

// TestDecksAreMadeOnceAndAlike checks that the deck a replay takes for
// every preset and table size is the one the rules make, and that asking
// again gives the same shared deck.
func TestDecksAreMadeOnceAndAlike(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		for n := r.PlayersMin; n <= r.PlayersMax; n++ {
			d := deckFor(r, n)
			if !maps.Equal(d.counts, r.deckCounts(n)) || d.size != len(r.Deck(n)) {
				t.Fatalf("%s at %d: deck %v of %d, want %v of %d", name, n, d.counts, d.size, r.deckCounts(n), len(r.Deck(n)))
			}
			if again := deckFor(r, n); reflect.ValueOf(again.counts).Pointer() != reflect.ValueOf(d.counts).Pointer() {
				t.Fatalf("%s at %d: the deck was made twice", name, n)
			}
		}
	}
}

// TestSharedKeepsAtMostMax checks that a shared store keeps the first max
// keys' values and makes the others anew for every asker.
func TestSharedKeepsAtMostMax(t *testing.T) {
	c := &shared[int, *int]{max: 2}
	made := 0
	get := func(k int) *int {
		return c.get(k, func() *int { made++; v := k; return &v })
	}
	first, second := get(1), get(2)
	if get(1) != first || get(2) != second || made != 2 {
		t.Fatalf("kept keys made again: %d made", made)
	}
	if a, b := get(3), get(3); a == b || *a != 3 || made != 4 {
		t.Fatalf("a key past the bound was kept (%d made)", made)
	}
}
