package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"schreiber/db"
)

// backup writes a consistent copy of the database to a file, also while a
// server runs on it.
func backup(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("schreiber backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dbPath := fs.String("db", env("SCHREIBER_DB", "schreiber.db"), "SQLite database file to copy (SCHREIBER_DB)")
	force := fs.Bool("force", false, "replace FILE if it exists")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("usage: schreiber backup [-db schreiber.db] [-force] FILE")
	}
	if db.IsPostgres(*dbPath) {
		return db.ErrBackupPostgres
	}
	ctx := context.Background()
	store, err := db.OpenExisting(ctx, *dbPath)
	if err != nil {
		return err
	}
	defer store.Close()
	info, err := store.Backup(ctx, fs.Arg(0), *force)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d bytes, %d groups, %d games, %d entries, integrity ok\n",
		info.Path, info.Bytes, info.Groups, info.Games, info.Entries)
	return nil
}
