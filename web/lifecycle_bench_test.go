package web

import (
	"context"
	"testing"
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
