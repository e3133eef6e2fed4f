package web

import (
	"strings"
	"testing"
)

func TestBackPath(t *testing.T) {
	t.Parallel()
	tests := []struct{ method, path, want string }{
		{"GET", "/g/a/games/b/history", "/g/a/games/b/history"},
		{"GET", "/join?code=K7QM-3XPA", "/join?code=K7QM-3XPA"},
		{"GET", "/g/a/h2h?a=1&b=2", "/g/a/h2h?a=1&b=2"},
		{"GET", "/join?code=" + strings.Repeat("x", maxBackPath), "/join"},
		{"POST", "/g/a/games/b/entries", "/g/a/games/b"},
		{"POST", "/g/a/games/b/entries/c", "/g/a/games/b"},
		{"POST", "/g/a/e/b/games", "/g/a/e/b"},
		{"POST", "/g/a/players", "/g/a"},
		{"POST", "/g/a/players/p/archive", "/g/a"},
		{"POST", "/groups", "/"},
		{"POST", "/join/t", "/"},
	}
	for _, tt := range tests {
		path, query, _ := strings.Cut(tt.path, "?")
		if got := backPath(tt.method, path, query); got != tt.want {
			t.Errorf("backPath(%s %s) = %q, want %q", tt.method, tt.path, got, tt.want)
		}
	}
}
