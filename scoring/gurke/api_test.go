package gurke

import (
	"encoding/json"
	"errors"
	"reflect"
	"schreiber/rules/lextest"
	"schreiber/rules/msg"
	"slices"
	"strings"
	"testing"

	"schreiber/scoring"
)

func TestPresets(t *testing.T) {
	names := PresetNames()
	if len(names) != 18 || names[0] != "danish" {
		t.Fatalf("presets %v", names)
	}
	for _, name := range names {
		r, ok := Preset(name)
		if !ok || r.Preset != name {
			t.Fatalf("Preset(%q) = %+v, %v", name, r, ok)
		}
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		if title := PresetTitle(name); title.String() == name || title.IsZero() {
			t.Errorf("%s: title %+v", name, title)
		}
		if d := r.Describe(); !strings.HasPrefix(d.String(), PresetTitle(name).String()+":") || strings.Contains(d.String(), "changed") {
			t.Errorf("%s: describe %q", name, d.String())
		}
		b, _ := json.Marshal(r)
		var back Rules
		if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, r) {
			t.Errorf("%s: JSON round trip %+v, %v", name, back, err)
		}
	}
	if _, ok := Preset("klondike"); ok {
		t.Error("unknown preset found")
	}
}

func TestRulesJSONStartsFromPreset(t *testing.T) {
	var r Rules
	if err := json.Unmarshal([]byte(`{"preset":"swedish","limit":20,"rebuy":"free"}`), &r); err != nil {
		t.Fatal(err)
	}
	base, _ := Preset("swedish")
	if r.HandSize != 6 || r.Limit != 20 || r.Rebuy != "free" {
		t.Errorf("rules %+v", r)
	}
	if got := r.Diff(base); !slices.Equal(got, []string{"limit", "rebuy"}) {
		t.Errorf("Diff = %v", got)
	}
	if d := r.Describe(); !strings.Contains(d.String(), "2 house options changed") || !strings.Contains(lextest.De(d), "2 Hausregeln geändert") {
		t.Errorf("describe %+v", d)
	}
	// Danish, but out at 30 with a rebuy: options combine freely.
	mix := Danish()
	mix.Limit, mix.Lives, mix.Rebuy, mix.Stake = 30, 1, "paid", 1
	if err := mix.Validate(); err != nil {
		t.Errorf("Danish with a rebuy: %v", err)
	}
}

func TestRulesValidate(t *testing.T) {
	for _, c := range []struct {
		field  string
		change func(*Rules)
	}{
		{"preset", func(r *Rules) { r.Preset = "klondike" }},
		{"hand_size", func(r *Rules) { r.HandSize = 0 }},
		{"follow", func(r *Rules) { r.Follow = "sideways" }},
		{"top_card", func(r *Rules) { r.TopCard = "" }},
		{"lives", func(r *Rules) { r.Lives = 3 }},
		{"max_players", func(r *Rules) { r.PlayersMin = 6; r.PlayersMax = 3 }},
		{"lives", func(r *Rules) { r.End = "all-but-one" }},
		{"rebuy", func(r *Rules) { r.Lives = 1; r.Rebuy = "free"; r.End = "first" }},
		{"end", func(r *Rules) { r.Count = "losses" }},
		{"settlement", func(r *Rules) { r.Lives = 1; r.Count = "losses"; r.End = "none"; r.Settlement = true }},
	} {
		r := Danish()
		c.change(&r)
		var fe *msg.FieldError
		if err := r.Validate(); !errors.As(err, &fe) || fe.Field != c.field || fe.Msg.IsZero() {
			t.Errorf("want an error on %s, got %v", c.field, err)
		}
	}
}

func TestOptionGroups(t *testing.T) {
	vals := scoring.OptionValues(Danish())
	seen := map[string]bool{}
	for _, g := range OptionGroups() {
		for _, o := range g.Options {
			if _, ok := vals[o.Name]; !ok || seen[o.Name] || o.Label.IsZero() {
				t.Errorf("option %q unknown, repeated or unlabelled", o.Name)
			}
			seen[o.Name] = true
		}
	}
	for name := range vals {
		if name != "preset" && !seen[name] {
			t.Errorf("field %q is in no option group", name)
		}
	}
	if o, ok := scoring.FindOption(OptionGroups(), "top_card"); !ok || len(o.Choices) != 4 {
		t.Errorf("top_card option %+v", o)
	}
}

func TestGameValidate(t *testing.T) {
	for _, c := range []struct {
		g     Game
		field string
	}{
		{Game{Rules: Danish(), Players: []string{"Anna"}}, "players"},
		{Game{Rules: Danish(), Players: seatsFor(8)}, "players"},
		{Game{Rules: Danish(), Players: []string{"Anna", " "}}, "players[1]"},
		{Game{Rules: Danish(), Players: []string{"Anna", "anna"}}, "players[1]"},
		{Game{Rules: Danish(), Players: []string{"Anna", "Bo"}, FirstDealer: 2}, "first_dealer"},
	} {
		var fe *msg.FieldError
		if err := c.g.Validate(); !errors.As(err, &fe) || fe.Field != c.field {
			t.Errorf("%+v: want an error on %s, got %v", c.g, c.field, err)
		}
		if _, _, err := Replay(c.g, nil); err == nil {
			t.Errorf("%+v: Replay accepted it", c.g)
		}
	}
}

func TestChoicesAndLabels(t *testing.T) {
	ch := Danish().Choices()
	var codes, de []string
	for _, c := range ch {
		codes = append(codes, c.Code)
		de = append(de, lextest.De(c.Label))
	}
	if !slices.Equal(codes, []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"}) {
		t.Errorf("codes %v", codes)
	}
	if de[2] != "D" || de[3] != "B" {
		t.Errorf("German labels %v", de)
	}
	polish, _ := Preset("polish")
	if got := polish.Choices(); got[len(got)-1].Code != "A" {
		t.Errorf("Polish: the ace is lowest in the last trick: %v", got)
	}
	j, _ := Preset("danish-55")
	if got := j.Choices(); got[0].Code != "Joker" || len(got) != 14 {
		t.Errorf("55 cards: %v", got)
	}
	labels := map[string]bool{}
	for _, s := range []Status{Alive, SecondLife, Out, Beyond} {
		l := s.Label()
		if l.IsZero() || labels[l.String()] {
			t.Errorf("label of %d: %+v", s, l)
		}
		labels[l.String()] = true
	}
}

func TestRecompute(t *testing.T) {
	cfg := []byte(`{"rules":{"preset":"danish"},"players":["x"],"first_dealer":1}`)
	entries := [][]byte{
		[]byte(`{"kind":"trick","plays":[{"seat":2,"card":"K"},{"seat":0,"card":"5"},{"seat":1,"card":"K"}]}`),
		[]byte(`{"kind":"quick","loser":0,"card":"D","matched":[2]}`),
	}
	sum, err := Recompute(cfg, []string{"Anna", "Bo", "Cai"}, entries)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Lines) != 3 || sum.Lines[1].Values[0] != "13" || sum.Lines[0].Values[0] != "12" || sum.Lines[2].Values[0] != "0" {
		t.Errorf("summary %+v", sum)
	}
	if sum.Over || len(sum.Columns) != 2 || !strings.Contains(sum.Note.String(), "Deal 3: Anna deals 7 cards, Bo leads.") {
		t.Errorf("summary %+v", sum)
	}
	bad := append(entries, []byte(`{"kind":"quick","card":"K","extra":true}`))
	var ee *scoring.EntryError
	if _, err := Recompute(cfg, []string{"Anna", "Bo", "Cai"}, bad); !errors.As(err, &ee) || ee.Index != 2 {
		t.Errorf("bad entry: %v", err)
	}
	if _, err := Recompute([]byte(`{`), []string{"Anna", "Bo"}, nil); err == nil {
		t.Error("bad config accepted")
	}
	if _, err := Recompute(cfg, []string{"Anna"}, nil); err == nil {
		t.Error("one player accepted")
	}
	g := Game{Rules: Danish(), Players: []string{"Anna", "Bo"}, FirstDealer: 1}
	b, _ := json.Marshal(g)
	var back Game
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, g) || !strings.Contains(string(b), `"first_dealer":1`) {
		t.Errorf("Game JSON %s -> %+v, %v", b, back, err)
	}
}

func TestDecodeEntry(t *testing.T) {
	for _, c := range []struct {
		in    string
		field string
	}{
		{`{"kind":"trick","plays":[{"seat":0,"card":"5"}]}`, ""},
		{`{"kind":"rebuy","seat":0}`, ""},
		{`{"kind":"kontra"}`, ""},
		{`{"kind":"quick","loser":1,"card":"♣6","matched":[0]}`, ""},
		{`{"kind":"trick"}`, "plays"},
		{`{"kind":"trick","plays":[{"seat":0,"card":"11"}]}`, "plays[0].card"},
		{`{"kind":"trick","plays":[{"seat":-1,"card":"5"}]}`, "plays[0].seat"},
		{`{"kind":"quick","card":"5","matched":[-2]}`, "matched"},
		{`{"kind":"quick"}`, "card"},
		{`{"kind":"quick","card":"5","plays":[{"seat":0,"card":"5"}]}`, "plays"},
		{`{"kind":"rebuy"}`, "seat"},
		{`{"kind":"rebuy","seat":1,"card":"K"}`, "card"},
		{`{"kind":"kontra","doubled":[1]}`, "doubled"},
		{`{"kind":"trick","plays":[{"seat":0,"card":"5"}],"seat":1}`, "seat"},
		{`{"kind":"bid"}`, "kind"},
		{`{"kind":"trick","plays":[{"seat":0,"card":"5"}],"x":1}`, "entry"},
		{`{"kind":"kontra"} {"kind":"kontra"}`, "entry"},
		{`nonsense`, "entry"},
	} {
		_, err := DecodeEntry([]byte(c.in))
		var fe *msg.FieldError
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.in, err)
		case c.field != "" && (!errors.As(err, &fe) || fe.Field != c.field):
			t.Errorf("%s: want an error on %s, got %v", c.in, c.field, err)
		}
	}
}
