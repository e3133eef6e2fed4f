package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/labstack/echo/v4"

	"schreiber/db"
	"schreiber/web"
)

// serveBare is the ceiling `schreiber loadtest entry` compares the server
// with: the same stack (echo, net/http, modernc SQLite) and the same
// durability (WAL, synchronous=FULL, immediate transactions), and nothing
// else. POST /entries inserts the posted payload as one row in its own
// transaction; there are no sessions, no CSRF, no replay and no page.
// Given a postgres:// URL it does the same on PostgreSQL, through pgx's
// database/sql driver as the store does, into a table of its own
// (bare_entries), beside the store's tables when it is the servers'
// database; its connections are as many as the requests at once, where
// the store writes through one per server.
func serveBare(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("loadtest bare", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:0", "address to listen on")
	dbPath := fs.String("db", "", "SQLite database file, created if missing; or a postgres:// URL of a PostgreSQL database")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dbPath == "" {
		return errors.New("loadtest bare: -db is required")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	driver, dsn := "sqlite", "file:"+*dbPath+"?"+db.Pragmas("rwc").Encode()
	table := `CREATE TABLE IF NOT EXISTS entries (
		id INTEGER PRIMARY KEY, game_id TEXT NOT NULL, payload TEXT NOT NULL, created_at TEXT NOT NULL)`
	insert := `INSERT INTO entries (game_id, payload, created_at) VALUES (?, ?, ?)`
	if db.IsPostgres(*dbPath) {
		driver, dsn = "pgx", *dbPath
		table = `CREATE TABLE IF NOT EXISTS bare_entries (
			id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, game_id TEXT NOT NULL, payload TEXT NOT NULL, created_at TEXT NOT NULL)`
		insert = `INSERT INTO bare_entries (game_id, payload, created_at) VALUES ($1, $2, $3)`
	}
	sqlDB, err := sql.Open(driver, dsn)
	if err != nil {
		return err
	}
	defer sqlDB.Close()
	if _, err := sqlDB.ExecContext(ctx, table); err != nil {
		return err
	}
	var n atomic.Int64
	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.POST("/entries", func(c echo.Context) error {
		tx, err := sqlDB.BeginTx(c.Request().Context(), nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		if _, err := tx.ExecContext(c.Request().Context(), insert,
			c.FormValue("game"), c.FormValue("payload"), time.Now().UTC().Format(time.RFC3339Nano)); err != nil {
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		return c.String(http.StatusOK, strconv.FormatInt(n.Add(1), 10))
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: e, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: maxHeaderBytes}
	go srv.Serve(ln)
	slog.New(slog.NewTextHandler(stderr, nil)).Info("serving", "url", web.LocalURL(ln.Addr()), "db", shownDB(*dbPath))
	<-ctx.Done()
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}

// bareForm is what the load posts to the bare server for one deal: the
// same payload the real form produces, so both write rows of one size.
func bareForm(game, payload string) url.Values {
	return url.Values{"game": {game}, "payload": {payload}}
}
