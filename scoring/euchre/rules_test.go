package euchre

import (
	"encoding/json"
	"reflect"
	"testing"

	"schreiber/rules/cards"
)

func TestPresets(t *testing.T) {
	for _, name := range PresetNames() {
		r, ok := Preset(name)
		if !ok || r.Preset != name || r.Validate() != nil {
			t.Fatalf("preset %q: %+v %v", name, r, r.Validate())
		}
		if PresetTitle(name).IsZero() || r.Describe().IsZero() {
			t.Errorf("preset %q lacks a title or description", name)
		}
	}
	if _, ok := Preset("twenty"); ok {
		t.Error("an unknown preset was found")
	}
	for _, c := range []struct {
		field string
		f     func(*Rules)
	}{
		{"preset", func(r *Rules) { r.Preset = "x" }},
		{"target", func(r *Rules) { r.Target = 6 }},
		{"lone_euchred", func(r *Rules) { r.LoneEuchred = 3 }},
	} {
		r, _ := Preset("five")
		c.f(&r)
		if fe := fieldError(r.Validate()); fe == nil || fe.Field != c.field {
			t.Errorf("%+v: want an error on %q, got %v", r, c.field, r.Validate())
		}
	}
}

func TestGameValidate(t *testing.T) {
	five, _ := Preset("five")
	for _, c := range []struct {
		field string
		g     Game
	}{
		{"players", Game{Rules: five, Players: []string{"A", "B"}}},
		{"players[2]", Game{Rules: five, Players: []string{"A", "B", "", "D"}}},
		{"first_dealer", Game{Rules: five, Players: []string{"A", "B", "C", "D"}, FirstDealer: -1}},
		{"target", Game{Players: []string{"A", "B", "C", "D"}}},
	} {
		if fe := fieldError(c.g.Validate()); fe == nil || fe.Field != c.field {
			t.Errorf("%+v: want an error on %q, got %v", c.g, c.field, c.g.Validate())
		}
		if _, _, err := Replay(c.g, nil); fieldError(err) == nil {
			t.Errorf("%+v: replay accepted a bad game", c.g)
		}
	}
}

// The seed's rubber points: 3 if the loser had 0 or less, 2 for 1 or 2, 1
// for 3 or more.
func TestSeedRubberPoints(t *testing.T) {
	for loser, want := range map[int]int{-1: 3, 0: 3, 1: 2, 2: 2, 3: 1, 4: 1, 9: 1} {
		if got := RubberPoints(loser); got != want {
			t.Errorf("loser with %d: %d rubber points, want %d", loser, got, want)
		}
	}
}

// The seed's low-card markers for the 5-point game.
func TestSeedMarkers(t *testing.T) {
	five, _ := Preset("five")
	for score, want := range map[int]Marker{
		1: {Top: cards.Four, Pips: 1},
		2: {Top: cards.Three, Pips: 2},
		3: {Top: cards.Three, TopFaceUp: true, Pips: 3},
		4: {Top: cards.Four, TopFaceUp: true, Pips: 4},
		0: {},
	} {
		m, ok := Markers(five, score)
		if !ok || m.Top != want.Top || m.TopFaceUp != want.TopFaceUp || m.Pips != want.Pips || m.Text.IsZero() {
			t.Errorf("score %d: %+v, want %+v", score, m, want)
		}
	}
	ten, _ := Preset("ten")
	if _, ok := Markers(ten, 2); ok {
		t.Error("markers offered for the 10-point game")
	}
	if _, ok := Markers(five, 5); ok {
		t.Error("markers offered for a won game")
	}
	s, _, _ := Replay(table("five"), []Entry{hand(0, 5), hand(1, 3)})
	if s.Sides[0].Markers == nil || s.Sides[0].Markers.Pips != 2 || s.Sides[1].Markers.Pips != 1 {
		t.Errorf("standings show markers %+v %+v", s.Sides[0].Markers, s.Sides[1].Markers)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	g := table("rubber")
	g.FirstDealer = 2
	b, _ := json.Marshal(g)
	back, err := DecodeGame(b)
	if err != nil || !reflect.DeepEqual(g, back) {
		t.Fatalf("game round trip: %+v → %+v (%v)", g, back, err)
	}
	for _, e := range []Entry{pass, hand(3, 0), alone(1, 5)} {
		b, _ := json.Marshal(e)
		back, err := DecodeEntry(b)
		if err != nil || !reflect.DeepEqual(e, back) {
			t.Errorf("entry round trip: %s → %+v (%v)", b, back, err)
		}
	}
	g2, err := DecodeGame([]byte(`{"rules":{"preset":"seven","lone_euchred":4},"players":["A","B","C","D"]}`))
	if err != nil || g2.Rules != (Rules{Preset: "seven", Target: 7, LoneEuchred: 4}) {
		t.Errorf("preset fill: %+v (%v)", g2.Rules, err)
	}
}

func TestDecodeEntryShape(t *testing.T) {
	for _, c := range []struct{ json, field string }{
		{`{"kind":"hand","tricks":3}`, "maker"},
		{`{"kind":"hand","maker":4,"tricks":3}`, "maker"},
		{`{"kind":"hand","maker":1}`, "tricks"},
		{`{"kind":"hand","maker":1,"tricks":-1}`, "tricks"},
		{`{"kind":"pass","alone":true}`, "kind"},
		{`{"kind":"hand","maker":"Anna","tricks":3}`, "maker"},
		{`{"kind":"bid"}`, "kind"},
		{`{"kind":"pass","trump":"hearts"}`, ""},
		{`{"kind":"pass"} x`, ""},
	} {
		_, err := DecodeEntry([]byte(c.json))
		if fe := fieldError(err); fe == nil || fe.Field != c.field {
			t.Errorf("%s: want an error on %q, got %v", c.json, c.field, err)
		}
	}
}

func TestRecompute(t *testing.T) {
	cfg := []byte(`{"rules":{"preset":"rubber"},"players":[],"first_dealer":3}`)
	players := []string{"Anna", "Bo", "Carl", "Dora"}
	sum, err := Recompute(cfg, players, [][]byte{[]byte(`{"kind":"hand","maker":1,"alone":true,"tricks":5}`)})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Over || len(sum.Columns) != 3 || sum.Lines[1].Values[0] != "4" || sum.Lines[1].Status.String() != "at the bridge" ||
		sum.Note.String() != "Game 1, hand 2: Anna deals." {
		t.Errorf("summary %+v", sum)
	}
	_, err = Recompute(cfg, players, [][]byte{[]byte(`{"kind":"pass"}`), []byte(`{"kind":"hand"}`)})
	if f := fieldOf(t, err); f != "maker" {
		t.Errorf("error on %q, want maker", f)
	}
}

// The examples of docs/export-format.md must replay.
func TestExportExamples(t *testing.T) {
	cfg := []byte(`{"rules": {"preset": "rubber", "target": 5, "lone_euchred": 2, "rubber": true},
 "players": ["Anna", "Bo", "Carl", "Dora"], "first_dealer": 3}`)
	entries := [][]byte{[]byte(`{"kind": "hand", "maker": 2, "tricks": 4}`),
		[]byte(`{"kind": "hand", "maker": 1, "alone": true, "tricks": 5}`), []byte(`{"kind": "pass"}`)}
	sum, err := Recompute(cfg, []string{"Anna", "Bo", "Carl", "Dora"}, entries)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Lines[0].Values[0] != "1" || sum.Lines[1].Values[0] != "4" || sum.Note.String() != "Game 1, hand 4: Carl deals." {
		t.Errorf("summary %+v %v", sum.Lines, sum.Note)
	}
}
