package tupelkopf

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// play is how a long game of Tupelkopf is played at random (see replay.Play).
var play = replay.Play{
	Rules:   `"deals":0`,
	Players: 4,
	Next: func(rng *rand.Rand, i int) []any {
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
	},
}
