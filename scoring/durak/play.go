package durak

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// play is how a long game of Durak is played at random (see replay.Play).
var play = replay.Play{
	Rules:   `"loss_limit":0,"deals":0`,
	Players: 3,
	Next: func(rng *rand.Rand, i int) []any {
		if rng.IntN(10) == 0 {
			return []any{map[string]any{"kind": "draw"}, map[string]any{"kind": "draw", "attacker": rng.IntN(3)}}
		}
		durak := rng.IntN(3)
		return []any{map[string]any{"kind": "durak", "durak": durak},
			map[string]any{"kind": "durak", "durak": durak, "attacker": (durak + 1) % 3}}
	},
}
