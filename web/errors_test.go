package web

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"schreiber/db"
	"strings"
	"testing"
)

// TestHealthCheckAbandonedByItsClient asks /healthz and stops waiting
// before the database answers, as a supervisor with a short timeout does:
// that says nothing about the server, so nothing is logged as an error.
func TestHealthCheckAbandonedByItsClient(t *testing.T) {
	t.Parallel()
	var logged bytes.Buffer
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "health.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	_, e, err := newServer(store, Config{SessionKey: strings.Repeat("k", 32), Logger: slog.New(slog.NewTextHandler(&logged, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/healthz", nil).WithContext(ctx))
	if strings.Contains(logged.String(), "level=ERROR") {
		t.Errorf("an abandoned health check was logged as an error:\n%s", logged.String())
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/healthz", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("a health check: %d", rec.Code)
	}
}
