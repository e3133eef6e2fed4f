package euchre

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
		var slow Entry
		err := decodeStrict(b, &slow)
		if err != nil {
			t.Fatalf("read %q as %+v, encoding/json refuses it: %v", b, fast, err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("read %q as %+v, encoding/json as %+v", b, fast, slow)
		}
	})
}

// plainEntries are entries as a table stores them.
var plainEntries = []string{`{"kind":"pass"}`, `{"kind":"hand","maker":1,"tricks":3}`, `{"kind":"hand","maker":0,"alone":true,"tricks":5}`}

// TestReadEntryTakesThePlainOnes: the entries a table stores never need
// encoding/json.
func TestReadEntryTakesThePlainOnes(t *testing.T) {
	for _, s := range plainEntries {
		if _, ok := readEntry([]byte(s)); !ok {
			t.Errorf("%s went to encoding/json", s)
		}
	}
}
