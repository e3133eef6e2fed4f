package durak

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzDecodeEntry feeds arbitrary bytes to the entry decoder and replays
// what it accepts in several seatings: nothing may panic, every error names
// a field, and an accepted entry survives a JSON round trip unchanged.
func FuzzDecodeEntry(f *testing.F) {
	seeds := []string{
		`{"kind":"durak","durak":2,"attacker":3}`,
		`{"kind":"durak","durak":1,"dealer":3}`,
		`{"kind":"draw"}`,
		`{"kind":"draw","durak":0}`,
		`{"kind":"durak"}`,
		`{"kind":"durak","durak":-1}`,
		`{"kind":"durak","durak":99999999999999999999}`,
		`{"kind":"durak","durak":1.5}`,
		`{"kind":"draw","who":1}`,
		`{"kind":"draw"} {"kind":"draw"}`,
		`[]`, `null`, ``,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeEntry(b)
		if err != nil {
			if fieldOf(err) == "" {
				t.Fatalf("error without a field: %v", err)
			}
			return
		}
		again, _ := json.Marshal(e)
		back, err := DecodeEntry(again)
		if err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("round trip: %+v, %v; want %+v", back, err, e)
		}
		for _, seating := range []struct {
			preset  string
			players int
		}{{"classic", 2}, {"classic", 5}, {"teams", 4}, {"teams", 6}, {"fool-taught", 3}} {
			g := game(t, seating.preset, seating.players)
			g.Rules.LossLimit = 1
			if _, _, err := Replay(g, []Entry{e, e}); err != nil && fieldOf(err) == "" {
				t.Fatalf("error without a field: %v", err)
			}
		}
	})
}

// FuzzRecompute feeds arbitrary game settings to the generic entry point.
func FuzzRecompute(f *testing.F) {
	f.Add([]byte(`{"rules":{"preset":"teams","loss_limit":2,"forfeit":"crow"},"first_dealer":1}`), []byte(`{"kind":"durak","durak":1}`))
	f.Add([]byte(`{"rules":{"preset":"classic"},"first_dealer":7}`), []byte(`{"kind":"draw"}`))
	f.Add([]byte(`{"rules":{"first_attack":"x"}}`), []byte(`{}`))
	f.Fuzz(func(t *testing.T, config, entry []byte) {
		players := []string{"Anna", "Bo", "Carl", "Dora"}
		sum, err := Recompute(config, players, [][]byte{entry, entry, entry})
		if err != nil {
			if fieldOf(err) == "" {
				t.Fatalf("error without a field: %v", err)
			}
			return
		}
		if len(sum.Lines) == 0 {
			t.Fatal("summary without lines")
		}
	})
}
