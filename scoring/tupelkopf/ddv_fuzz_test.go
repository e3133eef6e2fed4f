package tupelkopf

import (
	"encoding/json"
	"reflect"
	"testing"
)

// FuzzDDVEntry feeds arbitrary bytes to the entry decoder and replays what
// it accepts under the DDV scoring, without and with every home rule, at
// tables of four and five: nothing may
// panic, an error names its field, an accepted entry survives a JSON round
// trip, and an accepted deal is zero-sum with the dealer of five unmoved.
func FuzzDDVEntry(f *testing.F) {
	seeds := []string{
		`{"kind":"deal","type":"normal","alten":[1,2],"sunkte":130,"alten_call":"keine45","anderen_call":"contra"}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":0,"anderen_call":"schwarz","zero_trick":true}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":100,"zero_trick":true}`,
		`{"kind":"deal","type":"damensolo","alten":[2],"sunkte":181,"alten_call":"keine30"}`,
		`{"kind":"deal","type":"hochzeit","alten":[4],"sunkte":125}`,
		`{"kind":"deal","type":"stille-hochzeit","alten":[3],"sunkte":200,"karlchen":"alten"}`,
		`{"kind":"deal","type":"normal","alten":[2,4],"sunkte":150,"alten_tupelkoepfe":2,"anderen_foxes":1,"karlchen":"anderen"}`,
		`{"kind":"deal","type":"schieben","alten":[1,2],"sunkte":150}`,
		`{"kind":"deal","type":"armut","zero_trick":true}`,
		`{"kind":"deal","type":"normal","alten":[0,1],"sunkte":120,"zero_trick":"yes"}`,
		`{"kind":"deal","type":"armut-gespielt","alten":[1,3],"sunkte":150,"heart_tens":true,"anderen_foxes":1}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":5}`,
		`{"kind":"fast","winners":[1,3],"value":3,"extras_won":1,"extras_lost":2,"bock":true}`,
		`{"kind":"fast","winners":[2],"value":21}`,
		`{"kind":"fast","winners":[0,1,4],"value":2}`,
		`{"kind":"fast","winners":[1,3],"value":1,"sunkte":120}`,
		`{"kind":"deal","type":"normal","alten":[1,3],"sunkte":150,"winners":[1,3]}`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := DecodeEntry(b)
		if err != nil {
			if fieldOf(err) == "" {
				t.Fatalf("error without a field: %v", err)
			}
			return
		}
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := DecodeEntry(again); err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("round trip: %+v, %v; want %+v", back, err, e)
		}
		for _, players := range []int{4, 5} {
			for _, r := range []Rules{{Scoring: ScoringDDV, Tally: TallyNet, Share: ShareCarry, Deals: 6, Pflichtsolo: true},
				everyHomeRule()} {
				_, steps, err := Replay(ddvGame(players, r), []Entry{e, e})
				if err != nil {
					if fieldOf(err) == "" {
						t.Fatalf("error without a field: %v", err)
					}
					continue
				}
				for _, s := range steps {
					if sum(s.Delta) != 0 || (players == 5 && s.Delta[s.Dealer] != 0) {
						t.Fatalf("deal %d: deltas %v, dealer %d", s.Deal, s.Delta, s.Dealer)
					}
				}
			}
		}
	})
}

// FuzzDDVRecompute feeds arbitrary settings and an entry to the generic
// entry point with four and five players.
func FuzzDDVRecompute(f *testing.F) {
	f.Add([]byte(`{"rules":{"preset":"doppelkopf"},"first_dealer":1}`),
		[]byte(`{"kind":"deal","type":"normal","alten":[2,3],"sunkte":150}`))
	f.Add([]byte(`{"rules":{"scoring":"ddv","tally":"net","share":"carry","deals":5,"pflichtsolo":true},"first_dealer":0}`),
		[]byte(`{"kind":"deal","type":"bubensolo","alten":[1],"sunkte":95}`))
	f.Add([]byte(`{"rules":{"scoring":"bunkte","pflichtsolo":true}}`), []byte(`{}`))
	f.Add([]byte(`{"rules":{"preset":"doppelkopf","scoring":"skat"}}`), []byte(`{"kind":"deal","type":"armut"}`))
	f.Add([]byte(`{"rules":{"preset":"doppelkopf-home","deals":0,"rounds":2,"armut":true,"without_nines":true,"solo_bonus":1,"bock_heart_tens":true}}`),
		[]byte(`{"kind":"fast","winners":[1,2,3],"value":4,"bock":true}`))
	f.Add([]byte(`{"rules":{"preset":"ploen","rounds":2,"dullen":"second"}}`), []byte(`{"kind":"fast","winners":[1],"value":4}`))
	f.Fuzz(func(t *testing.T, config, entry []byte) {
		for _, players := range [][]string{{"Anna", "Bo", "Carl", "Dora"}, {"Anna", "Bo", "Carl", "Dora", "Emil"}} {
			sum, err := Recompute(config, players, [][]byte{entry, entry, entry})
			if err != nil {
				if fieldOf(err) == "" {
					t.Fatalf("error without a field: %v", err)
				}
				continue
			}
			if len(sum.Lines) != len(players) {
				t.Fatalf("summary has %d lines", len(sum.Lines))
			}
		}
	})
}
