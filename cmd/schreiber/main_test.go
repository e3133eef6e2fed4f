package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

const evening = `{
  "format": "schreiber-evening", "version": 1, "exported_at": "2026-11-20T23:00:00Z",
  "group": "Dienstag", "evening": {"held_on": "2026-11-20", "place": "Küche"},
  "games": [{
    "kind": "gurke", "created_at": "2026-11-20T19:00:00Z", "players": ["Anna", "Bo"],
    "config": {"rules": {"preset": "danish"}, "first_dealer": 0},
    "log": [
      {"id": "a", "seq": 1, "action": "add", "payload": {"kind": "quick", "loser": 0, "card": "A"}, "device": "d", "at": "t"},
      {"id": "b", "seq": 2, "action": "add", "payload": {"kind": "quick", "loser": 1, "card": "5"}, "device": "d", "at": "t"},
      {"id": "c", "seq": 3, "action": "edit", "target": "b", "payload": {"kind": "quick", "loser": 1, "card": "7"}, "device": "d", "at": "t"},
      {"id": "e", "seq": 4, "action": "add", "payload": {"kind": "quick", "loser": 1, "card": "K"}, "device": "d", "at": "t"},
      {"id": "f", "seq": 5, "action": "void", "target": "e", "device": "d", "at": "t"}
    ]
  }, {
    "kind": "gurke", "created_at": "2026-11-20T21:00:00Z", "players": ["Anna", "Bo"],
    "config": {"rules": {"preset": "danish"}, "first_dealer": 0},
    "log": [{"id": "x", "seq": 1, "action": "add", "payload": {"kind": "quick", "loser": 5, "card": "A"}, "device": "d", "at": "t"}]
  }]
}`

func writeFile(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "evening.json")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestScoreTable(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	if err := run([]string{"score", writeFile(t, evening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"Dienstag", "Anna", "14", "7", "still running", "cannot be recomputed"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "13") {
		t.Errorf("the undone King was counted:\n%s", got)
	}
}

func TestScoreJSON(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, evening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var games []jsonGame
	if err := json.Unmarshal(out.Bytes(), &games); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(games) != 2 || games[0].Error != "" || games[1].Error == "" {
		t.Fatalf("games = %+v", games)
	}
	var anna, bo []string
	for _, l := range games[0].Summary.Lines {
		switch l.Name {
		case "Anna":
			anna = l.Values
		case "Bo":
			bo = l.Values
		}
	}
	if len(anna) == 0 || anna[0] != "14" || len(bo) == 0 || bo[0] != "7" {
		t.Errorf("Anna %v, Bo %v; want 14 and 7 first", anna, bo)
	}
}

func TestScoreRefusesBadFiles(t *testing.T) {
	t.Parallel()
	for _, body := range []string{"", "{}", `{"format":"other","version":1}`} {
		var out, errs bytes.Buffer
		if err := run([]string{"score", writeFile(t, body)}, &out, &errs); err == nil {
			t.Errorf("score accepted %q", body)
		}
	}
	var out, errs bytes.Buffer
	if err := run([]string{"score"}, &out, &errs); err == nil {
		t.Error("score without a file did not fail")
	}
}

// TestCollector checks that the heap follows the live heap by default,
// with no soft memory limit, and that a GOGC in the environment wins.
func TestCollector(t *testing.T) {
	t.Parallel()
	was := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(was) })
	none := func(string) (string, bool) { return "", false }
	if got := collector(none); got != defaultGCPercent || debug.SetGCPercent(defaultGCPercent) != defaultGCPercent {
		t.Errorf("without GOGC: %d %%, want %d %%", got, defaultGCPercent)
	}
	if limit := debug.SetMemoryLimit(-1); limit != math.MaxInt64 && os.Getenv("GOMEMLIMIT") == "" {
		t.Errorf("a soft memory limit of %d bytes is in force; the heap should follow the live heap", limit)
	}
	debug.SetGCPercent(200) // as the runtime does from GOGC=200
	set := func(key string) (string, bool) { return "200", key == "GOGC" }
	if got := collector(set); got != 200 || debug.SetGCPercent(200) != 200 {
		t.Errorf("with GOGC=200: %d %%, want 200 %%", got)
	}
}
