// Package games lists every kind of game Schreiber keeps score for and
// recomputes a stored game of any kind through its scoring package.
package games

import (
	"fmt"

	"schreiber/scoring"
	"schreiber/scoring/durak"
	"schreiber/scoring/euchre"
	"schreiber/scoring/gurke"
	"schreiber/scoring/hurrican"
	"schreiber/scoring/tupelkopf"
)

// Kind is one kind of game.
type Kind struct {
	Name      string          // the stored kind, e.g. "gurke"
	Title     scoring.Text    // its name for people
	Presets   func() []string // the named house rules, in the order a table should see them
	Recompute func(config []byte, players []string, entries [][]byte) (scoring.Summary, error)
}

var kinds = []Kind{
	{Name: "gurke", Title: scoring.T("Gurke"), Presets: gurke.PresetNames, Recompute: gurke.Recompute},
	{Name: "hurrican", Title: scoring.T("Hurrican"), Presets: hurrican.PresetNames, Recompute: hurrican.Recompute},
	{Name: "euchre", Title: scoring.T("Euchre"), Presets: euchre.PresetNames, Recompute: euchre.Recompute},
	{Name: "durak", Title: scoring.T("Durak"), Presets: durak.PresetNames, Recompute: durak.Recompute},
	{Name: "tupelkopf", Title: scoring.T("Tupelkopf"), Presets: tupelkopf.TupelkopfPresets, Recompute: tupelkopf.Recompute},
	{Name: "doppelkopf", Title: scoring.T("Doppelkopf"), Presets: tupelkopf.DoppelkopfPresets, Recompute: tupelkopf.Recompute},
}

// Canonical returns the kind a game is stored under today. Doppelkopf
// scored by the DDV's rules was once stored as a game of Tupelkopf, and
// files exported then still say so: such a game is Doppelkopf.
func Canonical(kind string, config []byte) string {
	if kind != "tupelkopf" {
		return kind
	}
	if g, err := tupelkopf.Engine.DecodeGame(config); err == nil && g.Rules.DDV() {
		return "doppelkopf"
	}
	return kind
}

// All returns every kind in the order a table should see them.
func All() []Kind { return kinds }

// Lookup returns the kind with the given name.
func Lookup(name string) (Kind, bool) {
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// Recompute replays a stored game of any kind into its summary.
func Recompute(kind string, config []byte, players []string, entries [][]byte) (scoring.Summary, error) {
	k, ok := Lookup(kind)
	if !ok {
		return scoring.Summary{}, fmt.Errorf("unknown kind of game %q", kind)
	}
	return k.Recompute(config, players, entries)
}
