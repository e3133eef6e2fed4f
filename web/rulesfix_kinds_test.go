package web

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"schreiber/db"
	"schreiber/scoring"
	"schreiber/scoring/games"
)

// corrected returns a stored config with some of its rules changed, as
// the kind's setup checks a correction.
func corrected(t *testing.T, k games.Kind, config []byte, players int, change map[string]any) []byte {
	t.Helper()
	var c struct {
		Rules       map[string]any `json:"rules"`
		FirstDealer int            `json:"first_dealer"`
	}
	if err := json.Unmarshal(config, &c); err != nil {
		t.Fatal(err)
	}
	if p, ok := change["preset"].(string); ok {
		rules, ok := k.Setup.PresetRules(p)
		if !ok {
			t.Fatalf("no preset %q", p)
		}
		c.Rules = nil
		if err := json.Unmarshal(rules, &c.Rules); err != nil {
			t.Fatal(err)
		}
	}
	for name, v := range change {
		c.Rules[name] = v
	}
	rules, _ := json.Marshal(c.Rules)
	out, err := k.Setup.NewGame(rules, players, c.FirstDealer)
	if err != nil {
		t.Fatalf("the corrected rules %v: %v", change, err)
	}
	return out
}

// Every kind, corrected for the whole game: what the correction does to
// a game from the kind's own test files, told as each line's score and
// the game's end, or the first entry that no longer fits.
func TestRulesCorrectionScenarios(t *testing.T) {
	t.Parallel()
	quick := func(seat, card string) string { return `{"kind":"quick","loser":` + seat + `,"card":"` + card + `"}` }
	agurk := seedGame{kind: "gurke", config: `{"rules":{"preset":"danish"},"first_dealer":0}`, seats: []string{"Anna", "Bo", "Cai"},
		entries: []string{quick("0", "K"), quick("1", "9"), quick("2", "Q"), quick("0", "Q")}}
	cases := []struct {
		name   string
		game   seedGame
		change map[string]any
		now    []string // every line's score before
		then   []string // and after the correction; nil when refused
		over   [2]bool  // over by the rules before and after (after: ignored when refused)
		refuse int      // the entry (from 1) that no longer fits; 0 for none
	}{
		{name: "Agurk corrected to Swedish Gurka", game: agurk, change: map[string]any{"preset": "swedish"}, now: []string{"12", "9", "12"}, then: []string{"25", "9", "12"}},
		{name: "Agurk corrected to first over 21 loses", game: agurk, change: map[string]any{"preset": "danish-sudden"}, now: []string{"12", "9", "12"}, then: []string{"25", "9", "12"}, over: [2]bool{false, true}},
		{name: "Hurrican to a higher target", game: fileGame(t, "hurrican", "../scoring/hurrican/testdata/games/two_players.json"),
			change: map[string]any{"target": 30}, now: []string{"16", "13"}, then: []string{"16", "13"}, over: [2]bool{true, false}},
		{name: "Hurrican to a lower target", game: fileGame(t, "hurrican", "../scoring/hurrican/testdata/games/two_players.json"),
			change: map[string]any{"target": 12, "double_below": 6}, now: []string{"16", "13"}, over: [2]bool{true, false}, refuse: 9},
		{name: "Euchre to ten points", game: fileGame(t, "euchre", "../scoring/euchre/testdata/games/five.json"),
			change: map[string]any{"target": 10}, now: []string{"3", "6"}, then: []string{"3", "6"}, over: [2]bool{true, false}},
		{name: "Euchre to seven points", game: fileGame(t, "euchre", "../scoring/euchre/testdata/games/five.json"),
			change: map[string]any{"target": 7}, now: []string{"3", "6"}, then: []string{"3", "6"}, over: [2]bool{true, false}},
		{name: "Durak teams to two losses", game: fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json"),
			change: map[string]any{"loss_limit": 2}, now: []string{"1", "3"}, over: [2]bool{true, false}, refuse: 4},
		{name: "Durak teams to five losses", game: fileGame(t, "durak", "../scoring/durak/testdata/teams_game.json"),
			change: map[string]any{"loss_limit": 5}, now: []string{"1", "3"}, then: []string{"1", "3"}, over: [2]bool{true, false}},
		{name: "Doppelkopf at home without Bock rounds", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-every-home-rule_game.json"),
			change: map[string]any{"bock": false}, now: []string{"17", "59", "-43", "-33"}, over: [2]bool{true, false}, refuse: 6},
		{name: "Doppelkopf at home to four deals", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-home_game.json"),
			change: map[string]any{"deals": 4}, now: []string{"-54", "-14", "26", "42"}, over: [2]bool{true, false}, refuse: 6},
		{name: "Tripelkopf to three deals", game: fileGame(t, "tupelkopf", "../scoring/tupelkopf/testdata/tripelkopf_game.json"),
			change: map[string]any{"deals": 3}, now: []string{"-19", "24", "17", "3", "2", "-27"}, over: [2]bool{true, false}, refuse: 4},
		{name: "Tripelkopf netted", game: fileGame(t, "tupelkopf", "../scoring/tupelkopf/testdata/tripelkopf_game.json"),
			change: map[string]any{"tally": "net"}, now: []string{"-19", "24", "17", "3", "2", "-27"}, then: []string{"-19", "24", "17", "3", "2", "-27"}, over: [2]bool{true, true}},
		{name: "Doppelkopf at home with a solo bonus", game: fileGame(t, "doppelkopf", "../scoring/tupelkopf/testdata/doppelkopf-home_game.json"),
			change: map[string]any{"solo_bonus": 2}, now: []string{"-54", "-14", "26", "42"}, then: []string{"-62", "-22", "18", "66"}, over: [2]bool{true, true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			kind := games.Canonical(c.game.kind, []byte(c.game.config))
			k, ok := games.Lookup(kind)
			if !ok {
				t.Fatalf("no kind %q", kind)
			}
			fixed := corrected(t, k, []byte(c.game.config), len(c.game.seats), c.change)
			before := replayLog(t, k, c.game.config, c.game.seats, playedLog(c.game.entries))
			after := replayLog(t, k, c.game.config, c.game.seats, playedLog(append(slices.Clone(c.game.entries), db.HouseRules(string(fixed)))))
			var ee *scoring.EntryError
			refused := 0
			if err := after.Broken(); errors.As(err, &ee) {
				refused = ee.Index + 1
			} else if err != nil {
				t.Fatal(err)
			}
			if got := lineScores(before); !slices.Equal(got, c.now) {
				t.Errorf("now %v, want %v", got, c.now)
			}
			if refused != c.refuse {
				t.Fatalf("entry %d no longer fits, want %d (%v)", refused, c.refuse, after.Broken())
			}
			if before.Summary().Over != c.over[0] {
				t.Errorf("over now: %v, want %v", before.Summary().Over, c.over[0])
			}
			if refused != 0 {
				return
			}
			if got := lineScores(after); !slices.Equal(got, c.then) {
				t.Errorf("corrected %v, want %v", got, c.then)
			}
			if after.Summary().Over != c.over[1] {
				t.Errorf("over corrected: %v, want %v", after.Summary().Over, c.over[1])
			}
		})
	}
}

func lineScores(t interface{ Summary() scoring.Summary }) []string {
	var out []string
	for _, l := range t.Summary().Lines {
		out = append(out, l.Values[0])
	}
	return out
}
