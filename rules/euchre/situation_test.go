package euchre

import (
	"errors"
	"schreiber/rules/msg"
	"testing"
)

func TestDecodeSituation(t *testing.T) {
	s, err := DecodeSituation([]byte(`{"trump":"♦","leader":1,"trick":["♥A","♥9"],"hand":["♥J","♦9","♠A"]}`))
	if err != nil {
		t.Fatal(err)
	}
	// ♥J is the left bower: it is a diamond now, so hearts cannot be followed.
	if got := s.LegalPlays(); !sameSet(got, hand(t, "♥J ♦9 ♠A")) {
		t.Errorf("legal %v", got)
	}
	if i, r := s.Leading(); i != 0 || s.Trick[i].Seat != 1 || !r.Allowed {
		t.Errorf("leading %d", i)
	}
	s, err = DecodeSituation([]byte(`{"preset":"32","trump":"C","leader":3,"sits_out":1,"trick":["S7","CJ"],"hand":["S8","D7"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if s.Trick[1].Seat != 0 || !s.CheckPlay(card(t, "♠8")).Allowed || s.CheckPlay(card(t, "♦7")).Allowed {
		t.Errorf("seats or following wrong: %+v", s.Trick)
	}
	bad := []struct{ json, field string }{
		{`[`, "situation"},
		{`{"trump":""}`, "trump"},
		{`{"preset":"x","trump":"H"}`, "preset"},
		{`{"rules":{"deck":36},"trump":"H"}`, "deck"},
		{`{"trump":"H","leader":4}`, "leader"},
		{`{"trump":"H","leader":0,"sits_out":0}`, "sits_out"},
		{`{"trump":"H","trick":["H9","H10","HQ","HK"]}`, "trick"},
		{`{"trump":"H","trick":["H9","H8"]}`, "trick[1]"},
		{`{"trump":"H","trick":["H9"],"hand":["H9"]}`, "hand[0]"},
		{`{"trump":"H","trick":["Joker"]}`, "trick[0]"},
		{`{"trump":"H","hand":["H9","H10","HJ","HQ","HK","HA","S9"]}`, "hand"},
	}
	for _, b := range bad {
		_, err := DecodeSituation([]byte(b.json))
		var fe *msg.FieldError
		if !errors.As(err, &fe) || fe.Field != b.field || fe.Msg.IsZero() {
			t.Errorf("%s: %v, want a field error on %s", b.json, err, b.field)
		}
	}
}

func FuzzDecodeSituation(f *testing.F) {
	for _, s := range []string{
		`{"trump":"♦","leader":1,"trick":["♥A","♥9"],"hand":["♥J","♦9","♠A"]}`,
		`{"preset":"joker","trump":"S","leader":2,"sits_out":0,"trick":["Joker"],"hand":["SJ","CJ"]}`,
		`{"rules":{"deck":28,"joker":true},"trump":"C","trick":[],"hand":["C8"]}`,
		`{}`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSituation(data)
		if err != nil {
			var fe *msg.FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a field error", err)
			}
			return
		}
		legal := s.LegalPlays()
		if len(s.Hand) > 0 && len(legal) == 0 {
			t.Fatalf("no legal card in %v", s.Hand)
		}
		if w, _ := s.Leading(); (w < 0) != (len(s.Trick) == 0) || w >= len(s.Trick) {
			t.Fatalf("leading %d of %d", w, len(s.Trick))
		}
	})
}
