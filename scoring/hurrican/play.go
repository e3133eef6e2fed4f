package hurrican

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// play is how a long game of Hurrican is played at random (see replay.Play).
// Played to 200 points, the most the rules allow, with deals as even as
// they can be and a Hurrican swept before one count in two, it lasts some
// 400 entries.
var play = replay.Play{
	Rules:   `"target":200,"double_below":0`,
	Players: 2,
	Next: func(rng *rand.Rand, i int) []any {
		deal := func(seven, h0, h1 int) map[string]any {
			return map[string]any{"kind": "deal", "cards": []int{20, 20}, "hearts": []int{5, 5}, "seven_of_hearts": seven,
				"best": []map[string]string{{"clubs": "7", "spades": "6", "hearts": "7", "diamonds": "6"},
					{"clubs": "6", "spades": "7", "hearts": "6", "diamonds": "7"}},
				"hurricans": []int{h0, h1}}
		}
		seven := i % 2
		// A Hurrican is swept before one count in two, about as often as
		// tables sweep one.
		if rng.IntN(2) == 0 {
			return []any{map[string]any{"kind": "hurrican", "seat": rng.IntN(2)}, deal(seven, 0, 0), deal(1-seven, 0, 0)}
		}
		return []any{deal(seven, 0, 0), deal(1-seven, 0, 0)}
	},
}
