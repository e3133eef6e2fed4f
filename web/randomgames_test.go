package web

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"schreiber/views"
)

// randomGame is a game of one kind as stored: its config, its players and
// the payloads of its entries, every one of which replays and none of
// which ends the game.
type randomGame struct {
	kind    views.Kind
	config  []byte
	players []string
	entries [][]byte
}

// gameRecipe says how to set up a long game of a kind and which entries a
// table might report next, most interesting first.
type gameRecipe struct {
	rules      string // rules JSON on top of the kind's first preset
	players    int
	candidates func(rng *rand.Rand, i int) []any
}

var recipes = map[string]gameRecipe{
	// Everyone matches the loser's low card, so nobody nears the limit.
	"gurke": {players: 4, candidates: func(rng *rand.Rand, i int) []any {
		loser := rng.IntN(4)
		var matched []int
		for s := range 4 {
			if s != loser {
				matched = append(matched, s)
			}
		}
		card := []string{"2", "3", "4"}[rng.IntN(3)]
		return []any{map[string]any{"kind": "quick", "loser": loser, "card": card, "matched": matched}}
	}},
	// A game to 16 points ends after a few dozen deals whatever happens:
	// the recipe makes its deals as even as they can be.
	"hurrican": {players: 2, candidates: func(rng *rand.Rand, i int) []any {
		deal := func(seven, h0, h1 int) map[string]any {
			return map[string]any{"kind": "deal", "cards": []int{20, 20}, "hearts": []int{5, 5}, "seven_of_hearts": seven,
				"best": []map[string]string{{"clubs": "7", "spades": "6", "hearts": "7", "diamonds": "6"},
					{"clubs": "6", "spades": "7", "hearts": "6", "diamonds": "7"}},
				"hurricans": []int{h0, h1}}
		}
		seven := i % 2
		return []any{map[string]any{"kind": "hurrican", "seat": rng.IntN(2)}, deal(seven, 0, 0), deal(1-seven, 0, 0)}
	}},
	// A game of Euchre ends at its target after a few dozen hands; passed
	// hands (everyone passed twice, the cards are thrown in) keep it going.
	"euchre": {players: 4, candidates: func(rng *rand.Rand, i int) []any {
		pass := map[string]any{"kind": "pass"}
		if rng.IntN(8) > 0 {
			return []any{pass}
		}
		hand := map[string]any{"kind": "hand", "maker": rng.IntN(4), "tricks": []int{0, 3, 4, 5}[rng.IntN(4)], "alone": rng.IntN(6) == 0}
		return []any{hand, pass}
	}},
	"durak": {rules: `"loss_limit":0,"deals":0`, players: 3, candidates: func(rng *rand.Rand, i int) []any {
		if rng.IntN(10) == 0 {
			return []any{map[string]any{"kind": "draw"}, map[string]any{"kind": "draw", "attacker": rng.IntN(3)}}
		}
		durak := rng.IntN(3)
		return []any{map[string]any{"kind": "durak", "durak": durak},
			map[string]any{"kind": "durak", "durak": durak, "attacker": (durak + 1) % 3}}
	}},
	// Doppelkopf by the DDV's points with Bock rounds and no end: deals
	// entered in full and fast, solos among them.
	"doppelkopf": {rules: `"deals":0,"pflichtsolo":false,"bock":true,"bock_tie":true,"bock_lost_call":true,"bock_solo_lost":true`,
		players: 4, candidates: func(rng *rand.Rand, i int) []any {
			alten := rng.Perm(4)[:2]
			sunkte := []int{90, 120, 121, 151, 180, 200}[rng.IntN(6)]
			normal := map[string]any{"kind": "deal", "type": "normal", "alten": alten, "sunkte": sunkte}
			if rng.IntN(3) == 0 {
				normal["alten_call"] = "re"
			}
			fast := map[string]any{"kind": "fast", "winners": alten, "value": 1 + rng.IntN(5)}
			if rng.IntN(5) == 0 {
				fast["winners"] = alten[:1]
			}
			solo := map[string]any{"kind": "deal", "type": "damensolo", "alten": alten[:1], "sunkte": sunkte}
			switch rng.IntN(6) {
			case 0:
				return []any{solo, normal}
			case 1, 2:
				return []any{fast, normal}
			}
			return []any{normal}
		}},
	"tupelkopf": {rules: `"deals":0`, players: 4, candidates: func(rng *rand.Rand, i int) []any {
		alten := rng.Perm(4)[:2]
		sunkte := []int{90, 121, 130, 151, 180, 200}[rng.IntN(6)]
		normal := map[string]any{"kind": "deal", "type": "normal", "alten": alten, "sunkte": sunkte}
		if rng.IntN(3) == 0 {
			normal["alten_call"] = "re"
		}
		solo := map[string]any{"kind": "deal", "type": "trumpfsolo", "alten": alten[:1], "sunkte": sunkte}
		if rng.IntN(6) == 0 {
			return []any{solo, normal}
		}
		return []any{normal}
	}},
}

// newRandomGame makes a game of the kind with up to n entries: each one the
// first of the recipe's candidates that replays without ending the game.
// Only Hurrican stops short, since its games cannot last.
func newRandomGame(tb testing.TB, k views.Kind, seed uint64, n int) randomGame {
	tb.Helper()
	return newRandomGameWith(tb, k, seed, n, "")
}

// newRandomGameWith is newRandomGame with more rules (JSON members, e.g.
// `"target":200`) on top of the recipe's.
func newRandomGameWith(tb testing.TB, k views.Kind, seed uint64, n int, more string) randomGame {
	tb.Helper()
	r, ok := recipes[k.Name]
	if !ok {
		tb.Fatalf("no recipe for %s", k.Name)
	}
	rules, _ := k.Setup.PresetRules(k.Setup.Presets[0])
	for _, add := range []string{r.rules, more} {
		if add != "" {
			rules = append(append(rules[:len(rules)-1], ','), add+"}"...)
		}
	}
	config, err := k.Setup.NewGame(rules, r.players, 0)
	if err != nil {
		tb.Fatalf("%s: %v", k.Name, err)
	}
	g := randomGame{kind: k, config: config}
	for i := range r.players {
		g.players = append(g.players, fmt.Sprintf("P%d", i+1))
	}
	rng := rand.New(rand.NewPCG(seed, uint64(len(k.Name))))
	misses := 0
	at, err := k.Table(g.config, g.players, nil)
	if err != nil {
		tb.Fatal(err)
	}
	for i := 0; len(g.entries) < n && misses < 20; i++ {
		found := false
		for _, c := range r.candidates(rng, i) {
			b, err := json.Marshal(c)
			if err != nil {
				tb.Fatal(err)
			}
			t, ok := k.With(at, b)
			if !ok {
				tb.Fatalf("%s: the game stopped replaying", k.Name)
			}
			if t.Broken() == nil && !t.Summary().Over {
				g.entries, found, at = append(g.entries, b), true, t
				break
			}
		}
		if found {
			misses = 0
		} else {
			misses++
		}
	}
	if len(g.entries) < n && k.Name != "hurrican" {
		tb.Fatalf("%s: only %d of %d entries", k.Name, len(g.entries), n)
	}
	return g
}

// TestRandomGamesReplay checks the recipes: their games are long, and
// every entry counts.
func TestRandomGamesReplay(t *testing.T) {
	for _, k := range kinds {
		g := newRandomGame(t, k, 1, 60)
		tb, err := k.Table(g.config, g.players, g.entries)
		if err != nil || tb.Broken() != nil {
			t.Fatalf("%s: %v %v", k.Name, err, tb.Broken())
		}
		if len(tb.Steps()) != len(g.entries) || len(g.entries) < 20 {
			t.Fatalf("%s: %d entries, %d steps", k.Name, len(g.entries), len(tb.Steps()))
		}
		t.Logf("%s: %d entries", k.Name, len(g.entries))
	}
}
