package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
)

// BenchmarkRulesPreview previews a correction of the house rules of a game
// of every kind with 200 entries through the page, as a scorer's tap
// does: the game from the standings cache, replayed once more under the
// other preset (the first whose replay the entries fit), and the page.
func BenchmarkRulesPreview(b *testing.B) {
	app := newTestApp(b)
	d := app.device(b)
	group := location(b, d.post("/groups", url.Values{"name": {"Bench"}, "players": {"P1\nP2\nP3\nP4\nP5\nP6"}}))
	for _, k := range kinds {
		g := longGames()[k.Name]
		n := min(200, len(g.entries))
		var first struct {
			FirstDealer int `json:"first_dealer"`
		}
		json.Unmarshal(g.config, &first)
		preset := ""
		for _, p := range k.Setup.Presets {
			rules, _ := k.Setup.PresetRules(p)
			other, err := k.Setup.NewGame(rules, len(g.players), first.FirstDealer)
			if err != nil || sameJSON(other, g.config) {
				continue
			}
			if t, err := k.Table(other, g.players, g.entries[:n]); err == nil && t.Broken() == nil {
				preset = p
				break
			}
		}
		if preset == "" {
			continue
		}
		seed := seedGame{kind: k.Name, config: string(g.config), seats: g.players}
		for _, e := range g.entries[:n] {
			seed.entries = append(seed.entries, string(e))
		}
		_, ids := seedEvening(b, app.store, lastSegment(group), "2026-11-20", "", []seedGame{seed})
		game := group + "/games/" + ids[0]
		d.get(game)
		b.Run(k.Name+"/"+preset, func(b *testing.B) {
			form := url.Values{"preset": {preset}, "_csrf": {d.csrf()}}
			for b.Loop() {
				if p := d.post(game+"/rules", form); p.status != http.StatusOK {
					b.Fatalf("%d %.300s", p.status, p.body)
				}
			}
		})
	}
}
