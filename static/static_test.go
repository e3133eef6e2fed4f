package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
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

// TestAssetsServedCompressed asks for every asset with and without gzip:
// compressed when asked, identical once decompressed, plain otherwise, and
// a cache told that the answer depends on the request's encodings.
func TestAssetsServedCompressed(t *testing.T) {
	h := Handler()
	names, err := fs.ReadDir(files, ".")
	if err != nil || len(names) < 5 {
		t.Fatalf("embedded assets: %v %v", names, err)
	}
	for _, e := range names {
		name := e.Name()
		plain := httptest.NewRecorder()
		h.ServeHTTP(plain, httptest.NewRequest(http.MethodGet, URL(name), nil))
		if plain.Code != http.StatusOK || plain.Header().Get("Content-Encoding") != "" {
			t.Fatalf("%s without gzip: %d %q", name, plain.Code, plain.Header().Get("Content-Encoding"))
		}
		for _, accept := range []string{"gzip", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8", "*"} {
			req := httptest.NewRequest(http.MethodGet, URL(name), nil)
			req.Header.Set("Accept-Encoding", accept)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Header().Get("Content-Encoding") != "gzip" || rec.Header().Get("Vary") != "Accept-Encoding" {
				t.Fatalf("%s with %q: Content-Encoding %q, Vary %q", name, accept, rec.Header().Get("Content-Encoding"), rec.Header().Get("Vary"))
			}
			if rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) || rec.Body.Len() >= plain.Body.Len() {
				t.Fatalf("%s: %d bytes gzipped (Content-Length %s), %d plain", name, rec.Body.Len(), rec.Header().Get("Content-Length"), plain.Body.Len())
			}
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatal(err)
			}
			back, err := io.ReadAll(zr)
			if err != nil || !bytes.Equal(back, plain.Body.Bytes()) {
				t.Fatalf("%s: decompressed body differs (%v)", name, err)
			}
		}
		for _, refuse := range []string{"identity", "gzip;q=0", "deflate, gzip; q=0.0"} {
			req := httptest.NewRequest(http.MethodGet, URL(name), nil)
			req.Header.Set("Accept-Encoding", refuse)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Header().Get("Content-Encoding") != "" || !bytes.Equal(rec.Body.Bytes(), plain.Body.Bytes()) {
				t.Fatalf("%s with %q: served %q", name, refuse, rec.Header().Get("Content-Encoding"))
			}
		}
	}
}
