package gurke

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// play is how a long game of Gurke is played at random (see replay.Play).
// Everyone matches the loser's low card, so nobody nears the limit.
var play = replay.Play{
	Players: 4,
	Next: func(rng *rand.Rand, i int) []any {
		loser := rng.IntN(4)
		var matched []int
		for s := range 4 {
			if s != loser {
				matched = append(matched, s)
			}
		}
		card := []string{"2", "3", "4"}[rng.IntN(3)]
		return []any{map[string]any{"kind": "quick", "loser": loser, "card": card, "matched": matched}}
	},
}
