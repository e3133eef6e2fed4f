package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"schreiber/db"
	"schreiber/scoring/gurke"
	"schreiber/views"
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

// BenchmarkDealEntry posts one entry through the real router, as a phone
// with htmx does, to a game of each kind of 200 to 300 entries: the
// form that would enter the recipe's next entry again (the table's Form,
// as a correction fills it), so that every kind's form, replay and panel
// are measured; a Hurrican tapped is posted by its button's form. An entry
// no form enters is stored directly, outside the timing. Besides the time
// it reports the CPU time a request costs (cpu-ns/op, every thread of the
// process while requests run, the test's client included): the time waits
// for the disk and shares the machine, the CPU time does neither.
func BenchmarkDealEntry(b *testing.B) {
	for _, k := range kinds {
		b.Run(k.Name, func(b *testing.B) { benchDealEntry(b, k) })
	}
}

func benchDealEntry(b *testing.B, k views.Kind) {
	// A game that has run its course takes no more entries, so the entries
	// go to games of 200 to 300 entries, a fresh one every 100.
	const stored, room = 200, 100
	var cpu time.Duration
	defer func() { b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op") }()
	app := newTestApp(b)
	d := app.device(b)
	group := location(b, d.post("/groups", url.Values{"name": {"Bench"}}))
	token := d.csrf()
	b.ResetTimer()
	for done, round := 0, uint64(0); done < b.N; round++ {
		b.StopTimer()
		n := min(room, b.N-done)
		rg := newRandomGame(b, k, 5+round, stored+n)
		seed := seedGame{kind: k.Name, config: string(rg.config), seats: rg.players}
		for _, e := range rg.entries[:stored] {
			seed.entries = append(seed.entries, string(e))
		}
		_, ids := seedEvening(b, app.store, group[strings.LastIndex(group, "/")+1:], "2026-11-28", "", []seedGame{seed})
		game := group + "/games/" + ids[0]
		// The forms, each filled on the table before its entry.
		at, err := k.Table(rg.config, rg.players, rg.entries[:stored])
		if err != nil {
			b.Fatal(err)
		}
		forms := make([]url.Values, n)
		for i := range forms {
			forms[i], _ = views.FormOf(at, rg.entries[stored+i])
			if at, _ = k.With(at, rg.entries[stored+i]); at == nil || at.Broken() != nil {
				b.Fatalf("%s: entry %d does not replay", k.Name, stored+i)
			}
		}
		ctx, seq := context.Background(), stored
		b.StartTimer()
		for i, form := range forms {
			if form == nil {
				b.StopTimer()
				if _, err := app.store.Append(ctx, ids[0], db.NewRecord{Action: db.Add, Payload: string(rg.entries[stored+i]), Device: "bench", AfterSeq: seq}); err != nil {
					b.Fatal(err)
				}
				seq++
				b.StartTimer()
				continue
			}
			form.Set("_csrf", token)
			form.Set("nonce", db.NewID())
			form.Set("after", fmt.Sprint(seq))
			start := processCPU()
			p := d.post(game+"/entries", form, "HX-Request", "true")
			cpu += processCPU() - start
			if p.status != http.StatusOK {
				b.Fatalf("%s entry %d: %d %.300s", k.Name, stored+i, p.status, p.body)
			}
			seq++
		}
		done += n
	}
}
