package durak

import (
	"errors"
	"schreiber/rules/msg"
	"testing"
)

func TestDecodeSituation(t *testing.T) {
	// The moment of the seed's third example before the last card.
	s, err := DecodeSituation([]byte(`{"preset":"teams","trump":"♥","attacks":["♠7","♣7","♦7","♠B","♦B"],
		"defences":["♠10","♣B","♦K","♠D","♥9"],"defender_start":6,"hand":["♠K","♣K","♥7","♣9","♦9","♦A"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.ThrowIns(); !sameSet(got, hand(t, "♠K ♣K ♥7 ♣9 ♦9")) {
		t.Errorf("throw-ins %v", got)
	}
	if !s.CheckThrowIn(card(t, "♦9")).Allowed || s.CheckThrowIn(card(t, "♦A")).Allowed {
		t.Errorf("♦9 may be thrown in, ♦A not")
	}
	s2, err := DecodeSituation([]byte(`{"trump":"H","attacks":["S7"],"defender_start":6,"hand":["S8","H6","C9"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := s2.Beaters(0); !sameSet(got, hand(t, "♠8 ♥6")) {
		t.Errorf("beaters %v", got)
	}
	if !s2.CheckDefend(0, card(t, "♥6")).Allowed {
		t.Errorf("a trump beats ♠7")
	}
	bad := []struct{ json, field string }{
		{`{`, "situation"},
		{`{"trump":"X","defender_start":6}`, "trump"},
		{`{"preset":"nope","trump":"H","defender_start":6}`, "preset"},
		{`{"trump":"H","defender_start":0}`, "defender_start"},
		{`{"trump":"H","attacks":["S5"],"defender_start":6}`, "attacks[0]"},
		{`{"trump":"H","attacks":["S7","S7"],"defender_start":6}`, "attacks[1]"},
		{`{"trump":"H","attacks":["S7"],"defences":["S6"],"defender_start":6}`, "defences[0]"},
		{`{"trump":"H","attacks":["S7"],"defences":["S8","S9"],"defender_start":6}`, "defences"},
		{`{"trump":"H","attacks":["S7","S8","S9"],"defender_start":2}`, "attacks"},
		{`{"trump":"H","attacks":["S7"],"defender_start":6,"hand":["S7"]}`, "hand[0]"},
		{`{"rules":{"deck":40},"trump":"H","defender_start":6}`, "deck"},
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
		`{"trump":"H","attacks":["S7"],"defences":["S8"],"defender_start":6,"hand":["S8","H6"]}`,
		`{"preset":"52","trump":"♣","attacks":["♣2","♦2"],"defences":["",""],"defender_start":3,"taken":true,"hand":["♥2"]}`,
		`{"rules":{"deck":36,"exchange":"none","first_attack":"left-of-dealer","next_deal":"durak-taught","first_defence_five":true},"trump":"D","defender_start":6,"before_first_defence":true}`,
		`[]`, `{"attacks":null}`,
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
		if len(s.Bout.Attacks) > s.Bout.Limit(s.Rules) {
			t.Fatalf("accepted %d attacking cards", len(s.Bout.Attacks))
		}
		for _, c := range s.ThrowIns() {
			if !s.Bout.Ranks()[c.Rank] && len(s.Bout.Attacks) > 0 {
				t.Fatalf("throw-in %v of a rank not on the table", c)
			}
		}
		for i := range s.Bout.Attacks {
			for _, c := range s.Beaters(i) {
				if !Beats(s.Bout.Attacks[i], c, s.Trump) {
					t.Fatalf("%v offered against %v", c, s.Bout.Attacks[i])
				}
			}
			s.CheckDefend(i, s.Bout.Attacks[i])
		}
	})
}
