package db

import (
	"strings"
	"testing"
)

func TestRebind(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT value FROM settings WHERE key = ?`, `SELECT value FROM settings WHERE key = $1`},
		{`INSERT INTO t (a, b, c) VALUES (?, ?, ?)`, `INSERT INTO t (a, b, c) VALUES ($1, $2, $3)`},
		// Numbered ones keep their number, however often they stand.
		{`DELETE FROM evenings WHERE group_id = ?1 AND x IN (SELECT y WHERE z = ?1 LIMIT ?2)`,
			`DELETE FROM evenings WHERE group_id = $1 AND x IN (SELECT y WHERE z = $1 LIMIT $2)`},
		{`SELECT ?12`, `SELECT $12`},
		// Quotes and comments are not placeholders.
		{`SELECT '?' || ? FROM t WHERE "we?rd" = ?`, `SELECT '?' || $1 FROM t WHERE "we?rd" = $2`},
		{`SELECT 'it''s ?', ?`, `SELECT 'it''s ?', $1`},
		{"SELECT a -- why?\nFROM t WHERE b = ?", "SELECT a -- why?\nFROM t WHERE b = $1"},
		{`SELECT /* ? */ ? `, `SELECT /* ? */ $1 `},
		{`SELECT x FROM t WHERE k = ? -- last?`, `SELECT x FROM t WHERE k = $1 -- last?`},
		// What does not end is copied as it is.
		{`SELECT 'open ?`, `SELECT 'open ?`},
		{`SELECT ? /* open ?`, `SELECT $1 /* open ?`},
		{`DELETE FROM settings WHERE key = 'import:' || ?`, `DELETE FROM settings WHERE key = 'import:' || $1`},
	} {
		if got := rebind(c.in); got != c.want {
			t.Errorf("rebind(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// FuzzRebind: a statement without a placeholder comes back unchanged, and
// no statement makes rebind panic.
func FuzzRebind(f *testing.F) {
	f.Add(`SELECT 'a?' || ? -- ?`)
	f.Add(`/* ?`)
	f.Fuzz(func(t *testing.T, q string) {
		got := rebind(q)
		if !strings.Contains(q, "?") && got != q {
			t.Errorf("rebind(%q) = %q, want it unchanged", q, got)
		}
	})
}
