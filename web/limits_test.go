package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
)

// upload posts an export file to the group's import form.
func upload(t *testing.T, d *device, group string, content []byte, headers ...string) page {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", d.csrf())
	fw, _ := mw.CreateFormFile("file", "evening.json")
	fw.Write(content)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, d.app.srv.URL+group+"/import", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return d.do(req)
}

// eveningFile is an export file with the games, each of the players and
// with the number of quick deals.
func eveningFile(t *testing.T, games, deals int, players ...string) []byte {
	t.Helper()
	f := db.ExportFile{Format: db.ExportFormat, Version: db.ExportVersion, Group: "Dienstag",
		Evening: db.ExportEvening{HeldOn: "2026-11-20"}}
	for range games {
		g := db.ExportedGame{Kind: "gurke", Players: players, CreatedAt: "2026-11-20T20:00:00Z",
			Config: json.RawMessage(`{"rules":{"preset":"matapesa"},"first_dealer":0}`)}
		for i := range deals {
			g.Log = append(g.Log, db.ExportedRecord{ID: fmt.Sprint(i), Seq: i + 1, Action: db.Add, Device: "Android Chrome #x",
				At: "2026-11-20T20:00:00Z", Payload: json.RawMessage(fmt.Sprintf(`{"kind":"quick","loser":%d,"card":"K"}`, i%len(players)))})
		}
		f.Games = append(f.Games, g)
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// players returns a group's players as stored, archived ones included.
func (a *testApp) players(t *testing.T, group string) []db.Player {
	t.Helper()
	ps, err := a.store.Players(context.Background(), strings.TrimPrefix(group, "/g/"))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func TestBodyLimitsPerRoute(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo")
	big := strings.Repeat("x", 100<<10)
	for _, path := range []string{"/groups", group + "/players", game + "/entries"} {
		p := d.post(path, url.Values{"name": {big}}, "Accept-Language", "de")
		if p.status != http.StatusRequestEntityTooLarge || !strings.Contains(p.body, "Es wurde nichts gespeichert.") {
			t.Errorf("POST %s of 100 KB: %d %.200s", path, p.status, p.body)
		}
	}
	// An export file of more than a form's limit is taken; one of more
	// than the import's limit is refused before it is read.
	var players []string
	for i := range 8 {
		players = append(players, fmt.Sprintf("Spieler %d mit einem langen Namen", i))
	}
	file := eveningFile(t, 50, 20, players...)
	if len(file) <= 64<<10 {
		t.Fatalf("the file has only %d bytes", len(file))
	}
	location(t, upload(t, d, group, file))
	huge := bytes.Repeat([]byte(" "), 9<<20)
	if p := upload(t, d, group, huge); p.status != http.StatusRequestEntityTooLarge || !strings.Contains(p.body, "too much at once") {
		t.Errorf("import of 9 MB: %d %.200s", p.status, p.body)
	}
}

func TestPlayersPerGroup(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	var names []string
	for i := range maxPlayers {
		names = append(names, fmt.Sprintf("P%02d", i))
	}
	group := location(t, d.post("/groups", url.Values{"name": {"Verein"}, "players": {strings.Join(names, "\n")}}))
	p := d.post(group+"/players", url.Values{"name": {"Neu"}}, "Accept-Language", "de")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, "Die Runde hat schon 40 Spieler") ||
		inputValue(p.doc, "name") != "Neu" {
		t.Fatalf("the 41st player: %d, name kept %q", p.status, inputValue(p.doc, "name"))
	}
	archive := func(id, archived string) page {
		return d.post(group+"/players/"+id+"/archive", url.Values{"archived": {archived}})
	}
	first := app.players(t, group)[0]
	location(t, archive(first.ID, "1"))
	location(t, d.post(group+"/players", url.Values{"name": {"Neu"}}))
	// The archived player cannot come back while 40 play.
	p = archive(first.ID, "0")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, "40 players already") {
		t.Errorf("bringing back the 41st: %d", p.status)
	}
	// Archived players count towards the 200 a group keeps.
	for i := 0; ; i++ {
		ps := app.players(t, group)
		if len(ps) == maxKeptPlayers {
			break
		}
		for _, pl := range ps {
			if !pl.Archived {
				location(t, archive(pl.ID, "1"))
				break
			}
		}
		location(t, d.post(group+"/players", url.Values{"name": {fmt.Sprintf("Q%03d", i)}}))
	}
	for _, pl := range app.players(t, group) {
		if !pl.Archived {
			location(t, archive(pl.ID, "1"))
			break
		}
	}
	p = d.post(group+"/players", url.Values{"name": {"Zu viel"}})
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, "keeps 200 players already") {
		t.Errorf("the 201st player: %d", p.status)
	}
	if n := len(app.players(t, group)); n != maxKeptPlayers {
		t.Errorf("the group holds %d players", n)
	}
}

func TestGamesPerEvening(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, evening, form := startForm(t, d, "kurko", "Anna", "Bo", "Cai")
	for range maxGames - 1 {
		location(t, d.post(evening+"/games", form))
	}
	// The last game is the one the table finishes: no game follows it yet.
	first := location(t, d.post(evening+"/games", form))
	for _, loser := range []int{0, 0, 0, 1, 1, 1} {
		location(t, quick(d, first, loser, "K"))
	}
	p := d.post(evening+"/games", form, "Accept-Language", "de")
	if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, "Dieser Abend hat schon 50 Spiele") {
		t.Fatalf("the 51st game: %d %.300s", p.status, p.body)
	}
	seats := findAll(p.doc, func(n *html.Node) bool {
		return n.Data == "input" && attr(n, "name") == "player" && hasAttr(n, "checked")
	})
	if len(seats) != 3 {
		t.Errorf("the refused form keeps %d players ticked, want 3", len(seats))
	}
	next := d.post(first+"/next", url.Values{})
	if next.status != http.StatusUnprocessableEntity || !strings.Contains(next.body, "50 games already") {
		t.Errorf("the next game at 50: %d", next.status)
	}
	eveningID := evening[strings.LastIndex(evening, "/")+1:]
	if games, err := app.store.Games(context.Background(), eveningID); err != nil || len(games) != maxGames {
		t.Errorf("%d games stored, %v", len(games), err)
	}
}

func TestImportLimits(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _ := newGame(t, d, "Anna", "Bo")
	evenings := func() int {
		evs, err := app.store.Evenings(context.Background(), strings.TrimPrefix(group, "/g/"))
		if err != nil {
			t.Fatal(err)
		}
		return len(evs)
	}
	var many []string
	for i := range maxPlayers - 1 {
		many = append(many, fmt.Sprintf("Neu %d", i))
	}
	for name, c := range map[string]struct {
		file []byte
		want string
	}{
		"51 games":       {eveningFile(t, maxGames+1, 1, "Anna", "Bo"), "This file holds 51 games"},
		"a long name":    {eveningFile(t, 1, 1, "Anna", strings.Repeat("B", 41)), "at most 40 characters"},
		"an empty name":  {eveningFile(t, 1, 1, "Anna", " \t"), "at least one letter"},
		"seated twice":   {eveningFile(t, 1, 1, "Anna", "Bo", "anna"), "seats anna twice"},
		"too many names": {eveningFile(t, 1, 1, many...), "40 players already"},
		"unknown kind":   {bytes.Replace(eveningFile(t, 1, 1, "Anna"), []byte(`"gurke"`), []byte(`"skat"`), 1), "kind this server does not know"},
	} {
		before := evenings()
		p := upload(t, d, group, c.file)
		if p.status != http.StatusUnprocessableEntity || !strings.Contains(p.body, c.want) {
			t.Errorf("%s: %d, want 422 saying %q", name, p.status, c.want)
		}
		if evenings() != before {
			t.Errorf("%s: an evening was stored", name)
		}
	}
	// Names are tidied as the forms tidy them.
	location(t, upload(t, d, group, eveningFile(t, 1, 1, "  Anna ", "Cai  Dora")))
	var got []string
	for _, p := range app.players(t, group) {
		got = append(got, p.Name)
	}
	if strings.Join(got, ",") != "Anna,Bo,Cai Dora" {
		t.Errorf("players after the import: %q", got)
	}
}
