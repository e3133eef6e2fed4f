package tupelkopf

import (
	"math/rand/v2"

	"schreiber/scoring/replay"
)

// doppelkopfPlay is how a long game of Doppelkopf is played at random (see
// replay.Play): by the DDV's points with Bock rounds and no end, deals
// entered in full and fast, solos among them.
var doppelkopfPlay = replay.Play{
	Rules:   `"deals":0,"pflichtsolo":false,"bock":true,"bock_tie":true,"bock_lost_call":true,"bock_solo_lost":true`,
	Players: 4,
	Next: func(rng *rand.Rand, i int) []any {
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
	},
}
