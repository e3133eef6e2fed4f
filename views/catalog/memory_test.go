package catalog

import (
	"os"
	"os/exec"
	"runtime"
	"sync"
	"testing"
)

// catalogBudget is the live heap every language's catalog may hold once
// each has been used: about what their words weigh.
const catalogBudget = 4 << 20

// TestCatalogsWeighTheirWords loads and uses every language and measures
// the live heap that stays. Other tests in this process may have loaded the
// catalogs already, so the measuring runs in a fresh process of its own.
func TestCatalogsWeighTheirWords(t *testing.T) {
	if os.Getenv("CATALOG_MEASURE") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCatalogsWeighTheirWords$", "-test.v")
		cmd.Env = append(os.Environ(), "CATALOG_MEASURE=1")
		out, err := cmd.CombinedOutput()
		t.Logf("%s", out)
		if err != nil {
			t.Fatal(err)
		}
		return
	}
	if Match("de-DE,de;q=0.9") != "de" || !Known("pl") || For("cs").Lang() != "cs" || len(loaded) > 0 {
		t.Fatalf("picking a language read %d catalogs; it should read none", len(loaded))
	}
	before := liveHeap()
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
	grown := liveHeap() - before
	t.Logf("the %d catalogs hold %d KiB of live heap", len(Languages), grown>>10)
	if grown > catalogBudget {
		t.Errorf("the catalogs hold %d KiB, more than %d KiB", grown>>10, catalogBudget>>10)
	}
	runtime.KeepAlive(lexicons)
}

// liveHeap is the heap that survives two collections.
func liveHeap() int64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}
