package web

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"schreiber/db"
)

// benchGames are the five games of every evening of the benchmark's group,
// games of each kind at the length a table plays them: Kurko to the
// limit (6 deals), Hurrican with four in partners (7 entries), Euchre by
// the rubber (16 hands), Durak in a series (5 deals) that the table ends
// there, and a DDV tournament table of Doppelkopf (25 deals).
func benchGames(b *testing.B) []seedGame {
	all := fiveGames(b)
	// A series without a loss limit counts once the table finishes it.
	durak := fileGame(b, "durak", "../scoring/durak/testdata/classic_game.json")
	durak.entries = append(durak.entries, db.Finished)
	return []seedGame{
		all[0],
		fileGame(b, "hurrican", "../scoring/hurrican/testdata/games/four_partners.json"),
		fileGame(b, "euchre", "../scoring/euchre/testdata/games/rubber.json"),
		durak,
		fileGame(b, "doppelkopf", "../scoring/tupelkopf/testdata/ddv-tournament_game.json"),
	}
}

// benchGroup stores a group of 1,000 evenings of five games each, eight
// players taking turns at the table, in one import through the Store.
func benchGroup(b *testing.B, app *testApp, d *device) string {
	b.Helper()
	pool := []string{"Anna", "Bo", "Carl", "Dora", "Emil", "Fritzi", "Gustav", "Hanne"}
	group := location(b, d.post("/groups", map[string][]string{"name": {"Bench"}, "players": {strings.Join(pool, "\n")}}))
	var evenings []db.EveningImport
	games := benchGames(b)
	seat := map[string]int{"Anna": 0, "Bo": 1, "Carl": 2, "Dora": 3}
	for e := range 1000 {
		ev := db.EveningImport{HeldOn: fmt.Sprintf("%04d-%02d-%02d", 2020+e/300, 1+e/25%12, 1+e%25)}
		for _, g := range games {
			gi := db.GameImport{Kind: g.kind, Config: g.config, CreatedAt: "2026-01-01T20:00:00Z"}
			for _, name := range g.seats {
				gi.Seats = append(gi.Seats, pool[(seat[name]+e)%len(pool)])
			}
			for i, p := range g.entries {
				gi.Log = append(gi.Log, db.Record{ID: fmt.Sprint(i), Action: db.Add, Payload: p, Device: "bench", CreatedAt: gi.CreatedAt})
			}
			ev.Games = append(ev.Games, gi)
		}
		evenings = append(evenings, ev)
	}
	if err := app.store.ImportGroup(context.Background(), group[strings.LastIndex(group, "/")+1:], db.GroupImport{Evenings: evenings}); err != nil {
		b.Fatal(err)
	}
	return group
}

// BenchmarkGroupStats measures the group statistics page of 1,000
// evenings of five games through the real router, once every game's
// result is kept (the CSV, which waits for them, works them all out).
func BenchmarkGroupStats(b *testing.B) {
	app := newTestApp(b)
	d := app.device(b)
	group := benchGroup(b, app, d)
	if p := d.get(group + "/stats/csv"); p.status != http.StatusOK {
		b.Fatalf("stats CSV: %d", p.status)
	}
	if p := d.get(group + "/stats"); p.status != http.StatusOK || fact(p, "games-counted") != "5000" {
		b.Fatalf("stats: %d, %q games", p.status, fact(p, "games-counted"))
	}
	for _, query := range []string{"", "?kind=tupelkopf&from=2021-01-01&to=2022-12-31"} {
		name := "all"
		if query != "" {
			name = "filtered"
		}
		b.Run(name, func(b *testing.B) {
			for range b.N {
				if p := d.get(group + "/stats" + query); p.status != http.StatusOK {
					b.Fatalf("stats: %d", p.status)
				}
			}
		})
	}
}

// BenchmarkGroupStatsRebuild measures the same page as the first request
// after every kept result was dropped: it starts the group's run, which
// replays all 5,000 games in the background, waits for it no longer than
// a page may, and answers with what is ready. Between requests (not
// timed) the run is waited for; how long it took from the request on is
// reported as s/complete.
func BenchmarkGroupStatsRebuild(b *testing.B) {
	app, srv := newStatsApp(b, nil, LiveConfig{})
	d := app.device(b)
	group := benchGroup(b, app, d)
	var complete time.Duration
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		if err := app.store.DropResults(context.Background()); err != nil {
			b.Fatal(err)
		}
		asked := time.Now()
		b.StartTimer()
		p := d.get(group + "/stats")
		b.StopTimer()
		if p.status != http.StatusOK || len(byTestID(p.doc, "results-pending")) == 0 && fact(p, "games-counted") != "5000" {
			b.Fatalf("stats: %d, %q games and no word of the rest", p.status, fact(p, "games-counted"))
		}
		runEnded(srv, group)
		complete += time.Since(asked)
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(complete.Seconds()/float64(b.N), "s/complete")
	if p := d.get(group + "/stats"); p.status != http.StatusOK || fact(p, "games-counted") != "5000" {
		b.Fatalf("stats once complete: %d, %q games", p.status, fact(p, "games-counted"))
	}
}
