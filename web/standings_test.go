package web

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/views"
)

// TestStandingsCacheAgreesWithReplay plays seeded random games of every
// kind through the real forms, with undos, corrections and appends that
// bypass the pages in between, and checks after every change that the game
// as the handlers load it (from the standings cache wherever it can)
// equals a fresh replay of the stored log.
func TestStandingsCacheAgreesWithReplay(t *testing.T) {
	t.Parallel()
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "web.db"))
	if err != nil {
		t.Fatal(err)
	}
	// A small cache, so that games also age out and come back.
	s, e, err := newServer(store, Config{SessionKey: strings.Repeat("k", 32), StandingsGames: 3,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() { srv.Close(); store.Close() })
	app := &testApp{srv: srv, store: store}
	d := app.device(t)
	group, first := newGame(t, d, "P1", "P2", "P3", "P4")
	ctx := context.Background()
	groupID := strings.TrimPrefix(group, "/g/")
	row, err := store.Game(ctx, groupID, first[strings.LastIndex(first, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]string, len(row.Seats))
	for i, p := range row.Seats {
		seats[i] = p.ID
	}

	// fresh replays the game from its stored log, as if nothing were kept.
	fresh := func(row db.Game) views.Table {
		log, err := store.Log(ctx, row.ID)
		if err != nil {
			t.Fatal(err)
		}
		k, _ := kindOf(row.Kind)
		tb, err := k.Table([]byte(row.Config), seatNames(row), payloads(db.Fold(log)))
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
	same := func(where string, a, b views.Table) {
		t.Helper()
		if !reflect.DeepEqual(a.Summary(), b.Summary()) || !reflect.DeepEqual(a.Steps(), b.Steps()) ||
			fmt.Sprint(a.Broken()) != fmt.Sprint(b.Broken()) || !reflect.DeepEqual(a.Series(), b.Series()) ||
			!reflect.DeepEqual(a.Facts(views.Page{}), b.Facts(views.Page{})) {
			t.Fatalf("%s: the kept replay differs from a fresh one:\n%+v\n%+v", where, a.Summary(), b.Summary())
		}
	}

	checked := 0
	for _, k := range kinds {
		for seed := range uint64(3) {
			want := newRandomGame(t, k, seed, 25)
			g, err := store.CreateGame(ctx, row.EveningID, k.Name, string(want.config), seats[:len(want.players)])
			if err != nil {
				t.Fatal(err)
			}
			path := "/g/" + groupID + "/games/" + g.ID
			rng := rand.New(rand.NewPCG(seed, 99))
			for i, payload := range want.entries {
				where := fmt.Sprintf("%s seed %d entry %d", k.Name, seed, i)
				loaded, err := s.loadGameByID(ctx, groupID, g.ID)
				if err != nil {
					t.Fatal(err)
				}
				values, ok := loaded.table.Form(payload)
				switch r := rng.IntN(10); {
				case r == 0 && len(loaded.cur) > 0:
					// Undo the last entry, then enter it again below.
					if p := d.post(path+"/undo", url.Values{"_csrf": {d.csrf()}, "after": {fmt.Sprint(loaded.seq)}}); p.status != http.StatusSeeOther {
						t.Fatalf("%s: undo %d", where, p.status)
					}
					loaded, err = s.loadGameByID(ctx, groupID, g.ID)
					if err != nil {
						t.Fatal(err)
					}
					same(where+" after undo", loaded.table, fresh(loaded.row))
					if _, err := store.Append(ctx, g.ID, db.NewRecord{Action: db.Add, Payload: string(want.entries[i-1]), AfterSeq: loaded.seq}); err != nil {
						t.Fatal(err)
					}
				case r == 1:
					// Another server, or an import, appends without the pages.
					ok = false
				}
				loaded, err = s.loadGameByID(ctx, groupID, g.ID)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					values.Set("_csrf", d.csrf())
					values.Set("nonce", db.NewID())
					values.Set("after", fmt.Sprint(loaded.seq))
					if p := d.post(path+"/entries", values); p.status != http.StatusSeeOther {
						t.Fatalf("%s: entry %d %.300s", where, p.status, p.body)
					}
				} else if _, err := store.Append(ctx, g.ID, db.NewRecord{Action: db.Add, Payload: string(payload), AfterSeq: loaded.seq}); err != nil {
					t.Fatal(err)
				}
				loaded, err = s.loadGameByID(ctx, groupID, g.ID)
				if err != nil {
					t.Fatal(err)
				}
				same(where, loaded.table, fresh(loaded.row))
				if len(loaded.cur) != i+1 {
					t.Fatalf("%s: %d entries count, want %d; %s", where, len(loaded.cur), i+1, payload)
				}
				checked++
			}
			loaded, err := s.loadGameByID(ctx, groupID, g.ID)
			if err != nil {
				t.Fatal(err)
			}
			same(k.Name+" at the end", loaded.table, fresh(loaded.row))
			if len(loaded.cur) != len(want.entries) {
				t.Fatalf("%s seed %d: %d entries count, want %d", k.Name, seed, len(loaded.cur), len(want.entries))
			}
		}
	}
	if checked < 200 || s.standings.len() > 3 {
		t.Fatalf("%d checks, %d games kept", checked, s.standings.len())
	}
}
