package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrExists is returned when a backup would overwrite a file that exists.
var ErrExists = errors.New("file exists already")

// BackupInfo describes a written backup, as read back from the copy.
type BackupInfo struct {
	Path    string
	Bytes   int64
	Groups  int
	Games   int
	Entries int
}

// ErrBackupPostgres is the answer of Backup on PostgreSQL, whose own
// pg_dump writes a consistent copy while the servers run.
var ErrBackupPostgres = errors.New("a PostgreSQL database is backed up with pg_dump, for example pg_dump --format=custom --file=schreiber.dump 'postgres://…', and restored with pg_restore; schreiber backup copies SQLite files only")

// Backup writes a consistent copy of the database to path while other
// connections, a running server's among them, go on reading and writing:
// VACUUM INTO copies one read transaction's snapshot. The copy is written
// under a temporary name beside path, checked, synced and then renamed, so
// that path never holds half a backup. An existing file at path is replaced
// only when replace is set; otherwise the error is ErrExists.
func (s *Store) Backup(ctx context.Context, path string, replace bool) (BackupInfo, error) {
	if s.pg {
		return BackupInfo{}, ErrBackupPostgres
	}
	if !replace {
		if _, err := os.Lstat(path); err == nil {
			return BackupInfo{}, fmt.Errorf("backup to %s: %w", path, ErrExists)
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-")
	if err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	tmpPath := tmp.Name()
	tmp.Close()
	// VACUUM INTO writes into an empty file only; the temporary one is.
	defer os.Remove(tmpPath)
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, tmpPath); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	info, err := inspectCopy(ctx, tmpPath)
	if err != nil {
		return BackupInfo{}, err
	}
	if err := syncFile(tmpPath); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	if !replace {
		if _, err := os.Lstat(path); err == nil {
			return BackupInfo{}, fmt.Errorf("backup to %s: %w", path, ErrExists)
		}
	}
	if err := os.Rename(tmpPath, path); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	if err := syncFile(dir); err != nil {
		return BackupInfo{}, fmt.Errorf("backup: %w", err)
	}
	info.Path = path
	return info, nil
}

// inspectCopy checks a freshly written copy and counts what it holds.
func inspectCopy(ctx context.Context, path string) (BackupInfo, error) {
	c, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return BackupInfo{}, fmt.Errorf("check backup: %w", err)
	}
	defer c.Close()
	var ok string
	if err := c.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&ok); err != nil {
		return BackupInfo{}, fmt.Errorf("check backup: %w", err)
	}
	if ok != "ok" {
		return BackupInfo{}, fmt.Errorf("check backup: integrity check says %q", ok)
	}
	var info BackupInfo
	if err := c.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM groups), (SELECT count(*) FROM games),
		(SELECT count(*) FROM entries)`).Scan(&info.Groups, &info.Games, &info.Entries); err != nil {
		return BackupInfo{}, fmt.Errorf("check backup: %w", err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return BackupInfo{}, fmt.Errorf("check backup: %w", err)
	}
	info.Bytes = st.Size()
	return info, nil
}

// syncFile flushes a file or a directory to the disk.
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}
