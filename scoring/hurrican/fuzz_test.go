package hurrican

import (
	"encoding/json"
	"reflect"
	"testing"
)

func FuzzDecodeEntry(f *testing.F) {
	for _, s := range []string{
		`{"kind":"hurrican","seat":1}`,
		`{"kind":"deal","cards":[23,17],"hearts":[6,4],"seven_of_hearts":0,"best":[{"clubs":"7","spades":"7","hearts":"7","diamonds":"K"},{"clubs":"6","spades":"6","hearts":"6","diamonds":"7"}],"hurricans":[1,0]}`,
		`{"kind":"deal","cards":[20,20],"hearts":[5,5],"seven_of_hearts":1,"best":[{"clubs":"7","spades":"6","hearts":"6","diamonds":"6"},{"clubs":"6","spades":"7","hearts":"7","diamonds":"7"}]}`,
		`{"kind":"deal","cards":[40],"hearts":[10,0,0]}`,
		`{"kind":"deal","best":[{"clubs":"10"},{}],"seven_of_hearts":2}`,
		`{"kind":"hurrican","seat":-1,"extra":true}`,
		`{"kind":"hurrican","seat":"one"}`,
		`{"kind":"x"} {}`,
		`[]`, `null`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeEntry(b)
		if err != nil {
			if fieldOfDecode(err) == nil {
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
		for _, g := range []Game{two(), four(), {Rules: FullDealRules(), Players: []string{"A", "B", "C", "D"}}} {
			if _, _, err := Replay(g, []Entry{e, e}); err != nil {
				fieldOf(t, err)
			}
		}
	})
}

func FuzzDecodeGame(f *testing.F) {
	for _, s := range []string{
		`{"rules":{"preset":"classic"},"players":["Anna","Bo"],"first_dealer":1}`,
		`{"rules":{"preset":"full-deal","target":21},"players":["A","B","C","D"]}`,
		`{"rules":{"preset":"","target":16,"double_below":8,"full_deal":false,"finish":"higher"},"players":["A","B"]}`,
		`{"rules":{"target":-1},"players":[]}`,
		`{"rules":{"preset":"classic","finish":"sometimes"},"first_dealer":9}`,
		`{"rules":7}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := DecodeGame(b)
		if err != nil {
			if fieldOfDecode(err) == nil {
				t.Fatalf("decode error %v is not a FieldError", err)
			}
			return
		}
		if _, _, err := Replay(g, []Entry{tap(0)}); err != nil && fieldOfDecode(err) == nil {
			t.Fatalf("replay error %v is not a FieldError", err)
		}
		if _, err := Recompute(b, []string{"A", "B"}, [][]byte{[]byte(`{"kind":"hurrican","seat":1}`)}); err != nil && fieldOfDecode(err) == nil {
			t.Fatalf("recompute error %v is not a FieldError", err)
		}
	})
}
