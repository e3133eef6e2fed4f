package db

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"time"
)

// dailyName matches the files RotateBackups writes, and only those: other
// files in the directory are never touched.
var dailyName = regexp.MustCompile(`^schreiber-\d{4}-\d{2}-\d{2}\.db$`)

// DailyBackupName is the name of the backup RotateBackups writes on the day
// of t, in t's location.
func DailyBackupName(t time.Time) string { return "schreiber-" + t.Format(time.DateOnly) + ".db" }

// RotateBackups keeps one backup a day in dir: it writes the backup of the
// day of now unless that exists already, then removes the oldest daily
// backups beyond the newest keep. It returns the file it wrote ("" if none)
// and those it removed.
func (s *Store) RotateBackups(ctx context.Context, dir string, keep int, now time.Time) (string, []string, error) {
	if keep < 1 {
		return "", nil, fmt.Errorf("rotate backups: keep %d, want at least 1", keep)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", nil, fmt.Errorf("rotate backups: %w", err)
	}
	var wrote string
	path := filepath.Join(dir, DailyBackupName(now))
	if _, err := os.Stat(path); os.IsNotExist(err) {
		if _, err := s.Backup(ctx, path, false); err != nil {
			return "", nil, fmt.Errorf("rotate backups: %w", err)
		}
		wrote = path
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return wrote, nil, fmt.Errorf("rotate backups: %w", err)
	}
	var daily []string
	for _, e := range entries {
		if e.Type().IsRegular() && dailyName.MatchString(e.Name()) {
			daily = append(daily, e.Name())
		}
	}
	// The date in the name sorts as text.
	slices.Sort(daily)
	var removed []string
	for len(daily) > keep {
		old := filepath.Join(dir, daily[0])
		if err := os.Remove(old); err != nil {
			return wrote, removed, fmt.Errorf("rotate backups: %w", err)
		}
		removed, daily = append(removed, old), daily[1:]
	}
	return wrote, removed, nil
}

// KeepDailyBackups runs RotateBackups at once and then every interval until
// ctx is done, telling report what each run did. It is what the server runs
// in the background when a backup directory is configured.
func (s *Store) KeepDailyBackups(ctx context.Context, dir string, keep int, interval time.Duration,
	report func(wrote string, removed []string, err error)) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		wrote, removed, err := s.RotateBackups(ctx, dir, keep, time.Now())
		if ctx.Err() != nil {
			return
		}
		report(wrote, removed, err)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
