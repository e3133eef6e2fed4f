package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/html"

	"schreiber/db"
	"schreiber/db/pgtest"
	"schreiber/scoring/games"
)

// The crash test: several phones enter deals into several games while the
// real server is killed with SIGKILL at random moments and started again on
// the same database. Every deal whose POST was answered must be in its
// game's log exactly as sent; a deal whose answer never came is either
// there whole or not at all, and sending it again never stores it twice.
//
// It runs 10 cycles under CI and 4 in a developer's run;
// SCHREIBER_CRASH_CYCLES=100 is the long run (docs/operations.md).
// SCHREIBER_CRASH_SEED replays a run's kill times.

// crashSetting reads a number from the environment.
func crashSetting(t *testing.T, key string, fallback int64) int64 {
	t.Helper()
	v := os.Getenv(key)
	if v == "" {
		return fallback
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive number", key, v)
	}
	return n
}

// crashDeal is what one POST asked to store.
type crashDeal struct {
	game  string // the game's id
	loser int
	card  string
}

// crashPost is a deal form, kept to be sent again after a crash.
type crashPost struct {
	nonce string
	form  url.Values
}

// crashClient is one phone entering deals into one game. Its records are
// read by the test only while it is not running.
type crashClient struct {
	phone   *phone
	htmx    bool // answers are fragments (200) rather than redirects (303)
	game    string
	gameID  string
	rng     *rand.Rand
	form    url.Values // the entry form's hidden fields, from the last page
	pending *crashPost // sent, but the answer never came
	last    *crashPost // the last one answered

	sent     map[string]crashDeal
	acked    map[string]bool
	refused  map[string]bool // answered 409: must not be stored
	resent   int             // pending posts sent again after a restart
	wasSaved int             // of those, found stored already
}

var crashCards = []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

// try sends a request and reports a failed connection as an error rather
// than failing the test: a killed server is expected here.
func (c *crashClient) try(method, path string, form url.Values) (answer, error) {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, c.phone.base+path, body)
	if err != nil {
		return answer{}, err
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if c.htmx {
		req.Header.Set("HX-Request", "true")
	}
	res, err := c.phone.client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return answer{}, err
	}
	doc, _ := html.Parse(strings.NewReader(string(b)))
	return answer{status: res.StatusCode, location: res.Header.Get("Location"), body: string(b), doc: doc}, nil
}

// formFields reads the entry form's hidden fields from a page or panel.
func formFields(doc *html.Node) (url.Values, error) {
	f := url.Values{"_csrf": {field(doc, "_csrf")}, "nonce": {field(doc, "nonce")}, "after": {field(doc, "after")}}
	for k, v := range f {
		if v[0] == "" {
			return nil, fmt.Errorf("the page has no %s field", k)
		}
	}
	return f, nil
}

// run enters deals until the server goes away or stop is closed. It
// returns an error only for an answer that must never come.
func (c *crashClient) run(stop <-chan struct{}) error {
	for {
		select {
		case <-stop:
			return nil
		default:
		}
		if c.pending == nil {
			if c.form == nil {
				a, err := c.try(http.MethodGet, c.game, nil)
				if err != nil {
					return nil
				}
				if a.status != http.StatusOK {
					return fmt.Errorf("GET %s: status %d", c.game, a.status)
				}
				if c.form, err = formFields(a.doc); err != nil {
					return err
				}
			}
			d := crashDeal{game: c.gameID, loser: c.rng.IntN(3), card: crashCards[c.rng.IntN(len(crashCards))]}
			p := &crashPost{nonce: c.form.Get("nonce"), form: url.Values{"mode": {"quick"}, "loser": {strconv.Itoa(d.loser)},
				"card": {d.card}, "nonce": {c.form.Get("nonce")}, "after": {c.form.Get("after")}, "_csrf": {c.form.Get("_csrf")}}}
			if _, seen := c.sent[p.nonce]; seen {
				return fmt.Errorf("the server handed out nonce %s twice", p.nonce)
			}
			c.sent[p.nonce], c.pending = d, p
		}
		a, err := c.try(http.MethodPost, c.game+"/entries", c.pending.form)
		if err != nil {
			return nil // the answer never came: pending stays for the restart
		}
		c.form = nil
		switch {
		case a.status == http.StatusSeeOther && !c.htmx, a.status == http.StatusOK && c.htmx:
			c.acked[c.pending.nonce] = true
			c.last, c.pending = c.pending, nil
			if c.htmx {
				if c.form, err = formFields(a.doc); err != nil {
					return err
				}
			}
		case a.status == http.StatusConflict:
			// Another phone entered a deal first; nothing was stored.
			c.refused[c.pending.nonce] = true
			c.pending = nil
		default:
			return fmt.Errorf("POST %s: status %d: %.300s", c.game+"/entries", a.status, a.body)
		}
	}
}

// newMatapesa starts a game of Mätäpesä (it counts losses and never ends)
// for the group's three players, in the evening.
func newMatapesa(t *testing.T, p *phone, evening string) string {
	t.Helper()
	page := p.get(evening + "/games/new?kind=gurke")
	form := url.Values{"kind": {"gurke"}, "preset": {"matapesa"}}
	boxes := nodes(page.doc, func(n *html.Node) bool { return n.Data == "input" && attrOf(n, "name") == "player" })
	for i, b := range boxes {
		id := attrOf(b, "value")
		form.Add("player", id)
		form.Set("pos-"+id, fmt.Sprint(i+1))
	}
	form.Set("first_dealer", attrOf(boxes[0], "value"))
	return p.redirected(evening+"/games", form)
}

// TestCrashLosesNothing is the crash test described at the top of the file.
func TestCrashLosesNothing(t *testing.T) {
	t.Parallel()
	crashCycles(t, filepath.Join(t.TempDir(), "crash.db"))
}

// The same cycles with the program on PostgreSQL: a server killed while
// deals are on their way loses none it answered and stores none twice.
func TestCrashLosesNothingOnPostgres(t *testing.T) {
	t.Parallel()
	crashCycles(t, pgtest.Shared(t).Database(t, "template1"))
}

// crashCycles kills the program on the database (a SQLite file or a
// PostgreSQL URL) again and again while phones enter deals, and checks
// what every restart finds.
func crashCycles(t *testing.T, dbPath string) {
	// Ten crashes under CI, four in a developer's run.
	cycles := int(crashSetting(t, "SCHREIBER_CRASH_CYCLES", 4))
	if fullProofs() {
		cycles = int(crashSetting(t, "SCHREIBER_CRASH_CYCLES", 10))
	}
	seed := uint64(crashSetting(t, "SCHREIBER_CRASH_SEED", time.Now().UnixNano()))
	t.Logf("%d cycles, SCHREIBER_CRASH_SEED=%d", cycles, seed)
	rng := rand.New(rand.NewPCG(seed, 1))

	srv := start(t, dbPath)
	setup := newPhone(t, srv)
	group := setup.redirected("/groups", url.Values{"name": {"Absturz"}, "players": {"Anna\nBo\nCai"}})
	evening := setup.redirected(group+"/evenings", url.Values{"held_on": {"2026-11-20"}})
	var gamePaths []string
	for range 3 {
		gamePaths = append(gamePaths, newMatapesa(t, setup, evening))
	}
	invite := ""
	for _, n := range byTestID(setup.get(group).doc, "invite-scorer") {
		invite = attrOf(n, "value")
	}
	u, err := url.Parse(invite)
	if err != nil || u.Path == "" {
		t.Fatalf("scorer's link %q", invite)
	}
	// Four phones on three games: two share the first, so that they
	// sometimes refuse each other's stale form.
	var clients []*crashClient
	for i := range 4 {
		p := newPhone(t, srv)
		p.redirected(u.Path, url.Values{})
		game := gamePaths[i%len(gamePaths)]
		clients = append(clients, &crashClient{phone: p, htmx: i%2 == 1, game: game, gameID: game[strings.LastIndex(game, "/")+1:],
			rng: rand.New(rand.NewPCG(seed, uint64(i+2))), sent: map[string]crashDeal{}, acked: map[string]bool{}, refused: map[string]bool{}})
	}

	began := time.Now()
	for cycle := range cycles {
		if cycle > 0 {
			checkResend(t, clients[cycle%len(clients)], dbPath)
		}
		for _, c := range clients {
			c.countResend(t, dbPath)
		}
		errs := make(chan error, len(clients))
		var wg sync.WaitGroup
		for _, c := range clients {
			wg.Go(func() { errs <- c.run(nil) })
		}
		time.Sleep(time.Duration(20+rng.IntN(280)) * time.Millisecond)
		srv.kill()
		finished := make(chan struct{})
		go func() { wg.Wait(); close(finished) }()
		select {
		case <-finished:
		case <-time.After(30 * time.Second):
			t.Fatalf("cycle %d: the phones did not notice the crash within 30 s", cycle)
		}
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("cycle %d: %v", cycle, err)
			}
		}
		checkLeftByCrash(t, dbPath, clients, cycle)
		srv = start(t, dbPath)
		for _, c := range clients {
			c.phone.moveTo(srv)
		}
		setup.moveTo(srv)
		checkServed(t, dbPath, setup, evening, clients, cycle)
	}
	// Whatever was still unanswered is sent once more.
	var acked, sent, refused, resent, wasSaved int
	for _, c := range clients {
		c.flush(t, dbPath)
		acked, sent, refused, resent, wasSaved = acked+len(c.acked), sent+len(c.sent), refused+len(c.refused), resent+c.resent, wasSaved+c.wasSaved
	}
	checkServed(t, dbPath, setup, evening, clients, cycles)
	if acked == 0 {
		t.Fatal("no deal was ever answered")
	}
	t.Logf("%d cycles in %v: %d deals sent, %d answered as stored, %d refused as stale, %d unanswered ones sent again after a restart, %d of those had been stored before the crash; 0 answered deals lost",
		cycles, time.Since(began).Round(time.Millisecond), sent, acked, refused, resent, wasSaved)
}

// flush sends a deal whose answer never came once more, to the running
// server: stored before or now, it is answered as stored; refused as stale,
// it must not have been stored.
func (c *crashClient) flush(t *testing.T, dbPath string) {
	t.Helper()
	c.countResend(t, dbPath)
	if c.pending == nil {
		return
	}
	a, err := c.try(http.MethodPost, c.game+"/entries", c.pending.form)
	if err != nil {
		t.Fatal(err)
	}
	switch a.status {
	case http.StatusSeeOther, http.StatusOK:
		c.acked[c.pending.nonce] = true
	case http.StatusConflict:
		c.refused[c.pending.nonce] = true
	default:
		t.Fatalf("the deal %s sent again: status %d", c.pending.nonce, a.status)
	}
	c.pending = nil
}

// countResend counts a deal about to be sent again, and whether it was
// stored before its answer was lost.
func (c *crashClient) countResend(t *testing.T, dbPath string) {
	t.Helper()
	if c.pending != nil {
		c.resent++
		if storedNonce(t, dbPath, c.pending.nonce) {
			c.wasSaved++
		}
	}
}

// checkResend sends a phone's last answered deal once more, as a phone
// does that did not see the answer: it must be answered as stored, with a
// notice, and not be stored a second time.
func checkResend(t *testing.T, c *crashClient, dbPath string) {
	t.Helper()
	if c.last == nil {
		return
	}
	before := len(entryRows(t, dbPath))
	a, err := c.try(http.MethodPost, c.game+"/entries", c.last.form)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[bool]int{false: http.StatusSeeOther, true: http.StatusOK}[c.htmx]; a.status != want {
		t.Fatalf("the resent deal %s: status %d, want %d: %.300s", c.last.nonce, a.status, want, a.body)
	}
	if !c.htmx {
		a, err = c.try(http.MethodGet, c.game, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(a.body, "was saved already") {
			t.Errorf("the resent deal %s: no notice that it was saved already", c.last.nonce)
		}
	}
	if after := len(entryRows(t, dbPath)); after != before {
		t.Fatalf("the resent deal %s changed the log from %d to %d entries", c.last.nonce, before, after)
	}
	c.form = nil
}

// entryRow is one stored log record.
type entryRow struct {
	game    string
	seq     int
	action  string
	nonce   string
	payload string
}

// openRead opens the database for reading beside a running server.
func openRead(t *testing.T, dbPath string) *sql.DB {
	t.Helper()
	if db.IsPostgres(dbPath) {
		conn, err := sql.Open("pgx", dbPath)
		if err != nil {
			t.Fatal(err)
		}
		return conn
	}
	conn, err := sql.Open("sqlite", "file:"+dbPath+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	return conn
}

// entryRows reads every log record.
func entryRows(t *testing.T, dbPath string) []entryRow {
	t.Helper()
	conn := openRead(t, dbPath)
	defer conn.Close()
	rows, err := conn.Query(`SELECT game_id, seq, action, coalesce(nonce, ''), payload FROM entries ORDER BY game_id, seq`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []entryRow
	for rows.Next() {
		var r entryRow
		if err := rows.Scan(&r.game, &r.seq, &r.action, &r.nonce, &r.payload); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func storedNonce(t *testing.T, dbPath, nonce string) bool {
	t.Helper()
	return slices.ContainsFunc(entryRows(t, dbPath), func(r entryRow) bool { return r.nonce == nonce })
}

func integrity(t *testing.T, dbPath string) {
	t.Helper()
	if db.IsPostgres(dbPath) {
		return // PostgreSQL keeps its own pages whole; the rows are checked
	}
	conn := openRead(t, dbPath)
	defer conn.Close()
	var ok string
	if err := conn.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		t.Fatalf("integrity check of %s: %q, %v", filepath.Base(dbPath), ok, err)
	}
}

// checkLeftByCrash looks at the files exactly as the killed server left
// them, through a copy so that the server's own recovery is left to the
// server: the copy must be whole and hold every answered deal.
func checkLeftByCrash(t *testing.T, dbPath string, clients []*crashClient, cycle int) {
	t.Helper()
	if db.IsPostgres(dbPath) {
		// The program's crash leaves PostgreSQL's rows as they are.
		checkRows(t, entryRows(t, dbPath), clients, fmt.Sprintf("cycle %d, as left by the crash", cycle))
		return
	}
	dir := t.TempDir()
	copyPath := filepath.Join(dir, "left.db")
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(dbPath + suffix)
		if os.IsNotExist(err) && suffix != "" {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(copyPath+suffix, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// Opened writable, as a server opens it, so that the log is replayed.
	conn, err := sql.Open("sqlite", "file:"+copyPath)
	if err != nil {
		t.Fatal(err)
	}
	var ok string
	if err := conn.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		t.Fatalf("cycle %d: the database left by the crash: integrity %q, %v", cycle, ok, err)
	}
	conn.Close()
	checkRows(t, entryRows(t, copyPath), clients, fmt.Sprintf("cycle %d, as left by the crash", cycle))
}

// checkRows holds the stored log records against what the phones sent.
func checkRows(t *testing.T, rows []entryRow, clients []*crashClient, when string) {
	t.Helper()
	sent := map[string]crashDeal{}
	for _, c := range clients {
		for n, d := range c.sent {
			sent[n] = d
		}
	}
	stored := map[string]bool{}
	seqs := map[string]int{}
	for _, r := range rows {
		seqs[r.game]++
		if r.seq != seqs[r.game] {
			t.Fatalf("%s: game %s has record %d where %d belongs", when, r.game, r.seq, seqs[r.game])
		}
		d, ok := sent[r.nonce]
		if r.action != string(db.Add) || !ok {
			t.Fatalf("%s: a record no phone sent: %+v", when, r)
		}
		var p struct {
			Kind  string `json:"kind"`
			Loser int    `json:"loser"`
			Card  string `json:"card"`
		}
		if err := json.Unmarshal([]byte(r.payload), &p); err != nil || p.Kind != "quick" || p.Loser != d.loser ||
			p.Card != d.card || r.game != d.game {
			t.Fatalf("%s: record %+v does not hold the deal sent, %+v", when, r, d)
		}
		stored[r.nonce] = true
	}
	for _, c := range clients {
		for n := range c.acked {
			if !stored[n] {
				t.Fatalf("%s: the answered deal %s (%+v) is lost", when, n, c.sent[n])
			}
		}
		for n := range c.refused {
			if stored[n] {
				t.Fatalf("%s: the refused deal %s was stored", when, n)
			}
		}
	}
}

// checkServed checks the restarted server: the database is whole, holds
// every answered deal, every game page shows the losses its log adds up to,
// and the evening's export folds and replays.
func checkServed(t *testing.T, dbPath string, p *phone, evening string, clients []*crashClient, cycle int) {
	t.Helper()
	integrity(t, dbPath)
	rows := entryRows(t, dbPath)
	when := fmt.Sprintf("cycle %d, after the restart", cycle)
	checkRows(t, rows, clients, when)
	losses := map[string][]int{}
	for _, r := range rows {
		if losses[r.game] == nil {
			losses[r.game] = make([]int, 3)
		}
		var d struct{ Loser int }
		json.Unmarshal([]byte(r.payload), &d)
		losses[r.game][d.Loser]++
	}
	seen := map[string]bool{}
	for _, c := range clients {
		if seen[c.game] {
			continue
		}
		seen[c.game] = true
		want := fmt.Sprint(losses[c.gameID])
		if losses[c.gameID] == nil {
			want = "[0 0 0]"
		}
		if got := scores(t, p, c.game); "["+strings.Join(got, " ")+"]" != want {
			t.Fatalf("%s: game %s shows losses %v, its log adds up to %s", when, c.gameID, got, want)
		}
	}
	export := p.get(evening + "/export")
	f, err := db.ReadExport(strings.NewReader(export.body))
	if err != nil {
		t.Fatalf("%s: export: %v", when, err)
	}
	total := 0
	for _, g := range f.Games {
		cur := g.Current()
		total += len(cur)
		if _, err := games.Recompute(g.Kind, g.Config, g.Players, cur); err != nil {
			t.Fatalf("%s: a game does not replay: %v", when, err)
		}
	}
	if total != len(rows) {
		t.Fatalf("%s: the export folds to %d entries, the log holds %d", when, total, len(rows))
	}
}
