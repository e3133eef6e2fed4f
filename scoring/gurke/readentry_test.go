package gurke

import (
	"reflect"
	"testing"
)

// FuzzReadEntryAgreesWithJSON: whatever the hand-written reader accepts,
// encoding/json reads to the same entry.
func FuzzReadEntryAgreesWithJSON(f *testing.F) {
	for _, s := range []string{
		`{"kind":"quick","loser":2,"card":"2","matched":[0,1,3]}`,
		`{"kind":"rebuy","seat":1}`, `{"kind":"kontra"}`, `{"kind":"quick","loser":0,"card":"A","matched":[],"doubled":[1],"redoubled":[2]}`,
		` { "kind" : "quick" , "loser" : -1 } `, `{"kind":"quick","loser":01}`, `{"kind":"quick","loser":1e2}`,
		`{"Kind":"quick"}`, `{"kind":"quick","kind":"rebuy"}`, `{"kind":"qu\u0069ck"}`, `{"seat":null}`,
		`{"kind":"trick","plays":[{"seat":0,"card":"2S"}]}`, `{}`, `{"kind":"quick"} x`, `{"loser":-0}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		fast, ok := readEntry(b)
		if !ok {
			return
		}
		slow, err := decodeJSON(b)
		if err != nil {
			t.Fatalf("read %q as %+v, encoding/json refuses it: %v", b, fast, err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("read %q as %+v, encoding/json as %+v", b, fast, slow)
		}
	})
}

// TestReadEntryTakesThePlainOnes: the entries a table stores for quick
// deals, rebuys and kontra never need encoding/json.
func TestReadEntryTakesThePlainOnes(t *testing.T) {
	for _, s := range []string{`{"kind":"quick","loser":2,"card":"2","matched":[0,1,3]}`, `{"kind":"rebuy","seat":1}`,
		`{"kind":"kontra"}`, `{"kind":"quick","loser":0,"card":"A","matched":[],"doubled":[1],"redoubled":[2]}`} {
		if _, ok := readEntry([]byte(s)); !ok {
			t.Errorf("%s went to encoding/json", s)
		}
	}
}
