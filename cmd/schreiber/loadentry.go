package main

import (
	"context"
	"encoding/json"
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

	"schreiber/db"
	"schreiber/scoring/gurke"
)

// loadEntry measures deal entry: `schreiber loadtest entry` starts this
// program's server and, in the same run, the bare insert server (see
// serveBare), each on a loopback port with a temporary database. Every
// table is a game of Danish Agurk that already holds -entries deals. For
// -duration each of -tables tables posts real deals through the real entry
// form, one after the other, as fast as the server answers: with its CSRF
// token, the form's nonce and log position, and the htmx header, so that
// the answer is the panel with the next form, as on a phone. The same
// number of tables then posts the same payloads to the bare server for as
// long. It prints requests per second and p50/p95/p99 of both, the ratios,
// and the server's memory.
func loadEntry(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("loadtest entry", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tables := fs.Int("tables", 16, "tables entering deals at once")
	entries := fs.Int("entries", 200, "deals every table's game holds before the measurement")
	duration := fs.Duration("duration", 15*time.Second, "how long each server is measured")
	touch := fs.Int("touch", 0, "games (of 50 deals) opened once before the measurement, to fill the server's memory as many recently used games do")
	timeout := fs.Duration("timeout", 5*time.Minute, "give up after this long")
	cpuprofile := fs.String("cpuprofile", "", "write the server's CPU profile, over its whole run, to this file")
	memprofile := fs.String("memprofile", "", "write the server's heap profile, as it stops, to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *tables < 1 || *tables > 256 || *entries < 0 || *entries > 2000 || *duration <= 0 || *duration > 10*time.Minute ||
		*touch < 0 || *touch > 5000 {
		return errors.New("loadtest entry: 1 to 256 tables, at most 2000 entries, 10 minutes and 5000 touched games")
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	bare, err := startChild(ctx, stderr, nil, "loadtest", "bare")
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
	srv, err := startLoadServer(ctx, stderr, env...)
	if err != nil {
		return err
	}
	defer srv.stop()
	scorer, err := newLoadPhone(srv.url)
	if err != nil {
		return err
	}
	games, touched, err := fillGames(ctx, scorer, filepath.Join(srv.dir, "load.db"), *tables, *entries, *touch)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "server %s (pid %d), bare insert server %s (pid %d); %d tables on games of %d deals\n",
		srv.url, srv.cmd.Process.Pid, bare.url, bare.cmd.Process.Pid, *tables, *entries)
	if *touch > 0 {
		began := time.Now()
		for _, g := range touched {
			if _, err := scorer.get(g); err != nil {
				return err
			}
		}
		fmt.Fprintf(stdout, "opened %d other games of 50 deals in %s; server memory: %s\n", *touch,
			time.Since(began).Round(time.Millisecond), srv.memory())
	}

	base, err := drive(ctx, *duration, games, *entries, func(game string, i int, _ *entryForm) error {
		return bare.postBare(ctx, game, dealPayload(i))
	})
	if err != nil {
		return fmt.Errorf("bare server: %w", err)
	}
	app, err := drive(ctx, *duration, games, *entries, func(game string, i int, f *entryForm) error {
		return scorer.postDeal(ctx, game, i, f)
	})
	if err != nil {
		return fmt.Errorf("server: %w", err)
	}
	fmt.Fprintf(stdout, "\n%-22s %9s %9s %9s %9s %7s\n", "", "req/s", "p50", "p95", "p99", "errors")
	for _, r := range []struct {
		name string
		m    measured
	}{{"bare insert (ceiling)", base}, {"deal entry (server)", app}} {
		fmt.Fprintf(stdout, "%-22s %9.0f %9s %9s %9s %7d\n", r.name, r.m.rate(), pct(r.m.took, 50), pct(r.m.took, 95), pct(r.m.took, 99), r.m.errors)
	}
	fmt.Fprintf(stdout, "\nthroughput: %.0f %% of the ceiling; p99: %.1f × the ceiling's\n", 100*app.rate()/base.rate(),
		float64(pct(app.took, 99))/float64(max(pct(base.took, 99), time.Microsecond)))
	fmt.Fprintf(stdout, "server memory after the load: %s\n", srv.memory())
	if app.errors > 0 || base.errors > 0 {
		return fmt.Errorf("loadtest entry: %d requests to the server and %d to the bare server failed: %v", app.errors, base.errors, cmpErr(app.first, base.first))
	}
	return nil
}

// dealPayload is the i-th deal of a load game: a quick deal in which the
// loser played a 2 and everyone else matched it, so that scores stay low
// and the game never ends.
func dealPayload(i int) string {
	e := gurke.Entry{Kind: gurke.KindQuick, Loser: i % 4, Card: "2"}
	for s := range 4 {
		if s != e.Loser {
			e.Matched = append(e.Matched, s)
		}
	}
	b, _ := json.Marshal(e)
	return string(b)
}

// fillGames makes a group of four with an evening of tables games of
// entries deals each, and another of touch games of 50 deals each, by
// importing them straight into the server's database: as many deals through
// the forms would take longer than the measurement.
func fillGames(ctx context.Context, scorer *loadPhone, path string, tables, entries, touch int) (games, touched []string, err error) {
	group, err := scorer.post("/groups", url.Values{"name": {"Last"}, "players": {"Anna\nBo\nCai\nDora"}})
	if err != nil {
		return nil, nil, err
	}
	rules, _ := gurke.Setup.PresetRules("danish")
	config, err := gurke.Setup.NewGame(rules, 4, 0)
	if err != nil {
		return nil, nil, err
	}
	store, err := db.OpenExisting(ctx, path)
	if err != nil {
		return nil, nil, err
	}
	defer store.Close()
	evening := func(n, deals int) ([]string, error) {
		in := db.EveningImport{HeldOn: "2026-11-20"}
		stamp := time.Now().UTC().Format(time.RFC3339Nano)
		for range n {
			g := db.GameImport{Kind: "gurke", Config: string(config), CreatedAt: stamp, Seats: []string{"Anna", "Bo", "Cai", "Dora"}}
			for i := range deals {
				g.Log = append(g.Log, db.Record{ID: strconv.Itoa(i), Action: db.Add, Payload: dealPayload(i), Device: "loadtest", CreatedAt: stamp})
			}
			in.Games = append(in.Games, g)
		}
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
	if games, err = evening(tables, entries); err != nil {
		return nil, nil, err
	}
	if touch > 0 {
		if touched, err = evening(touch, 50); err != nil {
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
}

func (m measured) rate() float64 { return float64(len(m.took)) / m.span.Seconds() }

// entryForm is a table's entry form as its last answer left it.
type entryForm struct {
	nonce, after string
}

// drive runs one goroutine per game for the duration, each posting one
// deal after the other with post (given the game, the deal's number and
// the table's form), and gathers how long each took.
func drive(ctx context.Context, d time.Duration, games []string, first int,
	post func(game string, i int, f *entryForm) error) (measured, error) {
	var m measured
	var mu sync.Mutex
	var wg sync.WaitGroup
	began := time.Now()
	end := began.Add(d)
	for _, g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := &entryForm{}
			for i := first; time.Now().Before(end) && ctx.Err() == nil; i++ {
				sent := time.Now()
				err := post(g, i, f)
				took := time.Since(sent)
				mu.Lock()
				if err != nil {
					m.errors++
					m.first = cmpErr(m.first, err)
				} else {
					m.took = append(m.took, took)
				}
				mu.Unlock()
				if err != nil {
					// The form is unknown after a failure: read it again.
					*f = entryForm{}
				}
			}
		}()
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
	n, a := loadNonce.FindStringSubmatch(body), loadAfter.FindStringSubmatch(body)
	if n == nil || a == nil {
		return errors.New("no entry form in the answer")
	}
	f.nonce, f.after = n[1], a[1]
	return nil
}

// postDeal enters the i-th deal through the game's quick-deal form as htmx
// sends it, and keeps the form of the panel it answers with. A table that
// has no form yet (the first deal, or after a failure) opens the game
// page first; that request is not counted.
func (p *loadPhone) postDeal(ctx context.Context, game string, i int, f *entryForm) error {
	if f.nonce == "" {
		body, err := p.get(game)
		if err != nil {
			return err
		}
		if err := f.read(body); err != nil {
			return err
		}
	}
	loser := i % 4
	form := url.Values{"_csrf": {p.csrf}, "mode": {"quick"}, "loser": {strconv.Itoa(loser)}, "card": {"2"},
		"nonce": {f.nonce}, "after": {f.after}}
	for s := range 4 {
		if s != loser {
			form.Add("matched", strconv.Itoa(s))
		}
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.base+game+"/entries", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("HX-Request", "true")
	res, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("POST %s/entries: %d", game, res.StatusCode)
	}
	return f.read(string(body))
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
