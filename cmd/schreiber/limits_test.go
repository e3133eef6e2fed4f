package main

import (
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// TestServerLimits checks what the program's HTTP server refuses before any
// handler runs, and that HEAD reaches the handlers there too.
func TestServerLimits(t *testing.T) {
	t.Parallel()
	srv := start(t, filepath.Join(t.TempDir(), "limits.db"))
	req, _ := http.NewRequest(http.MethodGet, srv.base+"/", nil)
	req.Header.Set("X-Padding", strings.Repeat("x", maxHeaderBytes+8<<10))
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("headers of %d KB: status %d, want 431", (maxHeaderBytes+8<<10)>>10, res.StatusCode)
	}
	req.Header.Set("X-Padding", strings.Repeat("x", 16<<10))
	if res, err = http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("headers of 16 KB: %v %v", res, err)
	}
	res.Body.Close()
	res, err = http.Head(srv.base + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || len(body) != 0 || res.ContentLength <= 0 {
		t.Errorf("HEAD /: status %d, %d bytes of body, Content-Length %d", res.StatusCode, len(body), res.ContentLength)
	}
}
