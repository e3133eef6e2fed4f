package main

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestLoadtestLiveMeasures runs a small load test through the real
// program: it starts its own server, follows both scenarios to the end and
// reports the percentiles and the server's memory.
func TestLoadtestLiveMeasures(t *testing.T) {
	out, err := exec.Command(binary(t), "loadtest", "live", "-one", "20", "-games", "3", "-per-game", "2",
		"-posts", "4", "-every", "20ms", "-timeout", "1m").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := string(out)
	for _, want := range []string{"20 streams on one game", "3 games with 2 streams each", "4 posts in", "12 posts in", "resident"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	if n := len(regexp.MustCompile(`p50 [0-9.]+(µs|ms|s)  p99 [0-9.]+(µs|ms|s)`).FindAllString(got, -1)); n != 4 {
		t.Errorf("%d percentile lines, want 4:\n%s", n, got)
	}
	if err := exec.Command(binary(t), "loadtest", "live", "-one", "9999").Run(); err == nil {
		t.Error("a load beyond the bounds was accepted")
	}
}
