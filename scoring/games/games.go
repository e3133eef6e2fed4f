// Package games lists every kind of game Schreiber keeps score for, in the
// order a table sees them, and replays a stored game of any kind through
// its scoring package. Everything that asks what a game is — the pages,
// the statistics, the ledger, the exports, imports and `schreiber score` —
// asks here; views/games pairs each kind with how its pages draw it.
package games

import (
	"errors"
	"fmt"

	"schreiber/scoring"
	"schreiber/scoring/durak"
	"schreiber/scoring/euchre"
	"schreiber/scoring/gurke"
	"schreiber/scoring/hurrican"
	"schreiber/scoring/replay"
	"schreiber/scoring/tupelkopf"
)

// Kind is one kind of game.
type Kind = replay.Kind

// kinds are the kinds of game, in the order a table sees them.
var kinds = []Kind{
	gurke.Kind,
	hurrican.Kind,
	euchre.Kind,
	tupelkopf.DoppelkopfKind,
	tupelkopf.Kind,
	durak.Kind,
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

// ErrUnknownKind is returned for a game of a kind Schreiber does not know.
var ErrUnknownKind = errors.New("unknown kind of game")

// Replay replays a stored game of any kind. Only an unknown kind or a
// config that cannot be read is an error; entries that do not replay are
// the Table's Broken.
func Replay(kind string, config []byte, players []string, entries [][]byte) (replay.Table, error) {
	k, ok := Lookup(kind)
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownKind, kind)
	}
	return k.Replay(config, players, entries)
}

// Recompute replays a stored game of any kind into its summary. A bad
// entry comes back as an *scoring.EntryError.
func Recompute(kind string, config []byte, players []string, entries [][]byte) (scoring.Summary, error) {
	t, err := Replay(kind, config, players, entries)
	if err != nil {
		return scoring.Summary{}, err
	}
	if err := t.Broken(); err != nil {
		return scoring.Summary{}, err
	}
	return t.Summary(), nil
}
