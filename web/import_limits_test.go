package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/rules/msg"
)

// oldEvening is an evening file as the first versions wrote it: no stakes,
// no rulings, no marks; an edit and an undo in its log.
const oldEvening = `{"format":"schreiber-evening","version":1,"exported_at":"2025-03-01T23:00:00Z","group":"Alt",
 "evening":{"held_on":"2025-03-01","place":"Küche"},
 "games":[
  {"kind":"gurke","created_at":"2025-03-01T19:00:00.5Z","players":["Anna","Bo","Cai"],
   "config":{"rules":{"preset":"danish"},"first_dealer":0},
   "log":[{"id":"a","seq":1,"action":"add","payload":{"kind":"quick","loser":1,"card":"K"},"device":"Android Chrome #ab12","at":"2025-03-01T19:10:00Z"},
          {"id":"b","seq":2,"action":"edit","target":"a","payload":{"kind":"quick","loser":1,"card":"Q"},"device":"Android Chrome #ab12","at":"2025-03-01T19:11:00.25Z"},
          {"id":"c","seq":3,"action":"add","payload":{"kind":"quick","loser":2,"card":"9"},"device":"iPhone Safari #cd34","at":"2025-03-01T19:20:00Z"},
          {"id":"d","seq":4,"action":"void","target":"c","device":"iPhone Safari #cd34","at":"2025-03-01T19:21:00Z"}]},
  {"kind":"durak","created_at":"2025-03-01T20:00:00Z","players":["Anna","Bo","Cai"],
   "config":{"rules":{"preset":"classic","loss_limit":3},"players":null,"first_dealer":1},
   "log":[{"id":"x","seq":1,"action":"add","payload":{"kind":"durak","durak":1},"device":"Android Chrome #ab12","at":"2025-03-01T20:05:00Z"}]}
 ]}`

// oldGroup is a group file as the first versions wrote it: no currency, no
// changes.
const oldGroup = `{"format":"schreiber-group","version":1,"exported_at":"2025-03-02T10:00:00Z","group":"Alt",
 "players":[{"name":"Anna"},{"name":"Bo"},{"name":"Cai"},{"name":"Dora","archived":true}],
 "evenings":[` + oldEvening + `]}`

// TestOldExportFilesStillImport imports files without the fields added
// since the first version into both imports.
func TestOldExportFilesStillImport(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Neu"}, "players": {"Anna\nBo\nCai"}}))
	evening := location(t, upload(t, d, group, []byte(oldEvening)))
	games := linksTo(d.get(evening).doc, group+"/games/")
	if len(games) != 2 {
		t.Fatalf("the old evening has %d games", len(games))
	}
	if got := scores(d.get(games[0])); strings.Join(got, " ") != "0 12 0" {
		t.Errorf("the old Gurke game scores %v", got)
	}
	empty := location(t, d.post("/groups", url.Values{"name": {"Leer"}}))
	if to := location(t, uploadGroup(t, d, empty, oldGroup)); to != empty {
		t.Fatalf("the old group went to %s", to)
	}
	var names []string
	for _, p := range app.players(t, empty) {
		names = append(names, fmt.Sprintf("%s:%v", p.Name, p.Archived))
	}
	if strings.Join(names, " ") != "Anna:false Bo:false Cai:false Dora:true" {
		t.Errorf("the old group's players: %v", names)
	}
	if app.queryOne(t, `SELECT currency FROM groups WHERE id = ?`, lastSegment(empty)) != "EUR" {
		t.Error("the old group does not play in euros")
	}
}

// linksTo returns the links of a page under prefix, in the page's order,
// each once.
func linksTo(doc *html.Node, prefix string) []string {
	var out []string
	for _, a := range findAll(doc, func(n *html.Node) bool { return n.Data == "a" }) {
		h := attr(a, "href")
		if strings.HasPrefix(h, prefix) && strings.Count(strings.TrimPrefix(h, prefix), "/") == 0 && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// TestImportMatchesNamesByKey imports files that name the group's players
// in other letter case: they are the group's players, not new ones, in
// both imports; two spellings of a new name in one file are one player.
func TestImportMatchesNamesByKey(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Runde"}, "players": {"Anna\nBo"}}))
	file := eveningFile(t, 1, 1, "anna", "BO", "Cai")
	file = append(bytes.TrimSuffix(file, []byte("]}")), []byte(`,`+string(gameOf(t, file, "CAI", "anna", "bo"))+`]}`)...)
	evening := location(t, upload(t, d, group, file))
	var names []string
	for _, p := range app.players(t, group) {
		names = append(names, p.Name)
	}
	if strings.Join(names, ",") != "Anna,Bo,Cai" {
		t.Errorf("players after the evening's import: %q", names)
	}
	eveningID := lastSegment(evening)
	games, err := app.store.Games(context.Background(), eveningID)
	if err != nil || len(games) != 2 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	for i, want := range []string{"Anna Bo Cai", "Cai Anna Bo"} {
		var seats []string
		for _, p := range games[i].Seats {
			seats = append(seats, p.Name)
		}
		if strings.Join(seats, " ") != want {
			t.Errorf("game %d seats %v, want %s", i+1, seats, want)
		}
	}
	empty := location(t, d.post("/groups", url.Values{"name": {"Leer"}, "players": {"Anna"}}))
	restore := strings.Replace(string(groupOf(file)), `"players":[]`, `"players":[{"name":"ANNA"},{"name":"cai","archived":true}]`, 1)
	location(t, uploadGroup(t, d, empty, restore))
	names = nil
	for _, p := range app.players(t, empty) {
		names = append(names, p.Name)
	}
	if strings.Join(names, ",") != "Anna,BO,Cai" {
		t.Errorf("players after the group's import: %q", names)
	}
}

// gameOf returns the first game of an evening file with other players.
func gameOf(t *testing.T, file []byte, players ...string) []byte {
	t.Helper()
	var f db.ExportFile
	if err := json.Unmarshal(file, &f); err != nil {
		t.Fatal(err)
	}
	g := f.Games[0]
	g.Players = players
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestImportKeepsTheFileOrderOfGames imports an evening of games that all
// started at the same moment: the evening's page, its export and a group's
// import list them in the order of the file.
func TestImportKeepsTheFileOrderOfGames(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	pool := []string{"Anna", "Bo", "Cai", "Dora", "Emil", "Fritz", "Gerd", "Hanna"}
	f := db.ExportFile{Format: db.ExportFormat, Version: db.ExportVersion, Evening: db.ExportEvening{HeldOn: "2026-11-20"}}
	var want []string
	for i := range 8 {
		players := []string{pool[i], pool[(i+1)%len(pool)]}
		f.Games = append(f.Games, db.ExportedGame{Kind: "durak", CreatedAt: "2026-11-20T20:00:00Z", Players: players,
			Config: json.RawMessage(`{"rules":{"preset":"classic"},"first_dealer":0}`)})
		want = append(want, strings.Join(players, "+"))
	}
	file, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	order := func(eveningID string) []string {
		games, err := app.store.Games(context.Background(), eveningID)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, g := range games {
			got = append(got, g.Seats[0].Name+"+"+g.Seats[1].Name)
		}
		return got
	}
	group := location(t, d.post("/groups", url.Values{"name": {"Runde"}}))
	evening := location(t, upload(t, d, group, file))
	if got := order(lastSegment(evening)); !slices.Equal(got, want) {
		t.Errorf("games of the evening: %v, want %v", got, want)
	}
	exported, err := db.ReadExport(strings.NewReader(d.get(evening + "/export").body))
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range exported.Games {
		if strings.Join(g.Players, "+") != want[i] {
			t.Errorf("the export lists game %d as %v, want %s", i+1, g.Players, want[i])
		}
	}
	empty := location(t, d.post("/groups", url.Values{"name": {"Leer"}}))
	location(t, uploadGroup(t, d, empty, string(groupOf(file, file))))
	evs, err := app.store.Evenings(context.Background(), lastSegment(empty))
	if err != nil || len(evs) != 2 {
		t.Fatalf("%d evenings restored, %v", len(evs), err)
	}
	for _, ev := range evs {
		if got := order(ev.ID); !slices.Equal(got, want) {
			t.Errorf("games of a restored evening: %v, want %v", got, want)
		}
	}
}

// largestGroupFile is a group's export file of just under the largest
// size the group's import takes, of evenings as a table plays them, in
// the compact JSON that gives the most records for the size: two Durak
// series of 60 deals, a Euchre rubber and a Gurke game of Kurko each.
func largestGroupFile(t *testing.T, limit int) (file []byte, evenings, records int) {
	t.Helper()
	pool := []string{"Anna", "Bo", "Carl", "Dora", "Emil", "Fritzi", "Gustav", "Hanne"}
	euchre := fileGame(t, "euchre", "../scoring/euchre/testdata/games/rubber.json")
	kurko := fiveGames(t)[0]
	durak := seedGame{kind: "durak", config: `{"rules":{"preset":"classic","loss_limit":0},"first_dealer":0}`, seats: []string{"Anna", "Bo", "Carl", "Dora"}}
	for i := range 60 {
		durak.entries = append(durak.entries, fmt.Sprintf(`{"kind":"durak","durak":%d}`, i*7%4))
	}
	seat := map[string]int{"Anna": 0, "Bo": 1, "Carl": 2, "Dora": 3}
	head := `{"format":"schreiber-group","version":1,"exported_at":"2026-11-20T23:41:07Z","group":"Groß","currency":"EUR","players":[`
	for i, p := range pool {
		if i > 0 {
			head += ","
		}
		head += `{"name":"` + p + `"}`
	}
	head += `],"evenings":[`
	var b bytes.Buffer
	b.WriteString(head)
	const tail = `]}`
	for e := 0; ; e++ {
		day := time.Date(2012, 1, 3, 19, 0, 0, 0, time.UTC).AddDate(0, 0, e*2)
		ev := db.ExportFile{Format: db.ExportFormat, Version: db.ExportVersion, Group: "Groß",
			Evening: db.ExportEvening{HeldOn: day.Format(time.DateOnly), Place: "Küche"}}
		n := 0
		for gi, g := range []seedGame{durak, euchre, kurko, durak} {
			start := day.Add(time.Duration(gi) * time.Hour)
			eg := db.ExportedGame{Kind: g.kind, CreatedAt: start.Format(time.RFC3339Nano), Config: json.RawMessage(g.config)}
			for _, name := range g.seats {
				eg.Players = append(eg.Players, pool[(seat[name]+e)%len(pool)])
			}
			for i, p := range g.entries {
				at := start.Add(time.Duration(i)*time.Minute + 3*time.Millisecond).Format(time.RFC3339Nano)
				eg.Log = append(eg.Log, db.ExportedRecord{ID: db.NewID(), Seq: i + 1, Action: db.Add, Payload: json.RawMessage(p),
					Device: "Android Chrome #ab12", At: at})
			}
			n += len(eg.Log)
			ev.Games = append(ev.Games, eg)
		}
		one, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		if b.Len()+1+len(one)+len(tail) > limit {
			break
		}
		if e > 0 {
			b.WriteByte(',')
		}
		b.Write(one)
		evenings, records = evenings+1, records+n
	}
	b.WriteString(tail)
	return b.Bytes(), evenings, records
}

// TestLargestGroupImportLetsDealsThrough restores a group file of the
// largest size the import takes (under CI; see below) while another table
// keeps scoring, through
// the real router: every deal of the other table is saved within 200 ms,
// the import is answered at once with a page that follows it, the group
// shows nothing of it until all of it is stored, and then all of it.
func TestLargestGroupImportLetsDealsThrough(t *testing.T) {
	if testing.Short() {
		t.Skip("restores a 64 MB file")
	}
	// A developer's run restores its quarter beside the browser tests: the
	// deals' bounds (200 ms in the median, a second at most) are some
	// thirty times what they take on a quiet machine. Under CI the whole
	// file has the package to itself, since the browsers slow its upload
	// past the second the answer may come after importWait.
	if !fullProofs() {
		t.Parallel()
	}
	app := newTestApp(t)
	importer := app.device(t)
	// The body's limit is "64M", which echo reads as 64,000,000 bytes; the
	// multipart form around the file takes a few hundred of them. Storing
	// that takes about a minute, so CI restores the largest file and a
	// developer's run a quarter of it, which proves the same in a quarter
	// of the time.
	size := 64_000_000 - 1024
	if !fullProofs() {
		size /= 4
	}
	file, evenings, records := largestGroupFile(t, size)
	empty := location(t, importer.post("/groups", url.Values{"name": {"Leer"}}))
	run := importBeside(t, app, importer, empty+"/import-group", file, func() {
		// All of it or nothing: the import may have ended since.
		if evs, err := app.store.Evenings(context.Background(), lastSegment(empty)); err != nil || len(evs) > 0 && len(evs) != evenings {
			t.Fatalf("the group shows %d evenings of %d while the import runs", len(evs), evenings)
		}
	})
	if run.to != empty {
		t.Errorf("the import led to %s", run.to)
	}
	stored := app.queryOne(t, `SELECT count(*) FROM evenings WHERE group_id = ?`, lastSegment(empty))
	kept := app.queryOne(t, `SELECT count(*) FROM entries e JOIN games g ON g.id = e.game_id JOIN evenings v ON v.id = g.evening_id
		WHERE v.group_id = ?`, lastSegment(empty))
	if stored != fmt.Sprint(evenings) || kept != fmt.Sprint(records) {
		t.Errorf("%s evenings and %s records stored, want %d and %d", stored, kept, evenings, records)
	}
	if run.looks == 0 {
		t.Error("the import was done before its answer: the file is too small to show the page that follows it")
	}
	t.Logf("group file of %.1f MiB: %d evenings, %d records", float64(len(file))/(1<<20), evenings, records)
	run.report(t)
}

// TestLargestEveningImportLetsDealsThrough is the same for an evening's
// file of the largest size its import takes: 50 Durak series, 8 MB (under
// CI; a quarter of it in a developer's run).
func TestLargestEveningImportLetsDealsThrough(t *testing.T) {
	if testing.Short() {
		t.Skip("imports an 8 MB file")
	}
	if !fullProofs() {
		t.Parallel()
	}
	app := newTestApp(t)
	importer := app.device(t)
	f := db.ExportFile{Format: db.ExportFormat, Version: db.ExportVersion, Evening: db.ExportEvening{HeldOn: "2026-11-20"}}
	const games = maxGames
	for range games {
		f.Games = append(f.Games, db.ExportedGame{Kind: "durak", CreatedAt: "2026-11-20T20:00:00Z", Players: []string{"Anna", "Bo", "Cai"},
			Config: json.RawMessage(`{"rules":{"preset":"classic","loss_limit":0},"first_dealer":0}`)})
	}
	// Records in turn until the file is just under the limit (less the
	// multipart form around it); the evening and the games' heads take
	// some 15 KB. A developer's run imports a quarter of it.
	limit := 8_000_000 - 1024
	if !fullProofs() {
		limit /= 4
	}
	size, records := 15_000, 0
	for r := 0; size < limit-200; r++ {
		g := &f.Games[r%games]
		rec := db.ExportedRecord{ID: db.NewID(), Seq: len(g.Log) + 1, Action: db.Add, Payload: json.RawMessage(fmt.Sprintf(`{"kind":"durak","durak":%d}`, r%3)),
			Device: "Android Chrome #ab12", At: "2026-11-20T20:01:02.003Z"}
		b, _ := json.Marshal(rec)
		size += len(b) + 1
		g.Log = append(g.Log, rec)
		records++
	}
	var file []byte
	for {
		var err error
		if file, err = json.Marshal(f); err != nil {
			t.Fatal(err)
		}
		if len(file) <= limit {
			break
		}
		g := &f.Games[(records-1)%games]
		g.Log = g.Log[:len(g.Log)-1]
		records--
	}
	group := location(t, importer.post("/groups", url.Values{"name": {"Runde"}}))
	run := importBeside(t, app, importer, group+"/import", file, func() {
		evs, err := app.store.Evenings(context.Background(), lastSegment(group))
		if err != nil {
			t.Fatal(err)
		}
		// All of it or nothing: the import may have ended since.
		if len(evs) > 0 {
			if n := app.queryOne(t, `SELECT count(*) FROM games WHERE evening_id = ?`, evs[0].ID); n != fmt.Sprint(games) {
				t.Fatalf("the evening shows %s games while the import runs", n)
			}
		}
	})
	if !strings.HasPrefix(run.to, group+"/e/") {
		t.Errorf("the import led to %s", run.to)
	}
	if kept := app.queryOne(t, `SELECT count(*) FROM entries e JOIN games g ON g.id = e.game_id WHERE g.evening_id = ?`, lastSegment(run.to)); kept != fmt.Sprint(records) {
		t.Errorf("%s records stored, want %d", kept, records)
	}
	t.Logf("evening file of %.1f MB: %d games, %d records", float64(len(file))/1e6, games, records)
	run.report(t)
}

// importRun is what importBeside saw.
type importRun struct {
	to               string          // where the import led in the end
	alone, during    []time.Duration // the other table's deals, before and during the import
	answered, stored time.Duration   // when the import's post was answered, and when it was done
	looks            int             // how often the page that follows it was looked at
}

// importBeside posts a file to an import's path and, until the import is
// done, keeps saving deals at another table (a Durak series without end in
// a group of its own), following the import's page, and calling during
// while it runs. Only a deal's post is timed.
func importBeside(t *testing.T, app *testApp, importer *device, path string, file []byte, during func()) importRun {
	t.Helper()
	scorer := app.device(t)
	tb := seatTable(t, scorer, "durak", "classic", map[string]string{"loss_limit": "0"}, "Xaver", "Yvonne", "Zora")
	deal := func(i int) time.Duration {
		form := tb.prepare(scorer, lost(i%3))
		start := time.Now()
		p := scorer.post(tb.game+"/entries", form)
		took := time.Since(start)
		if p.status != http.StatusSeeOther {
			t.Fatalf("deal %d: %d %.300s", i+1, p.status, p.body)
		}
		return took
	}
	var run importRun
	for i := range 10 {
		run.alone = append(run.alone, deal(i))
	}
	body, ctype := multipartBody(url.Values{"_csrf": {importer.csrf()}}, file)
	type answer struct {
		status   int
		location string
		err      error
	}
	posted := make(chan answer, 1)
	start := time.Now()
	go func() {
		req, _ := http.NewRequest(http.MethodPost, app.srv.URL+path, bytes.NewReader(body))
		req.Header.Set("Content-Type", ctype)
		res, err := importer.client.Do(req)
		if err != nil {
			posted <- answer{err: err}
			return
		}
		res.Body.Close()
		posted <- answer{status: res.StatusCode, location: res.Header.Get("Location")}
	}()
	progress := ""
	for i := len(run.alone); run.to == ""; i++ {
		run.during = append(run.during, deal(i))
		switch {
		case progress == "":
			select {
			case a := <-posted:
				if a.err != nil || a.status != http.StatusSeeOther {
					t.Fatalf("the import was answered %d, %v", a.status, a.err)
				}
				run.answered = time.Since(start)
				if strings.Contains(a.location, "/imports/") {
					progress = a.location
				} else {
					run.to = a.location
				}
			default:
				during()
			}
		default:
			p := importer.get(progress)
			if p.status == http.StatusSeeOther {
				run.to = p.header.Get("Location")
				break
			}
			if p.status != http.StatusAccepted || p.header.Get("Refresh") == "" || !strings.Contains(message(p.doc), "Importing") {
				t.Fatalf("the page that follows the import: %d %q", p.status, message(p.doc))
			}
			run.looks++
			during()
		}
		time.Sleep(100 * time.Millisecond)
	}
	run.stored = time.Since(start)
	if run.answered > importWait+time.Second {
		t.Errorf("the import was answered after %v", run.answered)
	}
	return run
}

// report logs what importBeside measured and holds the deals to the
// goal: saved within 200 ms while the import runs, which takes tens of
// seconds. The test machine is shared with other tests, so a single deal
// may meet a busy moment of the machine: the median is held to 200 ms and
// every deal to a second, far below the import's own time.
func (run importRun) report(t *testing.T) {
	t.Helper()
	t.Logf("answered after %v (the page that follows it looked at %d times), stored after %v",
		run.answered.Round(time.Millisecond), run.looks, run.stored.Round(time.Millisecond))
	t.Logf("another table's deal saved (its POST answered): alone %s; during the import %d deals, %s",
		spread(run.alone), len(run.during), spread(run.during))
	sorted := slices.Sorted(slices.Values(run.during))
	if median := sorted[len(sorted)/2]; median > 200*time.Millisecond {
		t.Errorf("deals during the import took %v in the median, more than 200 ms", median)
	}
	if worst := sorted[len(sorted)-1]; worst > time.Second {
		t.Errorf("a deal during the import took %v, more than a second", worst)
	}
}

// prepare returns a deal's form with the page's current nonce and log
// position, so that only the post is timed.
func (tb table) prepare(d *device, form url.Values) url.Values {
	p := d.get(tb.game)
	form.Set("nonce", inputValue(p.doc, "nonce"))
	form.Set("after", inputValue(p.doc, "after"))
	return form
}

// spread describes durations: median, 95th percentile and the longest.
func spread(ds []time.Duration) string {
	s := slices.Clone(ds)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	at := func(q float64) time.Duration {
		return s[min(len(s)-1, int(q*float64(len(s))))].Round(100 * time.Microsecond)
	}
	return fmt.Sprintf("median %v, p95 %v, max %v", at(0.5), at(0.95), s[len(s)-1].Round(100*time.Microsecond))
}

// TestImportProgressPage looks at the page that follows an import in each
// state: running (the group's page saying so, reloading itself), stored
// (on to where the import led), refused (what is wrong, as the form would
// say it), and from another group (nothing here).
func TestImportProgressPage(t *testing.T) {
	t.Parallel()
	app, srv := newLiveApp(t, LiveConfig{}, 0)
	d := app.device(t)
	group := location(t, d.post("/groups", url.Values{"name": {"Runde"}}))
	other := location(t, d.post("/groups", url.Values{"name": {"Andere"}}))
	job := func(done bool, to string, refused msg.Text) string {
		j := &importJob{id: db.NewID(), group: lastSegment(group), done: make(chan struct{}),
			step: msg.T("Checking evening 7 of the file."), to: to, refused: refused}
		if done {
			close(j.done)
		}
		srv.imports.Lock()
		srv.imports.m[j.id] = j
		srv.imports.Unlock()
		return j.id
	}
	running := d.get(group + "/imports/" + job(false, "", msg.Text{}))
	if running.status != http.StatusAccepted || running.header.Get("Refresh") != "2" ||
		!strings.Contains(message(running.doc), "Importing: Checking evening 7 of the file.") {
		t.Errorf("running: %d, Refresh %q, says %q", running.status, running.header.Get("Refresh"), message(running.doc))
	}
	if to := location(t, d.get(group+"/imports/"+job(true, group+"/e/x", msg.Text{}))); to != group+"/e/x" {
		t.Errorf("stored: to %s", to)
	}
	refused := d.get(group + "/imports/" + job(true, "", msg.T("Game 3 is wrong.")))
	if refused.status != http.StatusUnprocessableEntity || message(refused.doc) != "Game 3 is wrong." {
		t.Errorf("refused: %d, says %q", refused.status, message(refused.doc))
	}
	if p := d.get(other + "/imports/" + job(false, "", msg.Text{})); p.status != http.StatusNotFound {
		t.Errorf("another group's import: %d", p.status)
	}
}

// TestImportsAreQueuedWithinBounds holds the one import that runs at a time
// busy and sends more: one per group waits, two per device, four in all;
// every one past a bound is answered at once with why (429), and nothing of
// it is kept. Once the running import is done, the waiting ones run.
func TestImportsAreQueuedWithinBounds(t *testing.T) {
	t.Parallel()
	app, srv := newLiveApp(t, LiveConfig{}, 0)
	d, e, f := app.device(t), app.device(t), app.device(t)
	groups := func(dev *device, names ...string) (out []string) {
		for _, n := range names {
			out = append(out, location(t, dev.post("/groups", url.Values{"name": {n}})))
		}
		return out
	}
	dg, eg, fg := groups(d, "A", "B", "C"), groups(e, "D"), groups(f, "E", "F")
	// An admitted import waits for the busy one; its phone stops waiting
	// soon, as it may, and the import stays queued.
	send := func(dev *device, group string) int {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		mw.WriteField("_csrf", dev.csrf())
		fw, _ := mw.CreateFormFile("file", "evening.json")
		fw.Write([]byte(`{"format":"schreiber-evening"}`))
		mw.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, app.srv.URL+group+"/import", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		res, err := dev.client.Do(req)
		if err != nil {
			return 0 // still waiting: admitted
		}
		res.Body.Close()
		return res.StatusCode
	}
	busy := make(chan struct{})
	srv.imports.slot <- struct{}{}
	go func() { <-busy; <-srv.imports.slot }()
	for _, c := range []struct {
		dev   *device
		group string
		want  int
		why   string
	}{
		{d, dg[0], 0, "the first"},
		{d, dg[0], http.StatusTooManyRequests, "a second into the same group"},
		{d, dg[1], 0, "the device's second"},
		{d, dg[2], http.StatusTooManyRequests, "the device's third"},
		{e, eg[0], 0, "the third in all"},
		{f, fg[0], 0, "the fourth in all"},
		{f, fg[1], http.StatusTooManyRequests, "a fifth in all"},
	} {
		if got := send(c.dev, c.group); got != c.want {
			t.Errorf("%s: %d, want %d (0: admitted, waiting)", c.why, got, c.want)
		}
	}
	close(busy)
	deadline := time.Now().Add(20 * time.Second)
	for {
		srv.imports.Lock()
		waiting := 0
		for _, j := range srv.imports.m {
			if j.ended.IsZero() {
				waiting++
			}
		}
		srv.imports.Unlock()
		if waiting == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d imports still wait after the busy one ended", waiting)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if got := send(d, dg[0]); got == http.StatusTooManyRequests {
		t.Error("an import into the group is refused after the others ended")
	}
}
