package scoringtest

import (
	"encoding/json"
	"testing"

	"schreiber/scoring/replay"
)

// Stored replays a game and its entries as the server stores them (each
// marshalled to JSON) through the kind, and fails the test where they do
// not replay.
func Stored[G, E any](t *testing.T, k replay.Kind, g G, players []string, entries ...E) replay.Table {
	t.Helper()
	config, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	payloads := make([][]byte, len(entries))
	for i, e := range entries {
		if payloads[i], err = json.Marshal(e); err != nil {
			t.Fatal(err)
		}
	}
	tb, err := k.Replay(config, players, payloads)
	if err != nil || tb.Broken() != nil {
		t.Fatalf("%s: %v %v", k.Name, err, tb.Broken())
	}
	return tb
}
