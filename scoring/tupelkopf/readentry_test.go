package tupelkopf

import (
	"reflect"
	"testing"
)

// FuzzReadEntryAgreesWithJSON: whatever the hand-written reader accepts,
// encoding/json reads to the same entry.
func FuzzReadEntryAgreesWithJSON(f *testing.F) {
	for _, s := range append(plainEntries, ` { "kind" : "x" , "maker" : -1 } `, `{"Kind":"hand"}`, `{"kind":"hand","kind":"pass"}`, `{"maker":null}`,
		`{"maker":01}`, `{"maker":1.0}`, `{"kind":"h\u0061nd"}`, `{} x`, `{"alone":"true"}`, `{"sunkte":-0}`, `{"alten":[1,]}`, `{"alten":[ 1 , 2 ]}`,
		`{"winners":[],"value":0}`, `{"bock":"true"}`, `{"heart_tens":false,"extras_won":-3}`) {
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
var plainEntries = []string{`{"kind":"deal","type":"normal","alten":[0,2],"sunkte":151,"alten_call":"re"}`,
	`{"kind":"deal","type":"trumpfsolo","alten":[1],"sunkte":90}`,
	`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":200,"anderen_call":"contra","alten_tupelkoepfe":1,"anderen_tupelkoepfe":0,"alten_foxes":2,"anderen_foxes":1,"karlchen":"alten","zero_trick":true}`,
	`{"kind":"deal","type":"armut-gespielt","alten":[0,2],"sunkte":151,"heart_tens":true}`,
	`{"kind":"fast","winners":[1,3],"value":3,"extras_won":1,"extras_lost":2,"bock":true}`}

// TestReadEntryTakesThePlainOnes: the entries a table stores never need
// encoding/json.
func TestReadEntryTakesThePlainOnes(t *testing.T) {
	for _, s := range plainEntries {
		if _, ok := readEntry([]byte(s)); !ok {
			t.Errorf("%s went to encoding/json", s)
		}
	}
}
