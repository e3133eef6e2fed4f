package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/scoring/replay"
)

// newStatsApp is newTestApp with the server at hand, its store wrapped by
// wrap if given, and live for its stop channel. Cleaning up waits for the
// runs of result work to end before the store closes.
func newStatsApp(t testing.TB, wrap func(*db.Store) Store, live LiveConfig) (*testApp, *Server) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "stats.db")
	store, err := db.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	var served Store = store
	if wrap != nil {
		served = wrap(store)
	}
	s, e, err := newServer(served, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Live: live, Groups: manyGroups})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(e)
	t.Cleanup(func() {
		srv.Close()
		if g, ok := served.(*resultsGateStore); ok {
			g.open()
		}
		for anyRunEnded(s) {
		}
		store.Close()
	})
	tt, _ := t.(*testing.T)
	return &testApp{t: tt, srv: srv, store: store, path: path}, s
}

// runEnded waits for the group's run, if one is under way, to end.
func runEnded(s *Server, group string) {
	s.runs.mu.Lock()
	r := s.runs.byGroup[lastSegment(group)]
	s.runs.mu.Unlock()
	if r != nil {
		<-r.done
	}
}

// anyRunEnded waits for one of the server's runs to end; false when none
// was under way.
func anyRunEnded(s *Server) bool {
	s.runs.mu.Lock()
	var r *resultRun
	for _, r = range s.runs.byGroup {
		break
	}
	s.runs.mu.Unlock()
	if r == nil {
		return false
	}
	<-r.done
	return true
}

// resultsGateStore holds the batches of kept results at a gate while the test
// says so: each tells arrived its size and waits for a value from gate.
// It counts the searches for games without a result.
type resultsGateStore struct {
	*db.Store
	held     atomic.Bool
	arrived  chan int
	gate     chan struct{}
	opened   chan struct{} // closed when the test is over: nothing waits any more
	searches atomic.Int32
}

func newResultsGate() *resultsGateStore {
	return &resultsGateStore{arrived: make(chan int, 1), gate: make(chan struct{}), opened: make(chan struct{})}
}

func (g *resultsGateStore) wrap(s *db.Store) Store { g.Store = s; return g }

func (g *resultsGateStore) open() {
	select {
	case <-g.opened:
	default:
		close(g.opened)
	}
}

func (g *resultsGateStore) GamesWithoutResult(ctx context.Context, groupID string, version int) ([]db.Game, error) {
	g.searches.Add(1)
	return g.Store.GamesWithoutResult(ctx, groupID, version)
}

func (g *resultsGateStore) KeepResults(ctx context.Context, version int, results []db.KeptResult) error {
	if g.held.Load() {
		select {
		case g.arrived <- len(results):
		case <-g.opened:
			return errors.New("the test is over")
		}
		select {
		case <-g.gate:
		case <-g.opened:
			return errors.New("the test is over")
		}
	}
	return g.Store.KeepResults(ctx, version, results)
}

// groupOfBatches is seededLife with 49 more evenings of fiveGames, the players
// moving round the table from one to the next: batchGames games, two
// batches of kept results.
const batchGames = 7 + 49*5 // seededLife keeps seven of its eight games

func groupOfBatches(t *testing.T, app *testApp, d *device) string {
	t.Helper()
	group, _, _ := seededLife(t, app, d)
	names := []string{"Anna", "Bo", "Carl", "Dora"}
	at := map[string]int{"Anna": 0, "Bo": 1, "Carl": 2, "Dora": 3}
	for e := range 49 {
		ev := db.EveningImport{HeldOn: fmt.Sprintf("2026-%02d-%02d", 1+e/28, 1+e%28)}
		for _, g := range fiveGames(t) {
			gi := db.GameImport{Kind: g.kind, Config: g.config, CreatedAt: "2026-01-01T20:00:00Z"}
			for _, name := range g.seats {
				gi.Seats = append(gi.Seats, names[(at[name]+e)%len(names)])
			}
			for i, p := range g.entries {
				gi.Log = append(gi.Log, db.Record{ID: fmt.Sprint(i), Action: db.Add, Payload: p, Device: "seed", CreatedAt: gi.CreatedAt})
			}
			ev.Games = append(ev.Games, gi)
		}
		if _, err := app.store.ImportEvening(context.Background(), lastSegment(group), ev); err != nil {
			t.Fatal(err)
		}
	}
	return group
}

// keepEveryResult works out every missing result of the group at once, in the
// request as the server did before it had runs: the full rebuild the
// runs must come to.
func keepEveryResult(t *testing.T, store *db.Store, group string) {
	t.Helper()
	ctx := context.Background()
	todo, err := store.GamesWithoutResult(ctx, lastSegment(group), replay.ResultsVersion)
	if err != nil {
		t.Fatal(err)
	}
	var kept []db.KeptResult
	for _, g := range todo {
		log, err := store.Log(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		seq := 0
		if len(log) > 0 {
			seq = log[len(log)-1].Seq
		}
		kept = append(kept, db.KeptResult{GameID: g.ID, Seq: seq, Seats: seatResults(g, log)})
	}
	if err := store.KeepResults(ctx, replay.ResultsVersion, kept); err != nil {
		t.Fatal(err)
	}
}

// gamesWithoutResult is how many of the group's games have no kept result.
func gamesWithoutResult(t *testing.T, store *db.Store, group string) int {
	t.Helper()
	todo, err := store.GamesWithoutResult(context.Background(), lastSegment(group), replay.ResultsVersion)
	if err != nil {
		t.Fatal(err)
	}
	return len(todo)
}

// mainHTML renders a page's main element: everything it shows but the
// frame.
func mainHTML(t *testing.T, p page) string {
	t.Helper()
	mains := findAll(p.doc, func(n *html.Node) bool { return n.Data == "main" })
	if p.status != http.StatusOK || len(mains) != 1 {
		t.Fatalf("status %d, %d main elements", p.status, len(mains))
	}
	var b strings.Builder
	if err := html.Render(&b, mains[0]); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// countingPages are the pages of a group that count results: the
// statistics in all and filtered, a player, a head-to-head.
func countingPages(t *testing.T, app *testApp, group string) []string {
	ids := playerIDs(t, app, group)
	return []string{group + "/stats", group + "/stats?from=2026-01-01&kind=durak", group + "/players/" + ids["Anna"],
		group + "/h2h?a=" + ids["Bo"] + "&b=" + ids["Dora"]}
}

// pollNotice asks for a page as its notice of missing results does.
func pollNotice(d *device, path string) page {
	return d.getWith(path, "HX-Request", "true", "HX-Trigger", "results-pending")
}

func TestStatsSayWhatIsStillBeingWorkedOut(t *testing.T) {
	t.Parallel()
	st := newResultsGate()
	app, srv := newStatsApp(t, st.wrap, LiveConfig{})
	srv.runs.small = 10
	d := app.device(t)
	group := groupOfBatches(t, app, d)
	pages := countingPages(t, app, group)
	st.held.Store(true)

	// The first look starts the run and does not wait for it.
	p := d.get(group + "/stats")
	if p.status != http.StatusOK || len(byTestID(p.doc, "results-pending")) != 1 || len(byTestID(p.doc, "csv-waits")) != 1 {
		t.Fatalf("first look: %d, notice %q, CSV note %q", p.status, texts(byTestID(p.doc, "results-pending")), texts(byTestID(p.doc, "csv-waits")))
	}
	if n := <-st.arrived; n != keepBatch {
		t.Fatalf("first batch of %d games", n)
	}
	p = d.get(group + "/stats")
	if got := fact(p, "results-pending"); !strings.Contains(got, "Still working out the results of 252 of 252 games.") ||
		!strings.Contains(got, "incomplete") {
		t.Errorf("nothing kept yet: %q", got)
	}
	if len(byTestID(p.doc, "no-games")) != 0 || len(byTestID(p.doc, "board-all")) != 0 {
		t.Error("with nothing kept yet the page shows figures or says there are none")
	}

	// One batch kept: the figures count its games and say the rest is
	// still to come, in both languages and on every page that counts.
	st.gate <- struct{}{}
	if n := <-st.arrived; n != batchGames-keepBatch {
		t.Fatalf("second batch of %d games", n)
	}
	p = d.get(group + "/stats")
	if got := fact(p, "results-pending"); !strings.Contains(got, "Still working out the results of 52 of 252 games.") {
		t.Errorf("one batch kept: %q", got)
	}
	if fact(p, "games-counted") == "" || len(byTestID(p.doc, "board-all")) != 1 {
		t.Errorf("one batch kept: %q games counted", fact(p, "games-counted"))
	}
	de := d.getWith(group+"/stats", "Accept-Language", "de")
	if got := fact(de, "results-pending"); !strings.Contains(got, "Die Ergebnisse von 52 der 252 Spiele werden noch ausgerechnet.") ||
		!strings.Contains(got, "unvollständig") || !strings.Contains(fact(de, "csv-waits"), "CSV") {
		t.Errorf("in German: %q, %q", got, fact(de, "csv-waits"))
	}
	for _, path := range pages[1:] {
		if got := fact(d.get(path), "results-pending"); !strings.Contains(got, "52 of 252") {
			t.Errorf("%s: %q", path, got)
		}
	}

	// The notice asks for its page again and gets itself, with the count.
	fragment := pollNotice(d, pages[1])
	notice := byTestID(fragment.doc, "results-pending")
	if fragment.status != http.StatusOK || strings.Contains(fragment.body, "<main") || len(notice) != 1 {
		t.Fatalf("poll: %d, %s", fragment.status, fragment.body)
	}
	if attr(notice[0], "hx-get") != pages[1] || attr(notice[0], "hx-trigger") != "every 2s" || !strings.Contains(text(notice[0]), "52 of 252") {
		t.Errorf("poll: hx-get %q, hx-trigger %q, %q", attr(notice[0], "hx-get"), attr(notice[0], "hx-trigger"), text(notice[0]))
	}
	// Every look joined the one run.
	if n := st.searches.Load(); n != 1 {
		t.Errorf("%d runs looked for the games to work out, want 1", n)
	}

	st.held.Store(false)
	st.gate <- struct{}{}
	runEnded(srv, group)
	if n := gamesWithoutResult(t, app.store, group); n != 0 {
		t.Fatalf("%d games without result once the run ended", n)
	}
	done := pollNotice(d, pages[1])
	if done.status != http.StatusNoContent || done.header.Get("HX-Refresh") != "true" {
		t.Errorf("poll once complete: %d, HX-Refresh %q", done.status, done.header.Get("HX-Refresh"))
	}
	if p := d.get(group + "/stats"); len(byTestID(p.doc, "results-pending")) != 0 || len(byTestID(p.doc, "csv-waits")) != 0 {
		t.Error("a complete page says it is partial")
	}
}

func TestStatsOnceCompleteEqualAFullRebuild(t *testing.T) {
	t.Parallel()
	st := newResultsGate()
	app, srv := newStatsApp(t, st.wrap, LiveConfig{})
	d := app.device(t)
	group := groupOfBatches(t, app, d)
	pages := countingPages(t, app, group)

	keepEveryResult(t, app.store, group)
	want := map[string]string{}
	for _, path := range pages {
		want[path] = mainHTML(t, d.get(path))
	}
	wantCSV := d.get(group + "/stats/csv")
	if n := gamesWithoutResult(t, app.store, group); n != 0 {
		t.Fatalf("%d games missing after the full rebuild", n)
	}

	if err := app.store.DropResults(context.Background()); err != nil {
		t.Fatal(err)
	}
	st.held.Store(true)
	if p := d.get(pages[0]); len(byTestID(p.doc, "results-pending")) != 1 {
		t.Fatal("the first look after the results were dropped does not say they are missing")
	}
	<-st.arrived
	// The CSV is a download: it waits for every result, however long
	// that takes, and counts them all.
	csv := make(chan string, 1)
	go func() {
		res, err := d.client.Get(app.srv.URL + group + "/stats/csv")
		if err != nil {
			csv <- err.Error()
			return
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		csv <- fmt.Sprint(res.StatusCode, "\n", string(b))
	}()
	st.gate <- struct{}{}
	<-st.arrived
	st.held.Store(false)
	st.gate <- struct{}{}
	if got, want := <-csv, fmt.Sprint(http.StatusOK, "\n", wantCSV.body); got != want {
		t.Errorf("CSV while the results were worked out:\n%s\nwant\n%s", got, want)
	}
	runEnded(srv, group)
	for _, path := range pages {
		if got := mainHTML(t, d.get(path)); got != want[path] {
			t.Errorf("%s once complete:\n%s\nwant, as after a full rebuild:\n%s", path, got, want[path])
		}
	}
}

func TestResultsRunOutlivesItsRequest(t *testing.T) {
	t.Parallel()
	st := newResultsGate()
	app, srv := newStatsApp(t, st.wrap, LiveConfig{})
	d := app.device(t)
	group := groupOfBatches(t, app, d)
	st.held.Store(true)
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, app.srv.URL+group+"/stats", nil)
	answered := make(chan struct{})
	go func() {
		defer close(answered)
		if res, err := d.client.Do(req); err == nil {
			res.Body.Close()
		}
	}()
	<-st.arrived
	cancel() // the phone went away
	<-answered
	st.held.Store(false)
	st.gate <- struct{}{}
	runEnded(srv, group)
	if n := gamesWithoutResult(t, app.store, group); n != 0 {
		t.Errorf("%d games without result after the run whose request went away", n)
	}
}

func TestResultsRunEndsWithTheServer(t *testing.T) {
	t.Parallel()
	stop := make(chan struct{})
	st := newResultsGate()
	app, srv := newStatsApp(t, st.wrap, LiveConfig{Stop: stop})
	d := app.device(t)
	group := groupOfBatches(t, app, d)
	st.held.Store(true)
	d.get(group + "/stats")
	<-st.arrived
	close(stop)
	st.gate <- struct{}{}
	runEnded(srv, group)
	if n := gamesWithoutResult(t, app.store, group); n != batchGames-keepBatch {
		t.Errorf("%d games without result after the server stopped, want the %d of the batch it did not start", n, batchGames-keepBatch)
	}
	// A stopping server starts no more work, and says what is missing.
	if p := d.get(group + "/stats"); p.status != http.StatusOK || !strings.Contains(fact(p, "results-pending"), "52 of 52") {
		t.Errorf("stats of a stopping server: %d, %q", p.status, fact(p, "results-pending"))
	}
	runEnded(srv, group)
}
