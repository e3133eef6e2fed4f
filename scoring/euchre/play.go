package euchre

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// play is how a long game of Euchre is played at random (see replay.Play).
// A game of Euchre ends at its target after a few dozen hands; passed
// hands (everyone passed twice, the cards are thrown in) keep it going.
var play = replay.Play{
	Players: 4,
	Next: func(rng *rand.Rand, i int) []any {
		pass := map[string]any{"kind": "pass"}
		if rng.IntN(8) > 0 {
			return []any{pass}
		}
		hand := map[string]any{"kind": "hand", "maker": rng.IntN(4), "tricks": []int{0, 3, 4, 5}[rng.IntN(4)], "alone": rng.IntN(6) == 0}
		return []any{hand, pass}
	},
}
