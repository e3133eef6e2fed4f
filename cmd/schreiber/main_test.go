package main

import (
	"bytes"
	"encoding/json"
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
	var out, errs bytes.Buffer
	if err := run([]string{"score", "--json", writeFile(t, evening)}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var games []scoredGame
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

// TestSoftMemoryLimit checks the default soft memory limit and that a
// GOMEMLIMIT in the environment wins over it.
func TestSoftMemoryLimit(t *testing.T) {
	was := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(was) })
	none := func(string) (string, bool) { return "", false }
	if got := softMemoryLimit(none); got != defaultMemoryLimit || debug.SetMemoryLimit(-1) != defaultMemoryLimit {
		t.Errorf("without GOMEMLIMIT: limit %d, in force %d, want %d", got, debug.SetMemoryLimit(-1), defaultMemoryLimit)
	}
	debug.SetMemoryLimit(123 << 20) // as the runtime does from GOMEMLIMIT=123MiB
	set := func(key string) (string, bool) { return "123MiB", key == "GOMEMLIMIT" }
	if got := softMemoryLimit(set); got != 123<<20 || debug.SetMemoryLimit(-1) != 123<<20 {
		t.Errorf("with GOMEMLIMIT=123MiB: limit %d, in force %d, want %d", got, debug.SetMemoryLimit(-1), 123<<20)
	}
}
