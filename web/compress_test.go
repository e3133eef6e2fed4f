package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPagesServedCompressed fetches a scoreboard as a browser does (gzip)
// and as a client that asks for nothing: the compressed page is smaller,
// says its length, and is the same page once decompressed. The layout's
// assets come gzipped too, and the whole first visit stays under 50 KB.
func TestPagesServedCompressed(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	_, game := newGame(t, d, "Anna", "Bo", "Cai")
	fetch := func(path, accept string) *http.Response {
		req, _ := http.NewRequest(http.MethodGet, app.srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", accept)
		res, err := d.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	read := func(res *http.Response) []byte {
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	plain := fetch(game, "identity")
	plainBody := read(plain)
	if plain.Header.Get("Content-Encoding") != "" {
		t.Fatalf("identity answered with %q", plain.Header.Get("Content-Encoding"))
	}
	zipped := fetch(game, "gzip, deflate, br")
	zipBody := read(zipped)
	if zipped.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(strings.Join(zipped.Header.Values("Vary"), ","), "Accept-Encoding") ||
		zipped.Header.Get("Content-Length") != strconv.Itoa(len(zipBody)) || len(zipBody)*3 > len(plainBody) {
		t.Fatalf("gzip: %q, Vary %q, Content-Length %s for %d bytes (%d plain)", zipped.Header.Get("Content-Encoding"),
			zipped.Header.Values("Vary"), zipped.Header.Get("Content-Length"), len(zipBody), len(plainBody))
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipBody))
	if err != nil {
		t.Fatal(err)
	}
	back, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	// Every render has its own form token, so compare the page's length
	// and its opening, which holds no token.
	if len(back) != len(plainBody) || !bytes.Equal(back[:500], plainBody[:500]) {
		t.Fatalf("decompressed page differs: %d bytes, plain %d", len(back), len(plainBody))
	}
	total := len(zipBody)
	doc := d.get(game).doc
	for _, n := range findAll(doc, func(n *html.Node) bool {
		return (n.Data == "script" && attr(n, "src") != "") || (n.Data == "link" && attr(n, "rel") == "stylesheet")
	}) {
		src := attr(n, "src") + attr(n, "href")
		res := fetch(src, "gzip")
		body := read(res)
		if res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("%s not gzipped", src)
		}
		total += len(body)
	}
	if total > 50<<10 {
		t.Errorf("first visit of a scoreboard: %d bytes, more than 50 KB", total)
	}
	t.Logf("first visit of a scoreboard: %d bytes gzipped (page %d of %d)", total, len(zipBody), len(plainBody))
}
