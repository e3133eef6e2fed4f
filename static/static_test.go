package static

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
)

func TestVendoredHTMXMatchesRecordedHash(t *testing.T) {
	body, err := os.ReadFile("htmx.min.js")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(body)
	vendor, err := os.ReadFile("VENDOR.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(vendor), hex.EncodeToString(sum[:])) {
		t.Errorf("VENDOR.md does not record the SHA-256 %x of htmx.min.js", sum)
	}
}

func TestAssetsUnderContentHashURLs(t *testing.T) {
	h := Handler()
	for _, name := range []string{"app.css", "app.js", "htmx.min.js", "icon.svg", "manifest.webmanifest"} {
		url := URL(name)
		if !strings.HasPrefix(url, Prefix) || !strings.HasSuffix(url, "/"+name) || strings.Contains(url, "missing") {
			t.Fatalf("URL(%q) = %q", name, url)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
		if rec.Code != http.StatusOK || rec.Body.Len() == 0 {
			t.Errorf("%s: %d", url, rec.Code)
		}
		if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
			t.Errorf("%s: Cache-Control %q", url, cc)
		}
		stale := strings.Replace(url, Prefix, Prefix+"0", 1)
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, stale, nil))
		if rec.Code != http.StatusNotFound {
			t.Errorf("stale hash %s: %d, want 404", stale, rec.Code)
		}
	}
	if !strings.Contains(URL("nope.css"), "missing") {
		t.Error("an unknown asset got a real URL")
	}
}
