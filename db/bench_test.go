package db

import (
	"context"
	"fmt"
	"testing"
)

// benchLengths runs bench on a game of 10 entries and on one of 2,000: what
// a request costs must not grow with the length of the log. add appends one
// more entry to the game.
func benchLengths(b *testing.B, bench func(b *testing.B, s *Store, group Group, game Game, n int, add func())) {
	for _, n := range []int{10, 2000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			s := openTest(b)
			group, game := setupGame(b, s)
			seq := 0
			add := func() {
				payload := fmt.Sprintf(`{"n":%d}`, seq)
				if _, err := s.Append(context.Background(), game.ID, NewRecord{Action: Add, Payload: payload, Device: "d", AfterSeq: seq}); err != nil {
					b.Fatal(err)
				}
				seq++
			}
			for range n {
				add()
			}
			b.ReportAllocs()
			bench(b, s, group, game, n, add)
		})
	}
}

// BenchmarkOpenGame opens a game as every request on it does.
func BenchmarkOpenGame(b *testing.B) {
	benchLengths(b, func(b *testing.B, s *Store, group Group, game Game, n int, _ func()) {
		for b.Loop() {
			o, err := s.OpenGame(context.Background(), group.ID, game.ID)
			if err != nil || o.Seq != n {
				b.Fatalf("seq %d, %v", o.Seq, err)
			}
		}
	})
}

// BenchmarkAppend appends to a game: the check that the log has not grown
// must not read it all.
func BenchmarkAppend(b *testing.B) {
	benchLengths(b, func(b *testing.B, _ *Store, _ Group, _ Game, _ int, add func()) {
		for b.Loop() {
			add()
		}
	})
}
