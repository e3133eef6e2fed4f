// Package static embeds Schreiber's assets (CSS, htmx, the app's script,
// icons, the web manifest) and serves each under a URL that contains a hash
// of its content, so browsers may cache it for a year. Each asset is
// compressed once, when the program starts, and served compressed to every
// browser that accepts gzip.
package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

//go:embed answers.js app.css app.js htmx.min.js icon.svg manifest.webmanifest
var files embed.FS

// Prefix is the path under which assets are served.
const Prefix = "/static/"

type asset struct {
	body []byte
	gz   []byte // body gzipped; nil where that would not save a tenth
	hash string
	mime string
}

var assets = load()

func load() map[string]asset {
	m := map[string]asset{}
	entries, _ := fs.ReadDir(files, ".")
	for _, e := range entries {
		b, _ := files.ReadFile(e.Name())
		sum := sha256.Sum256(b)
		ct := mime.TypeByExtension(path.Ext(e.Name()))
		if strings.HasSuffix(e.Name(), ".webmanifest") {
			ct = "application/manifest+json"
		}
		m[e.Name()] = asset{body: b, gz: compress(b), hash: hex.EncodeToString(sum[:])[:16], mime: ct}
	}
	return m
}

// compress gzips b at the best compression, which costs only at start, or
// returns nil if that saves less than a tenth.
func compress(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	if buf.Len() > len(b)*9/10 {
		return nil
	}
	return buf.Bytes()
}

// AcceptsGzip reports whether a request's Accept-Encoding allows gzip: it
// names gzip (or *) without q=0.
func AcceptsGzip(r *http.Request) bool {
	for _, h := range r.Header.Values("Accept-Encoding") {
		for _, part := range strings.Split(h, ",") {
			coding, params, _ := strings.Cut(part, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding != "gzip" && coding != "*" {
				continue
			}
			q := strings.ReplaceAll(strings.ToLower(params), " ", "")
			return !strings.HasPrefix(q, "q=0") || strings.HasPrefix(q, "q=0.") && strings.Trim(q[4:], "0") != ""
		}
	}
	return false
}

// URL returns the content-hash URL of the named asset, e.g.
// "/static/3f2a…/app.css". An unknown name yields a URL that answers 404.
func URL(name string) string {
	a, ok := assets[name]
	if !ok {
		return Prefix + "missing/" + name
	}
	return Prefix + a.hash + "/" + name
}

// Serves reports whether Handler answers the path with an asset: a known
// name under its current hash.
func Serves(path string) bool {
	hash, name, ok := strings.Cut(strings.TrimPrefix(path, Prefix), "/")
	a, found := assets[name]
	return ok && found && hash == a.hash
}

// Handler serves assets. A request whose hash is not the current one gets a
// 404, so a stale URL is never cached under new content.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hash, name, ok := strings.Cut(strings.TrimPrefix(r.URL.Path, Prefix), "/")
		a, found := assets[name]
		if !ok || !found || hash != a.hash {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", a.mime)
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		body := a.body
		if a.gz != nil {
			w.Header().Set("Vary", "Accept-Encoding")
			if AcceptsGzip(r) {
				w.Header().Set("Content-Encoding", "gzip")
				body = a.gz
			}
		}
		// Known up front, so that HEAD tells the size and GET is not chunked.
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	})
}
