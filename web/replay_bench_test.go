package web

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"schreiber/scoring/replay"
)

// longGames are the benchmarks' games, one of every kind with up to 500
// entries (a Hurrican game ends sooner), made once.
var longGames = sync.OnceValue(func() map[string]randomGame {
	out := map[string]randomGame{}
	for _, k := range kinds {
		g, err := k.Random(14, 500)
		if err != nil && !errors.Is(err, replay.ErrShort) {
			panic(err)
		}
		out[k.Name] = randomGame{kind: k, config: g.Config, players: g.Players, entries: g.Entries}
	}
	return out
})

// BenchmarkReplay replays a stored game of every kind at 50, 200 and 500
// entries, as a page that misses the standings cache does: decode the
// config and every entry, replay, and name the last step.
func BenchmarkReplay(b *testing.B) {
	games := longGames()
	for _, k := range kinds {
		g := games[k.Name]
		for _, n := range []int{50, 200, 500} {
			if n > len(g.entries) {
				continue
			}
			b.Run(fmt.Sprintf("%s/%d", k.Name, n), func(b *testing.B) {
				entries := g.entries[:n]
				b.ReportAllocs()
				for b.Loop() {
					t, err := k.Table(g.config, g.players, entries)
					if err != nil || t.Broken() != nil {
						b.Fatal(err, t.Broken())
					}
				}
			})
		}
	}
}
