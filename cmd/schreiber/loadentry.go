package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzip"

	"schreiber/db"
	"schreiber/scoring/replay"
	"schreiber/views"
)

// loadEntry measures deal entry: `schreiber loadtest entry` starts this
// program's server and, in the same run, the bare insert server (see
// serveBare), each on a loopback port with a temporary database. For each
// kind asked (-kind, every kind unless told), every table is a game of that
// kind that already holds -entries entries, played at random by the kind's
// Play (replay.Kind.Random). For -duration each of -tables tables posts its
// game's next entries to the bare server, one after the other, as fast as it
// answers; then, for as long, to the server through the real entry forms,
// each filled as a phone fills it for that entry: with its CSRF token, the
// form's nonce and log position, and the htmx header, so that the answer is
// the panel with the next form, as on a phone. The -duration is measured
// in -rounds turns, the bare server's and the server's alternating, the
// tables going on with their games from turn to turn, so that a change in
// the machine's pace falls on both. A run therefore takes about twice
// -duration per kind. It prints, per kind, requests per second and
// p50/p95/p99 of both, the ratios and the server's memory, then a line per
// kind against the goal.
//
// With -db postgres://… the servers and the bare insert server use that
// PostgreSQL database instead of a SQLite file each (what they write stays
// there). With -servers N (on PostgreSQL) the run measures the deal entry
// with one server, then with 2, … N servers on the database, each time on
// new games, the tables spread over the servers in turn: as many servers
// behind a load balancer that sends each table to one of them.
func loadEntry(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("loadtest entry", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tables := fs.Int("tables", 16, "tables entering deals at once")
	entries := fs.Int("entries", 200, "entries every table's game holds before the measurement")
	duration := fs.Duration("duration", 10*time.Second, "how long each server is measured, for each kind")
	kindList := fs.String("kind", "all", "kinds of game measured, separated by commas (gurke, hurrican, …), or all")
	touch := fs.Int("touch", 0, "games (of 50 entries, the kinds in turn) opened once before the measurement, to fill the server's memory as many recently used games do")
	timeout := fs.Duration("timeout", 0, "give up after this long (default a minute, and a minute and twice -duration per kind)")
	cpuprofile := fs.String("cpuprofile", "", "write the server's CPU profile, over its whole run, to this file")
	memprofile := fs.String("memprofile", "", "write the server's heap profile, as it stops, to this file")
	database := fs.String("db", "", "a postgres:// URL: the servers and the bare insert server use this PostgreSQL database (what they write stays there) instead of a SQLite file each")
	servers := fs.Int("servers", 1, "with -db: measure the deal entry with one server, then with 2, … this many on the database, the tables spread over them in turn")
	rounds := fs.Int("rounds", 10, "turns each kind's -duration is measured in, the bare insert server and the servers alternating, so that a change in the machine's pace falls on both")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *database != "" && !db.IsPostgres(*database) {
		return errors.New("loadtest entry: -db takes a postgres:// URL; without it each server has a SQLite file of its own")
	}
	if *servers < 1 || *servers > 4 || (*servers > 1 && *database == "") {
		return errors.New("loadtest entry: 1 to 4 servers, and more than one only on a PostgreSQL database (-db)")
	}
	if *tables < 1 || *tables > 256 || *entries < 0 || *entries > 2000 || *duration <= 0 || *duration > 10*time.Minute ||
		*touch < 0 || *touch > 5000 || *rounds < 1 || *rounds > 20 {
		return errors.New("loadtest entry: 1 to 256 tables, at most 2000 entries, 10 minutes, 5000 touched games and 20 rounds")
	}
	kinds, err := pickKinds(*kindList)
	if err != nil {
		return err
	}
	if *timeout <= 0 {
		*timeout = time.Minute + time.Duration(len(kinds))*(time.Minute+2**duration)
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	// The tables' games, and the touched ones, are the start of each
	// kind's random game.
	prefixes := make([]replay.RandomGame, len(kinds))
	for i, k := range kinds {
		if prefixes[i], err = randomGame(k, max(*entries, touchedEntries), *entries); err != nil {
			return err
		}
	}
	bare, err := startChild(ctx, stderr, nil, *database, "loadtest", "bare")
	if err != nil {
		return err
	}
	defer bare.stop()
	var env []string
	for name, file := range map[string]string{"SCHREIBER_CPUPROFILE": *cpuprofile, "SCHREIBER_MEMPROFILE": *memprofile} {
		if file == "" {
			continue
		}
		path, err := filepath.Abs(file)
		if err != nil {
			return err
		}
		env = append(env, name+"="+path)
	}
	srvs := make([]*loadServer, *servers)
	for i := range srvs {
		if i > 0 {
			// The profiles are the first server's.
			env = nil
		}
		if srvs[i], err = startLoadServer(ctx, stderr, *database, env...); err != nil {
			return err
		}
		defer srvs[i].stop()
	}
	srv := srvs[0]
	scorer, err := newLoadPhone(srv.url)
	if err != nil {
		return err
	}
	store := *database
	if store == "" {
		store = filepath.Join(srv.dir, "load.db")
	}
	// The phone is signed in on every server: they share the session key,
	// and its cookies are the loopback address's, whatever the port.
	phones := []*loadPhone{scorer}
	for _, other := range srvs[1:] {
		phones = append(phones, &loadPhone{base: other.url, client: scorer.client, csrf: scorer.csrf})
	}
	// The games of each number of servers: new ones for each, so that
	// every measurement starts on games of -entries entries.
	games := make([][][]string, *servers)
	var touched []string
	for n := range games {
		others := 0
		if n == 0 {
			others = *touch
		}
		var more []string
		if games[n], more, err = fillGames(ctx, scorer, store, kinds, prefixes, *tables, *entries, others); err != nil {
			return err
		}
		touched = append(touched, more...)
	}
	fmt.Fprintf(stdout, "server %s (pid %d), bare insert server %s (pid %d); %d tables on games of %d entries, of %s in turn, %s each\n",
		srv.url, srv.cmd.Process.Pid, bare.url, bare.cmd.Process.Pid, *tables, *entries, strings.Join(kindNames(kinds), ", "), *duration)
	for i, other := range srvs[1:] {
		fmt.Fprintf(stdout, "server %d: %s (pid %d)\n", i+2, other.url, other.cmd.Process.Pid)
	}
	if *database != "" {
		fmt.Fprintf(stdout, "on PostgreSQL: %s\n", shownDB(*database))
	}
	if *touch > 0 {
		began := time.Now()
		for _, g := range touched {
			if _, err := scorer.get(g); err != nil {
				return err
			}
		}
		fmt.Fprintf(stdout, "opened %d other games of %d entries in %s; server memory: %s\n", *touch, touchedEntries,
			time.Since(began).Round(time.Millisecond), srv.memory())
	}
	var results []kindResult
	for i, k := range kinds {
		perServers := make([][]string, len(games))
		for n := range games {
			perServers[n] = games[n][i]
		}
		r, err := measureKind(ctx, stdout, srvs, bare, phones, k, prefixes[i], perServers, *entries, *duration, *rounds)
		if err != nil {
			return fmt.Errorf("%s: %w", k.Name, err)
		}
		results = append(results, r)
	}
	return summarize(stdout, results)
}

// touchedEntries is how many entries the games -touch opens hold.
const touchedEntries = 50

// kindResult is what the servers did under the load of one kind's tables.
type kindResult struct {
	kind      string
	base, app measured
	more      []measured // with 2, 3, … servers on one database
}

// measureKind puts the load of one kind's tables on the bare server, then
// on the server, and then on 2, … of the servers together, the tables
// spread over them in turn (games[n] are the games for n+1 servers), and
// prints what each did. It does so in rounds, each a round'th of d, the
// tables going on with their games from one round to the next: the
// machine's pace, which wanders over a minute, is then the same for the
// ceiling and the servers. The tables' games hold the first entries
// entries of prefix; the bare server stores the same payloads.
func measureKind(ctx context.Context, stdout io.Writer, srvs []*loadServer, bare *loadServer, phones []*loadPhone, k views.Kind,
	prefix replay.RandomGame, games [][]string, entries int, d time.Duration, rounds int) (kindResult, error) {
	r := kindResult{kind: k.Name, more: make([]measured, len(games)-1)}
	turn := d / time.Duration(rounds)
	bareAt := newTablesAt(games[0], entries)
	at := make([]tablesAt, len(games))
	for n, list := range games {
		at[n] = newTablesAt(list, entries)
	}
	var script *loadScript
	for round := range rounds {
		m, err := drive(ctx, turn, bareAt, func(game string, i int, _ *entryForm) error {
			return bare.postBare(ctx, game, string(prefix.Entries[i%len(prefix.Entries)]))
		})
		if err != nil {
			return r, fmt.Errorf("bare server: %w", err)
		}
		r.base = r.base.and(m)
		if round == 0 {
			// The server can be as fast as the bare server, or a little
			// faster: the tables' game goes on a quarter further than
			// the bare server's busiest table got, in every round.
			if script, err = newLoadScript(k, prefix, entries, rounds*(m.most+m.most/4+50)); err != nil {
				return r, err
			}
		}
		for n, list := range games {
			// Table j enters its deals through server j mod n+1.
			phoneOf := map[string]*loadPhone{}
			for j, g := range list {
				phoneOf[g] = phones[j%(n+1)]
			}
			m, err := drive(ctx, turn, at[n], func(game string, i int, f *entryForm) error {
				return phoneOf[game].postEntry(ctx, game, script, i, f)
			})
			if err != nil {
				return r, fmt.Errorf("%s: %w", serversName(n+1), err)
			}
			if n == 0 {
				r.app = r.app.and(m)
			} else {
				r.more[n-1] = r.more[n-1].and(m)
			}
		}
	}
	fmt.Fprintf(stdout, "\n%s: %d tables on games of %d entries; the busiest table entered %d more\n", k.Name, len(games[0]), entries, r.app.most)
	fmt.Fprintf(stdout, "%-22s %9s %9s %9s %9s %7s\n", "", "req/s", "p50", "p95", "p99", "errors")
	rows := []struct {
		name string
		m    measured
	}{{"bare insert (ceiling)", r.base}, {"deal entry (server)", r.app}}
	for n, m := range r.more {
		rows = append(rows, struct {
			name string
			m    measured
		}{"deal entry (" + serversName(n+2) + ")", m})
	}
	for _, row := range rows {
		fmt.Fprintf(stdout, "%-22s %9.0f %9s %9s %9s %7d\n", row.name, row.m.rate(), pct(row.m.took, 50), pct(row.m.took, 95), pct(row.m.took, 99), row.m.errors)
	}
	fmt.Fprintf(stdout, "\nthroughput: %.0f %% of the ceiling; p99: %.1f × the ceiling's\n", 100*r.share(), r.p99Ratio())
	for n, m := range r.more {
		fmt.Fprintf(stdout, "with %s: %.0f %% of the ceiling, %.2f × one server's; p99: %.1f × the ceiling's\n", serversName(n+2),
			100*m.rate()/r.base.rate(), m.rate()/r.app.rate(), p99Ratio(m, r.base))
	}
	for _, m := range append([]measured{r.app}, r.more...) {
		if m.ranOut > 0 {
			fmt.Fprintf(stdout, "%d tables came to the end of their game (%d entries) before the time was up\n", m.ranOut, len(script.game.Entries))
		}
	}
	if len(srvs) == 1 {
		fmt.Fprintf(stdout, "server memory after the load: %s\n", srvs[0].memory())
	} else {
		for i, srv := range srvs {
			fmt.Fprintf(stdout, "server %d memory after the load: %s\n", i+1, srv.memory())
		}
	}
	return r, nil
}

// serversName says how many servers, as the report names them.
func serversName(n int) string {
	if n == 1 {
		return "1 server"
	}
	return strconv.Itoa(n) + " servers"
}

func (r kindResult) share() float64 { return r.app.rate() / r.base.rate() }

func (r kindResult) p99Ratio() float64 { return p99Ratio(r.app, r.base) }

// p99Ratio is m's p99 against the ceiling's.
func p99Ratio(m, base measured) float64 {
	return float64(pct(m.took, 99)) / float64(max(pct(base.took, 99), time.Microsecond))
}

// summarize prints a line per kind against the goal (at least 60 % of the
// ceiling's throughput, a p99 no longer than the ceiling's) and fails the
// run if a request failed.
func summarize(stdout io.Writer, results []kindResult) error {
	fmt.Fprintf(stdout, "\nevery kind against the ceiling (goal: ≥ 60 %% of its req/s, p99 ≤ its p99):\n")
	fmt.Fprintf(stdout, "%-13s %9s %9s %6s %9s %9s %7s  %s\n", "kind", "ceiling", "server", "share", "p99", "ceil. p99", "p99 ×", "goal")
	var failed []string
	for _, r := range results {
		goal := "met"
		if r.share() < 0.6 || r.p99Ratio() > 1 {
			goal = "not met"
		}
		fmt.Fprintf(stdout, "%-13s %9.0f %9.0f %5.0f%% %9s %9s %7.1f  %s\n", r.kind, r.base.rate(), r.app.rate(), 100*r.share(),
			pct(r.app.took, 99), pct(r.base.took, 99), r.p99Ratio(), goal)
		for n, m := range r.more {
			goal := "met"
			if m.rate()/r.base.rate() < 0.6 || p99Ratio(m, r.base) > 1 {
				goal = "not met"
			}
			fmt.Fprintf(stdout, "%-13s %9.0f %9.0f %5.0f%% %9s %9s %7.1f  %s\n", fmt.Sprintf("%s ×%d", r.kind, n+2), r.base.rate(), m.rate(),
				100*m.rate()/r.base.rate(), pct(m.took, 99), pct(r.base.took, 99), p99Ratio(m, r.base), goal)
		}
		errs, first := r.app.errors, r.app.first
		for _, m := range r.more {
			errs, first = errs+m.errors, cmpErr(first, m.first)
		}
		if errs > 0 || r.base.errors > 0 {
			failed = append(failed, fmt.Sprintf("%s: %d requests to the servers and %d to the bare server failed: %v",
				r.kind, errs, r.base.errors, cmpErr(first, r.base.first)))
		}
	}
	if len(failed) > 0 {
		return errors.New("loadtest entry: " + strings.Join(failed, "; "))
	}
	return nil
}

// fillGames makes a group with an evening for each kind of tables games of
// entries entries each, the start of the kind's random game, and another
// of touch games of 50 entries each, the kinds in turn, by importing them
// straight into the server's database: as many entries through the forms
// would take longer than the measurement.
func fillGames(ctx context.Context, scorer *loadPhone, path string, kinds []views.Kind, prefixes []replay.RandomGame,
	tables, entries, touch int) (games [][]string, touched []string, err error) {
	group, err := scorer.post("/groups", url.Values{"name": {"Last"}, "players": {"P1\nP2\nP3\nP4"}})
	if err != nil {
		return nil, nil, err
	}
	open := db.OpenExisting
	if db.IsPostgres(path) {
		open = db.Open
	}
	store, err := open(ctx, path)
	if err != nil {
		return nil, nil, err
	}
	defer store.Close()
	stamp := time.Now().UTC().Format(time.RFC3339Nano)
	game := func(kind string, g replay.RandomGame, n int) db.GameImport {
		in := db.GameImport{Kind: kind, Config: string(g.Config), CreatedAt: stamp, Seats: g.Players}
		for i, e := range g.Entries[:n] {
			in.Log = append(in.Log, db.Record{ID: strconv.Itoa(i), Action: db.Add, Payload: string(e), Device: "loadtest", CreatedAt: stamp})
		}
		return in
	}
	evening := func(in db.EveningImport) ([]string, error) {
		in.HeldOn = "2026-11-20"
		ev, err := store.ImportEvening(ctx, strings.TrimPrefix(group, "/g/"), in)
		if err != nil {
			return nil, err
		}
		list, err := store.Games(ctx, ev.ID)
		if err != nil {
			return nil, err
		}
		out := make([]string, len(list))
		for i, g := range list {
			out[i] = group + "/games/" + g.ID
		}
		return out, nil
	}
	for i, k := range kinds {
		var in db.EveningImport
		for range tables {
			in.Games = append(in.Games, game(k.Name, prefixes[i], entries))
		}
		list, err := evening(in)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", k.Name, err)
		}
		games = append(games, list)
	}
	if touch > 0 {
		var in db.EveningImport
		for i := range touch {
			in.Games = append(in.Games, game(kinds[i%len(kinds)].Name, prefixes[i%len(kinds)], min(touchedEntries, len(prefixes[i%len(kinds)].Entries))))
		}
		if touched, err = evening(in); err != nil {
			return nil, nil, err
		}
	}
	return games, touched, nil
}

// measured is what one server did under the load.
type measured struct {
	took   []time.Duration // of every request that succeeded
	errors int
	first  error
	span   time.Duration
	most   int // requests that succeeded of the busiest table
	ranOut int // tables that had no more entries to post before the end
}

// errRanOut says a table has posted every entry its game had.
var errRanOut = errors.New("no more entries")

func (m measured) rate() float64 { return float64(len(m.took)) / m.span.Seconds() }

// and is m with a later round's measurement added: the busiest table's
// count is of all rounds so far, as the tables go on with their games.
func (m measured) and(later measured) measured {
	m.took = append(m.took, later.took...)
	m.errors += later.errors
	m.first = cmpErr(m.first, later.first)
	m.span += later.span
	m.most = max(m.most, later.most)
	m.ranOut = max(m.ranOut, later.ranOut)
	return m
}

// tableAt is where a table is in its game: the entry it posts next, the
// entries that went through so far, and its form as the last answer left it.
type tableAt struct {
	next, done int
	form       entryForm
}

// tablesAt is every table's place, by its game.
type tablesAt map[string]*tableAt

// newTablesAt puts every table at the entry first.
func newTablesAt(games []string, first int) tablesAt {
	at := tablesAt{}
	for _, g := range games {
		at[g] = &tableAt{next: first}
	}
	return at
}

// entryForm is a table's entry form as its last answer left it.
type entryForm struct {
	nonce, after string
}

// drive runs one goroutine per table of at for the duration, each posting
// one deal after the other with post (given the game, the deal's number
// and the table's form) from where the table is, and gathers how long each
// took.
func drive(ctx context.Context, d time.Duration, at tablesAt,
	post func(game string, i int, f *entryForm) error) (measured, error) {
	var m measured
	var mu sync.Mutex
	var wg sync.WaitGroup
	began := time.Now()
	end := began.Add(d)
	for g, t := range at {
		wg.Go(func() {
			defer func() {
				mu.Lock()
				m.most = max(m.most, t.done)
				mu.Unlock()
			}()
			for ; time.Now().Before(end) && ctx.Err() == nil; t.next++ {
				sent := time.Now()
				err := post(g, t.next, &t.form)
				took := time.Since(sent)
				if errors.Is(err, errRanOut) {
					mu.Lock()
					m.ranOut++
					mu.Unlock()
					return
				}
				mu.Lock()
				if err != nil {
					m.errors++
					m.first = cmpErr(m.first, err)
				} else {
					t.done++
					m.took = append(m.took, took)
				}
				mu.Unlock()
				if err != nil {
					// The form is unknown after a failure: read it again.
					t.form = entryForm{}
				}
			}
		})
	}
	wg.Wait()
	m.span = time.Since(began)
	if ctx.Err() != nil {
		return m, ctx.Err()
	}
	return m, nil
}

var (
	loadNonce = regexp.MustCompile(`name="nonce" value="([^"]+)"`)
	loadAfter = regexp.MustCompile(`name="after" value="([^"]+)"`)
)

// read takes the nonce and the log position from a page or panel that
// holds the entry form.
func (f *entryForm) read(body string) error {
	if !f.found([]byte(body)) {
		return errors.New("no entry form in the answer")
	}
	return nil
}

// found takes the nonce and the log position from the answer as far as it
// has come, and reports whether both were there.
func (f *entryForm) found(body []byte) bool {
	n, a := loadNonce.FindSubmatch(body), loadAfter.FindSubmatch(body)
	if n == nil || a == nil {
		return false
	}
	f.nonce, f.after = string(n[1]), string(a[1])
	return true
}

// inflaters are gzip readers to reuse, one per table at a time.
var inflaters sync.Pool

// readAnswer takes the form from an answer that comes gzipped, as the
// server sends it to a phone, and reads it only as far as the form: the
// load's phones share this machine's cores with the server they measure,
// and unpacking all of a 20 KB panel for every deal took a fifth of a
// core from it. The rest of the answer is still received, as it is.
func (f *entryForm) readAnswer(res *http.Response) error {
	defer io.Copy(io.Discard, res.Body)
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		z, _ := inflaters.Get().(*gzip.Reader)
		if z == nil {
			z = new(gzip.Reader)
		}
		defer inflaters.Put(z)
		if err := z.Reset(res.Body); err != nil {
			return err
		}
		r = z
	}
	var body []byte
	chunk := make([]byte, 4096)
	for {
		n, err := r.Read(chunk)
		body = append(body, chunk[:n]...)
		if n > 0 && f.found(body) {
			return nil
		}
		if err == io.EOF {
			return errors.New("no entry form in the answer")
		}
		if err != nil {
			return err
		}
	}
}

// postEntry enters the script's i-th entry through its form as htmx
// sends it, and keeps the form of the panel it answers with. A table that
// has no form yet (the first entry, or after a failure) opens the game
// page first; that request is not counted.
func (p *loadPhone) postEntry(ctx context.Context, game string, script *loadScript, i int, f *entryForm) error {
	if f.nonce == "" {
		body, err := p.get(game)
		if err != nil {
			return err
		}
		if err := f.read(body); err != nil {
			return err
		}
	}
	form, ok := script.form(i, p.csrf, f)
	if !ok {
		return errRanOut
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.base+game+"/entries", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("HX-Request", "true")
	// Asked for by name, the gzipped answer is left to readAnswer.
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		io.Copy(io.Discard, res.Body)
		return fmt.Errorf("POST %s/entries (entry %d): %d", game, i, res.StatusCode)
	}
	return f.readAnswer(res)
}

// postBare sends one deal's payload to the bare insert server.
func (s *loadServer) postBare(ctx context.Context, game, payload string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, s.url+"/entries", strings.NewReader(bareForm(game, payload).Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := bareClient.Do(req)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("POST /entries: %d", res.StatusCode)
	}
	return nil
}

// bareClient keeps as many connections open to the bare server as a
// phone's client does to the server.
var bareClient = &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
