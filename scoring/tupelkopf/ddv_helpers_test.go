package tupelkopf

import (
	"fmt"
	"testing"
)

// ddvRules are the DDV points without Pflichtsoli or an end, so that single
// deals can be scored on their own.
var ddvRules = Rules{Scoring: ScoringDDV, Tally: TallyNet, Share: ShareCarry}

// ddvGame returns a DDV game of four (or five) players A, B, C, … with seat
// 0 dealing first.
func ddvGame(players int, r Rules) Game {
	g := Game{Rules: r}
	for i := range players {
		g.Players = append(g.Players, string(rune('A'+i)))
	}
	return g
}

// items writes a result's items as "rule:points" in order; an Anderen item
// is marked with a leading "K " (Kontra).
func items(r Result) []string {
	var out []string
	for _, it := range r.Items {
		prefix := ""
		if it.Party == Anderen {
			prefix = "K "
		}
		out = append(out, fmt.Sprintf("%s%s:%d", prefix, it.Rule, it.Bunkte))
	}
	return out
}

// replayOne scores a single deal and fails the test on an error; an entry
// without a kind is a deal entered in full.
func replayOne(t *testing.T, g Game, e Entry) Step {
	t.Helper()
	if e.Kind == "" {
		e.Kind = KindDeal
	}
	_, steps, err := Replay(g, []Entry{e})
	if err != nil {
		t.Fatal(err)
	}
	return steps[0]
}
