package hurrican

import (
	"encoding/json"
	"reflect"
	"testing"

	"schreiber/rules/cards"
)

func TestPresets(t *testing.T) {
	for _, name := range PresetNames() {
		r, ok := Preset(name)
		if !ok || r.Preset != name {
			t.Fatalf("preset %q: %+v %v", name, r, ok)
		}
		if err := r.Validate(); err != nil {
			t.Errorf("preset %q does not validate: %v", name, err)
		}
		if PresetTitle(name).IsZero() || r.Describe().IsZero() {
			t.Errorf("preset %q lacks a title or description", name)
		}
	}
	if _, ok := Preset("nonsense"); ok {
		t.Error("an unknown preset was found")
	}
}

func TestRulesValidate(t *testing.T) {
	for _, c := range []struct {
		field string
		f     func(*Rules)
	}{
		{"preset", func(r *Rules) { r.Preset = "x" }},
		{"target", func(r *Rules) { r.Target = 0 }},
		{"double_below", func(r *Rules) { r.DoubleBelow = 17 }},
		{"double_below", func(r *Rules) { r.DoubleBelow = -1 }},
		{"finish", func(r *Rules) { r.Finish = "" }},
		{"chips", func(r *Rules) { r.Chips = -10 }},
	} {
		r := Classic()
		c.f(&r)
		if fe := fieldOfDecode(r.Validate()); fe == nil || fe.Field != c.field {
			t.Errorf("%+v: want an error on %q, got %v", r, c.field, r.Validate())
		}
	}
}

func TestGameValidate(t *testing.T) {
	for _, c := range []struct {
		field string
		g     Game
	}{
		{"players", Game{Rules: Classic(), Players: []string{"A", "B", "C"}}},
		{"players[1]", Game{Rules: Classic(), Players: []string{"A", " "}}},
		{"rules.full_deal", Game{Rules: FullDealRules(), Players: []string{"A", "B"}}},
		{"first_dealer", Game{Rules: Classic(), Players: []string{"A", "B"}, FirstDealer: 2}},
		{"target", Game{Players: []string{"A", "B"}}},
	} {
		if fe := fieldOfDecode(c.g.Validate()); fe == nil || fe.Field != c.field {
			t.Errorf("%+v: want an error on %q, got %v", c.g, c.field, c.g.Validate())
		}
		if _, _, err := Replay(c.g, nil); fieldOfDecode(err) == nil {
			t.Errorf("%+v: replay accepted a bad game", c.g)
		}
	}
}

// The seed's Premiere values, best card first, and its capture values.
func TestSeedCardValues(t *testing.T) {
	premiere := map[cards.Rank]int{cards.Seven: 21, cards.Six: 18, cards.Ace: 16, cards.Five: 15, cards.Four: 14,
		cards.Three: 13, cards.Two: 12, cards.King: 10, cards.Queen: 9, cards.Jack: 8}
	play := map[cards.Rank]int{cards.Ace: 1, cards.Two: 2, cards.Three: 3, cards.Four: 4, cards.Five: 5,
		cards.Six: 6, cards.Seven: 7, cards.Jack: 8, cards.Queen: 9, cards.King: 10}
	for _, c := range cards.Deck40() {
		if PremiereValue(c.Rank) != premiere[c.Rank] || PlayValue(c.Rank) != play[c.Rank] {
			t.Errorf("%v: Premiere %d, play %d", c, PremiereValue(c.Rank), PlayValue(c.Rank))
		}
	}
	for i := 1; i < len(Ranks); i++ {
		if PremiereValue(Ranks[i]) >= PremiereValue(Ranks[i-1]) {
			t.Errorf("Ranks out of Premiere order at %v", Ranks[i])
		}
	}
	if len(RankChoices()) != 10 || RankChoices()[0].Premiere != 21 || PremiereValue(cards.Ten) != 0 {
		t.Error("rank choices do not list the ten ranks best first")
	}
}

func TestJSONRoundTrip(t *testing.T) {
	g := four()
	g.FirstDealer = 3
	b, _ := json.Marshal(g)
	back, err := DecodeGame(b)
	if err != nil || !reflect.DeepEqual(g, back) {
		t.Fatalf("game round trip: %+v → %+v (%v)", g, back, err)
	}
	for _, e := range []Entry{tap(3), deal(21, 6, 1, 1, nil), deal(20, 5, 0, None, []int{0, 2})} {
		b, _ := json.Marshal(e)
		back, err := DecodeEntry(b)
		if err != nil || !reflect.DeepEqual(e, back) {
			t.Errorf("entry round trip: %s → %+v (%v)", b, back, err)
		}
	}
}

func TestDecodeGameFillsFromPreset(t *testing.T) {
	g, err := DecodeGame([]byte(`{"rules":{"preset":"full-deal","target":21},"players":["A","B","C","D"]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := FullDealRules()
	want.Target = 21
	if g.Rules != want {
		t.Errorf("rules %+v, want %+v", g.Rules, want)
	}
	if _, err := DecodeGame([]byte(`{"rules":{"preset":"classic"},"seats":2}`)); fieldOfDecode(err) == nil {
		t.Error("an unknown config field was accepted")
	}
}

func TestDecodeEntryShape(t *testing.T) {
	for _, c := range []struct{ json, field string }{
		{`{"kind":"hurrican"}`, "seat"},
		{`{"kind":"hurrican","seat":1,"cards":[20,20]}`, "kind"},
		{`{"kind":"deal","seat":1}`, "seat"},
		{`{"kind":"deal","cards":[40],"hearts":[5,5]}`, "cards"},
		{`{"kind":"deal","cards":[20,20],"hearts":[5,5]}`, "seven_of_hearts"},
		{`{"kind":"deal","cards":[20,20],"hearts":[5,5],"seven_of_hearts":2}`, "seven_of_hearts"},
		{`{"kind":"deal","cards":[20,20],"hearts":[5,5],"seven_of_hearts":0,"best":[{}]}`, "best"},
		{`{"kind":"deal","cards":[20,20],"hearts":[5,5],"seven_of_hearts":0,"best":[{},{"spades":"10"}]}`, "best[1].spades"},
		{`{"kind":"deal","cards":[20,20],"hearts":[5,5],"seven_of_hearts":0,"best":[{},{}],"hurricans":[]}`, "hurricans"},
		{`{"kind":"deal","cards":"many"}`, "cards"},
		{`{"kind":"sweep"}`, "kind"},
		{`{"kind":"hurrican","seat":1,"who":2}`, ""},
		{`{"kind":"hurrican","seat":1}{}`, ""},
	} {
		_, err := DecodeEntry([]byte(c.json))
		if fe := fieldOfDecode(err); fe == nil || fe.Field != c.field {
			t.Errorf("%s: want an error on %q, got %v", c.json, c.field, err)
		}
	}
}

func TestRecompute(t *testing.T) {
	cfg := []byte(`{"rules":{"preset":"classic"},"players":[],"first_dealer":0}`)
	sum, err := Recompute(cfg, []string{"Anna", "Bo"}, [][]byte{[]byte(`{"kind":"hurrican","seat":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Over || len(sum.Lines) != 2 || sum.Lines[1].Status.String() != "Hurricans this deal: 1" || sum.Note.String() != "Deal 1: Anna deals." {
		t.Errorf("summary %+v", sum)
	}
	_, err = Recompute(cfg, []string{"Anna", "Bo"}, [][]byte{[]byte(`{"kind":"hurrican","seat":1}`), []byte(`{"kind":"hurrican"}`)})
	if f := fieldOf(t, err); f != "seat" {
		t.Errorf("error on %q, want seat", f)
	}
	if _, err := Recompute(cfg, []string{"Anna"}, nil); fieldOfDecode(err) == nil {
		t.Error("one player was accepted")
	}
}

// The examples of docs/export-format.md must replay.
func TestExportExamples(t *testing.T) {
	cfg := []byte(`{"rules": {"preset": "classic", "target": 16, "double_below": 8, "full_deal": false, "finish": "count",
           "chips": 10},
 "players": ["Anna", "Bo"], "first_dealer": 1}`)
	entries := [][]byte{[]byte(`{"kind": "hurrican", "seat": 1}`), []byte(`{"kind": "deal", "cards": [23, 17], "hearts": [6, 4], "seven_of_hearts": 0,
 "best": [{"clubs": "7", "spades": "7", "hearts": "7", "diamonds": "K"},
          {"clubs": "6", "spades": "6", "hearts": "6", "diamonds": "7"}]}`)}
	sum, err := Recompute(cfg, []string{"Anna", "Bo"}, entries)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Lines[0].Values[0] != "3" || sum.Lines[1].Values[0] != "2" {
		t.Errorf("summary %+v, want 3:2", sum.Lines)
	}
}
