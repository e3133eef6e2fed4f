package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/scoring/gurke"
)

// BenchmarkPages fetches the pages a phone opens most through the real
// router, on a Gurke game of 200 deals: the start page, the game page (its
// replay kept from the first visit), the board as the live stream renders
// it, and the history, which explains every deal. Each is fetched as a
// browser does, gzipped.
func BenchmarkPages(b *testing.B) {
	app := newTestApp(b)
	d := app.device(b)
	_, game := newGame(b, d, "Anna", "Bo", "Cai", "Dora")
	gameID := game[strings.LastIndex(game, "/")+1:]
	for i := range 200 {
		if _, err := app.store.Append(context.Background(), gameID, db.NewRecord{Action: db.Add, Payload: dealPayload(i), Device: "bench", AfterSeq: i}); err != nil {
			b.Fatal(err)
		}
	}
	for _, p := range []struct{ name, path string }{
		{"home", "/"}, {"game", game}, {"board", game + "/board"}, {"history", game + "/history"},
	} {
		b.Run(p.name, func(b *testing.B) {
			b.ReportAllocs()
			var size int
			for b.Loop() {
				req, _ := http.NewRequest(http.MethodGet, app.srv.URL+p.path, nil)
				req.Header.Set("Accept-Encoding", "gzip")
				res := d.do(req)
				if res.status != http.StatusOK {
					b.Fatalf("%s: %d", p.path, res.status)
				}
				size = len(res.body)
			}
			b.ReportMetric(float64(size), "bytes/page")
		})
	}
}

// dealPayload is the i-th deal of a four-player benchmark game: the loser
// plays a 2 and everyone else matches it, so the game never ends.
func dealPayload(i int) string {
	e := gurke.Entry{Kind: gurke.KindQuick, Loser: i % 4, Card: "2"}
	for s := range 4 {
		if s != e.Loser {
			e.Matched = append(e.Matched, s)
		}
	}
	p, _ := json.Marshal(e)
	return string(p)
}
