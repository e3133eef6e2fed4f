// Package scoringtest holds what the scoring packages' tests share: whole
// games kept as golden files and the replay that checks them.
package scoringtest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"schreiber/scoring"
)

// WholeGame is a whole game as a golden input file keeps it: the game's
// configuration and its entries as the store would hold them.
type WholeGame struct {
	Game    json.RawMessage   `json:"game"`
	Entries []json.RawMessage `json:"entries"`
}

// Games reads the whole games in the files matching pattern, by name: the
// file's base name less suffix. It fails the test when fewer than least
// are found.
func Games(t *testing.T, pattern, suffix string, least int) map[string]WholeGame {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) < least {
		t.Fatalf("golden games %s: found %d, want at least %d (%v)", pattern, len(files), least, err)
	}
	out := map[string]WholeGame{}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var g WholeGame
		if err := json.Unmarshal(raw, &g); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out[strings.TrimSuffix(filepath.Base(file), suffix)] = g
	}
	return out
}

// Names returns the names of games in a stable order.
func Names(games map[string]WholeGame) []string {
	names := make([]string, 0, len(games))
	for n := range games {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Replayed is a whole game after its replay.
type Replayed[G, St, S any] struct {
	Game      G
	Standings St
	Steps     []S
	Summary   scoring.Summary
}

// Play decodes and replays a whole game with a package's engine and checks
// that Recompute, the generic entry point, agrees with Summarize.
func Play[G, E, St, S any](t *testing.T, e scoring.Engine[G, E, St, S], players func(G) []string, w WholeGame) Replayed[G, St, S] {
	t.Helper()
	g, err := e.DecodeGame(w.Game)
	if err != nil {
		t.Fatal(err)
	}
	entries := make([]E, len(w.Entries))
	payloads := make([][]byte, len(w.Entries))
	for i, b := range w.Entries {
		payloads[i] = b
		if entries[i], err = e.DecodeEntry(b); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
	st, steps, err := e.Replay(g, entries)
	if err != nil {
		t.Fatal(err)
	}
	out := Replayed[G, St, S]{Game: g, Standings: st, Steps: steps, Summary: e.Summarize(g, st)}
	sum, err := e.Recompute(w.Game, players(g), payloads)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(sum)
	b, _ := json.Marshal(out.Summary)
	if !bytes.Equal(a, b) {
		t.Errorf("Recompute gives %s, Summarize %s", a, b)
	}
	return out
}

// JSON encodes v indented, without escaping HTML, as golden files keep it.
func JSON(t *testing.T, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Compare checks got against the golden file at path, or rewrites the file
// when update is set.
func Compare(t *testing.T, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the replay; run go test -update and review the diff:\n%s", path, got)
	}
}
