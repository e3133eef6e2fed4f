package tupelkopf

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"reflect"
	"testing"

	"schreiber/rules/msg"
	"schreiber/scoring/tupelkopf"
	"schreiber/views"
)

func tupelkopfGame(t *testing.T, config string, entries ...string) views.Table {
	t.Helper()
	payloads := make([][]byte, len(entries))
	for i, e := range entries {
		payloads[i] = []byte(e)
	}
	tab, err := Kind.Table([]byte(config), []string{"Anna", "Bo", "Cai", "Dora"}, payloads)
	if err != nil || tab.Broken() != nil {
		t.Fatal(err, tab.Broken())
	}
	return tab
}

// TestTupelkopfFormEntersEveryDealAgain fills the deal form from stored
// deals of every kind and reads it back into the same deal.
func TestTupelkopfFormEntersEveryDealAgain(t *testing.T) {
	before := tupelkopfGame(t, `{"rules":{"preset":"ploen"},"first_dealer":0}`)
	for _, payload := range []string{
		`{"kind":"deal","type":"normal","alten":[0,2],"sunkte":130}`,
		`{"kind":"deal","type":"armut"}`,
		`{"kind":"deal","type":"hochzeit","alten":[1],"sunkte":151,"alten_call":"re","anderen_call":"keine30"}`,
		`{"kind":"deal","type":"knochenloser","alten":[3],"sunkte":0,"anderen_call":"schwarz"}`,
		`{"kind":"deal","type":"stille-hochzeit","alten":[2],"sunkte":200,"alten_tupelkoepfe":2,"anderen_foxes":1,"alten_foxes":1,"karlchen":"alten"}`,
		`{"kind":"deal","type":"schieben","alten":[0,3],"sunkte":120,"anderen_tupelkoepfe":1,"karlchen":"anderen"}`,
	} {
		f, ok := before.Form([]byte(payload))
		if !ok {
			t.Fatalf("%s: no form", payload)
		}
		again, err := before.Entry(f)
		if err != nil {
			t.Errorf("%s: the form %v does not read back: %v", payload, f, err)
			continue
		}
		want, _ := tupelkopf.DecodeEntry([]byte(payload))
		got, _ := tupelkopf.DecodeEntry(again)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s came back as %s", payload, again)
		}
	}
	if _, ok := before.Form([]byte(`{"kind":"bogus"}`)); ok {
		t.Error("an unreadable entry offered for a correction")
	}
}

// TestTupelkopfEntryNeverPanics throws random forms at the deal form: every
// refusal is a field error a player can read.
func TestTupelkopfEntryNeverPanics(t *testing.T) {
	tab := tupelkopfGame(t, `{"rules":{"preset":"ploen"},"first_dealer":0}`)
	r := rand.New(rand.NewPCG(10, 4))
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	for range 2000 {
		f := url.Values{}
		f.Set("type", pick("", "normal", "armut", "damensolo", "hochzeit", "x", "stille-hochzeit"))
		for range r.IntN(6) {
			f.Add("alten", pick("0", "1", "2", "3", "9", "-1", "x"))
		}
		f.Set("sunkte", pick("", "0", "1", "121", "240", "241", "-5", "x", " 130 "))
		f.Set("alten_call", pick("", "re", "contra", "keine45", "schwarz", "?"))
		f.Set("anderen_call", pick("", "re", "contra", "keine15", "?"))
		f.Set("alten_foxes", pick("", "0", "2", "3", "x"))
		f.Set("anderen_tupelkoepfe", pick("", "1", "12", "-1"))
		f.Set("karlchen", pick("", "alten", "anderen", "both"))
		payload, err := tab.Entry(f)
		var fe *msg.FieldError
		if err != nil {
			if !errors.As(err, &fe) || fe.Msg.IsZero() {
				t.Fatalf("%v: %v is not a field error in both languages", f, err)
			}
			continue
		}
		if !json.Valid(payload) {
			t.Fatalf("%v: payload %s", f, payload)
		}
	}
}

func TestTupelkopfTableSeriesFactsAndNext(t *testing.T) {
	tab := tupelkopfGame(t, `{"rules":{"preset":"ploen","deals":2},"first_dealer":3}`,
		`{"kind":"deal","type":"normal","alten":[0,2],"sunkte":151}`,
		`{"kind":"deal","type":"armut"}`,
		`{"kind":"deal","type":"damensolo","alten":[1],"sunkte":200}`)
	s := tab.Series()
	if len(s.Rows) != 4 || len(s.Names) != 4 || s.Low || views.EN.Of(s.Scale) != "Bunkte" {
		t.Fatalf("series %+v", s)
	}
	for i, row := range s.Rows {
		sum := 0
		for _, v := range row {
			sum += v
		}
		if sum != 0 {
			t.Errorf("row %d %v does not add up to zero", i, row)
		}
	}
	if got := s.Rows[3]; !reflect.DeepEqual(got, []int{-1, 7, -1, -5}) {
		t.Errorf("after the solo: %v", got)
	}
	if tab.Facts(views.Page{Players: []string{"Anna", "Bo", "Cai", "Dora"}}) != nil {
		t.Error("facts for a finished game")
	}
	b, ok := tab.Next()
	var g tupelkopf.Game
	if !ok || json.Unmarshal(b, &g) != nil || g.FirstDealer != 1 || g.Players != nil || g.Rules.Deals != 2 {
		t.Errorf("next: %s %v", b, ok)
	}
	steps := tab.Steps()
	if len(steps) != 3 || !steps[1].Correctable {
		t.Errorf("steps %+v", steps)
	}
	// A running game: facts.
	run := tupelkopfGame(t, `{"rules":{"preset":"ploen"},"first_dealer":3}`, `{"kind":"deal","type":"armut"}`)
	facts := map[string]string{}
	for _, f := range run.Facts(views.Page{Players: []string{"Anna", "Bo", "Cai", "Dora"}}) {
		facts[f.TestID] = views.EN.Of(f.Value)
	}
	if facts["dealer"] != "Dora" || facts["deal"] != "1" || facts["leader"] != "Anna, unless a soloist leads" ||
		facts["deals"] != "0 played, no fixed end (and 1 redealt for Armut)" {
		t.Errorf("facts %v", facts)
	}
	// Without a fixed end, the table ends the game by its word and may go
	// on with the next at any time; with one, only once it is over.
	if _, ok := run.Next(); !ok {
		t.Error("no next game for a game without a fixed end")
	}
	fixed := tupelkopfGame(t, `{"rules":{"preset":"ploen","deals":4},"first_dealer":3}`, `{"kind":"deal","type":"armut"}`)
	if _, ok := fixed.Next(); ok {
		t.Error("a next game before the end")
	}
}

func TestTupelkopfCallsNameTheTablesThresholds(t *testing.T) {
	for n, want := range map[int]string{2: "90 60 30", 3: "135 90 45", 10: "450 300 150"} {
		v := View{N: n}
		var got string
		for _, c := range v.calls(tupelkopf.Anderen)[2:5] {
			got += c.Short + " "
		}
		if got != want+" " {
			t.Errorf("%d decks: %q, want %q", n, got, want)
		}
		if v.tupelMax() < 1 || v.foxMax() != n {
			t.Errorf("%d decks: at most %d Tupelköpfe, %d foxes", n, v.tupelMax(), v.foxMax())
		}
	}
}
