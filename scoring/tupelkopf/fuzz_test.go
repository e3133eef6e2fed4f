package tupelkopf

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzDecodeEntry feeds arbitrary bytes to the entry decoder and replays
// what it accepts at tables of four, six and eight: nothing may panic, and
// an accepted entry must survive a JSON round trip unchanged.
func FuzzDecodeEntry(f *testing.F) {
	seeds := []string{
		`{"kind":"deal","type":"normal","alten":[0,2],"sunkte":80,"alten_call":"keine45"}`,
		`{"kind":"deal","type":"armut"}`,
		`{"kind":"deal","type":"trumpfsolo","alten":[3],"sunkte":128,"alten_call":"re","anderen_call":"contra"}`,
		`{"kind":"deal","type":"schieben","alten":[2,3],"sunkte":0,"anderen_call":"schwarz","anderen_foxes":2,"karlchen":"anderen"}`,
		`{"kind":"deal","type":"stille-hochzeit","alten":[1,4],"sunkte":200,"alten_tupelkoepfe":1}`,
		`{"kind":"deal","type":"normal","alten":[0,1],"sunkte":-5}`,
		`{"kind":"deal","type":"normal","alten":[0,9999999999]}`,
		`{"kind":"deal","type":"armut","sunkte":null}`,
		`{"kind":"deal","type":"normal","alten":[0,1],"sunkte":1e3}`,
		`{"kind":"deal"}{"kind":"deal"}`,
		`{"kind":"deal","extra":1}`,
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
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeEntry(again)
		if err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("round trip: %+v, %v; want %+v", back, err, e)
		}
		for n := 2; n <= 4; n++ {
			g := game(n, Rules{Tally: TallySplit, Share: ShareCarry})
			_, steps, err := Replay(g, []Entry{e, e})
			if err != nil {
				if fieldOf(err) == "" {
					t.Fatalf("error without a field: %v", err)
				}
				continue
			}
			for _, s := range steps {
				if sum(s.Delta) != 0 {
					t.Fatalf("deal is not zero-sum: %v", s.Delta)
				}
			}
		}
	})
}

// FuzzRecompute feeds arbitrary game settings to the generic entry point.
func FuzzRecompute(f *testing.F) {
	f.Add([]byte(`{"rules":{"preset":"ploen","tally":"net","share":"carry","deals":2},"first_dealer":1}`),
		[]byte(`{"kind":"deal","type":"normal","alten":[0,1],"sunkte":150}`))
	f.Add([]byte(`{"rules":{"tally":"split","share":"pairwise"},"first_dealer":-1}`), []byte(`{}`))
	f.Add([]byte(`{"rules":{"deals":-3}}`), []byte(`{"kind":"deal","type":"armut"}`))
	f.Fuzz(func(t *testing.T, config, entry []byte) {
		players := []string{"Anna", "Bo", "Carl", "Dora"}
		sum, err := Recompute(config, players, [][]byte{entry, entry, entry})
		if err != nil {
			if fieldOf(err) == "" {
				t.Fatalf("error without a field: %v", err)
			}
			return
		}
		if len(sum.Lines) != len(players) {
			t.Fatalf("summary has %d lines", len(sum.Lines))
		}
	})
}
