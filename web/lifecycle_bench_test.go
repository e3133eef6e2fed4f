package web

import (
	"context"
	"testing"

	"schreiber/scoring/replay"
)

// BenchmarkDeleteGroup measures deleting a group of 1,000 evenings of five
// games (30,000 log records) with every row of it, the overwriting of the
// freed pages and the checkpoint included.
func BenchmarkDeleteGroup(b *testing.B) {
	for range b.N {
		b.StopTimer()
		app := newTestApp(b)
		group := lastSegment(benchGroup(b, app, app.device(b)))
		b.StartTimer()
		if err := app.store.DeleteGroup(context.Background(), group); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGamesWithoutResult measures listing, with their seats, the
// 5,000 games of a group of 1,000 evenings whose results were dropped:
// what the statistics' worker reads before it says how much is missing.
func BenchmarkGamesWithoutResult(b *testing.B) {
	app := newTestApp(b)
	group := lastSegment(benchGroup(b, app, app.device(b)))
	if err := app.store.DropResults(context.Background()); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		games, err := app.store.GamesWithoutResult(context.Background(), group, replay.ResultsVersion)
		if err != nil || len(games) != 5000 || len(games[0].Seats) == 0 {
			b.Fatalf("%d games, %v", len(games), err)
		}
	}
}
