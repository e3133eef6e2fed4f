package durak

import (
	"reflect"
	"testing"
)

// FuzzReadEntryAgreesWithJSON: whatever the hand-written reader accepts,
// encoding/json reads to the same entry.
func FuzzReadEntryAgreesWithJSON(f *testing.F) {
	for _, s := range append(plainEntries, ` { "kind" : "x" , "maker" : -1 } `, `{"Kind":"hand"}`, `{"kind":"hand","kind":"pass"}`, `{"maker":null}`,
		`{"maker":01}`, `{"maker":1.0}`, `{"kind":"h\u0061nd"}`, `{} x`, `{"alone":"true"}`, `{"durak":-0}`) {
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

// plainEntries are entries as a table stores them.
var plainEntries = []string{`{"kind":"durak","durak":2}`, `{"kind":"draw"}`, `{"kind":"durak","durak":1,"dealer":3,"attacker":0}`}

// TestReadEntryTakesThePlainOnes: the entries a table stores never need
// encoding/json.
func TestReadEntryTakesThePlainOnes(t *testing.T) {
	for _, s := range plainEntries {
		if _, ok := readEntry([]byte(s)); !ok {
			t.Errorf("%s went to encoding/json", s)
		}
	}
}
