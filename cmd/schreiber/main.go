// Command schreiber serves the Schreiber web app (the default); with the
// score subcommand it recomputes the standings of an exported evening, with
// the backup subcommand it copies the database while the server runs, and
// with loadtest live it measures how fast changes reach the open pages.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"syscall"
	"time"

	"schreiber/db"
	"schreiber/web"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "schreiber:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "score" {
		return score(args[1:], stdout)
	}
	if len(args) > 0 && args[0] == "backup" {
		return backup(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "migrate" {
		return migrate(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "loadtest" {
		return loadtest(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "serve" {
		args = args[1:]
	}
	return serve(args, stderr)
}

// maxHeaderBytes bounds a request's headers: far more than a phone's
// cookies and headers take, far less than the default megabyte.
const maxHeaderBytes = 64 << 10

func env(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

// defaultGCPercent is how far the Go heap may grow past the live heap
// before the collector runs, in percent of it, when GOGC does not say. The
// heap so follows what the server holds: a burst of deals grows it, and
// what the burst no longer holds is collected and given back. The fixed
// soft limit of 40 MiB it replaces did not follow: once the live heap came
// near it, the collector ran almost without pause. With a quarter of the
// live heap, a burst of 16 tables at full speed for 15 s ends at 72-74 MiB
// (docs/performance.md), a figure that grows with the deals the kept games
// hold; the collector's share of the CPU it costs is affordable since
// appends that arrive together are committed together. Half would take
// less CPU, for more memory.
const defaultGCPercent = 25

// collector sets the garbage collector's default unless the environment's
// GOGC has set its own (the runtime reads GOGC and GOMEMLIMIT itself), and
// returns the percent in force. No soft memory limit is set: GOMEMLIMIT
// may add one, for a machine whose memory is short.
func collector(lookup func(string) (string, bool)) int {
	if v, ok := lookup("GOGC"); ok && v != "" {
		was := debug.SetGCPercent(100)
		debug.SetGCPercent(was)
		return was
	}
	debug.SetGCPercent(defaultGCPercent)
	return defaultGCPercent
}

// intFlag declares a number flag whose default the environment variable
// sets where it holds a number.
func intFlag(fs *flag.FlagSet, name, envName string, def int, usage string) *int {
	if v, err := strconv.Atoi(env(envName, "")); err == nil {
		def = v
	}
	return fs.Int(name, def, usage)
}

func serve(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("schreiber", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", env("SCHREIBER_ADDR", ":8080"),
		"address to listen on; the default serves the phones on this network, localhost:8080 only this machine (SCHREIBER_ADDR)")
	dbPath := fs.String("db", env("SCHREIBER_DB", "schreiber.db"), "SQLite database file, created if missing; or a postgres:// URL of a PostgreSQL database (SCHREIBER_DB)")
	secureDefault, _ := strconv.ParseBool(env("SCHREIBER_SECURE_COOKIES", "false"))
	secure := fs.Bool("secure-cookies", secureDefault, "mark cookies Secure; set when served over TLS (SCHREIBER_SECURE_COOKIES)")
	backupDir := fs.String("backup-dir", env("SCHREIBER_BACKUP_DIR", ""),
		"keep a daily backup of the database in this directory; off when empty (SCHREIBER_BACKUP_DIR)")
	backupKeep := intFlag(fs, "backup-keep", "SCHREIBER_BACKUP_KEEP", 14, "how many daily backups to keep (SCHREIBER_BACKUP_KEEP)")
	standings := intFlag(fs, "standings-games", "SCHREIBER_STANDINGS_GAMES", 0, "how many recently used games keep their replay in memory; 0 for the default (SCHREIBER_STANDINGS_GAMES)")
	perDevice := intFlag(fs, "streams-per-device", "SCHREIBER_STREAMS_PER_DEVICE", 0, "live streams one device may hold at once, its oldest ended past it; 0 for the default of 4, -1 for no limit (SCHREIBER_STREAMS_PER_DEVICE)")
	perAddress := intFlag(fs, "streams-per-address", "SCHREIBER_STREAMS_PER_ADDRESS", 0, "live streams one client address (an IPv4 address, an IPv6 /64) may hold at once, its oldest ended past it; 0 for the default of 64, -1 for no limit (SCHREIBER_STREAMS_PER_ADDRESS)")
	maxStreams := intFlag(fs, "streams-max", "SCHREIBER_STREAMS_MAX", 0, "live streams the server holds in all, past it one of whoever holds the most ended; 0 for the default of 2048; never more than the open-file limit less 256 (SCHREIBER_STREAMS_MAX)")
	groupsPerDevice := intFlag(fs, "groups-per-device", "SCHREIBER_GROUPS_PER_DEVICE", 0, "new groups one device may start at once, as many again within the hour; 0 for the default of 12, -1 for no limit (SCHREIBER_GROUPS_PER_DEVICE)")
	groupsPerAddress := intFlag(fs, "groups-per-address", "SCHREIBER_GROUPS_PER_ADDRESS", 0, "new groups one client address (an IPv4 address, an IPv6 /64) may start at once, as many again within the hour; 0 for the default of 30, -1 for no limit (SCHREIBER_GROUPS_PER_ADDRESS)")
	groupsInAll := intFlag(fs, "groups-in-all", "SCHREIBER_GROUPS_IN_ALL", 0, "new groups the server starts at once, as many again within the hour; 0 for the default of 600, -1 for no limit (SCHREIBER_GROUPS_IN_ALL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *standings < 0 {
		return fmt.Errorf("-standings-games must not be negative, not %d", *standings)
	}
	if *backupDir != "" && db.IsPostgres(*dbPath) {
		return errors.New("-backup-dir keeps copies of a SQLite file; a PostgreSQL database is backed up with pg_dump (see docs/operations.md)")
	}
	if *backupDir != "" && *backupKeep < 1 {
		return fmt.Errorf("-backup-keep must be at least 1, not %d", *backupKeep)
	}
	collector(os.LookupEnv)
	if path := os.Getenv("SCHREIBER_CPUPROFILE"); path != "" {
		// Set by `schreiber loadtest entry -cpuprofile`: the profile covers
		// the whole life of the server and is written when it stops.
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	openFiles, err := raiseOpenFiles()
	if err != nil {
		logger.Warn("the limit on open files could not be raised", "limit", openFiles, "err", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	store, err := db.Open(ctx, *dbPath)
	if err != nil {
		return err
	}
	defer store.Close()
	uploads, err := startClean(ctx, store, *dbPath)
	if err != nil {
		return err
	}
	if db.IsPostgres(*dbPath) {
		defer os.RemoveAll(uploads)
	}
	// The part of an uploaded form past its first MiB is written by Go's
	// multipart reader to the system's temporary folder, and removed with
	// the request, but not by a kill -9: it goes to the uploads too, which
	// the next start empties.
	if err := os.Setenv("TMPDIR", uploads); err != nil {
		return err
	}
	key := os.Getenv("SCHREIBER_SESSION_KEY")
	if key == "" {
		// No key configured: use the one generated on first start and kept
		// in the database, so that sessions survive restarts.
		if key, err = store.SessionKey(ctx); err != nil {
			return err
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	phones := web.LANURLs(ln.Addr())
	live := web.LiveConfig{Stop: ctx.Done(), StreamsPerDevice: *perDevice, StreamsPerAddress: *perAddress,
		MaxStreams: *maxStreams, OpenFiles: openFiles}
	perDev, perAddr, streams := live.StreamLimits()
	logger.Info("limits", "open_files", openFiles, "streams", streams, "streams_per_address", perAddr, "streams_per_device", perDev)
	if len(phones) > 0 {
		live.ShareURL = phones[0]
	}
	e, err := web.New(store, web.Config{SessionKey: key, SecureCookies: *secure, Logger: logger, Live: live,
		StandingsGames: *standings, UploadDir: uploads,
		Groups: web.GroupLimits{PerDevice: *groupsPerDevice, PerAddress: *groupsPerAddress, InAll: *groupsInAll}})
	if err != nil {
		ln.Close()
		return err
	}
	// The event streams set their own deadlines per write; these are for
	// every other request.
	srv := &http.Server{Addr: *addr, Handler: e, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: maxHeaderBytes}
	if *backupDir != "" {
		backups := make(chan struct{})
		// Stopped and waited for before the database closes.
		defer func() { <-backups }()
		defer stop()
		go func() {
			defer close(backups)
			store.KeepDailyBackups(ctx, *backupDir, *backupKeep, time.Hour, func(wrote string, removed []string, err error) {
				switch {
				case err != nil:
					logger.Error("daily backup failed", "dir", *backupDir, "err", err)
				case wrote != "" || len(removed) > 0:
					logger.Info("daily backup", "wrote", wrote, "removed", removed)
				}
			})
		}()
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	logger.Info("serving", "url", web.LocalURL(ln.Addr()), "db", shownDB(*dbPath))
	announce(stderr, logger, phones)
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	if path := os.Getenv("SCHREIBER_MEMPROFILE"); path != "" {
		// Set by `schreiber loadtest entry -memprofile`: what the heap
		// holds as the server is asked to stop, before anything is let go.
		writeHeapProfile(path)
		runtime.KeepAlive(e)
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// writeHeapProfile writes what the heap holds now to path.
func writeHeapProfile(path string) {
	runtime.GC() // the profile shows the heap as of the last collection
	if f, err := os.Create(path); err == nil {
		pprof.Lookup("heap").WriteTo(f, 0)
		f.Close()
	}
}

// startClean throws away what a crash may have left of the imports under
// way: their staged rows in the database, and the uploaded files beside it
// (in the folder named after the database, which it returns). A server
// that starts runs no import of its own yet.
// shownDB is the -db value as the log shows it: a URL without its
// password.
func shownDB(dsn string) string {
	if !db.IsPostgres(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "postgres://…"
	}
	return u.Redacted()
}

func startClean(ctx context.Context, store *db.Store, dbPath string) (string, error) {
	if err := store.DropStagedImports(ctx); err != nil {
		return "", err
	}
	if db.IsPostgres(dbPath) {
		// Servers on one PostgreSQL share no folder: each spills into a
		// folder of its own under the system's temporary one.
		uploads, err := os.MkdirTemp("", "schreiber-uploads-")
		if err != nil {
			return "", fmt.Errorf("uploads: %w", err)
		}
		return uploads, nil
	}
	uploads := dbPath + ".uploads"
	if err := os.RemoveAll(uploads); err != nil {
		return "", fmt.Errorf("empty the uploads: %w", err)
	}
	if err := os.Mkdir(uploads, 0o700); err != nil {
		return "", fmt.Errorf("uploads: %w", err)
	}
	return uploads, nil
}
