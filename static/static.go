// Package static embeds Schreiber's assets (CSS, htmx, the app's script,
// icons, the web manifest) and serves each under a URL that contains a hash
// of its content, so browsers may cache it for a year.
package static

import (
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

//go:embed app.css app.js htmx.min.js icon.svg manifest.webmanifest
var files embed.FS

// Prefix is the path under which assets are served.
const Prefix = "/static/"

type asset struct {
	body []byte
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
		m[e.Name()] = asset{body: b, hash: hex.EncodeToString(sum[:])[:16], mime: ct}
	}
	return m
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
		// Known up front, so that HEAD tells the size and GET is not chunked.
		w.Header().Set("Content-Length", strconv.Itoa(len(a.body)))
		w.Write(a.body)
	})
}
