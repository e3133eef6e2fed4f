package main

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

// TestNewDatabaseFilesArePrivate starts the server on a database that
// does not exist yet and writes to it: the database, its write-ahead log
// and its shared-memory file can be read by their owner only, since the
// session key and the games are in them.
func TestNewDatabaseFilesArePrivate(t *testing.T) {
	t.Parallel()
	dbPath := filepath.Join(t.TempDir(), "private.db")
	srv := start(t, dbPath)
	newPhone(t, srv).redirected("/groups", url.Values{"name": {"Dienstag"}})
	for _, name := range []string{dbPath, dbPath + "-wal", dbPath + "-shm"} {
		fi, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want -rw-------", filepath.Base(name), fi.Mode().Perm())
		}
	}
}
