package web

import (
	"context"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/views/viewtest"
)

// seedGame is a game to store: its kind, its config and entries, and who
// sits where (by name).
type seedGame struct {
	kind    string
	config  string
	seats   []string
	entries []string
}

// fileGame reads a scoring package's test game ({"game": …, "entries": […]}).
func fileGame(t testing.TB, kind, path string) seedGame {
	t.Helper()
	config, seats, entries := viewtest.Golden(t, path)
	g := seedGame{kind: kind, config: string(config), seats: seats}
	for _, e := range entries {
		g.entries = append(g.entries, string(e))
	}
	return g
}

// fiveGames is an evening of all five kinds, each with a result:
//
//   - Gurke, Kurko (Anna, Bo, Carl): Anna takes 39, Bo 36, Carl wins and
//     is paid 39 + 36 stakes.
//   - Hurrican (Anna, Bo): Anna wins 16:13 and 10 chips; 7 and 6 Hurricans.
//   - Euchre, five points (Anna, Bo, Carl, Dora): Bo & Dora win 6:3; Carl
//     and Dora made a lone hand; 3 points each way.
//   - Durak, teams to two losses (Anna, Bo, Carl, Dora): Anna & Carl win,
//     Bo & Dora lose.
//   - Tupelkopf, Plön without an end (Anna, Bo, Carl, Dora), finished here
//     by the table: Bo 11, Anna −1, Carl −3, Dora −7; solos won by Bo, Carl
//     and Dora.
func fiveGames(t testing.TB) []seedGame {
	quick := func(seat, card string) string { return `{"kind":"quick","loser":` + seat + `,"card":"` + card + `"}` }
	tupelkopf := fileGame(t, "tupelkopf", "../scoring/tupelkopf/testdata/doppelkopf_game.json")
	tupelkopf.entries = append(tupelkopf.entries, db.Finished)
	return []seedGame{
		{kind: "gurke", config: `{"rules":{"preset":"kurko"},"first_dealer":0}`, seats: []string{"Anna", "Bo", "Carl"},
			entries: []string{quick("0", "K"), quick("0", "K"), quick("0", "K"), quick("1", "Q"), quick("1", "Q"), quick("1", "Q")}},
		fileGame(t, "hurrican", "../scoring/hurrican/testdata/games/two_players.json"),
		fileGame(t, "euchre", "../scoring/euchre/testdata/games/five.json"),
		{kind: "durak", config: `{"rules":{"preset":"teams","loss_limit":2},"first_dealer":0}`, seats: []string{"Anna", "Bo", "Carl", "Dora"},
			entries: []string{`{"kind":"durak","durak":1}`, `{"kind":"durak","durak":0}`, `{"kind":"durak","durak":3}`}},
		tupelkopf,
	}
}

// seedEvening stores an evening of the games in the group directly, adding
// the players the group lacks, and returns the evening's and the games' ids.
func seedEvening(t testing.TB, store *db.Store, groupID, heldOn, place string, games []seedGame) (string, []string) {
	t.Helper()
	ctx := context.Background()
	players, err := store.Players(ctx, groupID)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, p := range players {
		ids[p.Name] = p.ID
	}
	e, err := store.CreateEvening(ctx, groupID, heldOn, place)
	if err != nil {
		t.Fatal(err)
	}
	var gameIDs []string
	for _, g := range games {
		var seating []string
		for _, name := range g.seats {
			if ids[name] == "" {
				p, err := store.AddPlayer(ctx, groupID, name)
				if err != nil {
					t.Fatal(err)
				}
				ids[name] = p.ID
			}
			seating = append(seating, ids[name])
		}
		row, err := store.CreateGame(ctx, e.ID, g.kind, g.config, seating)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range g.entries {
			if _, err := store.Append(ctx, row.ID, db.NewRecord{Action: db.Add, Payload: p, Device: "seed", AfterSeq: i}); err != nil {
				t.Fatalf("%s entry %d: %v", g.kind, i, err)
			}
		}
		gameIDs = append(gameIDs, row.ID)
	}
	return e.ID, gameIDs
}

// seededGroup creates a group through the pages (so the device scores in
// it) and stores one evening of all five kinds in it.
func seededGroup(t testing.TB, app *testApp, d *device) (group, evening string, games []string) {
	t.Helper()
	group = location(t, d.post("/groups", map[string][]string{"name": {"Dienstag"}, "players": {"Anna\nBo\nCarl\nDora"}}))
	groupID := group[strings.LastIndex(group, "/")+1:]
	eveningID, games := seedEvening(t, app.store, groupID, "2026-11-20", "Küche", fiveGames(t))
	return group, group + "/e/" + eveningID, games
}

// seededLife is seededGroup with an earlier evening of games that count
// nowhere: a Durak series abandoned after three deals, a Tupelkopf game
// without an end that still runs, and a Gurke game removed before its
// first deal. The figures of the group are then those of seededGroup's
// evening alone.
func seededLife(t testing.TB, app *testApp, d *device) (group, evening, earlier string) {
	t.Helper()
	group, evening, _ = seededGroup(t, app, d)
	all := fiveGames(t)
	durak := seedGame{kind: "durak", config: `{"rules":{"preset":"classic"},"first_dealer":0}`, seats: []string{"Anna", "Bo", "Carl"},
		entries: []string{`{"kind":"durak","durak":1}`, `{"kind":"durak","durak":1}`, `{"kind":"durak","durak":2}`, db.Abandoned}}
	running := all[4]
	running.entries = running.entries[:len(running.entries)-1]
	mistake := all[0]
	mistake.entries = nil
	eveningID, games := seedEvening(t, app.store, lastSegment(group), "2026-11-13", "Keller", []seedGame{durak, running, mistake})
	if _, err := app.store.RemoveGame(context.Background(), lastSegment(group), games[2], "seed"); err != nil {
		t.Fatal(err)
	}
	return group, evening, group + "/e/" + eveningID
}

// playerIDs maps the group's players' names to their ids.
func playerIDs(t testing.TB, app *testApp, group string) map[string]string {
	t.Helper()
	players, err := app.store.Players(context.Background(), group[strings.LastIndex(group, "/")+1:])
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, p := range players {
		out[p.Name] = p.ID
	}
	return out
}
