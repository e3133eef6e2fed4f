package euchre

import (
	"encoding/json"
	"reflect"
	"testing"
)

func FuzzDecodeEntry(f *testing.F) {
	for _, s := range []string{
		`{"kind":"pass"}`,
		`{"kind":"hand","maker":2,"tricks":4}`,
		`{"kind":"hand","maker":1,"alone":true,"tricks":5}`,
		`{"kind":"hand","maker":0,"alone":false,"tricks":0}`,
		`{"kind":"hand","maker":9,"tricks":-3}`,
		`{"kind":"pass","maker":null}`,
		`{"kind":"hand","maker":1.5,"tricks":3}`,
		`{"KIND":"pass"}`, `[]`, `null`, ``, `{"kind":"pass"}{}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeEntry(b)
		if err != nil {
			if fieldError(err) == nil {
				t.Fatalf("decode error %v is not a FieldError", err)
			}
			return
		}
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		e2, err := DecodeEntry(again)
		if err != nil || !reflect.DeepEqual(e, e2) {
			t.Fatalf("round trip of %s changed it: %+v → %+v (%v)", again, e, e2, err)
		}
		for _, p := range PresetNames() {
			if _, _, err := Replay(table(p), repeat(12, e)); err != nil {
				fieldOf(t, err)
			}
		}
	})
}

func FuzzDecodeGame(f *testing.F) {
	for _, s := range []string{
		`{"rules":{"preset":"five"},"players":["A","B","C","D"],"first_dealer":1}`,
		`{"rules":{"preset":"rubber","lone_euchred":4},"players":["A","B","C","D"]}`,
		`{"rules":{"preset":"","target":7,"lone_euchred":2,"rubber":true},"players":["A","B","C","D"]}`,
		`{"rules":{"target":6},"players":[]}`,
		`{"rules":{"preset":"ten"},"first_dealer":-4}`,
		`{"rules":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := DecodeGame(b)
		if err != nil {
			if fieldError(err) == nil {
				t.Fatalf("decode error %v is not a FieldError", err)
			}
			return
		}
		if _, _, err := Replay(g, []Entry{pass, alone(1, 5)}); err != nil && fieldError(err) == nil {
			t.Fatalf("replay error %v is not a FieldError", err)
		}
		if _, err := Recompute(b, []string{"A", "B", "C", "D"}, [][]byte{[]byte(`{"kind":"pass"}`)}); err != nil && fieldError(err) == nil {
			t.Fatalf("recompute error %v is not a FieldError", err)
		}
	})
}
