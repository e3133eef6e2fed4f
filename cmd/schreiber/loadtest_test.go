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

// TestLoadtestEntryMeasures runs a short entry load test through the real
// program: both servers start, the deals go through the real form (a
// refused one fails the run), and the report has both rows, the ratios and
// the server's memory.
func TestLoadtestEntryMeasures(t *testing.T) {
	out, err := exec.Command(binary(t), "loadtest", "entry", "-tables", "2", "-entries", "20", "-duration", "1s",
		"-touch", "3", "-timeout", "1m").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := string(out)
	for _, want := range []string{"2 tables on games of 20 deals", "opened 3 other games", "bare insert (ceiling)",
		"deal entry (server)", "% of the ceiling", "resident"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	rows := regexp.MustCompile(`(?m)^(bare insert \(ceiling\)|deal entry \(server\)) +([0-9]+) .* +0$`).FindAllStringSubmatch(got, -1)
	if len(rows) != 2 || rows[0][2] == "0" || rows[1][2] == "0" {
		t.Errorf("want two rows with requests and no errors:\n%s", got)
	}
	if err := exec.Command(binary(t), "loadtest", "entry", "-tables", "999").Run(); err == nil {
		t.Error("a load beyond the bounds was accepted")
	}
}
