package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// badFile is an export file an import must refuse, and what the refusal
// says in English.
type badFile struct {
	name string
	file []byte
	says string
}

// editEvening returns an evening's export file with a change made to its
// JSON.
func editEvening(t testing.TB, good []byte, change func(f map[string]any)) []byte {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(good, &f); err != nil {
		t.Fatalf("export: %v", err)
	}
	change(f)
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// gurkeOf returns the first Gurke game of an evening file as JSON.
func gurkeOf(f map[string]any) map[string]any {
	for _, g := range f["games"].([]any) {
		if g := g.(map[string]any); g["kind"] == "gurke" {
			return g
		}
	}
	panic("the evening has no Gurke game")
}

// firstRecord returns the first record of an evening file's Gurke game.
func firstRecord(f map[string]any) map[string]any {
	return gurkeOf(f)["log"].([]any)[0].(map[string]any)
}

// badEvenings are evening files, made from a good one that holds a Gurke
// game with a log, that both imports must refuse: one per refusal the
// import's checks make beside the names and the limits of a group.
func badEvenings(t testing.TB, good []byte) []badFile {
	mb := strings.Repeat("x", 1<<20)
	edit := func(change func(f map[string]any)) []byte { return editEvening(t, good, change) }
	config := func(c string) []byte {
		return edit(func(f map[string]any) { gurkeOf(f)["config"] = json.RawMessage(c) })
	}
	return []badFile{
		{"a Gurke config whose rules are a string", config(`{"rules":"x","first_dealer":0}`), "rules this server does not take"},
		{"a config that is a list", config(`[1,2,3]`), "rules this server does not take"},
		{"a config without a first dealer", config(`{"rules":{"preset":"danish"}}`), "rules this server does not take"},
		{"a config with a field no game has", config(`{"rules":{"preset":"danish"},"first_dealer":0,"cheat":true}`), "rules this server does not take"},
		{"an unknown preset", config(`{"rules":{"preset":"nope"},"first_dealer":0}`), `"nope" is not a known Gurke variant`},
		{"a first dealer who is not seated", config(`{"rules":{"preset":"danish"},"first_dealer":9}`), "first dealer must be one of the players"},
		{"a config of 1 MB", config(`{"rules":{"preset":"danish","x":"` + mb + `"},"first_dealer":0}`), "rules this server does not take"},
		{"rules for fewer players than seated", edit(func(f map[string]any) {
			gurkeOf(f)["config"] = json.RawMessage(`{"rules":{"preset":"danish","max_players":2},"first_dealer":0}`)
		}), "rules this server does not take"},
		{"a deal that does not replay", edit(func(f map[string]any) {
			firstRecord(f)["payload"] = json.RawMessage(`{"kind":"quick","loser":99,"card":"K"}`)
		}), "record 1: the deal does not fit the game"},
		{"a deal that is no deal", edit(func(f map[string]any) { firstRecord(f)["payload"] = json.RawMessage(`[]`) }), "the deal does not fit the game"},
		{"a payload of 1 MB", edit(func(f map[string]any) {
			firstRecord(f)["payload"] = json.RawMessage(`{"kind":"quick","loser":1,"card":"K","x":"` + mb + `"}`)
		}), "record 1: the entry is larger than 16 KiB"},
		{"a device of 1 MB", edit(func(f map[string]any) { firstRecord(f)["device"] = mb }), "record 1: the device's name is longer than 80"},
		{"a device with control characters", edit(func(f map[string]any) { firstRecord(f)["device"] = "Anna\x1b[2J" }), "record 1: the device's name"},
		{"a time of 1 MB", edit(func(f map[string]any) { firstRecord(f)["at"] = "2026-11-20T19:20:01Z" + mb }), "record 1: no time of the form"},
		{"a time that is none", edit(func(f map[string]any) { firstRecord(f)["at"] = "yesterday" }), "record 1: no time of the form"},
		{"a game without a start time", edit(func(f map[string]any) { gurkeOf(f)["created_at"] = "" }), "has no start time"},
		{"a ruling of 1 MB", edit(func(f map[string]any) {
			gurkeOf(f)["rulings"] = []any{map[string]any{"question": mb, "answer": map[string]any{}, "device": "d", "at": "2026-11-20T21:12:40Z"}}
		}), "ruling 1: its question, answer or rule is larger than 16 KiB"},
		{"a ruling with a device of 1 MB", edit(func(f map[string]any) {
			gurkeOf(f)["rulings"] = []any{map[string]any{"question": map[string]any{}, "answer": map[string]any{}, "device": mb, "at": "2026-11-20T21:12:40Z"}}
		}), "ruling 1: the device's name"},
		{"stakes of a billion", edit(func(f map[string]any) {
			f["evening"].(map[string]any)["stakes"] = map[string]any{"unit_cents": 100000000000, "point_cents": 0}
		}), "stakes are more than 10000"},
		{"garbage after the JSON", append(append([]byte{}, good...), "garbage"...), "not"},
		{"a second JSON value after the file", append(append([]byte{}, good...), "\n{}"...), "not"},
	}
}

// postFile posts a file as the import forms do, in a language.
func postFile(t testing.TB, d *device, path string, file []byte, lang string) page {
	t.Helper()
	body, ctype := multipartBody(url.Values{"_csrf": {d.csrf()}}, file)
	req, _ := http.NewRequest(http.MethodPost, d.app.srv.URL+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("Accept-Language", lang)
	return d.do(req)
}

// groupOf wraps evening files into a group's export file.
func groupOf(evenings ...[]byte) []byte {
	return []byte(`{"format":"schreiber-group","version":1,"group":"G","players":[],"evenings":[` + string(bytes.Join(evenings, []byte(","))) + `]}`)
}

// badGroups are group files only the group's import must refuse, made
// from a good evening file.
func badGroups(t testing.TB, good []byte) []badFile {
	empty := []byte(`{"format":"schreiber-evening","version":1,"evening":{"held_on":"2026-01-01","place":""},"games":[]}`)
	many := make([][]byte, maxImportEvenings+1)
	for i := range many {
		many[i] = empty
	}
	change := func(c string) []byte {
		return []byte(strings.Replace(string(groupOf(good)), `"players":[]`, `"players":[],"changes":[`+c+`]`, 1))
	}
	changes := make([]string, maxImportChanges+1)
	for i := range changes {
		changes[i] = `{"action":"rename-group","before":"A","after":"B","device":"d","at":"2026-11-20T21:03:11Z"}`
	}
	return []badFile{
		{"garbage after the group's JSON", append(groupOf(good), " garbage"...), "not a group backed up"},
		{"a second value after the group", append(groupOf(good), "[]"...), "not a group backed up"},
		{"the evenings twice", []byte(strings.Replace(string(groupOf(good)), `"players":[]`, `"evenings":[],"players":[]`, 1)), "not a group backed up"},
		{fmt.Sprintf("%d evenings", maxImportEvenings+1), groupOf(many...), fmt.Sprintf("more than %d evenings", maxImportEvenings)},
		{fmt.Sprintf("%d changes", maxImportChanges+1), change(strings.Join(changes, ",")), fmt.Sprintf("an import takes at most %d", maxImportChanges)},
		{"a change by a device of 1 MB", change(`{"action":"rename-group","before":"A","after":"B","device":"` + strings.Repeat("d", 1<<20) + `","at":"2026-11-20T21:03:11Z"}`),
			"Change 1 of the file: the device's name"},
		{"a change of a name of 1 MB", change(`{"action":"rename-group","before":"A","after":"` + strings.Repeat("B", 1<<20) + `","device":"d","at":"2026-11-20T21:03:11Z"}`),
			"Change 1 of the file"},
	}
}

// TestImportRefusals posts every bad file to both imports, an evening's
// and (wrapped into a group's file) a group's into an empty group, through
// the real router, and checks that each is refused with a message in both
// languages that names what is wrong, and that nothing is stored.
func TestImportRefusals(t *testing.T) {
	t.Parallel()
	app := newTestApp(t)
	d := app.device(t)
	group, evening, _ := seededGroup(t, app, d)
	good := []byte(d.get(evening + "/export").body)
	empty := location(t, d.post("/groups", url.Values{"name": {"Leer"}, "players": {"Anna"}}))
	// Both imports take the good file.
	location(t, upload(t, d, group, good))
	if to := location(t, uploadGroup(t, d, empty, string(groupOf(good)))); to != empty {
		t.Fatalf("the good group file went to %s", to)
	}
	empty = location(t, d.post("/groups", url.Values{"name": {"Leer"}, "players": {"Anna"}}))
	before := app.dump(t)
	refused := func(how string, p page, want string) {
		t.Helper()
		if p.status != http.StatusUnprocessableEntity || !strings.Contains(message(p.doc), want) {
			t.Errorf("%s: %d, says %q; want 422 saying %q", how, p.status, message(p.doc), want)
		}
	}
	evenings := badEvenings(t, good)
	for _, c := range evenings {
		refused("evening import, "+c.name, upload(t, d, group, c.file), c.says)
		p := postFile(t, d, empty+"/import-group", groupOf(c.file), "de")
		if !strings.Contains(c.name, "after") { // the group file reads as no file: see badGroups
			if p.status != http.StatusUnprocessableEntity || !strings.HasPrefix(message(p.doc), "Abend 1:") {
				t.Errorf("group import, %s: %d, says %q; want 422 in German naming evening 1", c.name, p.status, message(p.doc))
			}
		}
	}
	for _, c := range badGroups(t, good) {
		refused("group import, "+c.name, uploadGroup(t, d, empty, string(c.file)), c.says)
	}
	// A group's file of more than the body's limit ("64M": 64,000,000
	// bytes) is refused before it is read.
	if p := postFile(t, d, empty+"/import-group", bytes.Repeat([]byte(" "), 64_000_001), "en"); p.status != http.StatusRequestEntityTooLarge {
		t.Errorf("a group file of 64,000,001 bytes: %d", p.status)
	}
	// An evening in a group's file is held to an evening's import limit.
	big := editEvening(t, good, func(f map[string]any) { f["evening"].(map[string]any)["place"] = strings.Repeat(" ", maxImportEvening) })
	refused("group import, an evening of 8 MB", uploadGroup(t, d, empty, string(groupOf(big))), "larger than 8 MB")
	if diff, same := sameDump(before, app.dump(t)); !same {
		t.Errorf("a refused import stored something: %s", diff)
	}
	t.Logf("%d evening files refused by both imports, %d group files by the group's", len(evenings), len(badGroups(t, good))+1)
}
