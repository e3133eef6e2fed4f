package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"schreiber/db"
)

// migrate copies a SQLite file into an empty PostgreSQL database: every
// group, device, membership, log and ruling, and the session key, so that
// the phones stay signed in after the move (see db.Store.CopyTo).
func migrate(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("schreiber migrate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "schreiber.db", "SQLite database file to copy; the server using it should be stopped")
	to := fs.String("to", "", "URL of the empty PostgreSQL database to copy into (postgres://…)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 0 || !db.IsPostgres(*to) || db.IsPostgres(*from) {
		return errors.New("usage: schreiber migrate -from schreiber.db -to postgres://…")
	}
	ctx := context.Background()
	source, err := db.OpenExisting(ctx, *from)
	if err != nil {
		return err
	}
	defer source.Close()
	target, err := db.Open(ctx, *to)
	if err != nil {
		return err
	}
	defer target.Close()
	copied, err := source.CopyTo(ctx, target)
	if err != nil {
		return err
	}
	tables := make([]string, 0, len(copied))
	for t := range copied {
		tables = append(tables, t)
	}
	slices.Sort(tables)
	var b strings.Builder
	for _, t := range tables {
		fmt.Fprintf(&b, " %s %d,", t, copied[t])
	}
	fmt.Fprintf(stdout, "copied %s into %s:%s\n", *from, shownDB(*to), strings.TrimSuffix(b.String(), ","))
	return nil
}
