package web

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"schreiber/db"
	"schreiber/scoring/games"
	"schreiber/scoring/replay"
)

// playedLog is a stored game's log as the app writes it: one add for
// every payload, in order.
func playedLog(payloads []string) []db.Record {
	log := make([]db.Record, len(payloads))
	for i, p := range payloads {
		log[i] = db.Record{ID: fmt.Sprintf("r%d", i+1), Seq: i + 1, Action: db.Add, Payload: p}
	}
	return log
}

// replayLog replays a kind's game from its log as every reader of a log
// does: the config the corrections leave, the deals that count.
func replayLog(t *testing.T, k games.Kind, config string, players []string, log []db.Record) replay.Table {
	t.Helper()
	deals, _, now, _ := db.Replayable(log, config)
	tb, err := k.Replay([]byte(now), players, payloads(deals))
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// sameStandings says how two replays of a game differ, or "" if they do
// not: their summaries, their series and their results.
func sameStandings(a, b replay.Table) string {
	if !reflect.DeepEqual(a.Summary(), b.Summary()) {
		return fmt.Sprintf("summary %v, want %v", a.Summary(), b.Summary())
	}
	if !reflect.DeepEqual(a.Series().Rows, b.Series().Rows) {
		return "the series differ"
	}
	ra, oka := a.Result()
	rb, okb := b.Result()
	if oka != okb || !reflect.DeepEqual(ra, rb) {
		return fmt.Sprintf("result %v %v, want %v %v", ra, oka, rb, okb)
	}
	return ""
}

// A correction of the rules and one back again, wherever in the log they
// stand, leave the game as it was; a correction undone does too; and a
// corrected game stands as if it had been played under the corrected
// rules from its start.
func TestRulesCorrectedAndBackGiveTheSameStandings(t *testing.T) {
	t.Parallel()
	for _, k := range games.All() {
		t.Run(k.Name, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := k.Random(seed, 25)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 38))
				var first struct {
					FirstDealer int `json:"first_dealer"`
				}
				if err := json.Unmarshal(g.Config, &first); err != nil {
					t.Fatal(err)
				}
				var deals []string
				for _, e := range g.Entries {
					deals = append(deals, string(e))
				}
				original := replayLog(t, k, string(g.Config), g.Players, playedLog(deals))
				if original.Broken() != nil {
					t.Fatalf("seed %d: %v", seed, original.Broken())
				}
				tried := 0
				for _, preset := range k.Setup.Presets {
					rules, _ := k.Setup.PresetRules(preset)
					other, err := k.Setup.NewGame(rules, len(g.Players), first.FirstDealer)
					if err != nil || sameJSON(other, g.Config) {
						continue // a preset for other tables
					}
					tried++
					// There and back, at random places in the log.
					at := rng.IntN(len(deals) + 1)
					back := at + rng.IntN(len(deals)+1-at)
					log := slices.Clone(deals)
					log = slices.Insert(log, back, db.HouseRules(string(g.Config)))
					log = slices.Insert(log, at, db.HouseRules(string(other)))
					if why := sameStandings(replayLog(t, k, string(g.Config), g.Players, playedLog(log)), original); why != "" {
						t.Errorf("seed %d, %s and back at %d, %d: %s", seed, preset, at, back, why)
					}
					// A correction undone.
					undone := playedLog(slices.Insert(slices.Clone(deals), at, db.HouseRules(string(other))))
					undone = append(undone, db.Record{ID: "undo", Seq: len(undone) + 1, Action: db.Void, TargetID: fmt.Sprintf("r%d", at+1)})
					if why := sameStandings(replayLog(t, k, string(g.Config), g.Players, undone), original); why != "" {
						t.Errorf("seed %d, %s undone: %s", seed, preset, why)
					}
					// Corrected, the game stands as one played so from the start.
					corrected := replayLog(t, k, string(g.Config), g.Players,
						playedLog(slices.Insert(slices.Clone(deals), at, db.HouseRules(string(other)))))
					direct, err := k.Replay(other, g.Players, g.Entries)
					if err != nil {
						t.Fatal(err)
					}
					if (corrected.Broken() == nil) != (direct.Broken() == nil) {
						t.Errorf("seed %d, %s: broken %v, played so from the start %v", seed, preset, corrected.Broken(), direct.Broken())
					} else if corrected.Broken() == nil {
						if why := sameStandings(corrected, direct); why != "" {
							t.Errorf("seed %d, %s: %s", seed, preset, why)
						}
					}
				}
				if tried == 0 {
					t.Fatalf("no other preset fits a table of %d", len(g.Players))
				}
			}
		})
	}
}

// A change from the next deal on leaves the deals before it as they were
// played: every step before it says what it said without the change, the
// same rules back again from a later deal on change nothing, and a change
// from the next deal on to the rules the game has changes nothing either.
// A correction for the whole game after changes from the next deal on
// replaces them all.
func TestRulesFromTheNextDealKeepTheDealsPlayed(t *testing.T) {
	for _, k := range games.All() {
		t.Run(k.Name, func(t *testing.T) {
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := k.Random(seed, 25)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 39))
				var deals []string
				for _, e := range g.Entries {
					deals = append(deals, string(e))
				}
				original := replay.ExplainAll(replayLog(t, k, string(g.Config), g.Players, playedLog(deals)))
				// The same rules from a deal on.
				at := 1 + rng.IntN(len(deals))
				same := slices.Insert(slices.Clone(deals), at, db.HouseRulesFromNext(string(g.Config)))
				if why := sameStandings(replayLog(t, k, string(g.Config), g.Players, playedLog(same)), original); why != "" {
					t.Errorf("seed %d, the same rules from entry %d: %s", seed, at+1, why)
				}
				for _, preset := range k.Setup.Presets {
					rules, _ := k.Setup.PresetRules(preset)
					other, err := k.Setup.NewGame(rules, len(g.Players), firstDealer(string(g.Config)))
					if err != nil || sameJSON(other, g.Config) {
						continue
					}
					log := slices.Insert(slices.Clone(deals), at, db.HouseRulesFromNext(string(other)))
					changed := replay.ExplainAll(replayLog(t, k, string(g.Config), g.Players, playedLog(log)))
					steps, was := changed.Steps(), original.Steps()
					for i := 0; i < at && i < len(steps); i++ {
						if steps[i].Text.String() != was[i].Text.String() {
							t.Fatalf("seed %d, %s from entry %d: entry %d says %q, played it said %q", seed, preset, at+1, i+1, steps[i].Text, was[i].Text)
						}
					}
					if changed.Broken() == nil && len(steps) != len(deals) {
						t.Errorf("seed %d, %s: %d steps for %d entries", seed, preset, len(steps), len(deals))
					}
					// And back from a later deal on: the deals between keep
					// the other rules, the ones after have the game's again.
					back := at + rng.IntN(len(deals)+1-at)
					there := slices.Insert(slices.Clone(log), back+1, db.HouseRulesFromNext(string(g.Config)))
					if tb := replayLog(t, k, string(g.Config), g.Players, playedLog(there)); changed.Broken() == nil && tb.Broken() == nil {
						if got := tb.(replay.QuietTable).ExplainAll().Steps(); len(got) != len(deals) {
							t.Errorf("seed %d, %s and back: %d steps", seed, preset, len(got))
						}
					}
					// Corrected for the whole game afterwards: as if played so
					// from the start.
					whole := append(slices.Clone(there), db.HouseRules(string(other)))
					direct, err := k.Replay(other, g.Players, g.Entries)
					if err != nil {
						t.Fatal(err)
					}
					if tb := replayLog(t, k, string(g.Config), g.Players, playedLog(whole)); (tb.Broken() == nil) != (direct.Broken() == nil) {
						t.Errorf("seed %d, %s: broken %v, played so from the start %v", seed, preset, tb.Broken(), direct.Broken())
					} else if tb.Broken() == nil {
						if why := sameStandings(tb, direct); why != "" {
							t.Errorf("seed %d, %s for the whole game after changes from a deal on: %s", seed, preset, why)
						}
					}
				}
			}
		})
	}
}
