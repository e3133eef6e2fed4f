package main

import (
	"os/exec"
	"regexp"
	"schreiber/db/pgtest"
	"strings"
	"testing"
)

// TestLoadtestLiveMeasures runs a small load test through the real
// program: it starts its own server, follows both scenarios to the end and
// reports the percentiles and the server's memory.
func TestLoadtestLiveMeasures(t *testing.T) {
	t.Parallel()
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

// TestLoadtestEntryMeasures runs a short entry load test of two kinds
// through the real program: both servers start, each kind's entries go
// through its real forms (a refused one fails the run), and the report
// has, for each kind, both rows, the ratios and the server's memory, and a
// line against the goal.
func TestLoadtestEntryMeasures(t *testing.T) {
	t.Parallel()
	out, err := exec.Command(binary(t), "loadtest", "entry", "-kind", "durak,hurrican", "-tables", "2", "-entries", "20",
		"-duration", "1s", "-touch", "3", "-timeout", "1m").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := string(out)
	for _, want := range []string{"2 tables on games of 20 entries, of durak, hurrican in turn", "opened 3 other games",
		"durak: 2 tables on games of 20 entries", "hurrican: 2 tables on games of 20 entries", "% of the ceiling", "resident"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	rows := regexp.MustCompile(`(?m)^(bare insert \(ceiling\)|deal entry \(server\)) +([0-9]+) .* +0$`).FindAllStringSubmatch(got, -1)
	if len(rows) != 4 {
		t.Errorf("want two rows with no errors for each kind:\n%s", got)
	}
	for _, r := range rows {
		if r[2] == "0" {
			t.Errorf("no requests in %q:\n%s", r[0], got)
		}
	}
	for _, kind := range []string{"durak", "hurrican"} {
		if !regexp.MustCompile(`(?m)^` + kind + ` +[0-9]+ +[1-9][0-9]* +[0-9]+% .*(met|not met)$`).MatchString(got) {
			t.Errorf("no summary line for %s:\n%s", kind, got)
		}
	}
	if err := exec.Command(binary(t), "loadtest", "entry", "-tables", "999").Run(); err == nil {
		t.Error("a load beyond the bounds was accepted")
	}
	out, err = exec.Command(binary(t), "loadtest", "entry", "-kind", "durak,skat").CombinedOutput()
	if err == nil || !strings.Contains(string(out), `no kind "skat"; the kinds are gurke, hurrican, euchre, doppelkopf`) {
		t.Errorf("an unknown kind: %v\n%s", err, out)
	}
}

// TestLoadtestEntryOnPostgres runs the entry load test briefly on
// PostgreSQL: the bare insert server there, one server and then two on
// the same database, the tables spread over both; each row has requests
// and no errors, and the summary has a line for the two servers. How fast
// is not checked: that is what the load test itself reports.
func TestLoadtestEntryOnPostgres(t *testing.T) {
	dsn := pgtest.Shared(t).Database(t, "template1")
	out, err := exec.Command(binary(t), "loadtest", "entry", "-db", dsn, "-servers", "2", "-kind", "durak", "-tables", "2",
		"-entries", "10", "-duration", "300ms", "-timeout", "1m").CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := string(out)
	for _, want := range []string{"on PostgreSQL: postgres://", "server 2: http://", "durak: 2 tables on games of 10 entries",
		"with 2 servers:", "server 2 memory after the load: resident"} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	rows := regexp.MustCompile(`(?m)^(bare insert \(ceiling\)|deal entry \(server\)|deal entry \(2 servers\)) +([0-9]+) .* +0$`).FindAllStringSubmatch(got, -1)
	if len(rows) != 3 {
		t.Errorf("want the three rows with no errors:\n%s", got)
	}
	for _, r := range rows {
		if r[2] == "0" {
			t.Errorf("no requests in %q:\n%s", r[0], got)
		}
	}
	if !regexp.MustCompile(`(?m)^durak ×2 +[0-9]+ +[1-9][0-9]* +[0-9]+% .*(met|not met)$`).MatchString(got) {
		t.Errorf("no summary line for two servers:\n%s", got)
	}
	out, err = exec.Command(binary(t), "loadtest", "entry", "-servers", "2").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "more than one only on a PostgreSQL database") {
		t.Errorf("two servers on SQLite files: %v\n%s", err, out)
	}
}
