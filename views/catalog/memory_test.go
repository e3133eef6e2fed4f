package catalog

import (
	"runtime"
	"sync"
	"testing"

	"schreiber/scoring/scoringtest"
)

// catalogBudget is the live heap every language's catalog may hold once
// each has been used: about what their words weigh.
const catalogBudget = 4 << 20

// TestCatalogsWeighTheirWords loads and uses every language and measures
// the live heap that stays. Other tests in this process may have loaded the
// catalogs already, so the measuring runs in a fresh process of its own.
func TestCatalogsWeighTheirWords(t *testing.T) {
	if !scoringtest.Alone(t) {
		return
	}
	if Match("de-DE,de;q=0.9") != "de" || !Known("pl") || For("cs").Lang() != "cs" || len(loaded) > 0 {
		t.Fatalf("picking a language read %d catalogs; it should read none", len(loaded))
	}
	before := scoringtest.LiveHeap()
	// Every language at once, as the first requests in several languages
	// read their catalogs.
	var wg sync.WaitGroup
	for _, l := range Languages {
		wg.Go(func() {
			For(l.Code).Say("%d cards", 3)
			For(l.Code).Say("%s took the trick.", "Ann")
		})
	}
	wg.Wait()
	if err := Err(); err != nil {
		t.Fatal(err)
	}
	ReadCard("♥K")
	grown := scoringtest.LiveHeap() - before
	t.Logf("the %d catalogs hold %d KiB of live heap", len(Languages), grown>>10)
	if grown > catalogBudget {
		t.Errorf("the catalogs hold %d KiB, more than %d KiB", grown>>10, catalogBudget>>10)
	}
	runtime.KeepAlive(lexicons)
}
