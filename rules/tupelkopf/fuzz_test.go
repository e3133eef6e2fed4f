package tupelkopf

import (
	"testing"
)

func FuzzDecodeSituation(f *testing.F) {
	for _, s := range []string{
		`{"n":2,"trick":[{"seat":0,"card":"♣K"},{"seat":1,"card":"♣A"}],"seat":2,"hand":["♣9","♦A","♥10"],"card":"♦A"}`,
		`{"n":3,"contract":"farbenersatzsolo","soloSuit":"H","thatcher":true,"schweinchen":[2],"barschel":[1],"seat":0,"hand":["HQ","HA"],"card":"HQ"}`,
		`{"n":2,"contract":"normal","mandela":"C","trick":[{"seat":3,"card":"H10"},{"seat":0,"card":"H10"},{"seat":1,"card":"CQ"},{"seat":2,"card":"DA"}]}`,
		`{"n":2,"contract":"knochenloser","seat":1,"hand":["SA","SQ"],"barschelLeft":1,"trick":[{"seat":0,"card":"S9"}],"card":"SQ"}`,
		`{"n":10,"contract":"damensolo","seat":19,"hand":[],"card":"♣D"}`,
		`{"n":2,"seat":5}`,
		`{"n":2,"trick":[{"seat":0,"card":"C8"}]}`,
		`not json`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := DecodeSituation(b)
		if err != nil {
			if fieldOf(err) == "<other>" {
				t.Fatalf("error is not a FieldError: %v", err)
			}
			return
		}
		a, err := s.Answer()
		if err != nil {
			if fieldOf(err) == "<other>" {
				t.Fatalf("error is not a FieldError: %v", err)
			}
			return
		}
		if a.Legal != nil && (a.Legal.Reason.IsZero() || a.Legal.Rule.Section == "") {
			t.Fatalf("legal ruling without reason: %+v", a.Legal)
		}
		if a.Winner != nil && (a.Winner.Index < 0 || a.Winner.Index >= len(s.Turn.Trick) || s.Turn.Trick[a.Winner.Index].Seat != a.Winner.Seat) {
			t.Fatalf("winner %+v not in the trick %v", a.Winner, s.Turn.Trick)
		}
		if a.Sunkte < 0 || a.Sunkte > 11*len(s.Turn.Trick) {
			t.Fatalf("trick of %d cards holds %d Sunkte", len(s.Turn.Trick), a.Sunkte)
		}
	})
}

func FuzzDecodeAsking(f *testing.F) {
	for _, s := range []string{
		`{"n":2,"dealer":3,"hand":["♣Q","♣Q"],"declaration":{"kind":"hochzeit","seat":0}}`,
		`{"n":3,"dealer":0,"before":[{"kind":"solo","seat":2,"contract":"farbenersatzsolo","suit":"S"}],"hand":["SA","SA"],"declaration":{"kind":"schweinchen","seat":4}}`,
		`{"n":2,"dealer":1,"before":[{"kind":"strauss","seat":2}],"hand":["HJ","HJ"],"declaration":{"kind":"trittin","seat":3,"count":2}}`,
		`{"n":2,"dealer":1,"hand":["CK","CK","SK","SK"],"declaration":{"kind":"mandela","seat":3,"suit":"S"}}`,
		`{"n":4,"dealer":7,"before":[{"kind":"kohl","seat":1,"count":2}],"hand":["HQ","HQ"],"declaration":{"kind":"barschel","seat":3}}`,
		`{"n":2,"dealer":0,"hand":["Joker"],"declaration":{"kind":"armut","seat":0}}`,
		`{"n":2,"declaration":{"kind":"kaiser"}}`,
		`[]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		q, err := DecodeAsking(b)
		if err != nil {
			if fieldOf(err) == "<other>" {
				t.Fatalf("error is not a FieldError: %v", err)
			}
			return
		}
		r, err := q.Answer()
		if err != nil {
			t.Fatalf("a decoded question failed to answer: %v", err)
		}
		if r.Reason.IsZero() || r.Rule.Section == "" {
			t.Fatalf("ruling without reason: %+v", r)
		}
	})
}
