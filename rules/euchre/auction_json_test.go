package euchre

import (
	"errors"
	"testing"

	"schreiber/rules/cards"
	"schreiber/rules/msg"
)

func TestDecodeAuction(t *testing.T) {
	a, err := DecodeAuction([]byte(`{"dealer":2,"up":"♥9","calls":[{"seat":3,"pass":true},{"seat":0,"pass":true},{"seat":1,"pass":true},{"seat":2,"pass":true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if a.Round() != 2 || a.Next() != 3 {
		t.Fatalf("round %d, next %d", a.Round(), a.Next())
	}
	if a.CheckCall(Call{Seat: 3, Suit: cards.Hearts}).Allowed || !a.CheckCall(Call{Seat: 3, Suit: cards.Clubs}).Allowed {
		t.Error("hearts was turned down, clubs may be named")
	}
	j, err := DecodeAuction([]byte(`{"dealer":0,"up":"Joker","up_suit":"S","calls":[{"seat":1,"alone":true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if trump, maker, alone, done := j.Result(); trump != cards.Spades || maker != 1 || !alone || !done {
		t.Errorf("joker named spades, ordered up alone: %v %d %v %v", trump, maker, alone, done)
	}
	bad := []struct{ json, field string }{
		{`{`, "auction"},
		{`{"dealer":5,"up":"H9"}`, "dealer"},
		{`{"dealer":0,"up":"H5x"}`, "up"},
		{`{"dealer":0,"up":"Joker"}`, "up_suit"},
		{`{"dealer":0,"up":"H9","calls":[{"seat":2,"pass":true}]}`, "calls[0]"},
		{`{"dealer":0,"up":"H9","calls":[{"seat":1,"suit":"Q"}]}`, "calls[0].suit"},
		{`{"dealer":0,"up":"H9","calls":[{"seat":1},{"seat":2,"pass":true}]}`, "calls[1]"},
	}
	for _, b := range bad {
		_, err := DecodeAuction([]byte(b.json))
		var fe *msg.FieldError
		if !errors.As(err, &fe) || fe.Field != b.field || fe.Msg.IsZero() {
			t.Errorf("%s: %v, want a field error on %s", b.json, err, b.field)
		}
	}
}

func FuzzDecodeAuction(f *testing.F) {
	for _, s := range []string{
		`{"dealer":2,"up":"♥9","calls":[{"seat":3,"pass":true},{"seat":0,"pass":true}]}`,
		`{"dealer":0,"up":"Joker","up_suit":"S","stick":true,"calls":[{"seat":1,"pass":true},{"seat":2,"pass":true},{"seat":3,"pass":true},{"seat":0,"pass":true},{"seat":1,"suit":"C","alone":true}]}`,
		`{"dealer":3,"up":"DJ","calls":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := DecodeAuction(data)
		if err != nil {
			var fe *msg.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a field error", err)
			}
			return
		}
		if len(a.Calls) > 2*Players {
			t.Fatalf("%d calls accepted", len(a.Calls))
		}
		trump, maker, _, done := a.Result()
		if done && maker >= 0 && !validSuit(trump) {
			t.Fatalf("trump %v", trump)
		}
		for s := range Players {
			a.CheckCall(Call{Seat: s, Pass: true})
		}
	})
}
