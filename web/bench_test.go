package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/scoring/gurke"
)

// BenchmarkAddEntry measures the deal-entry request: parse the form, load
// and replay the game (200 deals and growing), validate, append, redirect.
func BenchmarkAddEntry(b *testing.B) {
	// A phone posts through htmx and gets the panel with the next form; a
	// browser without the script gets a redirect to the game page.
	b.Run("htmx", func(b *testing.B) { benchAddEntry(b, true) })
	b.Run("redirect", func(b *testing.B) { benchAddEntry(b, false) })
}

func benchAddEntry(b *testing.B, htmx bool) {
	app := newTestApp(b)
	d := app.device(b)
	players := []string{"Anna", "Bo", "Cai", "Dora"}
	group, game := newGame(b, d, players...)
	gameID := game[strings.LastIndex(game, "/")+1:]
	ctx := context.Background()
	// 200 deals in which all four play a 2 and everyone else gets it back:
	// scores stay low, so the game never ends.
	entry := func(i int) string {
		e := gurke.Entry{Kind: gurke.KindQuick, Loser: i % len(players), Card: "2"}
		for s := range players {
			if s != e.Loser {
				e.Matched = append(e.Matched, s)
			}
		}
		p, _ := json.Marshal(e)
		return string(p)
	}
	for i := 0; i < 200; i++ {
		if _, err := app.store.Append(ctx, gameID, db.NewRecord{Action: db.Add, Payload: entry(i), Device: "bench", AfterSeq: i}); err != nil {
			b.Fatal(err)
		}
	}
	_ = group
	token := d.csrf()
	want, headers := http.StatusSeeOther, []string(nil)
	if htmx {
		want, headers = http.StatusOK, []string{"HX-Request", "true"}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		form := url.Values{"_csrf": {token}, "mode": {"quick"}, "loser": {fmt.Sprint((200 + i) % len(players))}, "card": {"2"},
			"nonce": {db.NewID()}, "after": {fmt.Sprint(200 + i)}}
		for s := range players {
			if s != (200+i)%len(players) {
				form.Add("matched", fmt.Sprint(s))
			}
		}
		if p := d.post(game+"/entries", form, headers...); p.status != want {
			b.Fatalf("entry %d: %d %.300s", i, p.status, p.body)
		}
	}
}
