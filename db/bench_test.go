package db

import (
	"context"
	"fmt"
	"testing"
)

// benchGame is a game with n entries, and a function that appends one
// more to it.
func benchGame(b *testing.B, n int) (*Store, Group, Game, func()) {
	s := openTest(b)
	group, game := setupGame(b, s)
	ctx := context.Background()
	seq := 0
	add := func() {
		if _, err := s.Append(ctx, game.ID, NewRecord{Action: Add, Payload: fmt.Sprintf(`{"n":%d}`, seq), Device: "d", AfterSeq: seq}); err != nil {
			b.Fatal(err)
		}
		seq++
	}
	for range n {
		add()
	}
	return s, group, game, add
}

// BenchmarkOpenGame opens a game as every request on it does, at 10 and at
// 2,000 entries: what it costs must not grow with the length of the log.
func BenchmarkOpenGame(b *testing.B) {
	for _, n := range []int{10, 2000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			s, group, game, _ := benchGame(b, n)
			b.ReportAllocs()
			for b.Loop() {
				o, err := s.OpenGame(context.Background(), group.ID, game.ID)
				if err != nil || o.Seq != n {
					b.Fatalf("seq %d, %v", o.Seq, err)
				}
			}
		})
	}
}

// BenchmarkAppend appends to a game of 10 and of 2,000 entries: the check
// that the log has not grown must not read it all.
func BenchmarkAppend(b *testing.B) {
	for _, n := range []int{10, 2000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			_, _, _, add := benchGame(b, n)
			b.ReportAllocs()
			for b.Loop() {
				add()
			}
		})
	}
}
