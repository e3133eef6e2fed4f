package web

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"schreiber/db"
	"schreiber/scoring/games"
)

// uploadGroup posts a group's export file to a group's restore form.
func uploadGroup(t *testing.T, d *device, group, file string) page {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("_csrf", d.csrf())
	fw, _ := mw.CreateFormFile("file", "group.json")
	fw.Write([]byte(file))
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, d.app.srv.URL+group+"/import-group", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return d.do(req)
}

// TestGroupExportRestoresIntoAnEmptyGroup exports a group of two
// evenings, recomputes every game of the file as `schreiber score` does,
// restores it into an empty group and finds the same figures there.
func TestGroupExportRestoresIntoAnEmptyGroup(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, _, _ := seededGroup(t, app, d)
	seedEvening(t, app.store, group[strings.LastIndex(group, "/")+1:], "2026-12-04", "Garten", fiveGames(t)[1:2])
	export := d.get(group + "/export")
	if export.status != http.StatusOK || !strings.HasPrefix(export.header.Get("Content-Disposition"), "attachment;") {
		t.Fatalf("export: %d", export.status)
	}
	file, err := db.ReadGroupExport(strings.NewReader(export.body))
	if err != nil {
		t.Fatal(err)
	}
	if len(file.Evenings) != 2 || file.Evenings[0].Evening.HeldOn != "2026-11-20" || len(file.Evenings[0].Games) != 5 || len(file.Players) != 4 {
		t.Fatalf("file: %d evenings, %d players", len(file.Evenings), len(file.Players))
	}
	for _, e := range file.Evenings {
		for _, g := range e.Games {
			if _, err := games.Recompute(g.Kind, g.Config, g.Players, g.Current()); err != nil {
				t.Errorf("%s does not recompute: %v", g.Kind, err)
			}
		}
	}

	other := app.device(t)
	empty := location(t, other.post("/groups", url.Values{"name": {"Neu"}, "players": {"Anna"}}))
	restored := uploadGroup(t, other, empty, export.body)
	if location(t, restored) != empty {
		t.Fatalf("restored to %q", location(t, restored))
	}
	if want, got := d.get(group+"/csv").body, other.get(empty+"/csv").body; got != want {
		t.Errorf("the deals differ after restoring:\n%s\nwant\n%s", got, want)
	}
	// Players level in every figure are listed by their ids, which are new
	// in the restored group: the figures are compared as a set.
	sorted := func(body string) string {
		lines := strings.Split(body, "\r\n")
		slices.Sort(lines)
		return strings.Join(lines, "\n")
	}
	if want, got := sorted(d.get(group+"/stats/csv").body), sorted(other.get(empty+"/stats/csv").body); got != want {
		t.Errorf("the figures differ after restoring:\n%s\nwant\n%s", got, want)
	}
	// Restoring again is refused: the group has evenings now.
	again := uploadGroup(t, other, empty, export.body)
	if again.status != http.StatusUnprocessableEntity || !strings.Contains(again.body, "only into a group without evenings") {
		t.Errorf("a second restore: %d", again.status)
	}
	third := app.device(t)
	fresh := location(t, third.post("/groups", url.Values{"name": {"X"}}))
	if bad := uploadGroup(t, third, fresh, `{"format": "schreiber-evening"}`); bad.status != http.StatusUnprocessableEntity ||
		!strings.Contains(bad.body, "not a group backed up") {
		t.Errorf("an evening's file restored as a group: %d", bad.status)
	}
}
