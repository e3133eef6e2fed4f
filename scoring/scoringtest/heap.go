package scoringtest

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"testing"
)

// aloneKey names, in the environment of a process Alone started, the test
// it runs.
const aloneKey = "SCHREIBER_TEST_ALONE"

// Alone runs the calling top-level test again in a process of its own,
// where no other test has left garbage, caches or loaded catalogs behind,
// and reports whether this is that process: the test measures the heap
// only there, and otherwise returns once Alone has passed the other
// process's failure and log on to it.
func Alone(t *testing.T) bool {
	t.Helper()
	if os.Getenv(aloneKey) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+regexp.QuoteMeta(t.Name())+"$", "-test.v")
	cmd.Env = append(os.Environ(), aloneKey+"="+t.Name())
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatal(err)
	}
	return false
}

// LiveHeap is the heap that survives two collections.
func LiveHeap() int64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}
