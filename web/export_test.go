package web

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"schreiber/db"
)

// normalize blanks what an import changes by design: ids and the time of
// export. Targets become the seq of the record they point at.
func normalize(t *testing.T, body string) db.ExportFile {
	t.Helper()
	f, err := db.ReadExport(strings.NewReader(body))
	if err != nil {
		t.Fatalf("read export: %v\n%s", err, body)
	}
	f.ExportedAt = ""
	for gi := range f.Games {
		seqOf := map[string]int{}
		for ri, r := range f.Games[gi].Log {
			seqOf[r.ID] = r.Seq
			f.Games[gi].Log[ri].ID = ""
			if r.Target != "" {
				f.Games[gi].Log[ri].Target = string(rune('0' + seqOf[r.Target]))
			}
		}
	}
	return f
}

func TestExportImportRoundTrip(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, game := newGame(t, d, "Anna", "Bo", "Cai")
	location(t, quick(d, game, 0, "K", 2))
	location(t, quick(d, game, 1, "9"))
	location(t, quick(d, game, 2, "A"))
	location(t, d.post(game+"/undo", url.Values{"after": {"3"}}))
	evening := linkTo(d.get(game).doc, group+"/e/", 4)
	export := d.get(evening + "/export")
	if export.status != http.StatusOK || !strings.Contains(export.header.Get("Content-Disposition"), "attachment") {
		t.Fatalf("export: %d %v", export.status, export.header)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", d.csrf())
	fw, _ := mw.CreateFormFile("file", "evening.json")
	fw.Write([]byte(export.body))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, app.srv.URL+group+"/import", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	imported := location(t, d.do(req))
	if imported == evening {
		t.Fatal("import did not create a new evening")
	}
	again := d.get(imported + "/export")
	a, b := normalize(t, export.body), normalize(t, again.body)
	ja, _ := json.MarshalIndent(a, "", " ")
	jb, _ := json.MarshalIndent(b, "", " ")
	if string(ja) != string(jb) {
		t.Errorf("round trip changed the evening:\nbefore %s\nafter  %s", ja, jb)
	}
	if len(a.Games) != 1 || len(a.Games[0].Log) != 4 {
		t.Errorf("export holds %d games, log %v", len(a.Games), a.Games)
	}
	// The imported game replays to the same standings.
	ip := d.get(linkTo(d.get(imported).doc, group+"/games/", 4))
	if got := scores(ip); strings.Join(got, " ") != "13 9 0" {
		t.Errorf("imported game scores %v, want 13 9 0", got)
	}
}

func TestImportRefusesOtherFiles(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _ := newGame(t, d, "Anna", "Bo")
	for _, content := range []string{"", "{}", `{"format":"schreiber-evening","version":2}`, "not json", `{"format":"schreiber-evening","version":1,"games":[{"kind":"gurke","config":{},"log":[{"action":"void","target":"x"}]}]}`} {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		mw.WriteField("_csrf", d.csrf())
		fw, _ := mw.CreateFormFile("file", "x.json")
		fw.Write([]byte(content))
		mw.Close()
		req, _ := http.NewRequest(http.MethodPost, app.srv.URL+group+"/import", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		if p := d.do(req); p.status != http.StatusUnprocessableEntity {
			t.Errorf("import of %q: %d, want 422", content, p.status)
		}
	}
}
